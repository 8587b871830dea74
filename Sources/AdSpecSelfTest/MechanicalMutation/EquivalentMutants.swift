import AdSpecHarness
import AdSpecKit
/// A checked-in list of mutants, each with the reason a reviewer can check: the equivalents
/// (`Specs/Mutation/equivalent.txt`: no scenario can tell them from the engine) or the known
/// survivors (`Specs/Mutation/known-survivors.txt`: observable, not killed yet, with why they are
/// left; they count as not killed in the score). One entry a line:
///
///     <file> | <scope> | <label> #<occurrence> | <mutation> | <reason>
///
/// for example `Simulation+Bulk.swift | Simulation.bulkLoad(batch:unitID:count:) | < #1 | <= | …`;
/// `#` starts a comment line. The first four fields are the mutant's key (`MutationSite.key`),
/// which has no line number, so edits elsewhere in the file leave it valid.
package struct EquivalentMutants: Sendable {
    package struct Entry: Sendable, Hashable {
        package var key: String
        package var reason: String
        package var line: Int
    }

    package var path: String
    package var entries: [Entry]
    /// How an entry of this list is named in a problem: "equivalent", "a known survivor".
    package var listedAs: String

    package init(path: String, entries: [Entry], listedAs: String = "equivalent") {
        self.path = path
        self.entries = entries
        self.listedAs = listedAs
    }

    package static let empty = EquivalentMutants(path: "", entries: [])
    package static let noKnownSurvivors = EquivalentMutants(path: "", entries: [], listedAs: "a known survivor")

    /// Parses the file's text; malformed lines are `path:line: error: …` diagnostics.
    package static func parse(
        _ text: String, path: String, listedAs: String = "equivalent"
    ) -> (EquivalentMutants, [String]) {
        var entries: [Entry] = []
        var errors: [String] = []
        var seen: [String: Int] = [:]
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            let number = offset + 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            // Fields are separated by ` | ` (so that `||` can be a label); the reason is the rest.
            var fields = line.components(separatedBy: " | ").map { $0.trimmingCharacters(in: .whitespaces) }
            if fields.count > 5 { fields = Array(fields[0..<4]) + [fields[4...].joined(separator: " | ")] }
            guard fields.count == 5, fields[0..<4].allSatisfy({ !$0.isEmpty }) else {
                errors.append("\(path):\(number): error: expected '<file> | <scope> | <label> #<n> | <mutation> | <reason>'")
                continue
            }
            guard !fields[4].isEmpty else {
                errors.append("\(path):\(number): error: the entry gives no reason")
                continue
            }
            let key = fields[0..<4].joined(separator: " | ")
            if let first = seen[key] {
                errors.append("\(path):\(number): error: the mutant is listed twice (first at line \(first))")
                continue
            }
            seen[key] = number
            entries.append(Entry(key: key, reason: fields[4], line: number))
        }
        return (EquivalentMutants(path: path, entries: entries, listedAs: listedAs), errors)
    }

    /// The entries that are wrong for this run: a key no generated mutant has (the code changed),
    /// or a mutant the run killed. `killedBy` holds the mutants of this run that were killed,
    /// by key, with the scenario that killed each.
    package func problems(existing: Set<String>, killedBy: [String: String]) -> [String] {
        var problems: [String] = []
        for entry in entries {
            if !existing.contains(entry.key) {
                problems.append(
                    "\(path):\(entry.line): error: no such mutant (the code changed?): \(entry.key)")
            } else if let scenario = killedBy[entry.key] {
                problems.append(
                    "\(path):\(entry.line): error: listed as \(listedAs) but killed by \(scenario) (remove the entry): \(entry.key)")
            }
        }
        return problems
    }

    package var keys: Set<String> { Set(entries.map(\.key)) }

    /// Entries of `other` that this list has too: a mutant is equivalent or a known survivor, not both.
    package func overlaps(_ other: EquivalentMutants) -> [String] {
        let mine = Dictionary(entries.map { ($0.key, $0.line) }, uniquingKeysWith: { a, _ in a })
        return other.entries.compactMap { entry in
            mine[entry.key].map {
                "\(other.path):\(entry.line): error: also listed in \(path):\($0) (equivalent or known survivor, not both): \(entry.key)"
            }
        }
    }
}
