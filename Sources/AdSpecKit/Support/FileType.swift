import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path names, a link not followed: the tree walk's check of `Specs/` and `Goldens/`, and
/// the writes that must never replace anything but a regular file (goldens, reports).
enum FileType: Equatable {
    case folder, file, link, fifo, socket, device, other
    /// A directory entry whose type the file system did not give (`DT_UNKNOWN`).
    case unknown

    /// The type of an `lstat` mode.
    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFDIR: self = .folder
        case S_IFREG: self = .file
        case S_IFLNK: self = .link
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        case S_IFCHR, S_IFBLK: self = .device
        default: self = .other
        }
    }

    /// The type of a directory entry (`dirent.d_type`).
    init(entry code: UInt8) {
        switch Int32(code) {
        case Int32(DT_DIR): self = .folder
        case Int32(DT_REG): self = .file
        case Int32(DT_LNK): self = .link
        case Int32(DT_FIFO): self = .fifo
        case Int32(DT_SOCK): self = .socket
        case Int32(DT_CHR), Int32(DT_BLK): self = .device
        case Int32(DT_UNKNOWN): self = .unknown
        default: self = .other
        }
    }

    /// What is at `path` (`lstat`), nil when nothing is.
    static func at(_ path: String) -> FileType? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return FileType(mode: status.st_mode)
    }
}
