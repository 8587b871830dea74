import AdSpecEngine

/// Why a sample of 003 cannot be run.
public struct GMAHostError: Error, CustomStringConvertible {
    public let description: String
    public init(description: String) { self.description = description }
}

/// The nib model `Bundle.main.loadNibNamed` takes its views from: the engine's `ViewNode` of a
/// `GADNativeAdView` (a scenario's `<gma-ad-view>` today; a `.xib` reader can hand over the same
/// node). The one function between the two: each call makes fresh views, as UIKit does.
@MainActor
public enum GMANib {
    /// A `GADNativeAdView` with an outlet view per `gmaAssetView` of `node`: a label for the
    /// texts, a button for the call to action, image views for the icon and the stars, a
    /// `GADMediaView` for the media (the classes 003's code casts the outlets to).
    ///
    /// `outside`: the nib's other top-level views connected to the ad view's outlets (a scenario's
    /// `<gma-asset-view ad-view="...">` outside the `<gma-ad-view>`): connected, not subviews (GMA-13).
    static func adView(from node: ViewNode, outside: [ViewNode] = [], recorder: GMARecorder?) -> GADNativeAdView {
        let adView = GADNativeAdView()
        recorder?.madeViews.append(adView)
        recorder?.adViewNodes[ObjectIdentifier(adView)] = node
        func outletView(_ outlet: GMAAsset) -> UIView {
            let view: UIView
            switch outlet {
            case .headline, .body, .store, .price, .advertiser: view = UILabel()
            case .callToAction: view = UIButton()
            case .icon, .starRating: view = UIImageView()
            case .media: view = GADMediaView()
            }
            recorder?.madeViews.append(view)
            recorder?.outlets[ObjectIdentifier(view)] = outlet
            recorder?.outletAdViews[ObjectIdentifier(view)] = ObjectIdentifier(adView)
            connect(view, outlet, in: adView)
            return view
        }
        func add(_ node: ViewNode, to parent: UIView) {
            let view: UIView
            if case .gmaAssetView(let outlet?, nil) = node.kind { view = outletView(outlet) } else { view = UIView() }
            view.isHidden = node.hidden
            parent.addSubview(view)
            for child in node.children { add(child, to: view) }
        }
        for child in node.children { add(child, to: adView) }
        for node in outside {
            guard case .gmaAssetView(let outlet?, _) = node.kind else { continue }
            let view = outletView(outlet)
            view.isHidden = node.hidden
            recorder?.outsideNodes[ObjectIdentifier(view)] = node
        }
        return adView
    }

    /// The nib's top-level views: the ad view, then the views outside it connected to its outlets.
    static func topLevel(from node: ViewNode, outside: [ViewNode] = [], recorder: GMARecorder?) -> [UIView] {
        let adView = adView(from: node, outside: outside, recorder: recorder)
        let others = outside.compactMap { node -> UIView? in
            guard case .gmaAssetView(let outlet?, _) = node.kind else { return nil }
            return Self.outlet(outlet, of: adView)
        }
        return [adView] + others
    }

    private static func outlet(_ outlet: GMAAsset, of adView: GADNativeAdView) -> UIView? {
        // Read without the recorder: the nib connects these, the app's code does not read them.
        let current = GMARecorder.current
        GMARecorder.current = nil
        defer { GMARecorder.current = current }
        switch outlet {
        case .headline: return adView.headlineView
        case .body: return adView.bodyView
        case .callToAction: return adView.callToActionView
        case .icon: return adView.iconView
        case .starRating: return adView.starRatingView
        case .store: return adView.storeView
        case .price: return adView.priceView
        case .advertiser: return adView.advertiserView
        case .media: return adView.mediaView
        }
    }

    private static func connect(_ view: UIView, _ outlet: GMAAsset, in adView: GADNativeAdView) {
        switch outlet {
        case .headline: adView.headlineView = view
        case .body: adView.bodyView = view
        case .callToAction: adView.callToActionView = view
        case .icon: adView.iconView = view
        case .starRating: adView.starRatingView = view
        case .store: adView.storeView = view
        case .price: adView.priceView = view
        case .advertiser: adView.advertiserView = view
        case .media: adView.mediaView = view as? GADMediaView
        }
    }
}

