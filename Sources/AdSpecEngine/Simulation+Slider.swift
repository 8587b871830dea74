/// The slider: SLD-1, SLD-2, SLD-4, SLD-10, SLD-11 (binding and impressions are shared with native ads).
extension Simulation {
    /// SLD-1, SLD-2, SLD-10, SLD-11: a loaded slider's cards become already-loaded states.
    func loadedSlider(_ name: String, _ response: SliderFixture) {
        var slider = response
        guard let parent = states[name] else { return }
        let unitID = parent.adUnitID
        if unit(unitID)?.numbersAds == true {
            slider.id = numberedID(slider.id, unit: unitID)
            slider.cards = slider.cards.map { numbered($0, unit: unitID) }
        }
        // SLD-10: ads another block of this app is showing are not put into the slider.
        let shown = Set(states.values.filter { $0.sliderParent != name && $0.phase == .loaded }.compactMap { $0.ad?.id })
        var cards = slider.cards
        if !mutated(.sliderRepeatsShownAds) {
            let kept = cards.filter { !shown.contains($0.id) }
            if kept.count < cards.count {
                emit(.note, .sliderAdsLeftOut(state: name, ads: cards.filter { shown.contains($0.id) }.map(\.id)))
            }
            cards = kept
        }
        // A slider with no card left shows nothing: the load ends without fill.
        guard !cards.isEmpty else {
            let why =
                slider.cards.isEmpty
                ? "the slider has no ads" : "every ad of the slider is already placed in other blocks of the app"
            fail(name, code: "noFill", message: why)
            return
        }
        adCounter += 1
        var block = slider
        block.cards = cards
        let instance = adCounter
        updateState(name) {
            $0.slider = block
            $0.adInstance = instance
        }
        for (i, card) in cards.enumerated() {
            let cardName = DerivedStateName.sliderCard(slider: name, index: i).name
            adCounter += 1
            var cardState = StateRuntime(
                declaration: StateDeclaration(
                    id: cardName, adUnitID: parent.adUnitID, loadImagesAutomatically: parent.loadImagesAutomatically))
            cardState.phase = .loaded
            cardState.ad = card
            cardState.adInstance = adCounter
            cardState.preloaded = true
            cardState.sliderParent = name
            // LOAD-5: a new block's card is a new state object; a card container drawn outside the
            // block (SLD-4) that showed the card of the previous object receives it as a new state.
            cardState.generation = (states[cardName]?.generation ?? -1) + 1
            putState(cardState)
        }
        setPhase(
            name,
            .sliderLoaded(
                slider: slider.id, blockAssets: block.blockAssets.map { BlockAsset(kind: $0.kind, required: $0.required) },
                ads: cards.map(\.id)))
        deliverOutcome(.onAdLoad(ad: slider.id), of: name)
        if mutated(.cardStatesGetOnAdLoad) {
            for cardName in cardStates(of: name) { updateState(cardName) { $0.undelivered = .onAdLoad } }
        }
    }

    /// The card states of a loaded slider, in the block's order (SLD-2).
    func cardStates(of name: String) -> [String] {
        guard let count = states[name]?.slider?.cards.count else { return [] }
        return (0..<count).map { DerivedStateName.sliderCard(slider: name, index: $0).name }
    }

    /// SLD-4: a card shown outside its `SliderAdContainer` counts its own impression, and the
    /// block's impression is lost. `present` are the frame's containers, `slots` their slots.
    func checkCardsInsideSlider(_ present: [FrameContainer], slots: [(container: Int, state: Int)]) {
        for (entry, slot) in zip(present, slots) {
            guard let parent = states[slot: slot.state]?.sliderParent, let instance = states[parent]?.adInstance,
                let container = containers[slot: slot.container], !container.memory.reportedOutsideSliderAds.contains(instance)
            else { continue }
            if enclosingSlider(of: entry.index, state: parent) == nil {
                impressions.loseBlockImpression(of: instance)
                updateContainer(entry.id) { $0.memory.reportedOutsideSliderAds.insert(instance) }
                log(.cardOutsideSlider(card: entry.id, slider: parent))
            }
        }
    }

    /// The frame index of the nearest container above `index` that is a `SliderAdContainer` of
    /// `state`, if the node is drawn inside one (SLD-4).
    func enclosingSlider(of index: Int, state: String) -> Int? {
        var ancestor = frame.nodes[index].container
        while let candidate = ancestor {
            if case .sliderContainer(let sliderState, _) = frame.nodes[candidate].kind, sliderState == state { return candidate }
            ancestor = frame.nodes[candidate].container
        }
        return nil
    }
}
