import AdSpecEngine
import AdSpecHarness
import AdSpecKit
import AdSpecTestSupport
import Testing

@Suite struct TranscriptDocumentTests {
    @Test func rendersHeaderThenEventsWithTrailingNewline() {
        let document = TranscriptDocument(
            scenarioID: "native/hidden-vs-opacity", sourcePath: "Specs/native/hidden-vs-opacity.xml",
            sourceHash: "0123abcd", title: "Hidden vs opacity", rules: ["BIND-4", "IMP-2"],
            events: [
                TranscriptLine(timeMs: 0, subject: .state("s"), event: .note("phase idle -> loading")).rendered,
                TranscriptLine(timeMs: 2120, subject: .container("A"), event: .note("onAdBindingFailure")).rendered,
            ])
        #expect(
            document.text == """
                # adspec transcript v1
                # scenario native/hidden-vs-opacity
                # source Specs/native/hidden-vs-opacity.xml sha256=0123abcd
                # title Hidden vs opacity
                # covers BIND-4 IMP-2
                     0 ms  state s           phase idle -> loading
                  2120 ms  container A       onAdBindingFailure

                """)
        let header = GoldenHeader(parsing: document.text)
        #expect(header.format == "adspec transcript v1")
        #expect(header.scenarioID == "native/hidden-vs-opacity")
        #expect(header.sourcePath == "Specs/native/hidden-vs-opacity.xml")
        #expect(header.sourceHash == "0123abcd")
    }

    @Test func onlyAsciiIsWritten() {
        let document = TranscriptDocument(
            scenarioID: "x", sourcePath: "Specs/x.xml", sourceHash: "0", title: "Карточка\tно\u{7F}", rules: [],
            events: ["   0 ms  note          phase idle → loading\nnext"])
        #expect(document.text.utf8.allSatisfy { $0 < 0x80 })
        #expect(document.text.contains("# title \\u{41A}"))
        #expect(document.text.contains("idle \\u{2192} loading\\u{A}next\n"))
        #expect(document.text.split(separator: "\n").count == 6)
    }

    /// `TranscriptDocument.text(scenario:sourcePath:lines:)`, which writes the engine's lines
    /// straight into the file's bytes, gives the text of the document made from the same lines.
    @Test func textFromLinesIsTheDocumentsText() throws {
        let scenarios = try Corpus.load(specsDirectory: Repository.specs).scenarios.filter {
            $0.loadRefusal.isEmpty && $0.expectedRefusal == nil
        }
        #expect(scenarios.count > 10)
        for (index, scenario) in scenarios.enumerated() where index % 7 == 0 {
            let lines = try ReferenceEngine().run(scenario.input)
            let path = "Specs/\(scenario.id).xml"
            #expect(
                TranscriptDocument.text(scenario: scenario, sourcePath: path, lines: lines)
                    == TranscriptDocument(scenario: scenario, sourcePath: path, lines: lines).text)
        }
        // Fields and lines that need escaping, and no rules at all.
        var odd = LoadedScenario(
            id: "x/\u{E9}", title: "Карточка\tно\u{7F}", rules: [], path: "Specs/x.xml", sourceHash: "h\n",
            input: scenarios[0].input)
        let lines = [
            TranscriptLine(timeMs: 0, subject: .state("s"), event: .note("phase idle \u{2192} loading\nnext")),
            TranscriptLine(timeMs: 12, subject: .note, event: .note("")),
            TranscriptLine(timeMs: -3, subject: .model("\u{1F600}"), event: .note("\u{0}")),
        ]
        for rules in [[], ["A-1"], ["A-1", "B\u{301}-2"]] {
            odd.rules = rules
            let text = TranscriptDocument.text(scenario: odd, sourcePath: "Specs/\u{E9}.xml", lines: lines)
            #expect(text == TranscriptDocument(scenario: odd, sourcePath: "Specs/\u{E9}.xml", lines: lines).text)
            #expect(Array(text.utf8) == Array(TranscriptDocument(scenario: odd, sourcePath: "Specs/\u{E9}.xml", lines: lines).text.utf8))
        }
        #expect(TranscriptDocument.text(scenario: odd, sourcePath: "", lines: []).hasSuffix("# covers A-1 B\\u{301}-2\n"))
    }

    /// The word-at-a-time check says what the byte-at-a-time one says: every byte value at every
    /// position of printable runs of every length up to 24.
    @Test func printableASCIICheckIsTheByteCheck() {
        for length in 0...24 {
            let printable = (0..<length).map { UInt8(0x20 + ($0 * 7) % 0x5F) }
            #expect(printable.withUnsafeBufferPointer(ASCII.isPrintable))
            for position in 0..<length {
                for value in 0...255 {
                    var bytes = printable
                    bytes[position] = UInt8(value)
                    let expected = bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
                    #expect(bytes.withUnsafeBufferPointer(ASCII.isPrintable) == expected)
                }
            }
        }
    }
}
