/// Rendering and the container lifecycle: CONT-1, CONT-3, LOAD-5, EVT-2, SLD-4.
extension Simulation {
    /// Renders the screen, then brings containers, binding and viewability up to date.
    func evaluate() {
        guard !budget.exceeded else { return }  // the run is over (`EngineBudget`)
        let rendered = layoutMayHaveChanged()
        if rendered {
            frame = render()
            frameIndex = FrameIndex(frame) { self.gmaModel(ofAdView: $0)?.id ?? "" }
            renderedLayoutVersion = layoutInputsVersion
        }
        budget.spend(1 + frame.nodes.count)
        // The three passes bring containers, bindings and viewability up to date with the frame,
        // the states and the containers; run again on what they left, they find nothing to do.
        // Right after a `wait` (`passesUpToDate`) nothing but the clock moved since they last ran
        // (the wait evaluated after each of its timers), so they are skipped unless the frame was
        // rendered anew.
        if rendered || !passesUpToDate {
            reconcileContainers()
            updateBindings()
            updateViewability()
        }
        recordRender()
        passesUpToDate = false
    }

    /// Whether a render now could differ from `frame`. A render is a function of the screen tree,
    /// the scroll offsets, the instance changes, the bulk batches (all counted by
    /// `layoutInputsVersion`), constants of the run (screen size, settings, mutants) and of what
    /// `shows(_:)` answers for the states it asks about. `layoutAnswers` holds every state asked
    /// about by this render or an earlier one (the lazy stack cache keeps measures made from
    /// earlier answers), with its answer at the last render: while none of them answers otherwise
    /// and the version is the same, a render would ask the same questions, get the same answers and
    /// make the same frame, so the frame is kept. The answers are brought up to date on the way.
    func layoutMayHaveChanged() -> Bool {
        var changed = renderedLayoutVersion != layoutInputsVersion
        // Only a state changed since the last look can answer otherwise; the order of the visit
        // does not matter (each answer is compared and stored on its own).
        for name in statesChangedSinceLayoutCheck {
            guard let answer = layoutAnswers[name] else { continue }
            let current = shows(name)
            if current != answer {
                changed = true
                layoutAnswers[name] = current
            }
        }
        statesChangedSinceLayoutCheck.removeAll(keepingCapacity: true)
        return changed
    }

    func render() -> Frame {
        let context = LayoutContext(
            screen: Rect(x: 0, y: 0, width: input.app.screenWidth, height: input.app.screenHeight),
            prefetchMargin: settings.lazyPrefetchMargin,
            shows: { [unowned self] _, state in
                let answer = self.shows(state)
                self.layoutAnswers[state] = answer  // what `layoutMayHaveChanged()` compares
                return answer
            },
            batchStates: { [unowned self] batch in self.bulkBatches[batch]?.states ?? [] },
            instanceChanges: instanceChanges, ignoresMinHeight: mutated(.gmaMinHeightIgnored),
            lazyCache: cachesLazyStacks ? lazyCache : nil, expectedNodeCount: frame.nodes.count,
            charge: { [unowned self] events in self.budget.spend(events) })
        return Layout.render(screen, scroll: scrollOffsets, context: context)
    }

    /// CONT-1: placeholder in .idle and .loading, the card in .loaded, nothing after .failed.
    func shows(_ name: String) -> ContainerShows {
        guard let slot = states.slot(of: name) else { return .nothing }
        return shows(slot: slot, name: name)
    }

    /// `shows(name)` of the state at `slot` (`StateTable`), whose name is `name`: the state is read
    /// where it lies, not copied (a copy at every call would cost more than the answer).
    func shows(slot: Int, name: String) -> ContainerShows {
        guard let phase = states[slot: slot]?.phase else { return .nothing }
        switch phase {
        case .idle, .loading: return .placeholder
        case .failed: return mutated(.placeholderAfterFailure) ? .placeholder : .nothing
        case .loaded:
            if states[slot: slot]?.slider != nil {
                return .content(has: states[slot: slot]?.shownKinds ?? [], cardStates: cardStates(of: name))
            }
            return .content(
                has: states[slot: slot]?.shownKinds ?? [], cardStates: [],
                mediaAspectRatio: states[slot: slot]?.ad?.media?.aspectRatio)
        }
    }

