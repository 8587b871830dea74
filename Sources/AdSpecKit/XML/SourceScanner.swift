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
        /// Attribute names as written (the first of duplicates only), whether each is ASCII, and
        /// where each name begins, in document order: a few per element, so a list searched in
        /// turn, not a dictionary.
        var attributeList: [(name: ArraySlice<UInt8>, ascii: Bool, position: Position)] = []
        /// Attributes as written, duplicates included.
        var attributeCount = 0

        /// Where the attribute `name` (as written) begins. Names are compared as strings are
        /// (canonical equivalence), byte for byte when both are ASCII, where that is the same.
        func attribute<Name: Collection<UInt8>>(_ name: Name) -> Position? {
            attribute(name, ascii: name.allSatisfy { $0 < 0x80 })
        }

        /// `attribute(_:)` for a name whose ASCII-ness the caller knows.
        func attribute<Name: Collection<UInt8>>(_ name: Name, ascii: Bool) -> Position? {
            for attribute in attributeList where Self.same(attribute.name, attribute.ascii, name, ascii) {
                return attribute.position
            }
            return nil
        }

        private static func same<Name: Collection<UInt8>>(
            _ written: ArraySlice<UInt8>, _ writtenASCII: Bool, _ name: Name, _ ascii: Bool
        ) -> Bool {
            if ascii && writtenASCII { return written.count == name.count && written.elementsEqual(name) }
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

    /// The document, and its bytes as a buffer for the scan (valid while the scan runs: a
    /// scanner is only made inside `withUnsafeBufferPointer` of `array`).
    private let array: [UInt8]
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    /// Characters from the start of the line to `index`, plus one: the column of `index`.
    private var column = 1
    /// Where the first attribute over the limit begins (set by `scanStartTag`).
    private var excessAttribute: Position?

    private init(array: [UInt8], bytes: UnsafeBufferPointer<UInt8>) {
        self.array = array
        self.bytes = bytes
    }

    static func startTags(in bytes: [UInt8]) -> [StartTag] {
        (try? startTags(in: bytes, maximumTags: .max, maximumAttributes: .max)) ?? []
    }

    /// Every start tag, or the first place the document goes over one of the limits.
    static func startTags(in bytes: [UInt8], maximumTags: Int, maximumAttributes: Int) throws(Excess) -> [StartTag] {
        let result: Result<[StartTag], Excess> = bytes.withUnsafeBufferPointer { buffer in
            var scanner = SourceScanner(array: bytes, bytes: buffer)
            do throws(Excess) {
                return .success(try scanner.scan(maximumTags: maximumTags, maximumAttributes: maximumAttributes))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Positions of every occurrence of `needle` (ASCII), in order.
    static func occurrences(of needle: String, in bytes: [UInt8]) -> [Position] {
        let pattern = Array(needle.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var scanner = SourceScanner(array: bytes, bytes: buffer)
            var result: [Position] = []
            while scanner.index < buffer.count {
                if scanner.matches(pattern) { result.append(scanner.here) }
                scanner.advance()
            }
            return result
        }
    }

    private var here: Position { Position(line: line, column: column) }

    private static let commentEnd = Array("-->".utf8)
    private static let cdataStart = Array("<![CDATA[".utf8)
    private static let cdataEnd = Array("]]>".utf8)
    private static let instructionEnd = Array("?>".utf8)
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

    /// Moves on to the next `<` (or the end), counting lines and columns exactly as `advance()`
    /// one byte at a time would: the text between markup, in one tight loop.
    private mutating func advanceToMarkup() {
        let count = bytes.count
        var index = self.index
        var line = self.line
        var column = self.column
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") { break }
            index += 1
            if byte == 0x0A || (byte == 0x0D && (index >= count || bytes[index] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        self.index = index
        self.line = line
        self.column = column
    }

    private mutating func scan(maximumTags: Int, maximumAttributes: Int) throws(Excess) -> [StartTag] {
        var tags: [StartTag] = []
        while true {
            advanceToMarkup()
            guard index < bytes.count else { break }
            // At `<`: what follows decides, in the order `<!--`, `<![CDATA[`, `<?`, `<!`, `</`.
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if next == UInt8(ascii: "!") {
                if index + 3 < bytes.count && bytes[index + 2] == UInt8(ascii: "-") && bytes[index + 3] == UInt8(ascii: "-") {
                    skip(past: Self.commentEnd)
                } else if matches(Self.cdataStart) {
                    skip(past: Self.cdataEnd)
                } else {
                    skip(past: Self.tagEnd)
                }
            } else if next == UInt8(ascii: "?") {
                skip(past: Self.instructionEnd)
            } else if next == UInt8(ascii: "/") {
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
                let name = array[nameStart..<index]
                let ascii = name.allSatisfy { $0 < 0x80 }
                if tag.attribute(name, ascii: ascii) == nil { tag.attributeList.append((name, ascii, start)) }
            } else {
                advance()
            }
        }
        return tag
    }
}
