/// An implementation profile (issue 36, item 1): the value an implementation chose for each
/// setting the documents leave open, by the setting names of `Settings.names`
/// (Documentation/Settings.md), written as a scenario writes them (`1500`, `true`, `restart`).
/// A setting the profile does not name keeps the engine's default. `configurable` names the
/// settings the implementation lets a scenario set (it applies a scenario's `<set>` of them);
/// a scenario that pins any other setting to a value other than the profile's does not apply to
/// it (NOT APPLICABLE, Documentation/Conformance.md).
public struct Profile: Sendable, Hashable {
    /// Setting name to value, as a scenario's `<set value="…"/>` writes it.
    public var values: [String: String]
    /// The settings the implementation takes from each scenario.
    public var configurable: Set<String>

    public init(values: [String: String] = [:], configurable: Set<String> = []) {
        self.values = values
        self.configurable = configurable
    }

    /// The default profile: every setting at the engine's default, none configurable.
    public static let `default` = Profile()

    /// Whether the profile moves no setting from the engine's default.
    public var isDefault: Bool {
        let defaults = Settings()
        return values.allSatisfy { name, value in defaults.text(of: name) == Self.canonical(name, value) }
    }

    /// `settings` as this implementation runs them: each value of the profile, except for a
    /// configurable setting the scenario pins (`pinned`), whose scenario value stays. A value the
    /// engine cannot take (never so once validated against the catalogue) is left at the
    /// scenario's.
    public func applied(to settings: Settings, pinned: [String]) -> Settings {
        var result = settings
        for name in values.keys.sorted() where !(configurable.contains(name) && pinned.contains(name)) {
            try? result.override(name, with: values[name]!)
        }
        return result
    }

    /// The settings a scenario pins to a value this implementation does not have and cannot be
    /// given (not configurable), sorted: when any, the scenario is NOT APPLICABLE to it.
    public func conflicts(with settings: Settings, pinned: [String]) -> [String] {
        let defaults = Settings()
        return pinned.sorted().filter { name in
            guard !configurable.contains(name) else { return false }
            let own = values[name].map { Self.canonical(name, $0) } ?? defaults.text(of: name)
            return settings.text(of: name) != own
        }
    }

    /// Issue 36, item 5: one profile from two declarations of it (a `--profile` file and the
    /// subject's hello; `AdSpecConformance.run(profile:)` and the subject's `profile`). Two that
    /// say the same (each setting at the same value, a setting one leaves out at the engine's
    /// default in the other, the same configurable settings) are one profile; otherwise the
    /// disagreement, one phrase per setting naming both sources (`nil`: they agree).
    public static func disagreement(_ first: Profile, from firstSource: String, _ second: Profile, from secondSource: String)
        -> String?
    {
        let defaults = Settings()
        func value(_ profile: Profile, _ name: String) -> String {
            if let given = profile.values[name] { return canonical(name, given) ?? given }
            return "\(defaults.text(of: name) ?? "?") (not declared: the default)"
        }
        var phrases: [String] = []
        for name in Set(first.values.keys).union(second.values.keys).sorted() {
            let (a, b) = (value(first, name), value(second, name))
            if a != b { phrases.append("\(name) is \(a) in \(firstSource) and \(b) in \(secondSource)") }
        }
        for name in first.configurable.symmetricDifference(second.configurable).sorted() {
            let (yes, no) = first.configurable.contains(name) ? (firstSource, secondSource) : (secondSource, firstSource)
            phrases.append("\(name) is configurable in \(yes) and not in \(no)")
        }
        guard !phrases.isEmpty else { return nil }
        return "the profile is declared twice and the declarations disagree: " + phrases.joined(separator: "; ")
            + "; declare it once, or the same in both"
    }

    /// `value` as `Settings.text(of:)` writes it (`1500.0` as `1500`), or as given when the
    /// engine cannot take it.
    public static func canonical(_ name: String, _ value: String) -> String? {
        var settings = Settings()
        guard (try? settings.override(name, with: value)) != nil else { return value }
        return settings.text(of: name)
    }
}

extension Settings {
    /// The value of the setting `name` as a scenario writes it (`2000`, `0.5`, `true`, `ignore`),
    /// `nil` for a name that is not a setting.
    public func text(of name: String) -> String? {
        for child in Mirror(reflecting: self).children where child.label == name {
            switch child.value {
            case let number as Int: return String(number)
            case let number as Double: return formatPoints(number)
            case let flag as Bool: return flag ? "true" : "false"
            case let choice as any RawRepresentable<String>: return choice.rawValue
            default: return nil
            }
        }
        return nil
    }
}