/// One step of a 003 sample's script, on the engine's clock.
public enum GMAHostStep {
    case wait(ms: Int)
    case scroll(node: String, offset: Double)
    case tap(node: String)
    /// The app's own code (`viewController.refreshAd()`); each `load(_:)` it makes is a step.
    case perform(@MainActor () -> Void)
    /// What the driver does, not the app's code (a scenario's wait, tap, scroll, background,
    /// foreground, mount, unmount, set, rerender): handed to the engine as it is.
    case driver(Step)
}

/// Hosts a sample of 003 (Documentation/DocSamples.md, "Source 003"): runs the app's code with the
/// GoogleMobileAds- and UIKit-shaped types, records the loads as `refreshAd` steps, and learns the
/// app's populate code by running its `adLoader(_:didReceive:)` (and, in SwiftUI, the
/// representable's `updateUIView`) on two probe ads: one with every asset, one with the
/// guaranteed ones only (GMA-2). What the code does to the nib's views becomes the engine's
/// `GMACode`; what the engine cannot say (a view set for one ad and not the other beyond hiding
/// the absent, a constraint other than the media's height) is refused with a `GMAHostError`.
@MainActor
public final class GMASampleHost {
    public var nibs: [String: ViewNode] = [:]
    /// Each nib's top-level views outside its ad view that are connected to its outlets.
    public var nibOutlets: [String: [ViewNode]] = [:]
    public var modelNames = ["vm"]

    public init() {}

    /// The engine's input: `base`'s network and settings (the twin's fixture data), the app from the Swift.
    public func uikit(
        base: ScenarioInput, script: [GMAHostStep]
    ) throws -> ScenarioInput {
        try run(base: base, script: script) { _ in Drawn() }
    }

    /// A SwiftUI root view holding `UIViewRepresentable`s of `GADNativeAdView`.
    public func swiftUI<Root: View>(_ root: Root, base: ScenarioInput, script: [GMAHostStep]) throws -> ScenarioInput {
        let graph = ViewGraph()
        return try run(base: base, script: script) { recorder in
            var updates: [Update] = []
            let nodes = try graph.evaluate(root).flatMap { try self.screenNodes($0, recorder: recorder, updates: &updates) }
            for (_, action) in graph.appearActions { action() }
            return Drawn(nodes: nodes, everyModels: updates)
        }
    }

    /// A scenario's app (AdSpecGMAHost, issue 37 items 2-3), each `<gma-ad-view>` of its screen
    /// the nib of the same name (`nibs`). `app` makes the app's objects once nibs can be loaded:
    /// its UIKit view controllers (each places the views it loads at the ad view of the view's
    /// id), and the `UIViewRepresentable`s of its SwiftUI view models, by the view model's name.
    /// A view model with representables is a SwiftUI one (GMA-6, GMA-9); the others are UIKit ones.
    ///
    /// `screen`: the app's SwiftUI root view or UIKit root view, made after `app`. The screen the
    /// engine is given is learnt from it (`ScreenLearner`, `UIKitScreenLearner`): seen first
    /// before the script, again after each of the app's own steps and the driver's scrolls, what
    /// changed being the `mount`/`unmount` or `scroll` that says it. Without one, the screen is
    /// `base`'s own layout.
    public func scenario(
        base: ScenarioInput, script: [GMAHostStep], app: () throws -> [String: [any UIViewRepresentable]],
        screen: GMAAppScreen? = nil
    ) throws -> ScenarioInput {
        try run(base: base, script: script) { recorder in
            var byModel: [String: [Update]] = [:]
            // By name, so that nothing depends on a dictionary's order.
            for (model, views) in try app().sorted(by: { $0.key < $1.key }) {
                for view in views {
                    // Drawn by the front end as SwiftUI draws it: `makeUIView` once, then `updateUIView`.
                    for node in ViewGraph().evaluate(view) {
                        guard case .external(let represented as RepresentedView) = node.kind else {
                            throw GMAHostError(description: "\(model)'s view is not a UIViewRepresentable")
                        }
                        let made = represented.make()
                        guard recorder.adViewNodes[ObjectIdentifier(made)] != nil else {
                            throw GMAHostError(
                                description: "a UIViewRepresentable whose makeUIView returns no GADNativeAdView from a nib")
                        }
                        byModel[model, default: []].append(Update(view: made, update: represented.update))
                    }
                }
            }
            switch screen {
            case nil: return Drawn(layout: base.app.screen, byModel: byModel)
            case .swiftUI(let root):
                return Drawn(byModel: byModel, learner: try ScreenLearner(recorder: recorder) { ViewGraph().evaluate(root()) })
            case .uikit(let root):
                return Drawn(byModel: byModel, learner: UIKitScreenLearner(recorder: recorder, root: root()))
            }
        }
    }

