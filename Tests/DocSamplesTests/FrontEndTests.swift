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

extension FrontEndTests {
    static func templates(_ node: ViewNode) -> [ViewNode.Kind] {
        node.allNodes().map(\.kind).filter {
            switch $0 {
            case .sliderCards, .sliderCardsOf: return true
            default: return false
            }
        }
    }

    /// A `ForEach` over `layout.ads` is the engine's `sliderCards` inside its slider's content
    /// (the documents' `block`), and `sliderCardsOf` that slider once the app keeps the array and
    /// draws it below the slider (the documented mistake, SLD-4).
    @Test func aForEachOverLayoutAdsIsTheSlidersCardTemplateInsideAndTheCardsOfThatSliderOutside() async throws {
        // `layout.ads` holds a state per card of the blocks the sample's unit serves: here the
        // demo slider's, under the sample's unit id.
        let sample = SampleHost(SliderAdView())
        var unit = DemoUnits.slider
        unit.id = "R-M-XXXXX-YY"
        sample.adUnits = [unit]
        #expect(Self.templates(try await sample.scenario(id: "front-end", script: []).app.screen) == [.sliderCards])
        // A unit that serves no block: no card states, so the ForEach draws nothing.
        #expect(Self.templates(try await Self.screen(SliderAdView()).app.screen) == [])
        let kept = try await SampleHost(SliderCardsKeptOutside()).scenario(id: "front-end", script: [.perform {}])
        #expect(Self.templates(kept.app.screen) == [.sliderCardsOf(slider: "sliderState")])
        // Before the content's onAppear kept the cards, the app draws none.
        #expect(Self.templates(try await Self.screen(SliderCardsKeptOutside()).app.screen) == [])
    }
}
