import AdSpecEngine
import AdSpecTestSupport
import Foundation
import Testing

@testable import AdSpecHarness
@testable import AdSpecKit
@testable import AdSpecSelfTest

/// The mutation report in conformance mode (issue 9, "Done when" (c)): the score beside exact
/// mode's, and each mutant caught in exact mode only, with why.
@Suite("Mutation self-test in conformance mode")
struct MutationConformanceTests {
    static let workspace = Workspace(
        specs: Repository.specs, goldens: GoldenStore(directory: Repository.goldens), displayBase: Repository.root)

    static func corpus() throws -> [LoadedScenario] {
        try RepositoryCorpus.corpus().scenarios
    }

    @Test func aMutantThatOnlyChangesNarrationIsCaughtInExactModeOnly() throws {
        let scenarios = try Self.corpus().filter { $0.id.hasPrefix("slider/") || $0.id.hasPrefix("native/binding") }
        let catalogue = try Catalogue.load(specsDirectory: Repository.specs).catalogue
        let report = MutationRun(
            scenarios: scenarios, workspace: Self.workspace, catalogue: catalogue,
            mutants: [.sliderBlockClicks, .bindingFailsImmediately], jobs: 2
        ).run()
        #expect(report.conformanceLeftOut.isEmpty)
        #expect(report.conformanceScenarioCount == scenarios.count)
        let byName = Dictionary(uniqueKeysWithValues: report.outcomes.map { ($0.mutant, $0) })
        // A tap on the slider block's asset counted as a click: SliderAdContainer has no
        // onAdClick, so nothing an app can observe changes.
        let clicks = try #require(byName[.sliderBlockClicks])
        #expect(!clicks.survived)
        #expect(clicks.conformanceCaughtBy.isEmpty)
        #expect(clicks.exactOnly.map(\.scenario) == clicks.caughtBy.map(\.scenario))
        #expect(clicks.exactOnly.allSatisfy { $0.kind == .informativeOnly })
        // Binding failing at once moves onAdBindingFailure two seconds: outside BIND-4's window.
        let binding = try #require(byName[.bindingFailsImmediately])
        #expect(!binding.conformanceCaughtBy.isEmpty)
        #expect(binding.conformanceCaughtBy.contains { $0.how.contains("(BIND-4)") || $0.how.contains("(SLD-7)") })
        #expect(report.caughtInExactModeOnly.map(\.mutant) == [.sliderBlockClicks])
        #expect(report.conformanceScore == "1 of 2 caught (exact mode: 2 of 2)")
        let text = report.text()
        #expect(text.contains("\nConformance mode (the goldens' normative events, windows and partial order"))
        #expect(text.contains("  1 of 2 caught (exact mode: 2 of 2) over \(scenarios.count) scenarios\n"))
        #expect(text.contains("    sliderBlockClicks  SLD-5   "))
        #expect(
            text.contains("      changed only informative lines (narration, log wording, percentages, pending timers) in slider/")
        )
        // The exact-mode verdicts and closing line are unchanged.
        #expect(text.hasSuffix("\n2 mutants, 2 caught, 0 survived (\(scenarios.count) scenarios)\n"))
        let verbose = report.text(verbose: true)
        #expect(verbose.contains("  bindingFailsImmediately: caught by "))
        #expect(
            verbose.contains(
                "in conformance mode\n    native/binding-error-codes: conformance: the first normative event that cannot be matched is Goldens/native/binding-error-codes.transcript:"
            ))
        #expect(verbose.contains("        slider/block-no-click: informativeOnly\n"))
        let json = report.json()
        #expect(json.contains("\"caughtInExactModeOnly\" : [\n      \"sliderBlockClicks\"\n    ]"))
        #expect(json.contains("\"kind\" : \"informativeOnly\""))
    }

    /// Each kind of reason, from subjects of the kit's own suite that conform without being the golden.
    @Test func whyAnExactOnlyCatchConformsIsClassified() throws {
        let windows = try ConformanceWindows.load(specsDirectory: Repository.specs)
        let scenario = try #require(try Self.corpus().first { $0.id == "native/binding-error-codes" })
        let text = try String(contentsOf: Self.workspace.goldens.goldenURL(for: scenario.id), encoding: .utf8)
        let golden = try #require(
            try MutationRun.conformanceGolden(text, scenario: scenario, workspace: Self.workspace, windows: windows).get())
        func why(_ subject: any BindingSubject) throws -> MutationReport.ExactOnly {
            MutationRun.exactOnly(scenario: scenario.id, lines: try subject.run(scenario.input), golden: golden)
        }
        #expect(try why(NormativeOnlySubject()).kind == .informativeOnly)
        let shifted = try why(ShiftedSubject(windows: windows))
        #expect(shifted.kind == .insideWindow)
        #expect(shifted.detail?.contains("golden 2120 ms (Goldens/native/binding-error-codes.transcript:") == true)
        #expect(shifted.detail?.contains("window 1620...2620 ms (BIND-4)") == true)
        struct Reordered: BindingSubject {
            var name: String { "reordered" }
            func run(_ input: ScenarioInput) throws(RunError) -> [TranscriptLine] {
                var lines = try ReferenceEngine().run(input)
                // The log line and the callback of the binding failure, at one instant, swapped.
                guard let log = lines.firstIndex(where: { $0.subject == .log(.error) }) else { return lines }
                let callback = lines.firstIndex { if case .callback(.onAdBindingFailure, _) = $0.event { true } else { false } }
                if let callback { lines.swapAt(log, callback) }
                return lines
            }
        }
        #expect(try why(Reordered()).kind == .reordered)
        #expect(
            MutationReport.why([
                .init(scenario: "a", kind: .insideWindow, detail: "x at 1 ms"), .init(scenario: "b", kind: .informativeOnly),
            ]) == [
                "changed only informative lines (narration, log wording, percentages, pending timers) in b",
                "its changes stayed inside a window in a; first: a: x at 1 ms",
            ])
    }
}
