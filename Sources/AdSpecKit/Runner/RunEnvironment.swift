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

    /// Whether this is a CI run, decided as the common detection libraries (ci-info, is-ci) do.
    public var isCI: Bool { ciVariable != nil }

    /// The variable that makes this a CI run, as `NAME=value`, or `nil` outside CI. `CI` set to
    /// anything but `false` or `0` (any case) says CI, and `CI=false` or `CI=0` says not CI
    /// whatever else is set; without `CI`, `CONTINUOUS_INTEGRATION` (the same way), `BUILD_NUMBER`
    /// (Jenkins, TeamCity and others) or `GITHUB_ACTIONS=true` says CI. Empty values are unset.
    public var ciVariable: String? {
        func says(_ name: String) -> Bool? {
            guard let value = self[name] else { return nil }
            return !["false", "0"].contains(value.lowercased())
        }
        if let ci = says("CI") { return ci ? "CI=\(self["CI"]!)" : nil }
        if says("CONTINUOUS_INTEGRATION") == true { return "CONTINUOUS_INTEGRATION=\(self["CONTINUOUS_INTEGRATION"]!)" }
        if let build = self["BUILD_NUMBER"] { return "BUILD_NUMBER=\(build)" }
        if self["GITHUB_ACTIONS"]?.lowercased() == "true" { return "GITHUB_ACTIONS=true" }
        return nil
    }

    public static func isTrue(_ value: String?) -> Bool {
        guard let value = value?.lowercased() else { return false }
        return ["1", "true", "yes", "on"].contains(value)
    }

    /// `ADSPEC_PENDING`: `1`, `true`, `yes`, `on` or `0`, `false`, `no`, `off` (any case); unset
    /// or empty is no. Anything else is refused, as every other variable's bad value is.
    func pending() throws(UsageError) -> Bool {
        guard let text = self["ADSPEC_PENDING"] else { return false }
        if Self.isTrue(text) { return true }
        if ["0", "false", "no", "off"].contains(text.lowercased()) { return false }
        throw UsageError("ADSPEC_PENDING='\(text)' is neither yes nor no (1, true, yes, on; 0, false, no, off)")
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
        // Checked even under `--pending`: a bad value is refused whatever else is given.
        let pendingFromEnvironment = try pending()
        let pending = pendingFlag || pendingFromEnvironment
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
                    "refusing to record goldens: CI is set (\(ciVariable ?? "CI")). "
                        + "Goldens are recorded on a developer's machine, reviewed and committed; "
                        + "to write them here anyway, pass --record MODE explicitly, or --pending to write pending goldens for review."
                )
            }
            if let fromEnvironment, fromEnvironment != .never {
                notes.append(
                    "note: ADSPEC_RECORD=\(fromEnvironment.rawValue) ignored because CI is set (\(ciVariable ?? "CI")); no golden is written")
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

extension RunEnvironment {
    static func list(_ value: String?) -> [String] {
        (value ?? "").split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
    }

    /// What to run: flags first, else `ADSPEC_FILTER` (id globs), `ADSPEC_RULE`, `ADSPEC_AREA`
    /// (comma-separated), and the shard from `--shard I/N`, `ADSPEC_SHARD=I/N`, or Bazel's
    /// `TEST_TOTAL_SHARDS` / `TEST_SHARD_INDEX` (0-based). Also returns Bazel's
    /// `TEST_SHARD_STATUS_FILE`, which a sharded run touches to say it supports sharding.
    public func selection(
        patterns: [String] = [], rules: [String] = [], areas: [String] = [], shard shardFlag: String? = nil,
        specs: URL
    ) throws(UsageError) -> (Selection, shardStatusFile: URL?) {
        var shard: Selection.Shard?
        var statusFile: URL?
        if let text = shardFlag ?? self["ADSPEC_SHARD"] {
            guard let parsed = Selection.Shard(oneBased: text) else {
                throw UsageError("shard '\(text)' is not I/N with 1 <= I <= N (for example 2/4)")
            }
            shard = parsed
        } else if let total = self["TEST_TOTAL_SHARDS"] {
            let indexText = self["TEST_SHARD_INDEX"] ?? ""
            guard let count = Int(total), count >= 1, let index = Int(indexText), index >= 0, index < count else {
                throw UsageError("TEST_TOTAL_SHARDS='\(total)' and TEST_SHARD_INDEX='\(indexText)' do not name a shard")
            }
            shard = Selection.Shard(index: index, count: count)
            statusFile = self["TEST_SHARD_STATUS_FILE"].map { URL(fileURLWithPath: $0) }
        }
        let selection = Selection(
            patterns: patterns.isEmpty ? Self.list(self["ADSPEC_FILTER"]) : patterns,
            rules: rules.isEmpty ? Self.list(self["ADSPEC_RULE"]) : rules,
            areas: areas.isEmpty ? Self.list(self["ADSPEC_AREA"]) : areas,
            shard: shard, areaPrefixes: CatalogueAreas.read(specs: specs))
        return (selection, statusFile)
    }

    /// The unreferenced-golden policy: `--unreferenced`, else `ADSPEC_UNREFERENCED`, else `reject`
    /// in CI and `warn` elsewhere. On a filtered run the check is skipped (`nil`), and an explicit
    /// `--unreferenced` flag is refused: a filtered run cannot tell an orphan from a golden whose
    /// scenario it did not select.
    public func unreferenced(flag: String?, filtered: Bool) throws(UsageError) -> (UnreferencedPolicy?, notes: [String]) {
        func parse(_ text: String, _ source: String) throws(UsageError) -> UnreferencedPolicy {
            guard let policy = UnreferencedPolicy(rawValue: text) else {
                throw UsageError("\(source) '\(text)' is not one of warn, reject, delete")
            }
            return policy
        }
        if let flag {
            let policy = try parse(flag, "--unreferenced")
            if filtered {
                throw UsageError(
                    "refusing --unreferenced \(policy.rawValue) on a filtered run (ids, --rule or --area): "
                        + "only a run over the whole corpus can tell which goldens no scenario references")
            }
            return (policy, [])
        }
        let fromEnvironment = try self["ADSPEC_UNREFERENCED"].map { text throws(UsageError) in
            try parse(text, "ADSPEC_UNREFERENCED")
        }
        if filtered {
            let note = fromEnvironment == nil ? [] : ["note: unreferenced goldens are not checked on a filtered run"]
            return (nil, note)
        }
        return (fromEnvironment ?? (isCI ? .reject : .warn), [])
    }

    /// The unreferenced-golden policy of a run with `selection`. Ids, `--rule` and `--area` narrow
    /// the corpus, and the check is skipped as `unreferenced(flag:filtered:)` says. A shard alone
    /// does not: the corpus is loaded whole, so one designated shard, the first, checks the
    /// goldens of the whole corpus, and every other shard says on standard error that the first
    /// one does (a flag given to every shard applies on the first).
    public func unreferenced(flag: String?, selection: Selection) throws(UsageError) -> (
        UnreferencedPolicy?, notes: [String]
    ) {
        var narrowed = selection
        narrowed.shard = nil
        let (policy, notes) = try unreferenced(flag: flag, filtered: narrowed.isFiltered)
        guard let shard = selection.shard, shard.index > 0, policy != nil else { return (policy, notes) }
        return (
            nil,
            notes + [
                "note: unreferenced goldens are checked by shard 1/\(shard.count), not by this shard (\(shard))"
            ]
        )
    }

    /// Where reports and artifacts go: `--junit` else `XML_OUTPUT_FILE`; `--json` else
    /// `ADSPEC_JSON`; `ADSPEC_ARTIFACTS_DIR` else `TEST_UNDECLARED_OUTPUTS_DIR`.
    public func reports(junit: String?, json: String?, base: URL) -> (junit: URL?, json: URL?, artifacts: URL?) {
        func resolve(_ path: String?) -> URL? { path.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL } }
        return (
            resolve(junit ?? self["XML_OUTPUT_FILE"]), resolve(json ?? self["ADSPEC_JSON"]),
            resolve(self["ADSPEC_ARTIFACTS_DIR"] ?? self["TEST_UNDECLARED_OUTPUTS_DIR"])
        )
    }

    /// `GITHUB_STEP_SUMMARY`: the file a run appends its Markdown summary to.
    public func stepSummary(base: URL) -> URL? {
        self["GITHUB_STEP_SUMMARY"].map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL }
    }

    /// `GITHUB_ACTIONS` is set: print workflow-command annotations.
    public var githubAnnotations: Bool { self["GITHUB_ACTIONS"] != nil }
}
