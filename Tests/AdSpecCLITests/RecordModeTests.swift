import AdSpecTestSupport
import Foundation
import Testing

/// Record modes, CI, refusals: the built binary in a temporary corpus.
@Suite struct RecordModeTests {
    @Test func ciRunWithAMissingGoldenFailsAndWritesNothing() throws {
        let corpus = try SmallCorpus(scenarios: 3)
        for environment in [["CI": "true"], ["CI": "1", "ADSPEC_RECORD": "all"], ["CI": "true", "ADSPEC_PENDING": "1"]] {
            let output = try corpus.run(["verify"], environment: environment)
            #expect(output.status == 1, "\(environment)")
            #expect(output.stdout.hasSuffix("0 passed, 3 failed\n"))
            #expect(corpus.goldenFiles().isEmpty, "\(environment)")
        }
        let ignored = try corpus.run(["verify"], environment: ["CI": "1", "ADSPEC_RECORD": "all"])
        #expect(ignored.stderr.contains("ADSPEC_RECORD=all ignored because CI is set"))
        // An explicit flag overrides CI.
        let explicit = try corpus.run(["verify", "--record", "missing"], environment: ["CI": "true"])
        #expect(explicit.status == 0, "\(explicit.stdout)\(explicit.stderr)")
        #expect(corpus.goldenFiles().count == 3)
    }

    @Test func missingModeWritesOnlyMissingGoldens() throws {
        let corpus = try SmallCorpus(scenarios: 3)
        try corpus.recordAll()
        let changed = corpus.ids[0]
        try "# adspec transcript v1\n".write(to: corpus.golden(changed), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: corpus.golden(corpus.ids[1]))
        let output = try corpus.run(["verify"], environment: ["ADSPEC_RECORD": "missing"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("FAIL \(changed)\n"))
        #expect(output.stdout.contains("RECORDED \(corpus.ids[1]) (wrote Goldens/\(corpus.ids[1]).transcript)"))
        #expect(try String(contentsOf: corpus.golden(changed), encoding: .utf8) == "# adspec transcript v1\n")
        #expect(output.stdout.hasSuffix("1 passed, 1 failed, 1 recorded\n"))
    }

    @Test func failedModeRewritesWhatDiffersAndAllLeavesIdenticalFilesUntouched() throws {
        let corpus = try SmallCorpus(scenarios: 3)
        try corpus.recordAll()
        let before =
            try FileManager.default.attributesOfItem(atPath: corpus.golden(corpus.ids[2]).path)[.modificationDate] as? Date
        try "stale\n".write(to: corpus.golden(corpus.ids[0]), atomically: true, encoding: .utf8)
        Thread.sleep(forTimeInterval: 0.05)
        let failed = try corpus.run(["verify", "--record", "failed"])
        #expect(failed.status == 0, "\(failed.stdout)")
        #expect(failed.stdout.contains("RECORDED \(corpus.ids[0])"))
        #expect(failed.stdout.contains("PASS \(corpus.ids[2])\n"))
        let all = try corpus.run(["record", "--record", "all"])
        #expect(all.status == 0)
        #expect(!all.stdout.contains("RECORDED"))
        let after =
            try FileManager.default.attributesOfItem(atPath: corpus.golden(corpus.ids[2]).path)[.modificationDate] as? Date
        #expect(before == after)
        #expect(try corpus.run(["verify"]).status == 0)
    }

    @Test func recordingRefusesAnErroredScenario() throws {
        let corpus = try SmallCorpus(scenarios: 3)
        let broken = corpus.ids[1]
        let output = try corpus.run(["record"], environment: ["ADSPEC_INJECT_FAULT": "error:\(broken)"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("ERROR \(broken)\n"))
        #expect(output.stdout.contains("not recorded: a scenario that errors is never recorded"))
        #expect(output.stdout.hasSuffix("0 passed, 1 failed, 2 recorded\n"))
        #expect(!corpus.goldenFiles().contains(broken + ".transcript"))
        #expect(corpus.goldenFiles().count == 2)
    }

    @Test func recordingNeedsTwoIdenticalRuns() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        let flaky = corpus.ids[0]
        let output = try corpus.run(["record"], environment: ["ADSPEC_INJECT_FAULT": "flaky:\(flaky)"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("ERROR \(flaky)\n  two runs of the scenario gave different transcripts: not recorded"))
        #expect(output.stdout.contains("--- first run\n+++ second run\n"))
        #expect(corpus.goldenFiles() == [corpus.ids[1] + ".transcript"])
    }

    @Test func anErroredScenarioIsNeverAPass() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        try corpus.recordAll()
        let output = try corpus.run(["verify"], environment: ["ADSPEC_INJECT_FAULT": "error:\(corpus.ids[0])"])
        #expect(output.status == 1)
        #expect(
            output.stdout.contains(
                "ERROR \(corpus.ids[0])\n  the subject 'reference' could not run the scenario: step 1: injected fault"))
        #expect(output.stdout.hasSuffix("1 errored (counted as failed)\n1 passed, 1 failed\n"))
    }

    @Test func badRecordModeIsUsage() throws {
        let corpus = try SmallCorpus(scenarios: 1)
        #expect(try corpus.run(["verify", "--record", "sometimes"]).status == 64)
        #expect(try corpus.run(["verify"], environment: ["ADSPEC_RECORD": "yes"]).status == 64)
        #expect(corpus.goldenFiles().isEmpty)
    }
}
