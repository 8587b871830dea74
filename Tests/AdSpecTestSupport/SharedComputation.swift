import AdSpecKit
import Foundation

/// A value that several tests share, computed once on a thread of its own while the tests that
/// need it wait without holding a thread (issue 39, item 2). A `static let` computed on first use
/// blocks every test thread that reaches it until it is done; Swift Testing runs tests on a pool
/// as wide as the machine has cores (two here), so one long initializer held the whole pool, and
/// every trivial test reported the whole run as its time.
public final class SharedComputation<Value: Sendable>: Sendable {
    private enum State {
        case idle
        case running([CheckedContinuation<Value, Never>])
        case done(Value)
    }

    private let state = Lock<State>(.idle)
    private let body: @Sendable () -> Value

    public init(_ body: @escaping @Sendable () -> Value) { self.body = body }

    /// The value: computed by the first caller's request on a new thread, then kept.
    public var value: Value {
        get async {
            await withCheckedContinuation { (continuation: CheckedContinuation<Value, Never>) in
                let (start, ready): (Bool, Value?) = state.withLock { state in
                    switch state {
                    case .idle:
                        state = .running([continuation])
                        return (true, nil)
                    case .running(let waiting):
                        state = .running(waiting + [continuation])
                        return (false, nil)
                    case .done(let value):
                        return (false, value)
                    }
                }
                if let ready { continuation.resume(returning: ready) }
                guard start else { return }
                let thread = Thread { [self] in
                    let value = body()
                    let waiting = state.withLock { state -> [CheckedContinuation<Value, Never>] in
                        defer { state = .done(value) }
                        if case .running(let waiting) = state { return waiting }
                        return []
                    }
                    for waiter in waiting { waiter.resume(returning: value) }
                }
                // The corpus's deepest scenarios recurse in the loader and the engine.
                thread.stackSize = 16 << 20
                thread.start()
            }
        }
    }
}

/// The checks too slow for the edit-test loop (issue 39, item 2): they run when
/// `ADSPEC_SLOW_CHECKS=1`, which `.ci/run` sets for its `swift test`; otherwise each says it is
/// skipped and why.
public enum SlowChecks {
    public static let variable = "ADSPEC_SLOW_CHECKS"

    public static var enabled: Bool { ProcessInfo.processInfo.environment[variable] == "1" }

    /// The reason shown for a skipped slow check (`.enabled(if: SlowChecks.enabled, Comment(rawValue: SlowChecks.reason))`).
    public static let reason = "a slow check: runs with ADSPEC_SLOW_CHECKS=1 (CI sets it: .ci/run)"

    /// The reason shown for a skipped slow check, saying what it does and what of it the default
    /// loop still checks: `.enabled(if: SlowChecks.enabled, Comment(rawValue: SlowChecks.reason("...")))`.
    public static func reason(_ what: String) -> String { "\(what): \(reason)" }
}
