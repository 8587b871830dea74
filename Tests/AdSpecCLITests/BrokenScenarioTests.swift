import AdSpecTestSupport
import Foundation
import Testing

/// Issue 12, item 6: a scenario file that fails to load is an ERROR result with its
/// `path:line:column` messages; every other scenario still runs, the reports are written with the
/// ERROR in them, and the run exits 2. The schema, the library and the catalogue still stop it.
@Suite struct BrokenScenarioTests {
    /// A corpus of three good scenarios (recorded) and one broken file, `native/zz-broken`.
    static func corpusWithBrokenFile() throws -> SmallCorpus {
        let corpus = try SmallCorpus(scenarios: 3)
        try corpus.recordAll()
        try corpus.write(
            "Specs/native/zz-broken.xml",
            """
            <scenario xmlns="urn:adspec:scenario:1" id="native/zz-broken">
              <title>broken</title>
              <covers>BIND-4</covers>
              <app><bogus/></app>
            </scenario>

            """)
        return corpus
    }

    @Test func verifyRunsTheRestAndReportsTheBrokenFileAsAnError() throws {
        let corpus = try Self.corpusWithBrokenFile()
        let output = try corpus.run(["verify", "--junit", "junit.xml", "--json", "report.json"])
        #expect(output.status == 2, "\(output.stdout)\(output.stderr)")
        // The diagnostics, on standard error, in file order, path:line:column.
        let first = output.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("Specs/native/zz-broken.xml:4:"), "\(output.stderr)")
        // Every good scenario ran and passed; the broken one is an ERROR with its messages.
        for id in corpus.ids { #expect(output.stdout.contains("PASS \(id)\n"), "\(output.stdout)") }
        #expect(output.stdout.contains("ERROR native/zz-broken\n  Specs/native/zz-broken.xml:4:"))
        #expect(output.stdout.contains("the scenario failed to load: not run, nothing recorded"))
        #expect(output.stdout.hasSuffix("1 failed to load (counted as failed)\n\(corpus.ids.count) passed, 1 failed\n"))
        let junit = try String(contentsOf: corpus.root.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("name=\"native/zz-broken\""))
        #expect(junit.contains("<error"))
        let json = try String(contentsOf: corpus.root.appendingPathComponent("report.json"), encoding: .utf8)
        #expect(json.contains("\"id\" : \"native/zz-broken\""))
        #expect(json.contains("\"status\" : \"errored\""))
    }

    @Test func annotationsAndArtifactsHoldTheBrokenFile() throws {
        let corpus = try Self.corpusWithBrokenFile()
        let artifacts = try corpus.makeFolder("artifacts")  // a report folder must exist (ReportPathTests)
        let output = try corpus.run(
            ["verify"], environment: ["GITHUB_ACTIONS": "true", "ADSPEC_ARTIFACTS_DIR": artifacts.path])
        #expect(output.status == 2)
        #expect(output.stdout.contains("::error file=Specs/native/zz-broken.xml,line=4,col="))
        let report = try String(contentsOf: artifacts.appendingPathComponent("native/zz-broken.diff"), encoding: .utf8)
        #expect(report.contains("Specs/native/zz-broken.xml:4:"))
    }

    @Test func recordWritesTheOthersAndNothingForTheBrokenOne() throws {
        let corpus = try Self.corpusWithBrokenFile()
        for id in corpus.ids { try FileManager.default.removeItem(at: corpus.golden(id)) }
        let output = try corpus.run(["record"])
        #expect(output.status == 2)
        #expect(output.stdout.contains("ERROR native/zz-broken\n"))
        #expect(corpus.goldenFiles() == corpus.ids.map { $0 + ".transcript" }.sorted())
    }

