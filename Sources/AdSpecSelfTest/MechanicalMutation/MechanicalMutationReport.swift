import AdSpecHarness
import AdSpecKit
import Foundation

/// What `adspec mutate` prints and writes (`--json`): the score overall, per engine file and per
/// rule area, every survivor with its place, code and covering scenarios, the unreached sites,
/// the sites the compiler rejected, and the equivalents file's problems. Nothing in it depends on
/// timing or on `-j`.
package struct MechanicalMutationReport: Sendable {
    package enum Status: String, Sendable, Codable {
        /// `left`: not killed (survived or unreached), listed in the known-survivors file with
        /// why it is left; counts as not killed in the score, but does not fail the run.
        case killed, survived, equivalent, unreached, left
    }

    package struct Mutant: Sendable, Codable {
        package var key: String
        package var file: String
        package var line: Int
        package var kind: String
        package var original: String
        package var mutated: String
        package var status: Status
        package var killedBy: String?
        package var covering: [String]
        package var areas: [String]
        package var reason: String?
    }

    package struct Rejected: Sendable, Codable {
        package var file: String
        package var line: Int
        package var code: String
        package var error: String
    }

    package struct Tally: Sendable, Codable {
        package var name: String
        package var killed = 0
        package var survived = 0
        package var equivalent = 0
        package var unreached = 0
        package var left = 0
        /// Killed over the non-equivalent mutants (unreached and known survivors count as not killed).
        package var score: Double {
            let d = killed + survived + unreached + left
            return d == 0 ? 1 : Double(killed) / Double(d)
        }
    }

    package var engineFolder: String
    package var siteCount: Int
    package var mutantCount: Int
    package var selection: String
    package var mutants: [Mutant]
    package var notCompilable: [Rejected]
    package var problems: [String]
    package var baselineFailures: [String]
    package var total: Tally
    package var files: [Tally]
    package var areas: [Tally]

    package init(
        outcome: MechanicalMutationRun.Outcome, equivalents: EquivalentMutants,
        knownSurvivors: EquivalentMutants = .noKnownSurvivors, areasOfScenario: [String: [String]],
        engineFolder: String, selectionText: String
    ) {
        let plan = outcome.plan
        self.engineFolder = engineFolder
        siteCount = plan.sites.count
        let generated = plan.mutants(excluding: [])
        mutantCount = generated.count
        selection = selectionText
        let reasons = Dictionary(equivalents.entries.map { ($0.key, $0.reason) }, uniquingKeysWith: { a, _ in a })
        let leftReasons = Dictionary(knownSurvivors.entries.map { ($0.key, $0.reason) }, uniquingKeysWith: { a, _ in a })
        var list: [Mutant] = []
        var killedBy: [String: String] = [:]
        for mutant in outcome.chosen {
            let site = plan.sites[mutant.site]
            let key = site.key(variant: mutant.variant)
            let covering = outcome.coverage[mutant.site] ?? []
            var areas = Set<String>()
            for id in covering { areas.formUnion(areasOfScenario[id] ?? []) }
            // Killed, or else what the lists say of it (equivalent first), or else survived or unreached.
            var status: Status
            var killer: String?
            var reason: String?
            if case .some(.some(let scenario)) = outcome.results[mutant] {
                status = .killed
                killer = scenario
                killedBy[key] = scenario
            } else if let listed = reasons[key] {
                (status, reason) = (.equivalent, listed)
            } else if let listed = leftReasons[key] {
                (status, reason) = (.left, listed)
            } else {
                status = outcome.results[mutant] == nil ? .unreached : .survived
            }
            list.append(
                Mutant(
                    key: key, file: engineFolder + "/" + site.file, line: site.line, kind: site.kind.rawValue,
                    original: site.kind == .earlyReturn ? site.scope : site.code, mutated: site.mutatedCode(variant: mutant.variant),
                    status: status, killedBy: killer, covering: covering, areas: areas.sorted(), reason: reason))
        }
        mutants = list
        notCompilable = outcome.dropped.keys.sorted().map { index in
            let site = plan.sites[index]
            return Rejected(
                file: engineFolder + "/" + site.file, line: site.line, code: site.code, error: outcome.dropped[index]!)
        }
        let existing = Set(generated.map { plan.sites[$0.site].key(variant: $0.variant) })
        problems =
            equivalents.problems(existing: existing, killedBy: killedBy)
            + knownSurvivors.problems(existing: existing, killedBy: killedBy) + equivalents.overlaps(knownSurvivors)
        baselineFailures = outcome.baselineFailures
        func tally(_ name: String, _ members: [Mutant]) -> Tally {
            var t = Tally(name: name)
            for m in members {
                switch m.status {
                case .killed: t.killed += 1
                case .survived: t.survived += 1
                case .equivalent: t.equivalent += 1
                case .unreached: t.unreached += 1
                case .left: t.left += 1
                }
            }
            return t
        }
        total = tally("total", list)
        files = Dictionary(grouping: list, by: \.file).sorted { $0.key < $1.key }.map { tally($0.key, $0.value) }
        var byArea: [String: [Mutant]] = [:]
        for m in list { for area in m.areas { byArea[area, default: []].append(m) } }
        areas = byArea.sorted { $0.key < $1.key }.map { tally($0.key, $0.value) }
    }

    package var survivors: [Mutant] { mutants.filter { $0.status == .survived } }

    /// The mutants that fail the run: not killed, and listed neither as equivalent nor as a known
    /// survivor, whether a scenario reached them (survived) or none did (unreached).
    package var unlisted: [Mutant] { mutants.filter { $0.status == .survived || $0.status == .unreached } }

    /// Fails when a mutant is not killed that neither list names, or when a list is wrong, or the
    /// plain schema does not pass the corpus.
    package var passed: Bool { unlisted.isEmpty && problems.isEmpty && baselineFailures.isEmpty }

    static func percent(_ value: Double) -> String {
        let tenths = Int((value * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }

    package func text(verbose: Bool = false) -> String {
        var out = ""
        out += "\(siteCount) sites, \(mutantCount) mutants in \(engineFolder); \(notCompilable.count) sites not compilable; "
        out += "\(selection): \(mutants.count) mutants\n"
        if !baselineFailures.isEmpty {
            out += "blocked: the schema with no mutant active fails these scenarios (no mutant was run):\n"
            for failure in baselineFailures { out += "  \(failure)\n" }
        }
        func row(_ t: Tally, width: Int) -> String {
            let all = t.killed + t.survived + t.unreached + t.left
            return "  " + Columns.pad(t.name, width) + "\(Self.percent(t.score))  \(t.killed)/\(all) killed"
                + (t.survived > 0 ? ", \(t.survived) survived" : "") + (t.unreached > 0 ? ", \(t.unreached) unreached" : "")
                + (t.left > 0 ? ", \(t.left) known survivors" : "")
                + (t.equivalent > 0 ? ", \(t.equivalent) equivalent" : "") + "\n"
        }
        out += "per engine file:\n"
        let fileWidth = (files.map(\.name.count).max() ?? 0) + 2
        for t in files { out += row(t, width: fileWidth) }
        out += "per rule area (the areas of the scenarios that reach the mutant):\n"
        let areaWidth = (areas.map(\.name.count).max() ?? 0) + 2
        for t in areas { out += row(t, width: areaWidth) }
        if !survivors.isEmpty {
            out += "survivors (\(survivors.count), listed neither as equivalent nor as known survivors):\n"
            for m in survivors {
                out += "  \(m.file):\(m.line): survived: \(m.original)\n"
                out += "      mutated: \(m.mutated)\n"
                out += "      key: \(m.key)\n"
                let shown = verbose ? m.covering : Array(m.covering.prefix(5))
                let more = m.covering.count - shown.count
                out += "      covered by: \(shown.joined(separator: ", "))" + (more > 0 ? " (+\(more) more)" : "") + "\n"
            }
        }
        let unreached = mutants.filter { $0.status == .unreached }
        if !unreached.isEmpty {
            out += "unreached (\(unreached.count); no scenario executes this; not listed):\n"
            for m in unreached {
                out += "  \(m.file):\(m.line): unreached: \(m.original)\n"
                out += "      mutated: \(m.mutated)\n"
                out += "      key: \(m.key)\n"
            }
        }
        let left = mutants.filter { $0.status == .left }
        if !left.isEmpty {
            out += "known survivors (\(left.count), listed with why they are left; not failures):\n"
            for m in left { out += "  \(m.file):\(m.line): \(m.original)  ->  \(m.mutated)\n" }
        }
        if !notCompilable.isEmpty {
            out += "not compilable (\(notCompilable.count) sites the compiler rejected, dropped):\n"
            for r in notCompilable { out += "  \(r.file):\(r.line): \(r.code)  (\(r.error))\n" }
        }
        if verbose {
            for m in mutants where m.status == .killed { out += "  \(m.file):\(m.line): killed by \(m.killedBy ?? "?"): \(m.mutated)\n" }
        }
        for problem in problems { out += problem + "\n" }
        out += "score \(Self.percent(total.score)): \(total.killed) killed of \(total.killed + total.survived + total.unreached + total.left) "
        out += "non-equivalent mutants; \(total.survived) survived, \(total.unreached) unreached, "
        out += "\(total.left) known survivors, \(total.equivalent) equivalent\n"
        if !unlisted.isEmpty {
            let files = Set(unlisted.map { ($0.file as NSString).lastPathComponent }).sorted()
            out += "FAIL: \(unlisted.count) mutants not killed and not listed (above, with file:line and the mutated code). "
            out += "Kill each with a scenario, or list it with its reason (Documentation/MechanicalMutation.md); "
            out += "re-run: swift run adspec mutate " + files.map { "--file " + $0 }.joined(separator: " ") + "\n"
        }
        return out
    }

    struct JSONShape: Codable {
        var engineFolder: String
        var sites: Int
        var mutantsGenerated: Int
        var selection: String
        var score: Double
        var total: Tally
        var files: [Tally]
        var areas: [Tally]
        var mutants: [Mutant]
        var notCompilable: [Rejected]
        var problems: [String]
        var baselineFailures: [String]
    }

    package func json() -> String {
        JSONText.encode(
            JSONShape(
                engineFolder: engineFolder, sites: siteCount, mutantsGenerated: mutantCount, selection: selection,
                score: (total.score * 10000).rounded() / 10000, total: total, files: files, areas: areas, mutants: mutants,
                notCompilable: notCompilable, problems: problems, baselineFailures: baselineFailures))
    }
}
