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

    /// The conformance comparison of this mode for a subject that declares `profile`, or `nil`
    /// for the exact one (whose implementation, `ExactComparison`, is the core's).
    public func conformance(profile: Profile?) -> ConformanceComparison? {
        switch self {
        case .exact: nil
        case .conformance(let windows): ConformanceComparison(windows: windows, profile: profile)
        }
    }
}

/// The time windows of the rule catalogue (`<tolerance kind="window">`), by rule id: how far from
/// the golden's time a normative event of that rule may come.
public struct ConformanceWindows: Sendable {
    package var byRule: [String: [Tolerance]]
    /// The dimensions of an implementation profile (issue 36, item 1): one tolerance per setting
    /// an implementation may choose (a window, range or alternatives), in catalogue order.
    package var dimensions: [Tolerance]

    package init(byRule: [String: [Tolerance]], dimensions: [Tolerance] = []) {
        self.byRule = byRule
        self.dimensions = dimensions
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
