/// The engine's event vocabulary: what a transcript line says, as values (`TranscriptEvent` and
/// the types of its payloads). `TranscriptFormat` writes them as text.

/// `NativeAdState.phase` / `SliderAdState.phase` (LOAD-1).
public enum AdPhase: Sendable, Hashable {
    case idle, loading, loaded, failed(code: String)

    /// `.idle`, `.loading`, `.loaded`, `.failed`.
    public var name: String {
        switch self {
        case .idle: return ".idle"
        case .loading: return ".loading"
        case .loaded: return ".loaded"
        case .failed: return ".failed"
        }
    }
}

/// Everything the engine reports. Normative facts (container, callback, error code, asset,
/// phase, unit, adsCount) are typed fields; only the informative parts (a note's wording) are
/// preformatted text. `isNormative` says which lines an app could observe through the binding's
/// public surface (issue 9); the text of every case comes from `TranscriptFormat`.
public enum TranscriptEvent: Sendable, Hashable {
    // MARK: Subject `step`
    /// A script step, echoed before it is performed; `offMainThread` for APP-1.
    case step(Action, offMainThread: Bool)

    // MARK: Subject `state`
    /// `state.$phase` moved from `from` to `change.phase` (LOAD-1), with what caused it.
    case phaseChanged(from: AdPhase, PhaseChange)
    /// `NativeAdState(ad:)` made for an ad of a bulk batch, already `.loaded` (BULK-2, EVT-3).
    case stateCreated(ad: String)
    /// `body` created the state object anew (LOAD-5); `object` is its 1-based object number.
    case stateRecreated(object: Int)
    /// `loadImages()` finished for these states (IMG-1, IMG-3).
    case imagesLoaded(states: [String])

    // MARK: Subjects `container` / `slider`
    case mounted(state: String)
    /// Left the hierarchy; `unboundAd` when it was bound.
    case unmounted(unboundAd: String?, pendingImpressionDropped: Bool)
    /// What the container shows (CONT-1); `imagesNotLoaded` when image primitives draw empty space (IMG-2).
    case shows(Display, imagesNotLoaded: Bool)
    /// Binding waits up to the grace period for required views (BIND-4).
    case bindingWaits(graceMs: Int, missing: [MissingView])
    /// Bound to the ad, with the views the card registered (BIND-1, BIND-8).
    case bound(ad: String, views: [AssetKind])
    /// What each primitive is given at binding (BIND-2, BIND-3, IMG-2, VID-1).
    case draws([PrimitiveValue])
    /// What image primitives draw once `loadImages()` finished (IMG-1).
    case redraws([PrimitiveValue])
    case unbound(ad: String, reason: UnbindReason, pendingImpressionDropped: Bool)
    case stopsWaiting(ad: String, reason: UnbindReason)
    /// VID-1: the media plays its video, at the fitted size.
    case videoPlays(width: Double, height: Double)
    /// VID-1: the media shows its still image; video needs this minimum.
    case videoStill(minimumWidth: Double, minimumHeight: Double)
    /// `NativeAdVideoState` read or changed (VID-2).
    case videoState(VideoState)
    /// The card became viewable; its impression follows after `dwellMs` (IMP-1).
    case viewable(share: Double, dwellMs: Int)
    /// A running dwell stopped (IMP-1).
    case dwellInterrupted(ViewabilityIssue)
    /// A container callback (EVT-1); `handled` is false when no modifier was attached.
    case callback(Callback, handled: Bool)
    /// A load outcome that reached no container, delivered when one mounted (EVT-2, EVT-3).
    case outcomeReplayed(ContainerEvent, handled: Bool)

    // MARK: Subject `bulk`
    case bulkRequestSent(number: Int, unit: String, adsCount: Int)
    case bulkSucceeded(ads: [String])
    case bulkFailed(BulkFailure)

    // MARK: Subject `app`
    case app(AppEvent)

    // MARK: Subject `log`
    /// An SDK log line (APP-4); its case is the category, its wording the engine's.
    case log(LogMessage)

    // MARK: Subject `note`
    /// A bound card that cannot count its impression now, and why.
    case notViewable(container: String, ViewabilityIssue)
    /// onAdLoad / onAdFailure reached no container (EVT-2).
    case outcomeNotDelivered(ContainerEvent, state: String)
    /// SLD-10: ads already placed in other blocks of the app, left out of the slider state's block.
    case sliderAdsLeftOut(state: String, ads: [String])
    /// The engine's own explanation, in words.
    case note(String)

    // MARK: Subject `end`
    case end

    // MARK: Subjects `model`, `adView`, `note`: the native advanced flow (source 003)
    case gma(GMAEvent)

