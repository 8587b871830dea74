import AdSpecEngine
import SwiftUI

/// What the app's code has asked of the ad API so far: the states it made and the SDK calls it
/// made, in order. `SampleHost` drains the calls into the script after every step it runs.
@MainActor
public final class AdRecorder {
    /// The recorder of the sample being hosted (a host installs a fresh one).
    public internal(set) static var current = AdRecorder()

    private(set) var declarations: [StateDeclaration] = []
    private var pending: [Step] = []
    var loggingEnabled = false
    private var madeOutside = 0
    private var madeInBody = 0
    private var bodyEvaluation = -1

    init() {}

    /// The name the next state made takes, and the next bulk batch: set by a host that names the
    /// objects it makes after a scenario's (`ReferenceSession.naming`), as an SDK's test recorder
    /// names what it observes. nil: the names of Documentation/DocSamples.md.
    var nextStateName: String?
    var nextBatchName: String?

    /// Declares a state and returns its name (Documentation/DocSamples.md, "Names").
    func declare(kind: StateDeclaration.Kind, request: AdRequest, options: NativeAdOptions) -> String {
        let prefix = kind == .slider ? "slider" : "ad"
        let context = ViewGraph.current?.creationContext ?? .outside
        var name: String
        let lifetime: StateDeclaration.Lifetime
        switch context {
        case .stateObject(let property):
            name = property
            lifetime = .stateObject
        case .outside:
            madeOutside += 1
            name = "\(prefix)\(madeOutside)"
            lifetime = .stateObject
        case .body:
            // A state made in `body` is made anew by every evaluation (LOAD-5): the n-th state
            // made by an evaluation has the same name every time, and the engine's `rerender`
            // makes the new object.
            let evaluation = ViewGraph.current?.evaluations ?? 0
            if evaluation != bodyEvaluation {
                bodyEvaluation = evaluation
                madeInBody = 0
            }
            madeInBody += 1
            name = "body-\(prefix)\(madeInBody)"
            lifetime = .body
        }
        if let given = nextStateName {
            name = given
            nextStateName = nil
        }
        if !declarations.contains(where: { $0.id == name }) {
            declarations.append(
                StateDeclaration(
                    id: name, kind: kind, adUnitID: request.adUnitID, parameters: request.parameters,
                    loadImagesAutomatically: options.shouldLoadImagesAutomatically, lifetime: lifetime))
        }
        return name
    }

    private var batches = 0
    /// The names of the bulk batches the app has loaded.
    private(set) var batchNames: Set<String> = []

    /// A name for a new bulk batch: `bulk1`, `bulk2`, ...
    func newBatch() -> String {
        if let given = nextBatchName {
            nextBatchName = nil
            batchNames.insert(given)
            return given
        }
        batches += 1
        batchNames.insert("bulk\(batches)")
        return "bulk\(batches)"
    }

    /// What the app wrote that the engine's input cannot express; the host refuses the sample.
    private(set) var refusals: [String] = []

    func refuse(_ problem: String) { if !refusals.contains(problem) { refusals.append(problem) } }

    func record(_ action: Action) {
        pending += MainThread.takeRefused()
        pending.append(Step(action))
    }

    /// The calls made since the last drain, those refused off the main thread (APP-1) included.
    func drain() -> [Step] {
        pending += MainThread.takeRefused()
        defer { pending = [] }
        return pending
    }
}
