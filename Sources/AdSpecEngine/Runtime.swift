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
    var ad: AdFixture? { didSet { contentChanged() } }
    var slider: SliderFixture? { didSet { contentChanged() } }
    /// What `layout.has(_:)` answers for the loaded content: the block's kinds for a slider, the
    /// ad's otherwise. Computed when the ad or slider changes, not at every render.
    private(set) var shownKinds: Set<AssetKind> = []
    /// The assets the content marks required (the block's for a slider, the ad's otherwise), in
    /// kind order: what `Simulation.requiredAssets(for:)` gives. Computed with `shownKinds`.
    private(set) var requiredAssets: [AssetFixture] = []
    /// The kinds of the content's assets (the block's for a slider, the ad's otherwise), sorted:
    /// the `has` of the `shows` line (`Simulation.logShows`), which every evaluation makes for every
    /// container. Computed with `shownKinds`: sorted once per content, not at every evaluation.
    private(set) var sortedKinds: [AssetKind] = []
    /// A number for each loaded ad object: impressions are counted once per ad object (IMP-2).
    var adInstance: Int?
    /// Requests sent; the last one's number, which its response must carry to be taken.
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
    /// Kind `gma`: the `GADNativeAd` received last (SwiftUI: the `@Published` one), and whether
    /// `nativeAd.delegate` was set on it (GMA-7).
    var gmaAd: GMAAdFixture?
    var gmaDelegate = false

    init(declaration: StateDeclaration) {
        name = declaration.id
        kind = declaration.kind
        adUnitID = declaration.adUnitID
        parameters = declaration.parameters
        loadImagesAutomatically = declaration.loadImagesAutomatically
        lifetime = declaration.lifetime
    }

    private mutating func contentChanged() {
        shownKinds = Self.kinds(ad, slider)
        let assets = slider?.blockAssets ?? ad?.assets ?? []
        requiredAssets = assets.filter(\.required).sorted { $0.kind < $1.kind }
        sortedKinds = assets.map(\.kind).sorted()
    }

    private static func kinds(_ ad: AdFixture?, _ slider: SliderFixture?) -> Set<AssetKind> {
        if let slider { return Set(slider.blockAssets.map(\.kind)) }
        return Set(ad?.assets.map(\.kind) ?? [])
    }

    /// Images are drawn: loaded automatically, or `loadImages()` completed (IMG-1).
    var imagesShown: Bool { loadImagesAutomatically || imagesLoaded }
}

enum Binding: Equatable {
    case unbound
    /// Waiting for required views until the grace timer `token` fires (BIND-4).
    case pending(token: TimerToken)
    case bound
    case failed
}

/// What the engine remembers of a container instance id across its mounts.
struct ContainerMemory {
    /// How many times the container has bound.
    var bindCount = 0
    /// The mute state its video was given with `setMuted` (VID-2).
    var videoMuted: Bool?
    /// The slider ads (`StateRuntime.adInstance`) this card container was reported shown outside of (SLD-4).
    var reportedOutsideSliderAds: Set<Int> = []
}

/// A mounted container and everything the engine knows about it.
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
    var dwellToken: TimerToken?
    /// Why the card is not viewable, as last logged.
    var viewabilityNote: ViewabilityIssue?
    /// When its video started playing (VID-1, VID-2); nil while the media shows a still image.
    var videoStartedAt: Int?
    /// What outlives this mount.
    var memory = ContainerMemory()
    /// A `GADNativeAdView` (source 003): what the app filled into it; nil for the SDK's containers.
    var gma: GMAAdViewState?
}

/// What a `GADNativeAdView` holds: the values the populate code put into its outlets, and what the
/// association registered (GMA-3). Its binding (`ContainerRuntime.binding`) is the association.
struct GMAAdViewState {
    /// The outlets filled with a value, in the order of the code.
    var filled: [GMAAsset: GMAValue] = [:]
    var callToActionInteractionDisabled = false
    /// The outlets registered by the last association.
    var registered: Set<GMAAsset> = []
    /// Why each outlet was not registered.
    var skipped: [GMAAsset: GMASkippedView.Reason] = [:]
    /// Set when the ad this view was associated with moved to another view (GMA-14).
    var movedTo: String?
}

