import Foundation

/// The temporary files of golden writes that never finished. `GoldenStore.writeAtomically`
/// writes `.<name>.XXXXXX` (mkstemp's six letters or digits) beside the destination and renames it
/// over the destination when complete; a run killed in between leaves that file behind. Each run
/// of `verify` and `record` looks for them in the golden and pending folders before it starts:
/// - a regular file whose name is exactly that pattern for a golden or pending golden
///   (`.<x>.transcript.XXXXXX`, `.<x>.transcript.pending.XXXXXX`) and that is older than this
///   run is removed, with a line on standard error saying so;
/// - anything else hidden whose name holds `.transcript` (a newer one, which another run may be
///   writing, a folder or link by that name, a near miss of the pattern) is reported and left.
/// `.gitignore` ignores the pattern, so none is ever committed.
package enum InterruptedWrites {
    package struct Cleanup: Sendable {
        package var removed: [URL] = []
        /// Left in place, with why.
        package var reported: [(url: URL, reason: String)] = []
    }

    /// `name` is one of `GoldenStore.writeAtomically`'s temporary files: `.`, a golden or pending
    /// golden's file name, `.`, six ASCII letters or digits.
    package static func isTemporaryName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard bytes.count > 8, bytes[0] == UInt8(ascii: "."), bytes[bytes.count - 7] == UInt8(ascii: ".") else { return false }
        let random = bytes[(bytes.count - 6)...]
        guard random.allSatisfy({ isAlphanumeric($0) }) else { return false }
        let destination = String(decoding: bytes[1..<(bytes.count - 7)], as: UTF8.self)
        let golden = "." + GoldenStore.fileExtension
        for suffix in [golden, golden + GoldenStore.pendingSuffix] where destination.hasSuffix(suffix) {
            // A golden's file name: a non-empty last part of an id, not itself hidden.
            let stem = destination.dropLast(suffix.count)
            return !stem.isEmpty && !stem.hasPrefix(".")
        }
        return false
    }

    /// Removes the stale temporary files under the store's folders and reports the rest.
    package static func clean(_ store: GoldenStore, startedAt: Date) -> Cleanup {
        var cleanup = Cleanup()
        var folders = [store.directory]
        if let pending = store.pendingDirectory, pending.path != store.directory.path { folders.append(pending) }
        for folder in folders { walk(folder, startedAt: startedAt, into: &cleanup) }
        return cleanup
    }

    /// The lines a run prints for `cleanup`, paths as `workspace` shows them.
    package static func lines(for cleanup: Cleanup, workspace: Workspace) -> [String] {
        cleanup.removed.map { "removed \(workspace.display($0)): the temporary file of an interrupted golden write" }
            + cleanup.reported.map { "warning: \(workspace.display($0.url)): \($0.reason); left in place" }
    }

    /// The folder is listed with `readdir` (`entries(of:)`), so that what the walk passes over
    /// costs no more than its name and type: an entry whose name does not start with `.` is
    /// only entered when it is a folder, and only a hidden name holding `.transcript` has its
    /// attributes read (as `FileManager.attributesOfItem`, which does not follow a link). The same
    /// entries are entered, removed and reported, in the same order, as when every entry's
    /// attributes were read.
    private static func walk(_ folder: URL, startedAt: Date, into cleanup: inout Cleanup) {
        let manager = FileManager.default
        guard let entries = entries(of: folder.path) else { return }
        for entry in entries {
            let name = entry.name
            guard name.hasPrefix(".") else {
                if entry.isFolder { walk(folder.appendingPathComponent(name), startedAt: startedAt, into: &cleanup) }
                continue
            }
            guard name.contains("." + GoldenStore.fileExtension) else { continue }
            let url = folder.appendingPathComponent(name)
            guard let attributes = try? manager.attributesOfItem(atPath: url.path) else { continue }
            let type = attributes[.type] as? FileAttributeType
            guard isTemporaryName(name) else {
                cleanup.reported.append((url, "looks like a temporary golden file but does not match .<name>.transcript.XXXXXX"))
                continue
            }
            guard type == .typeRegular else {
                cleanup.reported.append((url, "named like a temporary golden file but not a regular file"))
                continue
            }
            let modified = attributes[.modificationDate] as? Date ?? .distantFuture
            guard modified < startedAt else {
                cleanup.reported.append((url, "a temporary golden file newer than this run (another run may be writing it)"))
                continue
            }
            if unlink(url.path) == 0 {
                cleanup.removed.append(url)
            } else {
                cleanup.reported.append((url, "a stale temporary golden file that cannot be removed (\(String(cString: strerror(errno))))"))
            }
        }
    }

    /// The entries of the folder at `path` but `.` and `..`, sorted by name, each with whether it
    /// is itself a folder (`d_type`, or `lstat` where the file system does not say; an entry
    /// `lstat` cannot inspect is no folder); `nil` when the folder cannot be listed.
    private static func entries(of path: String) -> [(name: String, isFolder: Bool)]? {
        guard let entries = FolderEntries.sorted(at: path) else { return nil }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        return entries.map { entry in
            guard Int32(entry.type) == Int32(DT_UNKNOWN) else { return (entry.name, Int32(entry.type) == Int32(DT_DIR)) }
            var status = stat()
            return (entry.name, lstat(prefix + entry.name, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR)
        }
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }
}
