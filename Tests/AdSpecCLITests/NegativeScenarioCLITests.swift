import AdSpecTestSupport
import Foundation
import Testing

/// Issue 12, item 7, end to end: a negative scenario passes when the subject refuses it as it
/// expects, and its golden holds the refusal line; not refused, it fails and is never recorded;
/// coverage counts it as covering its rule.
@Suite struct NegativeScenarioCLITests {
    static let files = ["slider/no-click-modifier.xml", "native/rating-needs-label.xml", "native/plain-initialisers.xml"]

    /// A small corpus plus the repository's negative scenarios and their positive twin.
    static func corpus() throws -> SmallCorpus {
        let corpus = try SmallCorpus(scenarios: 1)
        for file in files {
            let text = try String(contentsOf: Repository.specs.appendingPathComponent(file), encoding: .utf8)
            try corpus.write("Specs/" + file, text)
        }
        return corpus
    }

    @Test func negativeScenariosAreRecordedAsTheirRefusalAndPass() throws {
        let corpus = try Self.corpus()
        try corpus.recordAll()
        let golden = try String(contentsOf: corpus.golden("slider/no-click-modifier"), encoding: .utf8)
        let events = golden.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(events.count == 1)
        #expect(
            events.first?.hasPrefix("     0 ms  refused           api SLD-5: SliderAdContainer has no onAdClick modifier")
                == true)
        let rating = try String(contentsOf: corpus.golden("native/rating-needs-label"), encoding: .utf8)
        #expect(rating.contains("     0 ms  refused           api BIND-2: NativeAdAsset.Rating has no argument-less initialiser"))
        // The goldens of the repository are the same bytes.
        for id in ["slider/no-click-modifier", "native/rating-needs-label", "native/plain-initialisers"] {
            let repository = try String(
                contentsOf: Repository.root.appendingPathComponent("Goldens/\(id).transcript"), encoding: .utf8)
            #expect(try String(contentsOf: corpus.golden(id), encoding: .utf8) == repository, "\(id)")
        }
        let verify = try corpus.run(["verify"])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        #expect(verify.stdout.contains("PASS slider/no-click-modifier\n"))
        #expect(verify.stdout.contains("PASS native/plain-initialisers\n"))
    }

    @Test func aNegativeScenarioThatRunsFailsAndIsNeverRecorded() throws {
        let corpus = try Self.corpus()
        try corpus.recordAll()
        // The app no longer attaches onAdClick to the slider: the subject runs it.
        let file = corpus.specs.appendingPathComponent("slider/no-click-modifier.xml")
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: " onAdClick onAdImpression", with: " onAdImpression")
            .write(to: file, atomically: true, encoding: .utf8)
        let before = try String(contentsOf: corpus.golden("slider/no-click-modifier"), encoding: .utf8)
        let verify = try corpus.run(["verify", "--junit", "junit.xml"])
        #expect(verify.status == 1)
        #expect(
            verify.stdout.contains(
                "FAIL slider/no-click-modifier\n  expected to be refused (SLD-5) but it ran: the subject 'reference' accepted it\n"))
        #expect(verify.stdout.hasSuffix("0 failed\n") == false)
        let junit = try String(contentsOf: corpus.root.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("expected to be refused (SLD-5) but it ran"))
        let record = try corpus.run(["record", "slider/no-click-modifier"])
        #expect(record.status == 1)
        #expect(record.stdout.contains("not recorded: a negative scenario's golden holds only its expected refusal"))
        #expect(try String(contentsOf: corpus.golden("slider/no-click-modifier"), encoding: .utf8) == before)
    }

    @Test func aRefusalForAnotherRuleFails() throws {
        let corpus = try Self.corpus()
        let file = corpus.specs.appendingPathComponent("native/rating-needs-label.xml")
        let text = try String(contentsOf: file, encoding: .utf8)
        // Expect SLD-5 where the subject refuses for BIND-2.
        try text.replacingOccurrences(of: "<covers>BIND-2</covers>", with: "<covers>BIND-2 SLD-5</covers>")
            .replacingOccurrences(of: "rule=\"BIND-2\"", with: "rule=\"SLD-5\"")
            .write(to: file, atomically: true, encoding: .utf8)
        let output = try corpus.run(["verify", "native/rating-needs-label"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("expected to be refused (api SLD-5 \"NativeAdAsset.Rating has no argument-less initialiser\") but refused by the API for BIND-2"))
    }

    @Test func coverageCountsNegativeScenariosForTheirRule() throws {
        let corpus = try Self.corpus()
        let output = try corpus.run(["coverage"])
        let sld5 = output.stdout.split(separator: "\n").first { $0.hasPrefix("  SLD-5 ") }
        #expect(sld5?.contains("slider/no-click-modifier") == true, "\(output.stdout)")
        let bind2 = output.stdout.split(separator: "\n").first { $0.hasPrefix("  BIND-2 ") }
        #expect(bind2?.contains("native/rating-needs-label") == true)
    }
}
