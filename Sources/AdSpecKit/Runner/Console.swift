import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where a command's text goes: standard output and standard error, or a capture in tests.
package struct Console: Sendable {
    package var out: @Sendable (String) -> Void
    package var err: @Sendable (String) -> Void

    package init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        self.out = out
        self.err = err
    }

    package static let standard = Console(
        out: { writeAll($0, to: STDOUT_FILENO) },
        err: { writeAll($0, to: STDERR_FILENO) })

    /// Writes every UTF-8 byte of `text` to `descriptor`, again after an interrupted or partial
    /// write; stops at any other error (a closed pipe).
    package static func writeAll(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    /// Prints an error as every command does, `Error: message` (the prefix swift-argument-parser
    /// gives usage errors), one line per line of `message`.
    package func error(_ message: String) {
        err(message.split(separator: "\n", omittingEmptySubsequences: false).map { "Error: \($0)\n" }.joined())
    }

    /// Whether to colour, as the common conventions say: `FORCE_COLOR` set forces colour on (or
    /// off, when it is `0` or `false`); else `CLICOLOR_FORCE` set to anything but `0` forces it
    /// on; else `NO_COLOR` set, or `TERM=dumb`, turns it off; else colour only when standard
    /// output is a terminal. (`--no-color` comes first, in the commands.)
    package static func wantsColor(environment: [String: String], isTerminal: Bool = isatty(STDOUT_FILENO) == 1) -> Bool {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0.lowercased() } }
        if let force = value("FORCE_COLOR") { return !["0", "false"].contains(force) }
        if let force = value("CLICOLOR_FORCE"), force != "0" { return true }
        func set(_ name: String) -> Bool { value(name) != nil }
        if set("NO_COLOR") || environment["TERM"] == "dumb" { return false }
        return isTerminal
    }
}

/// The exit statuses of every command.
package enum ExitStatus: Int32, Sendable {
    /// Everything asked for passed or was done.
    case success = 0
    /// A scenario failed or errored, or an orphan was rejected.
    case failure = 1
    /// Bad input: a scenario, golden, catalogue or expectations file that does not load, or an
    /// id, rule, area or pending golden that names nothing; nothing was written.
    case badInput = 2
    /// A usage error: an unknown command or option, a bad option value or variable, options that
    /// do not go together; nothing was written. 64 is `EX_USAGE` of sysexits.h, as
    /// swift-argument-parser exits for its own usage errors.
    case usage = 64
    /// A report the user asked for (`--junit`, `--json`, the failure-artifacts folder) could not
    /// be written: its folder is missing or not writable, or the write failed. 74 is `EX_IOERR`.
    case reportNotWritten = 74
}
