import AdSpecEngine
import Foundation

/// APP-1: «Все вызовы методов Yandex Mobile Ads SDK необходимо выполнять из главного потока»
/// (000, 001). The reference binding looks, as an SDK does at run time, at the thread an SDK call
/// comes from. A synchronous main-actor method can be reached off the main thread only through an
/// unchecked escape from the actor (Swift 6 compiles no checked call), and runs there: such a call
/// is refused, and the engine logs the error (`Step.offMainThread`).
enum MainThread {
    /// The main queue's mark. The main actor runs its work on the main queue, which is not always
    /// drained by the main thread (on Linux, after `dispatchMain()`, a worker thread drains it).
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main thread or the main queue.
    static var isCurrent: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var refusedCalls: [Step] = []

    /// Records a call made off the main thread, from the thread that made it; the recorder (on the
    /// main actor) takes it before the next call it records, so the script keeps the calls' order.
    static func refuse(_ action: Action) {
        lock.withLock { refusedCalls.append(Step(action, offMainThread: true)) }
    }

    /// The calls refused since the last time, in the order they were made.
    static func takeRefused() -> [Step] {
        lock.withLock {
            defer { refusedCalls = [] }
            return refusedCalls
        }
    }
}
