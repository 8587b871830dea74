import AdSpecEngine
import Foundation
import SwiftUI

#if canImport(AdSpecAds)
    import AdSpecAds
#else
    import YandexMobileAds
#endif

/// What plays a scenario's script on the app the host built (issue 37.2), and observes the run.
/// The host makes the app's own calls itself, through the ad API (`loadAd()`, `loadImages()`,
/// `NativeBulkAdLoader.loadAds`, `YandexAds.enableLogging()`), and changes the app's own state
/// for `mount`, `unmount` and `set` (an `if` around a node, its modifiers, a container's state);
/// the driver does what is not the app's code: it shows the app, lets time pass, taps and scrolls
/// nodes (found by their accessibility identifier, the scenario's node id), sends the app to the
/// background and back, initialises the SDK, and renders the app again after the host changed it.
///
/// On Linux the driver is the reference binding's (`ReferenceDriver`, AdSpecHostReference). In an
/// SDK's test target it is the team's: an XCUITest or accessibility activation for taps and
/// scrolls, a controllable clock (or real waits within the profile's windows) for `wait`, and the
/// network stub that serves `input.network` (Examples/SDKTestTarget, Documentation/YourImplementation.md).
@MainActor
public protocol ScenarioDriver: AnyObject {
    /// Before the host makes anything: the scenario's network, clock and device are set up.
    func begin(_ input: ScenarioInput) async throws(RunError)
    /// The state object the app makes next stands for the scenario's state `name` (the names the
    /// transcript gives; the SDK names nothing).
    func willMakeState(named name: String)
    /// The next `NativeBulkAdLoader.loadAds` call is the scenario's batch `name`.
    func willLoadBatch(named name: String)
    /// Shows the app's root view: its first render.
    func show<Root: View>(_ root: Root) async throws(RunError)
    /// Lets `ms` milliseconds of the SDK's time pass.
    func wait(ms: Int, step: Int) async throws(RunError)
    /// Taps the node whose accessibility identifier is `node`.
    func tap(node: String, step: Int) async throws(RunError)
    /// Scrolls the scroll view `node` to `offset` points.
    func scroll(node: String, offset: Double, step: Int) async throws(RunError)
    func background(step: Int) async throws(RunError)
    func foreground(step: Int) async throws(RunError)
    /// The SDK's initialisation, made by the app (a scenario whose app starts without it, APP-3).
    func initializeSDK(step: Int) async throws(RunError)
    /// The host changed the app's state (a node mounted or unmounted, its modifiers or its
    /// container's state changed): the app renders again.
    func update(step: Int) async throws(RunError)
    /// `body` runs again with nothing changed (LOAD-5).
    func rerender(step: Int) async throws(RunError)
    /// The app reads the `NativeAdVideoState` its `Media` overlay received for the media node
    /// `node` (VID-2: position, duration, isMuted, isMuteControlHidden): record what it reads.
    func readVideo(_ video: NativeAdVideoState, node: String, step: Int) async throws(RunError)
    /// The script is over: what the app observed, as transcript lines (its callbacks and their
    /// payloads, each state's phase, what each container shows and what each primitive is given,
    /// the SDK's log categories), or why the run failed.
    func finish() async throws(RunError) -> [TranscriptLine]
    /// The run stopped before `finish` (a step failed): let go of what `begin` took.
    func abandon()
}
