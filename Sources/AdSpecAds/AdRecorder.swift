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

    /// The network the stand-in SDK serves (the scenario's units, then the demo units): what a
    /// slider's `layout.ads` holds is read from it (`cards(ofSlider:)`).
    var network: [AdUnit] = DemoUnits.all

    /// Serves `adUnits`, then the demo units they do not replace (as the engine's network is made).
    func serve(_ adUnits: [AdUnit]) {
        network = adUnits + DemoUnits.all.filter { demo in !adUnits.contains { $0.id == demo.id } }
    }

    /// `SliderAdLayoutInfo.ads` of slider state `slider`: «состояния `NativeAdState` карточек
    /// блока, по одному на объявление, в том порядке, в котором их перечислил блок» (SLD-2, source
    /// 001), each named as the engine names card i (`slider.ads[i]`). The front end renders before
    /// the engine runs, so it cannot know which block a load will bring (the engine decides: a
    /// unit's n-th request gets its n-th response): it hands one state for each card of the largest
    /// block the slider's unit can serve. A `ForEach` over all of them, in order, is the engine's
    /// card template, which the engine expands to the cards of the block that arrives; one of them
    /// drawn alone is that card's own state (`NativeAdContainer(state: layout.ads[i])`).
    func cards(ofSlider slider: String) -> [NativeAdState] {
        (0..<cardCount(ofSlider: slider)).map {
            NativeAdState(templateName: DerivedStateName.sliderCard(slider: slider, index: $0).name)
        }
    }

    /// How many states `cards(ofSlider:)` hands: the most cards a block of the slider's unit has.
    func cardCount(ofSlider slider: String) -> Int {
        guard let unitID = declarations.first(where: { $0.id == slider && $0.kind == .slider })?.adUnitID,
            let unit = network.first(where: { $0.id == unitID })
        else { return 0 }
        return unit.responses.map { response -> Int in
            if case .slider(let block) = response.outcome { return block.cards.count }
            return 0
        }.max() ?? 0
    }

    /// `cardCount(ofSlider:)` of every slider state the app made.
    var cardCounts: [String: Int] {
        var counts: [String: Int] = [:]
        for declaration in declarations where declaration.kind == .slider {
            counts[declaration.id] = cardCount(ofSlider: declaration.id)
        }
        return counts
    }

    /// The name box of the `NativeAdVideoState` a `Media` at `path` hands its overlay (VID-2): one
    /// per place in the view tree, the same object for every evaluation of that place (a content
    /// closure is evaluated once per answer of `layout.has(_:)`, and again at every render), so
    /// the state the app kept from any evaluation names the node the host reads from the render.
    func mediaName(at path: String) -> MediaNodeName {
        if let name = mediaNames[path] { return name }
        let name = MediaNodeName()
        mediaNames[path] = name
        return name
    }

    private var mediaNames: [String: MediaNodeName] = [:]

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
