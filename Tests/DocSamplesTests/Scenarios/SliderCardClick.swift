import AdSpecAds
import SwiftUI

/// 001, «Особенности подключения слайдера», 3: «У блока нет собственного клика, поэтому у
/// `SliderAdContainer` нет модификатора `onAdClick`. Нажатия приходят из
/// `NativeAdContainer.onAdClick` каждой карточки.» A Swift scenario with a golden of its own
/// (Goldens/swift/slider-card-click.transcript) and no XML twin.
enum SliderCardClick {
    static let scenario = SwiftScenario(
        "slider-card-click",
        title: "A tap on a slider card's call to action is that card's onAdClick; the block has no click",
        covers: ["SLD-5", "SLD-3"],
        view: { SliderCardClickView() },
        script: { _ in [.wait(ms: 1500), .tap(node: "card-callToAction#0"), .wait(ms: 100)] })
}

struct SliderCardClickView: View {
    @StateObject private var sliderState = SliderAdState(request: AdRequest(adUnitID: "demo-native-slider-yandex"))

    var body: some View {
        SliderAdContainer(state: sliderState) { layout in
            VStack(alignment: .leading, spacing: 8) {
                if layout.has(.sponsored) {
                    NativeAdAsset.Sponsored().font(.caption2)
                }
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHStack(spacing: 8) {
                        ForEach(layout.ads) { card in
                            NativeAdContainer(state: card) { layout in
                                fullCard(layout)
                            } placeholder: {
                                ProgressView().frame(width: 300, height: 200)
                            }
                            .onAdClick {}
                            .onAdImpression { _ in }
                            .id("card")
                        }
                    }
                }
            }
        } placeholder: {
            ProgressView()
        }
        .onAdImpression { _ in }
        .id("S")
        .onAppear { sliderState.loadAd() }
    }
}

/// A card with every component an ad of the demo slider can have, 300 points wide: the documented
/// mistakes' small card (DocumentedMistakes.swift) with the app-install ad's icon, rating, review
/// count and price where the ad has them.
@MainActor func fullCard(_ layout: NativeAdLayoutInfo) -> some View {
    VStack(alignment: .leading, spacing: 4) {
        if layout.has(.icon) {
            NativeAdAsset.Icon().frame(width: 40, height: 40)
        }
        smallCard(sponsored: NativeAdAsset.Sponsored().font(.caption))
        if layout.has(.rating) {
            NativeAdAsset.Rating { value in Text(String(format: "%.1f", value)).font(.caption) }
        }
        if layout.has(.reviewCount) {
            NativeAdAsset.ReviewCount().font(.caption)
        }
        if layout.has(.price) {
            NativeAdAsset.Price().font(.caption)
        }
    }
    .frame(width: 300)
}
