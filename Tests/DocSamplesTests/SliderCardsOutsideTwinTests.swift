import Foundation
import Testing

/// `slider/cards-outside-container` writes the cards outside the slider as three containers of
/// `sliderState.ads[0]`, `[1]`, `[2]`; `slider/cards-outside-drawn-by-template` draws them as an app
/// must (the documented API gives the card states only as `layout.ads`): a template over the
/// slider's cards (`slider-cards of="sliderState"`), which the Swift mistake lowers to. Against
/// SLD-4 the two say the same, event for event; they differ in two things only, both from the
/// template: its instances are named `card#0`, `#1`, `#2`, and they enter the hierarchy when the
/// block loads (120 ms, after `onAdLoad`) rather than at 0 ms, because before it there is no card.
@MainActor
struct SliderCardsOutsideTwinTests {
    static let written = "slider/cards-outside-container"
    static let template = "slider/cards-outside-drawn-by-template"

    static func entersTheHierarchy(_ line: String) -> Bool {
        line.contains("entered the hierarchy with state sliderState.ads[")
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

    @Test func theTemplateTwinSaysWhatTheWrittenOutTwinSaysButForNamesAndWhenTheCardsEnter() throws {
        let written = try SampleTwin.goldenEvents(Self.written)
        let template = try SampleTwin.goldenEvents(Self.template).map(Self.writtenOutNames)
        #expect(template != written)
        #expect(template.filter { !Self.entersTheHierarchy($0) } == written.filter { !Self.entersTheHierarchy($0) })

        // The same three cards enter, in the template at the block's load, right after onAdLoad.
        let event = { (line: String) in line.components(separatedBy: " ms  ").dropFirst().joined(separator: " ms  ") }
        #expect(template.filter(Self.entersTheHierarchy).map(event) == written.filter(Self.entersTheHierarchy).map(event))
        #expect(written.filter(Self.entersTheHierarchy).allSatisfy { $0.hasPrefix("     0 ms  ") })
        let loaded = try #require(template.firstIndex { $0.contains("slider S          onAdLoad ad=demo-slider-1") })
        #expect(template[(loaded + 1)...].prefix(3).allSatisfy(Self.entersTheHierarchy))
        #expect(template.filter(Self.entersTheHierarchy).allSatisfy { $0.hasPrefix("   120 ms  ") })
    }
}
