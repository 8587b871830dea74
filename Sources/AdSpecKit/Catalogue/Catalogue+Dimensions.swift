import AdSpecEngine
import AdSpecHarness

/// The dimensions of an implementation profile (issue 36, item 1) and the check of a declared
/// profile against them. The one API through which the rest of the kit (the conformance
/// comparison, the corpus checks across the profile space) reads them.
extension Catalogue {
    /// A choice the documents leave to an implementation: a setting with its domain, the rule
    /// that declares it and that rule's seed sentence.
    package struct Dimension: Sendable, Hashable {
        /// The rule whose `<tolerance>` declares it (`BIND-4`).
        package var rule: String
        package var tolerance: Tolerance
        /// The rule's seed sentence, quoted in messages.
        package var quote: Quote

        package var setting: String { tolerance.setting }
        /// `1500...2500 ms` or `one of ignore, restart`.
        package var domain: String { tolerance.domain }
        /// The values a profile moves it to at the corners of the profile space: a range's or
        /// window's ends, or each alternative but the engine's default.
        package var corners: [String] {
            let engine = Settings().text(of: setting)
            if tolerance.kind == .alternatives { return tolerance.alternatives.filter { $0 != engine } }
            let unitIsWhole = tolerance.unit == "ms" || tolerance.unit == "count"
            return [tolerance.minimum, tolerance.maximum].map { unitIsWhole ? String(Int($0)) : formatPoints($0) }
                .filter { $0 != engine }
        }
    }

    /// Every dimension, one per setting (the first rule that declares it: `bindingGracePeriodMs`
    /// is BIND-4's, SLD-7 takes the same window), in catalogue order.
    package var dimensions: [Dimension] {
        var seen: Set<String> = []
        var result: [Dimension] = []
        for rule in rules {
            for tolerance in rule.tolerances where tolerance.isDimension && seen.insert(tolerance.setting).inserted {
                result.append(Dimension(rule: rule.id, tolerance: tolerance, quote: Self.seedSentence(of: tolerance, in: rule)))
            }
        }
        return result
    }

    /// The rule's quote that the tolerance's reason cites (BIND-4's window cites «примерно через
    /// две секунды», an `<also>` quote), else the rule's own quote.
    static func seedSentence(of tolerance: Tolerance, in rule: Rule) -> Quote {
        let cited = tolerance.reason.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 && $0.element.count > 3 }.map { String($0.element) }
        let quotes = [rule.quote] + rule.also.map(\.quote)
        return quotes.first { quote in cited.contains { quote.text.contains($0) } } ?? rule.quote
    }

    /// The dimension of `setting`, if an implementation may choose it.
    package func dimension(of setting: String) -> Dimension? {
        dimensions.first { $0.setting == setting }
    }

    /// What is wrong with a declared profile, a message each (empty: it may be declared): an
    /// unknown name (with the nearest setting), a setting no implementation may choose moved
    /// from its value, or a value outside its dimension's domain (naming the domain and quoting
    /// the rule's seed sentence). Names in `configurable` must be settings too.
    package func problems(of profile: Profile) -> [String] {
        var problems: [String] = []
        func unknown(_ name: String, _ what: String) -> String {
            let near = NearestName.nearest(to: name, in: Settings.names, maxDistance: max(2, name.count / 3))
            return "unknown setting '\(name)' \(what)" + (near.map { " (did you mean \($0)?)" } ?? "")
                + "; the settings are listed in Documentation/Settings.md"
        }
        for name in profile.values.keys.sorted() {
            let value = profile.values[name]!
            guard Settings.names.contains(name) else {
                problems.append(unknown(name, "in the profile"))
                continue
            }
            var settings = Settings()
            do throws(Settings.OverrideError) {
                try settings.override(name, with: value)
            } catch {
                problems.append("the profile's \(error)")
                continue
            }
            let canonical = settings.text(of: name) ?? value
            guard let dimension = dimension(of: name) else {
                if canonical != Settings().text(of: name) {
                    problems.append(
                        "the profile sets \(name)=\(value), but \(name) is not a choice an implementation may make: "
                            + "it is \(Settings().text(of: name) ?? "?") (Documentation/Settings.md)")
                }
                continue
            }
            if !dimension.tolerance.admits(canonical) {
                problems.append(
                    "the profile sets \(name)=\(value), outside its domain \(dimension.domain) (\(dimension.rule), "
                        + "\(dimension.tolerance.basis.rawValue)): «\(dimension.quote.text)»")
            }
        }
        for name in profile.configurable.sorted() where !Settings.names.contains(name) {
            problems.append(unknown(name, "in configurable"))
        }
        return problems
    }
}
