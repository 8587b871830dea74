import Foundation

/// Which scenarios cover which rules: per area (with its title), per rule, the covering
/// scenarios; the summary counts; and what the coverage gate finds missing. Built from the
/// catalogue and the loaded corpus; rendered by `adspec coverage` as text or JSON.
public struct Coverage: Sendable, Codable {
    public struct RuleEntry: Sendable, Codable, Hashable {
        public var id: String
        public var strength: String
        public var status: String
        public var requirement: CoveragePolicy.Requirement
        /// Why the rule is (not) required, in words.
        public var reason: String
        public var statement: String
        /// Ids of the scenarios whose covers names the rule, sorted.
        public var scenarios: [String]

        public var isCovered: Bool { !scenarios.isEmpty }
    }

    public struct AreaEntry: Sendable, Codable, Hashable {
        public var id: String
        public var title: String
        public var implemented: Bool
        public var rules: [RuleEntry]

        public func count(_ requirement: CoveragePolicy.Requirement, coveredOnly: Bool = false) -> Int {
            rules.filter { $0.requirement == requirement && (!coveredOnly || $0.isCovered) }.count
        }
    }

    public struct Summary: Sendable, Codable, Hashable {
        public var required: Int
        public var requiredCovered: Int
        public var optional: Int
        public var optionalCovered: Int
        public var notImplemented: Int
        public var notImplementedCovered: Int
        public var scenarios: Int
    }

    public var catalogue: String
    public var areas: [AreaEntry]
    public var summary: Summary
    /// What fails the gate: uncovered required rules, scenarios that cover no rule, unknown ids.
    public var failures: [CoverageFailure]

    public var passed: Bool { failures.isEmpty }

    public init(catalogue: Catalogue, scenarios: [LoadedScenario]) {
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
    }

    /// The closing line: `Summary: N of M required rules in implemented areas covered ...`.
    public var summaryLine: String {
        var text = "Summary: \(summary.requiredCovered) of \(summary.required) required rules in implemented areas covered"
        text += "; optional guidance: \(summary.optionalCovered) of \(summary.optional) covered"
        let missingAreas = areas.filter { !$0.implemented }.map(\.id)
        if !missingAreas.isEmpty {
            text += "; not implemented (\(missingAreas.joined(separator: ", "))): \(summary.notImplemented) rules, not required"
        }
        text += "; \(summary.scenarios) scenario\(summary.scenarios == 1 ? "" : "s")"
        return text
    }
}
