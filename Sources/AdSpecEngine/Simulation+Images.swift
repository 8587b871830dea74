/// Manual images: IMG-1..IMG-3, BIND-3 (feedback image).
extension Simulation {
    func loadImages(_ name: String) {
        guard let state = states[name] else { return }
        guard state.phase == .loaded else {
            note("\(name).loadImages() in phase \(state.phase.name): nothing to load")
            return
        }
        guard !state.imagesShown, !state.imagesLoading else {
            note("\(name).loadImages(): images are already loaded or loading")
            return
        }
        // A loaded state's unit answered its request, so it exists.
        guard let latency = unit(state.adUnitID)?.imageLatencyMs else { return }
        updateState(name) { $0.imagesLoading = true }
        timers.schedule(at: now + latency, .imagesLoaded(state: name, generation: state.generation))
    }

    func imagesLoaded(state name: String, generation: Int) {
        guard let state = states[name], state.generation == generation else { return }
        // `imagesLoading` stays set: with `imagesLoaded` the images are shown for good, and
        // `loadImages(_:)` reads the two together.
        updateState(name) { $0.imagesLoaded = true }
        var covered = [name]
        if state.kind == .slider && !mutated(.sliderImagesSkipCards) {
            // IMG-3: the slider loads the images of the block and all its cards at once.
            for card in cardStates(of: name) {
                updateState(card) { $0.imagesLoaded = true }
                covered.append(card)
            }
        }
        emit(.state(name), .imagesLoaded(states: covered))
        // IMG-1: "примитивы перерисовываются сами": each bound card shows what its image primitives draw now.
        for covered in covered {
            guard let owner = owner(of: covered), containers[owner]?.binding == .bound,
                let index = frameIndex.index(ofID: owner), let state = states[covered]
            else { continue }
            let assets = state.slider?.blockAssets ?? state.ad?.assets ?? []
            let drawn = Set(assetNodes(of: index).filter { registers($0.node) }.map(\.kind))
            let redrawn = assets.filter { asset in
                let loads = asset.kind.waitsForImages || (asset.kind == .feedback && !asset.value.isEmpty)
                return loads && drawn.contains(asset.kind)
            }.sorted { $0.kind < $1.kind }
            guard !redrawn.isEmpty else { continue }
            emit(subject(forContainer: owner), .redraws(redrawn.map { drawnValue($0, state, container: owner) }))
        }
    }
}
