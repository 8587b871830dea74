/// One wording of a transcript line's text, declared once (issue 35, item 3): its literal words
/// and the holes its fields go in, written `{name}` in the declaration:
///
///     static let bound: Wording = "bound to ad {ad}; views [{views}]"
///
/// `TranscriptFormat` writes a line by putting each field's text in its hole (`text(_:)`); the
/// golden decoder (AdSpecHarness, `Wording.read`) reads one by matching the same words and giving
/// each hole's text to the reader of its field. So a new event's words are spelled in one place,
/// `Wordings.swift`, and the writer and the reader cannot disagree about them. A hole ends where
/// the words after it begin (their first place), so two holes are never side by side, and a hole
/// is followed by words that its field's text never holds (ids hold no space).
public struct Wording: Sendable, Hashable, ExpressibleByStringLiteral {
    public enum Piece: Sendable, Hashable {
        /// Literal text, written and read as it is.
        case words(String)
        /// A field's place; the name says what goes there (`ad`, `views`).
        case hole(String)
    }

    public let pieces: [Piece]
    /// The number of holes.
    public let holes: Int

    public init(_ template: String) {
        var pieces: [Piece] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            if open > rest.startIndex { pieces.append(.words(String(rest[..<open]))) }
            guard let close = rest[open...].firstIndex(of: "}") else { preconditionFailure("'{' without '}' in \(template)") }
            if case .hole = pieces.last { preconditionFailure("two holes side by side in \(template)") }
            pieces.append(.hole(String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { pieces.append(.words(String(rest))) }
        self.pieces = pieces
        holes = pieces.filter { if case .hole = $0 { true } else { false } }.count
    }

    public init(stringLiteral template: String) {
        self.init(template)
    }

    /// The text, with `fields` in the holes in order (as many as there are holes).
    public func text(_ fields: String...) -> String {
        var text = TranscriptText()
        append(fields, to: &text)
        return text.string
    }

    /// Appends the text, with `fields` in the holes in order: how `TranscriptFormat` writes a
    /// line into the buffer that holds it.
    public func write(_ fields: String..., to text: inout TranscriptText) {
        append(fields, to: &text)
    }

    private func append(_ fields: [String], to text: inout TranscriptText) {
        precondition(fields.count == holes, "\(fields.count) fields for \(holes) holes")
        var next = 0
        for piece in pieces {
            switch piece {
            case .words(let words): text += words
            case .hole:
                text += fields[next]
                next += 1
            }
        }
    }
}

/// Transcript text being written: its UTF-8 bytes, which every piece of a line is copied onto
/// (issue 35: appending to a `String` cost some 300 instructions a piece, most of what writing a
/// golden cost `verify`; copying the piece's bytes costs a fraction of it).
public struct TranscriptText: Sendable {
    /// The text so far, valid UTF-8.
    public private(set) var bytes: [UInt8] = []

    public init() {}

    /// The text so far.
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    public static func += (text: inout TranscriptText, piece: String) {
        var piece = piece
        piece.withUTF8 { text.bytes.append(contentsOf: $0) }
    }

    /// `count` spaces (none when `count` is not positive).
    mutating func appendSpaces(_ count: Int) {
        bytes.append(contentsOf: repeatElement(0x20, count: max(count, 0)))
    }

    /// Empties the text, keeping its room for the next line.
    public mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }
}

/// A value written as one fixed wording (a reason, an app event): its cases, each with its words,
/// are what the decoder chooses from, so that no reader keeps its own list of them.
public protocol FixedWording: CaseIterable, Sendable {
    var wording: Wording { get }
}