    /// A representable's view and its `updateUIView`.
    struct Update {
        let view: AnyObject
        let update: @MainActor (AnyObject) -> Void
    }

    /// What the app drew before its script: a 003 sample's screen nodes (under a vertical stack)
    /// and representables that observe any view model; or a scenario's layout and each SwiftUI
    /// view model's representables.
    struct Drawn {
        var nodes: [ViewNode] = []
        var everyModels: [Update] = []
        var layout: ViewNode?
        var byModel: [String: [Update]] = [:]
        /// A scenario app's own screen, learnt from its root view.
        var learner: (any GMAScreenLearning)?

        private var isScenario: Bool { layout != nil || learner != nil }
        func updates(of model: String) -> [Update] { isScenario ? byModel[model] ?? [] : everyModels }
        func wrapper(of model: String) -> GMAViewModel.Wrapper {
            let swiftUI = isScenario ? byModel[model] != nil : !everyModels.isEmpty
            return swiftUI ? .swiftUI : .uikit
        }
    }

    private func run(base: ScenarioInput, script: [GMAHostStep], draw: (GMARecorder) throws -> Drawn) throws -> ScenarioInput {
        let recorder = GMARecorder(modelNames: modelNames)
        GMARecorder.current = recorder
        UIView.observer = { [weak recorder] in recorder?.changed($0, $1) }
        NSLayoutConstraint.observer = { [weak recorder] in recorder?.constraint($0) }
        UINib.loader = { [weak recorder, nibs, nibOutlets] name in
            guard let node = nibs[name], let recorder else { return nil }
            recorder.nibsLoaded += 1
            // The nib's own flags (hidden) are not the app's statements.
            let recording = recorder.recording
            recorder.recording = false
            defer { recorder.recording = recording }
            return GMANib.topLevel(from: node, outside: nibOutlets[name] ?? [], recorder: recorder)
        }
        defer {
            GMARecorder.current = nil
            UIView.observer = nil
            NSLayoutConstraint.observer = nil
            UINib.loader = nil
        }
        let drawn = try draw(recorder)
        var steps = recorder.steps
        recorder.steps = []
        for step in script {
            switch step {
            case .wait(let ms): steps.append(Step(.wait(ms: ms)))
            case .scroll(let node, let offset): steps.append(Step(.scroll(node: node, offset: offset)))
            case .tap(let node): steps.append(Step(.tap(node: node)))
            case .driver(let step): steps.append(step)
            case .perform(let action):
                action()
                steps += recorder.steps
                recorder.steps = []
                // What the step changed on the app's screen: a view mounted or unmounted, a scroll view scrolled.
                if let learner = drawn.learner { steps += try learner.redraw() }
            }
        }
        var models: [GMAViewModel] = []
        var placing: [(model: String, adViews: [String])] = []
        var screenNodes = drawn.nodes
        for model in recorder.models {
            guard let delegate = model.delegate as? GADNativeAdLoaderDelegate else {
                throw GMAHostError(description: "the delegate of \(model.name)'s loader is not a GADNativeAdLoaderDelegate")
            }
            let wrapper = drawn.wrapper(of: model.name)
            let updates = drawn.updates(of: model.name)
            let loadsBefore = recorder.nibsLoaded
            // The views a probe touched, by their node ids, read before the next probe releases them.
            func probe(_ ad: GADNativeAd) -> (
                statements: [GMARecorder.Raw], delegate: Bool, views: [ViewNode], touched: [String?]
            ) {
                recorder.statements = []
                recorder.touched = []
                recorder.delegateSet = false
                let before = Set(recorder.adViewNodes.keys)
                recorder.recording = true
                delegate.adLoader(
                    GADAdLoader(adUnitID: model.unit, rootViewController: nil, adTypes: [.native], options: nil), didReceive: ad)
                for update in updates { update.update(update.view) }
                recorder.recording = false
                let made = recorder.adViewNodes.filter { !before.contains($0.key) }.map(\.value)
                return (recorder.statements, recorder.delegateSet, made, recorder.touched.map { recorder.adViewNodes[$0]?.id })
            }
            let full = probe(Self.probe(full: true))
            let perAd = recorder.nibsLoaded > loadsBefore
            let bare = probe(Self.probe(full: false))
            if !recorder.problems.isEmpty { break }
            var adViews: [String]
            if wrapper == .uikit {
                // The views the code populates, in the order it populates them.
                adViews = full.touched.compactMap { $0 }
                guard !adViews.isEmpty, adViews.count == full.touched.count else {
                    throw GMAHostError(description: "\(model.name)'s adLoader(_:didReceive:) populates no ad view from a nib")
                }
                if drawn.layout != nil || drawn.learner != nil {
                    // `setAdView`: each view is placed at the screen's ad view of its id (checked
                    // below, once every view model has placed its views).
                    placing.append((model.name, adViews))
                } else {
                    // `setAdView`: the view from the nib, placed on the screen (issue 38 item 3).
                    guard full.views.count == 1 else {
                        throw GMAHostError(
                            description:
                                "\(model.name)'s adLoader(_:didReceive:) loads \(full.views.count) ad views from the nib; the host places one"
                        )
                    }
                    screenNodes.append(full.views[0])
                }
            } else {
                adViews = updates.compactMap { recorder.adViewNodes[ObjectIdentifier($0.view)]?.id }
            }
            let code = try Self.code(
                full: full.statements, bare: bare.statements, model: model.name, views: max(adViews.count, 1))
            models.append(
                GMAViewModel(
                    id: model.name, adUnitID: model.unit, wrapper: wrapper, rootViewController: model.rootViewController,
                    setsDelegate: full.delegate, adViews: adViews, code: code,
                    nibLoading: perAd || wrapper == .swiftUI ? .perAd : .once))
        }
        if !recorder.problems.isEmpty {
            throw GMAHostError(description: "the front end cannot express the app: " + recorder.problems.joined(separator: "; "))
        }
        let screen = try drawn.layout ?? drawn.learner?.screen()
        var ids = Set<String>()
        screen?.forEachNode { if case .gmaAdView = $0.kind, let id = $0.id { ids.insert(id) } }
        for (model, adViews) in placing {
            for id in adViews where !ids.contains(id) {
                throw GMAHostError(description: "\(model) places the ad view \(id), which the screen has no place for")
            }
        }
        var input = base
        input.app.gmaModels = models
        input.app.states =
            base.app.states.filter { $0.kind != .gma }
            + models.map { StateDeclaration(id: $0.id, kind: .gma, adUnitID: $0.adUnitID) }
        input.app.screen =
            screen ?? ViewNode(id: "root", kind: .stack(axis: .vertical, spacing: 0, lazy: false), children: screenNodes)
        input.script = steps
        return input
    }

