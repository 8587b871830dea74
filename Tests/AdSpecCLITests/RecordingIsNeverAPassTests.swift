import AdSpecTestSupport
import Foundation
import Testing

/// Issue 12, item 4: a run that writes goldens says so; `record` of a scenario that did not change
/// whose transcript did asks (or needs `--force`); `accept` refuses a stale pending golden;
/// `review` on a terminal asks per golden. The built binary in a temporary corpus; the terminal
/// cases run it under `script(1)`, which gives it a pseudo-terminal.
@Suite struct RecordingIsNeverAPassTests {
    /// The scenario file of `id` in the corpus.
    static func scenarioFile(_ id: String, in corpus: SmallCorpus) throws -> URL {
        let files = TemporaryFolder.files(in: corpus.specs).map { corpus.specs.appendingPathComponent($0) }
        return try #require(
            files.first { (try? String(contentsOf: $0, encoding: .utf8))?.contains("id=\"\(id)\"") == true },
            "no scenario file for \(id)")
    }

    /// Runs the binary on a pseudo-terminal with `input` typed in; `nil` without `script(1)`.
    static func onTerminal(_ arguments: [String], in corpus: SmallCorpus, input: String, environment: [String: String] = [:])
        throws -> Shell.Output?
    {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return nil }
        let binary = try #require(CLI.binary, "the adspec executable was not built (run swift build first)")
        let command = ([binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        return try Shell.run(
            ["/usr/bin/script", "-qec", command, "/dev/null"], in: corpus.root,
            environment: CLI.environment(environment.merging(["NO_COLOR": "1", "TERM": "dumb"]) { _, new in new }),
            input: input)
    }

    @Test func aRecordingRunCountsRecordedGoldensApartFromPasses() throws {
        let corpus = try SmallCorpus(scenarios: 3)
        let record = try corpus.run(["record"])
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        #expect(record.stdout.hasSuffix("0 passed, 0 failed, 3 recorded\n"), "\(record.stdout)")
        try FileManager.default.removeItem(at: corpus.golden(corpus.ids[1]))
        let missing = try corpus.run(["verify", "--record", "missing"])
        #expect(missing.stdout.hasSuffix("2 passed, 0 failed, 1 recorded\n"), "\(missing.stdout)")
        #expect(try corpus.run(["verify"]).stdout.hasSuffix("3 passed, 0 failed\n"))
    }

    @Test func recordOfAnUnchangedScenarioWhoseTranscriptChangedNeedsForceOffATerminal() throws {
        let corpus = try SmallCorpus(scenarios: 3)
        try corpus.recordAll()
        let id = corpus.ids[0]
        let before = try String(contentsOf: corpus.golden(id), encoding: .utf8)
        // The engine changed (a fault shifts its events); the scenario file did not.
        let engineChanged = ["ADSPEC_INJECT_FAULT": "shift:\(id)"]
        let refused = try corpus.run(["record"], environment: engineChanged)
        #expect(refused.status == 1, "\(refused.stdout)\(refused.stderr)")
        #expect(refused.stdout.contains("FAIL \(id)\n"))
        #expect(refused.stdout.contains("the engine's behaviour changed"))
        #expect(refused.stdout.contains("re-record with: swift run adspec record --force \(id)"))
        #expect(refused.stdout.contains("+++ actual"), "the diff is shown")
        #expect(refused.stderr.contains("refusing to re-record 1 golden whose scenario did not change"))
        #expect(refused.stderr.contains("--force"))
        #expect(refused.stdout.hasSuffix("2 passed, 1 failed\n"), "\(refused.stdout)")
        #expect(try String(contentsOf: corpus.golden(id), encoding: .utf8) == before)

        let forced = try corpus.run(["record", "--force"], environment: engineChanged)
        #expect(forced.status == 0, "\(forced.stdout)\(forced.stderr)")
        #expect(forced.stdout.contains("RECORDED \(id) (wrote Goldens/\(id).transcript)"))
        #expect(forced.stdout.hasSuffix("2 passed, 0 failed, 1 recorded\n"), "\(forced.stdout)")
        #expect(try String(contentsOf: corpus.golden(id), encoding: .utf8) != before)

        // A changed scenario is re-recorded without asking.
        let file = try Self.scenarioFile(corpus.ids[1], in: corpus)
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "</title>", with: " (edited)</title>").write(
            to: file, atomically: true, encoding: .utf8)
        let edited = try corpus.run(["record", corpus.ids[1]])
        #expect(edited.status == 0, "\(edited.stdout)\(edited.stderr)")
        #expect(edited.stdout.contains("RECORDED \(corpus.ids[1])"))
    }

    @Test func recordOnATerminalShowsTheDiffAndAsks() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        try corpus.recordAll()
        let id = corpus.ids[0]
        let before = try String(contentsOf: corpus.golden(id), encoding: .utf8)
        let engineChanged = ["ADSPEC_INJECT_FAULT": "shift:\(id)"]
        guard let no = try Self.onTerminal(["record"], in: corpus, input: "n\n", environment: engineChanged) else { return }
        #expect(no.stdout.contains("re-record Goldens/\(id).transcript?"), "\(no.stdout)")
        #expect(no.stdout.contains("[y/N]"))
        #expect(no.stdout.contains("+++ actual"))
        #expect(no.stdout.contains("KEPT \(id)"))
        #expect(no.status == 1)
        #expect(try String(contentsOf: corpus.golden(id), encoding: .utf8) == before)

        let yes = try #require(try Self.onTerminal(["record"], in: corpus, input: "y\n", environment: engineChanged))
        #expect(yes.status == 0, "\(yes.stdout)")
        #expect(yes.stdout.contains("RECORDED \(id) (wrote Goldens/\(id).transcript)"))
        #expect(yes.stdout.contains("1 passed, 0 failed, 1 recorded"))
        #expect(try String(contentsOf: corpus.golden(id), encoding: .utf8) != before)
    }

    @Test func acceptRefusesAPendingGoldenRecordedFromAnOlderScenario() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        try corpus.recordAll()
        let id = corpus.ids[0]
        let pending = try corpus.run(["verify", "--pending"], environment: ["ADSPEC_INJECT_FAULT": "shift:\(id)"])
        #expect(pending.stdout.contains("changed golden written for review"), "\(pending.stdout)")
        let file = try Self.scenarioFile(id, in: corpus)
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "</title>", with: " (edited)</title>").write(
            to: file, atomically: true, encoding: .utf8)
        let accept = try corpus.run(["accept", id])
        #expect(accept.status == 1, "\(accept.stdout)\(accept.stderr)")
        let source = "Specs/" + file.path.dropFirst(corpus.specs.path.count + 1)
        #expect(
            accept.stderr.contains(
                "pending golden was recorded from an older version of \(source); re-record: swift run adspec record --pending \(id)"
            ), "\(accept.stderr)")
        #expect(accept.stdout.contains("0 accepted, 1 refused"))
        #expect(FileManager.default.fileExists(atPath: corpus.golden(id).path + ".pending"))
        // The review says so too.
        let review = try corpus.run(["review"])
        #expect(review.stdout.contains("warning: pending golden was recorded from an older version of \(source)"))
    }

    @Test func reviewOnATerminalAsksPerGolden() throws {
        let corpus = try SmallCorpus(scenarios: 3)
        try corpus.recordAll()
        let (a, b, c) = (corpus.ids[0], corpus.ids[1], corpus.ids[2])
        let before = try [a, b, c].map { try String(contentsOf: corpus.golden($0), encoding: .utf8) }
        let fault = ["ADSPEC_INJECT_FAULT": "shift:\(a),shift:\(b),shift:\(c)"]
        let pending = try corpus.run(["verify", "--pending"], environment: fault)
        #expect(pending.status == 1)
        // Off a terminal: the listing, nothing changes.
        let listing = try corpus.run(["review"])
        #expect(listing.stdout.contains("3 pending; accept with"))
        guard let review = try Self.onTerminal(["review"], in: corpus, input: "x\na\nr\ns\n") else { return }
        #expect(review.status == 0, "\(review.stdout)")
        #expect(review.stdout.contains("(1/3) PENDING \(a)"))
        #expect(review.stdout.contains("+++ Goldens/\(a).transcript.pending"), "the diff is shown")
        #expect(review.stdout.contains("[a]ccept, [r]eject, [s]kip, [q]uit?"))
        #expect(review.stdout.contains("answer a, r, s or q"))
        #expect(review.stdout.contains("ACCEPTED \(a)"))
        #expect(review.stdout.contains("REJECTED \(b)"))
        #expect(review.stdout.contains("SKIPPED \(c)"))
        #expect(review.stdout.contains("1 accepted, 1 rejected, 1 skipped"))
        #expect(try String(contentsOf: corpus.golden(a), encoding: .utf8) != before[0])
        #expect(try String(contentsOf: corpus.golden(b), encoding: .utf8) == before[1])
        #expect(corpus.goldenFiles().filter { $0.hasSuffix(".pending") } == [c + ".transcript.pending"])
        // Quit leaves the rest.
        let quit = try #require(try Self.onTerminal(["review"], in: corpus, input: "q\n"))
        #expect(quit.stdout.contains("0 accepted, 0 rejected, 1 skipped"))
        #expect(corpus.goldenFiles().filter { $0.hasSuffix(".pending") } == [c + ".transcript.pending"])
    }
}
