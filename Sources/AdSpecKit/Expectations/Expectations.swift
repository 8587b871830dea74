import Foundation

/// What a given implementation is known not to pass: an expectations file, one entry a line.
///
///     # adspec expectations v1
///     # subject: mutant:bindingFailsImmediately
///     fail  native/hidden-vs-opacity   binds at once instead of after the grace period (BIND-4)
///     skip  slider/*                   no slider front end yet
///
/// A line is a verb, a scenario id or id glob (`*`, `?`), and a reason (required), separated by
/// spaces. `fail`: the scenario is expected to fail or error (an expected failure; a pass is an
/// unexpected pass, which fails the run). `skip`: the scenario is not run. `#` starts a comment;
/// blank lines are ignored. Files live at `Specs/Expectations/<subject>.txt` by convention.
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
    }

    /// The file as given (used in diagnostics).
    public var path: String
    public var entries: [Entry]

    public init(path: String, entries: [Entry]) {
        self.path = path
        self.entries = entries
    }

    /// No expectations: every scenario must pass.
    public static let none = Expectations(path: "(none)", entries: [])

    /// The first entry whose pattern matches the scenario id (exact ids win over globs).
    public func entry(for id: String) -> Entry? {
        entries.first { $0.pattern == id } ?? entries.first { Selection.matches($0.pattern, id) }
    }

    /// Reads and parses a file.
    public static func load(file: URL, displayPath: String? = nil) throws(DiagnosticList) -> Expectations {
        let path = displayPath ?? file.path
        let text: String
        do throws(BoundedFile.Failure) {
            text = try BoundedFile.text(file, limit: KitLimits.standard.fileBytes)
        } catch {
            let why: String
            switch error {
            case .missing: why = "does not exist"
            case .unreadable: why = "cannot be read"
            case .notARegularFile, .tooLarge: why = "cannot be read: \(error)"
            }
            throw DiagnosticList([Diagnostic(path: path, line: 1, column: 1, message: "the expectations file \(why)")])
        }
        return try parse(text, path: path)
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
            guard words.count >= 3 else {
                problems.append(
                    Diagnostic(
                        path: path, line: number, column: column,
                        message: "'\(verb.rawValue)' needs a scenario id and a reason: \(verb.rawValue) <scenario id> <why>"))
                continue
            }
            let pattern = String(words[1])
            let reasonStart = words[2].startIndex
            let reason = String(content[reasonStart...]).trimmingCharacters(in: .whitespaces)
            if let earlier = entries.first(where: { $0.pattern == pattern }) {
                problems.append(
                    Diagnostic(
                        path: path, line: number, column: raw.distance(from: raw.startIndex, to: words[1].startIndex) + 1,
                        message: "'\(pattern)' is already listed on line \(earlier.line)"))
                continue
            }
            entries.append(Entry(verb: verb, pattern: pattern, reason: reason, line: number))
        }
        if !problems.isEmpty { throw DiagnosticList(problems) }
        return Expectations(path: path, entries: entries)
    }

    /// Entries that match no scenario of the corpus (a typo or a removed scenario), as errors.
    public func check(against scenarios: [LoadedScenario]) -> [Diagnostic] {
        entries.filter { entry in !scenarios.contains { Selection.matches(entry.pattern, $0.id) } }.map { entry in
            Diagnostic(
                path: path, line: entry.line, column: 1,
                message: Selection.isGlob(entry.pattern)
                    ? "no scenario id matches '\(entry.pattern)'; remove the line or correct the glob"
                    : "unknown scenario id '\(entry.pattern)'; remove the line or correct the id")
        }
    }
}
