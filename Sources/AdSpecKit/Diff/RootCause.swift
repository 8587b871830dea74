import AdSpecHarness
/// What a first difference says, without where it happened: the words that changed in the
/// diverging event, so that scenarios broken by one engine bug share it and are reported once
/// ("18 scenarios: `below 50%` became `below 60%`"). Names the rule of the diverging event.
public struct RootCause: Sendable, Hashable, CustomStringConvertible {
    /// "`below 50%` became `below 60%`", "`container A onAdImpression` moved by +1000 ms", ...
    public var summary: String
    /// The change alone, without context ("`50%` became `60%`"): what failures are grouped by,
    /// since one bug changes the same words in lines that otherwise differ.
    public var change: String
    public var rule: String?
    /// The rule and kind of the diverging event (`IMG-2 container draws`): failures that share it
    /// are one root cause too, whatever their payloads (one engine change that draws every image
    /// early changes `icon=`, `favicon=` and `media=` with a different file name in each scenario).
    public var kind: String?

    public init(summary: String, change: String? = nil, rule: String?, kind: String? = nil) {
        self.summary = summary
        self.change = change ?? summary
        self.rule = rule
        self.kind = kind
    }

    public init(_ first: FirstDifference) {
        let rule = first.rule
        self.rule = rule
        kind = first.kind.map { kind in rule.map { "\($0) \(kind)" } ?? kind }
        if let moved = first.moved {
            let delta = moved.toMs - moved.fromMs
            summary = "`\(moved.event)` moved by \(delta > 0 ? "+" : "")\(delta) ms"
        } else if let expected = first.expected, let actual = first.actual {
            let words = Self.changedWords(
                TranscriptLayout.body(of: Substring(expected)), TranscriptLayout.body(of: Substring(actual)))
            summary = "`\(ASCII.escaped(words.old))` became `\(ASCII.escaped(words.new))`"
            change = "`\(ASCII.escaped(words.bareOld))` became `\(ASCII.escaped(words.bareNew))`"
            return
        } else if let expected = first.expected {
            summary = "`\(ASCII.escaped(TranscriptLayout.body(of: Substring(expected))))` is missing"
        } else if let actual = first.actual {
            summary = "unexpected `\(ASCII.escaped(TranscriptLayout.body(of: Substring(actual))))`"
        } else {
            summary = "the transcripts differ"
        }
        change = summary
    }

    public var description: String { summary + (rule.map { " (rule \($0))" } ?? "") }

    /// The part of two lines that differs, a word at a time, with the word before it for context
    /// when the change is a bare number or symbol: ("below 50%", "below 60%").
    static func changedWords(_ old: String, _ new: String) -> (old: String, new: String, bareOld: String, bareNew: String) {
        let a = tokens(old)
        let b = tokens(new)
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        var start = prefix
        let middle = a[prefix..<(a.count - suffix)] + b[prefix..<(b.count - suffix)]
        let wordy = middle.contains { $0.contains { $0.isLetter } }
        if !wordy, start > 0 {
            start -= 1
            // Skip back over punctuation to the nearest word.
            while start > 0 && !a[start].contains(where: { $0.isLetter || $0.isNumber }) { start -= 1 }
        }
        func join(_ words: ArraySlice<String>) -> String {
            var text = ""
            for word in words {
                let attaches = word.count == 1 && ",;:.)]".contains(word)
                if !text.isEmpty && !attaches && !text.hasSuffix("(") && !text.hasSuffix("[") { text += " " }
                text += word
            }
            return text
        }
        return (
            join(a[start..<(a.count - suffix)]), join(b[start..<(b.count - suffix)]),
            join(a[prefix..<(a.count - suffix)]), join(b[prefix..<(b.count - suffix)])
        )
    }

    /// Words (letters, digits and `.%#_-=` runs) and single punctuation marks.
    static func tokens(_ text: String) -> [String] {
        var result: [String] = []
        var word = ""
        for character in text {
            if character == " " {
                if !word.isEmpty { result.append(word) }
                word = ""
            } else if character.isLetter || character.isNumber || "%#_-=.'\"".contains(character) {
                word.append(character)
            } else {
                if !word.isEmpty { result.append(word) }
                word = ""
                result.append(String(character))
            }
        }
        if !word.isEmpty { result.append(word) }
        // A sentence's full stop is punctuation, a decimal point is not.
        return result.flatMap { token -> [String] in
            if token.count > 1, token.hasSuffix(".") { return [String(token.dropLast()), "."] }
            return [token]
        }
    }
}
