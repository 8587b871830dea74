import Testing

@testable import AdSpecEngine

/// Containers written without an id (Layout.namingUnnamedContainers, ScenarioFormat.md): each is a
/// container of its own, named by where it is written, not by what is drawn.
@Suite struct UnnamedContainerNamesTests {
    static func unnamed(_ state: String, placeholder: [ViewNode] = [], present: Bool = true) -> ViewNode {
        ViewNode(
            kind: .nativeContainer(state: state, handlers: Set(ContainerEvent.allCases)), x: 16, width: 358,
            height: 400, present: present, children: [Build.card(state)], placeholder: placeholder)
    }

    @Test func namesFollowTheOrderWrittenAtEachTemplateDepth() {
        let nested = ViewNode(kind: .forEachState(states: ["c"]), children: [Self.unnamed("$item")])
        let screen = ViewNode(
            kind: .stack(axis: .vertical, spacing: 0, lazy: false),
            children: [
                Self.unnamed("a", placeholder: [Self.unnamed("p")]),
                ViewNode(kind: .forEachState(states: ["b"]), children: [Self.unnamed("$item")]),
                Self.unnamed("d", present: false),
                nested,
                Build.container("X", state: "x", card: Build.card("x")),
            ])
        let named = Layout.namingUnnamedContainers(screen)
        // Depth 0: a, its placeholder's container p (content before placeholder), then d; the named
        // container keeps its id. Depth 1: the two templates' containers.
        #expect(named.children[0].id == nil)
        #expect(named.children[0].placeholder[0].id == "?2")
        #expect(named.children[2].id == "?3")
        #expect(named.children[4].id == "X")
        #expect(named.children[1].children[0].id == nil)
        #expect(named.children[3].children[0].id == "?2")
        // Nothing else changes.
        var back = named
        back.children[0].placeholder[0].id = nil
        back.children[2].id = nil
        back.children[3].children[0].id = nil
        #expect(back == screen)
    }

    @Test func twoUnnamedContainersKeepTheirOwnStates() throws {
        let run = try Run(
            states: [
                StateDeclaration(id: "a", adUnitID: DemoUnits.contentID), StateDeclaration(id: "b", adUnitID: DemoUnits.contentID),
            ],
            screen: [
                ViewNode(
                    kind: .stack(axis: .vertical, spacing: 8, lazy: false),
                    children: [Self.unnamed("a"), Self.unnamed("b")]),
            ],
            [.loadAd(state: "a"), .loadAd(state: "b"), .wait(ms: 500), .rerender, .wait(ms: 1500)])
        // Before, both were `?`: one container passed from a to b and back at every evaluation.
        #expect(run.count("container ?", "entered the hierarchy") == 1)
        #expect(run.count("container ?", "entered the hierarchy with state a") == 1)
        #expect(run.count("container ?2", "entered the hierarchy") == 1)
        #expect(run.count("container ?2", "entered the hierarchy with state b") == 1)
        #expect(run.time("container ?", "onAdImpression") == 1120)
        #expect(run.time("container ?2", "onAdImpression") == 1120)
        #expect(!run.text.contains("is used by a second container") && !run.text.contains("unbound"))
    }
}
