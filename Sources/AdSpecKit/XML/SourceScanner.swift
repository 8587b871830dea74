#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds where each start tag and its attributes begin in the raw bytes of a document.
///
/// libxml2 keeps a line for each node but no column, and the line it keeps is the line where the
/// start tag *ends*. Elements are in one-to-one correspondence with start tags in document order,
/// so one linear pass over the bytes (skipping comments, CDATA, processing instructions,
/// declarations, end tags and quoted attribute values) gives exact positions. `SafeXML` uses them
/// only when the count of tags equals the count of elements, and falls back to libxml2's line and
/// column 1 otherwise (an encoding other than UTF-8 or an ASCII superset, for example).
///
/// The pass is linear in the size of the document however long its lines are. It runs before
/// libxml2 sees the bytes, so it is also where `KitLimits.elementsPerFile` and
/// `KitLimits.attributesPerElement` are checked (libxml2 2.9 is quadratic in attributes per element).
///
/// How it is made cheap (Documentation/Performance.md): the structure is found by byte offsets with `memchr` (the next `<`, the
/// closing quote, the end of a comment), and a line and column are worked out only where a tag or an
/// attribute name begins, by `Locator`, which moves forward from the last place it worked out
/// (line feeds found with `memchr`, characters counted only on the last line). The tags and their
/// attributes go into flat arrays (`StartTags`), not one array per tag.
struct SourceScanner {
    struct Position: Hashable {
        var line: Int
        var column: Int
    }

    /// Where one attribute name is written: its bytes in the document, whether they are all ASCII,
    /// and where the name begins.
    struct AttributeMark {
        var start: Int
        var end: Int
        var ascii: Bool
        var position: Position
    }

    /// Every start tag of a document, in document order: where each begins and, for each, its
    /// attribute names as written (duplicates included: a lookup finds the first), in flat arrays.
    struct StartTags: RandomAccessCollection {
        /// The document the marks point into.
        let document: [UInt8]
        /// Where each tag begins (`<` of `<name`).
        private(set) var positions: [Position] = []
        /// For each tag, the index in `attributes` of its first attribute.
        private var firstAttributes: [Int] = []
        private var attributes: [AttributeMark] = []

        init(document: [UInt8]) {
            self.document = document
            // About one tag per 150 bytes in the scenarios of the benchmark, two or three
            // attributes per tag: room for most documents without growing.
            positions.reserveCapacity(document.count / 64 + 4)
            firstAttributes.reserveCapacity(document.count / 64 + 4)
            attributes.reserveCapacity(document.count / 32 + 4)
        }

        var startIndex: Int { 0 }
        var endIndex: Int { positions.count }
        /// The attribute names written in all the tags (namespace declarations included).
        var attributeCount: Int { attributes.count }
        subscript(index: Int) -> StartTag { StartTag(tags: self, index: index) }

        fileprivate mutating func appendTag(at position: Position) {
            positions.append(position)
            firstAttributes.append(attributes.count)
        }

        fileprivate mutating func appendAttribute(_ mark: AttributeMark) { attributes.append(mark) }

        /// Where the attribute `name` (as written) of the tag at `index` begins. Names are compared
        /// as strings are (canonical equivalence), byte for byte when both are ASCII, where that is
        /// the same; `ascii` says whether `name` is.
        func attribute<Name: Collection<UInt8>>(_ name: Name, ascii: Bool, inTag index: Int) -> Position? {
            let end = index + 1 < firstAttributes.count ? firstAttributes[index + 1] : attributes.count
            var at = firstAttributes[index]
            while at < end {
                let mark = attributes[at]
                if same(mark, name, ascii) { return mark.position }
                at += 1
            }
            return nil
        }

