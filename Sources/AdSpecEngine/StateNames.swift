/// The names of the states the engine makes itself, written and read in one place.
///
/// - A slider's cards: `slider.ads[n]` (`SliderAdLayoutInfo.ads`, SLD-2), usable by a card shown
///   outside the slider's own container (SLD-4).
/// - The ads of a bulk batch: `batch[n]` (`NativeAdState(ad:)` number n, BULK-2).
public enum DerivedStateName: Sendable, Hashable {
    case sliderCard(slider: String, index: Int)
    case bulkAd(batch: String, index: Int)

    /// The state's name, as containers and steps use it.
    public var name: String {
        switch self {
        case .sliderCard(let slider, let index): return "\(slider).ads[\(index)]"
        case .bulkAd(let batch, let index): return "\(batch)[\(index)]"
        }
    }

    /// The readings of `name`: `x.ads[n]` may be card n of slider `x` or ad n of a batch named
    /// `x.ads`, so both are returned (bulk first); the caller knows which states exist.
    public static func readings(of name: String) -> [DerivedStateName] {
        guard name.last == "]", let open = name.lastIndex(of: "["),
            let index = Int(name[name.index(after: open)..<name.index(before: name.endIndex)])
        else { return [] }
        let base = String(name[..<open])
        var result: [DerivedStateName] = [.bulkAd(batch: base, index: index)]
        let cards = ".ads"
        if base.count > cards.count, base.suffix(cards.count) == cards {
            result.append(.sliderCard(slider: String(base.dropLast(cards.count)), index: index))
        }
        return result
    }
}

/// The placeholders a template uses for the state its instance stands for (`$item` in a
/// `ForEach` over states, `$card` in a slider's card template), and the ids of the nodes of an
/// instance (`cta#0`).
enum TemplateNames {
    /// Whether a container's state is a template placeholder (`$item`, `$card`) rather than a
    /// state's name: a state's name never starts with `$`.
    static func isPlaceholder(_ state: String) -> Bool { state.first == "$" }

    /// The id suffix of instance `index` inside an instance with `suffix` (`#0`, `#0#1`).
    static func instanceSuffix(_ suffix: String, _ index: Int) -> String { suffix + "#\(index)" }

    /// Whether a node id names a node inside a template instance (`cta#0`).
    static func isInstanceID(_ id: String) -> Bool { id.contains("#") }
}
