import AdSpecEngine
import AdSpecTestSupport
import Foundation
import Testing

@testable import AdSpecHarness
@testable import AdSpecKit

@Suite("Coverage")
struct CoverageTests {
    @Test func rulesAreRequiredByStrengthAreaAndWhatTheEngineModels() throws {
        let catalogue = try Catalogue.load(specsDirectory: Repository.specs).catalogue
        func requirement(_ id: String) throws -> CoveragePolicy.Requirement {
            CoveragePolicy.requirement(of: try #require(catalogue.rule(id)), in: catalogue)
        }
        #expect(try requirement("BIND-4") == .required)  // must, documented
        #expect(try requirement("BIND-8") == .required)  // must, inferred
        #expect(try requirement("BIND-6") == .required)  // should
        #expect(try requirement("APP-6") == .required)  // app guidance the engine models (retryWarningThreshold)
        #expect(try requirement("APP-7") == .optional)  // app guidance the engine does not model
        #expect(try requirement("SLD-13") == .optional)  // recommended
        #expect(try requirement("GMA-1") == .required)  // the second front end's area is implemented (issue 11)
        #expect(try requirement("GMA-10") == .required)  // app guidance a mutant breaks (gmaMinHeightIgnored)
    }

    @Test func coverageListsScenariosPerRuleAndFailsOnUncoveredRules() throws {
        let catalogue = MarkedText(
            CatalogueFixture.catalogueText(
                rules: MarkedText.marking(1, lineOf: "<rule id=\"APP-2\"", in: CatalogueFixture.defaultRules)))
        let fixture = try CatalogueFixture(catalogue: catalogue.text)
        defer { fixture.remove() }
        try fixture.write("t/hidden.xml", CatalogueFixture.hiddenTitle(covers: "BIND-4 GMA-1"))
        let coverage = Coverage(catalogue: try fixture.loadCatalogue().catalogue, scenarios: try fixture.corpus())
        let rules = Dictionary(uniqueKeysWithValues: coverage.areas.flatMap(\.rules).map { ($0.id, $0) })
        #expect(rules["BIND-4"]?.scenarios == ["t/hidden"])
        #expect(rules["APP-2"]?.scenarios == [])
        #expect(rules["APP-7"]?.requirement == .optional)
        #expect(rules["GMA-1"]?.requirement == .notImplemented)
        #expect(coverage.summary.required == 2 && coverage.summary.requiredCovered == 1)
        #expect(!coverage.passed)
        #expect(coverage.failures.map(\.kind) == [.uncoveredRule])
        #expect(coverage.failures.first?.subject == "APP-2")
        #expect(
            coverage.failures.first?.description.hasPrefix(
                "Specs/Catalogue/rules.xml:\(catalogue[1]): error: rule APP-2 (app, must, documented) has no scenario")
                == true)
        #expect(
            coverage.failures.first?.message.hasSuffix("add a scenario under Specs/ that checks it and list APP-2 in its covers")
                == true)
        #expect(
            coverage.summaryLine
                == "Summary: 1 of 2 required rules in implemented areas covered; optional guidance: 0 of 1 covered; "
                + "not implemented (gma): 1 rules, not required; 1 scenario")
        let text = coverage.text()
        #expect(
            text.contains(
                "binding - Assets and binding: 1 of 1 required rules covered\n  BIND-4  must          documented  t/hidden\n"))
        #expect(text.contains("  APP-2   must          documented  MISSING: no scenario covers it\n"))
        #expect(text.hasSuffix(coverage.summaryLine + "\n"))
    }

    @Test func coveringEveryRequiredRulePassesTheGate() throws {
        let fixture = try CatalogueFixture()
        defer { fixture.remove() }
        try fixture.write("t/hidden.xml", CatalogueFixture.hiddenTitle())
        try fixture.write("t/no-skan.xml", CatalogueFixture.noSKAdNetwork())
        let coverage = Coverage(catalogue: try fixture.loadCatalogue().catalogue, scenarios: try fixture.corpus())
        #expect(coverage.passed, "\(coverage.failures)")
        #expect(coverage.summary.requiredCovered == coverage.summary.required)
    }

    @Test func aScenarioThatCoversNoRuleFailsTheGate() throws {
        let fixture = try CatalogueFixture()
        defer { fixture.remove() }
        let text = MarkedText(
            MarkedText.marking(1, before: "<scenario ", in: CatalogueFixture.hiddenTitle(covers: "BIND-4 APP-2")))
        try fixture.write("t/hidden.xml", text.text)
        var scenarios = try fixture.corpus()
        var empty = scenarios[0]
        empty.id = "t/empty"
        empty.rules = []
        scenarios.append(empty)
        let coverage = Coverage(catalogue: try fixture.loadCatalogue().catalogue, scenarios: scenarios)
        #expect(coverage.failures.map(\.kind) == [.scenarioWithoutRule])
        #expect(
            coverage.failures.first?.description.hasPrefix(
                "Specs/t/hidden.xml:\(text[1]): error: scenario 't/empty' covers no rule")
                == true)
    }

    @Test func theJSONReportIsStableAndComplete() throws {
        let fixture = try CatalogueFixture()
        defer { fixture.remove() }
        try fixture.write("t/hidden.xml", CatalogueFixture.hiddenTitle())
        let catalogue = try fixture.loadCatalogue().catalogue
        let json = Coverage(catalogue: catalogue, scenarios: try fixture.corpus()).json()
        #expect(json == Coverage(catalogue: catalogue, scenarios: try fixture.corpus()).json())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "adspec coverage v1")
        #expect(object["passed"] as? Bool == false)
        let areas = try #require(object["areas"] as? [[String: Any]])
        #expect(areas.map { $0["id"] as? String } == ["app", "binding", "gma"])
        let failures = try #require(object["failures"] as? [[String: Any]])
        #expect(failures.first?["kind"] as? String == "uncovered-rule")
    }
}
