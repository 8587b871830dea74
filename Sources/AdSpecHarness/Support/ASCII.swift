/// Printable ASCII for text that must stay one line of ASCII (transcripts, reports, messages).
package enum ASCII {
    /// `text` with every scalar outside printable ASCII (U+0020 to U+007E) written as `\u{XXXX}`
    /// (hexadecimal, upper case), except those in `keeping`; a backslash stays a backslash.
    package static func escaped(_ text: String, keeping kept: Set<Unicode.Scalar> = []) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        appendEscaped(text, keeping: kept, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The UTF-8 of `escaped(text, keeping: kept)`, appended to `bytes` (text is gathered as
    /// bytes and made a String once: appending to `String.unicodeScalars` one scalar at a time
    /// costs hundreds of instructions a scalar).
    package static func appendEscaped(_ text: String, keeping kept: Set<Unicode.Scalar> = [], to bytes: inout [UInt8]) {
        for scalar in text.unicodeScalars {
            if scalar.value >= 0x20 && scalar.value < 0x7F {
                bytes.append(UInt8(scalar.value))
            } else if kept.contains(scalar) {
                bytes.append(contentsOf: String(scalar).utf8)
            } else {
                bytes.append(contentsOf: ("\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}").utf8)
            }
        }
    }
}
