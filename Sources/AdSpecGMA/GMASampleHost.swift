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
    static func adView(from node: ViewNode, recorder: GMARecorder?) -> GADNativeAdView {
        let adView = GADNativeAdView()
        recorder?.adViewNodes[ObjectIdentifier(adView)] = node
        func add(_ node: ViewNode, to parent: UIView) {
            let view: UIView
            if case .gmaAssetView(let outlet?, nil) = node.kind {
                switch outlet {
                case .headline, .body, .store, .price, .advertiser: view = UILabel()
                case .callToAction: view = UIButton()
                case .icon, .starRating: view = UIImageView()
                case .media: view = GADMediaView()
                }
                recorder?.outlets[ObjectIdentifier(view)] = outlet
                connect(view, outlet, in: adView)
            } else {
                view = UIView()
            }
            view.isHidden = node.hidden
            parent.addSubview(view)
            for child in node.children { add(child, to: view) }
        }
        for child in node.children { add(child, to: adView) }
        return adView
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
    public var modelNames = ["vm"]

    public init() {}

    /// The engine's input: `base`'s network and settings (the twin's fixture data), the app from the Swift.
    public func uikit(
        base: ScenarioInput, script: [GMAHostStep]
    ) throws -> ScenarioInput {
        try run(base: base, script: script, wrapper: .uikit) { _ in nil }
    }

    /// A SwiftUI root view holding `UIViewRepresentable`s of `GADNativeAdView`.
    public func swiftUI<Root: View>(_ root: Root, base: ScenarioInput, script: [GMAHostStep]) throws -> ScenarioInput {
        let graph = ViewGraph()
        return try run(base: base, script: script, wrapper: .swiftUI) { recorder in
            var updates: [(AnyObject, @MainActor (AnyObject) -> Void)] = []
            let nodes = try graph.evaluate(root).flatMap { try self.screenNodes($0, recorder: recorder, updates: &updates) }
            for (_, action) in graph.appearActions { action() }
            return (nodes, updates)
        }
    }

    private func run(
        base: ScenarioInput, script: [GMAHostStep], wrapper: GMAViewModel.Wrapper,
        screen: (GMARecorder) throws -> (nodes: [ViewNode], updates: [(AnyObject, @MainActor (AnyObject) -> Void)])?
    ) throws -> ScenarioInput {
        let recorder = GMARecorder(modelNames: modelNames)
        GMARecorder.current = recorder
        UIView.observer = { [weak recorder] in recorder?.changed($0, $1) }
        NSLayoutConstraint.observer = { [weak recorder] in recorder?.constraint($0) }
        UINib.loader = { [weak recorder, nibs] name in
            guard let node = nibs[name], let recorder else { return nil }
            recorder.nibsLoaded += 1
            // The nib's own flags (hidden) are not the app's statements.
            let recording = recorder.recording
            recorder.recording = false
            defer { recorder.recording = recording }
            return [GMANib.adView(from: node, recorder: recorder)]
        }
        defer {
            GMARecorder.current = nil
            UIView.observer = nil
            NSLayoutConstraint.observer = nil
            UINib.loader = nil
        }
        let drawn = try screen(recorder)
        var steps = recorder.steps
        recorder.steps = []
        for step in script {
            switch step {
            case .wait(let ms): steps.append(Step(.wait(ms: ms)))
            case .scroll(let node, let offset): steps.append(Step(.scroll(node: node, offset: offset)))
            case .tap(let node): steps.append(Step(.tap(node: node)))
            case .perform(let action):
                action()
                steps += recorder.steps
                recorder.steps = []
            }
        }
        var models: [GMAViewModel] = []
        var screenNodes = drawn?.nodes ?? []
        for model in recorder.models {
            guard let delegate = model.delegate as? GADNativeAdLoaderDelegate else {
                throw GMAHostError(description: "the delegate of \(model.name)'s loader is not a GADNativeAdLoaderDelegate")
            }
            let loadsBefore = recorder.nibsLoaded
            func probe(_ ad: GADNativeAd) -> (statements: [GMARecorder.Raw], delegate: Bool, views: [ViewNode]) {
                recorder.statements = []
                recorder.delegateSet = false
                let before = Set(recorder.adViewNodes.keys)
                recorder.recording = true
                delegate.adLoader(GADAdLoader(adUnitID: model.unit, rootViewController: nil, adTypes: [.native], options: nil), didReceive: ad)
                for (view, update) in drawn?.updates ?? [] { _ = view; update(view) }
                recorder.recording = false
                let made = recorder.adViewNodes.filter { !before.contains($0.key) }.map(\.value)
                return (recorder.statements, recorder.delegateSet, made)
            }
            let full = probe(Self.probe(full: true))
            let perAd = recorder.nibsLoaded > loadsBefore
            let bare = probe(Self.probe(full: false))
            if !recorder.problems.isEmpty { break }
            let code = try Self.code(full: full.statements, bare: bare.statements, model: model.name)
            var adViews: [String]
            if wrapper == .uikit {
                // `setAdView`: the view from the nib, placed on the screen (issue 38 item 3).
                let views = full.views
                guard views.count == 1, let id = views[0].id else {
                    throw GMAHostError(description: "\(model.name)'s adLoader(_:didReceive:) loads \(views.count) ad views from the nib; the host places one")
                }
                screenNodes.append(views[0])
                adViews = [id]
            } else {
                adViews = drawn?.updates.compactMap { recorder.adViewNodes[ObjectIdentifier($0.0)]?.id } ?? []
            }
            models.append(
                GMAViewModel(
                    id: model.name, adUnitID: model.unit, wrapper: wrapper, rootViewController: model.rootViewController,
                    setsDelegate: full.delegate, adViews: adViews, code: code, nibLoading: perAd || wrapper == .swiftUI ? .perAd : .once))
        }
        if !recorder.problems.isEmpty {
            throw GMAHostError(description: "the front end cannot express the app: " + recorder.problems.joined(separator: "; "))
        }
        var input = base
        input.app.gmaModels = models
        input.app.states = base.app.states.filter { $0.kind != .gma } + models.map { StateDeclaration(id: $0.id, kind: .gma, adUnitID: $0.adUnitID) }
        input.app.screen = ViewNode(id: "root", kind: .stack(axis: .vertical, spacing: 0, lazy: false), children: screenNodes)
        input.script = steps
        return input
    }

    /// The app's statements on the full probe, read as the engine's populate code; the bare
    /// probe must make the same statements but for the hidden flags of the assets it lacks.
    static func code(full: [GMARecorder.Raw], bare: [GMARecorder.Raw], model: String) throws -> [GMACode] {
        func refuse(_ what: String) -> GMAHostError {
            GMAHostError(description: "\(model)'s populate code \(what): the engine's populate statements cannot say it")
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
                else { throw refuse("sets \(asset.outlet).isHidden other than to `nativeAd.\(asset.rawValue) == nil` after filling it") }
                code[code.count - 1] = .fill(asset, hideWhenAbsent: true)
            case .interaction(let asset, let enabled):
                guard asset == .callToAction, !enabled, other == statement else {
                    throw refuse("sets isUserInteractionEnabled other than to false on the call to action")
                }
                code.append(.disableCallToActionInteraction)
            case .mediaHeight(let multiplier):
                // GMA-5: height = width / aspectRatio (the probes' aspect ratio is 2).
                guard multiplier == 0.5, other == statement else { throw refuse("constrains the media's height otherwise than to width / aspectRatio") }
                code.append(.sizeMedia)
            case .contentMode:
                // Not a verdict of the engine: how the media fills its view (Documentation/KnownLimits.md).
                guard other == statement else { throw refuse("sets contentMode for some ads only") }
            case .associate:
                guard other == statement else { throw refuse("associates only some ads") }
                code.append(.associate)
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
        _ node: RenderedNode, recorder: GMARecorder, updates: inout [(AnyObject, @MainActor (AnyObject) -> Void)]
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
            return [ViewNode(kind: .stack(axis: axis == .vertical ? .vertical : .horizontal, spacing: spacing ?? 8, lazy: lazy), children: children)]
        case .external(let represented as RepresentedView):
            // `makeUIView` when first drawn; the view it returns is one a nib made.
            let view = represented.make()
            guard var adView = recorder.adViewNodes[ObjectIdentifier(view)], case .gmaAdView = adView.kind else {
                throw GMAHostError(description: "a UIViewRepresentable whose makeUIView returns no GADNativeAdView from a nib")
            }
            adView.kind = .gmaAdView(minHeight: minHeight)
            recorder.adViewNodes[ObjectIdentifier(view)] = adView
            updates.append((view, represented.update))
            return [adView]
        default:
            throw GMAHostError(description: "the host of 003's samples does not lay out \(node.kind)")
        }
    }
}
