import AdSpecAds
import AdSpecEngine
import AdSpecHostReference
import SwiftUI
import Testing

/// What the reference binding hands an app through the public API (issue 37, items 2 and 3):
/// the `NativeAdVideoState` a `Media` overlay receives names the video it is about (VID-2), and a
/// slider's `layout.ads` holds one state per card of the block (SLD-2), so that one card can be
/// drawn alone.
@MainActor
@Suite("The reference binding's public API")
struct ReferenceBindingAPITests {
    /// What the app keeps of what the SDK hands its closures.
    final class Kept {
        var videos: [NativeAdVideoState] = []
        var cards: [NativeAdState] = []
    }

    /// A card whose content asks `layout.has(_:)` (so the closure is evaluated once per answer)
    /// and keeps every video state its Media overlay receives.
    struct VideoCard: View {
        let state: NativeAdState
        let kept: Kept

        var body: some View {
            NativeAdContainer(
                state: state,
                content: { layout in
                    VStack(spacing: 0) {
                        if layout.has(.rating) {
                            NativeAdAsset.Rating { Text("\($0)") }.accessibilityIdentifier("rating")
                        }
                        NativeAdAsset.Media { video in
                            kept.videos.append(video)
                            return EmptyView()
                        }
                        .frame(width: 300, height: 169)
                        .accessibilityIdentifier("v-media")
                    }
                }, placeholder: { Color.clear }
            )
            .accessibilityIdentifier("V")
        }
    }

    struct VideoCards: View {
        let states: [NativeAdState]
        let kept: Kept

        var body: some View {
            VStack(spacing: 0) {
                ForEach(states) { state in VideoCard(state: state, kept: kept) }
            }
        }
    }

    func begin(_ session: ReferenceSession, serving units: [AdUnit] = []) async {
        await session.begin(serving: units)
    }

    @Test("The video state a Media overlay received names that Media, from any evaluation of the content")
    func theVideoStateNamesItsMedia() async throws {
        let session = ReferenceSession()
        await begin(session)
        defer { session.end() }
        session.nameNextState("v")
        let kept = Kept()
        let screen = VideoCard(state: NativeAdState(request: AdRequest(adUnitID: DemoUnits.appInstallID)), kept: kept)
        try await session.render(screen, step: "start")
        // Evaluated once asking nothing, then under both answers of has(.rating): three states,
        // one video.
        #expect(kept.videos.count == 3)
        let first = try #require(kept.videos.first)
        let last = try #require(kept.videos.last)
        first.setMuted(false)
        session.read(last)
        let input = try session.testInput()
        #expect(input.script.map(\.action) == [.setMuted(node: "v-media", muted: false), .inspectVideo(node: "v-media")])
    }

    @Test("In a ForEach, each item's video state names that item's Media (`v-media#1`)")
    func eachItemsVideoStateNamesItsInstance() async throws {
        let session = ReferenceSession()
        await begin(session)
        defer { session.end() }
        session.nameNextState("a")
        let a = NativeAdState(request: AdRequest(adUnitID: DemoUnits.appInstallID))
        session.nameNextState("b")
        let b = NativeAdState(request: AdRequest(adUnitID: DemoUnits.appInstallID))
        let kept = Kept()
        try await session.render(VideoCards(states: [a, b], kept: kept), step: "start")
        // Two items, each evaluated three times (above): one of item 0's states is read, one of
        // item 1's is muted.
        #expect(kept.videos.count == 6)
        session.read(kept.videos[1])
        kept.videos[5].setMuted(true)
        let input = try session.testInput()
        #expect(input.script.map(\.action) == [.inspectVideo(node: "v-media#0"), .setMuted(node: "v-media#1", muted: true)])
    }

    @Test("A video state whose Media has no identifier is refused, not sent to the engine unnamed")
    func anUnnamedMediaIsRefused() async throws {
        struct Unnamed: View {
            let state: NativeAdState
            let kept: Kept
            var body: some View {
                NativeAdContainer(
                    state: state,
                    content: { _ in
                        NativeAdAsset.Media { video in
                            kept.videos.append(video)
                            return EmptyView()
                        }
                    }, placeholder: { Color.clear })
            }
        }
        let session = ReferenceSession()
        await begin(session)
        defer { session.end() }
        let kept = Kept()
        try await session.render(
            Unnamed(state: NativeAdState(request: AdRequest(adUnitID: DemoUnits.appInstallID)), kept: kept), step: "start")
        session.read(try #require(kept.videos.first))
        #expect(throws: HostError.self) {
            try session.testInput()
        }
    }

