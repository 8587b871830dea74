import AdSpecTestSupport
import Foundation
import Testing

/// Issue 40: a scenario folder or a pending folder that is not one is refused before it is
/// walked. `--specs /` walked the whole file system and printed 14,008 error lines before failing;
/// `ADSPEC_PENDING_DIR=/` did the same with the pending folder (which the kit walks, writes into
/// and prunes of emptied folders).
@Suite struct FolderChoiceTests {
    static func errorLines(_ output: Shell.Output) -> [Substring] {
        output.stderr.split(separator: "\n").filter { $0.lowercased().contains("error") }
    }

    @Test(arguments: ["verify", "list", "coverage"])
    func theRootAsTheScenarioFolderIsOneError(_ command: String) throws {
        let corpus = try SmallCorpus(scenarios: 2)
        let output = try corpus.run([command, "--specs", "/"])
        #expect(output.status == 2, "\(output.status) \(output.stdout.prefix(2000))\(output.stderr.prefix(2000))")
        #expect(
            output.stderr
                == "Error: / is not a scenario folder: it holds no scenario.xsd (Specs/ does); give --specs the folder of the scenarios\n",
            "\(output.stderr.prefix(2000))")
    }

    @Test func aFolderWithoutTheSchemaIsNotAScenarioFolder() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        try corpus.write("elsewhere/notes.xml", "<notes/>\n")
        let output = try corpus.run(["verify", "--specs", "elsewhere"])
        #expect(output.status == 2)
        #expect(Self.errorLines(output).count == 1, "\(output.stderr)")
        #expect(output.stderr.contains("elsewhere is not a scenario folder: it holds no scenario.xsd"), "\(output.stderr)")
    }

    @Test(arguments: ["verify", "review"])
    func theRootAsThePendingFolderIsOneError(_ command: String) throws {
        let corpus = try SmallCorpus(scenarios: 2)
        let output = try corpus.run([command], environment: ["ADSPEC_PENDING": "1", "ADSPEC_PENDING_DIR": "/"])
        #expect(output.status == 2, "\(output.status) \(output.stdout.prefix(2000))\(output.stderr.prefix(2000))")
        #expect(Self.errorLines(output).count == 1, "\(output.stderr.prefix(2000))")
        #expect(
            output.stderr.contains(
                "error: ADSPEC_PENDING_DIR is the root folder; pending goldens need a folder of their own"),
            "\(output.stderr.prefix(2000))")
    }

    @Test func aPendingFolderHoldingOtherFilesIsRefusedAndLeftAlone() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        let folder = corpus.root.appendingPathComponent("home")
        let notes = try corpus.write("home/notes/todo.txt", "keep\n")
        try corpus.write("home/native/old.transcript", "# adspec transcript v1\n")
        let output = try corpus.run(["verify"], environment: ["ADSPEC_PENDING": "1", "ADSPEC_PENDING_DIR": folder.path])
        #expect(output.status == 2, "\(output.status) \(output.stdout)\(output.stderr)")
        #expect(Self.errorLines(output).count == 1, "\(output.stderr)")
        #expect(
            output.stderr.contains(
                "home/notes/todo.txt:1:1: error: ADSPEC_PENDING_DIR holds a file that is not a pending golden (*.transcript)"),
            "\(output.stderr)")
        #expect(FileManager.default.fileExists(atPath: notes.path))
    }
}
