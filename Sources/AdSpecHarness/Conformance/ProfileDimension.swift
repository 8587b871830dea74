import AdSpecEngine

/// A choice the documents leave to an implementation (issue 36, item 1): a setting with its
/// domain (a `<tolerance>` of kind window, range or alternatives), the rule that declares it and
/// that rule's seed sentence. AdSpecKit's `Catalogue.dimensions` lists them; the conformance
/// comparison (`ConformanceWindows.dimensions`) and the profile check read them.
public struct ProfileDimension: Sendable, Hashable {
    /// The rule whose `<tolerance>` declares it (`BIND-4`).
    package var rule: String
    package var tolerance: Tolerance
    /// The rule's seed sentence, quoted in messages.
    package var quote: String

    package init(rule: String, tolerance: Tolerance, quote: String) {
        self.rule = rule
        self.tolerance = tolerance
        self.quote = quote
    }

    package var setting: String { tolerance.setting }
    /// `1500...2500 ms` or `one of ignore, restart`.
    package var domain: String { tolerance.domain }

    /// The values a profile moves it to at the corners of the profile space: a range's or
    /// window's ends, or each alternative but the engine's default.
    package var corners: [String] {
        let engine = Settings().text(of: setting)
        if tolerance.kind == .alternatives { return tolerance.alternatives.filter { $0 != engine } }
        let whole = tolerance.unit == "ms" || tolerance.unit == "count"
        return [tolerance.minimum, tolerance.maximum].map { whole ? String(Int($0)) : formatPoints($0) }
            .filter { $0 != engine }
    }

    /// What is wrong with a declared profile, a message each (empty: it may be declared): an
    /// unknown name (with the nearest setting), a setting no implementation may choose moved
    /// from its value, or a value outside its dimension's domain (naming the domain and quoting
    /// the rule's seed sentence). Names in `configurable` must be settings too.
    package static func problems(of profile: Profile, dimensions: [ProfileDimension]) -> [String] {
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
            guard let dimension = dimensions.first(where: { $0.setting == name }) else {
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
                        + "\(dimension.tolerance.basis.rawValue)): «\(dimension.quote)»")
            }
        }
        for name in profile.configurable.sorted() where !Settings.names.contains(name) {
            problems.append(unknown(name, "in configurable"))
        }
        return problems
    }
}