    /// A slider drawing its cards with a `ForEach`, and card `alone` drawn by itself.
    struct Slider: View {
        let state: SliderAdState
        let alone: Int
        let kept: Kept

        var body: some View {
            SliderAdContainer(
                state: state,
                content: { layout in
                    VStack(spacing: 0) {
                        ForEach(layout.ads) { card in
                            NativeAdContainer(state: card, content: { _ in NativeAdAsset.Title() }, placeholder: { Color.clear })
                                .accessibilityIdentifier("card")
                        }
                        if layout.ads.indices.contains(alone) {
                            NativeAdContainer(
                                state: layout.ads[alone], content: { _ in NativeAdAsset.Title() }, placeholder: { Color.clear }
                            )
                            .accessibilityIdentifier("alone")
                        }
                    }
                    .onAppear { kept.cards = layout.ads }
                }, placeholder: { Color.clear }
            )
            .accessibilityIdentifier("S")
        }
    }

    @Test(
        "layout.ads holds one state per card, as the engine names them: a ForEach over all is the card template, one card alone is its own"
    )
    func layoutAdsHoldsOneStatePerCard() async throws {
        // The unit's second block has three cards: as many states as the largest block it serves.
        var unit = DemoUnits.slider
        guard case .slider(let block) = unit.responses[0].outcome else {
            Issue.record("the demo slider unit serves no block")
            return
        }
        var larger = block
        larger.cards = Array(repeating: block.cards[0], count: block.cards.count + 1)
        unit.responses.append(Response(latencyMs: 100, outcome: .slider(larger)))
        let session = ReferenceSession()
        await begin(session, serving: [unit])
        defer { session.end() }
        session.nameNextState("s")
        let kept = Kept()
        let screen = Slider(state: SliderAdState(request: AdRequest(adUnitID: DemoUnits.sliderID)), alone: 1, kept: kept)
        try await session.render(screen, step: "start")
        #expect(kept.cards.map(\.id) == (0..<larger.cards.count).map { "s.ads[\($0)]" })
        let input = try session.testInput(adUnits: [unit])
        let nodes = input.app.screen.allNodes()
        #expect(nodes.contains { $0.kind == .sliderCards })
        #expect(nodes.contains { $0.id == "alone" && $0.kind == .nativeContainer(state: "s.ads[1]", handlers: []) })
        #expect(!nodes.contains { $0.kind == .forEachState(states: kept.cards.map(\.id)) })
    }

    @Test("A slider whose unit serves no block hands no card states")
    func noBlockNoCards() async throws {
        let session = ReferenceSession()
        await begin(session)
        defer { session.end() }
        session.nameNextState("s")
        let kept = Kept()
        try await session.render(
            Slider(state: SliderAdState(request: AdRequest(adUnitID: DemoUnits.contentID)), alone: 0, kept: kept), step: "start")
        #expect(kept.cards.isEmpty)
    }

    @Test("Reading or muting the video of a Media drawn without its overlay is not expressible: no state was handed")
    func aPlainMediaHandsNoVideoState() async throws {
        for action in [Action.inspectVideo(node: "m"), .setMuted(node: "m", muted: false)] {
            for form in PrimitiveForm.allCases {
                var media = ViewNode(id: "m", kind: .asset(.media), width: 300, height: 169)
                media.form = form
                let screen = ViewNode(
                    id: "root", kind: .stack(axis: .vertical, spacing: 0, lazy: false),
                    children: [ViewNode(id: "V", kind: .nativeContainer(state: "s", handlers: []), width: 300, children: [media])]
                )
                let input = ScenarioInput(
                    id: "t", adUnits: [],
                    app: AppModel(states: [StateDeclaration(id: "s", adUnitID: DemoUnits.appInstallID)], screen: screen),
                    script: [Step(.loadAd(state: "s")), Step(.wait(ms: 200)), Step(action)])
                do {
                    _ = try await PublicAPISubject().run(input)
                    #expect(form == .label, "\(action) on a Media without its overlay ran")
                } catch {
                    #expect(form == .plain, "\(action) on a Media with its overlay: \(error.message)")
                    #expect(error.message.contains("overlay closure"))
                    #expect(error.stepIndex == 2)
                }
            }
        }
    }
}
