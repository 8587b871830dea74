import AdSpecEngine

/// The engine's default settings as text, written as a scenario's `<set value="…"/>` writes them
/// (`2000`, `0.5`, `50`, `true`, `ignore`). Used by the catalogue's setting check and its messages.
enum SettingsDefaults {
    /// `Settings()`'s value of the named field as text, or `nil` when there is no such field.
    static func text(of name: String) -> String? {
        for child in Mirror(reflecting: Settings()).children where child.label == name {
            return render(child.value)
        }
        return nil
    }

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
