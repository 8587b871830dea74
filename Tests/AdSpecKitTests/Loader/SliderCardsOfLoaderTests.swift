import AdSpecEngine
import AdSpecHarness
import AdSpecKit
import AdSpecTestSupport
import Foundation
import Testing

/// `<slider-cards of="S">`: the cards of slider state S wherever drawn (SLD-4); without `of`,
/// `<slider-cards>` stays inside a slider's content.
@Suite("Loading slider-cards of=")
struct SliderCardsOfLoaderTests {
    private let states =
        "    <state id=\"s\" unit=\"demo-native-content-yandex\"/>\n"
        + "    <state id=\"sl\" unit=\"demo-native-slider-yandex\" kind=\"slider\"/>\n"

    private func cards(_ attributes: String) -> String {
        "      <slider-cards\(attributes)><native-container state=\"$card\"/></slider-cards>\n"
    }

    @Test func theCardsOfASliderLoadOutsideItsContentAsTheTemplateNamingTheSlider() throws {
        let fixture = try SpecsFixture()
        defer { fixture.remove() }
        let file = try fixture.write(
            "t.xml",
            SpecsFixture.scenario(
                app: states + "    <screen><vstack>\n      <slider-container id=\"S\" state=\"sl\"/>\n" + cards(" of=\"sl\"")
                    + "    </vstack></screen>"))
        let loaded = try Corpus.loadScenario(file: file, specsDirectory: fixture.specs)
        let template = loaded.input.app.screen.children[1]
        #expect(template.kind == .sliderCardsOf(slider: "sl"))
        #expect(template.children.map(\.kind) == [.nativeContainer(state: "$card", handlers: Set(ContainerEvent.allCases))])
    }

    @Test func ofNamesADeclaredSliderStateAndWithoutItTheCardsBelongInTheSlider() throws {
        let fixture = try SpecsFixture()
        defer { fixture.remove() }
        _ = try fixture.write(
            "t.xml",
            SpecsFixture.scenario(
                app: states + "    <screen><vstack>\n" + cards(" of=\"s\"") + cards(" of=\"nope\"") + cards("")
                    + "    </vstack></screen>"))
        let found = try #require(fixture.problems("t.xml"), "the scenario should not load")
        #expect(found.count == 3)
        #expect(found[0].contains("error: 's' is not a declared slider state"))
        #expect(found[1].contains("error: 'nope' is not a declared slider state"))
        #expect(found[2].contains("error: <slider-cards> (ForEach(layout.ads)) belongs in a slider-container's content"))
    }
}
