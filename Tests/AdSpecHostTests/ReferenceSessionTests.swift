import AdSpecAds
import AdSpecEngine
import Foundation
import SwiftUI
import Testing

/// The reference binding's screen may change during a run (issue 37.2): each change an app makes
/// between renders becomes the engine's step for it, and any other change is refused.
@MainActor
@Suite("ReferenceSession")
struct ReferenceSessionTests {
    final class Model {
        var shown = false
        var opacity = 1.0
        var extra = false
    }

    struct Screen: View {
        let model: Model
        let state: NativeAdState

        var body: some View {
            VStack(spacing: 0) {
                if model.shown {
                    NativeAdContainer(state: state, content: { _ in NativeAdAsset.Title() }, placeholder: { Color.clear })
                        .opacity(model.opacity)
                        .accessibilityIdentifier("A")
                }
                if model.extra {
                    Color.clear
                }
            }
        }
    }

    func session(_ model: Model) async -> (ReferenceSession, Screen) {
        let session = ReferenceSession()
        await session.begin(serving: [])
        session.nameNextState("s")
        let state = NativeAdState(request: AdRequest(adUnitID: "demo-native-content-yandex"))
        return (session, Screen(model: model, state: state))
    }

    @Test("Mounting, a modifier's change and unmounting become mount, set and unmount")
    func changesBecomeSteps() async throws {
        let model = Model()
        let (session, screen) = await session(model)
        defer { session.end() }
        try await session.render(screen, step: "start")
        model.shown = true
        try await session.render(screen, step: "mount")
        session.record(.wait(ms: 100))
        model.opacity = 0
        try await session.render(screen, step: "set")
        model.shown = false
        try await session.render(screen, step: "unmount")
        let input = try session.input(
            id: "t", settings: Settings(), adUnits: [], hasSKAdNetworkItems: true, sdkInitialized: true, screenWidth: 390,
            screenHeight: 844)
        #expect(
            input.script.map(\.action) == [
                .mount(node: "A"), .wait(ms: 100), .set(node: "A", NodeChange(opacity: 0)), .unmount(node: "A"),
            ])
        // The screen the run starts with has the container, not present until mounted.
        let container = try #require(input.app.screen.allNodes().first { $0.id == "A" })
        #expect(!container.present)
        #expect(container.opacity == 1)
        #expect(input.app.states.map(\.id) == ["s"])
    }

    @Test("A change no step can say is refused, naming the render")
    func otherChangesAreRefused() async throws {
        let model = Model()
        let (session, screen) = await session(model)
        defer { session.end() }
        try await session.render(screen, step: "start")
        model.extra = true
        await #expect(throws: HostError.self) { try await session.render(screen, step: "step 2") }
        do {
            try await session.render(screen, step: "step 2")
        } catch {
            #expect(error.description.contains("after step 2"))
            #expect(error.description.contains("identifier"))
        }
    }

    @Test("APP-1: loadAd() reached off the main thread (an unchecked escape) is recorded as made off it, in order")
    func offMainThreadCallIsRecordedAsSuch() async throws {
        let (session, screen) = await session(Model())
        defer { session.end() }
        try await session.render(screen, step: "start")
        // What a Swift 6 app must write to call a main-actor method on another thread.
        let call: @MainActor () -> Void = screen.state.loadAd
        let escaped = unsafeBitCast(call, to: (@Sendable () -> Void).self)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                escaped()
                done.resume()
            }
        }
        screen.state.loadAd()
        session.record(.wait(ms: 100))
        let input = try session.input(
            id: "t", settings: Settings(), adUnits: [], hasSKAdNetworkItems: true, sdkInitialized: true, screenWidth: 390,
            screenHeight: 844)
        #expect(
            input.script == [
                Step(.loadAd(state: "s"), offMainThread: true), Step(.loadAd(state: "s")), Step(.wait(ms: 100)),
            ])
    }
}
