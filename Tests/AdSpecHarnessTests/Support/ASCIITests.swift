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

    @Test(arguments: [
        "", "plain ASCII line", "tab\there", "line\nfeed", "delete\u{7F}", "é (two bytes)", "€ (three bytes)",
        "😀 (four bytes)", "e\u{301} combining", "mixed ✓ and ✗ and \u{0} nul", "\\u{41} stays a backslash",
        "Реклама", "広告", "ends with é",
    ])
    func escapedIsItsDefinition(_ text: String) {
        #expect(ASCII.escaped(text) == Self.definition(text, keeping: []))
        #expect(ASCII.escaped(text, keeping: ["é", "\n"]) == Self.definition(text, keeping: ["é", "\n"]))
        var bytes: [UInt8] = [0x41]
        ASCII.appendEscaped(text, to: &bytes)
        #expect(bytes == [0x41] + Array(Self.definition(text, keeping: []).utf8))
    }
}
