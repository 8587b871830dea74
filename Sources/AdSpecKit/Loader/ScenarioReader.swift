import AdSpecEngine
import AdSpecHarness

/// Turns a validated `<scenario>` element into the engine's `ScenarioInput`, checking what the
/// schema cannot: references, duplicate ids, settings, template placeholders. Every problem is
/// recorded with the line and column of the element or attribute at fault; reading goes on after
/// a problem so that one run reports them all.
///
/// Its stored properties are `@exclusivity(unchecked)`, as `Simulation`'s are (see there): a
/// reader reads one file on one thread and holds no access to a property across a call.
final class ScenarioReader {
    /// The file being read: the scenario, or a library file while a card of it is being inlined.
    @exclusivity(unchecked) var path: String
    @exclusivity(unchecked) var library: Library
    @exclusivity(unchecked) var diagnostics: [Diagnostic] = []
    /// Whether the scenario takes any ad, unit or card from the library.
    @exclusivity(unchecked) var usesLibrary = false
    /// How much of each thing a scenario may have (`ScenarioReader+Sizes`).
    @exclusivity(unchecked) var limits = KitLimits.standard
    /// Screen nodes read so far, inlined cards included.
    @exclusivity(unchecked) var nodesRead = 0
    /// The largest `ScreenContext.depth` of a node read (nested cards included); whether the
    /// screen depth limit has been reported (once per scenario).
    @exclusivity(unchecked) var deepestNode = 0
    @exclusivity(unchecked) var depthReported = false

    /// Every node id of the screen (after cards are inlined), where it was declared, what it is.
    @exclusivity(unchecked) var nodes: [String: NodeRecord] = [:]
    @exclusivity(unchecked) var states: [String: (declaration: StateDeclaration, location: SourceLocation)] = [:]
    /// Units the scenario declares (`<network>`), by id.
    @exclusivity(unchecked) var units: [String: SourceLocation] = [:]
    /// Ads declared inline (in the scenario or the library), by id.
    @exclusivity(unchecked) var inlineAds: [String: SourceLocation] = [:]
    /// Batches that `bulk-load` steps produce.
    @exclusivity(unchecked) var batches: Set<String> = []
    /// `<use>` elements whose duplicate ids have been reported (once per use).
    @exclusivity(unchecked) var reportedUseSites: Set<SourceLocation> = []
    /// Set while this reader reads a library card's body for `CardReadings`: what the body does
    /// to the scenario (diagnostics, ids) is written down here instead of done.
    @exclusivity(unchecked) var recording: [CardEvent]?
    /// While recording: the body read the scenario's states or batches (`readingScenario()`).
    @exclusivity(unchecked) var readsScenario = false
    /// Card bodies through `library.cardReadings` (false: each read at every use, the general
    /// way, which the tests compare it with).
    @exclusivity(unchecked) var readsCardBodiesOnce = true

    struct NodeRecord {
        var location: SourceLocation
        var kind: ViewNode.Kind
        /// How many `for-each` / `bulk-items` / `slider-cards` templates enclose the node.
        var templateDepth: Int
    }

    init(path: String, library: Library) {
        self.path = path
        self.library = library
    }

    // MARK: - Diagnostics

    func error(line: Int, column: Int, _ message: String) {
        add(Diagnostic(path: path, line: line, column: column, message: message))
    }

    /// A problem found: in `diagnostics`, or in the recording of a card body.
    func add(_ diagnostic: Diagnostic) {
        if recording != nil {
            recording?.append(.diagnostic(diagnostic))
        } else {
            diagnostics.append(diagnostic)
        }
    }

    func error(_ element: XMLElementNode, _ message: String) {
        error(line: element.line, column: element.column, message)
    }

    /// At the attribute when the element has it, else at the element.
    func error(_ element: XMLElementNode, attribute: String, _ message: String) {
        if let at = element.attribute(attribute) {
            error(line: at.line, column: at.column, message)
        } else {
            error(element, message)
        }
    }

    // MARK: - Attribute values (the schema has checked their form; these guard the rest)

    func string(_ element: XMLElementNode, _ name: String) -> String? { element[name] }

    func bool(_ element: XMLElementNode, _ name: String, default fallback: Bool) -> Bool {
        guard let text = element[name] else { return fallback }
        switch text.trimmingWhitespace() {
        case "true", "1": return true
        case "false", "0": return false
        default:
            error(element, attribute: name, "\(name) takes true or false, not '\(text)'")
            return fallback
        }
    }

