import AdSpecTestSupport
import Foundation
import Testing

/// Pending goldens, review, accept, reject; orphans; staleness.
@Suite struct ReviewTests {
    @Test func pendingGoldensAreReviewedAcceptedAndRejectedExactlyAsAsked() throws {
        let corpus = try SmallCorpus(scenarios: 3)
        try corpus.recordAll()
        let (a, b, c) = (corpus.ids[0], corpus.ids[1], corpus.ids[2])
        for id in [a, b] { try "old\n".write(to: corpus.golden(id), atomically: true, encoding: .utf8) }
        let run = try corpus.run(["verify", "--pending"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("FAIL \(a)\n"))
        #expect(run.stdout.contains("changed golden written for review to Goldens/\(a).transcript.pending"))
        #expect(run.stdout.contains("PASS \(c)\n"))
        let expectedFiles: [String] = [
            a + ".transcript", a + ".transcript.pending", b + ".transcript",
            b + ".transcript.pending", c + ".transcript",
        ]
        #expect(corpus.goldenFiles() == expectedFiles.sorted())
        #expect(try String(contentsOf: corpus.golden(a), encoding: .utf8) == "old\n")

        let review = try corpus.run(["review"])
        #expect(review.status == 0)
        #expect(review.stdout.contains("PENDING \(a)\n"))
        #expect(review.stdout.contains("--- Goldens/\(a).transcript\n+++ Goldens/\(a).transcript.pending\n"))
        #expect(review.stdout.contains("-old\n"))

        let accept = try corpus.run(["accept", a])
        #expect(accept.status == 0)
        #expect(accept.stdout.contains("ACCEPTED \(a)"))
        #expect(try corpus.run(["verify", a]).status == 0)
        #expect(try String(contentsOf: corpus.golden(b), encoding: .utf8) == "old\n")

        let reject = try corpus.run(["reject"])
        #expect(reject.status == 0)
        #expect(reject.stdout.contains("REJECTED \(b)"))
        #expect(corpus.goldenFiles() == [a, b, c].map { $0 + ".transcript" }.sorted())
        #expect(try String(contentsOf: corpus.golden(b), encoding: .utf8) == "old\n")
        #expect(try corpus.run(["accept", b]).status == 2)
        #expect(try corpus.run(["review"]).stdout == "no pending goldens\n")
    }

    @Test func pendingGoldensCanLiveInTheirOwnFolder() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        let folder = corpus.root.appendingPathComponent("pending-out")
        let environment = ["ADSPEC_PENDING": "1", "ADSPEC_PENDING_DIR": folder.path]
        let run = try corpus.run(["verify"], environment: environment)
        #expect(run.status == 1)
        #expect(corpus.goldenFiles().isEmpty)
        let id = corpus.ids[0]
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(id + ".transcript").path))
        #expect(try corpus.run(["review"], environment: environment).stdout.contains("PENDING \(id) (new golden)"))
        let accept = try corpus.run(["accept"], environment: environment)
        #expect(accept.status == 0)
        #expect(corpus.goldenFiles() == corpus.ids.map { $0 + ".transcript" }.sorted())
        #expect(try corpus.run(["verify"]).status == 0)
    }

    @Test func orphansAreWarnedRejectedInCIOrDeletedAndRefusedOnAFilteredRun() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        try corpus.recordAll()
        let orphan = try corpus.write("Goldens/gone/renamed.transcript", "# adspec transcript v1\n")

        let warn = try corpus.run(["verify"])
        #expect(warn.status == 0)
        #expect(warn.stdout.contains("UNREFERENCED Goldens/gone/renamed.transcript: no scenario has id 'gone/renamed'"))

        let ci = try corpus.run(["verify"], environment: ["CI": "true"])
        #expect(ci.status == 1)
        #expect(ci.stdout.contains("1 unreferenced golden rejected\n2 passed, 1 failed\n"))

        let filtered = try corpus.run(["verify", corpus.ids[0], "--unreferenced", "reject"])
        #expect(filtered.status == 2)
        #expect(filtered.stderr.contains("refusing --unreferenced reject on a filtered run"))
        let filteredCI = try corpus.run(["verify", corpus.ids[0]], environment: ["CI": "true"])
        #expect(filteredCI.status == 0, "a filtered run must not call other scenarios' goldens orphans")
        #expect(!filteredCI.stdout.contains("UNREFERENCED"))

        let delete = try corpus.run(["verify", "--unreferenced", "delete"])
        #expect(delete.status == 0)
        #expect(delete.stdout.contains("DELETED Goldens/gone/renamed.transcript"))
        #expect(!FileManager.default.fileExists(atPath: orphan.deletingLastPathComponent().path))
        #expect(try corpus.run(["verify"], environment: ["CI": "true"]).status == 0)
    }

    @Test func stalenessTellsAScenarioChangeFromAnEngineChange() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        try corpus.recordAll()
        let id = corpus.ids[0]
        let engineChanged = try corpus.run(["verify", id], environment: ["ADSPEC_INJECT_FAULT": "shift:\(id)"])
        #expect(engineChanged.status == 1)
        #expect(
            engineChanged.stdout.contains(
                "the scenario (its file and the library it uses) is unchanged since the golden was recorded: the engine's behaviour changed (or the golden was edited by hand)"
            ))
        #expect(engineChanged.stdout.contains(" moved from "))

        let list = try corpus.run(["list", id])
        #expect(list.status == 0)
        let source = try #require(
            try String(contentsOf: corpus.golden(id), encoding: .utf8).split(separator: "\n")
                .first { $0.hasPrefix("# source ") }?.dropFirst("# source ".count).split(separator: " ").first)
        let file = corpus.root.appendingPathComponent(String(source))
        let text = try String(contentsOf: file, encoding: .utf8)
        try (text + "<!-- edited -->\n").write(to: file, atomically: true, encoding: .utf8)
        let scenarioChanged = try corpus.run(["verify", id])
        #expect(scenarioChanged.status == 1)
        #expect(
            scenarioChanged.stdout.contains(
                "the scenario (its file or the library it uses) changed since the golden was recorded (sha256 "))
        #expect(scenarioChanged.stdout.contains("first difference at the header (line 3)"))
    }
}
