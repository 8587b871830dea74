import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where goldens live and how they are written. `Goldens/<scenario id>.transcript` (ids contain
/// `/`, so folders mirror them); pending goldens, written for review rather than over the accepted
/// ones, go beside them as `<id>.transcript.pending`, or to `<pending directory>/<id>.transcript`.
/// Every write is atomic: a temporary file in the destination's folder, flushed, then renamed over
/// the destination, so a golden is never half-written.
public struct GoldenStore: Sendable {
    public static let fileExtension = "transcript"
    public static let pendingSuffix = ".pending"

    public var directory: URL
    /// `nil`: pending goldens sit beside the accepted ones with a `.pending` suffix.
    public var pendingDirectory: URL?

    public init(directory: URL, pendingDirectory: URL? = nil) {
        self.directory = directory.standardizedFileURL
        self.pendingDirectory = pendingDirectory?.standardizedFileURL
    }

    public struct BadID: Error, Sendable, CustomStringConvertible {
        public var id: String
        public var description: String {
            "scenario id '\(id)' cannot name a golden file (it must be relative, without empty, '.' or '..' parts)"
        }
    }

    /// Checks that an id stays inside the goldens folder when used as a path.
    public static func validate(id: String) throws(BadID) {
        let parts = id.split(separator: "/", omittingEmptySubsequences: false)
        let bad =
            id.isEmpty || id.contains("\\") || id.contains("\0")
            || parts.contains { $0.isEmpty || $0 == "." || $0 == ".." }
        if bad { throw BadID(id: id) }
    }

    public func goldenURL(for id: String) -> URL {
        directory.appendingPathComponent(id + "." + Self.fileExtension)
    }

    public func pendingURL(for id: String) -> URL {
        if let pendingDirectory { return pendingDirectory.appendingPathComponent(id + "." + Self.fileExtension) }
        return directory.appendingPathComponent(id + "." + Self.fileExtension + Self.pendingSuffix)
    }

    /// The file's text, or `nil` when there is no such file (or it cannot be read; see `readChecked`).
    public func read(_ url: URL) -> String? { try? readChecked(url) }

    /// The file's text, `nil` when there is no such file; read under `KitLimits.fileBytes`, so a
    /// golden too large (or not a regular file) is an error before a byte of it is read.
    package func readChecked(_ url: URL) throws(BoundedFile.Failure) -> String? {
        do throws(BoundedFile.Failure) {
            return try BoundedFile.text(url, limit: KitLimits.standard.fileBytes)
        } catch {
            if error == .missing { return nil }
            throw error
        }
    }

    /// The ids of every accepted golden in the folder (sorted).
    public func goldenIDs() -> [String] {
        Self.ids(in: directory.standardizedFileURL.path, suffixes: ["." + Self.fileExtension])[0]
    }

    /// The ids of every pending golden (sorted).
    public func pendingIDs() -> [String] {
        if let pendingDirectory { return Self.ids(in: pendingDirectory.standardizedFileURL.path, suffixes: ["." + Self.fileExtension])[0] }
        return Self.ids(in: directory.standardizedFileURL.path, suffixes: ["." + Self.fileExtension + Self.pendingSuffix])[0]
    }

    /// `goldenIDs()` and `pendingIDs()`, in one walk of the folder when pending goldens sit beside
    /// the accepted ones.
    func goldenAndPendingIDs() -> (goldens: [String], pending: [String]) {
        if pendingDirectory != nil { return (goldenIDs(), pendingIDs()) }
        let golden = "." + Self.fileExtension
        let both = Self.ids(in: directory.standardizedFileURL.path, suffixes: [golden, golden + Self.pendingSuffix])
        return (both[0], both[1])
    }

    /// For each suffix, the paths below `folder` (without the suffix, sorted) of the entries whose
    /// name ends with it and does not start with `.` (a temporary file of an interrupted write).
    /// Every entry counts, whatever its type, and every folder is walked, hidden or not, but a
    /// link is never followed: what `FileManager.enumerator(atPath:)` lists (an `fts` walk that
    /// does not follow links), with `readdir`'s `d_type` instead of a `stat` per entry.
    private static func ids(in folder: String, suffixes: [String]) -> [[String]] {
        var result = [[String]](repeating: [], count: suffixes.count)
        var pending = [(path: String, relative: String)]()
        pending.append((folder.hasSuffix("/") ? String(folder.dropLast()) : folder, ""))
        while let (path, relative) = pending.popLast() {
            guard let directory = opendir(path.isEmpty ? "/" : path) else { continue }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let below = relative.isEmpty ? name : relative + "/" + name
                let child = path + "/" + name
                var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
                if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                    var status = stat()
                    isFolder = lstat(child, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
                }
                if isFolder { pending.append((child, below)) }
                if name.hasPrefix(".") { continue }
                for (index, suffix) in suffixes.enumerated() where name.hasSuffix(suffix) {
                    result[index].append(String(below.dropLast(suffix.count)))
                }
            }
            closedir(directory)
        }
        return result.map { $0.sorted() }
    }

    public struct WriteError: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// Writes `text` to `url` atomically, creating folders as needed (unless `creatingFolders` is
    /// false: a report goes only into a folder that exists).
    public static func writeAtomically(_ text: String, to url: URL, creatingFolders: Bool = true) throws(WriteError) {
        let folder = url.deletingLastPathComponent()
        if creatingFolders {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw WriteError(path: url.path, reason: "cannot create \(folder.path)")
            }
        }
        var template = Array((folder.path + "/." + url.lastPathComponent + ".XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw WriteError(path: url.path, reason: Self.errnoText()) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: String?
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                failure = Self.errnoText()
                break
            }
            written += count
        }
        if failure == nil && fsync(descriptor) != 0 { failure = Self.errnoText() }
        if fchmod(descriptor, 0o644) != 0 && failure == nil { failure = Self.errnoText() }
        if close(descriptor) != 0 && failure == nil { failure = Self.errnoText() }
        // Nothing that is not a regular file is replaced (a link is not followed): a pipe, a
        // device or a link at the path stays as it is.
        if failure == nil, let existing = FileType.at(url.path), existing != .file {
            failure = "it is not a regular file, and is left as it is"
        }
        if failure == nil && rename(temporary, url.path) != 0 { failure = Self.errnoText() }
        if let failure {
            unlink(temporary)
            throw WriteError(path: url.path, reason: failure)
        }
    }

    /// Moves `source` over `destination` in one step (both in the same file system), creating
    /// the destination's folder as needed.
    public static func move(_ source: URL, over destination: URL) throws(WriteError) {
        do {
            try FileManager.default.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: destination.path, reason: "cannot create its folder")
        }
        if rename(source.path, destination.path) != 0 {
            // Different file systems (a pending folder elsewhere): copy atomically, then remove.
            let text: String
            do throws(BoundedFile.Failure) {
                text = try BoundedFile.text(source, limit: KitLimits.standard.fileBytes)
            } catch {
                throw WriteError(path: source.path, reason: error.description)
            }
            try writeAtomically(text, to: destination)
            unlink(source.path)
        }
    }

    /// Removes a file and then any folders left empty up to (not including) `root`.
    public static func remove(_ url: URL, pruningUpTo root: URL) {
        unlink(url.path)
        var folder = url.deletingLastPathComponent().standardizedFileURL
        let stop = root.standardizedFileURL.path
        while folder.path.count > stop.count && folder.path.hasPrefix(stop) {
            if rmdir(folder.path) != 0 { break }
            folder = folder.deletingLastPathComponent()
        }
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }
}
