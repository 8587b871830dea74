import AdSpecHarness
import AdSpecKit
import AdSpecTestSupport
import Foundation
import Testing

@Suite struct GoldenStoreTests {
    /// Nothing that is not a regular file is replaced: a write over a pipe or a link fails, names
    /// the path, leaves what is there as it was and leaves no temporary file.
    @Test func neverReplacesWhatIsNotARegularFile() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.url("x.fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let target = try folder.write("target.txt", "kept\n")
        let link = folder.url("link.txt")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        for url in [fifo, link] {
            #expect(throws: GoldenStore.WriteError.self) { try GoldenStore.writeAtomically("new\n", to: url) }
        }
        var info = stat()
        #expect(lstat(fifo.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(lstat(link.path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
        #expect(try String(contentsOf: target, encoding: .utf8) == "kept\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["link.txt", "target.txt", "x.fifo"])
    }

    @Test func writesAtomicallyAndLeavesNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        let store = GoldenStore(directory: folder.url.appendingPathComponent("Goldens"))
        let url = store.goldenURL(for: "native/hidden-vs-opacity")
        #expect(url.path.hasSuffix("Goldens/native/hidden-vs-opacity.transcript"))
        try GoldenStore.writeAtomically("one\n", to: url)
        try GoldenStore.writeAtomically("two\n", to: url)
        #expect(store.read(url) == "two\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(names == ["hidden-vs-opacity.transcript"])
        #expect(store.goldenIDs() == ["native/hidden-vs-opacity"])
    }

    @Test func failedWriteKeepsTheOldFileAndCleansUp() throws {
        let folder = try TemporaryFolder()
        // The destination is a non-empty folder: the rename fails after the data was written.
        let target = try folder.makeFolder("x.transcript")
        try folder.write("x.transcript/inside", "keep\n")
        #expect(throws: GoldenStore.WriteError.self) { try GoldenStore.writeAtomically("new\n", to: target) }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(names == ["x.transcript"])
        #expect(try String(contentsOf: target.appendingPathComponent("inside"), encoding: .utf8) == "keep\n")
    }

    @Test func pendingGoldensSitBesideOrInTheirOwnFolder() throws {
        let folder = try TemporaryFolder()
        let beside = GoldenStore(directory: folder.url.appendingPathComponent("Goldens"))
        #expect(beside.pendingURL(for: "a/b").path.hasSuffix("Goldens/a/b.transcript.pending"))
        try GoldenStore.writeAtomically("x\n", to: beside.pendingURL(for: "a/b"))
        #expect(beside.pendingIDs() == ["a/b"])
        #expect(beside.goldenIDs() == [])
        let apart = GoldenStore(
            directory: folder.url.appendingPathComponent("Goldens"), pendingDirectory: folder.url.appendingPathComponent("P"))
        #expect(apart.pendingURL(for: "a/b").path.hasSuffix("P/a/b.transcript"))
    }

    @Test func idsThatLeaveTheFolderAreRefused() {
        for bad in ["", "../x", "a//b", "/abs", "a/./b", "a\\b"] {
            #expect(throws: GoldenStore.BadID.self) { try GoldenStore.validate(id: bad) }
        }
        #expect(throws: Never.self) { try GoldenStore.validate(id: "native/hidden-vs-opacity") }
    }
}
