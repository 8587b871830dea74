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
        var problems: [Diagnostic] = []
        var status = stat()
        guard lstat(root.path, &status) == 0 else { return [] }
        scan(root, status: status, display: display, into: &problems)
        return problems
    }

    /// The problems of the goldens folder and of the pending folder, when there is one.
    static func goldenProblems(_ workspace: Workspace) -> [Diagnostic] {
        let store = workspace.goldens
        return ([store.directory] + (store.pendingDirectory.map { [$0] } ?? [])).flatMap {
            problems(under: $0) { workspace.display($0) }
        }
    }

    private static func scan(_ url: URL, status: stat, display: (URL) -> String, into problems: inout [Diagnostic]) {
        func problem(_ message: String) {
            problems.append(Diagnostic(path: display(url), line: 1, column: 1, message: message))
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            guard let folder = opendir(url.path) else {
                problem("cannot read this folder (\(errnoText())): what it holds would be skipped")
                return
            }
            var names: [String] = []
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(folder)
            for name in names.sorted() {
                let child = url.appendingPathComponent(name)
                var childStatus = stat()
                guard lstat(child.path, &childStatus) == 0 else {
                    problems.append(
                        Diagnostic(path: display(child), line: 1, column: 1, message: "cannot inspect this entry (\(errnoText()))"))
                    continue
                }
                scan(child, status: childStatus, display: display, into: &problems)
            }
        case S_IFREG:
            let descriptor = open(url.path, O_RDONLY | O_NONBLOCK)
            guard descriptor >= 0 else {
                problem("cannot read this file (\(errnoText()))")
                return
            }
            close(descriptor)
        case S_IFLNK:
            problem("is a symbolic link; this folder holds regular files and folders only, and a link is never followed")
        default:
            let kind: String
            switch status.st_mode & S_IFMT {
            case S_IFIFO: kind = "a FIFO"
            case S_IFSOCK: kind = "a socket"
            case S_IFCHR, S_IFBLK: kind = "a device"
            default: kind = "not a regular file"
            }
            problem("is \(kind); this folder holds regular files and folders only")
        }
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }
}
