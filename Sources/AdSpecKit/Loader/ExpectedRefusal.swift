import AdSpecEngine

/// `<expect-refusal phase="schema|loader|api" rule="SLD-5">fragment</expect-refusal>`: the
/// scenario is negative (test262's `negative:`): its correct outcome is to be refused, by the
/// schema, by the loader, or by the binding's API surface (the subject under test throws
/// `RunError` with `kind: .apiRefused(rule:)`). It passes when refused as expected, the rule
/// matching (for `api`) and the message containing the fragment; its golden holds the refusal
/// line(s). Refused otherwise, or not refused at all, it fails and is never recorded.
public struct ExpectedRefusal: Sendable, Hashable {
    public enum Phase: String, Sendable, Hashable, CaseIterable {
        /// `Specs/scenario.xsd` refuses the file.
        case schema
        /// The loader refuses it (references, places, settings), after the schema accepted it.
        case loader
        /// The file loads; the subject refuses the app it describes: the binding's API has no such
        /// modifier or initialiser. Judged against the subject, so every implementation is checked.
        case api
    }

    public var phase: Phase
    /// The rule the refusal pins; one of the scenario's `<covers>`.
    public var rule: String
    /// Text the refusal's message must contain (whitespace collapsed; empty: any message).
    public var fragment: String
    /// Where the element is, for messages.
    public var line: Int
    public var column: Int

    public init(phase: Phase, rule: String, fragment: String, line: Int = 1, column: Int = 1) {
        self.phase = phase
        self.rule = rule
        self.fragment = fragment
        self.line = line
        self.column = column
    }

    /// The element of a scenario's root, when it has one with a known phase and a rule.
    static func read(_ root: XMLElementNode) -> ExpectedRefusal? {
        guard let element = root.child(named: "expect-refusal"),
            let phase = element["phase"].flatMap(Phase.init(rawValue:)), let rule = element["rule"]
        else { return nil }
        return ExpectedRefusal(
            phase: phase, rule: rule.trimmingWhitespace(),
            fragment: element.text.collapsingWhitespace(where: \.isXMLSpace), line: element.line, column: element.column)
    }

    /// Whether `message` is the refusal expected.
    public func matches(message: String) -> Bool {
        fragment.isEmpty || message.collapsingWhitespace(where: \.isXMLSpace).contains(fragment)
    }

    /// `api SLD-5 "no onAdClick"`, for messages.
    public var summary: String {
        "\(phase.rawValue) \(rule)" + (fragment.isEmpty ? "" : " \"\(fragment)\"")
    }
}
