import AdSpecTestSupport
import Foundation
import Testing

/// `adspec verify --mode conformance` end to end, in a temporary copy of a small corpus.
@Suite struct ConformanceCommandTests {
    @Test func conformanceModePassesTheReferenceEngineAndIgnoresNarration() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        try corpus.recordAll()
        let output = try corpus.run(["verify", "--mode", "conformance"])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout == corpus.ids.map { "PASS \($0)\n" }.joined() + "2 passed, 0 failed\n")
        // A golden edited by hand into something that cannot be read as events: an error at its
        // line and column, not a pass.
        let url = corpus.golden(corpus.ids[0])
        let text = try String(contentsOf: url, encoding: .utf8)
        let marked = MarkedText(
            MarkedText.marking(1, before: "script finished", in: text).replacingOccurrences(
                of: "script finished", with: "done"))
        try marked.text.write(to: url, atomically: true, encoding: .utf8)
        let edited = try corpus.run(["verify", "--mode", "conformance", corpus.ids[0]])
        #expect(edited.status == 1)
        #expect(
            edited.stdout.contains(
                "ERROR \(corpus.ids[0])\n  cannot read the golden as events: Goldens/\(corpus.ids[0]).transcript:\(marked[1]): "
                    + "expected 'script finished', found 'done'"), "\(edited.stdout)")
    }

    @Test func conformanceModeNeverWritesAndTakesOnlyKnownModes() throws {
        let corpus = try SmallCorpus(scenarios: 1)
        try corpus.recordAll()
        let record = try corpus.run(["verify", "--mode", "conformance", "--record", "all"])
        #expect(record.status == 64)
        #expect(record.stderr.contains("--mode conformance never writes goldens"))
        let unknown = try corpus.run(["verify", "--mode", "fuzzy"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("--mode takes exact or conformance, not 'fuzzy'"))
    }
}
