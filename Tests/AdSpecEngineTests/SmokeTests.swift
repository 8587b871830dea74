import AdSpecEngine
import Testing

@Suite struct SmokeTests {
    /// `DemoUnits.ids` (what the loader asks) names exactly the units of `DemoUnits.all`.
    @Test func demoUnitIDsAreTheUnitsIDs() {
        #expect(DemoUnits.ids == Set(DemoUnits.all.map(\.id)))
        #expect(DemoUnits.ids.count == DemoUnits.all.count)
    }

    @Test func hiddenVsOpacity() throws {
        let hidden = Build.card("A") {
            $0 == .sponsored ? Build.asset(.sponsored, id: "A-sponsored", height: 16, hidden: true) : nil
        }
        let transparent = Build.card("B") {
            $0 == .sponsored ? Build.asset(.sponsored, id: "B-sponsored", height: 16, opacity: 0) : nil
        }
        let app = AppModel(
            states: [
                StateDeclaration(id: "a", adUnitID: DemoUnits.contentID),
                StateDeclaration(id: "b", adUnitID: DemoUnits.contentID),
            ],
            screen: Build.screen([
                Build.container("A", state: "a", y: 0, card: hidden), Build.container("B", state: "b", y: 420, card: transparent),
            ]))
        let input = ScenarioInput(
            id: "t", adUnits: [], app: app,
            script: [
                Step(.loadAd(state: "a")), Step(.loadAd(state: "b")), Step(.wait(ms: 3000)), Step(.tap(node: "B-callToAction")),
            ])
        let text = try Build.run(input)
        // The transcript is shown when the check fails, not printed into every green log (issue 39, item 2).
        #expect(text.contains("onAdBindingFailure"), Comment(rawValue: text))
    }
}

@Suite struct FeedSmokeTests {
    @Test func scrollAwayAndBack() throws {
        let template = Build.container("ad", state: "$item", card: Build.card("ad"))
        var list = ViewNode(kind: .forEachState(states: ["s1"]), children: [template])
        list.id = "items"
        let filler = ViewNode(id: "post", kind: .view, height: 300)
        let stack = ViewNode(
            kind: .stack(axis: .vertical, spacing: 16, lazy: true), children: [filler, list, ViewNode(kind: .view, height: 2000)])
        let scroll = ViewNode(id: "feed", kind: .scroll(axis: .vertical), children: [stack])
        let app = AppModel(states: [StateDeclaration(id: "s1", adUnitID: DemoUnits.contentID)], screen: scroll)
        let input = ScenarioInput(
            id: "t", adUnits: [], app: app,
            script: [
                Step(.loadAd(state: "s1")), Step(.wait(ms: 1500)), Step(.scroll(node: "feed", offset: 1500)),
                Step(.wait(ms: 500)),
                Step(.scroll(node: "feed", offset: 0)), Step(.wait(ms: 1500)),
            ])
        let text = try Build.run(input)
        #expect(text.components(separatedBy: "onAdImpression").count == 2, Comment(rawValue: text))
    }
}
