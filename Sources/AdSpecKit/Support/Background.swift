import Dispatch
import Foundation

/// One value worked out on a thread of its own while the caller goes on (issue 15: the catalogue
/// and the goldens folder's scan beside the corpus load, when a run has more than one job).
/// `wait()` blocks until it is there; it can be called any number of times, from any thread.
final class Background<Value: Sendable>: Sendable {
    private let value = Lock<Value?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            let result = work()
            value.withLock { $0 = result }
            finished.signal()
        }
        thread.start()
    }

    /// The value, once the thread is done.
    func wait() -> Value {
        finished.wait()
        finished.signal()
        return value.withLock { $0! }
    }
}
