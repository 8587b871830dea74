import Foundation
import Testing

/// `slider/cards-outside-container` writes the cards outside the slider as three containers of
/// `sliderState.ads[0]`, `[1]`, `[2]`; `slider/cards-outside-drawn-by-template` draws them as a
/// template over the slider's cards (`slider-cards of="sliderState"`), which the Swift mistake
/// lowers to. Both are apps of the documented API, which gives the card states only as
/// `layout.ads` once the block loaded: the template's instances enter when the block loads, and
/// the written-out app mounts its row in that render (the script's `mount cards` at 120 ms, after
/// the load). Against SLD-4 the two say the same, event for event and in each subject's order; they
/// differ in the names (a template instance is always `card#n`), in the mount step, and in the note
/// that the block, evaluated before that step, has no card yet.
@MainActor
struct SliderCardsOutsideTwinTests {
    static let written = "slider/cards-outside-container"
    static let template = "slider/cards-outside-drawn-by-template"

    static func entersTheHierarchy(_ line: String) -> Bool {
        line.contains("entered the hierarchy with state sliderState.ads[")
    }

    /// What only the written-out twin has: its mount step, and the block's note before it.
    static func onlyWrittenOut(_ line: String) -> Bool {
        line.hasSuffix("step              mount cards") || line.contains("S cannot count its impression: no bound card")
    }

    /// `card#n` as `cardn`, the subject column kept 18 characters wide.
    static func writtenOutNames(_ line: String) -> String {
        var line = line
        for n in 0..<3 {
            line = line.replacingOccurrences(of: "container card#\(n)  ", with: "container card\(n)   ")
            line = line.replacingOccurrences(of: "card#\(n)", with: "card\(n)")
        }
        return line
    }

    /// Each subject's lines, in order (the transcript's columns: `%6d ms  %-17s %s`).
    static func bySubject(_ lines: [String]) -> [String: [String]] {
        Dictionary(grouping: lines) { String($0.dropFirst(11).prefix(17)) }
    }

    @Test func theTemplateTwinSaysWhatTheWrittenOutTwinSaysButForNamesAndTheMountStep() throws {
        let written = try SampleTwin.goldenEvents(Self.written)
        let template = try SampleTwin.goldenEvents(Self.template).map(Self.writtenOutNames)
        #expect(template != written)
        #expect(written.filter(Self.onlyWrittenOut).count == 2)
        #expect(Self.bySubject(written.filter { !Self.onlyWrittenOut($0) }) == Self.bySubject(template))

        // The same three cards enter at the block's load: in the template right after onAdLoad, in
        // the written-out twin right after its mount step.
        #expect(template.filter(Self.entersTheHierarchy) == written.filter(Self.entersTheHierarchy))
        #expect(template.filter(Self.entersTheHierarchy).allSatisfy { $0.hasPrefix("   120 ms  ") })
        let loaded = try #require(template.firstIndex { $0.contains("slider S          onAdLoad ad=demo-slider-1") })
        #expect(template[(loaded + 1)...].prefix(3).allSatisfy(Self.entersTheHierarchy))
        let mounted = try #require(written.firstIndex { $0.hasSuffix("step              mount cards") })
        #expect(written[(mounted + 1)...].prefix(3).allSatisfy(Self.entersTheHierarchy))
    }
}
