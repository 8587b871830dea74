import AdSpecEngine
import AdSpecHarness
import Foundation

/// What a failure says of the rule it names (issue 36 item 7, issue 39 item 3): the seed
/// document's sentence (`<quote>` in rules.xml) and the digest's English line (`<statement>`),
/// so that an implementer reads what the documents require without opening the catalogue.
package enum RuleTexts {
    package struct Text: Sendable, Hashable {
        package var quote: String
        package var statement: String
        package var source: String
        package var section: String
    }

    /// By specs folder: the catalogue is read once per process, and only when a failure needs it.
    private static let loaded = Lock<[String: [String: Text]]>([:])

    /// The rules of the catalogue in `specs` (empty when it has none or it cannot be read: the
    /// failure is then told without quotes).
    package static func texts(specs: URL) -> [String: Text] {
        let key = specs.standardizedFileURL.path
        if let known = loaded.withLock({ $0[key] }) { return known }
        var texts: [String: Text] = [:]
        if ConformanceWindows.hasCatalogue(specsDirectory: specs),
            let catalogue = try? Catalogue.load(specsDirectory: specs).catalogue
        {
            for rule in catalogue.rules {
                texts[rule.id] = Text(
                    quote: rule.quote.text, statement: rule.statement, source: rule.source, section: rule.section)
            }
        }
        loaded.withLock { $0[key] = texts }
        return texts
    }

    /// `rule EVT-2, source 000 «section»: «quote»` and `  in English: statement`; empty for a rule
    /// the catalogue does not have.
    package static func lines(rule: String, specs: URL) -> [String] {
        guard let text = texts(specs: specs)[rule] else { return [] }
        return [
            "rule \(rule), source \(text.source) «\(text.section)»: «\(text.quote)»",
            "  in English: \(text.statement)",
        ]
    }

    /// The rule a changed line breaks, read from the golden's typed line and the subject's
    /// (either may be missing: an event left out or added). The event's own rule
    /// (`TranscriptEvent.rule`), except where the part that changed belongs to a narrower one:
    /// an image primitive's empty space before `loadImages()` (IMG-2), `Feedback`'s SDK icon
    /// (BIND-3), a container's content while images are not loaded (IMG-2).
    package static func rule(expected: TranscriptLine?, actual: TranscriptLine?) -> String? {
        switch (expected?.event, actual?.event) {
        case (.draws(let old)?, .draws(let new)?), (.redraws(let old)?, .redraws(let new)?),
            (.draws(let old)?, .redraws(let new)?), (.redraws(let old)?, .draws(let new)?):
            let changed = Set(old).symmetricDifference(Set(new))
            if changed.contains(where: { $0.value == .empty }) { return "IMG-2" }
            if !changed.isEmpty && changed.allSatisfy({ $0.kind == .feedback }) { return "BIND-3" }
        case (.shows(_, let old)?, .shows(_, let new)?) where old != new:
            return "IMG-2"
        default: break
        }
        return expected?.event.rule ?? actual?.event.rule
    }
}
