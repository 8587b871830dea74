/// The fifteen `NativeAdAsset` primitives (BIND-1), named by the lower-camel asset keys the SDK
/// uses in `userInfo["asset_name"]` (BIND-9). `allCases` is the canonical order used everywhere
/// a transcript lists assets.
public enum AssetKind: String, CaseIterable, Hashable, Sendable, Comparable {
    case title, body, callToAction, domain, sponsored, age, price, reviewCount, warning
    case icon, favicon, mainImage, rating, feedback, media

    /// What the primitive's `label` closure receives (BIND-2).
    public enum ValueKind: String, Sendable { case text, image, rating, media }

    public var valueKind: ValueKind {
        switch self {
        case .icon, .favicon, .mainImage, .feedback: return .image
        case .rating: return .rating
        case .media: return .media
        default: return .text
        }
    }

    /// Images that draw empty space until `loadImages()` completes when automatic loading is off
    /// (IMG-2). `feedback` is not among them: it falls back to the SDK's own icon (BIND-3).
    public var waitsForImages: Bool {
        switch self {
        case .icon, .favicon, .mainImage, .media: return true
        default: return false
        }
    }

    public static func < (lhs: AssetKind, rhs: AssetKind) -> Bool { lhs.position < rhs.position }

    /// The position in `allCases`. Sorting kinds is frequent (every `shows` line, every layout
    /// info): a scan of the fifteen cases compares one-byte tags, which costs a fraction of the
    /// hashing a dictionary lookup did (two per comparison), and gives the same position.
    private var position: Int { Self.order.firstIndex(of: self)! }

    /// `allCases` once (the synthesized `allCases` builds a new array on each use).
    private static let order = allCases
}
