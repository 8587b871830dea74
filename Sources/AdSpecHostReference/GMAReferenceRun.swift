import AdSpecEngine
import AdSpecGMA
import AdSpecGMAHost

/// A scenario of source 003's native advanced flow through the public API (issue 37 items 2-3):
/// `GMAScenarioApp` writes its app with the GoogleMobileAds-, UIKit- and SwiftUI-shaped front end,
/// `GMASampleHost` runs that app as it runs 003's doc samples (the loads the app's `refreshAd()`
/// makes, its populate code learnt from its own `adLoader(_:didReceive:)` / `updateUIView`), and
/// the reference engine plays what the host learnt. Each `<gma-ad-view>` of the screen is the nib
/// of its id; the script's `refresh-ad` is the app's `refreshAd()`, its other steps the driver's.
@MainActor
enum GMAReferenceRun {
    static func run(_ input: ScenarioInput) throws(RunError) -> [TranscriptLine] {
        try ReferenceEngine().run(try learnt(input))
    }

    /// The engine's input the front end learnt from running the scenario's app: its view models
    /// (loader, delegate, populate code, ad views, nib loading) and the loads its calls made.
    static func learnt(_ input: ScenarioInput) throws(RunError) -> ScenarioInput {
        let host = GMASampleHost()
        input.app.screen.forEachNode { node in
            // The nib is the ad view and its views; where the ad view stands, its frame and whether it
            // is there at the start, are the screen's (the app's, when it writes it).
            if case .gmaAdView = node.kind, let id = node.id {
                var nib = node
                nib.kind = .gmaAdView(minHeight: nil)
                (nib.x, nib.y, nib.width, nib.height, nib.present) = (nil, nil, nil, nil, true)
                host.nibs[id] = nib
            }
            // An asset view outside its ad view: a top-level view of that ad view's nib, connected to its outlet.
            if case .gmaAssetView(_?, let adView?) = node.kind {
                var nib = node
                (nib.x, nib.y, nib.width, nib.height, nib.present) = (nil, nil, nil, nil, true)
                host.nibOutlets[adView, default: []].append(nib)
            }
        }
        // The host names each loader's delegate by the order of the first loads.
        var order: [String] = []
        for step in input.script {
            if case .refreshAd(let model) = step.action, !order.contains(model) { order.append(model) }
        }
        host.modelNames = order
        var app: [String: any GMAScenarioModel] = [:]
        // The app writes its screen (GMAScenarioScreen in SwiftUI, GMAScenarioScreenController in
        // UIKit) and the host learns it from the app's views; the script's mount and unmount are
        // the app's own steps, its scrolls (UIKit) the scroll view's contentOffset, as a UI test
        // moves it. A screen of both kinds is the scenario's layout.
        let wrappers = Set(input.app.gmaModels.map(\.wrapper))
        let swiftUI = wrappers == [.swiftUI]
        let uikit = wrappers == [.uikit]
        var screen: GMAScenarioScreen?
        var controller: GMAScenarioScreenController?
        let script: [GMAHostStep] = input.script.map { step in
            switch step.action {
            case .refreshAd(let model): return .perform { app[model]?.refreshAd() }
            case .mount(let node) where swiftUI: return .perform { screen?.mounted[node] = true }
            case .unmount(let node) where swiftUI: return .perform { screen?.mounted[node] = false }
            case .mount(let node) where uikit: return .perform { controller?.mount(node) }
            case .unmount(let node) where uikit: return .perform { controller?.unmount(node) }
            case .scroll(let node, let offset) where uikit:
                return .perform {
                    guard let scrollView = controller?.scrollView(node) else { return }
                    let horizontal = scrollView.alwaysBounceHorizontal && !scrollView.alwaysBounceVertical
                    scrollView.contentOffset = horizontal ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
                }
            default: return .driver(step)
            }
        }
        let makeApp: () -> [String: [any UIViewRepresentable]] = {
            app = GMAScenarioApp.make(input)
            if swiftUI { screen = GMAScenarioScreen(input, models: app) }
            if uikit { controller = GMAScenarioApp.uikitScreen(input, models: app) }
            return app.compactMapValues { $0.representables.isEmpty ? nil : $0.representables }
        }
        let swiftUIRoot: @MainActor () -> AnyView = {
            guard let screen else { return AnyView(EmptyView()) }
            return AnyView(screen.contentView)
        }
        let uikitRoot: @MainActor () -> UIView = { controller?.view ?? UIView() }
        do {
            let appScreen: GMAAppScreen? = swiftUI ? .swiftUI(swiftUIRoot) : uikit ? .uikit(uikitRoot) : nil
            return try host.scenario(base: input, script: script, app: makeApp, screen: appScreen)
        } catch {
            throw RunError(stepIndex: nil, message: "the GMA app cannot run: \(error)")
        }
    }
}
