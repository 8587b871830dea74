import Foundation
import AdSpecHarness


/// Which scenarios a run takes: ids or id globs, rule ids (or globs), areas, then a shard of
/// what is left. An area is a catalogue area (`binding`), its rule prefix (`BIND`: every scenario
/// covering a `BIND-*` rule), or a scenario folder (`native` for `native/hidden-vs-opacity`). Kinds
/// combine with "and", values of one kind with "or". Shards deal the selected scenarios, sorted
/// by id, round-robin: deterministic, and together the shards hold each scenario exactly once.
public struct Selection: Sendable, Hashable {
    public var patterns: [String]
    public var rules: [String]
    public var areas: [String]
    public var shard: Shard?
    /// Catalogue area id to rule prefix (`binding` -> `BIND`), see `CatalogueAreas`.
    public var areaPrefixes: [String: String]

    public init(
        patterns: [String] = [], rules: [String] = [], areas: [String] = [], shard: Shard? = nil,
        areaPrefixes: [String: String] = [:]
    ) {
        self.areaPrefixes = areaPrefixes
        self.patterns = patterns
        self.rules = rules
        self.areas = areas
        self.shard = shard
    }

    /// Whether anything narrows the run (ids, rules, areas: then whole-corpus checks such as
    /// orphans are refused; a shard alone leaves them to shard 1, see `RunEnvironment`).
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
        public var problems: [String]
        public var description: String { problems.joined(separator: "\n") }
    }

    /// The selected scenarios, in id order. Every id, glob, rule and area given must match at
    /// least one scenario (a typo never passes as an empty run).
    public func apply(to scenarios: [LoadedScenario]) throws(NoMatch) -> [LoadedScenario] {
        try checkLengths()
        var problems: [String] = []
        for pattern in patterns where !scenarios.contains(where: { Self.matches(pattern, $0.id) }) {
            if Self.isGlob(pattern) {
                problems.append("no scenario id matches '\(pattern)'")
            } else {
                // The closest known id, within a few edits: a typo is told what it missed.
                let near = NearestName.nearest(
                    to: pattern, in: scenarios.map(\.id).sorted(), maxDistance: max(2, pattern.count / 4))
                problems.append("unknown scenario id '\(pattern)'" + (near.map { " (did you mean \($0)?)" } ?? ""))
            }
        }
        for rule in rules where !scenarios.contains(where: { $0.rules.contains { Self.matches(rule, $0) } }) {
            problems.append("no scenario covers rule '\(rule)'")
        }
        for area in areas where !scenarios.contains(where: { inArea($0, area) }) {
            problems.append("no scenario in area '\(area)'")
        }
        if !problems.isEmpty { throw NoMatch(problems: problems) }
        let chosen = scenarios.sorted { $0.id < $1.id }.filter { scenario in
            (patterns.isEmpty || patterns.contains { Self.matches($0, scenario.id) })
                && (rules.isEmpty || rules.contains { rule in scenario.rules.contains { Self.matches(rule, $0) } })
                && (areas.isEmpty || areas.contains { inArea(scenario, $0) })
        }
        guard let shard else { return chosen }
        return chosen.enumerated().filter { $0.offset % shard.count == shard.index }.map(\.element)
    }

    /// An id or glob longer than a scenario id can be (`KitLimits.idCharacters`) is refused before
    /// it is matched or compared (issue 40: "did you mean" took 20.6 s on an id of 30,000
    /// characters), and shown cut short.
    func checkLengths() throws(NoMatch) {
        let limit = KitLimits.standard.idCharacters
        let problems = patterns.filter { $0.utf8.count > limit && $0.count > limit }.map { pattern in
            "'\(pattern.prefix(40))...' is \(pattern.count) characters long, longer than a scenario id can be "
                + "(\(limit)); give an id or a glob of at most \(limit) characters"
        }
        if !problems.isEmpty { throw NoMatch(problems: problems) }
    }

    func inArea(_ scenario: LoadedScenario, _ area: String) -> Bool {
        if scenario.id.hasPrefix(area + "/") { return true }
        let prefix = (areaPrefixes[area] ?? area).uppercased() + "-"
        return scenario.rules.contains { $0.uppercased().hasPrefix(prefix) }
    }

    public static func isGlob(_ pattern: String) -> Bool { IDPattern.isGlob(pattern) }

    /// Shell-style glob (`*`, `?`, `[...]`); `*` also matches `/`. A plain id matches only itself.
    public static func matches(_ pattern: String, _ id: String) -> Bool { IDPattern.matches(pattern, id) }
}
