import AdSpecHarness
import AdSpecKit
import AdSpecTestSupport
import Foundation
import Testing

/// The temporary files of an interrupted golden write (`.<name>.transcript.XXXXXX`, left when
/// `record` is killed between writing and renaming) are removed by the next run when stale, and
/// reported when they only look like one; git ignores them.
@Suite struct InterruptedWriteTests {
    static func age(_ url: URL, by seconds: TimeInterval) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -seconds)], ofItemAtPath: url.path)
    }

    @Test func theNextRunRemovesStaleTemporaryFilesAndReportsTheRest() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        try corpus.recordAll()
        let id = corpus.ids[0]
        let golden = corpus.golden(id)
        let folder = golden.deletingLastPathComponent()
        let name = golden.lastPathComponent
        let stale = try corpus.write("Goldens/\(id.split(separator: "/").dropLast().joined(separator: "/"))/.\(name).Ab12Cd", "half a gold")
        let stalePending = folder.appendingPathComponent(".\(name).pending.0zZ9aA")
        try Data("half".utf8).write(to: stalePending)
        for file in [stale, stalePending] { try Self.age(file, by: 3600) }
        // Newer than the run (another run may be writing it), and two near misses: left, reported.
        let fresh = folder.appendingPathComponent(".\(name).Fr3shX")
        try Data().write(to: fresh)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 3600)], ofItemAtPath: fresh.path)
        let nearMiss = folder.appendingPathComponent(".\(name).tmp")
        try Data().write(to: nearMiss)
        try Self.age(nearMiss, by: 3600)
        // A folder by that name (a symbolic link by that name is a load error, TreeSafetyTests).
        let linked = folder.appendingPathComponent(".\(name).F0lder")
        try FileManager.default.createDirectory(at: linked, withIntermediateDirectories: false)
        // Other hidden files are not ours: not a word.
        let unrelated = try corpus.write("Goldens/.keep", "")

        let output = try corpus.run(["verify"])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        let shown = { (url: URL) in "Goldens/" + url.path.dropFirst(corpus.goldens.path.count + 1) }
        let lines = output.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains("removed \(shown(stale)): the temporary file of an interrupted golden write"), "\(output.stderr)")
        #expect(lines.contains("removed \(shown(stalePending)): the temporary file of an interrupted golden write"))
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(!FileManager.default.fileExists(atPath: stalePending.path))
        for (url, reason) in [
            (fresh, "newer than this run"), (nearMiss, "does not match"), (linked, "not a regular file"),
        ] {
            #expect(lines.contains { $0.hasPrefix("warning: \(shown(url)): ") && $0.contains(reason) }, "\(output.stderr)")
            #expect(FileManager.default.fileExists(atPath: url.path))
        }
        #expect(FileManager.default.fileExists(atPath: unrelated.path))
        #expect(!output.stderr.contains(".keep"))
        #expect(lines.count == 5, "\(output.stderr)")
        // The goldens themselves are untouched, and the next run has nothing to remove.
        #expect(try corpus.run(["verify"]).stderr.split(separator: "\n").count == 3)
    }

    @Test func onlyTheExactPatternCounts() {
        for name in [".a.transcript.Ab12Cd", ".a-b.transcript.pending.000000", ".x.y.transcript.zzzzzz"] {
            #expect(InterruptedWrites.isTemporaryName(name), "\(name)")
        }
        for name in [
            "a.transcript.Ab12Cd", ".a.transcript.Ab12C", ".a.transcript.Ab12Cde", ".a.transcript.Ab-2Cd", ".transcript.Ab12Cd",
            "..a.transcript.Ab12Cd", ".a.transcript", ".a.txt.Ab12Cd", ".a.transcript.pend.Ab12Cd", ".a.transcript.Äb12Cd",
        ] {
            #expect(!InterruptedWrites.isTemporaryName(name), "\(name)")
        }
    }

    @Test func gitIgnoresThem() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git"),
            FileManager.default.fileExists(atPath: Repository.root.appendingPathComponent(".gitignore").path)
        else { return }
        for path in ["Goldens/native/.basic-load.transcript.Ab12Cd", "Goldens/.x.transcript.pending.0zZ9aA"] {
            let output = try Shell.run(["/usr/bin/git", "check-ignore", "--no-index", "-q", path], in: Repository.root)
            #expect(output.status == 0, "\(path) is not ignored: \(output.stderr)")
        }
        let golden = try Shell.run(
            ["/usr/bin/git", "check-ignore", "--no-index", "-q", "Goldens/native/basic-load.transcript"], in: Repository.root)
        #expect(golden.status == 1, "a golden must not be ignored")
    }
}
