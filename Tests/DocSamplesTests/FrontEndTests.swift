import AdSpecAds
import AdSpecEngine
import SwiftUI
import Testing

@testable import DocSamples

/// The front end itself: what it builds for the engine, and what it refuses.
@MainActor
struct FrontEndTests {
    static func screen<V: View>(_ view: V) async throws -> ScenarioInput {
        try await SampleHost(view).scenario(id: "front-end", script: [])
    }

    struct TwelveTexts: View {
        var body: some View {
            VStack(spacing: 2) {
                Text("1")
                Text("2")
                Text("3")
                Text("4")
                Text("5")
                Text("6")
                Text("7")
                Text("8")
                Text("9")
                Text("10")
                Text("11").font(.headline).lineLimit(2)
                Text("12").font(.caption2)
            }
        }
    }

    @Test func aViewBuilderTakesMoreThanTenViewsAndTextFollowsTheHeightRule() async throws {
        let input = try await Self.screen(TwelveTexts())
        let stack = try #require(input.app.screen.children.first)
        #expect(stack.children.count == 12)
        #expect(stack.children.map(\.height) == Array(repeating: 22, count: 10) + [44, 13])
        // 10 x 22 + 44 + 13, and 11 gaps of 2.
        #expect(stack.height == 299)
    }

    struct Conditions: View {
        @StateObject private var state = NativeAdState(request: AdRequest(adUnitID: "demo-native-app-yandex"))
        let both: Bool
        var body: some View {
            NativeAdContainer(state: state) { layout in
                VStack {
                    if both ? (layout.has(.rating) && layout.has(.price)) : (layout.has(.rating) || layout.has(.price)) {
                        NativeAdAsset.Price()
                    }
                    if layout.has(.icon) { NativeAdAsset.Icon().frame(width: 40, height: 40) }
                }
            } placeholder: {
                ProgressView()
            }
        }
    }

    @Test func anIfOnAnyOfSeveralComponentsIsTheEnginesIfHasAnyAndOneOnOneIsIfHas() async throws {
        let input = try await Self.screen(Conditions(both: false))
        let kinds = input.app.screen.allNodes().map(\.kind)
        #expect(kinds.contains(.ifHasAny([.price, .rating])))
        #expect(kinds.contains(.ifHas(.icon)))
    }

    @Test func anIfOnAllOfSeveralComponentsIsRefused() async throws {
        await #expect(throws: HostError.self) { try await Self.screen(Conditions(both: true)) }
    }

    @Test func aStateObjectSurvivesARenderAndTheStateIsNamedAfterItsProperty() async throws {
        let input = try await SampleHost(NativeAdView()).scenario(id: "front-end", script: [.wait(ms: 500), .rerender])
        #expect(input.app.states.map(\.id) == ["adState"])
        #expect(input.app.states.map(\.lifetime) == [.stateObject])
        #expect(input.script.map(\.action) == [.loadAd(state: "adState"), .wait(ms: 500), .rerender])
    }

    @Test func aStateMadeInBodyHasTheLifetimeOfBody() async throws {
        let input = try await Self.screen(StateMadeInBody())
        #expect(input.app.states.map(\.lifetime) == [.body])
    }
}

/// Slider cards outside the slider (001: «Карточки должны находиться внутри SliderAdContainer»),
/// as an app can write it with the documented API: `layout.ads` kept by the app and drawn below the
/// slider. The front end refuses it rather than draw nothing (see Documentation/DocSamples.md).
@MainActor
final class KeptCards: ObservableObject {
    @Published var cards: [NativeAdState] = []
}

struct SliderCardsKeptOutside: View {
    @StateObject private var sliderState = SliderAdState(request: AdRequest(adUnitID: "demo-native-slider-yandex"))
    @StateObject private var kept = KeptCards()

    var body: some View {
        VStack(spacing: 8) {
            SliderAdContainer(state: sliderState) { layout in
                VStack {
                    if layout.has(.sponsored) { NativeAdAsset.Sponsored().frame(height: 20) }
                }
                .onAppear { kept.cards = layout.ads }
            } placeholder: {
                ProgressView()
            }
            ScrollView(.horizontal) {
                HStack(spacing: 8) {
                    ForEach(kept.cards) { card in
                        NativeAdContainer(state: card) { layout in fullCard(layout) } placeholder: { ProgressView() }
                    }
                }
            }
        }
        .onAppear { sliderState.loadAd() }
    }
}

extension FrontEndTests {
    @Test func sliderCardsKeptAndDrawnOutsideTheSliderAreRefusedNotDropped() async throws {
        let error = await #expect(throws: HostError.self) {
            try await SampleHost(SliderCardsKeptOutside()).scenario(id: "front-end", script: [.rerender])
        }
        #expect(error?.description.contains("a card of layout.ads drawn outside its SliderAdContainer") == true)
        // Without the outside cards the same view is expressible.
        _ = try await SampleHost(SliderCardsKeptOutside()).scenario(id: "front-end", script: [])
    }
}
