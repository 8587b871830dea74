/// Reads the structure of a transcript's lines: the header (leading `#` lines), then events, each
/// stamped `"%6d ms  ..."`. Used to label diffs by event index and engine time.
struct TranscriptLayout {
    var lines: [TranscriptDiff.Line]
    var headerCount: Int

    init(lines: [TranscriptDiff.Line]) {
        self.lines = lines
        headerCount = lines.prefix { $0.text.hasPrefix("#") }.count
    }

    /// 1-based index of the event on 0-based line `index`, or `nil` for a header line.
    func eventIndex(ofLine index: Int) -> Int? {
        index >= headerCount ? index - headerCount + 1 : nil
    }

    /// "event 7 at 1100 ms", "event 7" when the line has no time stamp, or "header".
    func label(ofLine index: Int) -> String {
        guard let event = eventIndex(ofLine: index) else { return "header" }
        if let time = Self.time(of: lines[index].text) { return "event \(event) at \(time) ms" }
        return "event \(event)"
    }

    /// The engine time a line is stamped with.
    static func time(of line: Substring) -> Int? {
        let trimmed = line.drop { $0 == " " }
        let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, trimmed.dropFirst(digits.count).hasPrefix(" ms") else { return nil }
        return Int(digits)
    }

    /// What happened, without the time: "container A onAdImpression" (runs of spaces collapsed).
    static func body(of line: Substring) -> String {
        var rest = line.drop { $0 == " " }
        if time(of: line) != nil {
            rest = rest.drop { $0.isNumber }.dropFirst(" ms".count)
        }
        return rest.collapsingWhitespace(where: { $0 == " " })
    }
}