/// The app's states by name. Each name met (a state put, or a state a frame's container asks
/// for) is given a slot, a dense index it keeps for the run: the evaluation's passes read the
/// states of the frame's containers by slot (`Simulation.presentSlots`) instead of hashing their
/// names at every pass. Read with the subscripts; every change goes through `put`
/// or `update`.
struct StateTable {
    private var slots: [String: Int] = [:]
    private var storage: [StateRuntime?] = []

    subscript(name: String) -> StateRuntime? {
        guard let slot = slots[name] else { return nil }
        return storage[slot]
    }

    subscript(slot slot: Int) -> StateRuntime? { storage[slot] }

    /// The slot of `name`, if it has one.
    func slot(of name: String) -> Int? { slots[name] }

    /// The slot of `name`, given now if it has none (no state of that name need exist yet).
    mutating func slot(for name: String) -> Int {
        if let slot = slots[name] { return slot }
        slots[name] = storage.count
        storage.append(nil)
        return storage.count - 1
    }

    /// The names of the states, in no particular order.
    var keys: [String] { slots.compactMap { storage[$0.value] == nil ? nil : $0.key } }

    /// The states, in no particular order.
    var values: [StateRuntime] { storage.compactMap { $0 } }

    /// Puts `state` under its name, in place of any state of that name.
    mutating func put(_ state: StateRuntime) { storage[slot(for: state.name)] = state }

    /// Changes the state of that name in place; false (and nothing done) when there is none.
    mutating func update(_ name: String, _ body: (inout StateRuntime) -> Void) -> Bool {
        guard let slot = slots[name] else { return false }
        return storage[slot]?.change(body) != nil
    }
}

/// The mounted containers by instance id, and what is remembered of those that left. Each id met
/// gets a slot it keeps for the run, as in `StateTable`: the passes read the frame's containers by
/// slot. Read with the subscripts; every change goes through `mount`, `unmount` or `update`.
struct ContainerTable {
    private var slots: [String: Int] = [:]
    /// The instance id of each slot.
    private var idOfSlot: [String] = []
    /// The mounted container of each slot, with the slot's place in `mountedSlots`.
    private var mounted: [Mounted?] = []
    private var remembered: [ContainerMemory?] = []
    /// The slots whose container is mounted, in no order. The slots grow with every id a run
    /// meets (a feed scrolled end to end meets all its items), the mounted ones stay about as
    /// many as the screen shows: what is asked at every evaluation goes through this list, not
    /// through every slot.
    private var mountedSlots: [Int] = []

    private struct Mounted {
        var container: ContainerRuntime
        /// Where its slot is in `mountedSlots`.
        var place: Int
    }

    subscript(id: String) -> ContainerRuntime? {
        guard let slot = slots[id] else { return nil }
        return mounted[slot]?.container
    }

    subscript(slot slot: Int) -> ContainerRuntime? { mounted[slot]?.container }

    /// The slot of instance id `id`, given now if it has none (mounted or not).
    mutating func slot(for id: String) -> Int {
        if let slot = slots[id] { return slot }
        slots[id] = idOfSlot.count
        idOfSlot.append(id)
        mounted.append(nil)
        remembered.append(nil)
        return idOfSlot.count - 1
    }

    /// Instance ids of the mounted containers, sorted.
    var ids: [String] { mountedSlots.map { idOfSlot[$0] }.sorted() }

    /// Instance ids of the mounted containers whose slot is not among `present`, sorted.
    func ids(outside present: [Int]) -> [String] {
        let kept = Set(present)
        return mountedSlots.filter { !kept.contains($0) }.map { idOfSlot[$0] }.sorted()
    }

