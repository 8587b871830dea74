import Testing

@testable import AdSpecHarness

/// `ASCII.escaped` against its definition, scalar by scalar: printable ASCII is itself, a kept
/// scalar is itself, any other scalar is `\u{XXXX}`.
@Suite("ASCII escaping")
struct ASCIITests {
    static func definition(_ text: String, keeping kept: Set<Unicode.Scalar>) -> String {
        text.unicodeScalars.map { scalar in
            (scalar.value >= 0x20 && scalar.value < 0x7F) || kept.contains(scalar)
                ? String(scalar) : "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }.joined()
    }

    static let texts = [
        "", "plain ASCII line", "tab\there", "line\nfeed", "delete\u{7F}", "é (two bytes)", "€ (three bytes)",
        "😀 (four bytes)", "e\u{301} combining", "mixed ✓ and ✗ and \u{0} nul", "\\u{41} stays a backslash",
        "Реклама", "広告", "ends with é",
    ]

    /// One test over the table, each issue naming its text (a case per text was a line each of
    /// the `swift test` log: issue 39, item 2).
    @Test func escapedIsItsDefinition() {
        for text in Self.texts {
            let named = Comment(rawValue: "text \(Self.definition(text, keeping: []))")
            #expect(ASCII.escaped(text) == Self.definition(text, keeping: []), named)
            #expect(ASCII.escaped(text, keeping: ["é", "\n"]) == Self.definition(text, keeping: ["é", "\n"]), named)
            var bytes: [UInt8] = [0x41]
            ASCII.appendEscaped(text, to: &bytes)
            #expect(bytes == [0x41] + Array(Self.definition(text, keeping: []).utf8), named)
        }
    }
}
