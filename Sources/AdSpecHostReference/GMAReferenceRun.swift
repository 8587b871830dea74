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
            if case .gmaAdView = node.kind, let id = node.id { host.nibs[id] = node }
            // An asset view outside its ad view: a top-level view of that ad view's nib, connected to its outlet.
            if case .gmaAssetView(_?, let adView?) = node.kind { host.nibOutlets[adView, default: []].append(node) }
        }
        // The host names each loader's delegate by the order of the first loads.
        var order: [String] = []
        for step in input.script {
            if case .refreshAd(let model) = step.action, !order.contains(model) { order.append(model) }
        }
        host.modelNames = order
        var app: [String: any GMAScenarioModel] = [:]
        let script: [GMAHostStep] = input.script.map { step in
            if case .refreshAd(let model) = step.action { return .perform { app[model]?.refreshAd() } }
            return .driver(step)
        }
        do {
            return try host.scenario(base: input, script: script) {
                app = GMAScenarioApp.make(input)
                return app.compactMapValues { $0.representables.isEmpty ? nil : $0.representables }
            }
        } catch {
            throw RunError(stepIndex: nil, message: "the GMA app cannot run: \(error)")
        }
    }
}
