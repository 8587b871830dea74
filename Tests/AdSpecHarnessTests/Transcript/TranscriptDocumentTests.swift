import AdSpecEngine
import AdSpecHarness
import AdSpecKit
import AdSpecTestSupport
import Testing

@Suite struct TranscriptDocumentTests {
    /// The file of typed lines, written into one buffer, is the document of the lines' rendered
    /// text: the same padding by characters and the same escapes.
    @Test func typedLinesWriteTheDocumentOfTheirRenderedText() {
        let lines = [
            TranscriptLine(timeMs: 0, subject: .state("s"), event: .end),
            TranscriptLine(timeMs: 12_345_678, subject: .container("card-with-a-very-long-id"), event: .note("x")),
            TranscriptLine(timeMs: 7, subject: .state("карточка"), event: .note("«к» —\tand\nnewline")),
            TranscriptLine(timeMs: -3, subject: .adView("\u{301}v"), event: .note("")),
            TranscriptLine(timeMs: 5, subject: .log(.warning), event: .bound(ad: "ad-1", views: [.title, .icon])),
        ]
        let header = ["# adspec transcript v1", "# scenario x"]
        let document = TranscriptDocument(
            scenarioID: "x", sourcePath: "", sourceHash: "", title: "", rules: [], events: lines.map(\.rendered))
        #expect(TranscriptDocument.text(header: document.header, lines: lines) == document.text)
        #expect(TranscriptDocument.text(header: header, lines: []) == header.map { $0 + "\n" }.joined())
    }

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

    /// Every header field is escaped as an event line is; no rules make an empty `# covers`.
    @Test func headerFieldsAreEscaped() {
        let cases: [(rules: [String], covers: String)] = [
            ([], "# covers \n"), (["A-1"], "# covers A-1\n"), (["A-1", "B\u{301}-2"], "# covers A-1 B\\u{301}-2\n"),
        ]
        for (rules, covers) in cases {
            let document = TranscriptDocument(
                scenarioID: "x/\u{E9}", sourcePath: "Specs/\u{E9}.xml", sourceHash: "h\n", title: "Карточка\tно\u{7F}",
                rules: rules, events: [])
            #expect(document.text.utf8.allSatisfy { $0 < 0x80 })
            #expect(document.text.contains("# scenario x/\\u{E9}\n# source Specs/\\u{E9}.xml sha256=h\\u{A}\n"))
            #expect(document.text.contains("# title \\u{41A}"))
            #expect(document.text.hasSuffix(covers))
        }
    }
}
