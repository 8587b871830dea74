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
/// test target, the team's nibs. The app writes the screen around the ad views too: in SwiftUI
/// when every view model is a SwiftUI one (`GMAScenarioScreen`, 003's ContentView), in UIKit when
/// every one is a UIKit one (`GMAScenarioScreenController`, the view hierarchy of 003's view
/// controller). A screen of both kinds is still the scenario's layout, which the runner gives the
/// front end as it is.
@MainActor
public enum GMAScenarioApp {
    /// The app's objects, one per view model of `input`, by the view model's id.
    public static func make(_ input: ScenarioInput) -> [String: any GMAScenarioModel] {
        var models: [String: any GMAScenarioModel] = [:]
        for model in input.app.gmaModels {
            switch model.wrapper {
            case .uikit:
                let controller = GMAScenarioViewController(model: model)
                controller.loadViewIfNeeded()
                models[model.id] = controller
            case .swiftUI:
                models[model.id] = GMAScenarioViewModel(model: model)
            }
        }
        return models
    }

    /// The app's UIKit screen when every view model of `input` is a UIKit one: its view
    /// controllers place the ad views they load in its placeholders.
    public static func uikitScreen(_ input: ScenarioInput, models: [String: any GMAScenarioModel]) -> GMAScenarioScreenController? {
        guard !input.app.gmaModels.isEmpty, input.app.gmaModels.allSatisfy({ $0.wrapper == .uikit }) else { return nil }
        let screen = GMAScenarioScreenController(input)
        for case let controller as GMAScenarioViewController in models.values { controller.screen = screen }
        return screen
    }

