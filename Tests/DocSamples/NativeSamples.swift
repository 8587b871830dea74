// The Swift samples of source 000 (native ads in SwiftUI), as the document prints them, between
// `doc-sample` markers; DocSampleTextTests keeps each equal to the seed text. The only change is
// the vendor module's import (`import AdSpecAds`). Outside the markers: the scaffolding that puts
// a fragment where it can compile and run (Documentation/DocSamples.md).
// doc-sample 000/native-ad-view begin
import SwiftUI
import AdSpecAds

struct NativeAdView: View {
    @StateObject private var adState = NativeAdState(request: AdRequest(adUnitID: "R-M-XXXXX-YY"))

    var body: some View {
        NativeAdContainer(state: adState) { layout in
            adCard(layout)
        } placeholder: {
            ProgressView()
        }
        .onAdLoad { _ in
            // Объявление успешно загружено
        }
        .onAdFailure { error in
            // Ошибка загрузки
        }
        .onAppear { adState.loadAd() }
    }
}
// doc-sample 000/native-ad-view end

// doc-sample 000/ad-card begin
private func adCard(_ layout: NativeAdLayoutInfo) -> some View {
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
                    NativeAdAsset.Favicon().frame(width: 14, height: 14)
                }
            }
            Spacer()
            NativeAdAsset.Feedback()
                .frame(width: 24, height: 24)
        }

        NativeAdAsset.Media()
            .clipShape(RoundedRectangle(cornerRadius: 12))

        NativeAdAsset.Body().font(.subheadline).lineLimit(3)

        if layout.has(.rating) || layout.has(.reviewCount) || layout.has(.price) {
            HStack(spacing: 8) {
                NativeAdAsset.Rating { value in
                    Text(String(format: "%.1f", value)).font(.caption)
                }
                NativeAdAsset.ReviewCount().font(.caption).foregroundColor(.secondary)
                Spacer()
                NativeAdAsset.Price { text in
                    Text(text).font(.caption).fontWeight(.semibold)
                }
            }
        }

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
}
// doc-sample 000/ad-card end

// Scaffolding: the Media overlay fragment as the card's media, in a card of its own.
@MainActor func mediaOverlay() -> some View {
// doc-sample 000/media-overlay begin
NativeAdAsset.Media { video in
    VStack {
        Spacer()
        HStack {
            Button(video.isMuted ? "Включить звук" : "Выключить звук") {
                video.setMuted(!video.isMuted)
            }
            .opacity(video.isMuteControlHidden ? 0 : 1)
            Spacer()
            Text("\(Int(video.position)) / \(Int(video.duration))")
        }
    }
    .padding(8)
}
// doc-sample 000/media-overlay end
}

/// A container whose card draws every primitive, the media with the overlay fragment.
struct VideoOverlayView: View {
    @StateObject private var adState = NativeAdState(request: AdRequest(adUnitID: "R-M-XXXXX-YY"))

    var body: some View {
        NativeAdContainer(state: adState) { _ in
            VStack(alignment: .leading, spacing: 8) {
                HStack(spacing: 8) {
                    NativeAdAsset.Icon().frame(width: 40, height: 40)
                    NativeAdAsset.Title().font(.headline)
                    NativeAdAsset.Feedback().frame(width: 24, height: 24)
                }
                HStack(spacing: 4) {
                    NativeAdAsset.Domain().font(.caption)
                    NativeAdAsset.Sponsored().font(.caption)
                    NativeAdAsset.Age().font(.caption)
                    NativeAdAsset.Favicon().frame(width: 14, height: 14)
                }
                mediaOverlay()
                NativeAdAsset.MainImage().frame(height: 100)
                NativeAdAsset.Body().font(.subheadline)
                HStack(spacing: 8) {
                    NativeAdAsset.Rating { value in Text(String(format: "%.1f", value)).font(.caption) }
                    NativeAdAsset.ReviewCount().font(.caption)
                    NativeAdAsset.Price().font(.caption)
                }
                NativeAdAsset.CallToAction().frame(maxWidth: .infinity, minHeight: 44)
                NativeAdAsset.Warning().font(.caption2)
            }
        } placeholder: {
            ProgressView()
        }
        .onAppear { adState.loadAd() }
    }
}

