@testable import AdSpecEngine
import Testing

/// `TranscriptFormat.line` writes a line of printable-ASCII subject byte by byte; any other
/// subject goes through `interpolatedLine`, which pads by character count. The two give the same
/// text wherever the fast path is taken, and the general path keeps its own padding elsewhere.
@Suite struct TranscriptLineTextTests {
    static let subjects: [Subject] = [
        .step, .app, .note, .end, .log(.error), .log(.warning), .state("s"), .container("A"),
        .container("card-with-a-very-long-identifier"), .slider("S"), .bulk("b"), .model("m"), .adView("v"),
        .state(""), .container("exactly-7"), .state("12345678901"),
        // Not printable ASCII: the general path.
        .state("карточка"), .container("é"), .container("e\u{301}"), .state("a\r\nb"), .state("tab\there"),
        .state("del\u{7F}"), .adView("🙂"),
    ]
    static let events: [TranscriptEvent] = [
        .end, .note("plain"), .note(""), .note("Карточка — «кавычки»"), .note("tab\tand\nnewline"),
        .note("trailing space "), .app(.sdkInitialized),
    ]
    static let times = [0, 5, 42, 999_999, 1_000_000, 12_345_678_901, -1, -12_345, Int.max, Int.min]

    @Test func theLineEqualsTheInterpolatedOneForEveryTimeSubjectAndEvent() {
        for time in Self.times {
            for subject in Self.subjects {
                for event in Self.events {
                    let line = TranscriptLine(timeMs: time, subject: subject, event: event)
                    let expected = TranscriptFormat.interpolatedLine(
                        time: String(time), subject: TranscriptFormat.text(of: subject),
                        event: TranscriptFormat.text(of: event))
                    #expect(TranscriptFormat.line(line) == expected, "\(time) \(subject) \(event)")
                }
            }
        }
    }

    @Test func columnsAreAsTheGoldensHaveThem() {
        #expect(TranscriptFormat.line(.init(timeMs: 0, subject: .end, event: .end)) == "     0 ms  end               script finished")
        #expect(
            TranscriptFormat.line(.init(timeMs: 1_234_567, subject: .container("card-with-a-long-id"), event: .note("x")))
                == "1234567 ms  container card-with-a-long-id x")
        #expect(TranscriptFormat.line(.init(timeMs: -3, subject: .state("s"), event: .note(""))) == "    -3 ms  state s           ")
        // Padded by characters, not bytes: eight Cyrillic letters are eight columns, CR LF one.
        #expect(
            TranscriptFormat.line(.init(timeMs: 7, subject: .state("карточка"), event: .note("é")))
                == "     7 ms  state карточка    é")
        #expect(
            TranscriptFormat.line(.init(timeMs: 7, subject: .state("a\r\nb"), event: .note("n")))
                == "     7 ms  state a\r\nb         n")
    }
}