    /// The nodes the script mounts or unmounts, or that are not there at the start.
    static func mountable(_ input: ScenarioInput) -> Set<String> {
        var ids = Set<String>()
        for step in input.script {
            switch step.action {
            case .mount(let node), .unmount(let node): ids.insert(node)
            default: break
            }
        }
        input.app.screen.forEachNode { node in
            if !node.present, let id = node.id { ids.insert(id) }
        }
        return ids
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

    static func outlet(_ asset: GMAAsset, of nativeAdView: GADNativeAdView) -> UIView? {
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
    /// The app's screen, whose placeholders the ad views are placed in.
    weak var screen: GMAScenarioScreenController?
    public var representables: [any UIViewRepresentable] { [] }

    init(model: GMAViewModel) {
        self.model = model
        super.init()
    }

    public override func viewDidLoad() {
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

    /// 003's `setAdView(_:)`: the placeholder shows the new ad view instead of the one before;
    /// a view of the nib outside the ad view, connected to one of its outlets, is placed in its
    /// own placeholder (GMA-13).
    private func setAdView(_ nativeAdView: GADNativeAdView, in placeholder: UIView) {
        show(nativeAdView, in: placeholder)
        for (outlet, outside) in screen?.outsidePlaceholders[placeholder.accessibilityIdentifier ?? ""] ?? [] {
            if let view = GMAScenarioApp.outlet(outlet, of: nativeAdView) { show(view, in: outside) }
        }
    }

    private func show(_ view: UIView, in placeholder: UIView) {
        for old in placeholder.subviews where old !== view { old.removeFromSuperview() }
        placeholder.addSubview(view)
    }

    public func adLoader(_ adLoader: GADAdLoader, didReceive nativeAd: GADNativeAd) {
        for id in model.adViews {
            guard let nativeAdView = model.nibLoading == .once ? loadedOnce[id] : GMAScenarioApp.loadNib(id) else { continue }
            placed[id] = nativeAdView
            if let placeholder = screen?.placeholders[id] { setAdView(nativeAdView, in: placeholder) }
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

/// The app's SwiftUI screen (003's `ContentView`, GMA-9, GMA-10): the scenario's screen written
/// with SwiftUI's views, one per node: `ScrollView`, `VStack`/`HStack` with their spacing (lazy
/// ones as `LazyVStack`/`LazyHStack`), `Color.clear` for a plain view, and per `<gma-ad-view>` the
/// representable of the SwiftUI view model that shows it, with `.frame(minHeight:)` as 003 writes
/// it; sizes by `.frame(width:height:)`, positions by `.offset(x:y:)`, the node's id by
/// `.accessibilityIdentifier` (what a UI test finds it by), and an `if` around each node the
/// script mounts or unmounts (or that is not there at the start), decided by `mounted`.
@MainActor
public final class GMAScenarioScreen: ObservableObject {
    let root: ViewNode
    let models: [String: any GMAScenarioModel]
    /// The nodes drawn inside an `if`: not there at the start, or mounted/unmounted by the script.
    let mountable: Set<String>
    /// Whether each mountable node is drawn now (the script's `mount`/`unmount` set it).
    @Published public var mounted: [String: Bool] = [:]

    /// The screen of `input`, its ad views shown by the SwiftUI view models of `models`.
    public init(_ input: ScenarioInput, models: [String: any GMAScenarioModel]) {
        root = input.app.screen
        self.models = models
        mountable = GMAScenarioApp.mountable(input)
    }

    /// The app's root view.
    public var contentView: some View { GMAScenarioContentView(screen: self) }

    func view(_ node: ViewNode) -> AnyView {
        var view: AnyView
        switch node.kind {
        case .stack(.vertical, let spacing, let lazy):
            let children = list(node.children)
            view = lazy ? AnyView(LazyVStack(spacing: CGFloat(spacing)) { children }) : AnyView(VStack(spacing: CGFloat(spacing)) { children })
        case .stack(.horizontal, let spacing, let lazy):
            let children = list(node.children)
            view = lazy ? AnyView(LazyHStack(spacing: CGFloat(spacing)) { children }) : AnyView(HStack(spacing: CGFloat(spacing)) { children })
        case .scroll(let axis):
            let children = list(node.children)
            view = AnyView(ScrollView(axis == .vertical ? .vertical : .horizontal) { children })
        case .view:
            view = AnyView(Color.clear)
        case .gmaAdView(let minHeight):
            // The representable of the view model that shows this ad view (GMA-9), as 003's
            // `NativeContentView` places it, with its `.frame(minHeight:)` (GMA-10).
            let owner = models.sorted { $0.key < $1.key }.lazy.compactMap { $0.value as? GMAScenarioViewModel }
                .first { $0.model.adViews.contains(node.id ?? "") }
            guard let owner, let id = node.id else { return AnyView(EmptyView()) }
            let adView = GMAScenarioAdView(viewModel: owner, nibName: id)
            view = minHeight.map { AnyView(adView.frame(minHeight: CGFloat($0))) } ?? AnyView(adView)
        default:
            // Not a view of source 003's screens: the front end refuses the empty view it draws.
            return AnyView(EmptyView())
        }
        if node.width != nil || node.height != nil {
            view = AnyView(view.frame(width: node.width.map { CGFloat($0) }, height: node.height.map { CGFloat($0) }))
        }
        if node.x != nil || node.y != nil { view = AnyView(view.offset(x: CGFloat(node.x ?? 0), y: CGFloat(node.y ?? 0))) }
        guard let id = node.id else { return view }
        view = AnyView(view.accessibilityIdentifier(id))
        guard mountable.contains(id) else { return view }
        return AnyView(GMAScenarioMounted(shown: mounted[id] ?? node.present, content: view))
    }

    func list(_ nodes: [ViewNode]) -> GMAScenarioViewList {
        GMAScenarioViewList(views: nodes.map { view($0) }[...])
    }
}

/// 003's `ContentView`: the screen, redrawn when the app mounts or unmounts a view.
struct GMAScenarioContentView: View {
    @ObservedObject var screen: GMAScenarioScreen

    var body: some View { screen.view(screen.root) }
}

/// Any number of views one after another, as a `ViewBuilder` block lists them: the first, then
/// the rest (AdSpecHost's `ViewList`, which this module, built without the Yandex API, cannot import).
struct GMAScenarioViewList: View {
    let views: ArraySlice<AnyView>

    var body: some View {
        if let first = views.first {
            first
            GMAScenarioViewList(views: views.dropFirst())
        } else {
            EmptyView()
        }
    }
}

/// `if shown { content }`: a view the script mounts and unmounts.
struct GMAScenarioMounted: View {
    let shown: Bool
    let content: AnyView

    var body: some View {
        if shown {
            content
        }
    }
}

/// The app's UIKit screen (the view hierarchy of 003's view controller): the scenario's screen
/// written with UIKit's views, one per node: `UIScrollView` (scrolled by its `contentOffset`),
/// `UIStackView` with its axis and spacing, a plain `UIView` for a plain view and, per
/// `<gma-ad-view>`, the placeholder its view controller places the ad view in (003's
/// `nativeAdPlaceholder`). Sizes are width and height constraints (a minimum height a
/// greater-than-or-equal one), positions the view's `transform`, the node's id its
/// `accessibilityIdentifier`. A node the script mounts is added to its superview then
/// (`insertArrangedSubview`), one it unmounts removed (`removeFromSuperview`).
public final class GMAScenarioScreenController: UIViewController {
    let root: ViewNode
    let mountable: Set<String>
    /// Where each ad view is placed, by the ad view's id.
    public private(set) var placeholders: [String: UIView] = [:]
    /// Where the nib's views outside an ad view are placed, by the ad view's id and their outlet.
    public private(set) var outsidePlaceholders: [String: [(GMAAsset, UIView)]] = [:]
    /// Each node's view with an id, and for a mountable one its superview and the views before it.
    private var views: [String: UIView] = [:]
    private var places: [String: (superview: UIView, before: [UIView])] = [:]

    init(_ input: ScenarioInput) {
        root = input.app.screen
        mountable = GMAScenarioApp.mountable(input)
        super.init()
    }

    public override func loadView() { view = make(root) }

    /// Shows the view of `id` again, where the screen has it.
    public func mount(_ id: String) {
        guard let view = views[id], let place = places[id], view.superview == nil else { return }
        let index = place.before.filter { $0.superview === place.superview }.count
        if let stack = place.superview as? UIStackView {
            stack.insertArrangedSubview(view, at: index)
        } else {
            place.superview.insertSubview(view, at: index)
        }
    }

    public func unmount(_ id: String) { views[id]?.removeFromSuperview() }

    /// The scroll view of `id` (what the user scrolls).
    public func scrollView(_ id: String) -> UIScrollView? {
        _ = view
        return views[id] as? UIScrollView
    }

    private func make(_ node: ViewNode) -> UIView {
        let view: UIView
        switch node.kind {
        case .stack(let axis, let spacing, _):
            let stack = UIStackView()
            stack.axis = axis == .vertical ? .vertical : .horizontal
            stack.spacing = CGFloat(spacing)
            add(node.children, to: stack) { stack.addArrangedSubview($0) }
            view = stack
        case .scroll(let axis):
            let scroll = UIScrollView()
            scroll.alwaysBounceVertical = axis == .vertical
            scroll.alwaysBounceHorizontal = axis == .horizontal
            add(node.children, to: scroll) { scroll.addSubview($0) }
            view = scroll
        case .gmaAdView(let minHeight):
            view = UIView()
            if let id = node.id { placeholders[id] = view }
            if let minHeight { constrain(view, .height, .greaterThanOrEqual, minHeight) }
        case .gmaAssetView(let outlet?, let adView?):
            view = UIView()
            outsidePlaceholders[adView, default: []].append((outlet, view))
        default:
            // `.view`; any other node is none of source 003's screens, and the front end learns it as a plain view.
            view = UIView()
        }
        if let width = node.width { constrain(view, .width, .equal, width) }
        if let height = node.height { constrain(view, .height, .equal, height) }
        if node.x != nil || node.y != nil {
            view.transform = CGAffineTransform(translationX: CGFloat(node.x ?? 0), y: CGFloat(node.y ?? 0))
        }
        if let id = node.id {
            view.accessibilityIdentifier = id
            views[id] = view
        }
        return view
    }

    /// The children's views, added to `superview` when present at the start.
    private func add(_ children: [ViewNode], to superview: UIView, _ adding: (UIView) -> Void) {
        var before: [UIView] = []
        for child in children {
            let childView = make(child)
            if let id = child.id, mountable.contains(id) { places[id] = (superview, before) }
            if child.present { adding(childView) }
            before.append(childView)
        }
    }

    private func constrain(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation, _ constant: Double) {
        NSLayoutConstraint(
            item: view, attribute: attribute, relatedBy: relation, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
            constant: CGFloat(constant)
        ).isActive = true
    }
}
