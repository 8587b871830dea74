import AdSpecAds
import AdSpecEngine
import AdSpecHost
import SwiftUI

/// The reference binding's `ScenarioDriver` (issue 37.3): the ad API records the app's calls and
/// renders (`ReferenceSession`), the script's time, taps, scrolls and lifecycle become the
/// engine's steps, the network is the scenario's own (`input.adUnits`), and what the app observes
/// is the reference engine's transcript of that run.
@MainActor
public final class ReferenceDriver: ScenarioDriver {
    private let session = ReferenceSession()
    private var input: ScenarioInput?
    private var render: (@MainActor (String) async throws(HostError) -> Void)?
    private var rerender: (@MainActor (String) async throws(HostError) -> Void)?

    public init() {}

    public func begin(_ input: ScenarioInput) async throws(RunError) {
        self.input = input
        await session.begin(serving: input.adUnits)
    }

    public func willMakeState(named name: String) { session.nameNextState(name) }
    public func willLoadBatch(named name: String) { session.nameNextBatch(name) }

    public func show<Root: View>(_ root: Root) async throws(RunError) {
        let session = self.session
        render = { step throws(HostError) in try await session.render(root, step: step) }
        rerender = { step throws(HostError) in try await session.rerender(root, step: step) }
        try await run(render, "the first render", step: nil)
    }

    public func wait(ms: Int, step: Int) async throws(RunError) { session.record(.wait(ms: ms)) }
    public func tap(node: String, step: Int) async throws(RunError) { session.record(.tap(node: node)) }
    public func scroll(node: String, offset: Double, step: Int) async throws(RunError) {
        session.record(.scroll(node: node, offset: offset))
    }
    public func background(step: Int) async throws(RunError) { session.record(.background) }
    public func foreground(step: Int) async throws(RunError) { session.record(.foreground) }
    public func initializeSDK(step: Int) async throws(RunError) { session.record(.initializeSDK) }
    public func update(step: Int) async throws(RunError) { try await run(render, "step \(step + 1)", step: step) }
    public func rerender(step: Int) async throws(RunError) { try await run(rerender, "step \(step + 1)", step: step) }
    /// The app reads the video state its `Media` overlay received (VID-2): the reference binding
    /// names the video by the state itself, and the engine writes what it holds at that point.
    public func readVideo(_ video: NativeAdVideoState, node: String, step: Int) async throws(RunError) { session.read(video) }

    public func abandon() { session.end() }

    public func finish() async throws(RunError) -> [TranscriptLine] {
        defer { session.end() }
        guard let input else { throw RunError(stepIndex: nil, message: "the driver was not begun") }
        let rebuilt: ScenarioInput
        do throws(HostError) {
            rebuilt = try session.input(
                id: input.id, settings: input.settings, adUnits: input.adUnits, hasSKAdNetworkItems: input.app.hasSKAdNetworkItems,
                sdkInitialized: input.app.sdkInitialized, screenWidth: input.app.screenWidth, screenHeight: input.app.screenHeight)
        } catch {
            throw RunError(stepIndex: nil, message: error.description)
        }
        return try ReferenceEngine().run(rebuilt)
    }

    private func run(
        _ body: (@MainActor (String) async throws(HostError) -> Void)?, _ name: String, step: Int?
    ) async throws(RunError) {
        guard let body else { throw RunError(stepIndex: step, message: "the app was not shown") }
        do throws(HostError) {
            try await body(name)
        } catch {
            throw RunError(stepIndex: step, message: error.description)
        }
    }
}

/// The reference binding driven through the public API (`adspec subject --public-api`): each
/// scenario's app is built by `ScenarioHost` and run by a fresh `ReferenceDriver`.
public struct PublicAPISubject: AsyncBindingSubject {
    public init() {}
    public var name: String { "public-api" }

    public func run(_ input: ScenarioInput) async throws(RunError) -> [TranscriptLine] {
        try await Self.run(input)
    }

    @MainActor static func run(_ input: ScenarioInput) async throws(RunError) -> [TranscriptLine] {
        // Source 003's flow alone: its app is GMAScenarioApp's (issue 37 items 2-3); an app of
        // both SDKs stays ScenarioHost's, which refuses it.
        if !input.app.gmaModels.isEmpty && !input.app.states.contains(where: { $0.kind != .gma }) {
            return try GMAReferenceRun.run(input)
        }
        return try await ScenarioHost.run(input, driver: ReferenceDriver())
    }
}
