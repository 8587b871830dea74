import AdSpecEngine
import Foundation
import SwiftUI

#if canImport(AdSpecAds)
    // The reference binding, as the documents name its API (Linux).
    import AdSpecAds
#else
    // The SDK's own module, when these files are compiled in the SDK's test target
    // (Documentation/YourImplementation.md, "Your SDK's test target").
    import YandexMobileAds
#endif

/// Runs one scenario through the binding's documented public API only (issue 37.2): builds the
/// scenario's app with `NativeAdState`, `SliderAdState`, `NativeAdContainer`, `SliderAdContainer`,
/// the `NativeAdAsset` primitives, `NativeBulkAdLoader`, stacks, scroll views, `ForEach`, `if` and
/// modifiers, makes the app's calls (`loadAd()`, `loadImages()`, `loadAds`), and has `driver` do
/// the rest of the script. The input's data types are AdSpecEngine's (the subject protocol's
/// schema); nothing of the engine's simulation is used here.
///
/// What the public API cannot say is refused before anything runs: an app that would not compile
/// (`RunError.Kind.apiRefused`, as a negative scenario expects), or a scenario that is not an app
/// of this API at all (`cannotRun`, with the reason; Documentation/PublicAPI/not-expressible.txt lists them).
@MainActor
public enum ScenarioHost {
    public static func run(_ input: ScenarioInput, driver: some ScenarioDriver) async throws(RunError) -> [TranscriptLine] {
        try Expressible.check(input)
        try await driver.begin(input)
        do throws(RunError) {
            return try await play(input, driver: driver)
        } catch {
            driver.abandon()
            throw error
        }
    }

    private static func play(_ input: ScenarioInput, driver: some ScenarioDriver) async throws(RunError) -> [TranscriptLine] {
        let app = HostedApp(input: input, driver: driver)
        for declaration in input.app.states where declaration.lifetime == .stateObject {
            driver.willMakeState(named: declaration.id)
            let request = AdRequest(adUnitID: declaration.adUnitID, parameters: declaration.parameters)
            let options = NativeAdOptions(shouldLoadImagesAutomatically: declaration.loadImagesAutomatically)
            switch declaration.kind {
            case .native: app.natives[declaration.id] = NativeAdState(request: request, options: options)
            case .slider: app.sliders[declaration.id] = SliderAdState(request: request, options: options)
            case .gma: break  // refused by `Expressible.check`
            }
        }
        if input.app.loggingEnabled { YandexAds.enableLogging() }
        let root = HostRoot(app: app)
        try await driver.show(root)
        for (index, step) in input.script.enumerated() {
            try await play(step.action, offMainThread: step.offMainThread, index: index, app: app, driver: driver)
        }
        return try await driver.finish()
    }

    /// `offMainThread`: the app makes the step's call from a background thread (APP-1,
    /// `BackgroundThread`); `Expressible.check` has refused it on every step the host cannot make so.
    private static func play(
        _ action: Action, offMainThread: Bool, index: Int, app: HostedApp, driver: some ScenarioDriver
    ) async throws(RunError) {
        switch action {
        case .wait(let ms): try await driver.wait(ms: ms, step: index)
        case .loadAd(let state):
            if let slider = app.sliders[state] {
                await BackgroundThread.call(slider.loadAd, offMainThread: offMainThread)
            } else {
                await BackgroundThread.call(try app.native(state, step: index).loadAd, offMainThread: offMainThread)
            }
        case .loadImages(let state):
            if let slider = app.sliders[state] {
                await slider.loadImages()
            } else {
                await (try app.native(state, step: index)).loadImages()
            }
        // The app's own state, changed on the thread the step names (no SDK call: APP-1 refuses
        // nothing here); the app renders on the main thread.
        case .mount(let node):
            await BackgroundThread.call({ app.mounted[node] = true }, offMainThread: offMainThread)
            try await driver.update(step: index)
        case .unmount(let node):
            await BackgroundThread.call({ app.mounted[node] = false }, offMainThread: offMainThread)
            try await driver.update(step: index)
        case .set(let node, let change):
            await BackgroundThread.call({ app.change(node, change) }, offMainThread: offMainThread)
            try await driver.update(step: index)
        case .tap(let node): try await driver.tap(node: node, step: index)
        case .scroll(let node, let offset): try await driver.scroll(node: node, offset: offset, step: index)
        case .background: try await driver.background(step: index)
        case .foreground: try await driver.foreground(step: index)
        case .initializeSDK: try await driver.initializeSDK(step: index)
        case .bulkLoad(let batch, let adUnitID, let count):
            driver.willLoadBatch(named: batch)
            let ads: [NativeAd]
            do {
                ads = try await NativeBulkAdLoader().loadAds(
                    with: AdRequest(adUnitID: adUnitID), adsCount: count, options: NativeAdOptions())
            } catch {
                throw RunError(stepIndex: index, message: "NativeBulkAdLoader.loadAds threw: \(error)")
            }
            app.bulk[batch] = ads.map { NativeAdState(ad: $0) }
            try await driver.update(step: index)
        case .rerender: try await driver.rerender(step: index)
        case .setMuted(let node, let muted):
            // VID-2: the app calls setMuted(_:) on the state its Media overlay last received. Until
            // the SDK hands the overlay one, the app has nothing to call (the engine then notes
            // that there is no video: a note, not an event an SDK is judged by).
            app.videos[node]?.setMuted(muted)
        case .inspectVideo(let node):
            // VID-2: the app reads the state its Media overlay last received; the driver records
            // what it reads.
            if let video = app.videos[node] { try await driver.readVideo(video, node: node, step: index) }
        case .refreshAd:
            // Refused by `Expressible.check` before the run.
            throw RunError(stepIndex: index, message: "not expressible through the public API")
        }
    }
}

