import AdSpecEngine

/// How loosely an implementation may meet a rule (`<tolerance>` in rules.xml;
/// Documentation/Conformance.md). Beside the rule, so a reviewer sees why each one exists.
public struct Tolerance: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
        /// The events the rule makes observable may come `minimum...maximum` ms after their
        /// cause; the engine's own delay is the setting's value.
        case window
        /// The setting is a value an implementation may choose within `minimum...maximum`.
        case range
        /// The documents give the number.
        case exact
        /// The setting is one of `alternatives`, each an implementation may choose (issue 36,
        /// item 1: an inferred behaviour the documents leave open, as `true`/`false` or named
        /// choices).
        case alternatives
    }

    package enum Basis: String, Sendable, Hashable {
        /// The documents state the number or its looseness ("about two seconds", "300x160").
        case documented
        /// The project assumed it.
        case inferred
    }

    package var kind: Kind
    package var basis: Basis
    /// A name of `Settings.names`: the engine's choice inside the tolerance.
    package var setting: String
    package var minimum: Double
    package var maximum: Double
    /// `ms`, `points`, `share`, `count`.
    package var unit: String
    /// For `alternatives`, the values an implementation may choose, as a scenario writes them.
    package var alternatives: [String] = []
    /// Why it exists.
    package var reason: String
    package var line: Int

    package init(
        kind: Kind, basis: Basis, setting: String, minimum: Double, maximum: Double, unit: String, reason: String,
        line: Int, alternatives: [String] = []
    ) {
        self.alternatives = alternatives
        self.kind = kind
        self.basis = basis
        self.setting = setting
        self.minimum = minimum
        self.maximum = maximum
        self.unit = unit
        self.reason = reason
        self.line = line
    }

    /// The value of `setting` in `settings`, as a number (nil for a setting that is not one).
    package func value(in settings: Settings) -> Double? {
        for child in Mirror(reflecting: settings).children where child.label == setting {
            switch child.value {
            case let number as Int: return Double(number)
            case let number as Double: return number
            default: return nil
            }
        }
        return nil
    }

    /// For a window, how far from the engine's time (set by `settings`) an event may be:
    /// `minimum - value ... maximum - value` ms; `0...0` for any other kind.
    package func offsets(in settings: Settings) -> ClosedRange<Int> {
        guard kind == .window, let value = value(in: settings) else { return 0...0 }
        let low = Int((minimum - value).rounded(.down))
        let high = Int((maximum - value).rounded(.up))
        return min(low, 0)...max(high, 0)
    }

    /// `window 1500...2500 ms (documented, bindingGracePeriodMs)`.
    package var summary: String {
        "\(kind.rawValue) \(domain) (\(basis.rawValue), \(setting))"
    }

    /// Whether an implementation may choose the setting (a dimension of its profile, issue 36,
    /// item 1): a window, a range or alternatives; an exact tolerance is not one.
    package var isDimension: Bool { kind != .exact }

    /// `1500...2500 ms` or `one of ignore, restart`.
    package var domain: String {
        kind == .alternatives
            ? "one of \(alternatives.joined(separator: ", "))"
            : "\(formatPoints(minimum))...\(formatPoints(maximum)) \(unit)"
    }

    /// For alternatives, what is wrong with them (issue 36, item 1; the catalogue loader's
    /// check): at least two different values, each one the setting takes, the engine's default
    /// among them.
    package var alternativesProblem: String? {
        guard let engine = Settings().text(of: setting) else { return "names '\(setting)', which is not a setting" }
        guard alternatives.count >= 2, Set(alternatives).count == alternatives.count else {
            return "lists \(alternatives.count) values; alternatives are two or more different values"
        }
        for alternative in alternatives {
            var settings = Settings()
            do throws(Settings.OverrideError) {
                try settings.override(setting, with: alternative)
            } catch {
                return "lists '\(alternative)': \(error)"
            }
        }
        guard alternatives.contains(engine) else {
            return "is \(domain), but the engine's \(setting) is \(engine): the engine's own choice must be one of them"
        }
        return nil
    }

    /// Whether `value` (as a scenario writes it) lies in the domain.
    package func admits(_ value: String) -> Bool {
        if kind == .alternatives { return alternatives.contains(value) }
        guard let number = Double(value) else { return false }
        return number >= minimum && number <= maximum
    }

    /// The values the conformance comparison tries when a failure may come from another choice
    /// (issue 36, item 7): the alternatives, or a range's ends and the points halfway between
    /// them and `value`, without `value` itself; whole numbers for a setting in ms or a count.
    package func candidates(around value: String?) -> [String] {
        var result: [String]
        if kind == .alternatives {
            result = alternatives
        } else {
            let middle = value.flatMap(Double.init) ?? (minimum + maximum) / 2
            let points = [minimum, (minimum + middle) / 2, (middle + maximum) / 2, maximum]
            result = points.map { unit == "ms" || unit == "count" ? String(Int($0.rounded())) : formatPoints($0) }
        }
        var seen: Set<String> = value.map { [$0] } ?? []
        return result.filter { seen.insert($0).inserted }
    }
}
