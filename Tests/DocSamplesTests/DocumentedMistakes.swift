import AdSpecAds
import SwiftUI

// The documented mistakes, written in Swift as an app would write them (000, «Особенности
// подключения нативной рекламы»; 001, «Особенности подключения слайдера»). Each has an XML twin
// in Specs/docsamples/ or Specs/slider/.

/// A small card, all on screen: every component the demo content ad has, `sponsored` as given.
@MainActor func smallCard<Sponsored: View>(sponsored: Sponsored) -> some View {
    VStack(alignment: .leading, spacing: 4) {
        NativeAdAsset.Title().font(.headline)
        HStack(spacing: 4) {
            NativeAdAsset.Domain().font(.caption)
            sponsored
            NativeAdAsset.Age().font(.caption)
            NativeAdAsset.Favicon().frame(width: 14, height: 14)
            NativeAdAsset.Feedback().frame(width: 24, height: 24)
        }
        NativeAdAsset.Media().frame(width: 160, height: 90)
        NativeAdAsset.Body().font(.subheadline).lineLimit(2)
        NativeAdAsset.CallToAction().frame(maxWidth: .infinity, minHeight: 44)
        NativeAdAsset.Warning().font(.caption2)
    }
}

/// «Обязательный компонент, для которого примитив ... скрыт через .hidden() ... блокирует привязку
/// всего объявления ... Компонент с .opacity(0) привязку не ломает, но такой показ помечается».
struct HiddenAndTransparentSponsored: View {
    @StateObject private var a = NativeAdState(request: AdRequest(adUnitID: "demo-native-content-yandex"))
    @StateObject private var b = NativeAdState(request: AdRequest(adUnitID: "demo-native-content-yandex"))

    var body: some View {
        VStack(spacing: 8) {
            NativeAdContainer(state: a) { _ in
                smallCard(sponsored: NativeAdAsset.Sponsored().font(.caption).hidden())
            } placeholder: {
                ProgressView()
            }
            .onAdBindingFailure { _ in }
            .onAdClick {}
            .onAdImpression { _ in }
            .id("A")
            NativeAdContainer(state: b) { _ in
                smallCard(sponsored: NativeAdAsset.Sponsored().font(.caption).opacity(0))
            } placeholder: {
                ProgressView()
            }
            .onAdBindingFailure { _ in }
            .onAdClick {}
            .onAdImpression { _ in }
            .id("B")
        }
        .onAppear {
            a.loadAd()
            b.loadAd()
        }
    }
}

/// «NativeAdState должен создаваться один раз ... а не создавайте в body: контейнер, получивший
/// новое состояние, отвязывает предыдущее объявление и начинает с фазы .idle.»
struct StateMadeInBody: View {
    var body: some View {
        let state = NativeAdState(request: AdRequest(adUnitID: "demo-native-content-yandex"))
        NativeAdContainer(state: state) { _ in
            smallCard(sponsored: NativeAdAsset.Sponsored().font(.caption))
        } placeholder: {
            ProgressView()
        }
        .onAdImpression { _ in }
        .onAdBindingFailure { _ in }
        .onAppear { state.loadAd() }
    }
}

/// «Карточки должны находиться внутри SliderAdContainer. Если показать их отдельно от контейнера
/// блока, каждая карточка засчитает свой показ, а показ самого блока будет потерян» (001, SLD-4).
/// The card states exist only as `layout.ads`, inside the slider's content: an app that shows them
/// elsewhere keeps that array (`.onAppear { kept.cards = layout.ads }`) and draws it in a `ForEach`
/// below the slider. Cards 320 wide with spacing 8 in a row 412 high, as the XML twin's.
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
            .onAdLoad { _ in }
            .onAdFailure { _ in }
            .onAdBindingFailure { _ in }
            .onAdImpression { _ in }
            .id("S")
            ScrollView(.horizontal) {
                HStack(spacing: 8) {
                    ForEach(kept.cards) { card in
                        NativeAdContainer(state: card) { layout in
                            fullCard(layout).frame(width: 320)
                        } placeholder: {
                            ProgressView().frame(width: 320, height: 200)
                        }
                        .onAdLoad { _ in }
                        .onAdFailure { _ in }
                        .onAdBindingFailure { _ in }
                        .onAdClick {}
                        .onAdImpression { _ in }
                        .id("card")
                    }
                }
            }
            .frame(height: 412)
            .id("row")
        }
        .onAppear { sliderState.loadAd() }
    }
}
