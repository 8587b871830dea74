import AdSpecEngine

/// How a scenario fails (issue 9, item 6): the golden line of the first event that cannot be
/// matched (exact mode: the first differing line; conformance mode: the first unmatched normative
/// event), and the rule of that event; or that it errors. An expected failure that records its
/// signature accepts only a failure with the same signature: failing differently is a failure.
///
/// Written in an expectations file as `line=17 rule=BIND-4`, or `status=error`.
public struct FailureSignature: Sendable, Hashable, CustomStringConvertible {
    /// The golden line (1-based) of the first unmatched event.
    public var line: Int?
    /// The catalogue rule of that event (`TranscriptLine.conformanceRule`).
    public var rule: String?
    /// The scenario errored instead of failing.
    public var errored: Bool

    public init(line: Int? = nil, rule: String? = nil, errored: Bool = false) {
        self.line = line
        self.rule = rule
        self.errored = errored
    }

    /// The fields as an expectations line writes them.
    public var tokens: [String] {
        if errored { return ["status=error"] }
        var tokens: [String] = []
        if let line { tokens.append("line=\(line)") }
        if let rule { tokens.append("rule=\(rule)") }
        return tokens
    }

    public var description: String { tokens.isEmpty ? "(any failure)" : tokens.joined(separator: " ") }

    /// Whether `actual` is a failure this (recorded) signature accepts: every field it records
    /// equals the actual one.
    public func accepts(_ actual: FailureSignature) -> Bool {
        if errored != actual.errored { return false }
        if let line, line != actual.line { return false }
        if let rule, rule != actual.rule { return false }
        return true
    }

    /// Reads `line=N`, `rule=R`, `status=error`; `nil` for a word that is none of them.
    package static func field(_ word: Substring, into signature: inout FailureSignature) -> Bool {
        let parts = word.split(separator: "=", maxSplits: 1)
        guard parts.count == 2 else { return false }
        switch parts[0] {
        case "line":
            guard let number = Int(parts[1]), number > 0 else { return false }
            signature.line = number
        case "rule": signature.rule = String(parts[1])
        case "status":
            guard parts[1] == "error" else { return false }
            signature.errored = true
        default: return false
        }
        return true
    }
}

extension TranscriptDocument {
    /// The number of header lines before the first event.
    package static let headerLineCount = 5
}
