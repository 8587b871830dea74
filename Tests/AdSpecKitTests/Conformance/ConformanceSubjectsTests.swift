import AdSpecEngine
import AdSpecTestSupport
import Foundation
import Testing

@testable import AdSpecHarness
@testable import AdSpecKit

/// Issue 9, "Done when", in process: (a) the reference engine's normative events only, and (b)
/// the reference engine with every event time moved inside its window and same-instant events of
/// different subjects reordered, both pass every scenario in conformance mode.
@Suite("Conformance subjects against the corpus")
struct ConformanceSubjectsTests {
    static let workspace = Workspace(
        specs: Repository.specs, goldens: GoldenStore(directory: Repository.goldens), displayBase: Repository.root)

    /// The corpus and the catalogue's windows, loaded once for every test that reads them here
    /// and in the other suites over the corpus (issue 39, item 2: a load per call was a load per test).
    static let loaded = Result { () throws(DiagnosticList) in try Corpus.load(specsDirectory: workspace.specs).scenarios }
    static let loadedWindows = Result { try ConformanceWindows.load(specsDirectory: workspace.specs) }

    static func corpus() throws -> [LoadedScenario] { try loaded.get() }

    static func windows() throws -> ConformanceWindows { try loadedWindows.get() }

    func results(_ subject: any BindingSubject, mode: ComparisonMode) throws -> [ScenarioResult] {
        let checker = ScenarioChecker(
            subject: subject, workspace: Self.workspace, policy: GoldenPolicy(mode: .never), mode: mode)
        return try Self.corpus().map { checker.check($0) }
    }

    @Test func theReferenceEnginePassesBothModes() throws {
        let windows = try Self.windows()
        for mode in [ComparisonMode.exact, .conformance(windows)] {
            let failed = try results(ReferenceEngine(), mode: mode).filter { !$0.status.isSuccess }
            #expect(failed.isEmpty, "\(mode.name): \(failed.map(\.id))")
        }
    }

    @Test func normativeEventsOnlyPassConformanceAndFailExact() throws {
        let subject = NormativeOnlySubject()
        let conformance = try results(subject, mode: .conformance(Self.windows()))
        #expect(!conformance.isEmpty)
        for result in conformance where !result.status.isSuccess {
            Issue.record("\(result.id): \(result.message)")
        }
        // Negative scenarios' goldens hold only their refusal, which the subject gives unchanged.
        let negative = Set(try Self.corpus().filter { $0.expectedRefusal != nil }.map(\.id))
        let exact = try results(subject, mode: .exact).filter { !negative.contains($0.id) }
        #expect(!exact.isEmpty)
        #expect(exact.allSatisfy { $0.status == .failed }, "\(exact.filter { $0.status != .failed }.map(\.id))")
    }

    @Test(arguments: [true, false])
    func shiftedInsideWindowsAndReorderedPassesConformance(lateFirst: Bool) throws {
        let windows = try Self.windows()
        let subject = ShiftedSubject(windows: windows, lateFirst: lateFirst)
        let conformance = try results(subject, mode: .conformance(windows))
        for result in conformance where !result.status.isSuccess {
            Issue.record("\(result.id): \(result.message)")
        }
        // The shift is real: some transcripts differ from their goldens, in time or in order.
        let exact = try results(subject, mode: .exact)
        #expect(exact.filter { $0.status == .failed }.count >= 10)
        let corpus = try Self.corpus().filter { $0.expectedRefusal == nil }
        let moved = try corpus.filter { scenario in
            let times = { (lines: [TranscriptLine]) in lines.map(\.timeMs).sorted() }
            return try times(subject.run(scenario.input)) != times(ReferenceEngine().run(scenario.input))
        }
        #expect(moved.count >= 10, "\(moved.map(\.id))")
        // Deterministic: the same lines on every run.
        for scenario in corpus.prefix(10) {
            #expect(try subject.run(scenario.input) == subject.run(scenario.input))
        }
    }

    @Test func movedOutsideItsWindowFailsNamingTheRuleAndGoldenLine() throws {
        let windows = try Self.windows()
        let scenario = try #require(try Self.corpus().first { $0.id == "native/binding-error-codes" })
        struct Late: BindingSubject {
            var name: String { "late" }
            func run(_ input: ScenarioInput) throws(RunError) -> [TranscriptLine] {
                try ReferenceEngine().run(input).map { line in
                    var line = line
                    if case .callback(.onAdBindingFailure, _) = line.event { line.timeMs += 600 }
                    return line
                }
            }
        }
        let checker = ScenarioChecker(
            subject: Late(), workspace: Self.workspace, policy: GoldenPolicy(mode: .never), mode: .conformance(windows))
        let result = checker.check(scenario)
        #expect(result.status == .failed)
        let failure = try #require(result.conformanceFailure)
        #expect(failure.rule == "BIND-4")
        let golden = try String(contentsOf: Self.workspace.goldens.goldenURL(for: scenario.id), encoding: .utf8)
        let number = try #require(
            golden.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("onAdBindingFailure") })
        #expect(failure.location == "Goldens/native/binding-error-codes.transcript:\(number + 1)")
        #expect(result.message.contains("1620...2620 ms"))
    }

    @Test func aGoldenThatCannotBeReadIsAnErrorAtItsPosition() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let scenario = try #require(try Self.corpus().first { $0.id == "native/binding-error-codes" })
        let store = GoldenStore(directory: folder.url)
        let original = try String(contentsOf: Self.workspace.goldens.goldenURL(for: scenario.id), encoding: .utf8)
        let marked = MarkedText(
            MarkedText.marking(1, before: "script finished", in: original).replacingOccurrences(
                of: "script finished", with: "done"))
        try GoldenStore.writeAtomically(marked.text, to: store.goldenURL(for: scenario.id))
        let workspace = Workspace(specs: Repository.specs, goldens: store, displayBase: Repository.root)
        let result = ScenarioChecker(
            subject: ReferenceEngine(), workspace: workspace, policy: GoldenPolicy(mode: .never),
            mode: .conformance(try Self.windows())
        ).check(scenario)
        #expect(result.status == .errored)
        #expect(result.message.contains("cannot read the golden as events: "))
        #expect(result.message.contains(".transcript:\(marked[1]): expected 'script finished', found 'done'"))
    }
}
