import AdSpecHarness
import Foundation

extension Catalogue {
    /// Traceability: every rule id a scenario names must exist in the catalogue. Returns one
    /// `path:line:column: error: ...` diagnostic per unknown id, at the place the scenario names
    /// it (its `covers` line), with the nearest known id as a suggestion. An empty list means
    /// every id is known. The loader and the runner call this after loading the corpus, so an
    /// unknown id is a load error for `adspec verify`, `adspec coverage` and `swift test` alike.
    package func check(scenarios: [LoadedScenario]) -> [Diagnostic] {
        let known = ruleIDs
        var diagnostics: [Diagnostic] = []
        for scenario in scenarios {
            let unknown = scenario.rules.filter { !known.contains($0) }
            guard !unknown.isEmpty else { continue }
            let locator = CoversLocator(path: scenario.path, root: root)
            for id in unknown {
                let (line, column) = locator.position(of: id)
                var message = "scenario '\(scenario.id)' covers unknown rule id '\(id)'"
                if let near = nearestRuleID(to: id) { message += " (did you mean \(near)?)" }
                message += "; every id in covers must be a rule of \(path): fix the id, or add the rule to the catalogue"
                diagnostics.append(Diagnostic(path: scenario.path, line: line, column: column, message: message))
            }
        }
        return diagnostics
    }

    /// The known id closest to `id` (edit distance at most 2, or the same prefix and number
    /// with different case), if any.
    func nearestRuleID(to id: String) -> String? {
        let upper = id.uppercased()
        if let exact = rules.first(where: { $0.id == upper }) { return exact.id }
        return NearestName.nearest(to: upper, in: rules.map(\.id), maxDistance: 2)
    }
}

/// Finds where a scenario file names a rule id: the first whole-word occurrence on a line that
/// mentions `covers` or `rule`, else the first anywhere, else the top of the file. Lines and
/// columns are 1-based; columns count characters.
struct CoversLocator {
    var lines: [Substring]

    /// `path` is absolute, or relative to `root`.
    init(path: String, root: URL) {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
        let text = (try? BoundedFile.text(url, limit: KitLimits.standard.fileBytes)) ?? ""
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    init(lines: [Substring]) { self.lines = lines }

    func position(of id: String) -> (line: Int, column: Int) {
        var fallback: (Int, Int)?
        var insideCovers = false
        for (index, line) in lines.enumerated() {
            let mentionsCovers = line.contains("covers") || line.contains("rule")
            if line.contains("<covers") { insideCovers = true }
            if let column = Self.column(of: id, in: line) {
                if mentionsCovers || insideCovers { return (index + 1, column) }
                if fallback == nil { fallback = (index + 1, column) }
            }
            if line.contains("</covers") || line.contains("/>") { insideCovers = false }
        }
        return fallback ?? (1, 1)
    }

    /// The 1-based column of the first occurrence of `word` not part of a longer id.
    static func column(of word: String, in line: Substring) -> Int? {
        var searchStart = line.startIndex
        while let range = line[searchStart...].range(of: word) {
            let before = range.lowerBound == line.startIndex ? nil : line[line.index(before: range.lowerBound)]
            let after = range.upperBound == line.endIndex ? nil : line[range.upperBound]
            if !isIDCharacter(before) && !isIDCharacter(after) {
                return line.distance(from: line.startIndex, to: range.lowerBound) + 1
            }
            searchStart = range.upperBound
        }
        return nil
    }

    static func isIDCharacter(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character.isLetter || character.isNumber || character == "-" || character == "_"
    }
}
