import Foundation

/// What a given implementation is known not to pass: an expectations file, one entry a line.
///
///     # adspec expectations v2
///     # subject: mutant:bindingFailsImmediately
///     fail  native/hidden-vs-opacity  line=13 rule=BIND-4  binds at once instead of after the grace period
///     fail  rule:IMP-1                                     our dwell is longer
///     skip  slider/*                                       no slider front end yet
///
/// A line is a verb, a scenario id or id glob (`*`, `?`) or `rule:<id>`, optionally how it fails
/// (`line=N`, `rule=R`, `status=error`: a `FailureSignature`), and a reason (required), separated
/// by spaces. `fail`: the scenario is expected to fail or error (an expected failure; a pass is an
/// unexpected pass, which fails the run); with a signature, only that failure is expected, and
/// failing differently is a failure. `fail rule:R`: any failure whose first unmatched event is of
/// rule R is expected (an entry no failure of the run used is stale and fails the run). `skip`:
/// the scenario is not run (`skip rule:R`: the scenarios covering R). `#` starts a comment; blank
/// lines are ignored. Files live at `Specs/Expectations/<subject>.txt` by convention. Version 1
/// files (no signatures) read unchanged.
public struct Expectations: Sendable, Hashable {
    public enum Verb: String, Sendable, Hashable, CaseIterable {
        case fail
        case skip
    }

    public struct Entry: Sendable, Hashable {
        public var verb: Verb
        /// A scenario id, or a glob over ids.
        public var pattern: String
        public var reason: String
        public var line: Int
        /// How the scenario is expected to fail; `nil`: any failure (a version 1 line).
        public var how: FailureSignature?

        public init(verb: Verb, pattern: String, reason: String, line: Int, how: FailureSignature? = nil) {
            self.verb = verb
            self.pattern = pattern
            self.reason = reason
            self.line = line
            self.how = how
        }

        /// `BIND-4` for a `rule:BIND-4` entry.
        public var rule: String? {
            pattern.hasPrefix(Expectations.rulePrefix) ? String(pattern.dropFirst(Expectations.rulePrefix.count)) : nil
        }
    }

    /// The prefix of an entry given per rule.
    public static let rulePrefix = "rule:"

    /// The format line a written file starts with.
    public static let formatLine = "# adspec expectations v2"

    /// The file as given (used in diagnostics).
    public var path: String
    public var entries: [Entry]

    public init(path: String, entries: [Entry]) {
        self.path = path
        self.entries = entries
    }

    /// No expectations: every scenario must pass.
    public static let none = Expectations(path: "(none)", entries: [])

    /// The first entry whose pattern matches the scenario id (exact ids win over globs; entries
    /// per rule are not among them).
    public func entry(for id: String) -> Entry? {
        let byScenario = entries.filter { $0.rule == nil }
        return byScenario.first { $0.pattern == id } ?? byScenario.first { IDPattern.matches($0.pattern, id) }
    }

    /// The entry for a scenario: by id, else a `skip rule:R` for a rule it covers.
    public func entry(for id: String, covering rules: [String]) -> Entry? {
        entry(for: id) ?? entries.first { $0.verb == .skip && $0.rule.map(rules.contains) == true }
    }

    /// The `fail rule:R` entry that expects a failure of rule `rule`.
    public func ruleEntry(failingAt rule: String?) -> Entry? {
        guard let rule else { return nil }
        return entries.first { $0.verb == .fail && $0.rule == rule }
    }

    /// Parses the text of an expectations file.
    public static func parse(_ text: String, path: String) throws(DiagnosticList) -> Expectations {
        var entries: [Entry] = []
        var problems: [Diagnostic] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let content = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard let first = words.first else { continue }
            let column = raw.distance(from: raw.startIndex, to: first.startIndex) + 1
            guard let verb = Verb(rawValue: String(first)) else {
                problems.append(
                    Diagnostic(
                        path: path, line: number, column: column,
                        message: "unknown verb '\(first)'; a line is: fail|skip <scenario id or glob> <reason>"))
                continue
            }
            var how: FailureSignature?
            var reasonIndex = 2
            while reasonIndex < words.count {
                var signature = how ?? FailureSignature()
                guard FailureSignature.field(words[reasonIndex], into: &signature) else { break }
                how = signature
                reasonIndex += 1
            }
            guard words.count > reasonIndex else {
                problems.append(
                    Diagnostic(
                        path: path, line: number, column: column,
                        message: "'\(verb.rawValue)' needs a scenario id and a reason: \(verb.rawValue) <scenario id> <why>"))
                continue
            }
            let pattern = String(words[1])
            if how != nil && (verb == .skip || pattern.hasPrefix(Self.rulePrefix)) {
                problems.append(
                    Diagnostic(
                        path: path, line: number, column: column,
                        message: "how a scenario fails (line=, rule=, status=) goes with 'fail <scenario id>', not here"))
                continue
            }
            let reasonStart = words[reasonIndex].startIndex
            let reason = String(content[reasonStart...]).trimmingCharacters(in: .whitespaces)
            if let earlier = entries.first(where: { $0.pattern == pattern }) {
                problems.append(
                    Diagnostic(
                        path: path, line: number, column: raw.distance(from: raw.startIndex, to: words[1].startIndex) + 1,
                        message: "'\(pattern)' is already listed on line \(earlier.line)"))
                continue
            }
            entries.append(Entry(verb: verb, pattern: pattern, reason: reason, line: number, how: how))
        }
        if !problems.isEmpty { throw DiagnosticList(problems) }
        return Expectations(path: path, entries: entries)
    }

    /// Entries that match no scenario of the corpus (a typo or a removed scenario), as errors.
    /// `scenarios` are the corpus's ids with the rules each covers.
    public func check(against scenarios: [(id: String, rules: [String])]) -> [Diagnostic] {
        entries.filter { entry in
            if let rule = entry.rule { return !scenarios.contains { $0.rules.contains(rule) } }
            return !scenarios.contains { IDPattern.matches(entry.pattern, $0.id) }
        }.map { entry in
            if let rule = entry.rule {
                return Diagnostic(
                    path: path, line: entry.line, column: 1,
                    message: "no scenario covers rule '\(rule)'; remove the line or correct the rule id")
            }
            return Diagnostic(
                path: path, line: entry.line, column: 1,
                message: IDPattern.isGlob(entry.pattern)
                    ? "no scenario id matches '\(entry.pattern)'; remove the line or correct the glob"
                    : "unknown scenario id '\(entry.pattern)'; remove the line or correct the id")
        }
    }
}
