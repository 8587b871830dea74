// The Swift samples of source 001 (the ad slider in SwiftUI) between `doc-sample` markers. The
// source is flattened Markdown: each code block is one line there, so here the line breaks and
// indentation are put back; DocSampleTextTests compares each with the seed's ```swift block with
// every run of white space as one space. The only change is the vendor module's import
// (`import AdSpecAds`). Outside the markers: scaffolding (Documentation/DocSamples.md).
// doc-sample 001/slider-ad-view begin
import SwiftUI
import AdSpecAds

struct SliderAdView: View {
    @StateObject private var sliderState = SliderAdState(request: AdRequest(adUnitID: "R-M-XXXXX-YY"))

    var body: some View {
        SliderAdContainer(state: sliderState) { layout in
            block(layout)
        } placeholder: {
            ProgressView().frame(maxWidth: .infinity, minHeight: 200)
        }
        .onAdLoad { adInfo in
            // ...
        }
        .onAdFailure { error in
            // ...
        }
        .onAdBindingFailure { error in
            // ...
        }
        .onAdImpression { impressionData in
            // ...
        }
        .onAppear { sliderState.loadAd() }
    }
}
// doc-sample 001/slider-ad-view end

// doc-sample 001/block-and-card begin
private func block(_ layout: SliderAdLayoutInfo) -> some View {
    VStack(alignment: .leading, spacing: 8) {
        if layout.has(.sponsored) {
            NativeAdAsset.Sponsored()
                .font(.caption2)
                .foregroundColor(.secondary)
        }
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 8) {
                ForEach(layout.ads) { adState in
                    card(adState)
                }
            }
        }
    }
}

private func card(_ adState: NativeAdState) -> some View {
    NativeAdContainer(state: adState) { layout in
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 8) {
                NativeAdAsset.Icon()
                    .frame(width: 40, height: 40)
                    .clipShape(RoundedRectangle(cornerRadius: 8))
                VStack(alignment: .leading) {
                    NativeAdAsset.Title().font(.headline).lineLimit(2)
                    HStack(spacing: 4) {
                        NativeAdAsset.Domain().font(.caption).foregroundColor(.secondary)
                        NativeAdAsset.Sponsored().font(.caption2).foregroundColor(.secondary)
                        NativeAdAsset.Age().font(.caption2).foregroundColor(.secondary)
                    }
                }
                Spacer()
                NativeAdAsset.Feedback()
                    .frame(width: 24, height: 24)
            }
            NativeAdAsset.Media()
                .clipShape(RoundedRectangle(cornerRadius: 12))
            NativeAdAsset.Body().font(.subheadline).lineLimit(3)
            NativeAdAsset.CallToAction { text in
                Text(text)
                    .bold()
                    .frame(maxWidth: .infinity, minHeight: 44)
                    .background(Color.accentColor)
                    .foregroundColor(.white)
                    .clipShape(Capsule())
            }
            NativeAdAsset.Warning().font(.caption2).foregroundColor(.secondary)
        }
        .padding(12)
        .frame(width: 320)
    } placeholder: {
        ProgressView().frame(width: 320, height: 200)
    }
    .onAdClick { }
    .onAdImpression { _ in }
    .onAdBindingFailure { _ in }
}
// doc-sample 001/block-and-card end

// Scaffolding: the manual-images fragment is the state and method of a view that draws block.
struct SliderManualImagesView: View {
// doc-sample 001/manual-images begin
@StateObject private var sliderState = SliderAdState(
    request: AdRequest(adUnitID: "R-M-XXXXX-YY"),
    options: NativeAdOptions(shouldLoadImagesAutomatically: false)
)

func loadImages() {
    Task { await sliderState.loadImages() }
}
// doc-sample 001/manual-images end

    var body: some View {
        SliderAdContainer(state: sliderState) { layout in block(layout) } placeholder: { ProgressView() }
            .onAppear { sliderState.loadAd() }
    }
}

// Scaffolding: the logging call is a statement, so it sits in a function.
@MainActor func enableLoggingAsSliderDocumentWrites() {
// doc-sample 001/enable-logging begin
YandexAds.enableLogging()
// doc-sample 001/enable-logging end
}