    /// Whether the line states something the binding's public surface lets an app observe
    /// (issue 9, item 1; Documentation/Conformance.md): phase transitions (`state.$phase`),
    /// requests sent (unit, parameters, `adsCount`), what a container shows, what each primitive
    /// is given, what the `Media` primitive plays, each container callback a handler receives
    /// with its payload (and that a load outcome reached no container), bulk outcomes, state
    /// objects an app makes or gets, `loadImages()` returning, video state reads, SDK
    /// initialisation, and that a log line of a category is written. Informative: the script's
    /// echo (`step`, the app's own background/foreground), the engine's explanations (`note`,
    /// hierarchy, binding and registration bookkeeping, why a card cannot count), pending timers
    /// (grace period, dwell), percentages, and a callback no handler was attached to (an app
    /// cannot observe it). Never decided by reading the text.
    public var isNormative: Bool {
        switch self {
        case .phaseChanged, .stateCreated, .stateRecreated, .imagesLoaded, .shows, .draws, .redraws, .videoPlays,
            .videoStill, .videoState, .outcomeNotDelivered, .bulkRequestSent, .bulkSucceeded, .bulkFailed, .log,
            .app(.sdkInitialized):
            return true
        case .callback(_, let handled), .outcomeReplayed(_, let handled):
            return handled
        case .gma(let event):
            return event.isNormative
        case .step, .mounted, .unmounted, .bindingWaits, .bound, .unbound, .stopsWaiting, .viewable,
            .dwellInterrupted, .notViewable, .sliderAdsLeftOut, .note, .app(.enteredBackground),
            .app(.returnedToForeground), .end:
            return false
        }
    }
}

/// What moved a state's phase (LOAD-1), and so the phase it moved to.
public enum PhaseChange: Sendable, Hashable {
    /// `loadAd()` sent a request: `.loading`.
    case loading(LoadRequest)
    /// A native ad arrived: `.loaded`.
    case loaded(ad: String, adType: AdType)
    /// A slider block arrived (SLD-1, SLD-2): `.loaded`.
    case sliderLoaded(slider: String, blockAssets: [BlockAsset], ads: [String])
    /// The load failed: `.failed`, with the error code and its message.
    case failed(code: String, message: String)

    public var phase: AdPhase {
        switch self {
        case .loading: return .loading
        case .loaded, .sliderLoaded: return .loaded
        case .failed(let code, _): return .failed(code: code)
        }
    }
}

/// A request `loadAd()` sent (LOAD-2, LOAD-4, IMG-1).
public struct LoadRequest: Sendable, Hashable {
    /// 1-based count of this state's requests.
    public var number: Int
    public var unit: String
    public var parameters: [String: String]
    public var manualImages: Bool

    public init(number: Int, unit: String, parameters: [String: String], manualImages: Bool) {
        self.number = number
        self.unit = unit
        self.parameters = parameters
        self.manualImages = manualImages
    }
}

/// A component of a slider block, and whether it is required.
public struct BlockAsset: Sendable, Hashable {
    public var kind: AssetKind
    public var required: Bool

    public init(kind: AssetKind, required: Bool) {
        self.kind = kind
        self.required = required
    }
}

/// What a container draws (CONT-1), as the transcript reports it.
public enum Display: Sendable, Hashable {
    case placeholder
    case nothing
    /// The card, with the layout info the content closure receives (nil: an ad of no known kind).
    case content(LayoutInfo?)
}

/// The `layout` a container's content closure receives (CONT-2, SLD-2).
public enum LayoutInfo: Sendable, Hashable {
    case native(NativeLayoutInfo)
    /// `SliderAdLayoutInfo`: the number of cards and the block's own components.
    case slider(ads: Int, has: [AssetKind])
}

/// `NativeAdLayoutInfo`: what the ad has, not its values (CONT-2).
public struct NativeLayoutInfo: Sendable, Hashable {
    public var adType: AdType
    /// In `AssetKind` order.
    public var has: [AssetKind]
    public var mediaAspectRatio: Double?
    public var mediaHasVideo: Bool
    public var warningMinimumArea: Double?

    public init(
        adType: AdType, has: [AssetKind], mediaAspectRatio: Double?, mediaHasVideo: Bool, warningMinimumArea: Double?
    ) {
        self.adType = adType
        self.has = has
        self.mediaAspectRatio = mediaAspectRatio
        self.mediaHasVideo = mediaHasVideo
        self.warningMinimumArea = warningMinimumArea
    }
}

/// What one primitive's `label` is given (BIND-2).
public struct PrimitiveValue: Sendable, Hashable {
    public enum Value: Sendable, Hashable {
        case text(String)
        /// The rating as the response gives it; drawn as a number when it is one.
        case rating(String)
        case image(String)
        /// `Feedback` before its image is loaded, or without one (BIND-3).
        case sdkIcon
        /// An image primitive before `loadImages()` (IMG-2).
        case empty
        case video(String)
        /// A video ad's media too small to play (VID-1).
        case still(String)
    }

