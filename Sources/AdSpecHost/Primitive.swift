import AdSpecEngine
import Foundation
import SwiftUI

#if canImport(AdSpecAds)
    import AdSpecAds
#else
    import YandexMobileAds
#endif

/// Every `NativeAdAsset` primitive, with its `label` closure and with its argument-less
/// initialiser (BIND-2); `Rating` has only the first (`Expressible.check` refuses the other).
@MainActor
enum Primitive {
    /// `received`: what the app does with the `NativeAdVideoState` a `Media` overlay receives
    /// (VID-2: it keeps it, to read it and to call `setMuted(_:)` when the script says so).
    static func view(
        _ kind: AssetKind, form: PrimitiveForm, received: @escaping @MainActor (NativeAdVideoState) -> Void = { _ in }
    ) -> AnyView {
        let plain = form == .plain
        switch kind {
        case .title: return plain ? AnyView(NativeAdAsset.Title()) : AnyView(NativeAdAsset.Title { Text($0) })
        case .body: return plain ? AnyView(NativeAdAsset.Body()) : AnyView(NativeAdAsset.Body { Text($0) })
        case .callToAction:
            return plain ? AnyView(NativeAdAsset.CallToAction()) : AnyView(NativeAdAsset.CallToAction { Text($0) })
        case .domain: return plain ? AnyView(NativeAdAsset.Domain()) : AnyView(NativeAdAsset.Domain { Text($0) })
        case .sponsored: return plain ? AnyView(NativeAdAsset.Sponsored()) : AnyView(NativeAdAsset.Sponsored { Text($0) })
        case .age: return plain ? AnyView(NativeAdAsset.Age()) : AnyView(NativeAdAsset.Age { Text($0) })
        case .price: return plain ? AnyView(NativeAdAsset.Price()) : AnyView(NativeAdAsset.Price { Text($0) })
        case .reviewCount: return plain ? AnyView(NativeAdAsset.ReviewCount()) : AnyView(NativeAdAsset.ReviewCount { Text($0) })
        case .warning: return plain ? AnyView(NativeAdAsset.Warning()) : AnyView(NativeAdAsset.Warning { Text($0) })
        case .icon: return plain ? AnyView(NativeAdAsset.Icon()) : AnyView(NativeAdAsset.Icon { $0.resizable() })
        case .favicon: return plain ? AnyView(NativeAdAsset.Favicon()) : AnyView(NativeAdAsset.Favicon { $0.resizable() })
        case .mainImage: return plain ? AnyView(NativeAdAsset.MainImage()) : AnyView(NativeAdAsset.MainImage { $0.resizable() })
        case .feedback: return plain ? AnyView(NativeAdAsset.Feedback()) : AnyView(NativeAdAsset.Feedback { $0.resizable() })
        case .rating: return AnyView(NativeAdAsset.Rating { Text("\($0)") })
        case .media:
            return plain
                ? AnyView(NativeAdAsset.Media())
                : AnyView(
                    NativeAdAsset.Media { video in
                        received(video)
                        return EmptyView()
                    })
        }
    }

    /// The kind `layout.has(_:)` asks about.
    static func kind(_ kind: AssetKind) -> NativeAdAssetKind {
        switch kind {
        case .title: .title
        case .body: .body
        case .callToAction: .callToAction
        case .domain: .domain
        case .sponsored: .sponsored
        case .age: .age
        case .price: .price
        case .reviewCount: .reviewCount
        case .warning: .warning
        case .icon: .icon
        case .favicon: .favicon
        case .mainImage: .mainImage
        case .rating: .rating
        case .feedback: .feedback
        case .media: .media
        }
    }
}

/// What the public API cannot say, found before the run (issue 37.3): an app that would not
/// compile is refused as the API refuses it (a negative scenario expects that); a scenario that
/// is not an app of this API is `cannotRun`, with the reason.
enum Expressible {
    static func check(_ input: ScenarioInput) throws(RunError) {
        if !input.app.gmaModels.isEmpty || input.app.states.contains(where: { $0.kind == .gma }) {
            // Source 003's apps alone are AdSpecGMAHost's (PublicAPISubject dispatches them there).
            throw notExpressible(
                "an app of both SDKs: this host writes the SwiftUI binding's part, AdSpecGMAHost source 003's "
                    + "(GADAdLoader, GADNativeAdView from a nib), and neither writes an app that holds both")
        }
        // What the binding's API refuses (SLD-5, BIND-2): the same check the engine makes.
        try APISurface.check(input.app)
        try input.app.screen.forEachNode { (node) throws(RunError) in
            switch node.kind {
            case .gmaAdView, .gmaAssetView:
                throw notExpressible("a GADNativeAdView is the Google Mobile Ads adapter's view, not the SwiftUI binding's")
            default:
                return
            }
        }
        let overlaid = overlaidMedia(input.app.screen)
        for (index, step) in input.script.enumerated() {
            if step.offMainThread {
                switch step.action {
                case .loadAd, .mount, .unmount, .set:
                    break  // made from a background queue (`BackgroundThread`)
                case .loadImages, .bulkLoad:
                    throw notExpressible(
                        "an asynchronous main-actor method runs on the main actor whatever thread calls it (it switches "
                            + "to its actor when entered), so no app can make this call off the main thread (APP-1)",
                        step: index)
                default:
                    throw notExpressible(
                        "the driver makes this step, not the app's code, on a thread the host does not choose", step: index)
                }
            }
            switch step.action {
            case .setMuted(let node, _), .inspectVideo(let node):
                // VID-2: only `Media { video in ... }` hands the app a NativeAdVideoState (`node`
                // without the `#i` of the ForEach item it is in).
                guard overlaid.contains(String(node.prefix { $0 != "#" })) else {
                    throw notExpressible(
                        "\(node) is not a Media drawn with its overlay closure: only `NativeAdAsset.Media { video in ... }` "
                            + "hands the app a NativeAdVideoState to read or to call setMuted(_:) on (VID-2)",
                        step: index)
                }
            case .refreshAd:
                throw notExpressible("refreshAd() is source 003's GMA view model, not the SwiftUI binding's API", step: index)
            default:
                continue
            }
        }
    }

    /// The ids of the `Media` nodes drawn with an overlay closure (the `label` form).
    static func overlaidMedia(_ screen: ViewNode) -> Set<String> {
        var ids = Set<String>()
        screen.forEachNode { node in
            if node.kind == .asset(.media), node.form == .label, let id = node.id { ids.insert(id) }
        }
        return ids
    }

    static func notExpressible(_ reason: String, step: Int? = nil) -> RunError {
        RunError(stepIndex: step, message: "not expressible through the public API: " + reason)
    }
}
