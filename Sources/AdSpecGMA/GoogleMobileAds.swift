// The ad API of source 003 under its own names (GoogleMobileAds), on Linux, for its Swift samples
// (Documentation/DocSamples.md, "Source 003"). The types record what the app does; they decide
// nothing: `GMASampleHost` turns what they record into the engine's `GMAViewModel`, whose rules
// (GMA-1..GMA-15) the engine applies. Main-actor isolated: the samples call them from a view
// controller, `updateUIView` and a view model that conforms to the loader's delegate.
import AdSpecEngine
@_exported import AdSpecUIKit
@_exported import Foundation
@_exported import SwiftUI

@MainActor
public protocol GADAdLoaderDelegate: AnyObject {
    func adLoader(_ adLoader: GADAdLoader, didFailToReceiveAdWithError error: Error)
}

@MainActor
public protocol GADNativeAdLoaderDelegate: GADAdLoaderDelegate {
    func adLoader(_ adLoader: GADAdLoader, didReceive nativeAd: GADNativeAd)
}

/// The native ad's delegate (GMA-7): its methods are the impression and click the transcript
/// shows as `nativeAdDidRecordImpression` / `nativeAdDidRecordClick`; all optional.
@MainActor
public protocol GADNativeAdDelegate: AnyObject {
    func nativeAdDidRecordImpression(_ nativeAd: GADNativeAd)
    func nativeAdDidRecordClick(_ nativeAd: GADNativeAd)
}

extension GADNativeAdDelegate {
    public func nativeAdDidRecordImpression(_ nativeAd: GADNativeAd) {}
    public func nativeAdDidRecordClick(_ nativeAd: GADNativeAd) {}
}

public struct GADAdLoaderAdType: Hashable, Sendable {
    public let rawValue: String
    public static let native = GADAdLoaderAdType(rawValue: "native")
}

public class GADAdLoaderOptions {}

public final class GADRequest {
    public init() {}
}

/// `GADAdLoader(adUnitID:rootViewController:adTypes:options:)`; `load(_:)` is the engine's
/// `refreshAd` step of the view model that is its delegate (GMA-1, GMA-11, GMA-15).
@MainActor
public final class GADAdLoader {
    public let adUnitID: String
    public weak var delegate: GADAdLoaderDelegate?
    let rootViewController: Bool
    let adTypes: [GADAdLoaderAdType]

    public init(
        adUnitID: String, rootViewController: UIViewController?, adTypes: [GADAdLoaderAdType], options: [GADAdLoaderOptions]?
    ) {
        self.adUnitID = adUnitID
        self.rootViewController = rootViewController != nil
        self.adTypes = adTypes
    }

    public func load(_ request: GADRequest?) { GMARecorder.current?.loaded(self) }
}

public final class GADMediaContent {
    public let aspectRatio: CGFloat
    public let hasVideoContent: Bool
    let image: String

    init(aspectRatio: CGFloat, hasVideoContent: Bool, image: String) {
        self.aspectRatio = aspectRatio
        self.hasVideoContent = hasVideoContent
        self.image = image
    }
}

public final class GADNativeAdImage {
    public let image: UIImage?
    init(image: UIImage?) { self.image = image }
}

/// A `GADNativeAd`: `headline` and `mediaContent` always, the others maybe (GMA-2).
@MainActor
public final class GADNativeAd: CustomStringConvertible {
    public let headline: String?
    public let body: String?
    public let callToAction: String?
    public let icon: GADNativeAdImage?
    public let starRating: NSDecimalNumber?
    public let store: String?
    public let price: String?
    public let advertiser: String?
    public let mediaContent: GADMediaContent
    public weak var delegate: GADNativeAdDelegate? { didSet { GMARecorder.current?.delegateSet(on: self) } }
    let id: String

    init(id: String, values: [String: String], mediaContent: GADMediaContent) {
        self.id = id
        headline = values["headline"]
        body = values["body"]
        callToAction = values["callToAction"]
        icon = values["icon"].map { GADNativeAdImage(image: UIImage(name: $0)) }
        starRating = values["starRating"].map { NSDecimalNumber(string: $0) }
        store = values["store"]
        price = values["price"]
        advertiser = values["advertiser"]
        self.mediaContent = mediaContent
    }

    nonisolated public var description: String { "<GADNativeAd>" }
}

/// The view that shows the media (`mediaContent`, GMA-8).
@MainActor
public final class GADMediaView: UIView {
    public var mediaContent: GADMediaContent? { didSet { GMARecorder.current?.mediaSet(on: self) } }
}

/// `GADNativeAdView`: one outlet per asset; `nativeAd = ad` associates the ad (GMA-3). Reading an
/// outlet no view is connected to is told to the recorder: the statement that reads it sets nothing.
@MainActor
open class GADNativeAdView: UIView {
    private var connected: [GMAAsset: UIView] = [:]
    public var headlineView: UIView? {
        get { outlet(.headline) }
        set { connected[.headline] = newValue }
    }
    public var bodyView: UIView? {
        get { outlet(.body) }
        set { connected[.body] = newValue }
    }
    public var callToActionView: UIView? {
        get { outlet(.callToAction) }
        set { connected[.callToAction] = newValue }
    }
    public var iconView: UIView? {
        get { outlet(.icon) }
        set { connected[.icon] = newValue }
    }
    public var starRatingView: UIView? {
        get { outlet(.starRating) }
        set { connected[.starRating] = newValue }
    }
    public var storeView: UIView? {
        get { outlet(.store) }
        set { connected[.store] = newValue }
    }
    public var priceView: UIView? {
        get { outlet(.price) }
        set { connected[.price] = newValue }
    }
    public var advertiserView: UIView? {
        get { outlet(.advertiser) }
        set { connected[.advertiser] = newValue }
    }
    public var mediaView: GADMediaView? {
        get { outlet(.media) as? GADMediaView }
        set { connected[.media] = newValue }
    }
    public var nativeAd: GADNativeAd? { didSet { GMARecorder.current?.associated(self) } }

    private func outlet(_ asset: GMAAsset) -> UIView? {
        guard let view = connected[asset] else {
            GMARecorder.current?.readUnconnected(asset, of: self)
            return nil
        }
        return view
    }
}
