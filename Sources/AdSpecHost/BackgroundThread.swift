import Foundation

/// APP-1: a call the app makes from a background thread (a step with `thread="background"`).
/// The binding's types are main-actor isolated (000: «NativeAdState и NativeAdContainer
/// изолированы на @MainActor»), so Swift 6 compiles no checked call to them off the main actor.
/// An app can still make one by escaping the isolation unchecked, as here: the main-actor
/// function value cast to a nonisolated type and called on a background queue. A synchronous
/// function does not switch to its actor when entered, so the call runs on that queue, and the
/// SDK sees at run time that it is off the main thread. An asynchronous one does switch (the
/// callee hops to its actor): no escape runs `loadImages()` or `loadAds` off the main actor, so
/// `Expressible.check` refuses those steps.
@MainActor
enum BackgroundThread {
    /// Calls `call` on a background queue; returns once it has returned.
    static func call(_ call: @escaping @MainActor () -> Void) async {
        let escaped = unsafeBitCast(call, to: (@Sendable () -> Void).self)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                escaped()
                done.resume()
            }
        }
    }

    /// `call` on a background queue when `offMainThread`, else here, on the main actor.
    static func call(_ call: @escaping @MainActor () -> Void, offMainThread: Bool) async {
        if offMainThread { await Self.call(call) } else { call() }
    }
}
