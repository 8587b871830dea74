import AdSpecEngine

/// Reading a line with the wordings the formatter writes it with (`Wordings.swift`, issue 35,
/// item 3): the decoder spells no words of its own, it matches a wording's words and reads each
/// hole's text with the reader of its field.
extension TranscriptScanner {
    /// Reads `wording` here: its words as they are, and each hole's text with `fields`' readers,
    /// in order (`WordingFields`). `self` moves past the wording.
    mutating func read<T>(_ wording: Wording, _ fields: (inout WordingFields) throws -> T) throws(Failure) -> T {
        var reading = try WordingFields(wording, self)
        let value = try Self.typed { () throws -> T in try fields(&reading) }
        precondition(reading.pieces.isEmpty, "a hole of '\(wording)' was not read")
        self = reading.scanner
        return value
    }

    /// Reads a wording without holes.
    mutating func read(_ wording: Wording) throws(Failure) {
        try read(wording) { _ in }
    }

    /// Whether the rest ends with `wording` (a wording without holes written after a line's
    /// text, `" (no handler attached)"`); when it does, the rest stops before it.
    mutating func flag(_ wording: Wording) -> Bool {
        guard let before = section(endingWith: wording.text()) else { return false }
        self = before
        return true
    }

    /// The value whose fixed wording comes next (the longest when several do).
    mutating func choice<T: FixedWording>(_ what: String) throws(Failure) -> T {
        try choice(T.allCases.map { ($0.wording.text(), $0) }, what)
    }

    /// Literal words; when they do not come next, the error is at the first character that
    /// differs and expects the words from there.
    mutating func expectWords(_ words: String) throws(Failure) {
        let wanted = Array(words.unicodeScalars)
        var at = index
        for (offset, scalar) in wanted.enumerated() {
            guard at < end, scalars[at] == scalar else {
                var rest = String.UnicodeScalarView()
                rest.append(contentsOf: wanted[offset...])
                throw failure("'\(String(rest))'", at: at)
            }
            at += 1
        }
        index = at
    }
}

extension Wording {
    /// The words before the first hole (all of them when there is none).
    var opening: String {
        if case .words(let words) = pieces.first { return words }
        return ""
    }
}

/// The holes of a wording being read, in order. A hole followed by words is the text before
/// their first place; the last hole, when nothing follows it, is the rest of the bound. Each
/// field's reader must read its hole's text whole.
struct WordingFields {
    typealias Failure = TranscriptParseError

    fileprivate(set) var scanner: TranscriptScanner
    /// What is left to read of the wording.
    fileprivate(set) var pieces: ArraySlice<Wording.Piece>

    fileprivate init(_ wording: Wording, _ scanner: TranscriptScanner) throws(Failure) {
        self.scanner = scanner
        pieces = wording.pieces[...]
        try matchWords()
    }

    private mutating func matchWords() throws(Failure) {
        if case .words(let words) = pieces.first {
            try scanner.expectWords(words)
            pieces.removeFirst()
        }
    }

    /// The next hole's text, read whole by `read`. When words follow the hole, its text ends at
    /// the first place of those words where `read` reads it whole (a reason may hold the `)` that
    /// closes it: `{kind} ({reason})` of `title (hidden with .hidden())`).
    mutating func field<T>(_ what: String, _ read: (inout TranscriptScanner) throws -> T) throws(Failure) -> T {
        guard case .hole = pieces.first else { preconditionFailure("no hole left to read \(what) from") }
        pieces.removeFirst()
        guard case .words(let words) = pieces.first else {
            var hole = scanner.rest()
            return try Self.whole(&hole, read)
        }
        pieces.removeFirst()
        var furthest: Failure?
        var from = scanner.index
        while let found = scanner.find(words, from: from) {
            var hole = scanner.upTo(found)
            do throws(Failure) {
                let value = try Self.whole(&hole, read)
                scanner.index = found + words.unicodeScalars.count
                return value
            } catch {
                if furthest == nil || error.column > furthest!.column { furthest = error }
            }
            from = found + 1
        }
        throw furthest ?? scanner.failure("\(what) followed by '\(words)'")
    }

    private static func whole<T>(
        _ hole: inout TranscriptScanner, _ read: (inout TranscriptScanner) throws -> T
    ) throws(Failure) -> T {
        let value = try TranscriptScanner.typed { () throws -> T in try read(&hole) }
        try hole.expectEnd()
        return value
    }

    // MARK: Fields of the usual types

    /// A non-empty name (ids hold no space).
    mutating func name(_ what: String) throws(Failure) -> String {
        try field(what) { (s: inout TranscriptScanner) throws in try s.name(what) }
    }

    /// The hole's text as it is, possibly empty.
    mutating func text(_ what: String) throws(Failure) -> String {
        try field(what) { (s: inout TranscriptScanner) throws in s.rest().remaining }
    }

    mutating func integer(_ what: String) throws(Failure) -> Int {
        try field(what) { (s: inout TranscriptScanner) throws in try s.integer(what) }
    }

    mutating func points(_ what: String) throws(Failure) -> Double {
        try field(what) { (s: inout TranscriptScanner) throws in try s.points(what) }
    }

    mutating func percent(_ what: String) throws(Failure) -> Double {
        try field(what) { (s: inout TranscriptScanner) throws in try s.percent(what) }
    }

    mutating func bool(_ what: String) throws(Failure) -> Bool {
        try field(what) { (s: inout TranscriptScanner) throws in try s.bool(what) }
    }

    mutating func assetKind() throws(Failure) -> AssetKind {
        try field("an asset name") { (s: inout TranscriptScanner) throws in try s.assetKind() }
    }

    /// Asset keys separated by commas.
    mutating func assetKinds() throws(Failure) -> [AssetKind] {
        try field("asset names") { (s: inout TranscriptScanner) throws in try s.assetKinds() }
    }

    /// Names separated by `separator`.
    mutating func names(separator: String, _ what: String) throws(Failure) -> [String] {
        try field(what) { (s: inout TranscriptScanner) throws in try s.names(separator: separator, what) }
    }

    /// `{width}x{height}` (`Wording.size`).
    mutating func size(_ what: String) throws(Failure) -> (Double, Double) {
        try field(what) { (s: inout TranscriptScanner) throws in try s.size() }
    }

    /// One of a fixed wording's values.
    mutating func choice<T: FixedWording>(_ what: String) throws(Failure) -> T {
        try field(what) { (s: inout TranscriptScanner) throws -> T in try s.choice(what) }
    }
}

extension TranscriptScanner {
    /// `{width}x{height}` in points (`Wording.size`).
    mutating func size() throws(Failure) -> (Double, Double) {
        try read(.size) { f throws in (try f.points("a width"), try f.points("a height")) }
    }
}
