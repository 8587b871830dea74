/// The second binding model: the native advanced flow of source 003 (GMA-1..GMA-15). An ad loader
/// (`GADAdLoader`, ad types `[.native]`) calls its delegate back with a `GADNativeAd` or an error;
/// the app fills a `GADNativeAdView`'s asset views by hand and associates the ad with the view
/// (`nativeAdView.nativeAd = nativeAd`). Only what differs from the first model lives here: the
/// loader, the ad's fields, the app's populate code and the ad view's outlets. Loading, the clock,
/// viewability, impressions and clicks are the engine's shared core (`Simulation+GMA.swift` says
/// which parts it calls).

/// The assets of a `GADNativeAd`, one per asset view outlet of `GADNativeAdView`, in the order of
/// the sample's populate code. `headline` and `media` are in every ad (GMA-2).
public enum GMAAsset: String, CaseIterable, Sendable, Hashable {
    case headline, media, body, callToAction, icon, starRating, store, price, advertiser

    /// `headlineView`, `mediaView`, ...
    public var outlet: String { rawValue + "View" }

    /// The property of the outlet's view that the populate code sets: `mediaView.mediaContent`,
    /// the button's title, an image view's `image`, a label's `text`.
    public var property: String {
        switch self {
        case .media: return "mediaContent"
        case .callToAction: return "title"
        case .icon, .starRating: return "image"
        case .headline, .body, .store, .price, .advertiser: return "text"
        }
    }

    /// GMA-2: "The headline and mediaContent are guaranteed to be present in every native ad."
    public var guaranteed: Bool { self == .headline || self == .media }
}

/// A `GADNativeAd` as the network returns it. `values` holds text, an image name, or the star
/// rating; `media` is `mediaContent` (its image name is `values[.media]`).
public struct GMAAdFixture: Sendable, Hashable {
    public var id: String
    public var values: [GMAAsset: String]
    public var media: MediaFixture

    public init(id: String, values: [GMAAsset: String], media: MediaFixture) {
        self.id = id
        self.values = values
        self.media = media
    }

    public func has(_ asset: GMAAsset) -> Bool { values[asset] != nil }
    /// The assets the ad has, in `GMAAsset` order.
    public var assets: [GMAAsset] { GMAAsset.allCases.filter(has) }
}

/// One statement of the app's populate code (the body of `adLoader(_:didReceive:)` in UIKit, of
/// `updateUIView` in SwiftUI), in the order the app writes them.
public enum GMACode: Sendable, Hashable {
    /// `(nativeAdView.bodyView as? UILabel)?.text = nativeAd.body`, and with `hideWhenAbsent`
    /// `nativeAdView.bodyView?.isHidden = nativeAd.body == nil` (GMA-2). For `media`:
    /// `nativeAdView.mediaView?.mediaContent = nativeAd.mediaContent` (GMA-8).
    case fill(GMAAsset, hideWhenAbsent: Bool)
    /// The height constraint `height = width / aspectRatio` when `aspectRatio > 0` (GMA-5).
    case sizeMedia
    /// `nativeAdView.callToActionView?.isUserInteractionEnabled = false` (GMA-4).
    case disableCallToActionInteraction
    /// `nativeAdView.nativeAd = nativeAd` (GMA-3).
    case associate
}

/// The app object that owns the loader and is its delegate: a UIKit view controller, or the
/// SwiftUI sample's `NativeAdViewModel` (`ObservableObject`, `@Published var nativeAd`).
public struct GMAViewModel: Sendable, Hashable {
    public enum Wrapper: String, Sendable, Hashable {
        /// `adLoader(_:didReceive:)` loads the nib, places the view and runs the populate code.
        case uikit
        /// `adLoader(_:didReceive:)` publishes the ad; each `UIViewRepresentable` observing the view
        /// model runs the populate code in `updateUIView` (GMA-6, GMA-9).
        case swiftUI
    }

    /// When a UIKit app loads its `GADNativeAdView` from the nib (issue 38 item 3).
    public enum NibLoading: String, Sendable, Hashable {
        /// 003's `adLoader(_:didReceive:)`: "Create and place ad in view hierarchy" with each ad.
        /// The view enters the hierarchy when the first ad arrives; every later ad gets a fresh
        /// view from the nib, which replaces the one before.
        case perAd = "per-ad"
        /// Loaded once before any ad (the vendor's example app, `viewDidLoad`) and reused: in the
        /// hierarchy from the start; a later ad is associated with the same view.
        case once
    }

    public var id: String
    public var adUnitID: String
    public var wrapper: Wrapper
    /// UIKit only; a SwiftUI representable's view is made by `makeUIView` when it is first drawn.
    public var nibLoading: NibLoading
    /// `rootViewController:` given, or nil (GMA-11: the parameter is optional).
    public var rootViewController: Bool
    /// `nativeAd.delegate = self` in `adLoader(_:didReceive:)` (GMA-7).
    public var setsDelegate: Bool
    /// The ad views (node ids of `gmaAdView` nodes) this object fills, in the order it fills them.
    public var adViews: [String]
    public var code: [GMACode]

    public init(
        id: String, adUnitID: String, wrapper: Wrapper, rootViewController: Bool = false, setsDelegate: Bool = true,
        adViews: [String], code: [GMACode], nibLoading: NibLoading = .perAd
    ) {
        self.id = id
        self.adUnitID = adUnitID
        self.wrapper = wrapper
        self.nibLoading = nibLoading
        self.rootViewController = rootViewController
        self.setsDelegate = setsDelegate
        self.adViews = adViews
        self.code = code
    }

    /// The UIKit sample's populate code (003, Swift, `adLoader(_:didReceive:)`): every asset filled, the optional ones hidden when
    /// absent, the media sized, interaction disabled on the call to action, and the association last.
    /// Computed rather than a stored static (evaluated once per process), so that it reads
    /// `guaranteed` each time it is used.
    public static var sampleCode: [GMACode] {
        [.fill(.headline, hideWhenAbsent: false), .fill(.media, hideWhenAbsent: false), .sizeMedia]
            + GMAAsset.allCases.filter { !$0.guaranteed }.map { .fill($0, hideWhenAbsent: true) }
            + [.disableCallToActionInteraction, .associate]
    }

    /// The SwiftUI sample's populate code (003, `updateUIView`): every asset filled in the order it
    /// writes them, no view hidden, the media not sized, interaction disabled on the call to
    /// action, and the association last (issue 38 item 3: a SwiftUI view model without its own
    /// code runs this, not the UIKit sample's).
    public static var swiftUISampleCode: [GMACode] {
        [GMAAsset.headline, .media, .body, .icon, .starRating, .store, .price, .advertiser, .callToAction].map {
            .fill($0, hideWhenAbsent: false)
        } + [.disableCallToActionInteraction, .associate]
    }

    /// The populate code of the sample of `wrapper`.
    public static func sampleCode(_ wrapper: Wrapper) -> [GMACode] { wrapper == .uikit ? sampleCode : swiftUISampleCode }

    /// Whether the ad view is in the hierarchy before the model's first ad (issue 38 item 3).
    public var adViewBeforeTheAd: Bool { wrapper == .swiftUI || nibLoading == .once }
}