    // Numbers: `int(_:_:in:)` and `double(_:_:in:)` (ScenarioReader+Limits.swift), always with a range.

    /// A required attribute (the schema requires it too; this keeps the reader total).
    func required(_ element: XMLElementNode, _ name: String) -> String? {
        guard let value = element[name] else {
            error(element, "<\(element.name)> needs the attribute \(name)=")
            return nil
        }
        return value
    }

    func words(_ text: String) -> [String] { text.xmlWords() }
}

extension String {
    /// The words of the text, split at runs of XML white space (`split(whereSeparator:
    /// \.isXMLSpace)`, which goes by `Character`). For ASCII text without a carriage return
    /// every `Character` is one byte, so the same split is made on the UTF-8 bytes; other text
    /// (where a space may start a grapheme cluster, or `\r\n` be one) goes the general way.
    func xmlWords() -> [String] {
        // The ASCII split on the string's contiguous bytes (`withUTF8` makes a bridged string
        // contiguous first), not through the `UTF8View`'s indices and `Substring`s: every title
        // and `<covers>` goes through here; measured -16 M instructions on `adspec list` at 1,000
        // (with the words counted first, for an array made at its final size).
        var text = self
        if let words = text.withUTF8({ Self.asciiWords($0) }) { return words }
        return split(whereSeparator: \.isXMLSpace).map(String.init)
    }

    /// The words of ASCII text without a carriage return, split at XML white space; nil for
    /// other text.
    private static func asciiWords(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        guard isASCIIWithoutCarriageReturn(bytes) else { return nil }
        var words = 0  // counted first, for an array made at its final size
        var space = true
        for byte in bytes {
            if !byte.isXMLSpace && space { words += 1 }
            space = byte.isXMLSpace
        }
        var result: [String] = []
        result.reserveCapacity(words)
        var start = -1
        for index in 0..<bytes.count {
            if bytes[index].isXMLSpace {
                if start >= 0 {
                    result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                    start = -1
                }
            } else if start < 0 {
                start = index
            }
        }
        if start >= 0 {
            result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
        }
        return result
    }

    /// `collapsingWhitespace(where: \.isXMLSpace)`: runs of XML white space as one space, none
    /// at either end (the same words, joined).
    func collapsingXMLSpace() -> String {
        // ASCII text without a carriage return (as `xmlWords()`) is collapsed byte by byte into
        // one string made at once: `[String].joined(separator:)` is not specialised here and cost
        // some 14,000 instructions per title, 15 M of `verify -j 1` at 1,000 (session 29).
        var text = self
        if let collapsed = text.withUTF8({ Self.asciiCollapsed($0) }) { return collapsed }
        return xmlWords().joined(separator: " ")
    }

    /// Whether every `Character` of the text is one byte and no XML space starts a cluster: ASCII,
    /// with no carriage return (`\r\n` is one `Character`). The fast paths' condition.
    private static func isASCIIWithoutCarriageReturn(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var all: UInt8 = 0
        var carriageReturn = false
        for byte in bytes {
            all |= byte
            if byte == 0x0D { carriageReturn = true }
        }
        return all < 0x80 && !carriageReturn
    }

    /// `xmlWords().joined(separator: " ")` of ASCII text without a carriage return; nil for
    /// other text.
    private static func asciiCollapsed(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard isASCIIWithoutCarriageReturn(bytes) else { return nil }
        return String(unsafeUninitializedCapacity: bytes.count) { out in
            var count = 0
            var pendingSpace = false
            for byte in bytes {
                if byte.isXMLSpace {
                    pendingSpace = count > 0
                    continue
                }
                if pendingSpace {
                    out[count] = 0x20
                    count += 1
                    pendingSpace = false
                }
                out[count] = byte
                count += 1
            }
            return count
        }
    }
}

extension String {
    func trimmingWhitespace() -> String {
        // Nearly every value has no white space at either end: then the first and last
        // characters are not one of XML's four, and the text is returned as it is.
        if let first = utf8.first, let last = utf8.last, !first.isXMLSpace, !last.isXMLSpace { return self }
        guard let first = firstIndex(where: { !$0.isXMLSpace }), let last = lastIndex(where: { !$0.isXMLSpace }) else {
            return ""
        }
        return String(self[first...last])
    }
}
