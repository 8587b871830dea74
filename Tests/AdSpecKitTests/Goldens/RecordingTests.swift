import AdSpecEngine
import AdSpecTestSupport
import Foundation
import Testing

@testable import AdSpecHarness
@testable import AdSpecKit
@testable import AdSpecSelfTest

/// Issue 12, item 4, in the kit: recording under `swift test` is never a pass, and the
/// interactive loops run against a scripted terminal.
@Suite struct RecordingTests {
    static func workspace(_ corpus: SmallCorpus) -> Workspace {
        Workspace(specs: corpus.specs, goldens: GoldenStore(directory: corpus.goldens), displayBase: corpus.root)
    }

    static func recordAll(_ workspace: Workspace) throws {
        let request = VerifyRequest(workspace: workspace, policy: GoldenPolicy(mode: .all), jobs: 1)
        #expect(Verification.run(request, subject: ReferenceEngine(), console: capture().0) == .success)
    }

    static func capture() -> (Console, @Sendable () -> String) {
        final class Box: @unchecked Sendable {
            let lock = NSLock()
            var text = ""
        }
        let box = Box()
        let console = Console(
            out: { line in box.lock.withLock { box.text += line } }, err: { line in box.lock.withLock { box.text += line } })
        return (console, { box.lock.withLock { box.text } })
    }

