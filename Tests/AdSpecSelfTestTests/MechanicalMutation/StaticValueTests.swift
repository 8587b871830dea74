import Testing

@testable import AdSpecHarness
@testable import AdSpecKit
@testable import AdSpecSelfTest

@Suite("Mechanical mutation: values Swift evaluates once")
struct StaticValueTests {
    @Test func staticAndGlobalValuesAreMarkedOnce() throws {
        let source = """
            let global = 5
            struct S {
                static let width = 17
                var count = 3
                func f() -> Int { let local = 4; return local + count }
            }
            """
        let sites = try SiteFinder.sites(file: "S.swift", source: source).sites
        let once = Dictionary(sites.filter { $0.kind == .integer }.map { ($0.label, $0.once) }, uniquingKeysWith: { a, _ in a })
        #expect(once == ["5": true, "17": true, "3": false, "4": false])
    }
}
