import Foundation

/// Partition coverage (issue 10, item 2): per rule, each partition of `Catalogue/partitions.xml`
/// with its scenarios, and what the gate finds missing. Only when the catalogue has partitions.
extension Coverage {
    /// One partition of a rule in the report.
    package struct PartitionEntry: Sendable, Codable, Hashable {
        package var id: String
        package var applies: Bool
        /// Why it does not apply (when `applies` is false).
        package var reason: String?
        /// The scenarios listed for it that exist and cover the rule, sorted.
        package var scenarios: [String]

        package var isCovered: Bool { !applies || !scenarios.isEmpty }
    }

    /// The partition counts of the summary.
    package struct PartitionSummary: Sendable, Codable, Hashable {
        /// Rules that need partitions (must/should of implemented areas) and those that have them.
        package var rules: Int
        package var rulesListed: Int
        package var applicable: Int
        package var applicableCovered: Int
        package var notApplicable: Int
    }

    /// The partitions of every rule, the counts and the gate's failures for them.
    static func partitions(
        catalogue: Catalogue, scenarios: [LoadedScenario]
    ) -> (entries: [String: [PartitionEntry]], summary: PartitionSummary, failures: [CoverageFailure])? {
        guard let map = catalogue.partitionMap else { return nil }
        let covers = Dictionary(scenarios.map { ($0.id, Set($0.rules)) }, uniquingKeysWith: { first, _ in first })
        var entries: [String: [PartitionEntry]] = [:]
        var failures: [CoverageFailure] = []
        var summary = PartitionSummary(rules: 0, rulesListed: 0, applicable: 0, applicableCovered: 0, notApplicable: 0)
        for rule in map.rules {
            var list: [PartitionEntry] = []
            for partition in rule.partitions {
                var valid: [String] = []
                for id in partition.scenarios {
                    let location = "\(map.path):\(partition.line):1"
                    guard let rules = covers[id] else {
                        failures.append(
                            CoverageFailure(
                                kind: .partitionScenario, location: location, subject: "\(rule.rule)/\(partition.id)",
                                message: "partition \(partition.id) of \(rule.rule) lists scenario '\(id)', which is not in "
                                    + "the corpus; fix the id or add the scenario"))
                        continue
                    }
                    guard rules.contains(rule.rule) else {
                        failures.append(
                            CoverageFailure(
                                kind: .partitionScenario, location: location, subject: "\(rule.rule)/\(partition.id)",
                                message: "partition \(partition.id) of \(rule.rule) lists scenario '\(id)', whose covers "
                                    + "does not name \(rule.rule); list \(rule.rule) in its covers or remove it here"))
                        continue
                    }
                    valid.append(id)
                }
                let entry = PartitionEntry(
                    id: partition.id, applies: partition.applies, reason: partition.notApplicable,
                    scenarios: valid.sorted())
                if partition.applies {
                    summary.applicable += 1
                    if entry.isCovered {
                        summary.applicableCovered += 1
                    } else if partition.scenarios.isEmpty {
                        failures.append(
                            CoverageFailure(
                                kind: .uncoveredPartition, location: "\(map.path):\(partition.line):1",
                                subject: "\(rule.rule)/\(partition.id)",
                                message: "partition \(partition.id) of \(rule.rule) has no scenario; add a scenario that "
                                    + "reaches \(rule.rule) this way and list it in scenarios=\"...\", or mark the "
                                    + "partition applies=\"false\" with the reason"))
                    }
                } else {
                    summary.notApplicable += 1
                }
                list.append(entry)
            }
            entries[rule.rule] = list
        }
        for rule in catalogue.rules where catalogue.needsPartitions(rule) {
            summary.rules += 1
            if entries[rule.id] != nil {
                summary.rulesListed += 1
            } else {
                failures.append(
                    CoverageFailure(
                        kind: .ruleWithoutPartitions, location: "\(catalogue.path):\(rule.line):1", subject: rule.id,
                        message: "rule \(rule.id) (\(rule.strength.rawValue)) has no partitions; list the ways it can "
                            + "be reached in \(map.path) (Documentation/Partitions.md)"))
            }
        }
        return (entries, summary, failures)
    }

    /// `; partitions: N of M applicable covered (K not applicable)`, when there are partitions.
    var partitionSummaryText: String {
        guard let partitions = summary.partitions else { return "" }
        var text = "; partitions: \(partitions.applicableCovered) of \(partitions.applicable) applicable covered"
        text += " (\(partitions.notApplicable) not applicable)"
        if partitions.rulesListed < partitions.rules {
            text += ", \(partitions.rules - partitions.rulesListed) rules without partitions"
        }
        return text
    }
}