/// The app the host builds: the states it made, and what the script changed since the start
/// (which nodes are drawn, their modifiers, a container's state).
@MainActor
final class HostedApp {
    let input: ScenarioInput
    let driver: any ScenarioDriver
    var natives: [String: NativeAdState] = [:]
    var sliders: [String: SliderAdState] = [:]
    /// Each bulk batch's ads, as `NativeAdState(ad:)` (EVT-3).
    var bulk: [String: [NativeAdState]] = [:]
    /// The `NativeAdVideoState` each `Media` overlay last received, by the media node's id, with
    /// the `#i` of the `ForEach` item it is drawn in (`c-media#0`, VID-2).
    var videos: [String: NativeAdVideoState] = [:]
    /// Each slider's `layout.ads`, as its content closure last received them: kept to be drawn
    /// outside the slider's container (SLD-4).
    var keptCards: [String: [NativeAdState]] = [:]
    var mounted: [String: Bool] = [:]
    var changes: [String: NodeChange] = [:]
    /// The ids of the nodes the script mounts or unmounts: drawn inside an `if`.
    let mountable: Set<String>

    init(input: ScenarioInput, driver: any ScenarioDriver) {
        self.input = input
        self.driver = driver
        var ids = Set<String>()
        for step in input.script {
            switch step.action {
            case .mount(let node), .unmount(let node): ids.insert(node)
            default: break
            }
        }
        input.app.screen.forEachNode { node in
            if !node.present, let id = node.id { ids.insert(id) }
        }
        mountable = ids
    }

    func native(_ name: String, step: Int) throws(RunError) -> NativeAdState {
        guard let state = state(named: name) else { throw RunError(stepIndex: step, message: "the app has no state '\(name)'") }
        return state
    }

    /// A state the app declared, the `NativeAdState(ad:)` of a bulk batch's ad `batch[i]` it holds,
    /// or card i of a slider, `layout.ads[i]` of the `SliderAdLayoutInfo` the slider's content
    /// closure last received (`slider.ads[i]`: one card drawn alone, SLD-2, SLD-4).
    func state(named name: String) -> NativeAdState? {
        if let state = natives[name] { return state }
        for reading in DerivedStateName.readings(of: name) {
            switch reading {
            case .bulkAd(let batch, let index):
                if let ads = bulk[batch], ads.indices.contains(index) { return ads[index] }
            case .sliderCard(let slider, let index):
                if let cards = keptCards[slider], cards.indices.contains(index) { return cards[index] }
            }
        }
        return nil
    }

    /// Whether `name` is card i of a slider state the app made (`slider.ads[i]`), not a bulk ad.
    func isSliderCard(_ name: String) -> Bool {
        DerivedStateName.readings(of: name).contains { reading in
            guard case .sliderCard(let slider, _) = reading else { return false }
            return input.app.states.contains { $0.id == slider && $0.kind == .slider }
        }
    }

    func change(_ node: String, _ change: NodeChange) {
        changes[node] = (changes[node] ?? NodeChange()).overlaid(by: change)
    }

    /// What the script changed of the node `id`: of every instance, then of this one (`id#0`).
    func change(of id: String?, suffix: String) -> NodeChange {
        guard let id else { return NodeChange() }
        let merged = changes[id] ?? NodeChange()
        guard !suffix.isEmpty, let own = changes[id + suffix] else { return merged }
        return merged.overlaid(by: own)
    }

    /// States the app makes in `body` (LOAD-5): made anew by every evaluation.
    func makeBodyStates() {
        for declaration in input.app.states where declaration.lifetime == .body {
            driver.willMakeState(named: declaration.id)
            let request = AdRequest(adUnitID: declaration.adUnitID, parameters: declaration.parameters)
            let options = NativeAdOptions(shouldLoadImagesAutomatically: declaration.loadImagesAutomatically)
            switch declaration.kind {
            case .native: natives[declaration.id] = NativeAdState(request: request, options: options)
            case .slider: sliders[declaration.id] = SliderAdState(request: request, options: options)
            case .gma: break  // refused by `Expressible.check`
            }
        }
    }
}

/// The app's root view: the scenario's screen.
struct HostRoot: View {
    let app: HostedApp

    var body: some View {
        app.makeBodyStates()
        return ScreenView(app: app).view(app.input.app.screen, context: ScreenView.Context())
    }
}

extension NodeChange {
    /// This change with every modifier `later` sets taken from `later`: the script's changes of a
    /// node add up, and one instance's own change (`id#0`) comes after those of every instance.
    func overlaid(by later: NodeChange) -> NodeChange {
        NodeChange(
            hidden: later.hidden ?? hidden, drawingGroup: later.drawingGroup ?? drawingGroup,
            opacity: later.opacity ?? opacity, x: later.x ?? x, y: later.y ?? y,
            width: later.width ?? width, height: later.height ?? height, state: later.state ?? state)
    }
}