// Scaffolding: the events fragment is the body of a view whose state loads on appear.
struct EventsView: View {
    @StateObject private var adState = NativeAdState(request: AdRequest(adUnitID: "R-M-XXXXX-YY"))

    private var sample: some View {
// doc-sample 000/events begin
NativeAdContainer(state: adState) { layout in
    adCard(layout)
} placeholder: {
    ProgressView()
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
.onAdClick {
    // ...
}
.onAdImpression { impressionData in
    // ...
}
// doc-sample 000/events end
    }

    var body: some View {
        sample.onAppear { adState.loadAd() }
    }
}

// Scaffolding: the manual-images fragment is the state and method of a view that draws adCard.
struct ManualImagesView: View {
// doc-sample 000/manual-images begin
@StateObject private var adState = NativeAdState(
    request: AdRequest(adUnitID: "R-M-XXXXX-YY"),
    options: NativeAdOptions(shouldLoadImagesAutomatically: false)
)

func loadImages() {
    Task { await adState.loadImages() }
}
// doc-sample 000/manual-images end

    var body: some View {
        adCardContainer(adState).onAppear { adState.loadAd() }
    }
}

// Scaffolding: the documents' adCard in a container of `state`, placeholder a spinner.
func adCardContainer(_ state: NativeAdState) -> some View {
    NativeAdContainer(state: state) { layout in adCard(layout) } placeholder: { ProgressView() }
}

// doc-sample 000/feed begin
@MainActor
final class FeedViewModel: ObservableObject {
    @Published private(set) var adStates: [NativeAdState] = []

    func addAd() {
        let state = NativeAdState(request: AdRequest(adUnitID: "R-M-XXXXX-YY"))
        adStates.append(state)
        state.loadAd()
    }
}

struct FeedView: View {
    @StateObject private var viewModel = FeedViewModel()

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 16) {
                ForEach(viewModel.adStates) { state in
                    NativeAdContainer(state: state) { layout in
                        adCard(layout)
                    } placeholder: {
                        ProgressView().frame(maxWidth: .infinity, minHeight: 80)
                    }
                    .onAdClick { }
                    .onAdImpression { _ in }
                    .onAdBindingFailure { _ in }
                }
            }
        }
    }
}
// doc-sample 000/feed end

// Scaffolding: the script adds the feed's ads through the view's view model.
extension FeedView {
    func addAd() { viewModel.addAd() }
}

// doc-sample 000/bulk begin
@MainActor
final class BulkViewModel: ObservableObject {
    @Published private(set) var adStates: [NativeAdState] = []

    private let adLoader = NativeBulkAdLoader()

    func loadAds() async {
        let request = AdRequest(adUnitID: "demo-native-bulk-yandex")
        let options = NativeAdOptions()
        do {
            let ads = try await adLoader.loadAds(with: request, adsCount: 3, options: options)
            adStates = ads.map { NativeAdState(ad: $0) }
        } catch {
            // Ошибка загрузки
        }
    }
}
// doc-sample 000/bulk end

// Scaffolding: a feed of the bulk view model's states, and the call that starts the load.
struct BulkFeedView: View {
    @StateObject private var viewModel = BulkViewModel()

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 16) { ForEach(viewModel.adStates, content: adCardContainer) }
        }
    }

    func loadAds() {
        Task { await viewModel.loadAds() }
    }
}

// Scaffolding: the logging call is a statement, so it sits in a function.
@MainActor func enableLoggingAsNativeDocumentWrites() {
// doc-sample 000/enable-logging begin
YandexAds.enableLogging()
// doc-sample 000/enable-logging end
}
