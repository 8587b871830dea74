import Foundation

/// The entries of one folder, read with `opendir`/`readdir` (no `FileManager`, no URLs): the
/// tree walk of the corpus (`TreeWalk`) and the clean-up of interrupted golden writes
/// (`InterruptedWrites`) both list folders this way.
enum FolderEntries {
    /// Every entry of the folder at `path` but `.` and `..`, sorted by name (byte order of the
    /// UTF-8 names, as `String`'s `<` on them), each with its `d_type`; `nil` when the folder cannot
    /// be opened (`errno` says why).
    static func sorted(at path: String) -> [(name: String, type: UInt8)]? {
        guard let folder = opendir(path) else { return nil }
        return sorted(folder)
    }

    /// The same for the folder open at `descriptor`, which stays open (the caller's).
    static func sorted(descriptor: Int32) -> [(name: String, type: UInt8)]? {
        let copy = dup(descriptor)
        guard copy >= 0 else { return nil }
        guard let folder = fdopendir(copy) else {
            let saved = errno
            close(copy)
            errno = saved
            return nil
        }
        return sorted(folder)
    }

    /// Reads and closes `folder`.
    private static func sorted(_ folder: OpaquePointer) -> [(name: String, type: UInt8)] {
        var entries: [(name: String, type: UInt8)] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { entries.append((name, entry.pointee.d_type)) }
        }
        closedir(folder)
        return entries.sorted { $0.name < $1.name }
    }
}
