/// The discrete-event simulation behind `ReferenceEngine`: one scenario, one run.
/// Engine time starts at 0 and moves only on `wait`; after every step and every timer the screen
/// is rendered again and binding and viewability are re-evaluated (`evaluate()`).
final class Simulation {
    let input: ScenarioInput
    let settings: Settings
    let mutants: Set<Mutant>
    var now = 0
    var timers = TimerQueue<TimerEvent>()
    var lines: [TranscriptLine] = []
    var screen: ViewNode { didSet { layoutInputsVersion &+= 1 } }
    var scrollOffsets: [String: Double] = [:] { didSet { layoutInputsVersion &+= 1 } }
    /// Changes steps made to nodes inside template instances, by instance id (`cta#0`).
    var instanceChanges: [String: (inout ViewNode) -> Void] = [:] { didSet { layoutInputsVersion &+= 1 } }
    var foreground = true
    var sdkInitialized: Bool
    /// The app's states by name (declared, slider cards, bulk ads).
    private(set) var states = StateTable()
    /// Mounted containers by instance id.
    private(set) var containers = ContainerTable()
    var frame = Frame()
    /// Lookups into `frame`, rebuilt with it; a new one gives its containers their slots.
    var frameIndex = FrameIndex() { didSet { assignPresentSlots() } }
    /// The slots (`ContainerTable`, `StateTable`) of each of `frameIndex.containers`: its instance
    /// id's and its state's. Made once per render; the passes read containers and states by them.
    private(set) var presentSlots: [(container: Int, state: Int)] = []
    /// A change lays lazy stacks out anew: a `ForEach` of a batch measures by its first state.
    var bulkBatches: [String: BulkBatch] = [:] {
        didSet {
            lazyCache.invalidateAll()
            layoutInputsVersion &+= 1
        }
    }
    /// Bulk requests waiting for their responses.
    var awaitedBulk: [BulkRequestKey: BulkRequest] = [:]
    /// GADAdLoaders waiting for their responses (source 003).
    var awaitedGMA: [GMALoaderKey: Response] = [:]
    /// Requests each ad unit received: the n-th request to a unit gets its n-th response.
    var unitRequests: [String: Int] = [:]
    /// Ads numbered so far per unit and base id (`AdUnit.numbersAds`).
    var numberedAds: [NumberedAdKey: Int] = [:]
    var adCounter = 0
    var impressions = ImpressionLedger()
    var budget: EngineBudget
    /// What lazy stacks keep between renders (`LazyStackCache`), told of every state change.
    let lazyCache = LazyStackCache()
    var cachesLazyStacks = true
    /// `input.network`, made once (it builds the demo units anew each time it is read).
    let network: [AdUnit]
    /// Counts the changes of what a render reads besides the states: `screen`, `scrollOffsets`,
    /// `instanceChanges`, `bulkBatches` (`evaluate()` reuses a frame only while it is unchanged).
    var layoutInputsVersion = 0
    /// The `layoutInputsVersion` the current `frame` was rendered at; nil before the first render.
    var renderedLayoutVersion: Int?
    /// Set by a `wait` step: nothing has changed since the last evaluation but `now`, so the next
    /// one need not run its passes again unless it renders anew (`evaluate()`).
    var passesUpToDate = false
    /// Every state a render has asked about (`shows`), with what it answered at the last render.
    var layoutAnswers: [String: ContainerShows] = [:]
    /// The states changed (`updateState`, `putState`) since `layoutMayHaveChanged()` last looked:
    /// `shows(name)` reads nothing but `states[name]`, so no other answer can have changed. Without
    /// it every evaluation asked again about every state ever laid out: a feed scrolled end to end
    /// was quadratic in its items.
    var statesChangedSinceLayoutCheck: Set<String> = []
    /// The renders and periods kept for pictures (`RenderSnapshot`), when asked for; nil otherwise.
    var renderRecorder: RenderRecorder?
    /// The ids of the screen's views whose user interaction is off (`ViewNode.userInteractionEnabled`),
    /// made at the first tap that asks (GMA-4).
    lazy var nonInteractiveViews: Set<String> = {
        var ids: Set<String> = []
        input.app.screen.forEachNode { node in
            if !node.userInteractionEnabled, let id = node.id { ids.insert(id) }
        }
        return ids
    }()

    init(input: ScenarioInput, mutants: Set<Mutant>, eventBudget: Int = ReferenceEngine.defaultEventBudget) {
        self.budget = EngineBudget(limit: eventBudget)
        self.input = input
        self.settings = input.settings
        self.mutants = mutants
        self.screen = Layout.namingUnnamedContainers(input.app.screen)
        self.network = input.network
        self.sdkInitialized = input.app.sdkInitialized
        for declaration in input.app.states {
            states.put(StateRuntime(declaration: declaration))
        }
    }

    func mutated(_ mutant: Mutant) -> Bool { mutants.contains(mutant) }

