/// An implementation of the binding under test that runs asynchronously, on whatever actor it
/// needs (issue 9, item 4): the protocol an SDK team implements, typically as a `@MainActor`
/// adapter over an SDK whose API is main-actor-isolated. Typed in (`ScenarioInput`: the app, its
/// network and its script) and typed out (`[TranscriptLine]`: who, what, when); the kit's async
/// entry point (`AdSpecConformance.run` in AdSpecKit) runs the corpus against it. A worked
/// example: `Examples/MyBindingConformance/`, and Documentation/YourImplementation.md.
///
///     @MainActor final class MyAdapter: AsyncBindingSubject {
///         nonisolated let name = "my-sdk"
///         func run(_ input: ScenarioInput) async throws(RunError) -> [TranscriptLine] { ... }
///     }
///
/// As with `BindingSubject`, the same input must give the same lines every time. `name` is read
/// from any thread: an actor-isolated type declares it `nonisolated`. A synchronous subject is
/// one too: its `run` witnesses this protocol's (`ReferenceEngine` conforms so), and any other
/// `BindingSubject` is wrapped by `SynchronousSubject`.
public protocol AsyncBindingSubject: Sendable {
    /// A short name for reports.
    var name: String { get }
    /// The lines of one scenario's run, or why it cannot be run or is refused (`RunError`).
    func run(_ input: ScenarioInput) async throws(RunError) -> [TranscriptLine]
}

/// Any synchronous `BindingSubject` (a mutant, the fault-injecting wrapper, a port) as an
/// `AsyncBindingSubject`.
public struct SynchronousSubject: AsyncBindingSubject {
    public var wrapped: any BindingSubject

    public init(_ wrapped: any BindingSubject) { self.wrapped = wrapped }

    public var name: String { wrapped.name }

    public func run(_ input: ScenarioInput) async throws(RunError) -> [TranscriptLine] {
        try wrapped.run(input)
    }
}

/// The reference engine's synchronous `run` is its asynchronous one too.
extension ReferenceEngine: AsyncBindingSubject {}
