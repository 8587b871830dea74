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

    public var id: String
    public var adUnitID: String
    public var wrapper: Wrapper
    /// `rootViewController:` given, or nil (GMA-11: the parameter is optional).
    public var rootViewController: Bool
    /// `nativeAd.delegate = self` in `adLoader(_:didReceive:)` (GMA-7).
    public var setsDelegate: Bool
    /// The ad views (node ids of `gmaAdView` nodes) this object fills, in the order it fills them.
    public var adViews: [String]
    public var code: [GMACode]

    public init(
        id: String, adUnitID: String, wrapper: Wrapper, rootViewController: Bool = false, setsDelegate: Bool = true,
        adViews: [String], code: [GMACode]
    ) {
        self.id = id
        self.adUnitID = adUnitID
        self.wrapper = wrapper
        self.rootViewController = rootViewController
        self.setsDelegate = setsDelegate
        self.adViews = adViews
        self.code = code
    }

    /// The sample's populate code (003, Swift): every asset filled, the optional ones hidden when
    /// absent, the media sized, interaction disabled on the call to action, and the association last.
    /// Computed rather than a stored static (evaluated once per process), so that it reads
    /// `guaranteed` each time it is used.
    public static var sampleCode: [GMACode] {
        [.fill(.headline, hideWhenAbsent: false), .fill(.media, hideWhenAbsent: false), .sizeMedia]
            + GMAAsset.allCases.filter { !$0.guaranteed }.map { .fill($0, hideWhenAbsent: true) }
            + [.disableCallToActionInteraction, .associate]
    }
}
