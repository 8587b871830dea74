import Foundation

/// Which scenarios cover which rules: per area (with its title), per rule, the covering
/// scenarios; the summary counts; and what the coverage gate finds missing. Built from the
/// catalogue and the loaded corpus; rendered by `adspec coverage` as text or JSON.
package struct Coverage: Sendable, Codable {
    package struct RuleEntry: Sendable, Codable, Hashable {
        package var id: String
        package var strength: String
        package var status: String
        package var requirement: CoveragePolicy.Requirement
        /// Why the rule is (not) required, in words.
        package var reason: String
        package var statement: String
        /// Ids of the scenarios whose covers names the rule, sorted.
        package var scenarios: [String]
        /// Its partitions (`Catalogue/partitions.xml`), when the catalogue has them and lists the rule.
        package var partitions: [PartitionEntry]? = nil

        package var isCovered: Bool { !scenarios.isEmpty }
    }

    package struct AreaEntry: Sendable, Codable, Hashable {
        package var id: String
        package var title: String
        package var implemented: Bool
        package var rules: [RuleEntry]

        package func count(_ requirement: CoveragePolicy.Requirement, coveredOnly: Bool = false) -> Int {
            rules.filter { $0.requirement == requirement && (!coveredOnly || $0.isCovered) }.count
        }
    }

    package struct Summary: Sendable, Codable, Hashable {
        package var required: Int
        package var requiredCovered: Int
        package var optional: Int
        package var optionalCovered: Int
        package var notImplemented: Int
        package var notImplementedCovered: Int
        package var scenarios: Int
        /// Partition counts, when the catalogue has partitions.
        package var partitions: PartitionSummary? = nil
    }

    package var catalogue: String
    package var areas: [AreaEntry]
    package var summary: Summary
    /// What fails the gate: uncovered required rules, scenarios that cover no rule, unknown ids.
    package var failures: [CoverageFailure]

    package var passed: Bool { failures.isEmpty }

    package init(catalogue: Catalogue, scenarios: [LoadedScenario]) {
        var byRule: [String: [String]] = [:]
        for scenario in scenarios {
            for rule in Set(scenario.rules) { byRule[rule, default: []].append(scenario.id) }
        }
        self.catalogue = catalogue.path
        areas = catalogue.areas.map { area in
            AreaEntry(
                id: area.id, title: area.title, implemented: area.implemented,
                rules: catalogue.rules(in: area.id).map { rule in
                    RuleEntry(
                        id: rule.id, strength: rule.strength.rawValue, status: rule.status.rawValue,
                        requirement: CoveragePolicy.requirement(of: rule, in: catalogue),
                        reason: CoveragePolicy.reason(of: rule, in: catalogue), statement: rule.statement,
                        scenarios: (byRule[rule.id] ?? []).sorted())
                })
        }
        let all = areas.flatMap(\.rules)
        func count(_ requirement: CoveragePolicy.Requirement, covered: Bool) -> Int {
            all.filter { $0.requirement == requirement && (!covered || $0.isCovered) }.count
        }
        summary = Summary(
            required: count(.required, covered: false), requiredCovered: count(.required, covered: true),
            optional: count(.optional, covered: false), optionalCovered: count(.optional, covered: true),
            notImplemented: count(.notImplemented, covered: false),
            notImplementedCovered: count(.notImplemented, covered: true), scenarios: scenarios.count)
        failures = CoverageFailure.find(catalogue: catalogue, areas: areas, scenarios: scenarios)
        if let partitions = Self.partitions(catalogue: catalogue, scenarios: scenarios) {
            for index in areas.indices {
                for rule in areas[index].rules.indices {
                    areas[index].rules[rule].partitions = partitions.entries[areas[index].rules[rule].id]
                }
            }
            summary.partitions = partitions.summary
            failures += partitions.failures
        }
    }

    /// The closing line: `Summary: N of M required rules in implemented areas covered ...`.
    package var summaryLine: String {
        var text = "Summary: \(summary.requiredCovered) of \(summary.required) required rules in implemented areas covered"
        text += "; optional guidance: \(summary.optionalCovered) of \(summary.optional) covered"
        let missingAreas = areas.filter { !$0.implemented }.map(\.id)
        if !missingAreas.isEmpty {
            text += "; not implemented (\(missingAreas.joined(separator: ", "))): \(summary.notImplemented) rules, not required"
        }
        text += partitionSummaryText
        text += "; \(summary.scenarios) scenario\(summary.scenarios == 1 ? "" : "s")"
        return text
    }
}
