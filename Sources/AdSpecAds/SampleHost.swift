import AdSpecEngine
import SwiftUI

/// One step of a sample's script, on the engine's clock.
public enum HostStep {
    case wait(ms: Int)
    case scroll(node: String, offset: Double)
    case tap(node: String)
    case background
    case foreground
    case initializeSDK
    /// `body` runs again with nothing else changed (a state made in `body` is made anew, LOAD-5).
    case rerender
    /// Runs the app's own code on the root view (a method of the sample: `loadImages()`, `addAd()`).
    case perform(@MainActor () -> Void)
}

/// Why a sample cannot be run.
public struct HostError: Error, CustomStringConvertible {
    public let description: String
}

/// Hosts a sample's root view on a virtual screen: evaluates `body` with the SwiftUI-shaped front
/// end, lays the result out into the engine's screen (`ScreenBuilder`), runs the `onAppear`
/// actions and the script's steps, records the SDK calls the app's code makes as steps, and hands
/// the whole to the engine as one `ScenarioInput` — the same value the XML loader produces for a
/// scenario. The engine's transcript is the sample's.
///
/// The engine takes one screen for a run. The screen a host gives it is the one after the steps
/// made at time 0 (before the first `wait`); a sample whose screen changes after that (a `ForEach`
/// that grows later) is refused with a `HostError` naming the step.
@MainActor
public final class SampleHost<Root: View> {
    public let root: Root
    public var screenWidth = 390.0
    public var screenHeight = 844.0
    public var adUnits: [AdUnit] = []
    public var settings = Settings()
    public var sdkInitialized = true
    public var hasSKAdNetworkItems = true

    public init(_ root: Root) { self.root = root }

    /// The engine's input for running `script` on the sample.
    public func scenario(id: String, script: [HostStep]) async throws -> ScenarioInput {
        // The ad API records into one recorder; hosts take turns so that two runs (parallel tests)
        // never record into each other's.
        await HostTurn.acquire()
        defer { HostTurn.release() }
        let recorder = AdRecorder()
        recorder.serve(adUnits)
        AdRecorder.current = recorder
        let graph = ViewGraph()
        var appeared: Set<String> = []
        var steps: [Step] = []
        var screen: ViewNode?
        var timeZero = true

        func render(after step: String) throws {
            let rendered = graph.evaluate(root)
            var builder = ScreenBuilder()
            builder.batches = recorder.batchNames
            // After the evaluation: a slider state made in `body` is declared by it (LOAD-5).
            builder.cardCounts = recorder.cardCounts
            let next = builder.screen(rendered, width: screenWidth, height: screenHeight)
            let problems = recorder.refusals + builder.problems
            if !problems.isEmpty {
                throw HostError(description: "the front end cannot express \(step)'s screen: " + problems.joined(separator: "; "))
            }
            if let screen, screen != next, !timeZero {
                throw HostError(description: "the screen changed after \(step): the engine takes one screen per run")
            }
            screen = next
            for (path, action) in graph.appearActions where appeared.insert(path).inserted { action() }
            steps += recorder.drain()
        }

        func settle() async {
            // A `Task { await state.loadImages() }` made by the app runs on the main actor: let it.
            for _ in 0..<8 { await Task.yield() }
            steps += recorder.drain()
        }

        try render(after: "the first render")
        await settle()
        for (index, step) in script.enumerated() {
            let name = "step \(index + 1)"
            switch step {
            case .wait(let ms):
                timeZero = false
                steps.append(Step(.wait(ms: ms)))
            case .scroll(let node, let offset): steps.append(Step(.scroll(node: node, offset: offset)))
            case .tap(let node): steps.append(Step(.tap(node: node)))
            case .background: steps.append(Step(.background))
            case .foreground: steps.append(Step(.foreground))
            case .initializeSDK: steps.append(Step(.initializeSDK))
            case .rerender:
                steps.append(Step(.rerender))
                try render(after: name)
            case .perform(let action):
                action()
                steps += recorder.drain()
                await settle()
                try render(after: name)
            }
        }
        guard let screen else { throw HostError(description: "nothing was rendered") }
        let app = AppModel(
            hasSKAdNetworkItems: hasSKAdNetworkItems, sdkInitialized: sdkInitialized, loggingEnabled: recorder.loggingEnabled,
            screenWidth: screenWidth, screenHeight: screenHeight, states: recorder.declarations, screen: screen)
        return ScenarioInput(id: id, settings: settings, adUnits: adUnits, app: app, script: steps)
    }

    /// Runs `script` on the sample with `subject` (the reference engine by default).
    public func run(
        id: String, script: [HostStep], subject: any BindingSubject = ReferenceEngine()
    ) async throws -> [TranscriptLine] {
        try subject.run(try await scenario(id: id, script: script))
    }
}

/// One host at a time records (`AdRecorder.current` is the running host's).
@MainActor
enum HostTurn {
    private static var busy = false
    private static var waiting: [CheckedContinuation<Void, Never>] = []

    static func acquire() async {
        guard busy else {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    static func release() {
        if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
    }
}
