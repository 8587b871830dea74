import AdSpecHarness
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks a tree the kit reads or writes (`Specs/`, `Goldens/`) before anything in it is read:
/// it may hold regular files and folders only. A symbolic link (never followed), a FIFO, a
/// socket or a device, a folder that cannot be listed or a file that cannot be opened is a
/// problem with its path, so that nothing under the tree is silently skipped and nothing outside
/// it is read or written through it.
enum TreeScan {
    /// Every problem under `root` (which need not exist), in path order, each at line 1 of the
    /// entry's display path.
    static func problems(under root: URL, display: (URL) -> String) -> [Diagnostic] {
        TreeWalk(root: root.path, listing: nil) { display(URL(fileURLWithPath: $0, isDirectory: false)) }.problems
    }

    /// The problems of the goldens folder and of the pending folder, when there is one.
    static func goldenProblems(_ workspace: Workspace) -> [Diagnostic] {
        let store = workspace.goldens
        let goldens = problems(under: store.directory) { workspace.display($0) }
        guard let pending = store.pendingDirectory else { return goldens }
        if let problem = pendingFolderProblem(pending, display: { workspace.display($0) }) { return goldens + [problem] }
        return goldens + problems(under: pending) { workspace.display($0) }
    }

    /// Why `folder` cannot be the pending folder (`ADSPEC_PENDING_DIR`), checked before it is walked:
    /// the kit lists every `*.transcript` under it as a pending golden, writes there and removes
    /// the folders it empties, so it must be a folder of its own: not `/`, and holding nothing but
    /// folders, pending goldens and the hidden files of interrupted writes. The look stops at the
    /// first other file (a link is left to the walk, which reports it).
    static func pendingFolderProblem(_ folder: URL, display: (URL) -> String) -> Diagnostic? {
        let because = "; pending goldens need a folder of their own (the kit writes them there and removes the folders it empties)"
        if folder.standardizedFileURL.path == "/" {
            return Diagnostic(path: "/", line: 1, column: 1, message: "ADSPEC_PENDING_DIR is the root folder" + because)
        }
        let keys: [URLResourceKey] = [.isDirectoryKey, .isRegularFileKey, .isSymbolicLinkKey]
        guard let entries = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys) else { return nil }
        for case let entry as URL in entries {
            guard let values = try? entry.resourceValues(forKeys: Set(keys)) else { continue }
            if values.isSymbolicLink == true || values.isDirectory == true { continue }
            let name = entry.lastPathComponent
            if name.hasPrefix(".") || (values.isRegularFile == true && name.hasSuffix("." + GoldenStore.fileExtension)) {
                continue
            }
            return Diagnostic(
                path: display(entry), line: 1, column: 1,
                message: "ADSPEC_PENDING_DIR holds a file that is not a pending golden (*.\(GoldenStore.fileExtension))" + because)
        }
        return nil
    }
}

/// The one walk of a folder tree, on string paths: it checks every entry as `TreeScan` says (in
/// path order: the names of each folder sorted, each folder's entries before its next sibling)
/// and, with a `Listing`, lists the files a corpus loads in the same pass, reading each listed
/// file through the descriptor the check opened (one open, one fstat, one read, one close a
/// file). Each entry is opened by its name in its folder's open descriptor (`openat`): the kernel
/// looks up one name, not every folder of the path again. An entry's type comes from `readdir`'s `d_type` (the entry
/// itself, as `lstat` would say, never what a link points to); only a file system that does not
/// fill it in costs an `fstatat` (which does not follow a link either).
struct TreeWalk {
    /// What the walk lists: regular files whose name ends in `suffix`, below no hidden entry (a
    /// name starting with `.`, as FileManager's `skipsHiddenFiles`) and outside the top-level
    /// folders in `excluded`; each read under `readLimit` when there is one.
    struct Listing {
        var suffix: String
        var excluded: Set<String>
        var readLimit: Int?
    }

