import AdSpecHarness
import AdSpecKit
import AdSpecSelfTest
import Foundation
import Testing

/// One applicable partition of a required rule (`Specs/Catalogue/partitions.xml`).
struct RequiredPartition: Sendable {
    var rule: String
    var entry: Coverage.PartitionEntry
}

extension CoverageGate {
    /// Every applicable partition of every rule that has partitions.
    static let requiredPartitions: [RequiredPartition] = (coverage?.areas ?? []).flatMap { area in
        area.rules.flatMap { rule in
            (rule.partitions ?? []).filter(\.applies).map { RequiredPartition(rule: rule.id, entry: $0) }
        }
    }
}

/// The partition gate (issue 10): every must and should rule of an implemented area lists its
/// partitions, every applicable partition has a scenario that exists and covers the rule
/// (`adspec coverage` reports the same).
@Suite("Partition gate", .enabled(if: CoverageGate.wholeCorpus, "the run is narrowed to part of the corpus"))
struct PartitionGateTests {
    /// One test for all the partitions, one issue per partition without a scenario (a case per
    /// partition was a line each of the `swift test` log: issue 39, item 2).
    @Test("Every applicable partition has a scenario")
    func partitionsAreCovered() {
        for partition in CoverageGate.requiredPartitions where !partition.entry.isCovered {
            Issue.record(
                Comment(
                    rawValue: "partition \(partition.entry.id) of \(partition.rule) has no scenario: add a scenario that "
                        + "reaches \(partition.rule) this way and list it in Specs/Catalogue/partitions.xml, or mark the "
                        + "partition applies=\"false\" with the reason; see: swift run adspec coverage"))
        }
    }

    @Test("Every required rule lists its partitions, and every listed scenario covers the rule")
    func partitionsAreConsistent() throws {
        let coverage = try #require(CoverageGate.coverage, "the catalogue or the corpus does not load")
        #expect(coverage.summary.partitions != nil, "Specs/Catalogue/partitions.xml is missing")
        for failure in coverage.failures where [.partitionScenario, .ruleWithoutPartitions].contains(failure.kind) {
            Issue.record(Comment(rawValue: failure.description))
        }
        #expect(!CoverageGate.requiredPartitions.isEmpty)
    }
}