    public var kind: AssetKind
    public var value: Value

    public init(kind: AssetKind, value: Value) {
        self.kind = kind
        self.value = value
    }
}

/// A required asset the card does not give the SDK a view for, and why (BIND-4).
public struct MissingView: Sendable, Hashable {
    public enum Reason: Sendable, Hashable, CaseIterable {
        case hidden, drawingGroup, notRegistered, notDrawn
    }

    public var kind: AssetKind
    public var reason: Reason

    public init(kind: AssetKind, reason: Reason) {
        self.kind = kind
        self.reason = reason
    }
}

/// Why a container's binding ended.
public enum UnbindReason: Sendable, Hashable {
    /// The state loaded again and holds another ad.
    case stateHoldsAnotherAd
    /// The state is in this phase again (loading again, failed).
    case statePhase(AdPhase)
    /// `body` created the state anew (LOAD-5).
    case newStateObject
    /// The container was given another state.
    case anotherState(String)
    /// A second container took the state (CONT-3).
    case stateMoved(to: String)
    /// A GMA ad view's association ended (GMA-14).
    case gma(GMADissociation)
}

/// `NativeAdVideoState` (VID-2): position advances with engine time.
public struct VideoState: Sendable, Hashable {
    public var positionMs: Int
    public var durationMs: Int
    public var isMuted: Bool
    public var isMuteControlHidden: Bool

    public init(positionMs: Int, durationMs: Int, isMuted: Bool, isMuteControlHidden: Bool) {
        self.positionMs = positionMs
        self.durationMs = durationMs
        self.isMuted = isMuted
        self.isMuteControlHidden = isMuteControlHidden
    }
}

/// A container callback with its payload (EVT-1).
public enum Callback: Sendable, Hashable {
    case onAdLoad(ad: String)
    case onAdFailure(code: String)
    /// BIND-4, BIND-9: `error` with `userInfo["asset_name"]`.
    case onAdBindingFailure(code: String, asset: AssetKind)
    case onAdClick(asset: AssetKind)
    case onAdImpression(ad: String, flags: [ImpressionFlag])

    public var event: ContainerEvent {
        switch self {
        case .onAdLoad: return .onAdLoad
        case .onAdFailure: return .onAdFailure
        case .onAdBindingFailure: return .onAdBindingFailure
        case .onAdClick: return .onAdClick
        case .onAdImpression: return .onAdImpression
        }
    }
}

/// A flag on an impression (BIND-5, CONT-2).
public enum ImpressionFlag: Sendable, Hashable {
    /// Required components drawn with `.opacity(0)`, in `AssetKind` order.
    case invisibleRequiredAsset([AssetKind])
    /// The warning covers this share of the card, less than its minimum.
    case smallWarning(share: Double)
}

/// A bulk load that ended without ads (BULK-1..BULK-3).
public enum BulkFailure: Sendable, Hashable {
    /// `adsCount` outside the allowed range: no request is sent.
    case adsCountOutOfRange(count: Int, minimum: Int, maximum: Int)
    case error(code: String, message: String)
}

public enum AppEvent: Sendable, Hashable, CaseIterable {
    case enteredBackground, returnedToForeground, sdkInitialized
}

/// The checks a mounted card passes before its impression can count, in the order the engine
/// applies them: the first that fails is the reason given (`ViewabilityIssue`).
public enum ViewabilityCheck: CaseIterable, Sendable, Hashable {
    /// The card is bound to its ad.
    case bound
    /// The app is in the foreground.
    case foreground
    /// Images are loaded (the reference never requires it: IMP-1; only a mutant checks).
    case imagesLoaded
    /// The card has a non-zero width and height.
    case nonZeroSize
    /// At least `viewabilityThreshold` of the card is on screen.
    case shareOnScreen
    /// A slider block whose cards were shown outside it has lost its impression.
    case blockImpressionKept
    /// A slider block has a bound, viewable card of non-zero size inside it.
    case viewableCard
    /// Every required asset still has a registered view.
    case requiredViews
    /// Every required asset lies inside the card, unclipped (`requireAssetsInsideCard`).
    case requiredAssetsInsideCard

    /// The catalogue rule the check comes from.
    public var rule: String {
        switch self {
        case .bound: return "IMP-5"
        case .foreground: return "IMP-4"
        case .imagesLoaded, .shareOnScreen, .requiredAssetsInsideCard: return "IMP-1"
        case .nonZeroSize: return "IMP-3"
        case .blockImpressionKept: return "SLD-4"
        case .viewableCard: return "SLD-6"
        case .requiredViews: return "BIND-4"
        }
    }

