import AdSpecHarness
import AdSpecKit
/// A small Swift lexer, enough to find mutation sites in the engine's sources without a parser
/// (Documentation/MechanicalMutation.md says why not swift-syntax). It keeps every byte: string
/// literals (with interpolations, multi-line and raw strings) and comments are single tokens the
/// rewriter never touches, and each operator records whether whitespace binds it on the left and
/// right, Swift's rule for telling a binary operator from a prefix or postfix one.
package struct SwiftToken: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        case identifier, keyword, integer, float, string, op, punctuation, pound, attribute
    }

    package var kind: Kind
    /// Byte offsets into the source, `start..<end`.
    package var start: Int
    package var end: Int
    package var text: String
    /// 1-based line and column (in bytes) of the first byte.
    package var line: Int
    package var column: Int
    /// The token follows a line break (comments and spaces between do not count).
    package var newlineBefore: Bool
    /// Swift's operator rule: bound on the left when the byte before is not whitespace and not one
    /// of `( [ { , ; :`; bound on the right when the byte after is not whitespace and not one of
    /// `) ] } , ; : .` (a comment counts as whitespace on either side).
    package var leftBound: Bool
    package var rightBound: Bool

    /// An operator token used as a binary operator: bound on both sides or on neither.
    package var isBinaryOperator: Bool { kind == .op && leftBound == rightBound }
    /// An operator with whitespace on both sides (how the engine writes binary operators; a
    /// generic `<` or `>` never is).
    package var isSpacedBinaryOperator: Bool { kind == .op && !leftBound && !rightBound }
}

