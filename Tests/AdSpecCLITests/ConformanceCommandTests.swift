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
        // A golden edited by hand cannot be read as events: an error, not a pass.
        let url = corpus.golden(corpus.ids[0])
        let text = try String(contentsOf: url, encoding: .utf8)
        try text.replacingOccurrences(of: "script finished", with: "done").write(to: url, atomically: true, encoding: .utf8)
        let edited = try corpus.run(["verify", "--mode", "conformance", corpus.ids[0]])
        #expect(edited.status == 1)
        #expect(edited.stdout.contains("ERROR \(corpus.ids[0])\n  golden not reproduced by the reference engine"))
    }

    @Test func conformanceModeNeverWritesAndTakesOnlyKnownModes() throws {
        let corpus = try SmallCorpus(scenarios: 1)
        try corpus.recordAll()
        let record = try corpus.run(["verify", "--mode", "conformance", "--record", "all"])
        #expect(record.status == 2)
        #expect(record.stderr.contains("--mode conformance never writes goldens"))
        let unknown = try corpus.run(["verify", "--mode", "fuzzy"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--mode takes exact or conformance, not 'fuzzy'"))
    }
}
