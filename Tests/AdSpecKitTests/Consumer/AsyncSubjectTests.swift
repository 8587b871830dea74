import AdSpecCorpus
import AdSpecEngine
import AdSpecTestSupport
import Foundation
import Testing

@testable import AdSpecHarness
@testable import AdSpecKit
@testable import AdSpecSelfTest

/// A subject shaped like an adapter over a main-actor SDK: isolated to the main actor, it checks
/// that it is called there, counts its runs and says only what the binding's public surface shows.
@MainActor final class MainActorSubject: AsyncBindingSubject {
    nonisolated let name = "main-actor"
    private let engine = ReferenceEngine()
    private(set) var runs = 0

    func run(_ input: ScenarioInput) async throws(RunError) -> [TranscriptLine] {
        MainActor.assertIsolated()
        runs += 1
        // A real adapter awaits its SDK's callbacks here; give the main actor away once as it would.
        await Task.yield()
        MainActor.assertIsolated()
        return try engine.run(input).filter(\.event.isNormative)
    }
}

/// An SDK whose API is main-actor-isolated and answers through a callback on a later turn of
/// the main actor, as a real one answers from its network.
@MainActor final class CallbackSDK {
    private let engine = ReferenceEngine()

    func play(_ input: ScenarioInput, completion: @escaping @MainActor (Result<[TranscriptLine], RunError>) -> Void) {
        let engine = self.engine
        Task { @MainActor in
            MainActor.assertIsolated()
            completion(Result { () throws(RunError) in try engine.run(input) })
        }
    }
}

/// The adapter over it: awaits the callback, keeps what the SDK's public surface shows.
@MainActor final class CallbackAdapter: AsyncBindingSubject {
    nonisolated let name = "callback-adapter"
    private let sdk = CallbackSDK()

    func run(_ input: ScenarioInput) async throws(RunError) -> [TranscriptLine] {
        let result = await withCheckedContinuation { continuation in
            sdk.play(input) { continuation.resume(returning: $0) }
        }
        return try result.get().filter(\.event.isNormative)
    }
}

/// Counts how many runs overlap.
actor OverlapCounter: AsyncBindingSubject {
    nonisolated let name = "overlap-counter"
    private var running = 0
    private(set) var most = 0

    func run(_ input: ScenarioInput) async throws(RunError) -> [TranscriptLine] {
        running += 1
        most = max(most, running)
        for _ in 0..<5 { await Task.yield() }
        running -= 1
        return try ReferenceEngine().run(input)
    }
}

/// Refuses every scenario as a subject that cannot run anything would.
struct BrokenSubject: AsyncBindingSubject {
    let name = "broken"
    func run(_ input: ScenarioInput) async throws(RunError) -> [TranscriptLine] {
        throw RunError(stepIndex: 0, message: "the SDK crashed")
    }
}

@Suite("The asynchronous subject API and the kit's entry point (issue 9, items 4 and 7)")
struct AsyncSubjectTests {
    static let repository = AdSpecConformance.CorpusLocation(root: Repository.root)
    static let scenarioCount = (try? Corpus.load(specsDirectory: Repository.specs).scenarios.count) ?? 0

    @Test("A @MainActor subject, called from the main actor, runs the corpus without deadlock and passes conformance")
    @MainActor func mainActorSubjectPassesConformance() async throws {
        let subject = MainActorSubject()
        let report = try await AdSpecConformance.run(subject: subject, corpus: Self.repository, mode: .conformance)
        #expect(report.passed, Comment(rawValue: report.text))
        #expect(Self.scenarioCount > 60)
        #expect(report.count(.pass) == Self.scenarioCount)
        #expect(report.summary == "\(Self.scenarioCount) passed, 0 failed, 0 errored, 0 expected failures, 0 unexpected passes, 0 skipped")
        // Asked once per scenario it runs (the loader refuses schema and loader negatives itself).
        #expect(subject.runs > 0 && subject.runs <= Self.scenarioCount)
        #expect(report.subject == "main-actor")
    }

    @Test("An adapter that awaits a main-actor SDK's callbacks passes conformance")
    @MainActor func callbackAdapterPassesConformance() async throws {
        let report = try await AdSpecConformance.run(subject: CallbackAdapter(), corpus: Self.repository)
        #expect(report.passed, Comment(rawValue: report.text))
        #expect(report.count(.pass) == Self.scenarioCount)
    }

    @Test("The same subject fails exact mode: it does not narrate as the reference engine does")
    func normativeOnlyFailsExactMode() async throws {
        let report = try await AdSpecConformance.run(
            subject: MainActorSubject(), corpus: Self.repository, mode: .exact, only: ["native/*"])
        #expect(!report.passed)
        #expect(report.count(.fail) > 0)
        let first = try #require(report.unsuccessful.first)
        #expect(report.text(of: first).hasPrefix("FAIL \(first.id)\n"))
        #expect(report.text.hasSuffix(report.summary + "\n"))
    }

    @Test("The reference engine passes the packaged corpus in exact mode")
    func referenceEnginePassesThePackagedCorpus() async throws {
        let report = try await AdSpecConformance.run(subject: ReferenceEngine(), corpus: .packaged, mode: .exact)
        #expect(report.passed, Comment(rawValue: report.text))
        #expect(report.count(.pass) == Self.scenarioCount)
    }