    struct File: Sendable {
        /// Below the root: `native/basic-load.xml`.
        var relative: String
        /// Where it is: the root's path, `/`, `relative`.
        var path: String
        /// Its bytes, or why they could not be read; `nil` when the listing reads nothing.
        var contents: Result<[UInt8], BoundedFile.Failure>?
    }

    private(set) var problems: [Diagnostic] = []
    /// The listed files in walk order (not sorted).
    private(set) var files: [File] = []
    private let listing: Listing?
    /// The problems found, by path; named with `display` when the walk ends.
    private var found: [(path: String, message: String)] = []

    /// Walks `root` (which need not exist); `display` names an entry's path in a problem.
    init(root: String, listing: Listing?, display: (String) -> String) {
        self.listing = listing
        var status = stat()
        guard lstat(root, &status) == 0 else { return }
        visit(
            root, relative: "", type: FileType(mode: status.st_mode), listed: listing != nil, topLevel: false,
            in: (AT_FDCWD, root))
        problems = found.map { Diagnostic(path: display($0.path), line: 1, column: 1, message: $0.message) }
        found = []
    }

    private mutating func problem(_ path: String, _ message: String) {
        found.append((path, message))
    }

    /// `listed`: the entry may be listed (no hidden entry above it, not in an excluded folder);
    /// `topLevel`: it is directly in the root. `place`: the open folder the entry is in and its
    /// name there, for `openat` (one name looked up, not every folder of the path again); the root
    /// is `AT_FDCWD` and its path.
    private mutating func visit(
        _ path: String, relative: String, type: FileType, listed: Bool, topLevel: Bool,
        in place: (folder: Int32, name: String)
    ) {
        switch type {
        case .folder:
            let folder = openat(place.folder, place.name, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard folder >= 0, let entries = FolderEntries.sorted(descriptor: folder) else {
                let text = Self.errnoText()
                if folder >= 0 { close(folder) }
                problem(path, "cannot read this folder (\(text)): what it holds would be skipped")
                return
            }
            defer { close(folder) }
            let folderListed = listed && !(topLevel && listing!.excluded.contains(relative))
            let prefix = path.hasSuffix("/") ? path : path + "/"
            for entry in entries {
                let child = prefix + entry.name
                var childType = FileType(entry: entry.type)
                if childType == .unknown {
                    var status = stat()
                    guard fstatat(folder, entry.name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
                        problem(child, "cannot inspect this entry (\(Self.errnoText()))")
                        continue
                    }
                    childType = FileType(mode: status.st_mode)
                }
                visit(
                    child, relative: relative.isEmpty ? entry.name : relative + "/" + entry.name, type: childType,
                    listed: folderListed && !entry.name.hasPrefix("."), topLevel: relative.isEmpty, in: (folder, entry.name))
            }
        case .file:
            guard let listing, listed, !relative.isEmpty, relative.hasSuffix(listing.suffix) else {
                // Checked, not read (a golden, a file of Library/): could it be opened for
                // reading? `faccessat` with the effective ids asks what `open` would check, in one
                // call instead of an open and a close.
                if faccessat(place.folder, place.name, R_OK, AT_EACCESS) != 0 {
                    problem(path, "cannot read this file (\(Self.errnoText()))")
                }
                return
            }
            let descriptor = openat(place.folder, place.name, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            guard descriptor >= 0 else {
                problem(path, "cannot read this file (\(Self.errnoText()))")
                return
            }
            defer { close(descriptor) }
            var file = File(relative: relative, path: path)
            if let limit = listing.readLimit {
                file.contents = Result { () throws(BoundedFile.Failure) in try BoundedFile.read(descriptor: descriptor, limit: limit) }
            }
            files.append(file)
        case .link:
            problem(path, "is a symbolic link; this folder holds regular files and folders only, and a link is never followed")
        case .fifo: problem(path, "is a FIFO; this folder holds regular files and folders only")
        case .socket: problem(path, "is a socket; this folder holds regular files and folders only")
        case .device: problem(path, "is a device; this folder holds regular files and folders only")
        case .other, .unknown: problem(path, "is not a regular file; this folder holds regular files and folders only")
        }
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }
}
