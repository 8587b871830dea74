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
        ids(in: directory, suffix: "." + Self.fileExtension)
    }

    /// The ids of every pending golden (sorted).
    public func pendingIDs() -> [String] {
        if let pendingDirectory { return ids(in: pendingDirectory, suffix: "." + Self.fileExtension) }
        return ids(in: directory, suffix: "." + Self.fileExtension + Self.pendingSuffix)
    }

    private func ids(in folder: URL, suffix: String) -> [String] {
        let root = folder.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var result: [String] = []
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(suffix) else { continue }
            let name = relative.split(separator: "/").last ?? ""
            if name.hasPrefix(".") { continue }  // a temporary file of an interrupted write
            result.append(String(relative.dropLast(suffix.count)))
        }
        return result.sorted()
    }

    public struct WriteError: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// Writes `text` to `url` atomically, creating folders as needed.
    public static func writeAtomically(_ text: String, to url: URL) throws(WriteError) {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: url.path, reason: "cannot create \(folder.path)")
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
