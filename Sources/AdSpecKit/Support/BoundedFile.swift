import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole file, but never more than a limit: the one way the kit reads scenario, library,
/// schema, catalogue and golden files. The file is opened first and the opened descriptor is
/// `fstat`ed, so the size that is checked is the size of the file that is read (no race with a
/// rename); anything that is not a regular file (a FIFO, a device, a folder) is refused before a
/// byte is read; and at most `limit + 1` bytes are ever read, so a file that grows after the
/// check is refused too. An oversized file therefore costs no memory.
package enum BoundedFile {
    package enum Failure: Error, Equatable, CustomStringConvertible {
        /// There is no file at the path.
        case missing
        /// The file cannot be opened or read; the text is `strerror`'s.
        case unreadable(String)
        /// Not a regular file (a folder, a FIFO, a device, a socket).
        case notARegularFile
        /// Larger than the limit: `size` as far as it is known (the limit + 1 when it grew while read).
        case tooLarge(size: Int, limit: Int)

        package var description: String {
            switch self {
            case .missing: return "no such file"
            case .unreadable(let reason): return "cannot read the file (\(reason))"
            case .notARegularFile: return "not a regular file"
            case .tooLarge(let size, let limit):
                return "the file is \(size) bytes, larger than the limit of \(limit) bytes (\(KitLimits.describe(bytes: limit)))"
            }
        }
    }

    /// The bytes of the regular file at `url`, when it holds at most `limit` bytes.
    package static func read(_ url: URL, limit: Int) throws(Failure) -> [UInt8] {
        try read(path: url.path, limit: limit)
    }

    /// The bytes of the regular file at `path`, when it holds at most `limit` bytes.
    package static func read(path: String, limit: Int) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENOENT { throw .missing }
            throw .unreadable(String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        return try read(descriptor: descriptor, limit: limit)
    }

    /// The bytes of the regular file open at `descriptor` (which the caller closes), when it
    /// holds at most `limit` bytes: `read(path:limit:)` after its `open`.
    package static func read(descriptor: Int32, limit: Int) throws(Failure) -> [UInt8] {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile }
        let size = Int(status.st_size)
        if size > limit { throw .tooLarge(size: size, limit: limit) }

        // Reads at most limit + 1 bytes: one byte more than allowed says the file grew since fstat.
        var bytes = [UInt8](repeating: 0, count: min(size, limit) + 1)
        var count = 0
        while count <= limit {
            if count == bytes.count { bytes += [UInt8](repeating: 0, count: min(bytes.count, limit + 1 - count)) }
            let got = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw .unreadable(String(cString: strerror(errno)))
            }
            if got == 0 { break }
            count += got
            // All of the size fstat gave, in a read that left the byte past it empty: the file ends
            // there (no second read only to be told so; a file that grew since fstat fills that
            // byte and is read on).
            if count == size && count < bytes.count { break }
        }
        if count > limit { throw .tooLarge(size: count, limit: limit) }
        bytes.removeSubrange(count...)
        return bytes
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// The file's text (UTF-8, invalid sequences replaced), at most `limit` bytes of it.
    package static func text(_ url: URL, limit: Int) throws(Failure) -> String {
        String(decoding: try read(url, limit: limit), as: UTF8.self)
    }
}
