import Foundation

/// A fresh folder under the system's temporary folder, removed when the value goes away (or
/// earlier, by `remove()`).
public final class TemporaryFolder: Sendable {
    public let url: URL

    public init(prefix: String = "adspec-test") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { remove() }

    /// Removes the folder and everything in it.
    public func remove() { try? FileManager.default.removeItem(at: url) }

    /// `relative` below the folder (`..` is resolved).
    public func url(_ relative: String) -> URL { url.appendingPathComponent(relative).standardizedFileURL }

    /// Writes `text` at `relative`, creating the folders on the way, and returns its URL.
    @discardableResult
    public func write(_ relative: String, _ text: String) throws -> URL {
        let file = url(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    /// Copies the file `source` to `relative`, creating the folders on the way.
    public func copy(_ source: URL, to relative: String) throws {
        let file = url(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: file)
    }

    /// Creates the folder `relative` (and those on the way) and returns its URL.
    @discardableResult
    public func makeFolder(_ relative: String) throws -> URL {
        let folder = url(relative)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Every file below `folder`, as paths relative to it, sorted (none when it does not exist).
    public static func files(in folder: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(relative).path, isDirectory: &isFolder)
            if !isFolder.boolValue { files.append(relative) }
        }
        return files.sorted()
    }
}
