/// The catalogue's text work, done on UTF-8 bytes (issue 15): the catalogue reader collapses
/// every attribute, quote and statement, and the quote check collapses each seed document and
/// searches it for every quote. `collapsingWhitespace()` does that Character by Character
/// (grapheme breaking, a `Substring` per word); these give the same answer from the bytes.
enum CatalogueText {
    /// Equal to `text.collapsingWhitespace()` (runs of Unicode white space as one space, none at
    /// either end), computed scalar by scalar on the UTF-8 bytes.
    ///
    /// Why that is the same: `collapsingWhitespace` splits at every Character whose first scalar
    /// is white space. When every white-space scalar is a Character of its own (or CR LF, both
    /// white space), those Characters are exactly the white-space scalars, and no other Character
    /// holds one, so splitting scalar by scalar gives the same words. By the grapheme rules a
    /// white-space scalar that is a control (tab to CR, U+0085, U+2028, U+2029) always stands
    /// alone; any other (space, U+00A0, U+3000, ...) joins the scalar before it only when that one
    /// is Prepend, and the scalar after it only when that one is Extend, ZWJ or SpacingMark. So
    /// each such white-space scalar's neighbours are checked against ranges known to hold none of
    /// those (`isPlainNeighbour`); when one is outside them, the Character-based function is used.
    static func collapsed<S: StringProtocol>(_ text: S) -> String {
        var copy = String(text)
        let fast = copy.withUTF8 { collapsedScalars($0) }
        return fast ?? text.collapsingWhitespace()
    }

    /// The scalar-by-scalar collapse of valid UTF-8, or `nil` when a white-space scalar has a
    /// neighbour that might join it into a larger Character.
    static func collapsedScalars(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        // Written straight into the string's storage (never longer than the input), with no
        // array in between.
        var joins = false
        let text = String(unsafeUninitializedCapacity: bytes.count) { out in
            var count = 0
            var index = 0
            var previous: UInt32 = 0
            var pendingSpace = false
            var nextMustBePlain = false
            while index < bytes.count {
                let lead = bytes[index]
                var scalar = UInt32(lead)
                var length = 1
                if lead >= 0xF0 {
                    length = 4
                    scalar = UInt32(lead & 0x07)
                } else if lead >= 0xE0 {
                    length = 3
                    scalar = UInt32(lead & 0x0F)
                } else if lead >= 0xC0 {
                    length = 2
                    scalar = UInt32(lead & 0x1F)
                }
                if length > 1 {
                    guard index + length <= bytes.count else {
                        joins = true
                        return 0
                    }
                    for offset in 1..<length { scalar = scalar << 6 | UInt32(bytes[index + offset] & 0x3F) }
                }
                if isWhiteSpace(scalar) {
                    if !isControlWhiteSpace(scalar) {
                        guard isPlainNeighbour(previous) else {
                            joins = true
                            return 0
                        }
                        nextMustBePlain = true
                    } else {
                        nextMustBePlain = false
                    }
                    if count > 0 { pendingSpace = true }
                } else {
                    if nextMustBePlain {
                        guard isPlainNeighbour(scalar) else {
                            joins = true
                            return 0
                        }
                        nextMustBePlain = false
                    }
                    // A space is written only before a scalar that follows one: the output is
                    // never longer than the input.
                    if pendingSpace {
                        out[count] = 0x20
                        count += 1
                        pendingSpace = false
                    }
                    for offset in 0..<length { out[count + offset] = bytes[index + offset] }
                    count += length
                }
                previous = scalar
                index += length
            }
            return count
        }
        return joins ? nil : text
    }

    /// Unicode's White_Space property (what `Character.isWhitespace` asks of a first scalar).
    static func isWhiteSpace(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// The white-space scalars that are grapheme controls (Control, CR, LF): never joined to a
    /// neighbour, except CR to LF.
    static func isControlWhiteSpace(_ scalar: UInt32) -> Bool {
        scalar <= 0x0D || scalar == 0x85 || scalar == 0x2028 || scalar == 0x2029
    }

    /// Scalars that are not Prepend, Extend, ZWJ or SpacingMark (so never join a white-space
    /// scalar beside them): ASCII, white space, and blocks the seed documents are written in that
    /// hold no combining marks (Latin, Cyrillic letters, punctuation, symbols, CJK, kana,
    /// fullwidth forms). The ranges leave out U+0483–U+0489, U+200B–U+200F, U+2060–U+20FF,
    /// U+302A–U+302F, U+3099–U+309A and U+FF9E–U+FF9F, which hold such marks.
    static func isPlainNeighbour(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0...0x7F, 0xA0...0x2FF, 0x400...0x482, 0x48A...0x52F, 0x2010...0x205F, 0x2100...0x2BFF,
            0x3000...0x3029, 0x3030...0x3098, 0x309B...0x9FFF, 0xFF01...0xFF9D:
            true
        default: isWhiteSpace(scalar)
        }
    }

    /// Whether `needle` occurs in `haystack`, byte for byte (an empty needle occurs everywhere):
    /// Boyer-Moore-Horspool, the same answer as trying every start, without its many false
    /// starts on UTF-8 text whose lead bytes repeat (every Cyrillic letter starts with 0xD0 or
    /// 0xD1). At each start the window is compared; on a mismatch the start moves on by how far
    /// the window's last byte is from its last occurrence in the needle (before its end).
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        return haystack.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { pin in
                let last = pin.count - 1
                var skip = [Int](repeating: pin.count, count: 256)
                for index in 0..<last { skip[Int(pin[index])] = last - index }
                var start = 0
                while start <= hay.count - pin.count {
                    let tail = hay[start + last]
                    if tail == pin[last] {
                        var matched = 0
                        while matched < last && hay[start + matched] == pin[matched] { matched += 1 }
                        if matched == last { return true }
                    }
                    start += skip[Int(tail)]
                }
                return false
            }
        }
    }
}