    /// The app's statements on the full probe, read as the engine's populate code; the bare
    /// probe must make the same statements but for the hidden flags of the assets it lacks.
    static func code(full: [GMARecorder.Raw], bare: [GMARecorder.Raw], model: String, views: Int = 1) throws -> [GMACode] {
        func refuse(_ what: String) -> GMAHostError {
            GMAHostError(description: "\(model)'s populate code \(what): the engine's populate statements cannot say it")
        }
        // The same code on each of the model's views, one after the other (GMAViewModel.adViews).
        if views > 1 {
            let length = full.count / views
            guard full.count == length * views, bare.count == bare.count / views * views else {
                throw refuse("differs from view to view")
            }
            let bareLength = bare.count / views
            for index in 1..<views {
                guard Array(full[(index * length)..<((index + 1) * length)]) == Array(full[0..<length]),
                    Array(bare[(index * bareLength)..<((index + 1) * bareLength)]) == Array(bare[0..<bareLength])
                else { throw refuse("differs from view to view") }
            }
            return try code(full: Array(full[0..<length]), bare: Array(bare[0..<bareLength]), model: model)
        }
        guard full.count == bare.count else { throw refuse("makes other statements for an ad without the optional assets") }
        var code: [GMACode] = []
        for (statement, other) in zip(full, bare) {
            switch statement {
            case .fill(let asset):
                guard other == statement else { throw refuse("fills another view for an ad without the optional assets") }
                code.append(.fill(asset, hideWhenAbsent: false))
            case .hidden(let asset, let hidden):
                // GMA-2: `isHidden = nativeAd.x == nil`, right after the fill of x.
                guard !hidden, other == .hidden(asset, !asset.guaranteed), !asset.guaranteed,
                    case .fill(asset, false)? = code.last
                else {
                    throw refuse(
                        "sets \(asset.outlet).isHidden other than to `nativeAd.\(asset.rawValue) == nil` after filling it")
                }
                code[code.count - 1] = .fill(asset, hideWhenAbsent: true)
            case .interaction(let asset, let enabled):
                guard asset == .callToAction, !enabled, other == statement else {
                    throw refuse("sets isUserInteractionEnabled other than to false on the call to action")
                }
                code.append(.disableCallToActionInteraction)
            case .mediaHeight(let multiplier):
                // GMA-5: height = width / aspectRatio (the probes' aspect ratio is 2).
                guard multiplier == 0.5, other == statement else {
                    throw refuse("constrains the media's height otherwise than to width / aspectRatio")
                }
                code.append(.sizeMedia)
            case .contentMode:
                // Not a verdict of the engine: how the media fills its view (Documentation/KnownLimits.md).
                guard other == statement else { throw refuse("sets contentMode for some ads only") }
            case .associate:
                guard other == statement else { throw refuse("associates only some ads") }
                code.append(.associate)
            case .unconnected(let asset):
                guard other == statement else { throw refuse("reads the \(asset.outlet) outlet for some ads only") }
                // The first read of an outlet no view is connected to is its fill, which the engine
                // says as unconnected; a later read (its isHidden, the media's height, the call to
                // action's interaction) sets nothing, and the engine's statement for it says nothing.
                if !code.contains(where: { if case .fill(asset, _) = $0 { true } else { false } }) {
                    code.append(.fill(asset, hideWhenAbsent: false))
                }
            case .otherConstraint: throw refuse("activates a constraint other than the media's height")
            case .viewWithoutOutlet: throw refuse("sets a view connected to no outlet")
            }
        }
        return code
    }