    @Test func aGoldenWrittenUnderSwiftTestIsAnIssue() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        let workspace = Self.workspace(corpus)
        let scenario = try #require(try Corpus.load(specsDirectory: corpus.specs).scenarios.first)
        // ADSPEC_RECORD=failed, as `swift test` reads it.
        let (policy, _) = try RunEnvironment(["ADSPEC_RECORD": "failed"]).policy(
            command: .test, modeFlag: nil, pendingFlag: false)
        let checker = ScenarioChecker(subject: ReferenceEngine(), workspace: workspace, policy: policy)
        let recorded = checker.check(scenario)
        #expect(recorded.status == .recorded)
        let issue = try #require(Verification.testIssue(for: recorded))
        #expect(issue.contains("recorded a new golden at Goldens/\(scenario.id).transcript, re-run to verify"))
        // Re-run: now it is compared, and passes.
        #expect(Verification.testIssue(for: checker.check(scenario)) == nil)
    }

    @Test func heldGoldensAreAskedAboutOneByOne() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        let workspace = Self.workspace(corpus)
        try Self.recordAll(workspace)
        let fault = try #require(
            try FaultInjectingSubject(wrapping: ReferenceEngine(), specification: "shift:*"))
        var request = VerifyRequest(workspace: workspace, policy: GoldenPolicy(mode: .all, holdEngineChanges: true), jobs: 1)
        let terminal = ScriptedTerminal(answers: ["y", "no"])
        request.terminal = terminal
        request.unreferenced = nil
        let (console, text) = Self.capture()
        let status = Verification.run(request, subject: fault, console: console)
        #expect(terminal.prompts.count == 2)
        #expect(terminal.prompts[0].hasPrefix("re-record Goldens/\(corpus.ids[0]).transcript?"))
        #expect(text().contains("RECORDED \(corpus.ids[0])"))
        #expect(text().contains("KEPT \(corpus.ids[1])"))
        #expect(text().hasSuffix("0 passed, 1 failed, 1 recorded\n"), "\(text())")
        #expect(status == .failure)
    }

    @Test func interactiveReviewFollowsTheAnswers() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        let workspace = Self.workspace(corpus)
        try Self.recordAll(workspace)
        let fault = try #require(try FaultInjectingSubject(wrapping: ReferenceEngine(), specification: "shift:*"))
        let request = VerifyRequest(workspace: workspace, policy: GoldenPolicy(mode: .failed, pending: true), jobs: 1)
        _ = Verification.run(request, subject: fault, console: Self.capture().0)
        #expect(workspace.goldens.pendingIDs() == corpus.ids.sorted())
        let terminal = ScriptedTerminal(answers: ["r", "a"])
        let (console, text) = Self.capture()
        let status = PendingReview.run(
            .review, patterns: [], workspace: workspace, color: false, console: console, terminal: terminal)
        #expect(status == .success)
        #expect(terminal.prompts == Array(repeating: "[a]ccept, [r]eject, [s]kip, [q]uit? ", count: 2))
        #expect(text().contains("1 accepted, 1 rejected, 0 skipped"))
        #expect(workspace.goldens.pendingIDs().isEmpty)
        // Not a terminal: the listing only.
        let listing = ScriptedTerminal(answers: [], interactive: false)
        _ = Verification.run(request, subject: fault, console: Self.capture().0)
        let (console2, text2) = Self.capture()
        _ = PendingReview.run(.review, patterns: [], workspace: workspace, color: false, console: console2, terminal: listing)
        #expect(listing.prompts.isEmpty)
        #expect(text2().contains("pending; accept with"))
    }

    /// Issue 39, item 4: `accept` took an engine change that `record` refuses without a question.
    @Test func acceptOfAnEngineChangeShowsTheDiffAndAsksOrNeedsForce() throws {
        let corpus = try SmallCorpus(scenarios: 1)
        let workspace = Self.workspace(corpus)
        try Self.recordAll(workspace)
        let id = corpus.ids[0]
        let fault = try #require(try FaultInjectingSubject(wrapping: ReferenceEngine(), specification: "shift:*"))
        let request = VerifyRequest(workspace: workspace, policy: GoldenPolicy(mode: .failed, pending: true), jobs: 1)
        _ = Verification.run(request, subject: fault, console: Self.capture().0)
        #expect(workspace.goldens.pendingIDs() == [id])
        let accept = { (terminal: ScriptedTerminal?, force: Bool) -> (AdSpecKit.ExitStatus, String) in
            let (console, text) = Self.capture()
            let status = PendingReview.run(
                .accept, patterns: [], workspace: workspace, color: false, console: console, terminal: terminal, force: force)
            return (status, text())
        }
        // Not a terminal: the diff, then a refusal naming --force; nothing moves.
        let (refused, refusal) = accept(ScriptedTerminal(answers: [], interactive: false), false)
        #expect(refused == .failure)
        #expect(refusal.contains("--- Goldens/\(id).transcript\n"), "\(refusal)")
        #expect(refusal.contains("error: refusing to accept \(id): its scenario did not change"), "\(refusal)")
        #expect(refusal.contains("0 accepted, 1 refused"))
        #expect(workspace.goldens.pendingIDs() == [id])
        // A terminal: asked; no keeps the accepted golden.
        let no = ScriptedTerminal(answers: ["n"])
        let (kept, keeping) = accept(no, false)
        #expect(kept == .success)
        #expect(no.prompts.count == 1)
        #expect(no.prompts.first?.hasPrefix("accept the pending golden of \(id)?") == true)
        #expect(keeping.contains("KEPT \(id)"))
        #expect(workspace.goldens.pendingIDs() == [id])
        // Yes accepts it; so does --force without a question.
        let yes = ScriptedTerminal(answers: ["y"])
        let (accepted, accepting) = accept(yes, false)
        #expect(accepted == .success)
        #expect(accepting.contains("ACCEPTED \(id)"))
        #expect(workspace.goldens.pendingIDs().isEmpty)
        _ = Verification.run(
            VerifyRequest(workspace: workspace, policy: GoldenPolicy(mode: .failed, pending: true), jobs: 1),
            subject: ReferenceEngine(), console: Self.capture().0)
        let forced = ScriptedTerminal(answers: [], interactive: false)
        let (status, text) = accept(forced, true)
        #expect(status == .success && text.contains("ACCEPTED \(id)") && forced.prompts.isEmpty, "\(text)")
    }
}
