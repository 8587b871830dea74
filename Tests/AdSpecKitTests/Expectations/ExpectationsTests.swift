import AdSpecEngine
import AdSpecTestSupport
import Foundation
import Testing

@testable import AdSpecHarness
@testable import AdSpecKit
@testable import AdSpecSelfTest

@Suite("Result kinds and expectations")
struct ExpectationsTests {
    @Test func theFileFormatReadsVerbsIDsGlobsAndReasons() throws {
        let text = MarkedText(
            """
            # adspec expectations v1
            # subject: mutant:bindingFailsImmediately

            1️⃣fail  t/hidden    binds at once instead of after the grace period (BIND-4)
            skip  slider/*    no slider front end   # trailing comment
            """)
        let expectations = try Expectations.parse(text.text, path: "Specs/Expectations/x.txt")
        #expect(expectations.entries.count == 2)
        #expect(expectations.entries[0].verb == .fail && expectations.entries[0].pattern == "t/hidden")
        #expect(expectations.entries[0].reason == "binds at once instead of after the grace period (BIND-4)")
        #expect(expectations.entries[0].line == text[1].line)
        #expect(expectations.entries[1].reason == "no slider front end")
        #expect(expectations.entry(for: "slider/basic")?.verb == .skip)
        #expect(expectations.entry(for: "native/basic") == nil)
    }

    /// A bad expectations file (its expected positions marked, see `MarkedText`) and the problem
    /// it gives, from the marked text.
    struct BadLines: Sendable, CustomTestStringConvertible {
        var text: String
        var problem: @Sendable (MarkedText) -> String
        var testDescription: String { MarkedText(text).text.debugDescription }
    }

    @Test(arguments: [
        BadLines(text: "1️⃣pass t/hidden works") {
            "x.txt:\($0[1]): error: unknown verb 'pass'; a line is: fail|skip <scenario id or glob> <reason>"
        },
        BadLines(text: "  1️⃣fail t/hidden") {
            "x.txt:\($0[1]): error: 'fail' needs a scenario id and a reason: fail <scenario id> <why>"
        },
        BadLines(text: "2️⃣fail t/a one\nskip 1️⃣t/a two") {
            "x.txt:\($0[1]): error: 't/a' is already listed on line \($0[2].line)"
        },
    ])
    func badLinesAreDiagnosed(_ bad: BadLines) {
        let text = MarkedText(bad.text)
        do {
            _ = try Expectations.parse(text.text, path: "x.txt")
            Issue.record("parsed: \(text.text)")
        } catch {
            #expect(error.diagnostics.map(\.description) == [bad.problem(text)])
        }
    }

    @Test func anEntryThatMatchesNoScenarioIsAnError() throws {
        let fixture = try CatalogueFixture.twoScenarios()
        defer { fixture.remove() }
        let text = MarkedText("1️⃣fail t/hiden typo\n2️⃣skip x/* nothing there\nfail t/* fine\n")
        let expectations = try Expectations.parse(text.text, path: "e.txt")
        #expect(
            expectations.check(against: try fixture.corpus()).map(\.description) == [
                "e.txt:\(text[1]): error: unknown scenario id 't/hiden'; remove the line or correct the id",
                "e.txt:\(text[2]): error: no scenario id matches 'x/*'; remove the line or correct the glob",
            ])
    }

    @Test(arguments: [
        (ScenarioResult.Status.passed, nil, ResultKind.pass),
        (.failed, nil, .fail),
        (.errored, nil, .error),
        (.missingGolden, nil, .error),
        (.failed, Expectations.Verb.fail, .expectedFailure),
        (.errored, .fail, .expectedFailure),
        (.passed, .fail, .unexpectedPass),
    ])
    func resultsAreClassified(status: ScenarioResult.Status, verb: Expectations.Verb?, kind: ResultKind) {
        let entry = verb.map { Expectations.Entry(verb: $0, pattern: "x", reason: "r", line: 1) }
        #expect(ExpectationRun.classify(status, expected: entry) == kind)
    }

    @Test func onlyFailErrorAndUnexpectedPassFailARun() {
        #expect(ResultKind.allCases.filter { !$0.isSuccess } == [.fail, .error, .unexpectedPass])
    }

    /// The corpus against one mutant as "another implementation": the expectations file decides.
    @Test func aMutantRunsUnderAnExpectationsFile() throws {
        let fixture = try CatalogueFixture.twoScenarios()
        defer { fixture.remove() }
        let corpus = try fixture.corpus()
        let subject = MutantSubject(mutant: .bindingFailsImmediately)
        func run(_ text: String) throws -> ExpectationReport {
            let expectations = try Expectations.parse(text, path: "Specs/Expectations/mutant.txt")
            #expect(expectations.check(against: corpus).isEmpty)
            return ExpectationRun(subject: subject, workspace: fixture.workspace, expectations: expectations, jobs: 2).run(corpus)
        }

        // The scenario the mutant breaks is listed: the run passes.
        let listed = try run("fail t/hidden binds at once, without the grace period\n")
        #expect(listed.passed)
        #expect(listed.outcomes.map(\.kind) == [.expectedFailure, .pass])
        #expect(listed.closingLine == "1 passed, 0 failed, 0 errored, 1 expected failure, 0 unexpected passes, 0 skipped")

        // Without the entry the failure is a failure.
        let unlisted = try run("# nothing expected\n")
        #expect(!unlisted.passed)
        #expect(unlisted.outcomes.map(\.kind) == [.fail, .pass])
        let failure = ExpectationReport.render(unlisted.outcomes[0], expectationsPath: "e.txt")
        #expect(
            failure.hasPrefix(
                "FAIL t/hidden\n  golden Goldens/t/hidden.transcript differs from the transcript of 'mutant:bindingFailsImmediately'\n"
            ))
        #expect(!failure.contains("re-record"))
        #expect(failure.contains("\n-   120 ms  container A       binding waits up to 2000 ms"))

        // A scenario listed as failing that passes is an unexpected pass, and fails the run.
        let staleText = MarkedText("fail t/hidden binds at once\n1️⃣fail t/no-skan thought broken\n")
        let stale = try run(staleText.text)
        #expect(!stale.passed)
        #expect(stale.outcomes.map(\.kind) == [.expectedFailure, .unexpectedPass])
        #expect(
            ExpectationReport.render(stale.outcomes[1], expectationsPath: "e.txt")
                == "XPASS t/no-skan\n  listed as failing at e.txt:\(staleText[1].line) (thought broken), but it passes: remove that line\n"
        )

        // Skipped scenarios are not run.
        let skipped = try run("skip t/* not supported yet\n")
        #expect(skipped.passed)
        #expect(skipped.outcomes.map(\.kind) == [.skipped, .skipped])
        #expect(skipped.outcomes.allSatisfy { $0.result == nil })
    }

    @Test func theReferenceEnginePassesWithoutExpectationsAndOutcomesArriveInOrder() throws {
        let fixture = try CatalogueFixture.twoScenarios()
        defer { fixture.remove() }
        let seen = Lock<[String]>([])
        let report = ExpectationRun(subject: ReferenceEngine(), workspace: fixture.workspace, jobs: 4)
            .run(try fixture.corpus().reversed()) { outcome in seen.withLock { $0.append(outcome.id) } }
        #expect(report.passed)
        #expect(seen.withLock { $0 } == ["t/hidden", "t/no-skan"])
        #expect(!ExpectationRun(subject: ReferenceEngine(), workspace: fixture.workspace).run([]).passed)
    }
}
