import AdSpecEngine
import SwiftUI

// The ad API as the documents name it (000, 001). Every type here only records what the app asks
// for: the states it makes, the calls it makes (`loadAd()`, `loadImages()`), the containers and
// primitives it draws. `SampleHost` turns that into the engine's `ScenarioInput`; the engine
// decides everything else. Nothing here knows a rule.

/// `AdRequest(adUnitID:)`, with the targeting and Adfox parameters of LOAD-4.
public struct AdRequest: Sendable, Hashable {
    public let adUnitID: String
    public let parameters: [String: String]
    public init(adUnitID: String, parameters: [String: String]? = nil) {
        self.adUnitID = adUnitID
        self.parameters = parameters ?? [:]
    }
}

/// `NativeAdOptions(shouldLoadImagesAutomatically:)` (IMG-1).
public struct NativeAdOptions: Sendable, Hashable {
    public let shouldLoadImagesAutomatically: Bool
    public init(shouldLoadImagesAutomatically: Bool = true) {
        self.shouldLoadImagesAutomatically = shouldLoadImagesAutomatically
    }
}

/// What `onAdLoad` receives.
public struct AdInfo: Sendable {}
/// What `onAdImpression` receives.
public struct ImpressionData: Sendable {}

/// The error codes the documents name (`NativeErrorCode.noViewForAsset`, BIND-4).
public enum NativeErrorCode: String, Sendable, CaseIterable {
    case noViewForAsset, invalidAsset, noFill
}

/// `YandexAds.enableLogging()` (APP-4): the SDK's log lines appear in the transcript.
public enum YandexAds {
    @MainActor public static func enableLogging() { AdRecorder.current.loggingEnabled = true }
}

/// The kinds `layout.has(_:)` asks about: the fifteen primitives.
public enum NativeAdAssetKind: Sendable, Hashable, CaseIterable {
    case title, body, callToAction, domain, sponsored, age, price, reviewCount, warning
    case icon, favicon, mainImage, rating, feedback, media

