import AdSpecEngine
import AdSpecTestSupport
import Foundation
import Testing

@testable import AdSpecHarness
@testable import AdSpecKit

/// Rule partitions (`Specs/Catalogue/partitions.xml`, issue 10): loading, their checks and the gate.
@Suite("Partitions")
struct PartitionsTests {
    /// A fixture with the two must rules of `CatalogueFixture.defaultRules`, two scenarios and a
    /// partitions file.
    static func fixture(partitions: String) throws -> CatalogueFixture {
        let fixture = try CatalogueFixture()
        let schema = try String(
            contentsOf: Repository.specs.appendingPathComponent(Catalogue.partitionsSchemaRelativePath), encoding: .utf8)
        try fixture.write(Catalogue.partitionsSchemaRelativePath, schema)
        try fixture.write(Catalogue.partitionsRelativePath, text(partitions))
        try fixture.write("t/hidden.xml", CatalogueFixture.hiddenTitle())
        try fixture.write("t/no-skan.xml", CatalogueFixture.noSKAdNetwork())
        return fixture
    }

    static func text(_ rules: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <partitions xmlns="urn:adspec:partitions:1" version="1">
        \(rules)
        </partitions>
        """
    }

    static let complete = """
          <rule id="APP-2">
            <partition id="entry:loadAd" scenarios="t/no-skan"/>
            <partition id="entry:preloaded" applies="false">NativeAdState(ad:) makes no load call.</partition>
          </rule>
          <rule id="BIND-4">
            <partition id="placement:primitive" scenarios="t/hidden"/>
          </rule>
        """

    @Test func theRepositoryPartitionsLoadAndCoverEveryApplicablePartition() throws {
        let catalogue = try Catalogue.load(specsDirectory: Repository.specs).catalogue
        let map = try #require(catalogue.partitionMap, "Specs/Catalogue/partitions.xml is read with the catalogue")
        #expect(map.rules.contains { $0.rule == "BIND-4" })
        #expect(map.rules.contains { $0.rule == "GMA-1" })  // area gma is implemented: its rules list partitions
        let scenarios = try RepositoryCorpus.corpus().scenarios
        let coverage = Coverage(catalogue: catalogue, scenarios: scenarios)
        let partitions = try #require(coverage.summary.partitions)
        #expect(partitions.rulesListed == partitions.rules)
        #expect(partitions.applicableCovered == partitions.applicable)
        #expect(!coverage.failures.contains { [.uncoveredPartition, .partitionScenario, .ruleWithoutPartitions].contains($0.kind) })
    }

    @Test func everyApplicablePartitionCoveredPassesAndIsReported() throws {
        let fixture = try Self.fixture(partitions: Self.complete)
        defer { fixture.remove() }
        let coverage = Coverage(catalogue: try fixture.loadCatalogue().catalogue, scenarios: try fixture.corpus())
        #expect(coverage.passed, "\(coverage.failures)")
        #expect(
            coverage.summary.partitions
                == Coverage.PartitionSummary(rules: 2, rulesListed: 2, applicable: 2, applicableCovered: 2, notApplicable: 1))
        #expect(coverage.summaryLine.contains("; partitions: 2 of 2 applicable covered (1 not applicable); "))
        let text = coverage.text()
        #expect(text.contains("\n    entry:loadAd                  t/no-skan\n"))
        #expect(text.contains("\n    entry:preloaded               n/a: NativeAdState(ad:) makes no load call.\n"))
        #expect(coverage.json().contains("\"partitions\""))
    }

    @Test func anApplicablePartitionWithoutScenarioFailsTheGate() throws {
        let rules = MarkedText(
            MarkedText.marking(
                1, lineOf: "boundary:grace-at",
                in: Self.complete.replacingOccurrences(
                    of: "<partition id=\"placement:primitive\" scenarios=\"t/hidden\"/>",
                    with: "<partition id=\"placement:primitive\" scenarios=\"t/hidden\"/>\n"
                        + "        <partition id=\"boundary:grace-at\"/>")))
        let fixture = try Self.fixture(partitions: rules.text)
        defer { fixture.remove() }
        let coverage = Coverage(catalogue: try fixture.loadCatalogue().catalogue, scenarios: try fixture.corpus())
        #expect(!coverage.passed)
        #expect(coverage.failures.map(\.kind) == [.uncoveredPartition])
        #expect(coverage.failures.first?.subject == "BIND-4/boundary:grace-at")
        // The partitions file has two lines (declaration, root) before the rules.
        #expect(coverage.failures.first?.location == "Specs/Catalogue/partitions.xml:\(rules[1].line + 2):1")
        #expect(coverage.text().contains("    boundary:grace-at             MISSING: no scenario reaches the rule this way\n"))
        #expect(coverage.summaryLine.contains("; partitions: 2 of 3 applicable covered (1 not applicable); "))
    }

    @Test func aListedScenarioMustExistAndCoverTheRule() throws {
        let rules = Self.complete
            .replacingOccurrences(of: "scenarios=\"t/hidden\"", with: "scenarios=\"t/hidden t/no-skan t/missing\"")
        let fixture = try Self.fixture(partitions: rules)
        defer { fixture.remove() }
        let coverage = Coverage(catalogue: try fixture.loadCatalogue().catalogue, scenarios: try fixture.corpus())
        let messages = coverage.failures.filter { $0.kind == .partitionScenario }.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.contains { $0.contains("'t/no-skan', whose covers does not name BIND-4") })
        #expect(messages.contains { $0.contains("'t/missing', which is not in the corpus") })
        let entry = coverage.areas.flatMap(\.rules).first { $0.id == "BIND-4" }?.partitions?.first
        #expect(entry?.scenarios == ["t/hidden"])
    }

    @Test func aRequiredRuleWithoutPartitionsFailsTheGate() throws {
        let rules = """
              <rule id="BIND-4">
                <partition id="placement:primitive" scenarios="t/hidden"/>
              </rule>
            """
        let fixture = try Self.fixture(partitions: rules)
        defer { fixture.remove() }
        let coverage = Coverage(catalogue: try fixture.loadCatalogue().catalogue, scenarios: try fixture.corpus())
        #expect(coverage.failures.map(\.kind) == [.ruleWithoutPartitions])
        #expect(coverage.failures.first?.subject == "APP-2")
        #expect(coverage.summaryLine.contains(", 1 rules without partitions; "))
    }

    @Test(arguments: [
        (
            "<rule id=\"GMA-1\"><partition id=\"entry:loadAd\" scenarios=\"t/hidden\"/></rule>",
            "rule GMA-1 is of area 'gma', not implemented; partitions are listed for the must and should rules of implemented areas only"
        ),
        (
            "<rule id=\"APP-7\"><partition id=\"entry:loadAd\" scenarios=\"t/hidden\"/></rule>",
            "rule APP-7 is app-guidance; partitions are listed for the must and should rules of implemented areas only"
        ),
        ("<rule id=\"BIND-44\"><partition id=\"entry:loadAd\" scenarios=\"t/hidden\"/></rule>", "partitions for unknown rule id 'BIND-44' (did you mean BIND-4?)"),
        (
            "<rule id=\"BIND-4\"><partition id=\"entry:bulk\" applies=\"false\"/></rule>",
            "partition entry:bulk of BIND-4 has applies=\"false\": give the reason as its text and no scenarios"
        ),
        (
            "<rule id=\"BIND-4\"><partition id=\"entry:bulk\" scenarios=\"t/hidden\">why</partition></rule>",
            "partition entry:bulk of BIND-4 has text but applies"
        ),
        ("<rule id=\"BIND-4\"><partition id=\"entry:somewhere\" scenarios=\"t/hidden\"/></rule>", "entry:somewhere"),
    ])
    func theLoaderRefuses(_ rules: String, _ message: String) throws {
        let fixture = try Self.fixture(partitions: rules)
        defer { fixture.remove() }
        let problems = fixture.catalogueProblems()
        #expect(problems.contains { $0.hasPrefix("Specs/Catalogue/partitions.xml:") && $0.contains(message) }, "\(problems)")
    }

    @Test func aCorpusWithoutPartitionsAsksForNone() throws {
        let fixture = try CatalogueFixture()
        defer { fixture.remove() }
        try fixture.write("t/hidden.xml", CatalogueFixture.hiddenTitle())
        try fixture.write("t/no-skan.xml", CatalogueFixture.noSKAdNetwork())
        let catalogue = try fixture.loadCatalogue().catalogue
        #expect(catalogue.partitionMap == nil)
        let coverage = Coverage(catalogue: catalogue, scenarios: try fixture.corpus())
        #expect(coverage.passed)
        #expect(coverage.summary.partitions == nil)
        #expect(!coverage.summaryLine.contains("partitions"))
    }
}
