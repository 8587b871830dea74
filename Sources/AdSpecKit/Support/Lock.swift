import Foundation

/// A value guarded by a lock, with `Synchronization.Mutex`'s `withLock` shape. The kit's own
/// rather than `Mutex` so that the package's platform floor is not macOS 15 / iOS 18, which
/// `Mutex` alone would set (issue 37, item 1: the lowest floor the kit's APIs allow;
/// Documentation/YourImplementation.md#platforms). `NSLock` exists on every platform the kit
/// names; the value is reached only inside `withLock`, which is what makes the type Sendable.
package final class Lock<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    /// Runs `body` with the value, the lock held; the lock is given back however `body` ends.
    package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
