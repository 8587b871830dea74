import AdSpecEngine

/// The engine's default settings as text, written as a scenario's `<set value="…"/>` writes them
/// (`2000`, `0.5`, `50`, `true`, `ignore`). Used by the catalogue's setting check and its messages.
enum SettingsDefaults {
    /// `Settings()`'s value of the named field as text, or `nil` when there is no such field.
    static func text(of name: String) -> String? { texts[name] }

    /// Every field's text, by name, from one reflection of `Settings()` (the first field of a
    /// name, as a search of the children would find it): the catalogue check asks for some forty
    /// of them, and each `Mirror` costs about 50,000 instructions.
    private static let texts: [String: String] = {
        var texts: [String: String] = [:]
        for child in Mirror(reflecting: Settings()).children {
            guard let label = child.label, texts[label] == nil else { continue }
            texts[label] = render(child.value)
        }
        return texts
    }()

    static func render(_ value: Any) -> String {
        switch value {
        case let number as Double:
            if number.rounded() == number && abs(number) < 1e15 { return String(Int(number)) }
            return String(number)
        case let raw as any RawRepresentable:
            return "\(raw.rawValue)"
        default:
            return "\(value)"
        }
    }
}
