/// Binding the loaded ad to the drawn card: BIND-1, BIND-4..BIND-8, IMP-5, SLD-6, SLD-7, CONT-2 (warning area), VID-1.
extension Simulation {
    /// The asset views of a container in this frame (its own, not those of nested containers).
    func assetNodes(of containerIndex: Int) -> [(index: Int, node: PlacedNode, kind: AssetKind)] {
        frameIndex.assetViews(of: containerIndex).map { ($0.index, frame.nodes[$0.index], $0.kind) }
    }

    /// BIND-1/BIND-4: a primitive registers its view unless it is hidden or flattened by
    /// `.drawingGroup()`; `.opacity(0)` still registers (BIND-5).
    func registers(_ node: PlacedNode) -> Bool {
        if node.hidden && !mutated(.hiddenRegisters) { return false }
        if node.drawingGroup && !mutated(.drawingGroupRegisters) { return false }
        if node.opacity == 0 && mutated(.opacityZeroTreatedAsHidden) { return false }
        return true
    }

    /// The assets the loaded ad (or slider block) marks required, and the views the card gives for them.
    func requiredAssets(for container: ContainerRuntime) -> [AssetFixture] {
        // Read where the state lies (a copy of it at every viewability check would cost more than the lookup).
        guard let slot = states.slot(of: container.state), let required = states[slot: slot]?.requiredAssets else { return [] }
        if mutated(.sliderBlockNeedsOwnAssets), let slider = states[slot: slot]?.slider, slider.blockAssets.isEmpty {
            return [AssetFixture(kind: .sponsored, value: "", required: true)]
        }
        return required
    }

    func missingViews(for container: ContainerRuntime, at index: Int) -> [MissingView] {
        let views = frameIndex.assetViews(of: index)
        let nodes = frame.nodes
        return requiredAssets(for: container).compactMap { asset in
            // The views drawn for the asset, looked at in one pass and in place (no array of them
            // nor copy of a node is made): one that registers gives the SDK its view; else the
            // first reason that applies to any of them.
            var drawn = false
            var hidden = false
            var flattened = false
            for view in views where view.kind == asset.kind {
                if registers(nodes[view.index]) { return nil }
                drawn = true
                hidden = hidden || nodes[view.index].hidden
                flattened = flattened || nodes[view.index].drawingGroup
            }
            if hidden { return MissingView(kind: asset.kind, reason: .hidden) }
            if flattened { return MissingView(kind: asset.kind, reason: .drawingGroup) }
            if drawn { return MissingView(kind: asset.kind, reason: .notRegistered) }
            return MissingView(kind: asset.kind, reason: .notDrawn)
        }
    }

    func updateBindings() {
        for (entry, slot) in zip(containersInFrame(), presentSlots) {
            // The container and its state are read field by field where they lie: a copy of each, for
            // every container at every evaluation, would be most of this pass. Only a
            // container that has not bound yet is copied, to look for its missing views.
            guard var binding = containers[slot: slot.container]?.binding, containers[slot: slot.container]?.gma == nil,
                let phase = states[slot: slot.state]?.phase, states[slot: slot.state]?.owner == entry.id
            else { continue }
            // A binding is about one ad object: when the state loads again or gets another ad, it ends.
            if binding != .unbound
                && (phase != .loaded || states[slot: slot.state]?.adInstance != containers[slot: slot.container]?.bindingAd)
                && !mutated(.bindingSurvivesNewAd)
            {
                let reason: UnbindReason = phase == .loaded ? .stateHoldsAnotherAd : .statePhase(phase)
                unbind(entry.id, reason: reason)
                guard let unbound = containers[slot: slot.container]?.binding else { continue }
                binding = unbound
            }
            guard phase == .loaded else { continue }
            // The missing views are looked for only by a container that has not bound yet: a bound
            // (or failed) one, most of them at most evaluations, does nothing with them, and is
            // not copied either (that would copy every loaded container at every evaluation).
            switch binding {
            case .unbound:
                guard let container = containers[slot: slot.container] else { continue }
                let missing = missingViews(for: container, at: entry.index)
                if missing.isEmpty {
                    bind(entry.id, at: entry.index)
                } else if mutated(.bindingFailsImmediately) {
                    bindingFails(entry.id, missing)
                } else {
                    let token = timers.schedule(at: now + settings.bindingGracePeriodMs, .gracePeriodEnds(container: entry.id))
                    let state = states[slot: slot.state]
                    updateContainer(entry.id) {
                        $0.binding = .pending(token: token)
                        $0.bindingAd = state?.adInstance
                        $0.bindingAdName = state?.slider?.id ?? state?.ad?.id
                    }
                    emit(subject(forContainer: entry.id), .bindingWaits(graceMs: settings.bindingGracePeriodMs, missing: missing))
                }
            case .pending(let token):
                guard let container = containers[slot: slot.container] else { continue }
                if missingViews(for: container, at: entry.index).isEmpty {
                    timers.cancel(token)
                    bind(entry.id, at: entry.index)
                }
            case .bound, .failed:
                break
            }
        }
    }

