import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which scenarios a run takes: ids or id globs, rule ids (or globs), areas (an id's first
/// component: `native` for `native/hidden-vs-opacity`), then a shard of what is left. Kinds
/// combine with "and", values of one kind with "or". Shards deal the selected scenarios, sorted
/// by id, round-robin: deterministic, and together the shards hold each scenario exactly once.
public struct Selection: Sendable, Hashable {
    public var patterns: [String]
    public var rules: [String]
    public var areas: [String]
    public var shard: Shard?

    public init(patterns: [String] = [], rules: [String] = [], areas: [String] = [], shard: Shard? = nil) {
        self.patterns = patterns
        self.rules = rules
        self.areas = areas
        self.shard = shard
    }

    /// Whether anything narrows the run (then whole-corpus checks such as orphans are refused).
    public var isFiltered: Bool { !patterns.isEmpty || !rules.isEmpty || !areas.isEmpty || shard != nil }

    public struct Shard: Sendable, Hashable, CustomStringConvertible {
        /// 0-based.
        public var index: Int
        public var count: Int

        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }

        /// Parses `I/N` with 1-based `I` (`--shard 2/4`).
        public init?(oneBased text: String) {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 1, i <= n else {
                return nil
            }
            self.init(index: i - 1, count: n)
        }

        public var description: String { "\(index + 1)/\(count)" }
    }

    public struct NoMatch: Error, Sendable, CustomStringConvertible {
        public var unmatched: [String]
        public var description: String {
            unmatched.map { pattern in
                Selection.isGlob(pattern) ? "no scenario id matches '\(pattern)'" : "unknown scenario id '\(pattern)'"
            }.joined(separator: "\n")
        }
    }

    /// The selected scenarios, in id order. Every id or glob given must match at least one
    /// scenario (a typo never passes as an empty run).
    public func apply(to scenarios: [LoadedScenario]) throws(NoMatch) -> [LoadedScenario] {
        let unmatched = patterns.filter { pattern in !scenarios.contains { Self.matches(pattern, $0.id) } }
        if !unmatched.isEmpty { throw NoMatch(unmatched: unmatched) }
        let chosen = scenarios.sorted { $0.id < $1.id }.filter { scenario in
            (patterns.isEmpty || patterns.contains { Self.matches($0, scenario.id) })
                && (rules.isEmpty || rules.contains { rule in scenario.rules.contains { Self.matches(rule, $0) } })
                && (areas.isEmpty || areas.contains { scenario.id.hasPrefix($0 + "/") || scenario.id == $0 })
        }
        guard let shard else { return chosen }
        return chosen.enumerated().filter { $0.offset % shard.count == shard.index }.map(\.element)
    }

    public static func isGlob(_ pattern: String) -> Bool {
        pattern.contains { "*?[".contains($0) }
    }

    /// Shell-style glob (`*`, `?`, `[...]`); `*` also matches `/`. A plain id matches only itself.
    public static func matches(_ pattern: String, _ id: String) -> Bool {
        guard isGlob(pattern) else { return pattern == id }
        return fnmatch(pattern, id, 0) == 0
    }
}