    /// Mounts `container`, giving it back what was remembered of its id. Its id is not mounted:
    /// the two callers mount only then (`Simulation.render` when no container has the id,
    /// `mountGMAAdView` behind `containers[id] == nil`), so the slot joins the mounted list here
    /// without a check (a check nothing can fail would only leave mutants no scenario can kill).
    mutating func mount(_ container: ContainerRuntime) {
        var container = container
        let slot = slot(for: container.id)
        container.memory = remembered[slot].take() ?? container.memory
        mounted[slot] = Mounted(container: container, place: mountedSlots.count)
        mountedSlots.append(slot)
    }

    /// Unmounts the container, remembering what outlives the mount.
    mutating func unmount(_ id: String) {
        guard let slot = slots[id], let entry = mounted[slot] else { return }
        mounted[slot] = nil
        remembered[slot] = entry.container.memory
        // Out of the list by moving its last entry into this one's place.
        let last = mountedSlots.removeLast()
        if last != slot {
            mountedSlots[entry.place] = last
            mounted[last]?.place = entry.place
        }
    }

    /// Changes a mounted container in place; nothing happens when it is not mounted.
    mutating func update(_ id: String, _ body: (inout ContainerRuntime) -> Void) {
        guard let slot = slots[id] else { return }
        update(slot: slot, body)
    }

    /// `update(_:_:)` by slot.
    mutating func update(slot: Int, _ body: (inout ContainerRuntime) -> Void) {
        mounted[slot]?.container.change(body)
    }
}

/// `value?.change(body)` changes the value in an optional where it lies (an element of the
/// tables' arrays, in place), and does nothing when there is none.
protocol ChangedInPlace {}

extension ChangedInPlace {
    mutating func change(_ body: (inout Self) -> Void) { body(&self) }
}

extension StateRuntime: ChangedInPlace {}
extension ContainerRuntime: ChangedInPlace {}

/// A binding whose impression was counted: a container, the ad object, and which of the
/// container's bindings (used only by the `impressionCountedAgain` mutant).
struct BindingKey: Hashable {
    var container: String
    var adInstance: Int
    var bindNumber: Int
}

/// The impressions of a run (IMP-2, SLD-4).
struct ImpressionLedger {
    /// Ad instances whose impression was counted (IMP-2: at most one per ad, ever).
    private(set) var countedAds: Set<Int> = []
    /// Bindings whose impression was counted.
    private(set) var countedBindings: Set<BindingKey> = []
    /// Slider ad instances whose block impression is lost because a card was shown outside (SLD-4).
    private(set) var lostBlockAds: Set<Int> = []

    mutating func count(ad: Int, binding: BindingKey) {
        countedAds.insert(ad)
        countedBindings.insert(binding)
    }

    mutating func loseBlockImpression(of slider: Int) { lostBlockAds.insert(slider) }
}

/// One request of a bulk batch: the batch and its 1-based request number.
struct BulkRequestKey: Hashable {
    var batch: String
    var number: Int
}

/// A bulk request sent and waiting for its response.
/// A GADAdLoader waiting for its response.
struct GMALoaderKey: Hashable {
    var model: String
    var loader: Int
}

struct BulkRequest {
    var unit: String
    var adsCount: Int
    var response: Response
}

/// A `NativeBulkAdLoader` batch (BULK-1..BULK-3).
struct BulkBatch {
    /// The states its last successful load produced, in order.
    var states: [String] = []
    var requestsSent = 0
    /// A `loadAds()` made before initialisation, waiting for it (APP-3).
    var queued: (unit: String, count: Int)?
}

/// A demo unit numbers the ads it returns per base id (APP-5).
struct NumberedAdKey: Hashable {
    var unit: String
    var base: String
}

enum TimerEvent {
    /// The response to request number `request` of a state object (`StateRuntime.generation`).
    case response(Response, state: String, generation: Int, request: Int)
    case bulkResponse(BulkRequestKey)
    case gracePeriodEnds(container: String)
    case dwellEnds(container: String)
    case imagesLoaded(state: String, generation: Int)
    /// The response to a `GADAdLoader` of a GMA view model, by its 1-based loader number (GMA-15).
    case gmaResponse(model: String, loader: Int)
}