    func bind(_ id: String, at index: Int) {
        guard let container = containers[id], let state = states[container.state] else { return }
        updateContainer(id) {
            $0.binding = .bound
            $0.bindingAd = state.adInstance
            $0.bindingAdName = state.slider?.id ?? state.ad?.id
            $0.memory.bindCount += 1
        }
        let views = assetNodes(of: index).filter { registers($0.node) }
        let kinds = Set(views.map(\.kind)).sorted()
        let adName = state.slider?.id ?? state.ad?.id ?? "?"
        // BIND-8: a primitive for a component the ad lacks draws nothing and registers nothing.
        let available = state.shownKinds
        let registered = kinds.filter { available.contains($0) }
        emit(subject(forContainer: id), .bound(ad: adName, views: registered))
        if let ad = state.ad {
            checkVideoSize(id, index: index, ad: ad)
            emit(
                subject(forContainer: id),
                .draws(registered.compactMap { kind in ad.asset(kind).map { drawnValue($0, state, container: id) } }))
        } else if let slider = state.slider, !registered.isEmpty {
            emit(
                subject(forContainer: id),
                .draws(
                    registered.compactMap { kind in slider.blockAssets.first { $0.kind == kind }.map { drawnValue($0, state) } }))
        }
        if let ad = state.ad {
            // CONT-5: the kit reports components the ad had that the card did not draw.
            let undrawn = ad.assets.map(\.kind).filter { !registered.contains($0) }.sorted()
            if !undrawn.isEmpty {
                note(
                    "\(id) does not draw \(undrawn.map(\.rawValue).joined(separator: ",")) (a layout with every component is recommended)"
                )
            }
            checkWarningArea(id, index: index, ad: ad)
        }
        if let instance = state.adInstance, impressions.countedAds.contains(instance), !mutated(.impressionCountedAgain) {
            note("the impression of ad \(adName) was already counted; it is not counted again")
        }
    }

    /// What a primitive's `label` receives (BIND-2): text as String, rating as Double, images as
    /// Image; `Feedback` falls back to the SDK's icon (BIND-3); images draw empty space until
    /// `loadImages()` when automatic loading is off (IMG-2).
    func drawnValue(_ asset: AssetFixture, _ state: StateRuntime, container: String? = nil) -> PrimitiveValue {
        PrimitiveValue(kind: asset.kind, value: drawnContent(asset, state, container: container))
    }

    private func drawnContent(_ asset: AssetFixture, _ state: StateRuntime, container: String?) -> PrimitiveValue.Value {
        switch asset.kind.valueKind {
        case .text: return .text(asset.value)
        case .rating: return .rating(asset.value)
        case .image, .media:
            if asset.kind == .feedback {
                // BIND-3: the image from the response once loaded, else the SDK's icon.
                let loaded = state.imagesShown || mutated(.feedbackShowsUnloadedImage)
                return asset.value.isEmpty || !loaded ? .sdkIcon : .image(asset.value)
            }
            if !state.imagesShown && asset.kind.waitsForImages { return .empty }
            // VID-1: the media of a video ad plays the video, or shows its still image when too small.
            if asset.kind == .media, state.ad?.media?.video != nil {
                let plays = container.map { containers[$0]?.videoStartedAt != nil } ?? true
                return plays ? .video(asset.value) : .still(asset.value)
            }
            return .image(asset.value)
        }
    }

    func gracePeriodEnds(container id: String, token: TimerToken) {
        guard let container = containers[id], case .pending(let pending) = container.binding, pending == token,
            let index = frameIndex.index(ofID: id)
        else { return }
        let missing = missingViews(for: container, at: index)
        if missing.isEmpty {
            bind(id, at: index)
        } else {
            bindingFails(id, missing)
        }
    }

    /// BIND-4 / SLD-7: `onAdBindingFailure` with `noViewForAsset` naming the first missing asset.
    /// IMP-5: this binding never counts an impression; the phase stays `.loaded`.
    func bindingFails(_ id: String, _ missing: [MissingView]) {
        guard let container = containers[id] else { return }
        let adInstance = states[container.state]?.adInstance
        updateContainer(id) {
            $0.binding = .failed
            $0.bindingAd = adInstance
        }
        var first = missing[0]
        if mutated(.bindingFailureNamesWrongAsset),
            let other = requiredAssets(for: container).first(where: { $0.kind != first.kind })
        {
            first = MissingView(kind: other.kind, reason: first.reason)
        }
        // SLD-7: a slider's required asset is the block's.
        log(.noViewForRequiredAsset(container: id, first, isSlider: container.isSlider))
        deliver(.onAdBindingFailure(code: "noViewForAsset", asset: first.kind), to: id)
    }

    /// CONT-2 (inferred part): a drawn warning smaller than `warningMinimumArea` of the card is reported.
    func checkWarningArea(_ id: String, index: Int, ad: AdFixture) {
        guard let share = smallWarningShare(id, index: index), let minimum = ad.warningMinimumArea else { return }
        log(.smallWarning(container: id, share: share, minimum: minimum))
    }

    /// The share of the card a drawn warning covers, when below the minimum (for the impression flag).
    func smallWarningShare(_ id: String, index: Int) -> Double? {
        guard settings.reportSmallWarning, let container = containers[id], let ad = states[container.state]?.ad,
            let minimum = ad.warningMinimumArea,
            // Read in the frame, in place (`assetNodes(of:)` would copy every asset view of the card).
            let warning = frameIndex.assetViews(of: index).first(where: {
                $0.kind == .warning && registers(frame.nodes[$0.index])
            })
        else { return nil }
        // A card of zero area gives an infinite or NaN share, which is never below the minimum: nil.
        let share = frame.nodes[warning.index].rect.area / frame.nodes[index].rect.area
        return share < minimum ? share : nil
    }

}