        private func same<Name: Collection<UInt8>>(_ mark: AttributeMark, _ name: Name, _ ascii: Bool) -> Bool {
            if ascii && mark.ascii {
                guard mark.end - mark.start == name.count else { return false }
                return document.withUnsafeBufferPointer { buffer in
                    UnsafeBufferPointer(rebasing: buffer[mark.start..<mark.end]).elementsEqual(name)
                }
            }
            return String(decoding: document[mark.start..<mark.end], as: UTF8.self)
                == String(decoding: name, as: UTF8.self)
        }
    }

    /// One tag of `StartTags`.
    struct StartTag {
        let tags: StartTags
        let index: Int

        var position: Position { tags.positions[index] }

        /// Where the attribute `name` (as written) begins.
        func attribute<Name: Collection<UInt8>>(_ name: Name) -> Position? {
            tags.attribute(name, ascii: name.allSatisfy { $0 < 0x80 }, inTag: index)
        }
    }

    /// The first start tag over a limit, where the scan stopped.
    enum Excess: Error {
        /// The tag that is one more than `limit` elements.
        case elements(at: Position, limit: Int)
        /// The tag with more than `limit` attributes, and where its first attribute over the limit begins.
        case attributes(tag: Position, at: Position, limit: Int)
    }

    static func startTags(in bytes: [UInt8]) -> StartTags {
        (try? startTags(in: bytes, maximumTags: .max, maximumAttributes: .max)) ?? StartTags(document: bytes)
    }

    /// Every start tag, or the first place the document goes over one of the limits.
    static func startTags(in bytes: [UInt8], maximumTags: Int, maximumAttributes: Int) throws(Excess) -> StartTags {
        var tags = StartTags(document: bytes)
        let excess: Excess? = bytes.withUnsafeBufferPointer { buffer in
            var scanner = SourceScanner(buffer)
            return scanner.scan(into: &tags, maximumTags: maximumTags, maximumAttributes: maximumAttributes)
        }
        if let excess { throw excess }
        return tags
    }

    /// Positions of every occurrence of `needle` (ASCII), in order.
    static func occurrences(of needle: String, in bytes: [UInt8]) -> [Position] {
        let pattern = Array(needle.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var locator = Locator(bytes: buffer, lineFeedsOnly: false)
            var result: [Position] = []
            var index = 0
            while index + pattern.count <= buffer.count {
                if buffer[index..<index + pattern.count].elementsEqual(pattern) { result.append(locator.position(at: index)) }
                index += 1
            }
            return result
        }
    }

    /// Works out line and column at offsets that only go forward, counting lines the way XML
    /// normalises them (LF, CR LF, CR) and columns in characters (UTF-8 continuation bytes are not
    /// counted).
    private struct Locator {
        let bytes: UnsafeBufferPointer<UInt8>
        /// The document has no carriage return: a line ends at each LF, and LFs are found with
        /// `memchr` instead of looking at every byte.
        let lineFeedsOnly: Bool
        private var offset = 0
        private var line = 1
        private var column = 1

        init(bytes: UnsafeBufferPointer<UInt8>, lineFeedsOnly: Bool) {
            self.bytes = bytes
            self.lineFeedsOnly = lineFeedsOnly
        }

