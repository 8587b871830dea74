/// Printable ASCII for text that must stay one line of ASCII (transcripts, reports, messages).
package enum ASCII {
    /// `text` with every scalar outside printable ASCII (U+0020 to U+007E) written as `\u{XXXX}`
    /// (hexadecimal, upper case), except those in `keeping`; a backslash stays a backslash.
    package static func escaped(_ text: String, keeping kept: Set<Unicode.Scalar> = []) -> String {
        // Nearly every line is printable ASCII already: one pass over the bytes, no copy.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if (scalar.value >= 0x20 && scalar.value < 0x7F) || kept.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }
}
