/// What the transcript says of the native advanced flow (source 003): one case of
/// `TranscriptEvent` (`.gma`), whose text is `TranscriptFormat+GMA.swift`, whose rule is
/// `rule`, and which is normative or informative by type (`isNormative`).
public enum GMAEvent: Sendable, Hashable {
    // MARK: Subject `model` (the loader's and the native ad's delegate)
    /// `refreshAd()`: a new `GADAdLoader` (ad types `[.native]`), then `load(GADRequest())` (GMA-1, GMA-11, GMA-15).
    case loaderCreated(number: Int, unit: String, rootViewController: Bool)
    /// `adLoader(_:didReceive:)` (GMA-1), with what the ad has (GMA-2).
    case received(loader: Int, ad: String, assets: [GMAAsset], aspectRatio: Double, hasVideo: Bool)
    /// `adLoader(_:didFailToReceiveAdWithError:)` (GMA-1).
    case failedToReceive(loader: Int, code: String, message: String)
    /// The response of a loader that `refreshAd()` replaced reaches no delegate (GMA-15).
    case responseDropped(loader: Int, current: Int)
    /// `self.nativeAd = nativeAd`: the `@Published` ad changes (GMA-6).
    case published(ad: String)
    /// `nativeAdDidRecordImpression(_:)` (GMA-12); `delegate` false when no delegate was set (GMA-7).
    case recordedImpression(ad: String, view: String, delegate: Bool)
    /// `nativeAdDidRecordClick(_:)` (GMA-13); `delegate` false when no delegate was set (GMA-7).
    case recordedClick(ad: String, view: String, asset: GMAAsset, delegate: Bool)

    // MARK: Subject `adView`
    /// The ad view entered the hierarchy, filled by `model` (UIKit's `setAdView`, SwiftUI's `makeUIView`).
    case adViewInHierarchy(model: String, width: Double, height: Double)
    /// The populate code starts: in `adLoader(_:didReceive:)` on a view fresh from the nib (UIKit), or in `updateUIView` (SwiftUI).
    case populates(ad: String, wrapper: GMAViewModel.Wrapper)
    /// UIKit with `nib-loading="once"`: `adLoader(_:didReceive:)` populates the view it loaded before the
    /// first ad, reused (issue 38 item 3).
    case populatesLoadedView(ad: String)
    /// A run of populate statements (GMA-2, GMA-4, GMA-8).
    case fills([GMAStatement])
    /// GMA-5: the media view's height constraint, `height = width / aspectRatio`; nil height: aspectRatio is not above 0, no constraint.
    case mediaSized(width: Double, height: Double?, aspectRatio: Double)
    /// GMA-2: the view of an absent asset left visible, empty.
    case emptyViewShown(GMAAsset)
    /// `nativeAdView.nativeAd = nativeAd` (GMA-3): the views registered with the ad, and those not.
    case associated(ad: String, registered: [GMAAsset], skipped: [GMASkippedView])
    /// The same ad associated again with the same view (GMA-14): registration is taken again, nothing else happens.
    case associatedAgain(ad: String, registered: [GMAAsset])

    // MARK: Subject `note`
    /// A tap that records no click, and why (GMA-3, GMA-4, GMA-13, GMA-14).
    case noClick(node: String, GMANoClick)
    /// The populate code of an ad view that is not in the hierarchy does not run.
    case adViewNotInHierarchy(view: String)

    /// Normative: what an app observes through the SDK's public surface: the requests (a loader
    /// made and loading), each delegate callback with its payload (when a delegate was set), and
    /// what the views show after the app filled them from the ad's properties. Informative: the
    /// app's own bookkeeping (publishing, which code runs), the engine's explanations, and the
    /// SDK-internal registration of views.
    public var isNormative: Bool {
        switch self {
        case .loaderCreated, .received, .failedToReceive, .fills: return true
        case .recordedImpression(_, _, let delegate), .recordedClick(_, _, _, let delegate): return delegate
        case .responseDropped, .published, .adViewInHierarchy, .populates, .populatesLoadedView, .mediaSized, .emptyViewShown, .associated,
            .associatedAgain, .noClick, .adViewNotInHierarchy:
            return false
        }
    }

