import Foundation

/// Deterministic JSON: sorted keys, pretty-printed, slashes unescaped, with a trailing newline;
/// the same bytes for the same value on every run.
package enum JSONText {
    package static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