        /// The position of `target` (not before the last offset asked for).
        mutating func position(at target: Int) -> Position {
            var from = offset
            if lineFeedsOnly, let base = bytes.baseAddress {
                while from < target, let found = memchr(base + from, 0x0A, target - from) {
                    from = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) + 1
                    line += 1
                    column = 1
                }
                var characters = 0
                while from < target {
                    if bytes[from] & 0xC0 != 0x80 { characters += 1 }
                    from += 1
                }
                column += characters
            } else {
                let count = bytes.count
                while from < target {
                    let byte = bytes[from]
                    from += 1
                    if byte == 0x0A || (byte == 0x0D && (from >= count || bytes[from] != 0x0A)) {
                        line += 1
                        column = 1
                    } else if byte & 0xC0 != 0x80 {
                        column += 1
                    }
                }
            }
            offset = target
            return Position(line: line, column: column)
        }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let count: Int
    private var locator: Locator

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        count = bytes.count
        let hasCarriageReturn = bytes.baseAddress.map { memchr($0, 0x0D, bytes.count) != nil } ?? false
        locator = Locator(bytes: bytes, lineFeedsOnly: !hasCarriageReturn)
    }

    /// The offset of the first `byte` at or after `from`, or the end.
    private func find(_ byte: UInt8, from: Int) -> Int {
        guard from < count, let base = bytes.baseAddress,
            let found = memchr(base + from, Int32(byte), count - from)
        else { return count }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    private func matches(_ pattern: StaticString, at index: Int) -> Bool {
        let length = pattern.utf8CodeUnitCount
        guard index + length <= count else { return false }
        let start = pattern.utf8Start
        for offset in 0..<length where bytes[index + offset] != start[offset] { return false }
        return true
    }

    /// Just after the first occurrence of `pattern` at or after `from`, or the end.
    private func end(of pattern: StaticString, from: Int) -> Int {
        let first = pattern.utf8Start.pointee
        let length = pattern.utf8CodeUnitCount
        var index = from
        while true {
            index = find(first, from: index)
            if index + length > count { return count }
            if matches(pattern, at: index) { return index + length }
            index += 1
        }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        !(byte.isXMLSpace || byte == UInt8(ascii: "=")
            || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "<"))
    }

    private mutating func scan(into tags: inout StartTags, maximumTags: Int, maximumAttributes: Int) -> Excess? {
        var index = 0
        while true {
            index = find(UInt8(ascii: "<"), from: index)
            guard index < count else { return nil }
            // At `<`: what follows decides, in the order `<!--`, `<![CDATA[`, `<?`, `<!`, `</`.
            let next = index + 1 < count ? bytes[index + 1] : 0
            if next == UInt8(ascii: "!") {
                if index + 3 < count && bytes[index + 2] == UInt8(ascii: "-") && bytes[index + 3] == UInt8(ascii: "-") {
                    index = end(of: "-->", from: index)
                } else if matches("<![CDATA[", at: index) {
                    index = end(of: "]]>", from: index)
                } else {
                    index = end(of: ">", from: index)
                }
            } else if next == UInt8(ascii: "?") {
                index = end(of: "?>", from: index)
            } else if next == UInt8(ascii: "/") {
                index = end(of: ">", from: index)
            } else {
                if tags.count == maximumTags {
                    return .elements(at: locator.position(at: index), limit: maximumTags)
                }
                if let excess = scanStartTag(at: &index, into: &tags, maximumAttributes: maximumAttributes) {
                    return excess
                }
            }
        }
    }

    /// At `<name`: reads through the closing `>` and records where the tag and each attribute
    /// name begin.
    private mutating func scanStartTag(at index: inout Int, into tags: inout StartTags, maximumAttributes: Int)
        -> Excess?
    {
        let tagPosition = locator.position(at: index)
        tags.appendTag(at: tagPosition)
        var attributeCount = 0
        index += 1  // <
        while index < count && Self.isNameByte(bytes[index]) { index += 1 }
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                index += 1
                break
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let close = find(byte, from: index + 1)
                index = close < count ? close + 1 : count
            } else if Self.isNameByte(byte) {
                let nameStart = index
                var all: UInt8 = 0
                while index < count {
                    let byte = bytes[index]
                    guard Self.isNameByte(byte) && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'") else { break }
                    all |= byte
                    index += 1
                }
                attributeCount += 1
                if attributeCount > maximumAttributes {
                    // Over the limit: the tag is refused where its first attribute over the limit begins.
                    return .attributes(tag: tagPosition, at: locator.position(at: nameStart), limit: maximumAttributes)
                }
                tags.appendAttribute(
                    AttributeMark(start: nameStart, end: index, ascii: all < 0x80, position: locator.position(at: nameStart)))
            } else {
                index += 1
            }
        }
        return nil
    }
}