    // MARK: Transcript

    func emit(_ subject: Subject, _ event: TranscriptEvent) {
        lines.append(TranscriptLine(timeMs: now, subject: subject, event: event))
    }

    /// An SDK log line (APP-4): only when the app called `YandexAds.enableLogging()`.
    func log(_ message: LogMessage) {
        guard input.app.loggingEnabled || mutated(.logsWithoutEnableLogging) else { return }
        emit(.log(message.level), .log(message))
    }

    func note(_ text: String) { emit(.note, .note(text)) }

    // MARK: Running

    func run() throws(RunError) -> [TranscriptLine] {
        evaluate()
        try checkBudget(step: nil)
        for (index, step) in input.script.enumerated() {
            budget.spend(1)
            try perform(step, index: index)
            evaluate()
            try checkBudget(step: index)
        }
        emit(.end, .end)
        return lines
    }

    private func checkBudget(step index: Int?) throws(RunError) {
        guard budget.exceeded else { return }
        let at = index.map { "at step \($0 + 1) of \(input.script.count)" } ?? "before the first step"
        throw RunError(
            stepIndex: nil, message: "the scenario exceeded the engine budget of \(budget.limit) events \(at)")
    }

    /// Moves engine time to `target`, firing due timers in (time, sequence) order. The screen is
    /// evaluated after each timer; at `target` itself the step's own evaluation follows (`run()`).
    func advance(to target: Int) {
        while !budget.exceeded, let entry = timers.popDue(atOrBefore: target) {
            budget.spend(1)
            now = entry.time
            fire(entry.payload, token: entry.token)
            evaluate()
        }
        now = target
    }

    func fire(_ event: TimerEvent, token: TimerToken) {
        switch event {
        case .response(let response, let state, let generation, let request):
            receiveResponse(response, state: state, generation: generation, request: request)
        case .bulkResponse(let request): receiveBulk(request)
        case .gracePeriodEnds(let container): gracePeriodEnds(container: container, token: token)
        case .dwellEnds(let container): dwellEnds(container: container, token: token)
        case .imagesLoaded(let state, let generation): imagesLoaded(state: state, generation: generation)
        case .gmaResponse(let model, let loader): gmaReceiveResponse(model: model, loader: loader)
        }
    }

    // MARK: Events

    /// Delivers a container callback (EVT-1); the transcript says when no modifier was attached.
    func deliver(_ callback: Callback, to containerID: String) {
        guard let container = containers[containerID] else { return }
        if container.gma != nil {
            gmaDeliver(callback, from: containerID)
            return
        }
        emit(subject(forContainer: containerID), .callback(callback, handled: container.handlers.contains(callback.event)))
    }

    /// Delivers a load outcome that reached no container before, on mount (EVT-2, EVT-3).
    func replay(_ event: ContainerEvent, to containerID: String) {
        guard let container = containers[containerID] else { return }
        emit(subject(forContainer: containerID), .outcomeReplayed(event, handled: container.handlers.contains(event)))
    }

    /// The one place a state changes; nothing happens when there is no state of that name.
    func updateState(_ name: String, _ body: (inout StateRuntime) -> Void) {
        guard states.update(name, body) else { return }
        lazyCache.stateChanged(name)
        statesChangedSinceLayoutCheck.insert(name)
    }

    /// Puts a state (new, or a new object under an existing name) in place.
    func putState(_ state: StateRuntime) {
        states.put(state)
        lazyCache.stateChanged(state.name)
        statesChangedSinceLayoutCheck.insert(state.name)
    }

    /// The one place a mounted container changes.
    func updateContainer(_ id: String, _ body: (inout ContainerRuntime) -> Void) {
        containers.update(id, body)
    }

    /// `updateContainer(_:_:)` of the container at `slot` (`ContainerTable`).
    func updateContainer(slot: Int, _ body: (inout ContainerRuntime) -> Void) {
        containers.update(slot: slot, body)
    }

    func mountContainer(_ container: ContainerRuntime) { containers.mount(container) }

    func unmountContainer(_ id: String) { containers.unmount(id) }

    /// Gives the frame's containers (`frameIndex.containers`) their slots (`frameIndex`'s `didSet`).
    func assignPresentSlots() {
        presentSlots = frameIndex.containers.map { (containers.slot(for: $0.id), states.slot(for: $0.state)) }
    }

    func subject(forContainer id: String) -> Subject {
        // One look-up (it was two: each hashes the id and copies the container).
        let container = containers[id]
        if container?.gma != nil { return .adView(id) }
        return (container?.isSlider ?? false) ? .slider(id) : .container(id)
    }

    /// The mounted container a state's events go to (CONT-3), if any. An owner is always mounted:
    /// the one place a container is unmounted (`Simulation+Render`) clears its state's owner first.
    func owner(of state: String) -> String? { states[state]?.owner }
}
