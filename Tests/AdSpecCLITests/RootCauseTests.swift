import AdSpecTestSupport
import Foundation
import Testing

/// Issue 12, item 5, end to end: a one-line engine bug (the kit's `threshold` fault: a 50%
/// viewability threshold taken as 60%) breaks 48 scenarios of the package's corpus; `verify`
/// reports one root cause naming the rule of the diverging event, and the mutation gate reports
/// itself blocked once instead of judging mutants. Read-only: nothing is recorded.
@Suite struct RootCauseTests {
    static let bug = ["ADSPEC_INJECT_FAULT": "threshold:*"]

    @Test func oneEngineBugIsOneRootCauseInVerify() throws {
        let output = try CLI.run(["verify", "-j", "2"], in: Repository.root, environment: Self.bug)
        #expect(output.status == 1)
        #expect(output.stdout.hasSuffix(" passed, 48 failed\n"), "\(output.stdout.suffix(400))")
        #expect(output.stdout.contains("48 failures by first divergent event (1 root cause):\n"))
        #expect(output.stdout.contains("  48 scenarios: `50%` became `60%` (rules IMP-1, SLD-6)\n    app/before-initialization-bulk-and-slider\n"))
        // Each failure names the rule of the event that diverged, not the scenario's covers.
        #expect(
            output.stdout.contains(
                "FAIL viewability/several-cards\n  golden Goldens/viewability/several-cards.transcript differs from the transcript of 'reference'\n  first difference at event"
            ))
        let block = try #require(output.stdout.components(separatedBy: "FAIL viewability/several-cards\n").last)
        let notes = try #require(block.components(separatedBy: "\n--- ").first)
        #expect(notes.contains(", rule IMP-1: expected"), "\(notes)")
        #expect(!notes.contains("  covers "), "\(notes)")
    }

    @Test func theMutationGateIsBlockedOnceAndReportsNoSurvivor() throws {
        let output = try CLI.run(["mutants", "-j", "2"], in: Repository.root, environment: Self.bug)
        #expect(output.status == 1)
        #expect(
            output.stdout.hasPrefix(
                "mutation gate blocked: the reference engine fails 48 scenarios; fix those first (swift run adspec verify)\n"),
            "\(output.stdout.prefix(400))")
        #expect(!output.stdout.contains("SURVIVED"))
        #expect(!output.stdout.contains("survived"))
        #expect(output.stdout.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 2)
        let json = try CLI.run(["mutants", "--format", "json"], in: Repository.root, environment: Self.bug)
        #expect(json.stdout.contains("\"blocked\" : true"))
        #expect(json.stdout.contains("\"mutants\" : [\n\n  ]") || json.stdout.contains("\"mutants\" : []"))
    }
}
