import AdSpecEngine

#if canImport(AdSpecGMA)
    // The GoogleMobileAds-, UIKit- and SwiftUI-shaped front end (Linux).
    import AdSpecGMA
#else
    // The SDK's own module and Apple's frameworks, when this file is compiled in the SDK's test
    // target (Documentation/YourImplementation.md, "The GMA flow"). Not built here: iOS and macOS.
    import GoogleMobileAds
    import SwiftUI
    import UIKit
#endif

/// A scenario's app of source 003's native advanced flow (issue 37 items 2-3), written with the
/// GoogleMobileAds, UIKit and SwiftUI API only, in 003's shape: per `<gma-view-model>` a UIKit
/// view controller (`GMAScenarioViewController`) or a SwiftUI `NativeAdViewModel`
/// (`GMAScenarioViewModel`) with its `UIViewRepresentable`s (`GMAScenarioAdView`), each making a
/// `GADAdLoader` with the model's unit, being its delegate and running the model's populate steps
/// on the `GADNativeAdView`'s outlets. What the app knows comes from the scenario's input (its
/// data types only): the unit, the wrapper, the ad views, whether it sets the ad's delegate and
/// gives a root view controller, when it loads its nib, and its `<populate>` steps. Each ad view
/// of the screen is a nib of the same name (`Bundle.main.loadNibNamed(id, ...)`): in an SDK's
/// test target, the team's nibs. The screen around the ad views (stacks, scroll views, frames)
/// is the scenario's layout, which the runner gives the front end as it is: this app does not
/// write it.
@MainActor
public enum GMAScenarioApp {
    /// The app's objects, one per view model of `input`, by the view model's id.
    public static func make(_ input: ScenarioInput) -> [String: any GMAScenarioModel] {
        var models: [String: any GMAScenarioModel] = [:]
        for model in input.app.gmaModels {
            switch model.wrapper {
            case .uikit:
                let controller = GMAScenarioViewController(model: model)
                controller.viewDidLoad()
                models[model.id] = controller
            case .swiftUI:
                models[model.id] = GMAScenarioViewModel(model: model)
            }
        }
        return models
    }

    /// The ad view of `id` from its nib, as 003 loads it.
    static func loadNib(_ id: String) -> GADNativeAdView? {
        Bundle.main.loadNibNamed(id, owner: nil, options: nil)?.first as? GADNativeAdView
    }

    /// The model's populate steps (003's `adLoader(_:didReceive:)` in UIKit, `updateUIView` in
    /// SwiftUI), statement by statement as 003 writes them.
    static func populate(_ code: [GMACode], _ nativeAdView: GADNativeAdView, with nativeAd: GADNativeAd) {
        for statement in code {
            switch statement {
            case .fill(let asset, let hideWhenAbsent):
                fill(asset, nativeAdView, nativeAd)
                // GMA-2: "Check that they are before showing or hiding them."
                if hideWhenAbsent { outlet(asset, of: nativeAdView)?.isHidden = !has(asset, nativeAd) }
            case .sizeMedia:
                // GMA-5: "changes its height to match the aspect ratio of the media it displays".
                if let mediaView = nativeAdView.mediaView, nativeAd.mediaContent.aspectRatio > 0 {
                    let heightConstraint = NSLayoutConstraint(
                        item: mediaView, attribute: .height, relatedBy: .equal, toItem: mediaView, attribute: .width,
                        multiplier: CGFloat(1 / nativeAd.mediaContent.aspectRatio), constant: 0)
                    heightConstraint.isActive = true
                }
            case .disableCallToActionInteraction:
                // GMA-4: "For the SDK to process touch events properly, user interaction should be disabled."
                nativeAdView.callToActionView?.isUserInteractionEnabled = false
            case .associate:
                // GMA-3: "Associate the native ad view with the native ad object."
                nativeAdView.nativeAd = nativeAd
            }
        }
    }

    private static func fill(_ asset: GMAAsset, _ nativeAdView: GADNativeAdView, _ nativeAd: GADNativeAd) {
        switch asset {
        case .headline: (nativeAdView.headlineView as? UILabel)?.text = nativeAd.headline
        case .media: nativeAdView.mediaView?.mediaContent = nativeAd.mediaContent
        case .body: (nativeAdView.bodyView as? UILabel)?.text = nativeAd.body
        case .callToAction: (nativeAdView.callToActionView as? UIButton)?.setTitle(nativeAd.callToAction, for: .normal)
        case .icon: (nativeAdView.iconView as? UIImageView)?.image = nativeAd.icon?.image
        case .starRating: (nativeAdView.starRatingView as? UIImageView)?.image = imageOfStars(nativeAd.starRating)
        case .store: (nativeAdView.storeView as? UILabel)?.text = nativeAd.store
        case .price: (nativeAdView.priceView as? UILabel)?.text = nativeAd.price
        case .advertiser: (nativeAdView.advertiserView as? UILabel)?.text = nativeAd.advertiser
        }
    }

    private static func outlet(_ asset: GMAAsset, of nativeAdView: GADNativeAdView) -> UIView? {
        switch asset {
        case .headline: nativeAdView.headlineView
        case .media: nativeAdView.mediaView
        case .body: nativeAdView.bodyView
        case .callToAction: nativeAdView.callToActionView
        case .icon: nativeAdView.iconView
        case .starRating: nativeAdView.starRatingView
        case .store: nativeAdView.storeView
        case .price: nativeAdView.priceView
        case .advertiser: nativeAdView.advertiserView
        }
    }