package enum SwiftLexer {
    package static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as",
        "catch", "false", "is", "nil", "rethrows", "super", "self", "Self", "throw", "throws", "true", "try",
        "package", "actor", "nonisolated", "mutating", "nonmutating", "override", "final", "convenience",
        "required", "lazy", "weak", "unowned", "indirect", "some", "any", "consume", "borrowing", "consuming",
    ]

    static func isOperatorByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default: return false
        }
    }

    static func isIdentifierStart(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_") || b >= 0x80
    }

    static func isIdentifierByte(_ b: UInt8) -> Bool { isIdentifierStart(b) || (b >= 0x30 && b <= 0x39) }

    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        package var line: Int
        package var message: String
        package var description: String { "line \(line): \(message)" }
    }

    /// The tokens of `source`; comments and whitespace are dropped (their bytes stay in the source,
    /// which the rewriter copies between tokens).
    package static func tokens(_ source: String) throws(Failure) -> [SwiftToken] {
        let bytes = Array(source.utf8)
        var scanner = Scanner(bytes: bytes)
        return try scanner.run()
    }

    struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var lineStart = 0
        var tokens: [SwiftToken] = []
        var sawNewline = true
        /// The byte before the current token counts as whitespace (a comment ended there).
        var spaceBefore = true

        init(bytes: [UInt8]) { self.bytes = bytes }

        func byte(_ offset: Int) -> UInt8? {
            let i = index + offset
            return i < bytes.count ? bytes[i] : nil
        }

        mutating func advance() {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }

        mutating func run() throws(Failure) -> [SwiftToken] {
            while index < bytes.count {
                let b = bytes[index]
                if b == UInt8(ascii: "\n") {
                    sawNewline = true
                    spaceBefore = true
                    advance()
                    continue
                }
                if b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\r") {
                    spaceBefore = true
                    advance()
                    continue
                }
                if b == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { advance() }
                    spaceBefore = true
                    continue
                }
                if b == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                    try skipBlockComment()
                    spaceBefore = true
                    continue
                }
                try token()
            }
            // The right-hand rule needs the byte after each operator: set it now.
            for i in tokens.indices where tokens[i].kind == .op {
                tokens[i].rightBound = rightBound(after: tokens[i].end)
            }
            return tokens
        }

        func rightBound(after end: Int) -> Bool {
            guard end < bytes.count else { return false }
            let b = bytes[end]
            switch b {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ")"),
                UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
                return false
            case UInt8(ascii: "."):
                // Swift: an operator bound on the left and followed by a dot is postfix (`y!.z`).
                return false
            case UInt8(ascii: "/"):
                if end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "/") || bytes[end + 1] == UInt8(ascii: "*") {
                    return false
                }
                return true
            default: return true
            }
        }

        mutating func skipBlockComment() throws(Failure) {
            let startLine = line
            var depth = 0
            repeat {
                if bytes[index] == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                    depth += 1
                    advance()
                    advance()
                } else if bytes[index] == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                    depth -= 1
                    advance()
                    advance()
                } else {
                    advance()
                }
                if depth > 0 && index >= bytes.count {
                    throw Failure(line: startLine, message: "unterminated block comment")
                }
            } while depth > 0
        }

        mutating func token() throws(Failure) {
            let start = index
            let startLine = line
            let column = index - lineStart + 1
            let b = bytes[index]
            let leftBound: Bool = {
                guard !spaceBefore, start > 0 else { return false }
                switch bytes[start - 1] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"),
                    UInt8(ascii: ":"):
                    return false
                default: return true
                }
            }()
            var kind: SwiftToken.Kind
            if b == UInt8(ascii: "\"") || (b == UInt8(ascii: "#") && startsRawString()) {
                try scanString()
                kind = .string
            } else if b == UInt8(ascii: "#") {
                advance()
                while index < bytes.count, SwiftLexer.isIdentifierByte(bytes[index]) { advance() }
                kind = .pound
            } else if b == UInt8(ascii: "@") {
                advance()
                while index < bytes.count, SwiftLexer.isIdentifierByte(bytes[index]) { advance() }
                kind = .attribute
            } else if b == UInt8(ascii: "`") {
                advance()
                while index < bytes.count, bytes[index] != UInt8(ascii: "`") { advance() }
                if index < bytes.count { advance() }
                kind = .identifier
            } else if b == UInt8(ascii: "$") || SwiftLexer.isIdentifierStart(b) {
                advance()
                while index < bytes.count, SwiftLexer.isIdentifierByte(bytes[index]) { advance() }
                kind = .identifier
            } else if SwiftLexer.isDigit(b) {
                kind = scanNumber()
            } else if b == UInt8(ascii: "."), byte(1) == UInt8(ascii: ".") {
                // A dot operator (`...`, `..<`): starts with a dot, may hold dots.
                while index < bytes.count, bytes[index] == UInt8(ascii: ".") || SwiftLexer.isOperatorByte(bytes[index]) {
                    advance()
                }
                kind = .op
            } else if SwiftLexer.isOperatorByte(b) {
                while index < bytes.count, SwiftLexer.isOperatorByte(bytes[index]) {
                    // `//` and `/*` start a comment even inside an operator.
                    if index > start, bytes[index] == UInt8(ascii: "/"),
                        byte(1) == UInt8(ascii: "/") || byte(1) == UInt8(ascii: "*")
                    {
                        break
                    }
                    advance()
                }
                kind = .op
            } else {
                advance()
                kind = .punctuation
            }
            var text = String(decoding: bytes[start..<index], as: UTF8.self)
            if kind == .identifier, SwiftLexer.keywords.contains(text) { kind = .keyword }
            // `x.0` is a member, not a literal: the rewriter must not change it.
            if kind == .integer, let last = tokens.last, last.kind == .punctuation, last.text == ".", last.end == start {
                kind = .identifier
            }
            if kind == .punctuation, text == "\r" { text = " " }
            tokens.append(
                SwiftToken(
                    kind: kind, start: start, end: index, text: text, line: startLine, column: column,
                    newlineBefore: sawNewline, leftBound: leftBound, rightBound: false))
            sawNewline = false
            spaceBefore = false
        }

        func startsRawString() -> Bool {
            var i = index
            while i < bytes.count, bytes[i] == UInt8(ascii: "#") { i += 1 }
            return i < bytes.count && bytes[i] == UInt8(ascii: "\"")
        }

        mutating func scanNumber() -> SwiftToken.Kind {
            var kind = SwiftToken.Kind.integer
            if bytes[index] == UInt8(ascii: "0"), let x = byte(1), x == UInt8(ascii: "x") || x == UInt8(ascii: "b") || x == UInt8(ascii: "o") {
                advance()
                advance()
                while index < bytes.count, SwiftLexer.isIdentifierByte(bytes[index]) { advance() }
                return .integer
            }
            while index < bytes.count, SwiftLexer.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") { advance() }
            if index < bytes.count, bytes[index] == UInt8(ascii: "."), let next = byte(1), SwiftLexer.isDigit(next) {
                kind = .float
                advance()
                while index < bytes.count, SwiftLexer.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") { advance() }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                kind = .float
                advance()
                if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { advance() }
                while index < bytes.count, SwiftLexer.isDigit(bytes[index]) { advance() }
            }
            return kind
        }

        /// A string literal from its opening delimiter to its closing one: `"…"`, `"""…"""`, with
        /// any number of `#` around (raw strings), escapes, and interpolations `\(…)` (or `\#(…)`)
        /// that hold code, itself possibly holding strings and comments.
        mutating func scanString() throws(Failure) {
            let startLine = line
            var hashes = 0
            while bytes[index] == UInt8(ascii: "#") {
                hashes += 1
                advance()
            }
            let multiLine = byte(0) == UInt8(ascii: "\"") && byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
            let quotes = multiLine ? 3 : 1
            for _ in 0..<quotes { advance() }
            while true {
                guard index < bytes.count else { throw Failure(line: startLine, message: "unterminated string literal") }
                let b = bytes[index]
                if b == UInt8(ascii: "\n") && !multiLine {
                    throw Failure(line: startLine, message: "unterminated string literal")
                }
                if b == UInt8(ascii: "\\"), hashesFollow(from: index + 1, count: hashes) {
                    for _ in 0...hashes { advance() }
                    if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
                        try scanInterpolation()
                    } else if index < bytes.count {
                        advance()
                    }
                    continue
                }
                if b == UInt8(ascii: "\""), closes(quotes: quotes, hashes: hashes) {
                    for _ in 0..<(quotes + hashes) { advance() }
                    return
                }
                advance()
            }
        }

        func hashesFollow(from i: Int, count: Int) -> Bool {
            guard i + count <= bytes.count else { return false }
            return bytes[i..<(i + count)].allSatisfy { $0 == UInt8(ascii: "#") }
        }

        func closes(quotes: Int, hashes: Int) -> Bool {
            guard index + quotes + hashes <= bytes.count else { return false }
            for q in 0..<quotes where bytes[index + q] != UInt8(ascii: "\"") { return false }
            return hashesFollow(from: index + quotes, count: hashes)
        }

        /// From the `(` of an interpolation to its matching `)`.
        mutating func scanInterpolation() throws(Failure) {
            let startLine = line
            var depth = 0
            repeat {
                guard index < bytes.count else { throw Failure(line: startLine, message: "unterminated interpolation") }
                let b = bytes[index]
                if b == UInt8(ascii: "\"") || (b == UInt8(ascii: "#") && startsRawString()) {
                    try scanString()
                    continue
                }
                if b == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { advance() }
                    continue
                }
                if b == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                    try skipBlockComment()
                    continue
                }
                if b == UInt8(ascii: "(") { depth += 1 }
                if b == UInt8(ascii: ")") { depth -= 1 }
                advance()
            } while depth > 0
        }
    }
}
