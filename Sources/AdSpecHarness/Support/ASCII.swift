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

    /// The UTF-8 of `escaped(text, keeping: kept)`, appended to `bytes`: each run of printable
    /// ASCII bytes is copied whole; any other byte starts a scalar, which is kept or escaped.
    package static func appendEscaped(_ text: String, keeping kept: Set<Unicode.Scalar> = [], to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendEscaped(utf8: $0, keeping: kept, to: &bytes) }
    }

    /// `appendEscaped` of the text whose UTF-8 (valid) is `utf8`.
    package static func appendEscaped(
        utf8: UnsafeBufferPointer<UInt8>, keeping kept: Set<Unicode.Scalar> = [], to bytes: inout [UInt8]
    ) {
        var runStart = 0
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte >= 0x20 && byte < 0x7F {
                index += 1
                continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            // The scalar's length in UTF-8 from its first byte (the text is valid UTF-8).
            let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            let scalarBytes = UnsafeBufferPointer(rebasing: utf8[index..<index + length])
            let scalar = String(decoding: scalarBytes, as: UTF8.self).unicodeScalars.first!
            if kept.contains(scalar) {
                bytes.append(contentsOf: scalarBytes)
            } else {
                bytes.append(contentsOf: ("\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}").utf8)
            }
            index += length
            runStart = index
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
    }
}
