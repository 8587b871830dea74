import AdSpecEngine
import AdSpecHarness
/// The first place a golden and an actual transcript diverge, told in one line:
///
///     first difference at event 7 (line 12): expected "  1100 ms  container A   onAdImpression", got "  2100 ms  ..."
///     first difference at event 7 (line 12): container A onAdImpression moved from 1100 ms to 2100 ms
public struct FirstDifference: Sendable, Hashable, CustomStringConvertible {
    /// 1-based event index, `nil` when the difference is in the header.
    public var eventIndex: Int?
    /// 1-based line number in the golden where the difference starts.
    public var goldenLine: Int
    public var expected: String?
    public var actual: String?
    /// Set when the same event appears at another time: (event, old time, new time).
    public var moved: (event: String, fromMs: Int, toMs: Int)?
    /// 1-based index of the event at the same position in the actual transcript (the inserted
    /// line, or the one that follows the deleted lines), `nil` when the difference is in the
    /// header or the actual transcript ended there.
    public var actualEventIndex: Int?
    /// The catalogue rule of the diverging event (`TranscriptEvent.rule`), set by the checker,
    /// which has the engine's typed lines; printed as `rule IMP-1` in the description.
    public var rule: String?
    /// What kind of event diverged (`container draws`, `container onAdImpression`, `note`), set
    /// with the rule: root causes are grouped by kind and rule, not by payload (issue 39 item 3).
    public var kind: String?

    public static func == (lhs: FirstDifference, rhs: FirstDifference) -> Bool {
        lhs.description == rhs.description
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(description) }

    public init?(_ diff: TranscriptDiff) {
        let old = TranscriptLayout(lines: diff.old)
        let new = TranscriptLayout(lines: diff.new)
        // The first change among the events; a change in the header alone (a scenario file's hash,
        // its title) is reported only when no event differs: the message below the line says why.
        var oldLine = 0
        var newLine = 0
        var runs: [(start: Int, oldLine: Int, newLine: Int)] = []
        for (index, edit) in diff.edits.enumerated() {
            let changed: Bool
            switch edit {
            case .equal: changed = false
            case .delete, .insert: changed = true
            }
            if changed && (index == 0 || { if case .equal = diff.edits[index - 1] { true } else { false } }()) {
                runs.append((index, oldLine, newLine))
            }
            if case .insert = edit {} else { oldLine += 1 }
            if case .delete = edit {} else { newLine += 1 }
        }
        func touchesEvents(_ run: (start: Int, oldLine: Int, newLine: Int)) -> Bool {
            for edit in diff.edits[run.start...] {
                switch edit {
                case .equal: return false
                case .delete(let a): if old.eventIndex(ofLine: a) != nil { return true }
                case .insert(let b): if new.eventIndex(ofLine: b) != nil { return true }
                }
            }
            return false
        }
        guard let run = runs.first(where: touchesEvents) ?? runs.first else { return nil }
        var deleted: Int?
        var inserted: Int?
        for edit in diff.edits[run.start...] {
            if case .equal = edit { break }
            switch edit {
            case .equal: break
            case .delete(let a): if deleted == nil { deleted = a }
            case .insert(let b): if inserted == nil { inserted = b }
            }
        }
        goldenLine = run.oldLine + 1
        let actualLine = inserted ?? run.newLine
        if actualLine < diff.new.count { actualEventIndex = new.eventIndex(ofLine: actualLine) }
        if let deleted {
            eventIndex = old.eventIndex(ofLine: deleted)
            expected = String(diff.old[deleted].text)
        } else if let inserted {
            eventIndex = new.eventIndex(ofLine: inserted)
        }
        if let inserted { actual = String(diff.new[inserted].text) }
        if eventIndex != nil { moved = Self.move(diff, deleted: deleted, inserted: inserted) }
    }

    /// The same event text at another time anywhere in the change.
    private static func move(_ diff: TranscriptDiff, deleted: Int?, inserted: Int?) -> (String, Int, Int)? {
        let removed = diff.edits.compactMap { if case .delete(let a) = $0 { diff.old[a].text } else { nil } }
        let added = diff.edits.compactMap { if case .insert(let b) = $0 { diff.new[b].text } else { nil } }
        if let deleted {
            let line = diff.old[deleted].text
            let body = TranscriptLayout.body(of: line)
            if let from = TranscriptLayout.time(of: line),
                let match = added.first(where: { TranscriptLayout.body(of: $0) == body }),
                let to = TranscriptLayout.time(of: match), to != from
            {
                return (body, from, to)
            }
        } else if let inserted {
            let line = diff.new[inserted].text
            let body = TranscriptLayout.body(of: line)
            if let to = TranscriptLayout.time(of: line),
                let match = removed.first(where: { TranscriptLayout.body(of: $0) == body }),
                let from = TranscriptLayout.time(of: match), to != from
            {
                return (body, from, to)
            }
        }
        return nil
    }

    /// `first difference at event 7 (line 12), rule IMP-1`: where, without what.
    public var place: String {
        let place = eventIndex.map { "event \($0)" } ?? "the header"
        return "first difference at \(place) (line \(goldenLine))" + (rule.map { ", rule \($0)" } ?? "")
    }

    public var description: String {
        var text = place + ": "
        if let moved {
            text += "\(moved.event) moved from \(moved.fromMs) ms to \(moved.toMs) ms"
        } else if let expected, let actual {
            text += "expected \"\(ASCII.escaped(expected))\", got \"\(ASCII.escaped(actual))\""
        } else if let expected {
            text += "expected \"\(ASCII.escaped(expected))\", missing from the actual transcript"
        } else if let actual {
            text += "unexpected \"\(ASCII.escaped(actual))\""
        }
        return text
    }
}

extension ScenarioChecker {
    /// The rule of the event that diverged (issue 39 item 3): the golden's line, read back as
    /// its typed event (`GoldenDecoder`), against the subject's at the same place; the subject's
    /// alone when the golden has no event there or cannot be read.
    static func rule(of first: FirstDifference, golden: String, actual: [TranscriptLine]) -> String? {
        let actualLine = first.actualEventIndex.flatMap { actual.indices.contains($0 - 1) ? actual[$0 - 1] : nil }
        var goldenLine: TranscriptLine?
        if first.expected != nil, let index = first.eventIndex,
            let decoded = try? GoldenDecoder.decode(golden, file: "golden"), decoded.lines.indices.contains(index - 1)
        {
            goldenLine = decoded.lines[index - 1]
        }
        return RuleTexts.rule(expected: goldenLine, actual: first.actual == nil ? nil : actualLine)
            ?? actualLine?.event.rule
    }

    /// `kind` of a first difference: its subject's kind and, for a normative event, the first word
    /// of its projection (`container onAdLoad`), else the event's case (`note`).
    static func kind(of first: FirstDifference, actual: [TranscriptLine]) -> String? {
        guard let index = first.actualEventIndex, actual.indices.contains(index - 1) else { return nil }
        let line = actual[index - 1]
        let subject = TranscriptFormat.text(of: line.subject).prefix { $0 != " " }
        if let event = line.normative { return "\(subject) \(ConformanceMatcher.kind(of: event))" }
        return "\(subject) " + String(describing: line.event).prefix { $0.isLetter }
    }
}
