import Dispatch

/// Runs work items across cores and hands the results back in input order, so that what a
/// caller prints is the same, byte for byte, as a serial run's.
package enum ParallelMap {
    /// Calls `body` on every item on up to `jobs` threads; `emit` receives each result in input
    /// order, one at a time, as soon as every earlier result is in. Returns all results in order.
    package static func run<Item: Sendable, Result: Sendable>(
        _ items: [Item], jobs: Int, body: @Sendable (Item) -> Result, emit: @Sendable (Int, Result) -> Void = { _, _ in }
    ) -> [Result] {
        let state = Lock(ProgressState<Result>(results: Array(repeating: nil, count: items.count)))
        let workers = max(1, min(jobs, items.count))
        @Sendable func work() {
            while true {
                let index: Int? = state.withLock { state in
                    guard state.nextToStart < items.count else { return nil }
                    defer { state.nextToStart += 1 }
                    return state.nextToStart
                }
                guard let index else { return }
                let result = body(items[index])
                state.withLock { state in
                    state.results[index] = result
                    while state.nextToEmit < items.count, let ready = state.results[state.nextToEmit] {
                        emit(state.nextToEmit, ready)
                        state.nextToEmit += 1
                    }
                }
            }
        }
        if workers == 1 {
            work()
        } else {
            DispatchQueue.concurrentPerform(iterations: workers) { _ in work() }
        }
        return state.withLock { state in state.results.map { $0! } }
    }
}

private struct ProgressState<Result> {
    var results: [Result?]
    var nextToEmit = 0
    var nextToStart = 0
}
