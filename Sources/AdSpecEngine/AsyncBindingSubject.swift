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
    /// The implementation's profile (issue 36, item 1): the value it has for each setting the
    /// documents leave open (Documentation/Settings.md), and which of them a scenario may set.
    /// `nil` (the default): the engine's defaults, every one configurable as the scenario says.
    var profile: Profile? { get }
}

extension AsyncBindingSubject {
    public var profile: Profile? { nil }
}

/// The reference engine with a profile of its own (issue 36): it runs each scenario with the
/// profile's values in place of the scenario's, except for the settings the profile declares
/// configurable, as an implementation with those constants would. The kit's tests hold it to
/// conformance mode at the corners of the profile space.
public struct ProfiledEngine: AsyncBindingSubject, BindingSubject {
    public var profile: Profile?
    public var engine: ReferenceEngine

    public init(profile: Profile, engine: ReferenceEngine = ReferenceEngine()) {
        self.profile = profile
        self.engine = engine
    }

    public var name: String { "reference(profiled)" }

    public func run(_ input: ScenarioInput) throws(RunError) -> [TranscriptLine] {
        var moved = input
        if let profile {
            // Its own values win over the scenario's unless it declares the setting configurable.
            moved.settings = profile.applied(to: input.settings, pinned: Array(profile.configurable))
        }
        return try engine.run(moved)
    }
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
