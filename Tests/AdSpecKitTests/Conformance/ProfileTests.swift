import AdSpecEngine
import AdSpecTestSupport
import Foundation
import Testing

@testable import AdSpecHarness
@testable import AdSpecKit

/// Issue 36, items 1, 2 and 7: implementation profiles. The reference engine with a profile of
/// its own (`ProfiledEngine`: its values win over the scenario's), declared to the kit, passes
/// every applicable scenario in conformance mode at every corner of the profile space; the same
/// engine undeclared fails and is told which value it is consistent with.
@Suite("Implementation profiles")
struct ProfileTests {
    static let workspace = ConformanceSubjectsTests.workspace

    static func catalogue() throws -> Catalogue {
        try Catalogue.load(specsDirectory: workspace.specs).catalogue
    }

    /// Every corner: each dimension at each end of its domain, or at each alternative.
    static let corners: [String] = {
        let loaded = try! ProfileTests.catalogue()
        return loaded.dimensions.flatMap { dimension in dimension.corners.map { "\(dimension.setting)=\($0)" } }
    }()

    static func profile(_ text: String) -> Profile {
        Profile(
            values: Dictionary(
                uniqueKeysWithValues: text.split(separator: ",").map {
                    let parts = $0.split(separator: "=")
                    return (String(parts[0]), String(parts[1]))
                }))
    }

    /// Loaded once for every corner.
    static let corpus = Result { try ConformanceSubjectsTests.corpus() }
    static let windows = Result { try ConformanceSubjectsTests.windows() }

    func results(_ subject: any BindingSubject, profile: Profile?) throws -> [ScenarioResult] {
        let checker = ScenarioChecker(
            subject: subject, workspace: Self.workspace, policy: GoldenPolicy(mode: .never),
            mode: .conformance(try Self.windows.get()), profile: profile)
        return try Self.corpus.get().map { checker.check($0) }
    }

    @Test func theCatalogueDeclaresTheTimingsAndTheInferredChoices() throws {
        let dimensions = try Self.catalogue().dimensions
        let byName = Dictionary(uniqueKeysWithValues: dimensions.map { ($0.setting, $0) })
        #expect(byName["bindingGracePeriodMs"]?.domain == "1500...2500 ms")
        #expect(byName["impressionDwellMs"]?.domain == "500...2000 ms")
        #expect(byName["videoImpressionDwellMs"]?.domain == "1000...3000 ms")
        #expect(byName["loadWhileBusy"]?.domain == "one of ignore, restart")
        #expect(byName["replayOutcomeOnMount"]?.corners == ["true"])
        for name in [
            "requireAssetsInsideCard", "loadBeforeInitialization", "retryWarningThreshold", "reportSmallWarning",
            "lazyPrefetchMargin",
        ] {
            #expect(byName[name] != nil, "\(name) is no dimension")
        }
        // The documented numbers are no choice.
        #expect(byName["videoMinimumWidth"] == nil && byName["bulkMaximumCount"] == nil)
    }

    /// Every corner over the whole corpus is a CI check (issue 39, item 2: a corpus run per
    /// corner); the default loop keeps `severalDimensionsMovedAtOncePass`.
    @Test(
        .enabled(
            if: SlowChecks.enabled,
            Comment(
                rawValue: SlowChecks.reason(
                    "the reference engine at every profile corner over the whole corpus (the default loop moves four dimensions at once: severalDimensionsMovedAtOncePass)"
                ))),
        arguments: ProfileTests.corners)
    func theReferenceEngineAtACornerWithItsProfileDeclaredPasses(corner: String) throws {
        let profile = Self.profile(corner)
        let all = try results(ProfiledEngine(profile: profile), profile: profile)
        for result in all where result.status.isFailure {
            Issue.record("\(corner) \(result.id): \(result.message)")
        }
        let passed = all.filter { $0.status == .passed }.count
        let notApplicable = all.filter { $0.status == .notApplicable }.count
        #expect(passed + notApplicable == all.count)
        #expect(passed > notApplicable)
    }

    @Test func severalDimensionsMovedAtOncePass() throws {
        let profile = Self.profile("impressionDwellMs=500,bindingGracePeriodMs=2500,videoImpressionDwellMs=3000,loadWhileBusy=restart")
        let all = try results(ProfiledEngine(profile: profile), profile: profile)
        for result in all where result.status.isFailure {
            Issue.record("\(result.id): \(result.message)")
        }
        #expect(all.contains { $0.status == .passed })
    }

