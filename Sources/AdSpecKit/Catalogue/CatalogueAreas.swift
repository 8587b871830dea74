import Foundation

/// The areas of the rule catalogue (`Specs/Catalogue/rules.xml`): area id to rule-id prefix
/// (`binding` -> `BIND`), so `--area binding` selects the scenarios covering any `BIND-*` rule.
/// Only the `<area id="..." prefix="..."/>` elements are read, with a plain text scan: the
/// catalogue's own loader is not part of the runner.
package enum CatalogueAreas {
    package static func read(specs: URL) -> [String: String] {
        let url = specs.appendingPathComponent("Catalogue/rules.xml")
        guard let text = try? BoundedFile.text(url, limit: KitLimits.standard.fileBytes) else { return [:] }
        // The text's UTF-8 is scanned as bytes, which finds what the text scan finds: the text
        // scan's `components(separatedBy:)` costs some 44 M instructions on the 77 KB catalogue,
        // about 8 % of a whole `verify`; the byte scan well under 1 M. See `byteAreas` for when
        // the two could differ (then the text scan runs).
        return areas(in: text)
    }

    /// `textAreas(text)`, by the byte scan when it can tell.
    package static func areas(in text: String) -> [String: String] {
        var text = text
        if let areas = text.withUTF8({ byteAreas($0) }) { return areas }
        return textAreas(text)
    }

    /// The text scan: every chunk after a `<area `, up to its first `>`, read for `id` and `prefix`.
    package static func textAreas(_ text: String) -> [String: String] {
        var areas: [String: String] = [:]
        for chunk in text.components(separatedBy: "<area ").dropFirst() {
            let element = chunk.prefix { $0 != ">" }
            if let id = attribute("id", in: element), let prefix = attribute("prefix", in: element) {
                areas[id] = prefix
            }
        }
        return areas
    }

    private static func attribute(_ name: String, in element: Substring) -> String? {
        let padded = " " + element
        guard let start = padded.range(of: " \(name)=\"") else { return nil }
        let rest = padded[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }

    /// `textAreas` on the UTF-8 of a text, or nil when it cannot tell. The text scan compares
    /// Characters: a pattern (ASCII, no CR or LF, with no other canonically equivalent spelling)
    /// matches where its bytes are found, unless a neighbouring character clusters with its first
    /// or last one (a combining mark after it, a prepended mark before it). Only a non-ASCII
    /// neighbour can (between ASCII characters a cluster is only CR LF), so every match whose
    /// neighbours are ASCII, or the ends, is a match of the text scan too, and the first byte
    /// match is then the first match; on any other match this gives up (nil).
    package static func byteAreas(_ utf8: UnsafeBufferPointer<UInt8>) -> [String: String]? {
        let separator = Array("<area ".utf8)
        let idPattern = Array(" id=\"".utf8)
        let prefixPattern = Array(" prefix=\"".utf8)
        let quote = [UInt8(ascii: "\"")]
        let close = [UInt8(ascii: ">")]
        // The chunks `components(separatedBy:)` gives after the first: from the end of each
        // separator (found left to right, not overlapping) to the start of the next, or the end.
        var starts: [Int] = []
        var ends: [Int] = []
        var index = 0
        while true {
            guard let found = firstMatch(separator, in: utf8, from: index, upTo: utf8.count) else { return nil }
            guard let start = found else { break }
            if !starts.isEmpty { ends.append(start) }
            index = start + separator.count
            starts.append(index)
        }
        if !starts.isEmpty { ends.append(utf8.count) }
        var areas: [String: String] = [:]
        for (start, end) in zip(starts, ends) {
            // The element: the chunk up to its first `>`. Its attributes are searched in it with a
            // space before it (`padded`); a match at the element's start is one after that space.
            guard let closing = firstMatch(close, in: utf8, from: start, upTo: end) else { return nil }
            let elementEnd = closing ?? end
            func attribute(_ pattern: [UInt8]) -> String?? {
                // ` name="` at the element's start: `name="` there, after the padding space.
                var found: Int?
                if elementEnd - start >= pattern.count - 1,
                    (1..<pattern.count).allSatisfy({ utf8[start + $0 - 1] == pattern[$0] })
                {
                    let after = start + pattern.count - 1
                    guard after == utf8.count || utf8[after] < 0x80 else { return nil }
                    found = after
                } else {
                    guard let match = firstMatch(pattern, in: utf8, from: start, upTo: elementEnd) else { return nil }
                    found = match.map { $0 + pattern.count }
                }
                guard let valueStart = found else { return .some(nil) }
                guard let valueEnd = firstMatch(quote, in: utf8, from: valueStart, upTo: elementEnd) else { return nil }
                guard let valueEnd else { return .some(nil) }
                return .some(String(decoding: UnsafeBufferPointer(rebasing: utf8[valueStart..<valueEnd]), as: UTF8.self))
            }
            guard let id = attribute(idPattern) else { return nil }
            guard let id else { continue }
            guard let prefix = attribute(prefixPattern) else { return nil }
            guard let prefix else { continue }
            areas[id] = prefix
        }
        return areas
    }

    /// The first index in `from..<upTo` where `pattern` (not empty) lies wholly inside that range:
    /// `.some(nil)` when there is none, `nil` when the first has a non-ASCII byte beside it (in
    /// the whole buffer: the text scan's characters do not stop at a chunk's end).
    private static func firstMatch(
        _ pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from: Int, upTo: Int
    ) -> Int?? {
        guard upTo - from >= pattern.count else { return .some(nil) }
        var index = from
        let last = upTo - pattern.count
        while index <= last {
            if bytes[index] == pattern[0] {
                var matched = 1
                while matched < pattern.count && bytes[index + matched] == pattern[matched] { matched += 1 }
                if matched == pattern.count {
                    let after = index + pattern.count
                    let asciiBefore = index == 0 || bytes[index - 1] < 0x80
                    let asciiAfter = after == bytes.count || bytes[after] < 0x80
                    return asciiBefore && asciiAfter ? .some(index) : nil
                }
            }
            index += 1
        }
        return .some(nil)
    }
}
