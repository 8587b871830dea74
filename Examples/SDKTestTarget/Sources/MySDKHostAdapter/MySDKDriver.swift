import AdSpecEngine
import AdSpecHost
import SwiftUI
// Your SDK's module. Here, on Linux, the reference binding stands in for it; in your test target:
// `import YandexMobileAds` (and AdSpecHost's files compiled against it, YourImplementation.md).
import AdSpecAds

/// The adapter an SDK team writes (issue 37.4): what AdSpecHost cannot do through the public API.
/// Here the SDK is the reference binding, so each piece is its stand-in; yours replaces each mark.
@MainActor
public final class MySDKDriver: ScenarioDriver {
    private let sdk = ReferenceSession()  // YOURS: the SDK under test, and your recorder of its callbacks
    private var input: ScenarioInput?
    private var shown: (@MainActor (String) async throws(HostError) -> Void)?

    public init() {}

    public func begin(_ input: ScenarioInput) async throws(RunError) {
        self.input = input  // YOURS: start the network stub serving input.network; reset the clock
        await sdk.begin(serving: input.adUnits)
    }
    public func willMakeState(named name: String) { sdk.nameNextState(name) }  // YOURS: your recorder's names
    public func willLoadBatch(named name: String) { sdk.nameNextBatch(name) }
    public func show<Root: View>(_ root: Root) async throws(RunError) {
        let sdk = self.sdk  // YOURS: host `root` in a window (UIHostingController)
        shown = { step throws(HostError) in try await sdk.render(root, step: step) }
        try await render("the first render")
    }
    // YOURS: advance your controllable clock (or wait for real, within your profile's windows).
    public func wait(ms: Int, step: Int) async throws(RunError) { sdk.record(.wait(ms: ms)) }
    // YOURS: XCUITest or accessibility activation of the element with this identifier.
    public func tap(node: String, step: Int) async throws(RunError) { sdk.record(.tap(node: node)) }
    public func scroll(node: String, offset: Double, step: Int) async throws(RunError) {
        sdk.record(.scroll(node: node, offset: offset))
    }
    public func background(step: Int) async throws(RunError) { sdk.record(.background) }  // YOURS: scene phase
    public func foreground(step: Int) async throws(RunError) { sdk.record(.foreground) }
    public func initializeSDK(step: Int) async throws(RunError) { sdk.record(.initializeSDK) }
    // YOURS: record what the app reads of the video state of media `node` (position, duration, ...).
    public func readVideo(_ video: NativeAdVideoState, node: String, step: Int) async throws(RunError) { sdk.read(video) }
    public func update(step: Int) async throws(RunError) { try await render("step \(step + 1)") }  // SwiftUI does this
    public func rerender(step: Int) async throws(RunError) {
        sdk.record(.rerender)
        try await render("step \(step + 1)")
    }

    /// YOURS: the lines your recorder wrote (callbacks, phases, what each container shows).
    public func finish() async throws(RunError) -> [TranscriptLine] {
        defer { sdk.end() }
        guard let input else { throw RunError(stepIndex: nil, message: "not begun") }
        let app = input.app
        let run: ScenarioInput
        do throws(HostError) {
            run = try sdk.input(
                id: input.id, settings: input.settings, adUnits: input.adUnits, hasSKAdNetworkItems: app.hasSKAdNetworkItems,
                sdkInitialized: app.sdkInitialized, screenWidth: app.screenWidth, screenHeight: app.screenHeight)
        } catch { throw RunError(stepIndex: nil, message: error.description) }
        return try ReferenceEngine().run(run)
    }

    public func abandon() { sdk.end() }

    private func render(_ name: String) async throws(RunError) {
        do throws(HostError) { try await shown?(name) } catch { throw RunError(stepIndex: nil, message: error.description) }
    }
}

/// The subject the kit's conformance run calls: one fresh driver per scenario.
public struct MySDKSubject: AsyncBindingSubject {
    public init() {}
    public var name: String { "my-sdk" }
    public func run(_ input: ScenarioInput) async throws(RunError) -> [TranscriptLine] {
        try await ScenarioHost.run(input, driver: await MySDKDriver())
    }
}
