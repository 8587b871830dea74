import Testing

@testable import AdSpecHarness
@testable import AdSpecKit
@testable import AdSpecSelfTest

@Suite("Mechanical mutation: the Swift lexer")
struct SwiftLexerTests {
    func texts(_ source: String) throws -> [String] { try SwiftLexer.tokens(source).map(\.text) }

    @Test func stringsWithInterpolationAreOneToken() throws {
        let source = #"let s = "a < b \(x + "q)\"") && c" + d"#
        let tokens = try SwiftLexer.tokens(source)
        #expect(tokens.map(\.text) == ["let", "s", "=", #""a < b \(x + "q)\"") && c""#, "+", "d"])
        #expect(tokens[3].kind == .string)
    }

    @Test func multiLineAndRawStringsAreOneToken() throws {
        let source = "let a = \"\"\"\n  x < y \"quoted\" \\(f(\"\"\"\n  inner\n  \"\"\"))\n  \"\"\"\nlet b = #\"raw \" < \\(no) \\#(yes + 1)\"# + c"
        let tokens = try SwiftLexer.tokens(source)
        #expect(tokens.filter { $0.kind == .string }.count == 2)
        #expect(tokens.map(\.text).suffix(2) == ["+", "c"])
        #expect(tokens.last?.line == 6)
    }

    @Test func commentsAreSkippedAndNested() throws {
        #expect(try texts("a /* x < y /* nested */ still */ + b // c < d\ne") == ["a", "+", "b", "e"])
    }

    @Test func whitespaceDecidesBinaryOperators() throws {
        let tokens = try SwiftLexer.tokens("a < b; f(-x); y!.z; p<q; Array<Int>(); c = d")
        let less = tokens.filter { $0.text == "<" }
        #expect(less.count == 3)
        #expect(less[0].isSpacedBinaryOperator)
        // Bound on both sides: binary by Swift's rule, but never spaced: a generic `<` looks the same.
        #expect(less[1].isBinaryOperator && !less[1].isSpacedBinaryOperator)
        #expect(!less[2].isSpacedBinaryOperator)
        let minus = tokens.first { $0.text == "-" }!
        #expect(!minus.isBinaryOperator)
        let bang = tokens.first { $0.text == "!" }!
        // Followed by a dot: postfix (`y!.z`).
        #expect(bang.leftBound && !bang.rightBound && !bang.isBinaryOperator)
    }

    @Test func tupleMembersAreNotLiterals() throws {
        let tokens = try SwiftLexer.tokens("x.0 + 12 + 1.5")
        #expect(tokens.map(\.kind) == [.identifier, .punctuation, .identifier, .op, .integer, .op, .float])
    }

    @Test func anUnterminatedStringIsAnError() {
        #expect(throws: SwiftLexer.Failure.self) { try SwiftLexer.tokens("let a = \"open\nlet b = 1") }
    }
}
