import AdSpecTestSupport
import Foundation
import Testing

/// What a GitHub Actions run gets: annotations on paths relative to the repository root (from any
/// folder), a step summary, and at most ten error annotations however many scenarios fail.
@Suite struct GitHubReportTests {
    /// A corpus with one mismatching golden, run from its `Specs/` folder.
    func failingCorpus() throws -> (SmallCorpus, String) {
        let corpus = try SmallCorpus(scenarios: 2)
        try corpus.recordAll()
        let id = corpus.ids[0]
        var lines = try String(contentsOf: corpus.golden(id), encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        lines[6] = "     1 ms  note          changed"
        try lines.joined(separator: "\n").write(to: corpus.golden(id), atomically: true, encoding: .utf8)
        return (corpus, id)
    }

    func runFromSpecs(_ corpus: SmallCorpus, _ environment: [String: String]) throws -> Shell.Output {
        try CLI.run(
            ["verify", "--specs", ".", "--goldens", "../Goldens"], in: corpus.specs,
            environment: environment.merging(["GITHUB_ACTIONS": "true"]) { _, new in new })
    }

    @Test func annotationPathsAreRelativeToTheRepositoryRootFromASubFolder() throws {
        let (corpus, id) = try failingCorpus()
        let expected = "::error file=Goldens/\(id).transcript,line=7,"
        // GITHUB_WORKSPACE names the root.
        let workspace = try runFromSpecs(corpus, ["GITHUB_WORKSPACE": corpus.root.path])
        #expect(workspace.status == 1)
        #expect(workspace.stdout.contains(expected), "\(workspace.stdout)")
        #expect(!workspace.stdout.contains("::error file=/"))
        // Without it, the nearest folder holding .git.
        let nested = corpus.root.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: corpus.specs, to: nested.appendingPathComponent("Specs"))
        try FileManager.default.moveItem(at: corpus.goldens, to: nested.appendingPathComponent("Goldens"))
        try corpus.makeFolder(".git")
        let git = try CLI.run(
            ["verify", "--specs", ".", "--goldens", "../Goldens"], in: nested.appendingPathComponent("Specs"),
            environment: ["GITHUB_ACTIONS": "true"])
        #expect(git.status == 1)
        #expect(git.stdout.contains("::error file=repo/Goldens/\(id).transcript,line=7,"), "\(git.stdout)")
        #expect(!git.stdout.contains("::error file=/"))
    }

    @Test func aLoadErrorIsAnnotatedRelativeToTheRootToo() throws {
        let corpus = try SmallCorpus(scenarios: 1)
        try corpus.write("Specs/bad.xml", "<scenario>\n")
        let output = try runFromSpecs(corpus, ["GITHUB_WORKSPACE": corpus.root.path])
        #expect(output.status == 2)
        #expect(output.stdout.contains("::error file=Specs/bad.xml,line="), "\(output.stdout)")
    }

    @Test func theStepSummaryListsFailuresFirst() throws {
        let (corpus, id) = try failingCorpus()
        let summary = corpus.root.appendingPathComponent("summary.md")
        try "earlier step\n".write(to: summary, atomically: true, encoding: .utf8)
        let output = try runFromSpecs(corpus, ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(output.status == 1)
        let text = try String(contentsOf: summary, encoding: .utf8)
        #expect(text.hasPrefix("earlier step\n### adspec: 1 passed, 1 failed\n"), "\(text)")
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| FAIL") || $0.hasPrefix("| PASS") }
        #expect(rows.count == 2)
        #expect(rows.first?.hasPrefix("| FAIL | `\(id)` | `Goldens/\(id).transcript` | first difference at event ") == true, "\(rows)")
        #expect(rows.last?.hasPrefix("| PASS | `\(corpus.ids[1])` |") == true)
        // Without the variable nothing is written.
        try FileManager.default.removeItem(at: summary)
        _ = try runFromSpecs(corpus, [:])
        #expect(!FileManager.default.fileExists(atPath: summary.path))
    }

    @Test func atMostTenErrorAnnotationsTheTenthSaysHowManyMoreAndWhere() throws {
        let corpus = try SmallCorpus(scenarios: 12)
        try corpus.recordAll()
        let output = try corpus.run(
            ["verify", "--junit", "out/junit.xml"],
            environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": "summary.md", "ADSPEC_INJECT_FAULT": "error:*"])
        #expect(output.status == 1)
        #expect(output.stdout.hasSuffix("0 passed, 12 failed\n"))
        let errors = output.stdout.split(separator: "\n").filter { $0.hasPrefix("::error") }
        #expect(errors.count == 10, "\(errors)")
        #expect(errors.prefix(9).allSatisfy { $0.hasPrefix("::error file=Specs/") })
        #expect(
            errors.last
                == "::error title=adspec%3A 3 more failures::3 more failures are not annotated (GitHub shows 10 error annotations per step); every one is listed in the JUnit report out/junit.xml, the job summary and the log of this step"
        )
        // Ten or fewer: one each, no summary annotation.
        let few = try corpus.run(
            ["verify"], environment: ["GITHUB_ACTIONS": "true", "ADSPEC_INJECT_FAULT": "error:extra/*"])
        let fewErrors = few.stdout.split(separator: "\n").filter { $0.hasPrefix("::error") }
        #expect(fewErrors.count == corpus.ids.filter { $0.hasPrefix("extra/") }.count)
        #expect(!few.stdout.contains("more failures"))
    }
}