    @Test func withAFileThatFailedToLoadOrphansAreReportedAndNothingIsDeleted() throws {
        let corpus = try Self.corpusWithBrokenFile()
        // The broken scenario's golden, from before it broke: it must not look orphaned.
        try corpus.makeFolder("Goldens/native")
        try "golden\n".write(to: corpus.golden("native/zz-broken"), atomically: true, encoding: .utf8)
        // A real orphan: reported in JUnit and JSON although a file is broken (issue 39, item 7).
        try corpus.makeFolder("Goldens/extra")
        try "golden\n".write(to: corpus.golden("extra/orphan"), atomically: true, encoding: .utf8)
        _ = try? corpus.makeFolder("out")
        for policy in ["delete", "reject"] {
            let output = try corpus.run(
                ["verify", "--unreferenced", policy, "--junit", "out/junit.xml", "--json", "out/report.json"])
            #expect(output.status == 2)
            #expect(output.stdout.contains("UNREFERENCED Goldens/extra/orphan.transcript"), "\(output.stdout)")
            #expect(!output.stdout.contains("Goldens/native/zz-broken.transcript"))
            #expect(output.stdout.contains("--unreferenced delete refused: 1 scenario file failed to load") == (policy == "delete"))
            let junit = try String(contentsOf: corpus.root.appendingPathComponent("out/junit.xml"), encoding: .utf8)
            #expect(junit.contains("name=\"orphan: Goldens/extra/orphan.transcript\""))
            let json = try String(contentsOf: corpus.root.appendingPathComponent("out/report.json"), encoding: .utf8)
            #expect(json.contains("\"orphan: Goldens/extra/orphan.transcript\""))
            #expect(FileManager.default.fileExists(atPath: corpus.golden("native/zz-broken").path))
            #expect(FileManager.default.fileExists(atPath: corpus.golden("extra/orphan").path))
        }
        let warn = try corpus.run(["verify", "--unreferenced", "warn"])
        #expect(!warn.stdout.contains("Goldens/native/zz-broken.transcript"))
    }

    @Test func selectingTheBrokenFileByIDReportsIt() throws {
        let corpus = try Self.corpusWithBrokenFile()
        let output = try corpus.run(["verify", "native/zz-broken"])
        #expect(output.status == 2)
        #expect(output.stdout == "ERROR native/zz-broken\n"
            + output.stdout.dropFirst("ERROR native/zz-broken\n".count))
        #expect(output.stdout.hasSuffix("0 passed, 1 failed\n"))
        let other = try corpus.run(["verify", corpus.ids[0]])
        #expect(other.status == 2)
        #expect(other.stdout.hasSuffix("1 passed, 0 failed\n"))
    }

    @Test func listAndCoverageGoOnAndExit2() throws {
        let corpus = try Self.corpusWithBrokenFile()
        let list = try corpus.run(["list"])
        #expect(list.status == 2)
        #expect(list.stdout.contains("native/zz-broken  (failed to load: Specs/native/zz-broken.xml)\n"))
        for id in corpus.ids { #expect(list.stdout.contains(id + "  ")) }
        let coverage = try corpus.run(["coverage"])
        #expect(coverage.status == 2)
        #expect(coverage.stdout.contains("Summary:"))
        #expect(coverage.stderr.contains("1 scenario file failed to load"))
        // The mutation gate needs the whole corpus: it stops.
        let mutants = try corpus.run(["mutants"])
        #expect(mutants.status == 2)
        #expect(mutants.stderr.contains("this command needs every scenario"))
    }

    @Test func aBrokenLibraryFileStillStopsTheRun() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        try corpus.write("Specs/Library/zz-broken.xml", "<library xmlns=\"urn:adspec:scenario:1\"><bogus/></library>\n")
        let output = try corpus.run(["verify", "--junit", "junit.xml"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("Specs/Library/zz-broken.xml:1:"))
        #expect(!output.stdout.contains("PASS"))
        #expect(!FileManager.default.fileExists(atPath: corpus.root.appendingPathComponent("junit.xml").path))
    }
}
