import Foundation

/// Reads the settings a run takes from the environment, the same way for `adspec` and for
/// `swift test`, so that the two never disagree. Command-line flags, where the CLI has them,
/// come first; the environment next; `CI` last.
public struct RunEnvironment: Sendable {
    public var variables: [String: String]

    public init(_ variables: [String: String] = ProcessInfo.processInfo.environment) {
        self.variables = variables
    }

    public subscript(name: String) -> String? {
        guard let value = variables[name], !value.isEmpty else { return nil }
        return value
    }

    /// `CI` is set to anything non-empty.
    public var isCI: Bool { self["CI"] != nil }

    public static func isTrue(_ value: String?) -> Bool {
        guard let value = value?.lowercased() else { return false }
        return ["1", "true", "yes", "on"].contains(value)
    }

    public struct UsageError: Error, Sendable, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    public enum Command: Sendable { case verify, record, test }

    /// The golden policy, and notes worth printing (for example an `ADSPEC_RECORD` that `CI`
    /// overrides). In CI the mode is `never` unless a flag (`--record`, `--pending`) says
    /// otherwise, and `adspec record` without such a flag refuses.
    public func policy(command: Command, modeFlag: RecordMode?, pendingFlag: Bool) throws(UsageError) -> (
        GoldenPolicy, notes: [String]
    ) {
        let pending = pendingFlag || Self.isTrue(self["ADSPEC_PENDING"])
        var notes: [String] = []
        var fromEnvironment: RecordMode?
        if let text = self["ADSPEC_RECORD"] {
            guard let mode = RecordMode(rawValue: text) else {
                throw UsageError(
                    "ADSPEC_RECORD='\(text)' is not a record mode (never, missing, failed, all)")
            }
            fromEnvironment = mode
        }
        if let modeFlag { return (GoldenPolicy(mode: modeFlag, pending: pending), notes) }
        if isCI {
            if pendingFlag {
                return (GoldenPolicy(mode: command == .record ? .all : .failed, pending: true), notes)
            }
            if command == .record {
                throw UsageError(
                    "refusing to record goldens: the CI environment variable is set (CI=\(self["CI"]!)). "
                        + "Goldens are recorded on a developer's machine, reviewed and committed; "
                        + "to write them here anyway, pass --record MODE explicitly.")
            }
            if let fromEnvironment, fromEnvironment != .never {
                notes.append("note: ADSPEC_RECORD=\(fromEnvironment.rawValue) ignored because CI is set; no golden is written")
            }
            return (GoldenPolicy(mode: .never, pending: false), notes)
        }
        if let fromEnvironment { return (GoldenPolicy(mode: fromEnvironment, pending: pending), notes) }
        if command == .record { return (GoldenPolicy(mode: .all, pending: pending), notes) }
        return (GoldenPolicy(mode: pending ? .failed : .never, pending: pending), notes)
    }

    /// `ADSPEC_PENDING_DIR`, resolved against `base`.
    public func pendingDirectory(base: URL) -> URL? {
        self["ADSPEC_PENDING_DIR"].map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL }
    }

    /// `ADSPEC_JOBS`, else the number of cores.
    public func jobs() throws(UsageError) -> Int {
        guard let text = self["ADSPEC_JOBS"] else { return ProcessInfo.processInfo.activeProcessorCount }
        guard let jobs = Int(text), jobs >= 1 else { throw UsageError("ADSPEC_JOBS='\(text)' is not a positive number") }
        return jobs
    }
}
