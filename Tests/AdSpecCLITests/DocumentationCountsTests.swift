import Foundation
import Testing

/// A count of scenarios, mutants, rules or tests in the documentation's prose goes stale with the
/// next scenario, so the pages state none: a count the reader needs is an output sample that
/// `DocumentationSamplesTests` checks (inside a marked block). Performance.md is left out: its
/// figures are measurements, each with its date and commit. A number may wrap onto the next line
/// ("the corpus's 223\nscenarios") and may have one word before the noun ("17 other scenarios").
@Suite struct DocumentationCountsTests {
    /// The pages checked: Documentation/*.md but Performance.md.
    static let pages: [String] = DocumentationSamplesTests.pages.filter {
        $0.hasPrefix("Documentation/") && $0 != "Documentation/Performance.md"
    }

    /// A number (digits, or groups of three with commas), white space, at most one word, the noun.
    static func pattern() -> NSRegularExpression {
        try! NSRegularExpression(pattern: #"(?<![\w.,])(?:\d{1,3}(?:,\d{3})+|\d+)\s+(?:[A-Za-z-]+\s+)?(?:scenarios|mutants|rules|tests|test cases)\b"#)
    }

    /// Every page in one test, each issue at its page's line (a case per page was a line each of
    /// the `swift test` log: issue 39, item 2).
    @Test func proseStatesNoCount() throws {
        for page in Self.pages { try proseStatesNoCount(page: page) }
    }

    func proseStatesNoCount(page: String) throws {
        let url = CLI.packageRoot.appendingPathComponent(page)
        let text = try String(contentsOf: url, encoding: .utf8)
        for found in Self.counts(in: text) {
            let message = "\(page):\(found.line): '\(found.text)' is a count that will go stale: say it without the number, "
                + "or show it in a checked sample (<!-- sample: COMMAND -->)"
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "AdSpecCLITests/" + url.lastPathComponent, filePath: url.path, line: found.line, column: 1))
        }
    }

    /// Guards the check itself, on a page made up for it.
    @Test func countsAreFoundOutsideSamplesOnly() {
        let page = """
            On the corpus's 223
            scenarios, 1,200 mutants and 17 other scenarios; not 10000, per scenario, nor v1.2 scenarios.

            <!-- sample: adspec verify -->
            ```
            59 mutants, 59 caught, 0 survived (223 scenarios)
            ```

            ```text
            3 tests
            ```
            """
        let found = Self.counts(in: page)
        #expect(found.map(\.line) == [1, 2, 2, 10])
        #expect(found.map(\.text) == ["223 scenarios", "1,200 mutants", "17 other scenarios", "3 tests"])
    }

    /// The counts of a page outside its marked samples, with the line each begins on (1-based) and
    /// its text with white space collapsed.
    static func counts(in text: String) -> [(line: Int, text: String)] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for sample in SamplePage.parse(lines).samples {
            for index in sample.body { lines[index] = "" }
        }
        let prose = lines.joined(separator: "\n") as NSString
        return pattern().matches(in: prose as String, range: NSRange(location: 0, length: prose.length)).map { match in
            let before = prose.substring(to: match.range.location)
            let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            let words = prose.substring(with: match.range).split(whereSeparator: \.isWhitespace).joined(separator: " ")
            return (line, words)
        }
    }
}
