/// A test's source text with the places where diagnostics are expected marked inline, as
/// swift-format's tests mark findings: `1️⃣` … `9️⃣` stand just before the character a diagnostic
/// points at (or at the start of a line, for a diagnostic about the whole line).
///
///     let marked = MarkedText("<root>\n  <child>\n</root>1️⃣\n")
///     marked.text       // the text without the markers
///     "\(marked[1])"    // "3:8"
///
/// Positions count as the loader counts them (`SourceScanner`): lines and columns from 1, a line
/// break is LF, CR LF or CR, and a column counts characters as Unicode scalars (not UTF-8 bytes).
public struct MarkedText: Sendable {
    public struct Position: Hashable, Sendable, CustomStringConvertible {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        /// `line:column`, as a diagnostic writes it.
        public var description: String { "\(line):\(column)" }
    }

    /// The text with every marker removed.
    public let text: String
    /// Marker number → where it stood in `text`.
    public let markers: [Int: Position]

    /// The marker for `number` (1 to 9): `1️⃣` … `9️⃣`.
    public static func marker(_ number: Int) -> String {
        precondition((1...9).contains(number), "markers go from 1 to 9")
        return "\(number)\u{FE0F}\u{20E3}"
    }

    static let numbers: [Character: Int] = Dictionary(uniqueKeysWithValues: (1...9).map { (Character(marker($0)), $0) })

    /// `text` with marker `number` just before the first `needle`: for a text a fixture builds,
    /// where the marker cannot be written in place.
    public static func marking(_ number: Int, before needle: String, in text: String) -> String {
        guard let found = text.range(of: needle) else { preconditionFailure("the text has no \(needle)") }
        var marked = text
        marked.insert(contentsOf: marker(number), at: found.lowerBound)
        return marked
    }

    /// `text` with marker `number` at the start of the first line holding `needle`: for a
    /// diagnostic about a whole line (column 1).
    public static func marking(_ number: Int, lineOf needle: String, in text: String) -> String {
        guard let found = text.range(of: needle) else { preconditionFailure("the text has no \(needle)") }
        let start = text[..<found.lowerBound].lastIndex(where: \.isNewline).map { text.index(after: $0) } ?? text.startIndex
        var marked = text
        marked.insert(contentsOf: marker(number), at: start)
        return marked
    }

    public init(_ marked: String) {
        var text = ""
        var markers: [Int: Position] = [:]
        var line = 1
        var column = 1
        for character in marked {
            if let number = Self.numbers[character] {
                precondition(markers[number] == nil, "marker \(number) is used twice")
                markers[number] = Position(line: line, column: column)
                continue
            }
            text.append(character)
            // Swift keeps CR LF as one Character; XML counts it as one line break.
            if character == "\n" || character == "\r" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        self.text = text
        self.markers = markers
    }

    /// Where marker `number` stood; stops the test when the text has no such marker.
    public subscript(_ number: Int) -> Position {
        guard let position = markers[number] else { preconditionFailure("the text has no marker \(number)") }
        return position
    }
}
