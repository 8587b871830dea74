import AdSpecEngine
import AdSpecTestSupport
import Foundation
import Testing

@testable import AdSpecHarness
@testable import AdSpecKit
@testable import AdSpecSelfTest

/// Issue 12, item 2: `swift test` (ConformanceRun) and `adspec verify` read the same variables
/// through the same code (`RunEnvironment.request`, `Verification.run`), so a run in either gives
/// the same reports, annotations and artifacts; a failure is located at the golden's first
/// divergent line.
@Suite struct SameSignalsTests {
    static func capture() -> (Console, @Sendable () -> String) {
        final class Box: @unchecked Sendable {
            let lock = NSLock()
            var text = ""
        }
        let box = Box()
        return (
            Console(out: { t in box.lock.withLock { box.text += t } }, err: { t in box.lock.withLock { box.text += t } }),
            { box.lock.withLock { box.text } }
        )
    }

    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func theTestRunAndVerifyGiveTheSameReportsAnnotationsAndArtifacts() throws {
        let corpus = try SmallCorpus(scenarios: 3)
        try corpus.recordAll()
        let broken = corpus.ids[1]
        func variables(_ tag: String) -> [String: String] {
            [
                "GITHUB_ACTIONS": "true", "XML_OUTPUT_FILE": "out-\(tag)/junit.xml", "ADSPEC_JSON": "out-\(tag)/report.json",
                "ADSPEC_ARTIFACTS_DIR": "out-\(tag)/artifacts", "ADSPEC_INJECT_FAULT": "shift:\(broken)",
                // Annotation paths are relative to the repository root; this process and the child
                // run in different folders, so both are given the corpus as the root.
                "GITHUB_WORKSPACE": corpus.root.path,
            ]
        }
        // No folder is created for a report: the reports' folders exist first.
        for tag in ["cli", "test"] { _ = try corpus.makeFolder("out-\(tag)/artifacts") }
        let cli = try corpus.run(["verify", "-j", "1"], environment: variables("cli"))
        #expect(cli.status == 1)

        // What ConformanceRun does under `swift test`, in this corpus.
        let environment = RunEnvironment(variables("test"))
        let workspace = Workspace(
            specs: corpus.specs, goldens: GoldenStore(directory: corpus.goldens), displayBase: corpus.root)
        let (request, _) = try environment.request(.test, workspace: workspace, jobs: 1, color: false)
        let (console, output) = Self.capture()
        let status = Verification.run(request, subject: try environment.subject(), console: console)
        #expect(status == .failure)

        let annotations = { (text: String) in text.split(separator: "\n").filter { $0.hasPrefix("::") } }
        #expect(!annotations(cli.stdout).isEmpty)
        #expect(annotations(output()) == annotations(cli.stdout))
        for file in ["junit.xml", "report.json"] {
            let a = try String(contentsOf: corpus.root.appendingPathComponent("out-cli/" + file), encoding: .utf8)
            let b = try String(contentsOf: corpus.root.appendingPathComponent("out-test/" + file), encoding: .utf8)
            for needle in ["<testcase", "<failure", "\"status\" : \"failed\"", "\"status\" : \"passed\""] {
                #expect(Self.count(needle, in: a) == Self.count(needle, in: b), "\(file): \(needle)")
            }
        }
        #expect(Self.count("<testcase", in: try String(contentsOf: corpus.root.appendingPathComponent("out-test/junit.xml"), encoding: .utf8)) == 3)
        let artifacts = { (tag: String) in TemporaryFolder.files(in: corpus.root.appendingPathComponent("out-\(tag)/artifacts")) }
        #expect(!artifacts("cli").isEmpty)
        #expect(artifacts("cli") == artifacts("test"))
    }

    @Test func aFailureIsLocatedAtTheGoldensFirstDivergentLine() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        try corpus.recordAll()
        let id = corpus.ids[0]
        let workspace = Workspace(
            specs: corpus.specs, goldens: GoldenStore(directory: corpus.goldens), displayBase: corpus.root)
        let scenario = try #require(try Corpus.load(specsDirectory: corpus.specs).scenarios.first { $0.id == id })
        let subject = try #require(try FaultInjectingSubject(wrapping: ReferenceEngine(), specification: "shift:*"))
        let result = ScenarioChecker(subject: subject, workspace: workspace, policy: GoldenPolicy()).check(scenario)
        #expect(result.status == .failed)
        let place = workspace.issueLocation(of: result)
        #expect(place.display == "Goldens/\(id).transcript")
        #expect(place.path == corpus.golden(id).standardizedFileURL.path)
        let lines = try String(contentsOf: corpus.golden(id), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let first = try #require(result.firstDifference)
        #expect(place.line == first.goldenLine)
        #expect(first.expected.map { String(lines[place.line - 1]) == $0 } ?? true)
        // An errored scenario points at its scenario file.
        let failing = try #require(try FaultInjectingSubject(wrapping: ReferenceEngine(), specification: "error:*"))
        let errored = ScenarioChecker(subject: failing, workspace: workspace, policy: GoldenPolicy()).check(scenario)
        #expect(workspace.issueLocation(of: errored).display.hasPrefix("Specs/"))
    }
}
