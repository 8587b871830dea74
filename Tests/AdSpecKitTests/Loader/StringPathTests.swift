@testable import AdSpecHarness
@testable import AdSpecKit
import AdSpecTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How the kit names files: golden ids, scenario sources, the corpus listing (TreeWalk).
@Suite("Paths")
struct StringPathTests {
    @Test func idsAreCheckedPartByPart() {
        let valid = ["a", "native/x-y_z.1", "a/.../b", "a/.b", "A/B"]
        let invalid = ["", "/a", "a/", "a//b", ".", "..", "a/./b", "a/../b", "./a", "a/.."]
        for id in valid { #expect(throws: Never.self) { try GoldenStore.validate(id: id) } }
        for id in invalid { #expect(throws: GoldenStore.BadID.self) { try GoldenStore.validate(id: id) } }
    }

    @Test func sourceAndRecordedPaths() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("Specs/g/one.xml", "<scenario/>")
        let specs = folder.url("Specs")
        let workspace = Workspace(
            specs: specs, goldens: GoldenStore(directory: folder.url("Goldens")), displayBase: folder.url("."))
        let scenario = LoadedScenario(
            id: "g/one", title: "", rules: [], path: "Specs/g/one.xml", sourceHash: "",
            input: .init(id: "g/one", adUnits: [], app: .init(states: [], screen: .init(kind: .overlay)), script: []))
        let url = workspace.sourceURL(of: scenario)
        #expect(url.path == specs.appendingPathComponent("g/one.xml").standardizedFileURL.path)
        #expect(workspace.sourcePath(of: scenario) == "Specs/g/one.xml")
        #expect(workspace.displaySource(of: scenario) == "Specs/g/one.xml")
    }

    /// `Workspace.standardized(path:)` is what `URL.standardizedFileURL` makes of an absolute path.
    @Test func pathsAreStandardizedAsURLDoesIt() {
        let paths = [
            "/", "/a", "/a/b.xml", "/a/./b", "/a/../b", "/a/b/..", "/a/b/../..", "/a/b/../../..", "/..", "/../a",
            "/a//b", "//a", "/a/b/", "/a/./", "/a/.../b", "/a/.b/c", "/a/b c/d", "/a/%41/b", "/a/é/ü.xml",
            "/x/Specs/../Specs/./g/one.xml", "/a/b/./../c/./d/..",
        ]
        for path in paths {
            #expect(Workspace.standardized(path: path) == URL(fileURLWithPath: path).standardizedFileURL.path, "\(path)")
        }
    }

    /// One walk: problems in TreeScan's order (each folder's names sorted, depth first) and the
    /// listed files sorted by relative path, hidden entries and top-level Library/ left out of
    /// the listing but checked.
    @Test func oneWalkChecksAndLists() throws {
        let folder = try TemporaryFolder()
        for file in ["Specs/a/b.xml", "Specs/a-c.xml", "Specs/Library/l.xml", "Specs/.h/x.xml", "Specs/n/Library/k.xml", "Specs/r.txt"] {
            _ = try folder.write(file, "<scenario/>")
        }
        let specs = folder.url("Specs")
        let listing = CorpusListing(specs: specs, reading: true)
        #expect(listing.problems.isEmpty)
        #expect(listing.files.map(\.relative) == ["a-c.xml", "a/b.xml", "n/Library/k.xml"])
        #expect(listing.files.map(\.display) == ["Specs/a-c.xml", "Specs/a/b.xml", "Specs/n/Library/k.xml"])
        #expect(try listing.files[0].bytes(listing.files[0].contents) == Array("<scenario/>".utf8))
        #expect(Corpus.scenarioFiles(in: specs).map(\.lastPathComponent) == ["a-c.xml", "b.xml", "k.xml"])

        try FileManager.default.createSymbolicLink(
            at: specs.appendingPathComponent("a/z-link.xml"), withDestinationURL: specs.appendingPathComponent("r.txt"))
        try FileManager.default.createSymbolicLink(at: specs.appendingPathComponent(".h/folder"), withDestinationURL: specs)
        #expect(mkfifo(specs.appendingPathComponent("Library/f").path, 0o644) == 0)
        let problems = CorpusListing(specs: specs, reading: true).problems.map(\.description)
        #expect(
            problems == [
                "Specs/.h/folder:1:1: error: is a symbolic link; this folder holds regular files and folders only, and a link is never followed",
                "Specs/Library/f:1:1: error: is a FIFO; this folder holds regular files and folders only",
                "Specs/a/z-link.xml:1:1: error: is a symbolic link; this folder holds regular files and folders only, and a link is never followed",
            ])
        #expect(TreeScan.problems(under: specs) { Corpus.displayPath(of: $0, specs: specs) }.map(\.description) == problems)
        // The links are not followed: nothing is listed through them.
        #expect(Corpus.scenarioFiles(in: specs).map(\.lastPathComponent) == ["a-c.xml", "b.xml", "k.xml"])
    }
}