    var engine: AssetKind {
        switch self {
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

/// A loaded ad, as `NativeBulkAdLoader.loadAds` returns it: the name of the state the engine
/// gives it (`batch#0`).
public struct NativeAd: Sendable, Hashable {
    let stateName: String
}

/// `NativeAdState`: owns the loading of one ad (LOAD-1). Named after the `@StateObject` property
/// that holds it (`adState`), or `ad1`, `ad2`, ... in order of creation when made elsewhere (a
/// view model, `body`); see Documentation/DocSamples.md.
@MainActor
public final class NativeAdState: ObservableObject, Identifiable {
    public nonisolated let id: String
    let request: AdRequest?
    let options: NativeAdOptions

    public init(request: AdRequest, options: NativeAdOptions = NativeAdOptions()) {
        self.request = request
        self.options = options
        id = AdRecorder.current.declare(kind: .native, request: request, options: options)
    }

    /// `NativeAdState(ad:)`: an ad a bulk load returned, already loaded (EVT-3).
    public init(ad: NativeAd) {
        request = nil
        options = NativeAdOptions()
        id = ad.stateName
    }

    /// A slider's card state (`SliderAdLayoutInfo.ads`), by the engine's template name.
    nonisolated init(templateName: String) {
        request = nil
        options = NativeAdOptions()
        id = templateName
    }

    /// APP-1: refused when made off the main thread (`MainThread`).
    public func loadAd() {
        guard MainThread.isCurrent else { return MainThread.refuse(.loadAd(state: id)) }
        AdRecorder.current.record(.loadAd(state: id))
    }

    /// Returns once the call is made; the engine decides when the images arrive (IMG-1).
    public func loadImages() async { AdRecorder.current.record(.loadImages(state: id)) }
}

/// `SliderAdState` (SLD-1).
@MainActor
public final class SliderAdState: ObservableObject, Identifiable {
    public nonisolated let id: String

    public init(request: AdRequest, options: NativeAdOptions = NativeAdOptions()) {
        id = AdRecorder.current.declare(kind: .slider, request: request, options: options)
    }

    /// APP-1: refused when made off the main thread (`MainThread`).
    public func loadAd() {
        guard MainThread.isCurrent else { return MainThread.refuse(.loadAd(state: id)) }
        AdRecorder.current.record(.loadAd(state: id))
    }

    /// Loads the images of the block and of all its cards (SLD-10).
    public func loadImages() async { AdRecorder.current.record(.loadImages(state: id)) }
}

/// `NativeAdLayoutInfo`: what the content closure may ask of the ad. Only `has(_:)` is modelled
/// (the samples ask nothing else); the front end evaluates the closure under every answer of the
/// kinds asked about and hands the engine the conditions (`SampleHost`).
public struct NativeAdLayoutInfo {
    let answers: HasAnswers
    public func has(_ asset: NativeAdAssetKind) -> Bool { answers.answer(asset.engine) }
}

/// `SliderAdLayoutInfo`: `ads` are the card states (one template the engine expands per card,
/// SLD-2) and `has(_:)` asks about the block's own assets.
public struct SliderAdLayoutInfo {
    let answers: HasAnswers
    public let ads: [NativeAdState]
    public func has(_ asset: NativeAdAssetKind) -> Bool { answers.answer(asset.engine) }
}

/// The answers `has(_:)` gives during one evaluation of a content closure, and the kinds asked.
final class HasAnswers {
    let present: Set<AssetKind>
    private(set) var asked: Set<AssetKind> = []
    init(present: Set<AssetKind>) { self.present = present }
    func answer(_ kind: AssetKind) -> Bool {
        asked.insert(kind)
        return present.contains(kind)
    }
}

/// `NativeAdVideoState`, as the `Media` overlay closure receives it (VID-2): «в него приходит
/// NativeAdVideoState со свойствами position, duration, isMuted, isMuteControlHidden и методом
/// setMuted(_:)». The front end lays the overlay out before the engine runs, so the values here
/// are the defaults below; what an app reads of it at a point of the script is the engine's
/// (`ReferenceSession.read(_:)` records the read, the engine writes the values). The state knows
/// which `Media` it came from (`media`), so that `setMuted(_:)` and a read name that video.
public final class NativeAdVideoState: Sendable {
    /// The `Media` node whose video this is.
    let media: MediaNodeName
    public let position: Double
    public let duration: Double
    public let isMuted: Bool
    public let isMuteControlHidden: Bool

    init(
        media: MediaNodeName, position: Double = 0, duration: Double = 0, isMuted: Bool = true, isMuteControlHidden: Bool = false
    ) {
        self.media = media
        self.position = position
        self.duration = duration
        self.isMuted = isMuted
        self.isMuteControlHidden = isMuteControlHidden
    }

    @MainActor public func setMuted(_ muted: Bool) {
        guard let node = media.id else {
            return AdRecorder.current.refuse(MediaNodeName.unnamed)
        }
        AdRecorder.current.record(.setMuted(node: node, muted: muted))
    }
}

/// The engine's id of the `Media` node a `NativeAdVideoState` is about (VID-2): the overlay
/// closure runs while the primitive renders, before its `.accessibilityIdentifier` (and the
/// `#i` of the `ForEach` item it is drawn in) is known, so `EngineScreenBuilder` writes the id when
/// it reads that render. nil: the media was never drawn with an identifier the engine can name.
/// Written and read on the main actor only (the recorder and the render are main-actor); the
/// box is `@unchecked Sendable` because the documents' `NativeAdVideoState` is `Sendable`.
final class MediaNodeName: @unchecked Sendable {
    var id: String?

    static let unnamed =
        "the app used the NativeAdVideoState of a Media drawn without an accessibility identifier: "
        + "the engine cannot name its video"
}

/// `NativeBulkAdLoader` (BULK-1). The engine decides how many ads a bulk request returns and when
/// (0 to `adsCount`, BULK-3), so `loadAds` cannot know them before the run: it returns one ad for
/// each the app asked for, named as the engine names the batch's ads (`batch[0]`, `batch[1]`, ...).
/// A `ForEach` over all of them, in order, is the engine's per-batch template (`bulkItems`), which
/// the engine expands to the ads that arrive; one of them drawn alone is that ad's own state.
@MainActor
public final class NativeBulkAdLoader {
    public init() {}

    public func loadAds(with request: AdRequest, adsCount: Int, options: NativeAdOptions) async throws -> [NativeAd] {
        let batch = AdRecorder.current.newBatch()
        AdRecorder.current.record(.bulkLoad(batch: batch, adUnitID: request.adUnitID, count: adsCount))
        return (0..<max(0, adsCount)).map { NativeAd(stateName: BulkTemplate.stateName(batch: batch, index: $0)) }
    }
}

enum BulkTemplate {
    /// The engine's name of ad `index` of batch `batch`.
    static func stateName(batch: String, index: Int) -> String { "\(batch)[\(index)]" }

    /// The batch whose ads `states` are, all of them in order from the first, when it is one of
    /// `batches` (the batches the app loaded); nil otherwise.
    static func batch(of states: [String], batches: Set<String>) -> String? {
        guard let first = states.first, first.hasSuffix("[0]") else { return nil }
        let batch = String(first.dropLast(3))
        guard batches.contains(batch) else { return nil }
        return states.indices.allSatisfy { states[$0] == stateName(batch: batch, index: $0) } ? batch : nil
    }
}
