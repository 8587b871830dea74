/// The engine's mutable model of the app at one moment: states, mounted containers, timers.

struct StateRuntime {
    var name: String
    var kind: StateDeclaration.Kind
    var adUnitID: String
    var parameters: [String: String]
    var loadImagesAutomatically: Bool
    var lifetime: StateDeclaration.Lifetime
    var phase: AdPhase = .idle
    /// The loaded native ad, or the slider block.
    var ad: AdFixture?
    var slider: SliderFixture?
    /// A number for each loaded ad object: impressions are counted once per ad object (IMP-2).
    var adInstance: Int?
    var requests = 0
    /// Bumped when the state object is created anew (LOAD-5): a response for an older instance is dropped.
    var generation = 0
    /// The container instance the state is bound to (CONT-3): the last one that received it.
    var owner: String?
    /// Made with `NativeAdState(ad:)` or taken from a slider: already loaded (EVT-3, SLD-11).
    var preloaded = false
    /// The slider whose card this state is.
    var sliderParent: String?
    var retriesAfterFailure = 0
    var queuedUntilInitialization = false
    /// A load outcome that reached no container (EVT-2), for `replayOutcomeOnMount`.
    var undelivered: ContainerEvent?
    var imagesLoaded = false
    var imagesLoading = false

    init(declaration: StateDeclaration) {
        name = declaration.id
        kind = declaration.kind
        adUnitID = declaration.adUnitID
        parameters = declaration.parameters
        loadImagesAutomatically = declaration.loadImagesAutomatically
        lifetime = declaration.lifetime
    }

    /// Images are drawn: loaded automatically, or `loadImages()` completed (IMG-1).
    var imagesShown: Bool { loadImagesAutomatically || imagesLoaded }
}

enum Binding: Equatable {
    case unbound
    /// Waiting for required views until the grace timer `token` fires (BIND-4).
    case pending(token: Int)
    case bound
    case failed
}

struct ContainerRuntime {
    var id: String
    var state: String
    var stateGeneration: Int
    var isSlider: Bool
    var handlers: Set<ContainerEvent>
    /// Mounted with a state that did not exist yet (a slider's card `sl.ads[0]`, a bulk ad `b[0]`):
    /// the container takes the state when it comes into existence.
    var awaitingState = false
    /// What the container showed, as last reported (images arriving later do not repeat it).
    var shows: Display?
    var binding: Binding = .unbound
    /// The ad object (`StateRuntime.adInstance`) that `binding` is about: when the state's ad
    /// changes under a mounted container (`loadWhileBusy = restart`, a bulk batch loaded again),
    /// the old binding ends.
    var bindingAd: Int?
    var bindingAdName: String?
    /// The dwell timer while the card is viewable (IMP-1).
    var dwellToken: Int?
    /// Why the card is not viewable, as last logged.
    var viewabilityNote: ViewabilityIssue?
}

enum TimerEvent {
    case response(state: String, generation: Int)
    case bulkResponse(batch: String, request: Int)
    case gracePeriodEnds(container: String)
    case dwellEnds(container: String)
    case imagesLoaded(state: String, generation: Int)
}