    @Test func anUndeclaredDwellFailsAndSaysWhatItIsConsistentWith() throws {
        let undeclared = try results(ProfiledEngine(profile: Self.profile("impressionDwellMs=1500")), profile: nil)
        let failed = undeclared.filter { $0.status == .failed }
        #expect(!failed.isEmpty)
        // Every dwell from some value up to the window's end explains it: the range is named.
        #expect(
            failed.contains {
                $0.message.contains("consistent with impressionDwellMs in ")
                    && $0.message.contains(
                        "...2000 ms (each value tried there explains every difference): "
                            + "declare the value you chose with --profile")
            },
            "\(failed.map(\.message))")
        // A wrong implementation still fails: a second impression after rebinding.
        let again = try results(ReferenceEngine(mutants: [.impressionCountedAgain]), profile: nil).filter {
            $0.status == .failed
        }
        #expect(!again.isEmpty)
    }

    /// Issue 36, item 6: "consistent with" names what the evidence supports. One alternative
    /// that explains the failure is named alone; several values of a range, the range they span,
    /// its edge found between a value that explains and one that does not.
    @Test func consistentWithNamesEveryValueThatExplainsTheFailure() throws {
        func message(_ id: String, _ profile: String) throws -> String {
            let scenario = try #require(try Self.corpus.get().first { $0.id == id })
            let checker = ScenarioChecker(
                subject: ProfiledEngine(profile: Self.profile(profile)), workspace: Self.workspace,
                policy: GoldenPolicy(mode: .never), mode: .conformance(try Self.windows.get()))
            let result = checker.check(scenario)
            #expect(result.status == .failed, "\(id) \(profile)")
            return result.message
        }
        // The app retries five times: every threshold from 5 up gives no warning, 4 gives one.
        let range = try message("app/unbounded-retry", "retryWarningThreshold=6")
        #expect(
            range.contains(
                "consistent with retryWarningThreshold in 5...10 (each value tried there explains every difference): "
                    + "declare the value you chose with --profile"), "\(range)")
        for (threshold, explains) in [("5", true), ("4", false), ("10", true)] {
            let other = try message("app/unbounded-retry", "retryWarningThreshold=\(threshold)")
            #expect(!other.contains("consistent with retryWarningThreshold="))
            #expect(other.contains("retryWarningThreshold in 5...10") == explains, "\(threshold): \(other)")
        }
        // A choice between two: the one other value, alone.
        let restart = ProfiledEngine(profile: Self.profile("loadWhileBusy=restart"))
        let scenario = try #require(try Self.corpus.get().first { scenario in
            scenario.input.settings.loadWhileBusy == .ignore && !scenario.input.pinnedSettings.contains("loadWhileBusy")
                && (try? restart.run(scenario.input).compactMap(\.normative))
                    != (try? ReferenceEngine().run(scenario.input).compactMap(\.normative))
        })
        let single = try message(scenario.id, "loadWhileBusy=restart")
        #expect(single.contains("consistent with loadWhileBusy=restart: declare it with --profile"), "\(single)")
    }

    @Test func aScenarioThatPinsAnotherValueIsNotApplicableUnlessConfigurable() throws {
        let scenario = try #require(
            try Self.corpus.get().first { $0.id == "native/view-appears-within-grace" })
        var profile = Self.profile("bindingGracePeriodMs=2500")
        let fixed = try results(ProfiledEngine(profile: profile), profile: profile).first { $0.id == scenario.id }
        #expect(fixed?.status == .notApplicable)
        #expect(fixed?.message.contains("the scenario sets bindingGracePeriodMs=1500, the profile has 2500") == true)
        profile.configurable = ["bindingGracePeriodMs"]
        let configurable = try results(ProfiledEngine(profile: profile), profile: profile).first { $0.id == scenario.id }
        #expect(configurable?.status == .passed, "\(configurable?.message ?? "")")
        // Counted in every report, never a pass.
        let closing = Verification.closingLine([fixed!])
        #expect(closing == "0 passed, 0 failed, 1 not applicable")
        let junit = JUnitReport.xml(results: [fixed!], timestamp: Date(timeIntervalSince1970: 0), hostname: "h")
        #expect(junit.contains("skipped=\"1\"") && junit.contains("<skipped message=\"not applicable: the scenario sets"))
        let json = JSONReport.json(results: [fixed!], subject: "s", unreferenced: [])
        #expect(json.contains("\"notApplicable\":1") || json.contains("\"notApplicable\" : 1"), "\(json)")
    }

    @Test func aValueOutsideItsDomainOrAnUnknownNameIsRefused() throws {
        let catalogue = try Self.catalogue()
        let outside = catalogue.problems(of: Self.profile("bindingGracePeriodMs=3000"))
        #expect(outside.count == 1)
        #expect(outside.first?.contains("outside its domain 1500...2500 ms (BIND-4, documented)") == true)
        #expect(outside.first?.contains("примерно через две секунды") == true)
        let unknown = catalogue.problems(of: Self.profile("impressionDwelMs=1500"))
        #expect(unknown.first?.contains("did you mean impressionDwellMs?") == true, "\(unknown)")
        let fixed = catalogue.problems(of: Self.profile("videoMinimumWidth=200"))
        #expect(fixed.first?.contains("not a choice an implementation may make") == true)
        #expect(catalogue.problems(of: Self.profile("loadWhileBusy=restart,impressionDwellMs=2000")).isEmpty)
    }
}
