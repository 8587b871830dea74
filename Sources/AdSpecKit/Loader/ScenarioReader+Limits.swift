import AdSpecEngine

/// The range the loader accepts for every number a scenario can set. The engine adds times to its
/// clock, multiplies sizes by ratios and prints points as whole hundredths in an `Int`; these
/// bounds, far above any real scenario, keep all of that inside what `Int` and `Double` hold, so
/// that no accepted input can make the engine trap.
enum ScenarioLimits {
    /// A time in milliseconds (a wait, a latency, a dwell, a video's duration): at most a day.
    /// A scenario file cannot hold enough steps for the sum of its waits to leave `Int`.
    static let milliseconds = NumberRange.whole(0...86_400_000, unit: "ms (a day)")
    /// A size or a distance in points (a frame's width or height, a stack's spacing, a margin).
    static let size = NumberRange.number(0...10_000_000, unit: "points")
    /// A position or a scroll offset in points; may be negative.
    static let position = NumberRange.number(-10_000_000...10_000_000, unit: "points")
    /// A share of an area or an opacity.
    static let share = NumberRange.number(0...1, unit: "")
    /// An ad count (`adsCount`, the bulk range settings).
    static let adsCount = NumberRange.whole(0...10_000, unit: "ads")
    /// A number of retries.
    static let retries = NumberRange.whole(0...1_000_000, unit: "retries")
    /// Each side of an aspect ratio `w:h`, and the ratio itself (width / height).
    static let aspectSide: ClosedRange<Double> = 0.000_001...1_000_000
    static let aspectRatio: ClosedRange<Double> = 0.001...1_000

    /// The range of each numeric setting (`<settings><set name value>`), by name. Every `Int` or
    /// `Double` field of `Settings` has one (a test checks it through the command line).
    static let settings: [String: NumberRange] = [
        "bindingGracePeriodMs": milliseconds,
        "viewabilityThreshold": share,
        "impressionDwellMs": milliseconds,
        "videoImpressionDwellMs": milliseconds,
        "retryWarningThreshold": retries,
        "lazyPrefetchMargin": size,
        "bulkMinimumCount": adsCount,
        "bulkMaximumCount": adsCount,
        "videoMinimumWidth": size,
        "videoMinimumHeight": size,
        "gmaImpressionDwellMs": milliseconds,
    ]
}

enum NumberRange: Sendable {
    case whole(ClosedRange<Int>, unit: String)
    case number(ClosedRange<Double>, unit: String)

    /// `a whole number from 0 to 86400000 ms (a day)`.
    var phrase: String {
        switch self {
        case .whole(let range, let unit):
            return "a whole number from \(range.lowerBound) to \(range.upperBound)" + (unit.isEmpty ? "" : " \(unit)")
        case .number(let range, let unit):
            return "a number from \(limitText(range.lowerBound)) to \(limitText(range.upperBound))"
                + (unit.isEmpty ? "" : " \(unit)")
        }
    }

    /// Whether `text` (trimmed) is a number in the range.
    func accepts(_ text: String) -> Bool {
        let text = text.trimmingWhitespace()
        switch self {
        case .whole(let range, _):
            guard let value = Int(text) else { return false }
            return range.contains(value)
        case .number(let range, _):
            guard let value = Double(text), value.isFinite else { return false }
            return range.contains(value)
        }
    }
}

/// A limit as written in a message: `10000000`, `0.001`, `1e-06`.
func limitText(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
}

extension ScenarioReader {
    /// A whole number attribute in `range`; `nil` (and a problem at the attribute) when it is
    /// absent, not a whole number, or outside the range.
    func int(_ element: XMLElementNode, _ name: String, in range: NumberRange) -> Int? {
        guard let text = element[name] else { return nil }
        guard case .whole(let bounds, _) = range else { preconditionFailure("\(name) is a whole number") }
        guard let value = Int(text.trimmingWhitespace()), bounds.contains(value) else {
            error(element, attribute: name, "\(name) takes \(range.phrase), not '\(text)'")
            return nil
        }
        return value
    }

    /// A number attribute in `range`, as `int(_:_:in:)`.
    func double(_ element: XMLElementNode, _ name: String, in range: NumberRange) -> Double? {
        guard let text = element[name] else { return nil }
        guard case .number(let bounds, _) = range else { preconditionFailure("\(name) is a number") }
        guard let value = Self.number(text), value.isFinite, bounds.contains(value) else {
            error(element, attribute: name, "\(name) takes \(range.phrase), not '\(text)'")
            return nil
        }
        return value
    }

    /// The number an attribute's text spells, white space around it allowed.
    static func number(_ text: String) -> Double? {
        Double(text.trimmingWhitespace())
    }

    /// `<media aspect-ratio>`: `1.78` or `16:9`, each side and the ratio within their limits.
    func aspectRatio(_ element: XMLElementNode) -> Double? {
        guard let text = element["aspect-ratio"] else { return nil }
        let parts = text.trimmingWhitespace().split(separator: ":", omittingEmptySubsequences: false).map {
            Double($0).flatMap { $0.isFinite ? $0 : nil }
        }
        var ratio: Double?
        if parts.count == 1, let value = parts[0], ScenarioLimits.aspectRatio.contains(value) {
            ratio = value
        } else if parts.count == 2, let width = parts[0], let height = parts[1],
            ScenarioLimits.aspectSide.contains(width), ScenarioLimits.aspectSide.contains(height),
            ScenarioLimits.aspectRatio.contains(width / height)
        {
            ratio = width / height
        }
        guard let ratio else {
            let side = ScenarioLimits.aspectSide
            let whole = ScenarioLimits.aspectRatio
            error(
                element, attribute: "aspect-ratio",
                "aspect-ratio is width/height as '1.78' or '16:9': each side from \(limitText(side.lowerBound)) to "
                    + "\(limitText(side.upperBound)), the ratio from \(limitText(whole.lowerBound)) to "
                    + "\(limitText(whole.upperBound)), not '\(text)'")
            return nil
        }
        return ratio
    }

    /// The range of a numeric setting, checked once the engine has taken its value (the engine
    /// checks the form; the loader bounds it). Returns whether the value is accepted.
    @discardableResult
    func checkSettingRange(_ set: XMLElementNode, name: String, value: String) -> Bool {
        guard let range = ScenarioLimits.settings[name], !range.accepts(value) else { return true }
        error(set, attribute: "value", "setting '\(name)' takes \(range.phrase), not '\(value)'")
        return false
    }

    /// Relations between settings: `bulkMinimumCount <= bulkMaximumCount` (an empty range would
    /// stop the engine). Reported at the `<set>` of either, the later one when both are set.
    func checkSettingRelations(_ settings: Settings, sets: [String: XMLElementNode], in element: XMLElementNode?) {
        guard settings.bulkMinimumCount > settings.bulkMaximumCount else { return }
        let candidates = ["bulkMinimumCount", "bulkMaximumCount"].compactMap { sets[$0] }
        let at = candidates.max { ($0.line, $0.column) < ($1.line, $1.column) }
        let message =
            "bulkMinimumCount (\(settings.bulkMinimumCount)) is above bulkMaximumCount (\(settings.bulkMaximumCount)): "
            + "the accepted range of adsCount needs bulkMinimumCount <= bulkMaximumCount"
        if let at {
            error(at, attribute: "value", message)
        } else if let element {
            error(element, message)
        }
    }
}
