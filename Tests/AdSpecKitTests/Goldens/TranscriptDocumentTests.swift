import AdSpecEngine
import AdSpecKit
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
}