    /// The catalogue rule behind the line.
    public var rule: String? {
        switch self {
        case .loaderCreated(let number, _, _): return number > 1 ? "GMA-15" : "GMA-1"
        case .received, .failedToReceive: return "GMA-1"
        case .responseDropped: return "GMA-15"
        case .published: return "GMA-6"
        case .recordedImpression: return "GMA-12"
        case .recordedClick: return "GMA-13"
        case .adViewInHierarchy: return nil
        case .populates(_, let wrapper): return wrapper == .swiftUI ? "GMA-6" : "GMA-3"
        case .populatesLoadedView: return "GMA-3"
        case .fills: return "GMA-2"
        case .mediaSized: return "GMA-5"
        case .emptyViewShown: return "GMA-2"
        case .associated: return "GMA-3"
        case .associatedAgain: return "GMA-14"
        case .noClick(_, let reason): return reason.rule
        case .adViewNotInHierarchy: return "GMA-9"
        }
    }
}

/// What a populate statement did to one outlet.
public enum GMAStatement: Sendable, Hashable {
    /// The outlet's view was given the asset's value (nil: the ad has no such asset).
    case set(GMAAsset, GMAValue?)
    /// `nativeAdView.storeView?` is nil: the outlet is not connected, the statement does nothing.
    case unconnected(GMAAsset)
    /// `isHidden` set.
    case hidden(GMAAsset, Bool)
    /// `callToActionView?.isUserInteractionEnabled = false`.
    case interactionDisabled
}

/// A value an asset view shows.
public enum GMAValue: Sendable, Hashable {
    case text(String)
    case image(String)
    /// `imageOfStars(fromStarRating:)`.
    case stars(String)
    /// `mediaContent` with a video (GMA-8).
    case video(String)
}

/// An outlet the association did not register, and why.
public struct GMASkippedView: Sendable, Hashable {
    public enum Reason: String, Sendable, Hashable, CaseIterable {
        /// No view is connected to the outlet.
        case notConnected
        /// The view is not a subview of the ad view (GMA-13).
        case notSubview
        /// Nothing was filled into it before the association (GMA-3), or the ad has no such asset.
        case empty
    }

    public var asset: GMAAsset
    public var reason: Reason

    public init(asset: GMAAsset, reason: Reason) {
        self.asset = asset
        self.reason = reason
    }
}

/// Why a tap recorded no click.
public enum GMANoClick: Sendable, Hashable {
    /// The view is no asset view of an ad view (no outlet, or the ad view's background).
    case notAnAssetView(adView: String)
    /// No native ad is associated with the ad view (GMA-3).
    case notAssociated(adView: String)
    /// The call to action keeps user interaction: the button takes the touch (GMA-4).
    case buttonTakesTouch
    /// The view was not registered at the association (GMA-3, GMA-13).
    case notRegistered(GMASkippedView)
    /// The ad was associated with another view since (GMA-14).
    case adMoved(to: String)

    public var rule: String {
        switch self {
        case .notAnAssetView, .notAssociated: return "GMA-3"
        case .buttonTakesTouch: return "GMA-4"
        case .notRegistered(let view): return view.reason == .notSubview ? "GMA-13" : "GMA-3"
        case .adMoved: return "GMA-14"
        }
    }
}

/// Why a GMA ad view's association ended.
public enum GMADissociation: Sendable, Hashable {
    /// Another ad was associated with the view.
    case anotherAd
    /// UIKit: the view was replaced by a new one from the nib.
    case viewReplaced
    /// The ad was associated with another view (GMA-14).
    case adMoved(to: String)
}
