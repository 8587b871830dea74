/// Finds where each start tag and its attributes begin in the raw bytes of a document.
///
/// libxml2 keeps a line for each node but no column, and the line it keeps is the line where the
/// start tag *ends*. Elements are in one-to-one correspondence with start tags in document order,
/// so one linear pass over the bytes (skipping comments, CDATA, processing instructions,
/// declarations, end tags and quoted attribute values) gives exact positions. `SafeXML` uses them
/// only when the count of tags equals the count of elements, and falls back to libxml2's line and
/// column 1 otherwise (an encoding other than UTF-8 or an ASCII superset, for example).
///
/// The pass is linear in the size of the document however long its lines are: the column is
/// kept as the scanner moves, never recounted from the start of the line. It runs before libxml2
/// sees the bytes, so it is also where `KitLimits.elementsPerFile` and
/// `KitLimits.attributesPerElement` are checked (libxml2 2.9 is quadratic in attributes per element).
struct SourceScanner {
    struct Position: Hashable {
        var line: Int
        var column: Int
    }

    struct StartTag {
        var position: Position
        /// Attribute names as written (the first of duplicates only) and where each name begins,
        /// in document order: a few per element, so a list searched in turn, not a dictionary.
        var attributeList: [(name: ArraySlice<UInt8>, position: Position)] = []
        /// Attributes as written, duplicates included.
        var attributeCount = 0

        /// Where the attribute `name` (as written) begins. Names are compared as strings are
        /// (canonical equivalence), byte for byte when both are ASCII, where that is the same.
        func attribute<Name: Collection<UInt8>>(_ name: Name) -> Position? {
            let ascii = name.allSatisfy { $0 < 0x80 }
            for attribute in attributeList where Self.same(attribute.name, name, ascii: ascii) { return attribute.position }
            return nil
        }

        private static func same<Name: Collection<UInt8>>(_ written: ArraySlice<UInt8>, _ name: Name, ascii: Bool) -> Bool {
            if ascii && written.allSatisfy({ $0 < 0x80 }) { return written.elementsEqual(name) }
            return String(decoding: written, as: UTF8.self) == String(decoding: name, as: UTF8.self)
        }
    }

    /// The first start tag over a limit, where the scan stopped.
    enum Excess: Error {
        /// The tag that is one more than `limit` elements.
        case elements(at: Position, limit: Int)
        /// The tag with more than `limit` attributes, and where its first attribute over the limit begins.
        case attributes(tag: Position, at: Position, limit: Int)
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    /// Characters from the start of the line to `index`, plus one: the column of `index`.
    private var column = 1
    /// Where the first attribute over the limit begins (set by `scanStartTag`).
    private var excessAttribute: Position?

    private init(bytes: [UInt8]) { self.bytes = bytes }

    static func startTags(in bytes: [UInt8]) -> [StartTag] {
        var scanner = SourceScanner(bytes: bytes)
        return (try? scanner.scan(maximumTags: .max, maximumAttributes: .max)) ?? []
    }

    /// Every start tag, or the first place the document goes over one of the limits.
    static func startTags(in bytes: [UInt8], maximumTags: Int, maximumAttributes: Int) throws(Excess) -> [StartTag] {
        var scanner = SourceScanner(bytes: bytes)
        return try scanner.scan(maximumTags: maximumTags, maximumAttributes: maximumAttributes)
    }

    /// Positions of every occurrence of `needle` (ASCII), in order.
    static func occurrences(of needle: String, in bytes: [UInt8]) -> [Position] {
        let pattern = Array(needle.utf8)
        var scanner = SourceScanner(bytes: bytes)
        var result: [Position] = []
        while scanner.index < bytes.count {
            if scanner.matches(pattern) { result.append(scanner.here) }
            scanner.advance()
        }
        return result
    }

    private var here: Position { Position(line: line, column: column) }

    private static let commentStart = Array("<!--".utf8)
    private static let commentEnd = Array("-->".utf8)
    private static let cdataStart = Array("<![CDATA[".utf8)
    private static let cdataEnd = Array("]]>".utf8)
    private static let instructionStart = Array("<?".utf8)
    private static let instructionEnd = Array("?>".utf8)
    private static let declarationStart = Array("<!".utf8)
    private static let endTagStart = Array("</".utf8)
    private static let tagEnd = Array(">".utf8)

    private func matches(_ pattern: [UInt8]) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        for (offset, byte) in pattern.enumerated() where bytes[index + offset] != byte { return false }
        return true
    }

    /// Moves one byte on, counting lines the way XML normalises them (LF, CR LF, CR).
    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == 0x0A || (byte == 0x0D && (index >= bytes.count || bytes[index] != 0x0A)) {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1  // count characters, not UTF-8 continuation bytes
        }
    }

    private mutating func skip(past pattern: [UInt8]) {
        while index < bytes.count && !matches(pattern) { advance() }
        for _ in pattern where index < bytes.count { advance() }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        !(byte.isXMLSpace || byte == UInt8(ascii: "=")
            || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "<"))
    }

    private mutating func scan(maximumTags: Int, maximumAttributes: Int) throws(Excess) -> [StartTag] {
        var tags: [StartTag] = []
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                advance()
                continue
            }
            if matches(Self.commentStart) {
                skip(past: Self.commentEnd)
            } else if matches(Self.cdataStart) {
                skip(past: Self.cdataEnd)
            } else if matches(Self.instructionStart) {
                skip(past: Self.instructionEnd)
            } else if matches(Self.declarationStart) || matches(Self.endTagStart) {
                skip(past: Self.tagEnd)
            } else {
                if tags.count == maximumTags { throw .elements(at: here, limit: maximumTags) }
                let tag = scanStartTag(maximumAttributes: maximumAttributes)
                if tag.attributeCount > maximumAttributes {
                    throw .attributes(tag: tag.position, at: excessAttribute ?? tag.position, limit: maximumAttributes)
                }
                tags.append(tag)
            }
        }
        return tags
    }

    /// At `<name`: reads through the closing `>` and records where each attribute name begins.
    private mutating func scanStartTag(maximumAttributes: Int) -> StartTag {
        var tag = StartTag(position: here)
        advance()  // <
        while index < bytes.count && Self.isNameByte(bytes[index]) { advance() }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                advance()
                break
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                advance()
                while index < bytes.count && bytes[index] != byte { advance() }
                if index < bytes.count { advance() }
            } else if Self.isNameByte(byte) {
                let start = here
                let nameStart = index
                while index < bytes.count && Self.isNameByte(bytes[index]) && bytes[index] != UInt8(ascii: "\"")
                    && bytes[index] != UInt8(ascii: "'")
                {
                    advance()
                }
                tag.attributeCount += 1
                if tag.attributeCount > maximumAttributes {
                    // Over the limit: the rest of the tag is skipped, the tag is refused.
                    excessAttribute = start
                    while index < bytes.count && bytes[index] != UInt8(ascii: ">") { advance() }
                    continue
                }
                let name = bytes[nameStart..<index]
                if tag.attribute(name) == nil { tag.attributeList.append((name, start)) }
            } else {
                advance()
            }
        }
        return tag
    }
}
