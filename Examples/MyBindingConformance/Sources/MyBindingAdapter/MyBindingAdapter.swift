import AdSpecEngine

/// An adapter that holds an implementation of the binding to the adspec corpus, shaped as an SDK
/// team would write it: the SDK's API is main-actor-isolated, so the adapter is too.
///
/// For each scenario the kit calls `run` with the scenario's input (`ScenarioInput`: the app's
/// states, containers and views, the simulated network's ad units, and the script of steps) and
/// the adapter answers what the app observed, as typed lines (`TranscriptLine`: engine time in
/// ms, who, what). In conformance mode only normative events count (Documentation/Conformance.md):
/// phases, requests, what a container shows, what each primitive is given, callbacks with their
/// payloads, logged categories; times may move within the catalogue's windows.
///
/// This example has no SDK of its own: the kit's reference engine stands in for it, and the
/// adapter keeps only what an app could observe through the SDK's public API, as a real
/// adapter would report it.
@MainActor public final class MyBindingAdapter: AsyncBindingSubject {
    /// Read from any thread by the kit's reports: not isolated.
    public nonisolated let name = "my-binding"

    /// Stands in for your SDK. A real adapter holds what it needs to drive it: a test clock, a
    /// stub network serving `input.network`, a host for the views.
    private let sdk = ReferenceEngine()

    public init() {}

    public func run(_ input: ScenarioInput) async throws(RunError) -> [TranscriptLine] {
        // On the main actor, as the SDK requires.
        MainActor.assertIsolated()
        // A real adapter: build `input.app` with the SDK's states and containers, serve
        // `input.network` from a stub, play `input.script` step by step on a test clock, and
        // record every callback, phase change and log line as a TranscriptLine. An app the SDK's
        // API cannot express is `throw RunError(..., kind: .apiRefused(rule:))`.
        let observed = try sdk.run(input)
        // What the SDK's public surface lets an app see; the engine's narration is not part of it.
        return observed.filter(\.event.isNormative)
    }
}
