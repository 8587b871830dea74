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
    /// The app's model, as SwiftUI needs it: what the screen draws is `@Published`, and the view
    /// observes the object.
    final class Model: ObservableObject {
        @Published var shown = false
        @Published var opacity = 1.0
        @Published var extra = false
    }

    struct Screen: View {
        @ObservedObject var model: Model
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
        let input = try session.testInput()
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
        let input = try session.testInput()
        #expect(
            input.script == [
                Step(.loadAd(state: "s"), offMainThread: true), Step(.loadAd(state: "s")), Step(.wait(ms: 100)),
            ])
    }

    /// The same screen over a plain class: nothing it changes is published.
    final class PlainModel {
        var shown = false
    }

    struct PlainScreen: View {
        let model: PlainModel
        let state: NativeAdState

        var body: some View {
            VStack(spacing: 0) {
                if model.shown {
                    NativeAdContainer(state: state, content: { _ in NativeAdAsset.Title() }, placeholder: { Color.clear })
                        .accessibilityIdentifier("A")
                }
            }
        }
    }

    @Test("Issue 37 item 2: a change the app does not publish is not drawn, as SwiftUI does not draw it")
    func anUnpublishedChangeIsNotDrawn() async throws {
        let session = ReferenceSession()
        await session.begin(serving: [])
        defer { session.end() }
        session.nameNextState("s")
        let model = PlainModel()
        let screen = PlainScreen(model: model, state: NativeAdState(request: AdRequest(adUnitID: "demo-native-content-yandex")))
        try await session.render(screen, step: "start")
        model.shown = true
        #expect(!session.hasChanges)
        try await session.render(screen, step: "mount")
        let input = try session.testInput()
        #expect(input.script.isEmpty)
        #expect(!input.app.screen.allNodes().contains { $0.id == "A" })
    }

    @Test("Issue 37 item 2: a @Published change of an observed object marks the screen for a new render")
    func aPublishedChangeIsDrawn() async throws {
        let model = Model()
        let (session, screen) = await session(model)
        defer { session.end() }
        try await session.render(screen, step: "start")
        #expect(!session.hasChanges)
        model.shown = true
        #expect(session.hasChanges)
        try await session.render(screen, step: "mount")
        #expect(!session.hasChanges)
        let input = try session.testInput()
        #expect(input.script.map(\.action) == [.mount(node: "A")])
    }

    /// A view that publishes a change of its model from `body`.
    struct PublishingScreen: View {
        @ObservedObject var model: Model

        var body: some View {
            model.extra = true
            return Color.clear.accessibilityIdentifier("A")
        }
    }

    @Test("Issue 37 item 2: publishing a change from within a view update is refused, as SwiftUI refuses it")
    func publishingWithinAnUpdateIsRefused() async throws {
        let session = ReferenceSession()
        await session.begin(serving: [])
        defer { session.end() }
        do {
            try await session.render(PublishingScreen(model: Model()), step: "the first render")
            Issue.record("the render was not refused")
        } catch {
            #expect(error.description.contains("Publishing changes from within view updates is not allowed"))
        }
    }

    /// A view that stores a value after its first render, as an app does with `onAppear`.
    struct SettlingScreen: View {
        @ObservedObject var model: Model

        var body: some View {
            VStack(spacing: 0) {
                Color.clear.onAppear { model.shown = true }
                if model.shown {
                    Color.clear.accessibilityIdentifier("A")
                }
            }
        }
    }

    @Test("Issue 37 item 2: a change published after a render is drawn within the same step, not as a step of its own")
    func aChangePublishedAfterARenderSettlesInTheSameStep() async throws {
        let session = ReferenceSession()
        await session.begin(serving: [])
        defer { session.end() }
        try await session.render(SettlingScreen(model: Model()), step: "the first render")
        #expect(!session.hasChanges)
        let input = try session.testInput()
        #expect(input.script.isEmpty)
        let node = try #require(input.app.screen.allNodes().first { $0.id == "A" })
        #expect(node.present)
    }

    /// A view that, each time it is evaluated, publishes a change after the render.
    struct RestlessScreen: View {
        @ObservedObject var model: Model

        var body: some View {
            let model = self.model
            Task { @MainActor in model.opacity += 1 }
            return Color.clear.accessibilityIdentifier("A")
        }
    }

    @Test("Issue 37 item 2: an app that publishes a change after every render is refused, not rendered for ever")
    func aScreenThatNeverSettlesIsRefused() async throws {
        let session = ReferenceSession()
        await session.begin(serving: [])
        defer { session.end() }
        do {
            try await session.render(RestlessScreen(model: Model()), step: "the first render")
            Issue.record("the render was not refused")
        } catch {
            #expect(error.description.contains("never settles"))
        }
    }
}

extension ReferenceSession {
    /// The engine's input for the run so far, on the tests' screen (390 x 844 points), with the
    /// default settings and an initialized SDK.
    func testInput(adUnits: [AdUnit] = []) throws(HostError) -> ScenarioInput {
        try input(
            id: "t", settings: Settings(), adUnits: adUnits, hasSKAdNetworkItems: true, sdkInitialized: true, screenWidth: 390,
            screenHeight: 844)
    }
}
