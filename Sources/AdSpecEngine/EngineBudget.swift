/// How much work one run may do, counted in engine events so that the limit is deterministic (the
/// same scenario ends at the same place on every machine, whatever its speed), never in wall time.
///
/// Engine events: each step performed, each timer fired, each re-evaluation of the screen, each
/// node laid out in a re-evaluation (the work of a re-evaluation grows with the screen), and each
/// child and item a lazy stack scans when it is laid out, or measures (`LayoutContext.charge`). A
/// run that goes over the budget stops there and fails with a `RunError`, which the kit reports as
/// an ERROR of that scenario; the other scenarios run as usual.
struct EngineBudget {
    let limit: Int
    private(set) var used = 0

    init(limit: Int) { self.limit = limit }

    var exceeded: Bool { used > limit }

    mutating func spend(_ events: Int) {
        let (sum, overflow) = used.addingReportingOverflow(events)
        used = overflow ? .max : sum
    }
}

extension ReferenceEngine {
    /// The default budget of one run, in engine events: 1,000,000, over 300 times what the
    /// largest scenario in `Specs/` takes (2,627, layout/lazy-cache-long-feed, its lazy stack's
    /// scans counted: LazyLayoutEquivalenceTests). Documented in
    /// Documentation/Settings.md, "Engine budget".
    public static let defaultEventBudget = 1_000_000
}
