import AdSpecEngine
import Foundation

/// How a subject's transcript is compared with a golden (issue 9, item 3;
/// Documentation/Conformance.md).
public enum ComparisonMode: Sendable {
    /// Byte for byte, every line: the reference engine's own regression suite and its mutants.
    case exact
    /// The normative projection, with the catalogue's windows and the partial order: any other
    /// implementation of the binding.
    case conformance(ConformanceWindows)

    /// `exact` or `conformance`, as `adspec verify --mode` spells it.
    public var name: String {
        switch self {
        case .exact: "exact"
        case .conformance: "conformance"
        }
    }

    public static let names = ["exact", "conformance"]
}

/// The time windows of the rule catalogue (`<tolerance kind="window">`), by rule id: how far from
/// the golden's time a normative event of that rule may come.
public struct ConformanceWindows: Sendable {
    package var byRule: [String: [Tolerance]]

    package init(byRule: [String: [Tolerance]]) {
        self.byRule = byRule
    }

    /// No windows: every normative event at the golden's time exactly.
    public static let none = ConformanceWindows(byRule: [:])

    /// The window that applies to an event of `rule`: with more than one (IMP-1's dwell and video
    /// dwell), the one whose setting has the value `engineDelayMs` (the reference engine's own
    /// delay for this event, when known), else the first.
    package func window(rule: String, settings: Settings, engineDelayMs: Int?) -> Tolerance? {
        guard let windows = byRule[rule], let first = windows.first else { return nil }
        if let engineDelayMs, let match = windows.first(where: { $0.value(in: settings) == Double(engineDelayMs) }) {
            return match
        }
        return first
    }
}
