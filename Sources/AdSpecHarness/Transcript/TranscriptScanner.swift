import AdSpecEngine

/// The scanner under `TranscriptDecoder` (TranscriptParse.swift): one transcript line as Unicode
/// scalars, a position, and a bound (a *section* of the line is a scanner over part of it, whose
/// columns are still the line's). Every read either consumes what it names or throws an error
/// that says, at the column where it stopped, what it expected and what it found.

/// A transcript line that does not follow the grammar of `TranscriptFormat`: where, what was
/// expected, and what is there instead.
public struct TranscriptParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// 1-based, counted in Unicode scalars of the line.
    public var column: Int
    /// `'script finished'`, `a number`, `one of: .idle, .loading, .loaded, .failed`.
    public var expected: String
    /// `'done'` (the next few characters) or `end of line`.
    public var found: String

    public init(column: Int, expected: String, found: String) {
        self.column = column
        self.expected = expected
        self.found = found
    }

    public var description: String { "expected \(expected), found \(found)" }
}

struct TranscriptScanner {
    typealias Failure = TranscriptParseError

    let scalars: [Unicode.Scalar]
    var index: Int
    /// One past the last scalar this scanner may read.
    let end: Int

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        index = 0
        end = scalars.count
    }

    /// A scanner over `scalars[index..<end]`, whose columns are still the line's.
    private init(scalars: [Unicode.Scalar], index: Int, end: Int) {
        self.scalars = scalars
        self.index = index
        self.end = end
    }

    var atEnd: Bool { index >= end }

    /// What is left, as text.
    var remaining: String { text(index, end) }

    func text(_ from: Int, _ to: Int) -> String {
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars[from..<to])
        return String(out)
    }

    // MARK: Errors

    func failure(_ expected: String, at position: Int? = nil) -> Failure {
        let at = position ?? index
        let found: String
        if at >= end {
            found = "end of line"
        } else {
            let snippet = text(at, min(end, at + 24))
            found = "'" + snippet + (at + 24 < end ? "...'" : "'")
        }
        return Failure(column: at + 1, expected: expected, found: found)
    }

    // MARK: Literals

    func starts(with literal: String, at position: Int? = nil) -> Bool {
        var at = position ?? index
        for scalar in literal.unicodeScalars {
            guard at < end, scalars[at] == scalar else { return false }
            at += 1
        }
        return true
    }

    /// Consumes `literal` when it comes next.
    mutating func skip(_ literal: String) -> Bool {
        guard starts(with: literal) else { return false }
        index += literal.unicodeScalars.count
        return true
    }

    mutating func expect(_ literal: String) throws(Failure) {
        guard skip(literal) else { throw failure("'\(literal)'") }
    }

    /// Nothing may follow.
    func expectEnd() throws(Failure) {
        guard atEnd else { throw failure("end of line") }
    }

    /// The first position at or after `index` where `literal` starts, within the bound.
    func find(_ literal: String, from position: Int? = nil) -> Int? {
        var at = position ?? index
        while at < end {
            if starts(with: literal, at: at) { return at }
            at += 1
        }
        return nil
    }

    // MARK: Sections

    /// A scanner over the text before the first `literal` (which must not be empty); `self`
    /// moves past the literal.
    mutating func section(before literal: String, _ what: String) throws(Failure) -> TranscriptScanner {
        guard let found = find(literal) else { throw failure("\(what) followed by '\(literal)'") }
        let part = TranscriptScanner(scalars: scalars, index: index, end: found)
        index = found + literal.unicodeScalars.count
        return part
    }

    /// When the rest ends with `suffix`: a scanner over the text before it, and `self` at the
    /// end. Otherwise `nil` and `self` unchanged.
    mutating func section(endingWith suffix: String) -> TranscriptScanner? {
        let count = suffix.unicodeScalars.count
        guard end - index >= count, starts(with: suffix, at: end - count) else { return nil }
        let part = TranscriptScanner(scalars: scalars, index: index, end: end - count)
        index = end
        return part
    }

    /// A scanner over the text from here to `position`; `self` unchanged.
    func upTo(_ position: Int) -> TranscriptScanner {
        TranscriptScanner(scalars: scalars, index: index, end: position)
    }

    /// The rest of the bound as its own scanner; `self` at the end.
    mutating func rest() -> TranscriptScanner {
        let part = self
        index = end
        return part
    }

    // MARK: Words and numbers

    /// A non-empty name up to `literal` (consumed), e.g. an ad id before `; views [`.
    mutating func name(before literal: String, _ what: String) throws(Failure) -> String {
        let start = index
        var part = try section(before: literal, what)
        return try part.name(what, at: start)
    }

    /// The rest of the bound as a non-empty name.
    mutating func name(_ what: String, at start: Int? = nil) throws(Failure) -> String {
        guard !atEnd else { throw failure(what, at: start) }
        let value = remaining
        index = end
        return value
    }

    /// A non-empty run of characters up to a space or the end (the space is not consumed).
    mutating func token(_ what: String) throws(Failure) -> String {
        let start = index
        while index < end && scalars[index] != " " { index += 1 }
        guard index > start else { throw failure(what) }
        return text(start, index)
    }

    /// A decimal integer as `String(Int)` writes it (no sign, no leading zeros).
    mutating func integer(_ what: String) throws(Failure) -> Int {
        let start = index
        var negative = false
        if index < end && scalars[index] == "-" {
            negative = true
            index += 1
        }
        let digits = index
        while index < end, ("0"..."9").contains(scalars[index]) { index += 1 }
        let written = text(digits, index)
        guard let value = Int(written), !written.isEmpty else {
            index = start
            throw failure(what)
        }
        guard String(value) == written else {
            index = start
            throw failure("\(what) without leading zeros")
        }
        return negative ? -value : value
    }

    /// A number of points as `formatPoints` writes it (`300`, `1.78`, `-0.5`), read back to the
    /// printed precision.
    mutating func points(_ what: String) throws(Failure) -> Double {
        let start = index
        if index < end && scalars[index] == "-" { index += 1 }
        while index < end, ("0"..."9").contains(scalars[index]) || scalars[index] == "." { index += 1 }
        let written = text(start, index)
        guard let value = Double(written), formatPoints(value) == written else {
            index = start
            throw failure(what + " (a number as the transcript writes points: 300, 1.78)")
        }
        return value
    }

    /// A share as `formatPercent` writes it (`97%`, `96.7%`), as a share of 1.
    mutating func percent(_ what: String) throws(Failure) -> Double {
        let start = index
        while index < end, ("0"..."9").contains(scalars[index]) || scalars[index] == "." { index += 1 }
        let written = text(start, index)
        guard let number = Double(written), skip("%") else {
            index = start
            throw failure(what + " (a percentage: 97%, 96.7%)")
        }
        let share = (number * 10).rounded() / 1000
        guard formatPercent(share) == written + "%" else {
            index = start
            throw failure(what + " (a percentage with at most one decimal)")
        }
        return share
    }

    mutating func bool(_ what: String) throws(Failure) -> Bool {
        try choice([("true", true), ("false", false)], what)
    }

    /// The longest of `options`' texts that comes next.
    mutating func choice<T>(_ options: [(String, T)], _ what: String) throws(Failure) -> T {
        var best: (length: Int, value: T)?
        for (text, value) in options where starts(with: text) {
            let length = text.unicodeScalars.count
            if best == nil || length > best!.length { best = (length, value) }
        }
        guard let best else {
            throw failure("\(what) (one of: \(options.map(\.0).joined(separator: ", ")))")
        }
        index += best.length
        return best.value
    }

    /// An asset key (`title`, `callToAction`, ...).
    mutating func assetKind() throws(Failure) -> AssetKind {
        try choice(AssetKind.allCases.map { ($0.rawValue, $0) }, "an asset name")
    }

    /// `.idle`, `.loading`, `.loaded` or `.failed` (a failed phase's code is not written: `failedCode`).
    mutating func phaseName(failedCode: String) throws(Failure) -> AdPhase {
        try choice(
            [(".idle", .idle), (".loading", .loading), (".loaded", .loaded), (".failed", .failed(code: failedCode))],
            "a phase")
    }

    /// Elements separated by `separator` up to the bound; none when the bound is empty.
    mutating func list<T>(
        separator: String, _ element: (inout TranscriptScanner) throws -> T
    ) throws(Failure) -> [T] {
        guard !atEnd else { return [] }
        var items: [T] = []
        repeat {
            if let found = find(separator) {
                var part = TranscriptScanner(scalars: scalars, index: index, end: found)
                items.append(try Self.typed { () throws -> T in try element(&part) })
                try part.expectEnd()
                index = found + separator.unicodeScalars.count
            } else {
                var part = rest()
                items.append(try Self.typed { () throws -> T in try element(&part) })
                try part.expectEnd()
            }
        } while !atEnd
        return items
    }

    /// Names separated by `separator` up to the bound (`a,b`); none when the bound is empty.
    mutating func names(separator: String, _ what: String) throws(Failure) -> [String] {
        try list(separator: separator) { (part: inout TranscriptScanner) throws -> String in try part.name(what) }
    }

    /// Asset keys separated by commas up to the bound.
    mutating func assetKinds() throws(Failure) -> [AssetKind] {
        try list(separator: ",") { (part: inout TranscriptScanner) throws -> AssetKind in try part.assetKind() }
    }

    /// `[` list `]` of asset keys.
    mutating func bracketedAssetKinds() throws(Failure) -> [AssetKind] {
        try expect("[")
        var inside = try section(before: "]", "asset names")
        let kinds = try inside.assetKinds()
        return kinds
    }

    /// The first alternative that reads the whole bound. When none does, the error of the one
    /// that got furthest (on a tie, the expectations joined).
    mutating func oneOf<T>(_ alternatives: [(inout TranscriptScanner) throws -> T]) throws(Failure) -> T {
        try firstOf(alternatives, toTheEnd: true)
    }

    /// The first alternative that reads (`toTheEnd`: the whole bound); when none does, the error
    /// of the one that got furthest (on a tie, the expectations joined).
    mutating func firstOf<T>(
        _ alternatives: [(inout TranscriptScanner) throws -> T], toTheEnd: Bool = false
    ) throws(Failure) -> T {
        var furthest: Failure?
        for alternative in alternatives {
            var attempt = self
            do throws(Failure) {
                let value = try Self.typed { () throws -> T in try alternative(&attempt) }
                if toTheEnd { try attempt.expectEnd() }
                self = attempt
                return value
            } catch {
                if let best = furthest, best.column > error.column { continue }
                if let best = furthest, best.column == error.column, best.expected != error.expected {
                    furthest = Failure(
                        column: error.column, expected: best.expected + " or " + error.expected, found: error.found)
                } else {
                    furthest = error
                }
            }
        }
        throw furthest ?? failure("something")
    }

    /// The grammar's closures throw only `TranscriptParseError`; their untyped `throws` is
    /// typed again here.
    static func typed<T>(_ body: () throws -> T) throws(Failure) -> T {
        do {
            return try body()
        } catch let error as Failure {
            throw error
        } catch {
            throw Failure(column: 1, expected: "a transcript line", found: "\(error)")
        }
    }
}
