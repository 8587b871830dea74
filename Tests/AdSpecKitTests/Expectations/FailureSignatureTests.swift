import AdSpecEngine
import AdSpecTestSupport
import Foundation
import Testing

@testable import AdSpecHarness
@testable import AdSpecKit
@testable import AdSpecSelfTest

/// Expectations that cannot hide regressions (issue 9, item 6): how a scenario fails is recorded,
/// failing differently is a failure, entries per rule, and a file written from a run.
@Suite("Expected failures record how they fail")
struct FailureSignatureTests {
    @Test func version2LinesReadHowAScenarioFailsAndEntriesPerRule() throws {
        let text = MarkedText(
            """
            # adspec expectations v2
            fail  t/hidden   line=13 rule=BIND-4  binds at once
            fail  t/broken   status=error         throws
            fail  rule:IMP-1                      our dwell is longer
            skip  rule:SLD-7                      no slider yet
            1️⃣skip  t/other  line=3  not here
            """)
        do {
            _ = try Expectations.parse(text.text, path: "e.txt")
            Issue.record("a signature on a skip line must be refused")
        } catch {
            #expect(error.diagnostics.count == 1)
            #expect(error.diagnostics.first?.line == text[1].line)
            #expect(error.diagnostics.first?.message.contains("goes with 'fail <scenario id>'") == true)
        }
        let valid = text.text.split(separator: "\n").dropLast().joined(separator: "\n")
        let expectations = try Expectations.parse(valid, path: "e.txt")
        #expect(expectations.entries[0].how == FailureSignature(line: 13, rule: "BIND-4"))
        #expect(expectations.entries[0].reason == "binds at once")
        #expect(expectations.entries[1].how == FailureSignature(errored: true))
        #expect(expectations.entries[2].rule == "IMP-1" && expectations.entries[2].how == nil)
        #expect(expectations.entry(for: "IMP-1") == nil)
        #expect(expectations.ruleEntry(failingAt: "IMP-1")?.line == 4)
        #expect(expectations.ruleEntry(failingAt: "BIND-4") == nil)
    }

    @Test func aRecordedSignatureAcceptsOnlyTheSameFailure() {
        let how = FailureSignature(line: 13, rule: "BIND-4")
        #expect(how.accepts(FailureSignature(line: 13, rule: "BIND-4")))
        #expect(!how.accepts(FailureSignature(line: 14, rule: "BIND-4")))
        #expect(!how.accepts(FailureSignature(line: 13, rule: "IMP-1")))
        #expect(!how.accepts(FailureSignature(errored: true)))
        #expect(FailureSignature(rule: "BIND-4").accepts(FailureSignature(line: 99, rule: "BIND-4")))
        let entry = Expectations.Entry(verb: .fail, pattern: "x", reason: "r", line: 1, how: how)
        #expect(
            ExpectationRun.classify(.failed, expected: entry, signature: FailureSignature(line: 13, rule: "BIND-4"))
                == .expectedFailure)
        #expect(ExpectationRun.classify(.failed, expected: entry, signature: FailureSignature(line: 20, rule: "BIND-4")) == .fail)
        #expect(ExpectationRun.classify(.passed, expected: entry, signature: nil) == .unexpectedPass)
    }

    @Test func aMutantFailingDifferentlyFailsAndRuleEntriesCoverFailuresOfTheirRule() throws {
        let fixture = try CatalogueFixture.twoScenarios()
        defer { fixture.remove() }
        let corpus = try fixture.corpus()
        let subject = MutantSubject(mutant: .bindingFailsImmediately)
        func run(_ text: String) throws -> ExpectationReport {
            let expectations = try Expectations.parse(text, path: "e.txt")
            #expect(expectations.check(against: corpus).isEmpty)
            return ExpectationRun(subject: subject, workspace: fixture.workspace, expectations: expectations, jobs: 1)
                .run(corpus)
        }
        // How it really fails, from a run without expectations.
        let open = try run("")
        let signature = try #require(open.outcomes[0].signature)
        #expect(signature.rule == "BIND-4" && signature.line != nil)

        let same = try run("fail t/hidden \(signature.tokens.joined(separator: " ")) binds at once\n")
        #expect(same.passed && same.outcomes[0].kind == .expectedFailure)

        let other = try run("fail t/hidden line=\(signature.line! + 1) rule=BIND-4 binds at once\n")
        #expect(!other.passed && other.outcomes[0].kind == .fail)
        let rendered = ExpectationReport.render(other.outcomes[0], expectationsPath: "e.txt")
        #expect(rendered.contains("but it fails with \(signature): it fails differently"))

        let byRule = try run("fail rule:BIND-4 fails binding at once\n")
        #expect(byRule.passed && byRule.outcomes.map(\.kind) == [.expectedFailure, .pass])

        let wrongRule = try run("fail rule:APP-2 not this one\n")
        #expect(!wrongRule.passed)
        #expect(wrongRule.outcomes[0].kind == .fail)
        #expect(wrongRule.staleRuleEntries.map(\.pattern) == ["rule:APP-2"])
        #expect(wrongRule.staleRuleLines.first?.hasPrefix("XPASS rule:APP-2\n  listed as failing at e.txt:1") == true)

        // No scenario covers the rule: an error in the file, like an unknown id.
        let unknown = try Expectations.parse("fail rule:VID-1 nothing covers it\n", path: "e.txt")
        #expect(unknown.check(against: corpus).first?.message.contains("no scenario covers rule 'VID-1'") == true)
    }

    @Test func aFileWrittenFromARunPassesTheNextRunAndKeepsWhatTheRunCannotTell() throws {
        let fixture = try CatalogueFixture.twoScenarios()
        defer { fixture.remove() }
        let corpus = try fixture.corpus()
        let subject = MutantSubject(mutant: .bindingFailsImmediately)
        let previousText = "# adspec expectations v1\n# my notes\nfail t/hidden known since May\nskip t/no-skan not yet\n"
        let previous = try Expectations.parse(previousText, path: "e.txt")
        let first = ExpectationRun(subject: subject, workspace: fixture.workspace, expectations: .none, jobs: 1).run(corpus)
        let written = ExpectationsWriter.text(
            from: first, subject: subject.name, previous: previous, previousText: previousText)
        let lines = written.split(separator: "\n").map(String.init)
        #expect(lines[0] == "# adspec expectations v2 · subject mutant:bindingFailsImmediately · mode exact")
        #expect(lines[1] == "# my notes")
        let signature = try #require(first.outcomes[0].signature)
        #expect(lines[2] == "fail  t/hidden   \(signature.tokens.joined(separator: " "))  known since May")
        #expect(lines[3].hasPrefix("skip  t/no-skan") && lines[3].hasSuffix("not yet"))
        let again = ExpectationRun(
            subject: subject, workspace: fixture.workspace, expectations: try Expectations.parse(written, path: "w.txt"), jobs: 1
        ).run(corpus)
        #expect(again.passed)
        #expect(again.outcomes.map(\.kind) == [.expectedFailure, .skipped])
        // Without a previous file the reason says where it fails.
        let fresh = ExpectationsWriter.text(from: first, subject: subject.name)
        #expect(fresh.contains("fails at Goldens/t/hidden.transcript:\(signature.line!) (BIND-4)"))
    }
}
