import AdSpecTestSupport
import Foundation
import FoundationXML
import Testing

/// JUnit, JSON, GitHub annotations, failure artifacts, colour.
@Suite struct ReportTests {
    @Test func junitIsValidXMLWithOneTestcasePerScenario() throws {
        let corpus = try SmallCorpus(scenarios: 4)
        try corpus.recordAll()
        let failing = corpus.ids[1]
        try "# adspec transcript v1\n<&]]>\n".write(to: corpus.golden(failing), atomically: true, encoding: .utf8)
        try corpus.makeFolder("report")  // a report's folder must exist (ReportPathTests)
        let output = try corpus.run(["verify", "--junit", "report/junit.xml"])
        #expect(output.status == 1)
        let data = try Data(contentsOf: corpus.root.appendingPathComponent("report/junit.xml"))
        let document = try XMLDocument(data: data)
        let cases = try document.nodes(forXPath: "//testcase")
        #expect(cases.count == corpus.ids.count)
        let names = cases.compactMap { ($0 as? XMLElement)?.attribute(forName: "name")?.stringValue }
        #expect(names == corpus.ids)
        let failures = try document.nodes(forXPath: "//testcase[@name='\(failing)']/failure")
        #expect(failures.count == 1)
        #expect(failures.first?.stringValue?.contains("-<&]]>") == true)
        let suite = try #require(try document.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)
        #expect(suite.attribute(forName: "tests")?.stringValue == "\(corpus.ids.count)")
        #expect(suite.attribute(forName: "failures")?.stringValue == "1")

        // Bazel's XML_OUTPUT_FILE gives the same report.
        let bazel = corpus.root.appendingPathComponent("bazel.xml")
        _ = try corpus.run(["verify"], environment: ["XML_OUTPUT_FILE": bazel.path])
        #expect(try XMLDocument(data: Data(contentsOf: bazel)).nodes(forXPath: "//testcase").count == corpus.ids.count)
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint") {
            #expect(try Shell.run(["/usr/bin/xmllint", "--noout", bazel.path], in: corpus.root).status == 0)
        }
    }

    @Test func jsonReportHoldsEveryScenario() throws {
        let corpus = try SmallCorpus(scenarios: 3)
        try corpus.recordAll()
        try "x\n".write(to: corpus.golden(corpus.ids[0]), atomically: true, encoding: .utf8)
        let output = try corpus.run(["verify", "--json", "out.json"])
        #expect(output.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: corpus.root.appendingPathComponent("out.json")))
        let report = try #require(object as? [String: Any])
        let scenarios = try #require(report["scenarios"] as? [[String: Any]])
        #expect(scenarios.map { $0["id"] as? String } == corpus.ids)
        #expect(scenarios.map { $0["status"] as? String } == ["failed", "passed", "passed"])
        #expect((scenarios[0]["diff"] as? String)?.hasPrefix("--- Goldens/") == true)
        let summary = try #require(report["summary"] as? [String: Int])
        #expect(summary["passed"] == 2 && summary["failed"] == 1)
        // ADSPEC_JSON does the same.
        _ = try corpus.run(["verify"], environment: ["ADSPEC_JSON": "env.json"])
        #expect(FileManager.default.fileExists(atPath: corpus.root.appendingPathComponent("env.json").path))
    }

    @Test func githubAnnotationsOnlyUnderGitHubActions() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        try corpus.recordAll()
        let id = corpus.ids[0]
        var lines = try String(contentsOf: corpus.golden(id), encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        lines[6] = "     1 ms  note          changed"
        try lines.joined(separator: "\n").write(to: corpus.golden(id), atomically: true, encoding: .utf8)
        let plain = try corpus.run(["verify"])
        #expect(!plain.stdout.contains("::error"))
        let actions = try corpus.run(["verify"], environment: ["GITHUB_ACTIONS": "true"])
        #expect(actions.status == 1)
        #expect(actions.stdout.contains("::error file=Goldens/\(id).transcript,line=7,title=adspec FAIL \(id)::golden Goldens/"))
        // Load errors become annotations too.
        try "<scenario>\n".write(to: corpus.specs.appendingPathComponent("bad.xml"), atomically: true, encoding: .utf8)
        let bad = try corpus.run(["verify"], environment: ["GITHUB_ACTIONS": "true"])
        #expect(bad.status == 2)
        #expect(bad.stdout.contains("::error file=Specs/bad.xml,line="))
    }

    @Test func failureArtifactsGoToTheNamedFolder() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        try corpus.recordAll()
        let id = corpus.ids[1]
        try "x\n".write(to: corpus.golden(id), atomically: true, encoding: .utf8)
        let artifacts = try corpus.makeFolder("artifacts")
        let output = try corpus.run(["verify"], environment: ["ADSPEC_ARTIFACTS_DIR": artifacts.path])
        #expect(output.status == 1)
        let actual = try String(contentsOf: artifacts.appendingPathComponent(id + ".actual.transcript"), encoding: .utf8)
        #expect(actual.hasPrefix("# adspec transcript v1\n# scenario \(id)\n"))
        let diff = try String(contentsOf: artifacts.appendingPathComponent(id + ".diff"), encoding: .utf8)
        #expect(diff.contains("--- Goldens/\(id).transcript\n+++ actual\n"))
        #expect(!FileManager.default.fileExists(atPath: artifacts.appendingPathComponent(corpus.ids[0] + ".diff").path))
    }

    @Test func colourOnlyOnATerminalAndNeverWithNoColor() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), let binary = CLI.binary else { return }
        let corpus = try SmallCorpus(scenarios: 1)
        try corpus.recordAll()
        try "x\n".write(to: corpus.golden(corpus.ids[0]), atomically: true, encoding: .utf8)
        #expect(!(try corpus.run(["verify"]).stdout.contains("\u{1B}[")))
        // script(1) gives the child a terminal.
        let terminal = try Shell.run(
            ["/usr/bin/script", "-qec", "\(binary.path) verify", "/dev/null"], in: corpus.root,
            environment: CLI.environment([:]))
        #expect(terminal.stdout.contains("\u{1B}[31m"))
        let noColor = try Shell.run(
            ["/usr/bin/script", "-qec", "\(binary.path) verify", "/dev/null"], in: corpus.root,
            environment: CLI.environment(["NO_COLOR": "1"]))
        #expect(noColor.stdout.contains("FAIL"))
        #expect(!noColor.stdout.contains("\u{1B}["))
    }
}
