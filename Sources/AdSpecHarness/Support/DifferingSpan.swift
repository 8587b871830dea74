/// The part of two lines that differs, to mark it (issue 39 item 3): a long line printed twice
/// with nothing marking the difference makes a reader compare it by eye. Whole words are marked
/// (`asset_name=title` / `asset_name=body` marks `title` and `body`), so that a caret line, a
/// colour or an HTML `<mark>` covers what a reader would name.
public struct DifferingSpan: Sendable, Hashable {
    /// Character offsets of the differing part in the first and the second line (either may be
    /// empty: an insertion or a deletion).
    public var old: Range<Int>
    public var new: Range<Int>

    /// `nil` when the lines are equal.
    public init?(_ old: String, _ new: String) {
        let a = Array(old)
        let b = Array(new)
        guard a != b else { return nil }
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        // Widen to whole words on both sides.
        func word(_ line: [Character], _ index: Int) -> Bool { index >= 0 && index < line.count && Self.isWord(line[index]) }
        while prefix > 0 && word(a, prefix - 1) && (word(a, prefix) || word(b, prefix)) { prefix -= 1 }
        while suffix > 0 && word(a, a.count - suffix) && (word(a, a.count - suffix - 1) || word(b, b.count - suffix - 1)) {
            suffix -= 1
        }
        self.old = Self.trimmed(prefix..<(a.count - suffix), in: a)
        self.new = Self.trimmed(prefix..<(b.count - suffix), in: b)
    }

    /// Without the spaces at either end (a column's padding is not what differs).
    static func trimmed(_ range: Range<Int>, in line: [Character]) -> Range<Int> {
        var (lower, upper) = (range.lowerBound, range.upperBound)
        while lower < upper && line[lower] == " " { lower += 1 }
        while upper > lower && line[upper - 1] == " " { upper -= 1 }
        return lower < upper ? lower..<upper : range
    }

    static func isWord(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || "_#.-".contains(character)
    }

    /// `prefix` spaces then a caret under each character of `range` (one at least: an empty
    /// range marks where something was inserted or removed).
    public static func caretLine(indent: Int, _ range: Range<Int>) -> String {
        String(repeating: " ", count: indent + range.lowerBound) + String(repeating: "^", count: max(1, range.count))
    }

    /// `text` with `range` wrapped in `open` and `close` (an ANSI colour, an HTML element);
    /// `escape` is applied to each part of the text.
    public static func wrap(
        _ text: String, _ range: Range<Int>, open: String, close: String, escape: (String) -> String = { $0 }
    ) -> String {
        let characters = Array(text)
        let lower = min(range.lowerBound, characters.count)
        let upper = min(range.upperBound, characters.count)
        return escape(String(characters[..<lower])) + open + escape(String(characters[lower..<upper])) + close
            + escape(String(characters[upper...]))
    }
}

/// Two lines compared: what the golden has and what the subject gave, each with its differing
/// part marked; printed under a failure (exact and conformance mode).
public struct ComparedLines: Sendable, Hashable {
    public var expected: String
    public var actual: String

    public init(expected: String, actual: String) {
        self.expected = expected
        self.actual = actual
    }

    /// Whether two lines share most of their text (at least half of each), so that
    /// marking what differs helps; two different events are better told whole.
    public static func alike(_ expected: String, _ actual: String) -> Bool {
        guard let span = DifferingSpan(expected, actual) else { return true }
        return (expected.count - span.old.count) * 2 >= expected.count
            && (actual.count - span.new.count) * 2 >= actual.count
    }

    static let expectedLabel = "expected: "
    static let actualLabel = "got:      "

    /// Without colour: each line with a caret line under its differing part.
    public var plain: String {
        guard let span = DifferingSpan(expected, actual) else {
            return Self.expectedLabel + expected + "\n" + Self.actualLabel + actual
        }
        let indent = Self.expectedLabel.count
        return [
            Self.expectedLabel + expected, DifferingSpan.caretLine(indent: indent, span.old),
            Self.actualLabel + actual, DifferingSpan.caretLine(indent: indent, span.new),
        ].joined(separator: "\n")
    }

    /// With colour: the differing parts in reverse video, red in the golden's line and green in
    /// the subject's (the colours of the diff's removed and added lines).
    public var colored: String {
        guard let span = DifferingSpan(expected, actual) else { return plain }
        return Self.expectedLabel + DifferingSpan.wrap(expected, span.old, open: "\u{1B}[7;31m", close: "\u{1B}[0m")
            + "\n" + Self.actualLabel + DifferingSpan.wrap(actual, span.new, open: "\u{1B}[7;32m", close: "\u{1B}[0m")
    }
}
