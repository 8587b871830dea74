/// Every default the source documents leave open, as one value (digest lines marked INF).
/// A scenario may override any field by name; the names below are the setting names that the
/// scenario format (`<settings><set name="..." value="..."/>`) and the rule catalogue use.
public struct Settings: Sendable, Hashable {
    /// BIND-4: how long a loaded ad waits for its required views before `onAdBindingFailure`.
    public var bindingGracePeriodMs = 2_000
    /// IMP-1: the share of the card's area that must be on screen (0...1).
    public var viewabilityThreshold = 0.5
    /// IMP-1: how long the card must stay at or above the threshold.
    public var impressionDwellMs = 1_000
    /// IMP-1: the dwell for an ad whose media plays video.
    public var videoImpressionDwellMs = 2_000
    /// IMP-1 (vendor requirement): every drawn required asset must lie inside the card's frame and not be clipped by it.
    public var requireAssetsInsideCard = true
    /// LOAD-3: what `loadAd()` does in `.loading` or `.loaded`.
    public var loadWhileBusy = LoadWhileBusy.ignore
    /// APP-3: what a load before SDK initialisation does.
    public var loadBeforeInitialization = LoadBeforeInitialization.queue
    /// APP-6: retries after `onAdFailure` on one state beyond which the log warns of an unbounded retry loop.
    public var retryWarningThreshold = 3
    /// CONT-2: report a drawn warning below `warningMinimumArea` (log + impression flag).
    public var reportSmallWarning = true
    /// EVT-2: replay a load outcome to a container that mounts after it happened.
    public var replayOutcomeOnMount = false
    /// FEED: how far beyond a lazy stack's viewport items are kept in the hierarchy (points).
    public var lazyPrefetchMargin = 50.0
    /// BULK-1: the accepted range of `adsCount`.
    public var bulkMinimumCount = 1
    public var bulkMaximumCount = 9
    /// VID-1: the smallest container and `Media` size that plays video (points).
    public var videoMinimumWidth = 300.0
    public var videoMinimumHeight = 160.0
    /// GMA-12: how long a GMA ad view must have a point on screen before its impression is recorded.
    public var gmaImpressionDwellMs = 0
    /// GMA-4: a tap on a call-to-action view that keeps user interaction still records a click.
    public var gmaEnabledCallToActionClicks = false
    /// GMA-3: an asset view filled after the association counts for clicks as if filled before.
    public var gmaLateFillRegisters = false
    /// GMA-13: an outlet view that is not a subview of its ad view is registered all the same.
    public var gmaOutsideViewsRegister = false
    /// GMA-14: associating an ad with a second view moves it there, or leaves both views associated.
    public var gmaSecondAssociation = GMASecondAssociation.moves

    public enum LoadWhileBusy: String, Sendable, CaseIterable { case ignore, restart }
    public enum LoadBeforeInitialization: String, Sendable, CaseIterable { case queue, fail }
    public enum GMASecondAssociation: String, Sendable, CaseIterable { case moves, both }

    public init() {}

    /// The names a scenario may override, with their current values as text.
    public static let names: [String] = [
        "bindingGracePeriodMs", "viewabilityThreshold", "impressionDwellMs", "videoImpressionDwellMs",
        "requireAssetsInsideCard", "loadWhileBusy", "loadBeforeInitialization", "retryWarningThreshold",
        "reportSmallWarning", "replayOutcomeOnMount", "lazyPrefetchMargin", "bulkMinimumCount",
        "bulkMaximumCount", "videoMinimumWidth", "videoMinimumHeight", "gmaImpressionDwellMs",
        "gmaEnabledCallToActionClicks", "gmaLateFillRegisters", "gmaOutsideViewsRegister", "gmaSecondAssociation",
    ]

    public enum OverrideError: Error, Equatable, CustomStringConvertible {
        case unknownName(String)
        case badValue(name: String, value: String, expected: String)

        public var description: String {
            switch self {
            case .unknownName(let name):
                return "unknown setting '\(name)'; known settings: \(Settings.names.joined(separator: ", "))"
            case .badValue(let name, let value, let expected):
                return "setting '\(name)' takes \(expected), not '\(value)'"
            }
        }
    }

    /// Applies one `name = value` override, as written in a scenario.
    public mutating func override(_ name: String, with value: String) throws(OverrideError) {
        func int() throws(OverrideError) -> Int {
            guard let v = Int(value), v >= 0 else { throw .badValue(name: name, value: value, expected: "a whole number >= 0") }
            return v
        }
        func double() throws(OverrideError) -> Double {
            guard let v = Double(value), v >= 0, v.isFinite else {
                throw .badValue(name: name, value: value, expected: "a number >= 0")
            }
            return v
        }
        func share() throws(OverrideError) -> Double {
            guard let v = Double(value), v > 0, v <= 1 else {
                throw .badValue(name: name, value: value, expected: "a share in (0, 1]")
            }
            return v
        }
        func bool() throws(OverrideError) -> Bool {
            switch value {
            case "true": return true
            case "false": return false
            default: throw .badValue(name: name, value: value, expected: "true or false")
            }
        }
        switch name {
        case "bindingGracePeriodMs": bindingGracePeriodMs = try int()
        case "viewabilityThreshold": viewabilityThreshold = try share()
        case "impressionDwellMs": impressionDwellMs = try int()
        case "videoImpressionDwellMs": videoImpressionDwellMs = try int()
        case "requireAssetsInsideCard": requireAssetsInsideCard = try bool()
        case "loadWhileBusy":
            guard let v = LoadWhileBusy(rawValue: value) else {
                throw .badValue(name: name, value: value, expected: "ignore or restart")
            }
            loadWhileBusy = v
        case "loadBeforeInitialization":
            guard let v = LoadBeforeInitialization(rawValue: value) else {
                throw .badValue(name: name, value: value, expected: "queue or fail")
            }
            loadBeforeInitialization = v
        case "retryWarningThreshold": retryWarningThreshold = try int()
        case "reportSmallWarning": reportSmallWarning = try bool()
        case "replayOutcomeOnMount": replayOutcomeOnMount = try bool()
        case "lazyPrefetchMargin": lazyPrefetchMargin = try double()
        case "bulkMinimumCount": bulkMinimumCount = try int()
        case "bulkMaximumCount": bulkMaximumCount = try int()
        case "videoMinimumWidth": videoMinimumWidth = try double()
        case "videoMinimumHeight": videoMinimumHeight = try double()
        case "gmaImpressionDwellMs": gmaImpressionDwellMs = try int()
        case "gmaEnabledCallToActionClicks": gmaEnabledCallToActionClicks = try bool()
        case "gmaLateFillRegisters": gmaLateFillRegisters = try bool()
        case "gmaOutsideViewsRegister": gmaOutsideViewsRegister = try bool()
        case "gmaSecondAssociation":
            guard let v = GMASecondAssociation(rawValue: value) else {
                throw .badValue(name: name, value: value, expected: "moves or both")
            }
            gmaSecondAssociation = v
        default: throw .unknownName(name)
        }
    }
}
