import AdSpecEngine
import AdSpecTestSupport
import Foundation
import Testing

@testable import AdSpecHarness
@testable import AdSpecKit
@testable import AdSpecSelfTest

@Suite("Mutation self-test")
struct MutationTests {
    static let mutants: [Mutant] = [.missingSKAdNetworkIgnored, .bindingFailsImmediately, .drawingGroupRegisters]

    @Test func everyMutantNamesACataloguedRuleAndABug() throws {
        let catalogue = try Catalogue.load(specsDirectory: Repository.specs).catalogue
        #expect(Mutant.allCases.count >= 30)
        for mutant in Mutant.allCases {
            #expect(catalogue.rule(mutant.rule) != nil, "mutant \(mutant.rawValue) names \(mutant.rule), not in the catalogue")
            #expect(!mutant.summary.isEmpty)
        }
    }

    @Test func aScenarioCatchesAMutantWhenItsTranscriptDiffers() throws {
        let fixture = try CatalogueFixture.twoScenarios()
        defer { fixture.remove() }
        let report = MutationRun(
            scenarios: try fixture.corpus(), workspace: fixture.workspace, catalogue: try fixture.loadCatalogue().catalogue,
            mutants: Self.mutants, jobs: 2
        ).run()
        #expect(report.scenarioCount == 2)
        #expect(report.baselineFailures.isEmpty)
        let byName = Dictionary(uniqueKeysWithValues: report.outcomes.map { ($0.mutant, $0) })
        #expect(byName[.missingSKAdNetworkIgnored]?.caughtBy.map(\.scenario) == ["t/no-skan"])
        #expect(byName[.bindingFailsImmediately]?.caughtBy.map(\.scenario) == ["t/hidden"])
        #expect(
            byName[.bindingFailsImmediately]?.caughtBy.first?.how.hasPrefix("line 13: golden \"120 ms container A binding waits")
                == true)
        // The hidden-title scenario has no .drawingGroup(): a primitive under it registering its view goes unseen.
        let survivor = try #require(byName[.drawingGroupRegisters])
        #expect(survivor.survived)
        #expect(report.survivors.map(\.mutant) == [.drawingGroupRegisters])
        #expect(!report.passed)
        #expect(
            report.advice(for: survivor)
                == "strengthen a scenario covering BIND-4 (t/hidden) so that its transcript shows this bug, "
                + "or add a scenario covering BIND-4 that does")
        let text = report.text()
        #expect(
            text.contains("SURVIVED drawingGroupRegisters      BIND-4  a primitive under .drawingGroup() registers its view\n"))
        #expect(text.contains("CAUGHT   missingSKAdNetworkIgnored  APP-2   "))
        #expect(text.contains("  caught by 1: t/no-skan\n"))
        #expect(
            text.contains(
                "\nPer area:\n  app      1 of 1 caught (100 %)  App and SDK set-up\n  binding  1 of 2 caught (50 %)  Assets and binding\n"
            ))
        #expect(text.hasSuffix("\n3 mutants, 2 caught, 1 survived (2 scenarios): drawingGroupRegisters (BIND-4)\n"))
    }

    @Test func theReportIsTheSameWhateverTheNumberOfJobs() throws {
        let fixture = try CatalogueFixture.twoScenarios()
        defer { fixture.remove() }
        let catalogue = try fixture.loadCatalogue().catalogue
        func report(jobs: Int) throws -> MutationReport {
            MutationRun(scenarios: try fixture.corpus(), workspace: fixture.workspace, catalogue: catalogue, jobs: jobs).run()
        }
        let serial = try report(jobs: 1)
        let parallel = try report(jobs: 8)
        #expect(serial.text(verbose: true) == parallel.text(verbose: true))
        #expect(serial.json() == parallel.json())
        #expect(serial.outcomes.count == Mutant.allCases.count)
    }

    @Test func aScenarioThatFailsAgainstTheReferenceBlocksTheGate() throws {
        let fixture = try CatalogueFixture.twoScenarios()
        defer { fixture.remove() }
        let golden = fixture.goldens.appendingPathComponent("t/hidden.transcript")
        let text = try String(contentsOf: golden, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "2120 ms", with: "2121 ms").utf8).write(to: golden)
        let report = MutationRun(
            scenarios: try fixture.corpus(), workspace: fixture.workspace, catalogue: try fixture.loadCatalogue().catalogue,
            mutants: [.bindingFailsImmediately, .missingSKAdNetworkIgnored], jobs: 2
        ).run()
        #expect(report.baselineFailures.map(\.scenario) == ["t/hidden"])
        #expect(report.scenarioCount == 1)
        // Blocked (issue 12, item 5): no mutant is judged, so none is reported as a survivor.
        #expect(report.blocked)
        #expect(report.outcomes.isEmpty && report.survivors.isEmpty)
        #expect(!report.passed)
        #expect(
            report.text()
                == "mutation gate blocked: the reference engine fails 1 scenario; fix it first (swift run adspec verify)\n  t/hidden\n")
    }

    @Test func aMutantWhoseRuleIsNotInTheCatalogueFailsTheRun() throws {
        let fixture = try CatalogueFixture.twoScenarios()
        defer { fixture.remove() }
        // The small catalogue has no SLD rules.
        let report = MutationRun(
            scenarios: try fixture.corpus(), workspace: fixture.workspace, catalogue: try fixture.loadCatalogue().catalogue,
            mutants: [.sliderBlockClicks], jobs: 1
        ).run()
        #expect(report.unknownRules.map(\.mutant) == [.sliderBlockClicks])
        #expect(report.text().contains("error: rule SLD-5 is not in the catalogue"))
        #expect(report.areaShares.map(\.area) == ["(no area)"])
    }

    @Test func theJSONReportNamesSurvivorsAndAdvice() throws {
        let fixture = try CatalogueFixture.twoScenarios()
        defer { fixture.remove() }
        let json = MutationRun(
            scenarios: try fixture.corpus(), workspace: fixture.workspace, catalogue: try fixture.loadCatalogue().catalogue,
            mutants: Self.mutants, jobs: 2
        ).run().json()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["passed"] as? Bool == false)
        let mutants = try #require(object["mutants"] as? [[String: Any]])
        #expect(mutants.map { $0["name"] as? String } == Self.mutants.map(\.rawValue))
        #expect(mutants.last?["caught"] as? Bool == false)
        #expect((mutants.last?["advice"] as? String)?.hasPrefix("strengthen a scenario covering BIND-4") == true)
    }

    @Test func aMutantSubjectIsTheReferenceEngineWithOneBug() throws {
        let fixture = try CatalogueFixture()
        defer { fixture.remove() }
        try fixture.write("t/hidden.xml", CatalogueFixture.hiddenTitle())
        let scenario = try #require(try fixture.corpus().first)
        let subject = MutantSubject(mutant: .bindingFailsImmediately)
        #expect(subject.name == "mutant:bindingFailsImmediately")
        #expect(try subject.run(scenario.input) != ReferenceEngine().run(scenario.input))
        #expect(try MutantSubject(mutant: .sliderBlockClicks).run(scenario.input) == ReferenceEngine().run(scenario.input))
    }
}
