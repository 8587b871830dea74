import AdSpecEngine
import Testing

@Suite struct SmokeTests {
    @Test func hiddenVsOpacity() throws {
        let hidden = Build.card("A") { $0 == .sponsored ? Build.asset(.sponsored, id: "A-sponsored", height: 16, hidden: true) : nil }
        let transparent = Build.card("B") { $0 == .sponsored ? Build.asset(.sponsored, id: "B-sponsored", height: 16, opacity: 0) : nil }
        let app = AppModel(
            states: [StateDeclaration(id: "a", adUnitID: DemoUnits.contentID), StateDeclaration(id: "b", adUnitID: DemoUnits.contentID)],
            screen: Build.screen([Build.container("A", state: "a", y: 0, card: hidden), Build.container("B", state: "b", y: 420, card: transparent)]))
        let input = ScenarioInput(id: "t", adUnits: [], app: app, script: [
            Step(.loadAd(state: "a")), Step(.loadAd(state: "b")), Step(.wait(ms: 3000)), Step(.tap(node: "B-callToAction")),
        ])
        let text = try Build.run(input)
        print(text)
        #expect(text.contains("onAdBindingFailure"))
    }
}
