import AdSpecEngine
import AdSpecHarness
import Foundation

/// A failure told in the implementer's terms (issue 36 item 7, issue 39 item 3): the rule of
/// the event that is wrong, extra or missing, with its seed sentence and English line, the
/// differing part of the line marked, and what to check.
package enum FailureMessage {
    /// The notes of a conformance failure. `golden` are the golden's typed lines (its event
    /// lines, from `DecodedGolden.firstEventLine`), `actual` the subject's.
    package static func notes(_ failure: ConformanceMatcher.Failure, specs: URL) -> [ScenarioResult.Note] {
        var notes = failure.lines.map { ScenarioResult.Note.text($0) }
        if case .different(let observed) = failure.kind, let expected = failure.expected {
            notes.append(.compared(ComparedLines(expected: expected.event.description, actual: observed.event.description)))
        }
        if let rule = failure.rule {
            notes += RuleTexts.lines(rule: rule, specs: specs).map { .text($0) }
        }
        notes.append(.text("check: " + check(failure)))
        return notes
    }

    /// The failure with the rule of what differs when it is narrower than the event's (an image
    /// primitive's empty space: IMG-2), read from the typed lines: the golden's event lines
    /// (from `firstLine`: `DecodedGolden.firstEventLine` for a golden, 1 for a run of the reference engine) and the subject's.
    package static func named(
        _ start: ConformanceMatcher.Failure, golden: [TranscriptLine], actual: [TranscriptLine],
        firstLine: Int = DecodedGolden.firstEventLine
    ) -> ConformanceMatcher.Failure {
        var failure = start
        let expectedLine = failure.expected.flatMap { expected in
            let index = expected.line - firstLine
            return golden.indices.contains(index) ? golden[index] : nil
        }
        let observedLine = failure.observed.flatMap { actual.indices.contains($0.index) ? actual[$0.index] : nil }
        if case .different = failure.kind, let narrower = RuleTexts.rule(expected: expectedLine, actual: observedLine),
            narrower == "IMG-2" || narrower == "BIND-3"
        {
            failure.namedRule = narrower
        }
        return failure
    }

    /// What to look at in the implementation, by how the event failed and its rule.
    static func check(_ failure: ConformanceMatcher.Failure) -> String {
        let rule = failure.rule ?? "the rule"
        switch failure.kind {
        case .missing:
            let subject = failure.expected?.event.subject ?? "its subject"
            let kind = failure.expected.map { String(ConformanceMatcher.kind(of: $0.event)) } ?? "the event"
            return "what should make \(subject) give \(kind) at that time, as \(rule) says; the implementation never gave it"
        case .different:
            return "the marked part: the golden's event and the subject's are of one kind but say something else (\(rule))"
        case .outsideWindow:
            return "the timing: \(rule) allows the window above and no more"
        case .extra(let observed):
            if rule == "EVT-2" {
                return "that \(ConformanceMatcher.kind(of: observed.event)) is given only to a container in the hierarchy, once per outcome (EVT-2)"
            }
            return "why the implementation gives this event: the golden has none of its kind there (\(rule))"
        case .outOfOrder(_, let rule, let what):
            return "the order of \(what): \(rule) imposes it"
        }
    }

    /// The notes under an exact-mode difference: the two lines with their differing part
    /// marked, the rule's sentence and what to check. `first` is the first difference, with its
    /// rule set.
    package static func notes(exact first: FirstDifference, specs: URL) -> [ScenarioResult.Note] {
        var notes: [ScenarioResult.Note] = []
        let what: String
        if first.moved != nil {
            notes.append(.text(first.description))
            what = "the timing of this event"
        } else if let expected = first.expected, let actual = first.actual, ComparedLines.alike(expected, actual) {
            notes.append(.text(first.place + ":"))
            notes.append(.compared(ComparedLines(expected: expected, actual: actual)))
            what = "the marked part"
        } else {
            notes.append(.text(first.description))
            what = "this line"
        }
        if let rule = first.rule {
            notes += RuleTexts.lines(rule: rule, specs: specs).map { .text($0) }
            notes.append(.text("check: \(what), against what \(rule) says"))
        }
        return notes
    }
}