    /// Mounted containers in this frame, in tree order: (instance id, frame index, state, is slider, handlers).
    /// (Listed once per render by `FrameIndex`: the model of an ad view is fixed by the input.)
    func containersInFrame() -> [FrameContainer] { frameIndex.containers }

    func reconcileContainers() {
        let present = containersInFrame()
        let slots = presentSlots
        // Unmounts first, in id order. (The frame's containers by slot: no set of their ids is made
        // nor are the mounted ids sorted at every evaluation, only those that leave.)
        for id in containers.ids(outside: slots.map(\.container)) {
            guard let container = containers[id] else { continue }
            cancelTimers(of: id)
            let boundAd = container.binding == .bound ? container.bindingAdName : nil
            emit(
                subject(forContainer: id),
                .unmounted(unboundAd: boundAd, pendingImpressionDropped: boundAd != nil && container.dwellToken != nil))
            if states[container.state]?.owner == id { updateState(container.state) { $0.owner = nil } }
            unmountContainer(id)
        }
        // Mounts and state changes, in tree order: the last container to receive a state gets it (CONT-3).
        for (entry, slot) in zip(present, slots) {
            if case .gmaAdView = frame.nodes[entry.index].kind {
                mountGMAAdView(entry.id, model: entry.state, rect: frame.nodes[entry.index].rect)
                continue
            }
            let generation = states[slot: slot.state]?.generation ?? 0
            // The fields compared, read where they lie (not a copy of the whole container).
            if let existing = containers[slot: slot.container].map({
                (state: $0.state, stateGeneration: $0.stateGeneration, awaitingState: $0.awaitingState)
            }) {
                updateContainer(slot: slot.container) { $0.handlers = entry.handlers }
                if existing.state == entry.state && existing.stateGeneration == generation {
                    // SLD-4, BULK-2: a container mounted before its state existed takes it once it does.
                    if existing.awaitingState && states[slot: slot.state] != nil {
                        updateContainer(entry.id) { $0.awaitingState = false }
                        claim(entry.state, by: entry.id)
                    }
                    continue
                }
                if existing.state != entry.state {
                    unbind(entry.id, reason: .anotherState(entry.state))
                    if states[existing.state]?.owner == entry.id { updateState(existing.state) { $0.owner = nil } }
                }
                let awaiting = states[slot: slot.state] == nil
                updateContainer(entry.id) {
                    $0.state = entry.state
                    $0.stateGeneration = generation
                    $0.awaitingState = awaiting
                    $0.shows = nil
                }
                claim(entry.state, by: entry.id)
            } else {
                mountContainer(
                    ContainerRuntime(
                        id: entry.id, state: entry.state, stateGeneration: generation, isSlider: entry.slider,
                        handlers: entry.handlers, awaitingState: states[slot: slot.state] == nil))
                emit(subject(forContainer: entry.id), .mounted(state: entry.state))
                claim(entry.state, by: entry.id)
                if mutated(.remountReloads), let state = states[entry.state], state.phase == .loaded, !state.preloaded {
                    updateState(entry.state) { $0.phase = .idle }
                    loadAd(entry.state)
                }
            }
        }
        for (entry, slot) in zip(present, slots) { logShows(entry, slot: slot) }
        checkCardsInsideSlider(present, slots: slots)
    }

    /// The container takes the state; a container that had it loses it, with a warning (CONT-3).
    func claim(_ name: String, by id: String) {
        guard let state = states[name] else { return }
        if let previous = state.owner, previous != id, containers[previous] != nil {
            if mutated(.sharedStateStaysWithFirst) { return }
            if !mutated(.silentOwnershipMove) {
                log(.stateSharedByContainers(state: name, from: previous, to: id))
            }
            unbind(previous, reason: .stateMoved(to: id))
        }
        updateState(name) { $0.owner = id }
        if let event = state.undelivered {
            updateState(name) { $0.undelivered = nil }
            // EVT-2: not replayed by default. A preloaded state (NativeAdState(ad:), a slider card)
            // has an undelivered outcome only from the mutants preloadedStateGetsOnAdLoad and
            // cardStatesGetOnAdLoad (its onAdLoad; a loadAd() clears `preloaded` before it sends):
            // their bug shows here, as the onAdLoad the container receives when it gets the state.
            if settings.replayOutcomeOnMount || state.preloaded {
                replay(event, to: id)
            }
        }
    }

