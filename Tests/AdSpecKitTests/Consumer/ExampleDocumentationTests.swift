import AdSpecTestSupport
import Foundation
import Testing

/// The README's "Run the suite against your implementation" and Documentation/YourImplementation.md
/// say what `Examples/MyBindingConformance/` does, and CI runs that example (issue 9, "Done when").
@Suite("The consumer example and its documentation")
struct ExampleDocumentationTests {
    static let example = Repository.root.appendingPathComponent("Examples/MyBindingConformance")

    static func text(_ relative: String, in folder: URL = Repository.root) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
    }

    /// The lines of the first ```swift block after `heading`, trimmed.
    static func swiftBlock(after heading: String, in text: String) throws -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: heading), "no heading '\(heading)'")
        let open = try #require(lines[start...].firstIndex(of: "```swift"), "no swift block after '\(heading)'")
        let close = try #require(lines[(open + 1)...].firstIndex(of: "```"))
        return lines[(open + 1)..<close].map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// Whether `needles` occur in `haystack` as consecutive trimmed lines.
    static func contains(_ haystack: String, lines needles: [String]) -> Bool {
        let lines = haystack.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard !needles.isEmpty, lines.count >= needles.count else { return false }
        return (0...(lines.count - needles.count)).contains { Array(lines[$0..<($0 + needles.count)]) == needles }
    }

    static let exampleTest = "Tests/MyBindingConformanceTests/MyBindingConformanceTests.swift"

    @Test("The README's section is the example's test")
    func readmeIsTheExample() throws {
        let block = try Self.swiftBlock(
            after: "## Run the suite against your implementation", in: try Self.text("README.md"))
        #expect(block.count >= 2)
        let test = try Self.text(Self.exampleTest, in: Self.example)
        #expect(Self.contains(test, lines: block), "the README's code is not in \(Self.exampleTest) as written")
    }

    @Test("The documentation page's test and adapter are the example's")
    func pageIsTheExample() throws {
        let page = try Self.text("Documentation/YourImplementation.md")
        let test = try Self.swiftBlock(after: "## 3. The test", in: page)
        #expect(Self.contains(try Self.text(Self.exampleTest, in: Self.example), lines: test))
        let perScenario = try Self.swiftBlock(after: "**One test case per scenario.** The example's second test shares one run among the cases of a", in: page)
        #expect(Self.contains(try Self.text(Self.exampleTest, in: Self.example), lines: perScenario))
        let adapter = try Self.swiftBlock(after: "## 1. The adapter", in: page)
        let source = try Self.text("Sources/MyBindingAdapter/MyBindingAdapter.swift", in: Self.example)
        for line in adapter where !line.contains("...") && !line.isEmpty && line != "}" {
            #expect(source.contains(line), "the page's adapter line '\(line)' is not in the example's adapter")
        }
        let manifest = try Self.text("Package.swift", in: Self.example)
        #expect(manifest.contains(#".package(name: "adspec", path: "../..")"#))
        for product in ["AdSpecEngine", "AdSpecKit", "AdSpecCorpus"] {
            #expect(manifest.contains(#".product(name: "\#(product)", package: "adspec")"#))
        }
    }

    @Test("CI runs the example's tests after the kit's own")
    func ciRunsTheExample() throws {
        let lines = try Self.text(".ci/run").split(separator: "\n").map(String.init)
        #expect(lines.contains("example=Examples/MyBindingConformance"))
        let kit = try #require(lines.firstIndex(of: "swift test"))
        let example = try #require(lines.firstIndex(of: #"swift test --package-path "$example""#))
        #expect(kit < example)
    }
}