    /// The probe ads: every asset, or only the guaranteed `headline` and `mediaContent` (GMA-2).
    static func probe(full: Bool) -> GADNativeAd {
        var values = ["headline": "headline"]
        if full {
            for asset in ["body", "callToAction", "store", "price", "advertiser"] { values[asset] = asset }
            values["icon"] = "icon.png"
            values["starRating"] = "4.5"
        }
        return GADNativeAd(
            id: full ? "probe-full" : "probe-bare", values: values,
            mediaContent: GADMediaContent(aspectRatio: 2, hasVideoContent: false, image: "media.jpg"))
    }

    /// A rendered node of the SwiftUI front end as the engine's screen node: scroll views, stacks
    /// and representables of `GADNativeAdView` (with `.frame(minHeight:)`, GMA-10) only.
    private func screenNodes(
        _ node: RenderedNode, recorder: GMARecorder, updates: inout [Update]
    ) throws -> [ViewNode] {
        var minHeight: Double?
        for modifier in node.modifiers {
            guard case .flexibleFrame(nil, nil, let min?, nil) = modifier, case .external = node.kind else {
                throw GMAHostError(description: "the host of 003's samples does not lay out the modifier \(modifier)")
            }
            minHeight = min
        }
        var children: [ViewNode] = []
        for child in node.children { children += try screenNodes(child, recorder: recorder, updates: &updates) }
        switch node.kind {
        case .scroll(let axis):
            return [ViewNode(id: "scroll", kind: .scroll(axis: axis == .vertical ? .vertical : .horizontal), children: children)]
        case .stack(let axis, let spacing, let lazy, _):
            return [
                ViewNode(
                    kind: .stack(axis: axis == .vertical ? .vertical : .horizontal, spacing: spacing ?? 8, lazy: lazy),
                    children: children)
            ]
        case .external(let represented as RepresentedView):
            // `makeUIView` when first drawn; the view it returns is one a nib made.
            let view = represented.make()
            guard var adView = recorder.adViewNodes[ObjectIdentifier(view)], case .gmaAdView = adView.kind else {
                throw GMAHostError(description: "a UIViewRepresentable whose makeUIView returns no GADNativeAdView from a nib")
            }
            adView.kind = .gmaAdView(minHeight: minHeight)
            recorder.adViewNodes[ObjectIdentifier(view)] = adView
            updates.append(Update(view: view, update: represented.update))
            return [adView]
        default:
            throw GMAHostError(description: "the host of 003's samples does not lay out \(node.kind)")
        }
    }
}
