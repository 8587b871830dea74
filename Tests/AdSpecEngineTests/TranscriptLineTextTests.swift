import AdSpecEngine
import Testing

/// `TranscriptFormat.line` writes its bytes into the string's storage and counts a printable-ASCII
/// subject's columns by its bytes: the same text as the interpolated line it replaced (below),
/// which pads by character count, for ASCII and for other subjects and events.
@Suite struct TranscriptLineTextTests {
    /// The line as it was written before session 22, by interpolation.
    static func interpolatedLine(time: String, subject: String, event: String) -> String {
        var time = time
        if time.count < 6 { time = String(repeating: " ", count: 6 - time.count) + time }
        var subject = subject
        if subject.count < TranscriptLine.subjectWidth {
            subject += String(repeating: " ", count: TranscriptLine.subjectWidth - subject.count)
        }
        return "\(time) ms  \(subject) \(event)"
    }

    static let subjects: [Subject] = [
        .step, .app, .note, .end, .log(.error), .log(.warning), .state("s"), .container("A"),
        .container("card-with-a-very-long-identifier"), .slider("S"), .bulk("b"), .model("m"), .adView("v"),
        .state(""), .container("exactly-7"), .state("12345678901"),
        // Not printable ASCII: columns counted as characters.
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
                    let expected = Self.interpolatedLine(
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