    @Test("The packaged corpus is the repository's Specs/ and Goldens/, file for file")
    func packagedCorpusIsTheRepositorys() throws {
        let packaged = AdSpecConformance.CorpusLocation.packaged
        for (copy, original) in [(packaged.specs, Repository.specs), (packaged.goldens, Repository.goldens)] {
            let files = TemporaryFolder.files(in: original)
            #expect(files.count > 60)
            #expect(TemporaryFolder.files(in: copy) == files)
            for file in files {
                let a = FileManager.default.contents(atPath: copy.appendingPathComponent(file).path)
                let b = FileManager.default.contents(atPath: original.appendingPathComponent(file).path)
                #expect(a == b, "\(file) differs in the packaged corpus: rebuild")
            }
        }
    }

    @Test("AdSpecCorpus's exclude list in Package.swift names every other entry of the package root")
    func corpusExcludeListIsComplete() throws {
        let manifest = try String(contentsOf: Repository.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let start = try #require(manifest.range(of: "let corpusExcluded = ["))
        let end = try #require(manifest[start.upperBound...].range(of: "]"))
        let listed = Set(
            manifest[start.upperBound..<end.lowerBound].split(separator: "\"", omittingEmptySubsequences: false)
                .enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
        func entries(_ folder: String) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: Repository.root.appendingPathComponent(folder).path)
                .filter { !$0.hasPrefix(".") }
        }
        let kept: Set<String> = ["Specs", "Goldens", "Sources", "Package.swift", "Sources/AdSpecCorpus"]
        let present = Set(try entries("") + (try entries("Sources")).map { "Sources/" + $0 }).subtracting(kept)
        let missing = present.subtracting(listed).sorted()
        let stale = listed.subtracting(present).sorted()
        #expect(missing.isEmpty, "add \(missing) to corpusExcluded in Package.swift (SwiftPM warns of unhandled files)")
        #expect(stale.isEmpty, "remove \(stale) from corpusExcluded in Package.swift (SwiftPM warns of an invalid exclude)")
    }

    @Test("A mutant, wrapped as an asynchronous subject, fails; its expectations file makes the run pass")
    func mutantWithExpectations() async throws {
        let subject = SynchronousSubject(MutantSubject(mutant: .bindingFailsImmediately))
        let bare = try await AdSpecConformance.run(subject: subject, corpus: Self.repository, mode: .exact)
        #expect(!bare.passed)
        #expect(bare.count(.fail) >= 8)
        #expect(bare.outcome("native/drawing-group")?.kind == .fail)
        let file = Repository.specs.appendingPathComponent("Expectations/mutant-bindingFailsImmediately.txt")
        let expected = try await AdSpecConformance.run(
            subject: subject, corpus: Self.repository, mode: .exact, expectations: file)
        #expect(expected.passed, Comment(rawValue: expected.text))
        // The file lists every failure but in bulk/, which it skips.
        let bulk = bare.outcomes.filter { $0.id.hasPrefix("bulk/") }
        #expect(!bulk.isEmpty)
        #expect(expected.count(.skipped) == bulk.count)
        #expect(expected.count(.expectedFailure) == bare.unsuccessful.filter { !$0.id.hasPrefix("bulk/") }.count)
        #expect(expected.outcome("native/drawing-group")?.kind == .expectedFailure)
    }

    @Test("A subject that cannot run is an ERROR for every scenario it is asked, never a pass")
    func brokenSubjectErrors() async throws {
        let report = try await AdSpecConformance.run(subject: BrokenSubject(), corpus: Self.repository, only: ["native/*"])
        #expect(!report.passed)
        // Only a scenario the schema or the loader refuses as expected passes: no subject is asked.
        #expect(report.outcomes.filter { $0.kind == .pass }.map(\.id) == ["native/unknown-ad-unit"])
        let outcome = try #require(report.outcome("native/drawing-group"))
        #expect(outcome.kind == .error)
        #expect(report.text(of: outcome).contains("step 1: the SDK crashed"))
    }

    @Test("Scenarios run one at a time unless the caller allows more")
    func concurrencyIsBounded() async throws {
        for limit in [1, 3] {
            let subject = OverlapCounter()
            let report = try await AdSpecConformance.run(
                subject: subject, corpus: Self.repository, mode: .exact, only: ["native/*"], concurrency: limit)
            #expect(report.passed, Comment(rawValue: report.text))
            let most = await subject.most
            #expect(most >= 1 && most <= limit)
        }
    }

    @Test("scenarioIDs lists the corpus's ids, sorted, or those a pattern selects")
    func scenarioIDs() throws {
        let all = try AdSpecConformance.scenarioIDs(corpus: .packaged)
        #expect(all.count == Self.scenarioCount)
        #expect(all == all.sorted())
        let native = try AdSpecConformance.scenarioIDs(corpus: Self.repository, only: ["native/*"])
        #expect(!native.isEmpty && native.allSatisfy { $0.hasPrefix("native/") })
        #expect(native == all.filter { $0.hasPrefix("native/") })
        #expect(throws: AdSpecConformance.SetupError.self) {
            try AdSpecConformance.scenarioIDs(corpus: Self.repository, only: ["no/such-scenario"])
        }
    }

    @Test("What cannot be run is a SetupError that says why")
    func setupErrors() async throws {
        await #expect(throws: AdSpecConformance.SetupError.self) {
            try await AdSpecConformance.run(subject: ReferenceEngine(), corpus: Self.repository, only: ["no/such-scenario"])
        }
        let missing = Repository.root.appendingPathComponent("no-such-expectations.txt")
        do {
            _ = try await AdSpecConformance.run(subject: ReferenceEngine(), corpus: Self.repository, expectations: missing)
            Issue.record("a missing expectations file ran")
        } catch {
            #expect(error.description.contains("the expectations file does not exist"))
        }
    }
}
