import AdSpecHarness
import AdSpecKit
import AdSpecTestSupport
import Foundation
import Testing

/// Every diagnostic is one line, even when libxml2's message quotes a value with line breaks.
@Suite struct OneLineDiagnosticTests {
    @Test func aValueWithLineBreaksStaysOnOneLine() throws {
        let corpus = try SmallCorpus(scenarios: 1)
        let file = try #require(Corpus.scenarioFiles(in: corpus.specs).first)
        var text = try String(contentsOf: file, encoding: .utf8)
        let wait = try #require(text.range(of: #"<wait ms="\d+"/>"#, options: .regularExpression))
        // A character reference survives attribute normalisation: libxml2 quotes a real newline,
        // a tab and a carriage return in its message.
        text.replaceSubrange(wait, with: #"<wait ms="20&#10;&#10;0&#9;0&#13;"/>"#)
        try Data(text.utf8).write(to: file)
        for command in ["verify", "list"] {
            let output = try corpus.run([command])
            #expect(output.status == 2, "\(command): \(output.stdout)\(output.stderr)")
            let lines = output.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(lines.count == 1, "\(command): \(output.stderr)")
            let line = String(lines.first ?? "")
            #expect(line.range(of: #"^Specs/.*\.xml:\d+:\d+: error: "#, options: .regularExpression) != nil, "\(line)")
            #expect(line.contains("'20 0 0 '"), "\(line)")
        }
        #expect(corpus.goldenFiles().isEmpty)
    }

    @Test func controlCharactersAreCollapsedOrEscaped() {
        let diagnostic = Diagnostic(path: "a.xml", line: 3, column: 4, message: "bad 'x\n\n  y'\t z\u{1B}[31m\u{7F}\r\n")
        #expect(diagnostic.description == "a.xml:3:4: error: bad 'x y' z\\u{1B}[31m\\u{7F}")
        #expect(Diagnostic(path: "a", line: 1, column: 1, message: "plain  two spaces").message == "plain  two spaces")
        #expect(Diagnostic(path: "a", line: 1, column: 1, message: "\nlead\u{2028}sep").message == "lead sep")
        var changed = diagnostic
        changed.message = "set\nlater"
        #expect(changed.description == "a.xml:3:4: error: set later")
    }
}
