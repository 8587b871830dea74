import AdSpecTestSupport
import Foundation
import FoundationXML
import Testing

/// Problems of the run as a whole (an orphan golden, a stale pending golden) are results: the exit
/// status, the closing line, JUnit, JSON and the annotations agree on them, and every format's
/// counts add up to its results (issue 39, item 7). A write that failed is not a result (issue 40,
/// item 9): its own line, exit status 74.
@Suite struct RunProblemTests {
    /// What one run said, through each of its channels.
    struct Signals {
        var status: Int32
        var closingLine: String
        var stdout: String
        var stderr: String
        var junitFailures: Int
        var junitErrors: Int
        var junitCases: [String]
        var jsonFailed: Int
        var jsonErrored: Int
        /// `passed + recorded + failed + errored == results` in the JSON summary.
        var jsonAddsUp: Bool
        var jsonProblems: [String]
        var jsonUnwritten: [String]
        var errorAnnotations: [String]

        init(_ output: Shell.Output, junit: URL, json: URL) throws {
            status = output.status
            stdout = output.stdout
            stderr = output.stderr
            closingLine = output.stdout.split(separator: "\n").last.map(String.init) ?? ""
            let document = try XMLDocument(data: Data(contentsOf: junit))
            let suite = try #require(try document.nodes(forXPath: "//testsuite").first as? XMLElement)
            junitFailures = Int(suite.attribute(forName: "failures")?.stringValue ?? "") ?? -1
            junitErrors = Int(suite.attribute(forName: "errors")?.stringValue ?? "") ?? -1
            junitCases = try document.nodes(forXPath: "//testcase[failure or error]").compactMap {
                ($0 as? XMLElement)?.attribute(forName: "name")?.stringValue
            }
            let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
            let summary = report["summary"] as? [String: Int] ?? [:]
            jsonFailed = summary["failed"] ?? -1
            jsonErrored = summary["errored"] ?? -1
            let scenarios = (report["scenarios"] as? [Any] ?? []).count + (report["problems"] as? [Any] ?? []).count
            jsonAddsUp =
                ["passed", "recorded", "failed", "errored"].reduce(0) { $0 + (summary[$1] ?? -1000) } == summary["results"]
                && summary["results"] == scenarios
            jsonUnwritten = (report["unwritten"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
            jsonProblems = (report["problems"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
            errorAnnotations = output.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }.map(String.init)
        }

        /// Every channel counts `failed` failures; the annotations name the `unwritten` files too.
        func expectConsistent(
            passed: Int, failed: Int, unwritten: Int = 0, status expected: Int32? = nil,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            #expect(closingLine == "\(passed) passed, \(failed) failed", "\(stdout)", sourceLocation: sourceLocation)
            #expect(status == expected ?? (failed == 0 ? 0 : 1), "\(stdout)\(stderr)", sourceLocation: sourceLocation)
            #expect(junitFailures + junitErrors == failed, sourceLocation: sourceLocation)
            #expect(junitCases.count == failed, sourceLocation: sourceLocation)
            #expect(jsonFailed + jsonErrored == failed, sourceLocation: sourceLocation)
            #expect(jsonAddsUp, sourceLocation: sourceLocation)
            #expect(errorAnnotations.count == failed + unwritten, "\(errorAnnotations)", sourceLocation: sourceLocation)
        }
    }

    func run(_ corpus: SmallCorpus, _ arguments: [String] = [], environment: [String: String] = [:]) throws -> Signals {
        var environment = environment
        environment["GITHUB_ACTIONS"] = "true"
        // No folder is created for a report: the reports' folder exists first.
        _ = try? corpus.makeFolder("out")
        let output = try corpus.run(["verify", "--junit", "out/junit.xml", "--json", "out/report.json"] + arguments, environment: environment)
        return try Signals(
            output, junit: corpus.root.appendingPathComponent("out/junit.xml"),
            json: corpus.root.appendingPathComponent("out/report.json"))
    }

    @Test func anOrphanGoldenUnderCIFailsInEveryChannel() throws {
        let corpus = try SmallCorpus(scenarios: 3)
        try corpus.recordAll()
        try FileManager.default.copyItem(at: corpus.golden(corpus.ids[0]), to: corpus.golden("extra/orphan"))
        let signals = try run(corpus, environment: ["CI": "1"])
        signals.expectConsistent(passed: 3, failed: 1)
        #expect(signals.junitCases == ["orphan: Goldens/extra/orphan.transcript"])
        #expect(signals.jsonProblems == ["orphan: Goldens/extra/orphan.transcript"])
        #expect(signals.errorAnnotations.first?.hasPrefix("::error file=Goldens/extra/orphan.transcript,") == true)
        #expect(signals.stdout.contains("1 unreferenced golden rejected\n3 passed, 1 failed\n"))

        // Outside CI (GITHUB_ACTIONS=true alone would say CI) the orphan is a warning: reported, not
        // counted, and the run passes.
        let warned = try run(corpus, environment: ["CI": "false"])
        warned.expectConsistent(passed: 3, failed: 0)
        #expect(warned.stdout.contains("UNREFERENCED Goldens/extra/orphan.transcript"))
        #expect(warned.stdout.contains("::warning file=Goldens/extra/orphan.transcript,"))
    }

    @Test func aStalePendingGoldenIsAResultToo() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        try corpus.recordAll()
        try corpus.write("Goldens/extra/gone.transcript.pending", "# adspec transcript v1\n")
        let signals = try run(corpus, ["--unreferenced", "reject"])
        signals.expectConsistent(passed: 2, failed: 1)
        #expect(signals.junitCases == ["stale pending: Goldens/extra/gone.transcript.pending"])
        #expect(signals.jsonProblems == signals.junitCases)
    }

    @Test func shardOneChecksOrphansAndTheOthersSaySo() throws {
        let corpus = try SmallCorpus(scenarios: 4)
        try corpus.recordAll()
        try FileManager.default.copyItem(at: corpus.golden(corpus.ids[0]), to: corpus.golden("extra/orphan"))
        let first = try run(corpus, ["--shard", "1/2"], environment: ["CI": "1"])
        first.expectConsistent(passed: 2, failed: 1)
        #expect(first.junitCases == ["orphan: Goldens/extra/orphan.transcript"])
        let second = try run(corpus, ["--shard", "2/2"], environment: ["CI": "1"])
        second.expectConsistent(passed: 2, failed: 0)
        #expect(second.stderr.contains("unreferenced goldens are checked by shard 1/2, not by this shard (2/2)"), "\(second.stderr)")
        // The same through Bazel's variables (0-based) and with an explicit policy.
        let bazel = try run(corpus, ["--unreferenced", "reject"], environment: ["TEST_TOTAL_SHARDS": "2", "TEST_SHARD_INDEX": "0"])
        bazel.expectConsistent(passed: 2, failed: 1)
        // Ids, rules and areas still skip the check: they narrow the corpus itself.
        let filtered = try corpus.run(["verify", corpus.ids[0]], environment: ["CI": "1"])
        #expect(filtered.status == 0)
    }

    @Test func aWriteThatFailedIsItsOwnLineNotAResult() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        try corpus.recordAll()
        // A regular file where the sub-folder of the failing scenario's artifacts should be: the
        // artifacts folder exists (so the run starts), and nothing can be written below it.
        let area = String(corpus.ids[0].split(separator: "/")[0])
        _ = try corpus.makeFolder("arts")
        try corpus.write("arts/\(area)", "not a folder\n")
        try "x\n".write(to: corpus.golden(corpus.ids[0]), atomically: true, encoding: .utf8)
        let signals = try run(corpus, [], environment: ["ADSPEC_ARTIFACTS_DIR": corpus.root.appendingPathComponent("arts").path])
        // The mismatch is the one failure; its two artifacts that could not be written are not
        // results (issue 40, item 9), they are reported on their own and exit 74.
        signals.expectConsistent(passed: 1, failed: 1, unwritten: 2, status: 74)
        #expect(signals.junitErrors == 0)
        #expect(signals.jsonUnwritten.count == 2)
        #expect(signals.jsonUnwritten.allSatisfy { $0.hasPrefix("write failed: arts/") }, "\(signals.jsonUnwritten)")
        #expect(signals.stdout.contains("NOT WRITTEN arts/\(corpus.ids[0]).diff: "))
        #expect(signals.stdout.contains("2 files not written (exit status 74)\n1 passed, 1 failed\n"))

        // A report that cannot be written after the run: the other report and the annotations
        // say so, the closing line counts the scenarios only, and the run exits 74.
        let output = try corpus.run(
            ["verify", "--junit", "/proc/x.xml", "--json", "out/report.json"], environment: ["GITHUB_ACTIONS": "true"])
        #expect(output.status == 74)
        #expect(output.stdout.hasSuffix("1 passed, 1 failed\n"), "\(output.stdout)")
        #expect(output.stdout.contains("title=adspec write failed::cannot write "), "\(output.stdout)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: corpus.root.appendingPathComponent("out/report.json")))
                as? [String: Any])
        #expect((report["summary"] as? [String: Int])?["failed"] == 1)
        #expect((report["unwritten"] as? [[String: Any]])?.count == 1)
    }
}
