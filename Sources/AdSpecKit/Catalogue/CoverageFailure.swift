import Foundation

/// One reason the coverage gate fails, with what to add.
package struct CoverageFailure: Sendable, Codable, Hashable, CustomStringConvertible {
    package enum Kind: String, Sendable, Codable, Hashable {
        /// A required rule of an implemented area has no scenario.
        case uncoveredRule = "uncovered-rule"
        /// A scenario names no rule in its covers.
        case scenarioWithoutRule = "scenario-without-rule"
        /// A scenario names a rule id the catalogue does not have.
        case unknownRule = "unknown-rule"
        /// An applicable partition of a rule has no scenario (`Catalogue/partitions.xml`).
        case uncoveredPartition = "uncovered-partition"
        /// A partition lists a scenario that does not exist or does not cover the rule.
        case partitionScenario = "partition-scenario"
        /// A must/should rule of an implemented area is not in the partitions file.
        case ruleWithoutPartitions = "rule-without-partitions"
    }

    package var kind: Kind
    /// `path:line:column` of the place to fix.
    package var location: String
    /// The rule id or scenario id concerned.
    package var subject: String
    package var message: String

    package var description: String { "\(location): error: \(message)" }

    static func find(catalogue: Catalogue, areas: [Coverage.AreaEntry], scenarios: [LoadedScenario]) -> [CoverageFailure] {
        var failures: [CoverageFailure] = []
        for diagnostic in catalogue.check(scenarios: scenarios) {
            failures.append(
                CoverageFailure(
                    kind: .unknownRule, location: "\(diagnostic.path):\(diagnostic.line):\(diagnostic.column)",
                    subject: diagnostic.path, message: diagnostic.message))
        }
        for scenario in scenarios.sorted(by: { $0.id < $1.id }) where scenario.rules.isEmpty {
            let line = CoversLocator(path: scenario.path, root: catalogue.root).line(containing: "<scenario") ?? 1
            failures.append(
                CoverageFailure(
                    kind: .scenarioWithoutRule, location: "\(scenario.path):\(line):1", subject: scenario.id,
                    message: "scenario '\(scenario.id)' covers no rule; name the rules it checks in its covers "
                        + "(ids of \(catalogue.path)), or remove the scenario if it checks nothing the documents say"))
        }
        for area in areas where area.implemented {
            for rule in area.rules where rule.requirement == .required && !rule.isCovered {
                let line = catalogue.rule(rule.id)?.line ?? 1
                failures.append(
                    CoverageFailure(
                        kind: .uncoveredRule, location: "\(catalogue.path):\(line):1", subject: rule.id,
                        message: "rule \(rule.id) (\(area.id), \(rule.reason)) has no scenario: \"\(rule.statement)\"; "
                            + "add a scenario under Specs/ that checks it and list \(rule.id) in its covers"))
            }
        }
        return failures
    }
}

extension CoversLocator {
    /// The 1-based number of the first line containing `text`.
    func line(containing text: String) -> Int? {
        lines.firstIndex { $0.contains(text) }.map { $0 + 1 }
    }
}
