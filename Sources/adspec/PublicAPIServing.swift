import AdSpecEngine
import Dispatch
import Foundation

#if canImport(AdSpecHostReference)
    import AdSpecHostReference
#endif

/// `adspec subject --public-api` (issue 37.3): the reference binding driven through the public
/// API (`PublicAPISubject`), served by the synchronous subject server. The host's code is
/// main-actor isolated, as the API is, so the server runs on a thread of its own and each scenario
/// waits for the main actor to run it; the main thread runs the main actor's work meanwhile.
enum PublicAPIServing {
    /// The subject, where the front end is built (Linux).
    static var subject: (any BindingSubject)? {
        #if canImport(AdSpecHostReference)
            return BlockingSubject(PublicAPISubject())
        #else
            return nil
        #endif
    }

    /// Runs `work` on another thread while the main thread serves the main actor; returns its result.
    static func offMainThread<T: Sendable>(_ work: @escaping () -> T) -> T {
        let result = Box<T>()
        // `work` runs on the other thread alone; this thread only waits for its result.
        let handOver = HandOver(work: work)
        let thread = Thread {
            result.set(handOver.work())
        }
        thread.start()
        while result.value == nil {
            // Only decides when to look again: nothing a run reports depends on it.
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
        return result.value!
    }
}

/// An asynchronous subject as a synchronous one, for a caller that is not on the main thread: the
/// run is started as a task and the caller's thread waits for it.
struct BlockingSubject<Wrapped: AsyncBindingSubject>: BindingSubject {
    let wrapped: Wrapped
    init(_ wrapped: Wrapped) { self.wrapped = wrapped }
    var name: String { wrapped.name }

    func run(_ input: ScenarioInput) throws(RunError) -> [TranscriptLine] {
        let result = Box<Result<[TranscriptLine], RunError>>()
        let done = DispatchSemaphore(value: 0)
        let wrapped = self.wrapped
        Task {
            do throws(RunError) {
                result.set(.success(try await wrapped.run(input)))
            } catch {
                result.set(.failure(error))
            }
            done.signal()
        }
        done.wait()
        return try result.value!.get()
    }
}

/// A value one thread sets and another reads.
final class Box<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: T?
    var value: T? { lock.withLock { stored } }
    func set(_ value: T) { lock.withLock { stored = value } }
}

/// A closure handed to another thread that alone calls it.
private struct HandOver<T>: @unchecked Sendable {
    let work: () -> T
}
