import AdSpecHarness
import AdSpecKit
import AdSpecTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Anything under `Specs/` or `Goldens/` that is not a regular file or a folder is an error with
/// its path, before anything is read, run, written or deleted.
@Suite("Links, FIFOs and unreadable folders, end to end")
struct TreeSafetyTests {
    private func expectRefused(
        _ output: Shell.Output, naming path: String, _ words: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(output.status == 2, "exit \(output.status)\n\(output.stdout)\(output.stderr)", sourceLocation: sourceLocation)
        let text = output.stdout + output.stderr
        #expect(
            text.contains("\(path):1:1: error: \(words)"), "no error naming \(path):\n\(text)", sourceLocation: sourceLocation)
        #expect(!text.contains("PASS "), "scenarios ran:\n\(text)", sourceLocation: sourceLocation)
    }

    @Test func aSymlinkedScenarioFileIsAnError() throws {
        let corpus = try SmallCorpus(scenarios: 1)
        let target = corpus.root.appendingPathComponent("outside.xml")
        try "<scenario/>".write(to: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            at: corpus.specs.appendingPathComponent("linked.xml"), withDestinationURL: target)
        expectRefused(try corpus.run(["verify"]), naming: "Specs/linked.xml", "is a symbolic link")
    }

    @Test func aSymlinkedScenarioFolderIsAnErrorAndDeleteTouchesNoGolden() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        try corpus.recordAll()
        let before = corpus.goldenFiles()
        // A folder of the corpus replaced by a link to a copy of it: never followed.
        let folder = try #require(
            FileManager.default.contentsOfDirectory(atPath: corpus.specs.path).sorted().first { name in
                var isFolder: ObjCBool = false
                let url = corpus.specs.appendingPathComponent(name)
                return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
                    && !["Library", "Catalogue", "Expectations"].contains(name)
                    && corpus.ids.contains { $0.hasPrefix(name + "/") }
            })
        let moved = corpus.root.appendingPathComponent("moved")
        try FileManager.default.moveItem(at: corpus.specs.appendingPathComponent(folder), to: moved)
        try FileManager.default.createSymbolicLink(at: corpus.specs.appendingPathComponent(folder), withDestinationURL: moved)
        let output = try corpus.run(["verify", "--unreferenced", "delete"])
        expectRefused(output, naming: "Specs/\(folder)", "is a symbolic link")
        #expect(corpus.goldenFiles() == before)
        #expect(!output.stdout.contains("DELETED"))
    }

    @Test func aFIFOUnderSpecsIsAnErrorAndIsNotOpened() throws {
        let corpus = try SmallCorpus(scenarios: 1)
        let fifo = corpus.specs.appendingPathComponent("waiting.xml")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        // Opening a FIFO for reading would block; the run must end without touching it.
        expectRefused(try corpus.run(["verify"]), naming: "Specs/waiting.xml", "is a FIFO")
    }

    @Test func aGoldenThatIsASymlinkIsAnErrorAndIsNotRead() throws {
        let corpus = try SmallCorpus(scenarios: 1)
        try corpus.recordAll()
        let id = corpus.ids[0]
        let secret = corpus.root.appendingPathComponent("secret.txt")
        try "SECRET=do-not-print\n".write(to: secret, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: corpus.golden(id))
        try FileManager.default.createSymbolicLink(at: corpus.golden(id), withDestinationURL: secret)
        for arguments in [["verify"], ["record"], ["review"], ["accept"]] {
            let output = try corpus.run(arguments)
            expectRefused(output, naming: "Goldens/\(id).transcript", "is a symbolic link")
            #expect(!(output.stdout + output.stderr).contains("do-not-print"), "\(arguments)")
        }
        #expect(try String(contentsOf: secret, encoding: .utf8) == "SECRET=do-not-print\n")
    }

    @Test func aGoldensSubfolderThatIsASymlinkIsNotWrittenThrough() throws {
        let corpus = try SmallCorpus(scenarios: 1)
        let id = corpus.ids[0]
        let outside = corpus.root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: corpus.goldens, withIntermediateDirectories: true)
        let first = String(id.split(separator: "/")[0])
        try FileManager.default.createSymbolicLink(
            at: corpus.goldens.appendingPathComponent(first), withDestinationURL: outside)
        expectRefused(try corpus.run(["record"]), naming: "Goldens/\(first)", "is a symbolic link")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    /// As root every folder can be read, so this case runs only for other users.
    @Test func anUnreadableScenarioFolderIsAnErrorAndDeleteTouchesNoGolden() throws {
        guard getuid() != 0 else { return }
        let corpus = try SmallCorpus(scenarios: 2)
        try corpus.recordAll()
        let before = corpus.goldenFiles()
        let folder = try #require(corpus.ids.first { $0.contains("/") && !$0.hasPrefix("extra/") }).split(separator: "/")[0]
        let url = corpus.specs.appendingPathComponent(String(folder))
        #expect(chmod(url.path, 0) == 0)
        defer { chmod(url.path, 0o755) }
        let output = try corpus.run(["verify", "--unreferenced", "delete"])
        expectRefused(output, naming: "Specs/\(folder)", "cannot read this folder")
        #expect(corpus.goldenFiles() == before)
    }
}
