import Synchronization

/// Values kept until the process exits, never freed: what a command of `adspec` built and no
/// longer reads, handed over just before the process exits (`Context.exitsAfterCommand`), so
/// that the exit does not wait for it to be taken apart first (as `clang -disable-free` does).
///
/// Only a process about to exit may keep anything here: in any other (the kit's tests run
/// verifications in-process, one after another) every value kept would be memory lost for good.
package enum ProcessLifetime {
    private static let kept = Mutex<[any Sendable]>([])

    /// Keeps `value` alive until the process exits.
    package static func keep(_ value: any Sendable) {
        kept.withLock { $0.append(value) }
    }
}
