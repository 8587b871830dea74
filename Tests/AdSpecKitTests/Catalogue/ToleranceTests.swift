import AdSpecEngine
import AdSpecTestSupport
import Foundation
import Testing

@testable import AdSpecHarness
@testable import AdSpecKit

/// Tolerances beside their rule (issue 9, item 2): windows, ranges, exact numbers, each with why.
@Suite("Tolerances in the rule catalogue")
struct ToleranceTests {
    @Test func theRepositoryCatalogueHasTheDocumentsTolerances() throws {
        let catalogue = try Catalogue.load(specsDirectory: Repository.specs).catalogue
        let bind4 = try #require(catalogue.rule("BIND-4")?.tolerances.first)
        #expect(bind4.kind == .window && bind4.basis == .documented && bind4.minimum == 1500 && bind4.maximum == 2500)
        #expect(bind4.reason.contains("примерно через две секунды"))
        #expect(bind4.offsets(in: Settings()) == -500...500)
        #expect(catalogue.rule("SLD-7")?.tolerances.first?.basis == .inferred)
        let dwell = try #require(catalogue.rule("IMP-1")?.tolerances.first { $0.setting == "impressionDwellMs" })
        #expect(dwell.offsets(in: Settings()) == -500...1000)
        #expect(catalogue.rule("VID-1")?.tolerances.allSatisfy { $0.kind == .exact && $0.basis == .documented } == true)
        #expect(catalogue.rule("BULK-1")?.tolerances.first?.maximum == 9)
        var slower = Settings()
        slower.bindingGracePeriodMs = 2400
        #expect(bind4.offsets(in: slower) == -900...100)
    }

    @Test(arguments: [
        ("minimum=\"1500\" maximum=\"2500\"", nil),
        ("minimum=\"2500\" maximum=\"3000\"", "the engine's own choice must lie inside it"),
        ("minimum=\"2500\" maximum=\"1500\"", "the minimum comes first"),
    ])
    func aWindowMustHoldTheEnginesValue(bounds: String, problem: String?) throws {
        let tolerance =
            "<tolerance kind=\"window\" basis=\"documented\" setting=\"bindingGracePeriodMs\" \(bounds) unit=\"ms\">About two seconds.</tolerance>"
        let rules = CatalogueFixture.defaultRules.replacingOccurrences(
            of: "<inferred setting=\"bindingGracePeriodMs\" default=\"2000\">About two seconds.</inferred>",
            with: "<inferred setting=\"bindingGracePeriodMs\" default=\"2000\">About two seconds.</inferred>\n" + tolerance)
        let fixture = try CatalogueFixture(catalogue: CatalogueFixture.catalogueText(rules: rules))
        defer { fixture.remove() }
        let problems = fixture.catalogueProblems()
        if let problem {
            #expect(problems.count == 1)
            #expect(problems.first?.contains(problem) == true)
        } else {
            #expect(problems.isEmpty)
            #expect(try fixture.loadCatalogue().catalogue.rule("BIND-4")?.tolerances.count == 1)
        }
    }
}