    /// The container stops being bound: timers stop; it gets no more events for its old ad.
    func unbind(_ id: String, reason: UnbindReason) {
        guard let container = containers[id] else { return }
        cancelTimers(of: id)
        if let ad = container.bindingAdName {
            switch container.binding {
            case .bound:
                emit(
                    subject(forContainer: id),
                    .unbound(ad: ad, reason: reason, pendingImpressionDropped: container.dwellToken != nil))
            case .pending: emit(subject(forContainer: id), .stopsWaiting(ad: ad, reason: reason))
            case .unbound, .failed: break
            }
        }
        updateContainer(id) {
            $0.bindingAdName = nil
            $0.binding = .unbound
            $0.videoStartedAt = nil
        }
    }

    func cancelTimers(of id: String) {
        guard let container = containers[id] else { return }
        if case .pending(let token) = container.binding { timers.cancel(token) }
        if let token = container.dwellToken { timers.cancel(token) }
        updateContainer(id) { $0.dwellToken = nil }
    }

    /// The `shows` line of the frame's container `entry`, at `slot`, when it reads anew.
    func logShows(_ entry: FrameContainer, slot: (container: Int, state: Int)) {
        let id = entry.id
        // The three fields read where they lie, not a copy of the whole container (this runs for
        // every container of the frame at every evaluation). `isGMA == false` is a comparison, not
        // `!isGMA`, so that the clause keeps its mutants and their keys (Specs/Mutation).
        guard
            let container = containers[slot: slot.container].map({
                (state: $0.state, shows: $0.shows, isGMA: $0.gma != nil)
            }), container.isGMA == false,
            // The container's state is its entry's (the loop above gave it), so the frame's slot is
            // its slot; looked up by name only for two containers of one id in one frame.
            let stateSlot = container.state == entry.state ? slot.state : states.slot(of: container.state),
            let state = states[slot: stateSlot]
        else { return }
        let display: Display
        var imagesNotLoaded = false
        switch shows(slot: stateSlot, name: container.state) {
        case .placeholder: display = .placeholder
        case .nothing: display = .nothing
        case .content:
            if let slider = state.slider {
                let has = state.sortedKinds
                // IMG-3: the block's own images, if it has any; the cards say so for theirs.
                let blockImages = slider.blockAssets.contains { $0.kind.waitsForImages }
                display = .content(.slider(ads: cardStates(of: container.state).count, has: has))
                imagesNotLoaded = blockImages && !state.imagesShown
            } else if let ad = state.ad {
                display = .content(.native(layoutInfo(ad, has: state.sortedKinds)))
                imagesNotLoaded = !state.imagesShown
            } else {
                display = .content(nil)
            }
        }
        // Images arriving later do not repeat this line: `loadImages()` reports the redraw itself.
        // (An equal value reads the same: only a different one needs its text compared, and only
        // when there is one: the first display of a container is always shown, unformatted.)
        guard container.shows != display,
            !(container.shows.map { TranscriptFormat.text(of: $0) == TranscriptFormat.text(of: display) } ?? false)
        else { return }
        updateContainer(slot: slot.container) { $0.shows = display }
        emit(subject(forContainer: id), .shows(display, imagesNotLoaded: imagesNotLoaded))
    }

    /// CONT-2: `NativeAdLayoutInfo` tells what the ad has, not its values. `has` is the kinds of
    /// the ad's assets, sorted (`StateRuntime.sortedKinds`).
    func layoutInfo(_ ad: AdFixture, has: [AssetKind]) -> NativeLayoutInfo {
        NativeLayoutInfo(
            adType: ad.adType, has: has, mediaAspectRatio: ad.media?.aspectRatio,
            mediaHasVideo: ad.media?.video != nil, warningMinimumArea: ad.warningMinimumArea)
    }
}