    private static func has(_ asset: GMAAsset, _ nativeAd: GADNativeAd) -> Bool {
        switch asset {
        case .headline: nativeAd.headline != nil
        case .media: true
        case .body: nativeAd.body != nil
        case .callToAction: nativeAd.callToAction != nil
        case .icon: nativeAd.icon != nil
        case .starRating: nativeAd.starRating != nil
        case .store: nativeAd.store != nil
        case .price: nativeAd.price != nil
        case .advertiser: nativeAd.advertiser != nil
        }
    }

    /// The stars image of a rating, as 003's `imageOfStars(fromStarRating:)`: the app's own art.
    private static func imageOfStars(_ starRating: NSDecimalNumber?) -> UIImage? {
        starRating.flatMap { UIImage(named: "stars(\($0))") }
    }
}

/// One view model of the scenario's app: what the script's `refresh-ad` calls.
@MainActor
public protocol GMAScenarioModel: AnyObject {
    func refreshAd()
    /// SwiftUI: the representables that observe this view model, one per ad view; UIKit: none.
    var representables: [any UIViewRepresentable] { get }
}

/// 003's UIKit view controller: `refreshAd()` makes a new `GADAdLoader` (GMA-15); its
/// `adLoader(_:didReceive:)` takes each ad view from its nib, with each ad ("Create and place ad
/// in view hierarchy") or once in `viewDidLoad` (nib-loading="once"), places it, sets itself as
/// the ad's delegate and populates the view.
public final class GMAScenarioViewController: UIViewController, GMAScenarioModel, GADNativeAdLoaderDelegate, GADNativeAdDelegate {
    let model: GMAViewModel
    private var adLoader: GADAdLoader!
    private var loadedOnce: [String: GADNativeAdView] = [:]
    /// The ad views `setAdView` placed, by the id of their place on the screen.
    public private(set) var placed: [String: GADNativeAdView] = [:]
    public var representables: [any UIViewRepresentable] { [] }

    init(model: GMAViewModel) {
        self.model = model
        super.init()
    }

    func viewDidLoad() {
        guard model.nibLoading == .once else { return }
        for id in model.adViews { loadedOnce[id] = GMAScenarioApp.loadNib(id) }
    }

    public func refreshAd() {
        adLoader = GADAdLoader(
            adUnitID: model.adUnitID, rootViewController: model.rootViewController ? self : nil, adTypes: [.native], options: nil)
        adLoader.delegate = self
        adLoader.load(GADRequest())
    }

    public func adLoader(_ adLoader: GADAdLoader, didFailToReceiveAdWithError error: Error) {}

    public func adLoader(_ adLoader: GADAdLoader, didReceive nativeAd: GADNativeAd) {
        for id in model.adViews {
            guard let nativeAdView = model.nibLoading == .once ? loadedOnce[id] : GMAScenarioApp.loadNib(id) else { continue }
            placed[id] = nativeAdView
            if model.setsDelegate { nativeAd.delegate = self }
            GMAScenarioApp.populate(model.code, nativeAdView, with: nativeAd)
        }
    }
}

/// 003's SwiftUI `NativeAdViewModel`: publishes each ad it receives (GMA-6) and sets itself as
/// the ad's delegate.
public final class GMAScenarioViewModel: NSObject, ObservableObject, GMAScenarioModel, GADNativeAdLoaderDelegate,
    GADNativeAdDelegate
{
    let model: GMAViewModel
    @Published var nativeAd: GADNativeAd?
    private var adLoader: GADAdLoader!

    init(model: GMAViewModel) { self.model = model }

    public var representables: [any UIViewRepresentable] { model.adViews.map { GMAScenarioAdView(viewModel: self, nibName: $0) } }

    public func refreshAd() {
        adLoader = GADAdLoader(
            adUnitID: model.adUnitID, rootViewController: model.rootViewController ? UIViewController() : nil, adTypes: [.native],
            options: nil)
        adLoader.delegate = self
        adLoader.load(GADRequest())
    }

    public func adLoader(_ adLoader: GADAdLoader, didReceive nativeAd: GADNativeAd) {
        self.nativeAd = nativeAd
        if model.setsDelegate { nativeAd.delegate = self }
    }

    public func adLoader(_ adLoader: GADAdLoader, didFailToReceiveAdWithError error: Error) {}
}

/// 003's `UIViewRepresentable` of the `GADNativeAdView`: made from the nib, populated in
/// `updateUIView` whenever the view model publishes an ad (GMA-9).
struct GMAScenarioAdView: UIViewRepresentable {
    typealias UIViewType = GADNativeAdView
    @ObservedObject var viewModel: GMAScenarioViewModel
    let nibName: String

    func makeUIView(context: Context) -> GADNativeAdView {
        GMAScenarioApp.loadNib(nibName) ?? GADNativeAdView()
    }

    func updateUIView(_ nativeAdView: GADNativeAdView, context: Context) {
        guard let nativeAd = viewModel.nativeAd else { return }
        GMAScenarioApp.populate(viewModel.model.code, nativeAdView, with: nativeAd)
    }
}