    /// An integration problem the SDK sees after binding, which it also logs (APP-4).
    public var isLogged: Bool {
        switch self {
        case .requiredViews, .requiredAssetsInsideCard: return true
        default: return false
        }
    }
}

/// Why a bound card cannot count its impression now: the failed check, with what it measured.
/// Its message is `TranscriptFormat.text(of:)`.
public enum ViewabilityIssue: Sendable, Hashable {
    case notBound
    case inBackground
    case imagesNotLoaded
    case zeroSize(width: Double, height: Double)
    case belowThreshold(share: Double, threshold: Double)
    case cardsOutsideSlider
    case noViewableCard(threshold: Double)
    case requiredAssetHasNoView(MissingView)
    case requiredAssetOutsideCard(AssetKind)
    case requiredAssetClipped(AssetKind)
    /// A GMA ad view without a single point on screen: its impression needs the first pixel (GMA-12).
    case noPixelOnScreen

    /// The check that failed.
    public var check: ViewabilityCheck {
        switch self {
        case .notBound: return .bound
        case .inBackground: return .foreground
        case .imagesNotLoaded: return .imagesLoaded
        case .zeroSize: return .nonZeroSize
        case .belowThreshold, .noPixelOnScreen: return .shareOnScreen
        case .cardsOutsideSlider: return .blockImpressionKept
        case .noViewableCard: return .viewableCard
        case .requiredAssetHasNoView: return .requiredViews
        case .requiredAssetOutsideCard, .requiredAssetClipped: return .requiredAssetsInsideCard
        }
    }

    /// The rule the failed check comes from.
    public var rule: String { self == .noPixelOnScreen ? "GMA-12" : check.rule }
}

/// One of the views VID-1 measures, too small for video.
public struct UndersizedView: Sendable, Hashable {
    public enum Which: Sendable, Hashable, CaseIterable {
        case container, media, videoFittedInMedia
    }

    public var which: Which
    public var width: Double
    public var height: Double

    public init(which: Which, width: Double, height: Double) {
        self.which = which
        self.width = width
        self.height = height
    }
}

/// An SDK log line (APP-4). The case is the category an app can rely on; the wording is ours.
public enum LogMessage: Sendable, Hashable {
    /// APP-1: an SDK call off the main thread is ignored.
    case calledOffMainThread(Action)
    /// BIND-4 / SLD-7: no view for a required asset; the ad (or the slider's block) cannot be bound.
    case noViewForRequiredAsset(container: String, MissingView, isSlider: Bool)
    /// CONT-2: a drawn warning smaller than its minimum share of the card.
    case smallWarning(container: String, share: Double, minimum: Double)
    /// APP-3: `loadAd()` before initialisation, queued.
    case loadQueuedUntilInitialization(state: String)
    /// APP-3: `loadAd()` before initialisation, failed.
    case loadBeforeInitialization(state: String)
    /// APP-3: `loadAds()` before initialisation, queued.
    case bulkQueuedUntilInitialization
    /// APP-3: `loadAds()` before initialisation, failed.
    case bulkBeforeInitialization
    /// LOAD-2: more retries after `onAdFailure` than recommended.
    case repeatedRetries(state: String, count: Int)
    /// APP-2: Info.plist has no `SKAdNetworkItems`.
    case missingSKAdNetworkItems
    /// BULK-1: `adsCount` outside its range.
    case adsCountOutOfRange(count: Int, minimum: Int, maximum: Int)
    /// VID-1: the container or media is smaller than the video minimum.
    case videoTooSmall(container: String, [UndersizedView], minimumWidth: Double, minimumHeight: Double)
    /// SLD-4: a slider's card shown outside its `SliderAdContainer`.
    case cardOutsideSlider(card: String, slider: String)
    /// CONT-3: a state given to a second container.
    case stateSharedByContainers(state: String, from: String, to: String)
    /// BIND-4 after binding: a required view hidden, removed or misplaced later.
    case impressionBlocked(container: String, ViewabilityIssue)
    /// BIND-5: an impression with required components drawn with `.opacity(0)`.
    case invisibleRequiredAssets(container: String, [AssetKind])

    public var level: LogLevel {
        switch self {
        case .calledOffMainThread, .noViewForRequiredAsset, .loadBeforeInitialization, .bulkBeforeInitialization,
            .missingSKAdNetworkItems, .adsCountOutOfRange:
            return .error
        case .smallWarning, .loadQueuedUntilInitialization, .bulkQueuedUntilInitialization, .repeatedRetries,
            .videoTooSmall, .cardOutsideSlider, .stateSharedByContainers, .impressionBlocked, .invisibleRequiredAssets:
            return .warning
        }
    }
}
