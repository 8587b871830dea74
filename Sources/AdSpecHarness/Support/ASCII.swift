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
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte >= 0x20 && byte < 0x7F {
                utf8.formIndex(after: &index)
                continue
            }
            bytes.append(contentsOf: utf8[runStart..<index])
            let scalar = text.unicodeScalars[index]
            if kept.contains(scalar) {
                bytes.append(contentsOf: String(scalar).utf8)
            } else {
                bytes.append(contentsOf: ("\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}").utf8)
            }
            index = text.unicodeScalars.index(after: index)
            runStart = index
        }
        bytes.append(contentsOf: utf8[runStart..<index])
    }
}
