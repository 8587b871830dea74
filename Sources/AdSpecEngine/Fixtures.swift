/// The simulated network: ad units, the responses they give, and the ads in them.
/// Everything here is data; the engine reads it and never changes it.

public enum AdType: String, Sendable, Hashable, CaseIterable { case content, appInstall }

/// One asset of a loaded ad: its value and whether the ad marks it as required (BIND-7).
public struct AssetFixture: Sendable, Hashable {
    public var kind: AssetKind
    /// Text for text assets, an image name for images (empty: the ad has no image of its own,
    /// which for `feedback` means the SDK's icon, BIND-3), a number for `rating`.
    public var value: String
    public var required: Bool

    public init(kind: AssetKind, value: String, required: Bool) {
        self.kind = kind
        self.value = value
        self.required = required
    }
}

public struct VideoFixture: Sendable, Hashable {
    public var durationMs: Int
    public var startsMuted: Bool
    public var muteControlHidden: Bool

    public init(durationMs: Int, startsMuted: Bool = true, muteControlHidden: Bool = false) {
        self.durationMs = durationMs
        self.startsMuted = startsMuted
        self.muteControlHidden = muteControlHidden
    }
}

public struct MediaFixture: Sendable, Hashable {
    /// width / height.
    public var aspectRatio: Double
    public var video: VideoFixture?

    public init(aspectRatio: Double, video: VideoFixture? = nil) {
        self.aspectRatio = aspectRatio
        self.video = video
    }
}

/// One native ad as the network returns it.
public struct AdFixture: Sendable, Hashable {
    public var id: String
    public var adType: AdType
    public var assets: [AssetFixture]
    public var media: MediaFixture?
    /// `NativeAdLayoutInfo.warningMinimumArea`: the smallest share of the card the warning covers.
    public var warningMinimumArea: Double?

    public init(
        id: String, adType: AdType, assets: [AssetFixture], media: MediaFixture? = nil,
        warningMinimumArea: Double? = nil
    ) {
        self.id = id
        self.adType = adType
        self.assets = assets
        self.media = media
        self.warningMinimumArea = warningMinimumArea
    }

    public func asset(_ kind: AssetKind) -> AssetFixture? { assets.first { $0.kind == kind } }
    public func has(_ kind: AssetKind) -> Bool { asset(kind) != nil }
    /// Required assets in canonical order.
    public var requiredKinds: [AssetKind] { assets.filter(\.required).map(\.kind).sorted() }
}

/// A slider block: its own components (possibly none, SLD-6) and its cards, in the block's order.
public struct SliderFixture: Sendable, Hashable {
    public var id: String
    public var blockAssets: [AssetFixture]
    public var cards: [AdFixture]

    public init(id: String, blockAssets: [AssetFixture], cards: [AdFixture]) {
        self.id = id
        self.blockAssets = blockAssets
        self.cards = cards
    }
}

/// A load error as the network reports it (`onAdFailure`).
public struct LoadFailure: Sendable, Hashable {
    public var code: String
    public var message: String

    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }
}

public enum ResponseOutcome: Sendable, Hashable {
    /// Ads for a single or bulk request (a single request takes the first; none is `noFill`).
    case ads([AdFixture])
    case slider(SliderFixture)
    case failure(LoadFailure)
    /// A `GADNativeAd` for a `GADAdLoader` (source 003).
    case gmaAd(GMAAdFixture)
}

public struct Response: Sendable, Hashable {
    public var latencyMs: Int
    public var outcome: ResponseOutcome

    public init(latencyMs: Int, outcome: ResponseOutcome) {
        self.latencyMs = latencyMs
        self.outcome = outcome
    }
}

/// An ad unit of the simulated network. The n-th request to it gets `responses[n]`; once they
/// are used up, the last response repeats.
public struct AdUnit: Sendable, Hashable {
    public var id: String
    public var responses: [Response]
    /// Latency of `loadImages()` for ads of this unit (IMG-1).
    public var imageLatencyMs: Int
    /// Each ad delivered gets a fresh id, `<id>-<n>` counting per unit and base id, as a demo unit
    /// returns a new test ad to every request (APP-5).
    public var numbersAds: Bool

    public init(id: String, numbersAds: Bool = false, responses: [Response], imageLatencyMs: Int = 300) {
        self.id = id
        self.responses = responses
        self.imageLatencyMs = imageLatencyMs
        self.numbersAds = numbersAds
    }

    /// Every unit has a response: the loader refuses a unit without one (ScenarioReader+Network,
    /// "has no <response>"), and each demo unit has one.
    public func response(forRequest index: Int) -> Response {
        responses[min(index, responses.count - 1)]
    }
}
