/// Viewability and impressions: IMP-1..IMP-5, IMP-3/SLD-9 (zero size), SLD-4, BIND-5 (flag), CONT-2 (flag).
extension Simulation {
    /// Why the card cannot count its impression now, or nil when it is viewable: the first of the
    /// ordered `ViewabilityCheck`s that fails.
    func notViewable(_ id: String, index: Int) -> ViewabilityIssue? {
        guard let container = containers[id] else { return .notBound }
        return notViewable(container, index: index)
    }

    /// `notViewable(id, index:)` of the mounted container `container`, already looked up.
    func notViewable(_ container: ContainerRuntime, index: Int) -> ViewabilityIssue? {
        for check in ViewabilityCheck.allCases {
            if let issue = failure(of: check, container, at: index) { return issue }
        }
        return nil
    }

    /// One check of the chain: the issue when the card fails it, nil when it passes.
    func failure(of check: ViewabilityCheck, _ container: ContainerRuntime, at index: Int) -> ViewabilityIssue? {
        // The card's rectangles, not a copy of its node (its id and kind) at each of the checks.
        let card = (rect: frame.nodes[index].rect, visible: frame.nodes[index].visible)
        let threshold = settings.viewabilityThreshold
        switch check {
        case .bound:
            return container.binding == .bound ? nil : .notBound
        case .foreground:
            return !foreground && !mutated(.impressionInBackground) ? .inBackground : nil
        case .imagesLoaded:
            // IMP-1: the impression does not wait for images (only the mutant checks).
            guard mutated(.impressionWaitsForImages), let state = states[container.state], !state.imagesShown else { return nil }
            return .imagesNotLoaded
        case .nonZeroSize:
            guard card.rect.isEmpty && !mutated(.zeroSizeCounts) else { return nil }
            return .zeroSize(width: card.rect.width, height: card.rect.height)
        case .shareOnScreen:
            // `.nonZeroSize` comes first in `ViewabilityCheck.allCases`, so the card's area is > 0 here
            // (but under the zeroSizeCounts mutant, where an empty card reads as 0 % on screen).
            let share = card.visible.area / max(card.rect.area, .leastNonzeroMagnitude)
            if container.gma != nil { return gmaOnScreen(share) ? nil : .noPixelOnScreen }
            guard share < threshold - 1e-9 && !(mutated(.anyVisibilityCounts) && share > 0) else { return nil }
            return .belowThreshold(share: share, threshold: threshold)
        case .blockImpressionKept:
            // SLD-4: a card shown outside the SliderAdContainer loses the block's impression.
            guard container.isSlider, let instance = states[container.state]?.adInstance,
                impressions.lostBlockAds.contains(instance), !mutated(.outsideCardsKeepBlockImpression)
            else { return nil }
            return .cardsOutsideSlider
        case .viewableCard:
            // SLD-6, SLD-9: the block is seen through its cards ("тогда достаточно карточек"): its
            // impression needs at least one of its cards, inside it, of non-zero size and viewable.
            guard container.isSlider && !mutated(.zeroSizeCounts) && !mutated(.blockCountsWithoutViewableCard),
                !hasViewableCard(sliderIndex: index, state: container.state)
            else { return nil }
            return .noViewableCard(threshold: threshold)
        case .requiredViews:
            // BIND-4 after binding: a required view hidden or removed later gives the SDK nothing to
            // validate the impression with.
            guard let missing = missingViews(for: container, at: index).first, !mutated(.requiredViewsCheckedOnlyAtBinding)
            else { return nil }
            return .requiredAssetHasNoView(missing)
        case .requiredAssetsInsideCard:
            guard settings.requireAssetsInsideCard && !mutated(.assetsOutsideCardIgnored) else { return nil }
            let required = requiredAssets(for: container)
            let nodes = frame.nodes
            // The asset views are read in the frame, in place (no copies of the nodes).
            for (view, kind) in frameIndex.assetViews(of: index)
            where registers(nodes[view]) && required.contains(where: { $0.kind == kind }) {
                if !card.rect.contains(nodes[view].rect) { return .requiredAssetOutsideCard(kind) }
                if nodes[view].insideCard.width < nodes[view].rect.width - Rect.tolerance
                    || nodes[view].insideCard.height < nodes[view].rect.height - Rect.tolerance
                {
                    return .requiredAssetClipped(kind)
                }
            }
            return nil
        }
    }

    /// Whether a card container of this slider, drawn inside it and bound, is of non-zero size and
    /// on screen at or above the viewability threshold.
    func hasViewableCard(sliderIndex: Int, state sliderState: String) -> Bool {
        frameIndex.nativeContainers.contains { index in
            let node = frame.nodes[index]
            guard case .nativeContainer(let state, _) = node.kind, states[state]?.sliderParent == sliderState,
                !node.rect.isEmpty, let id = node.id, containers[id]?.binding == .bound
            else { return false }
            guard enclosingSlider(of: index, state: sliderState) == sliderIndex || mutated(.outsideCardsKeepBlockImpression)
            else { return false }
            return node.visible.area / node.rect.area >= settings.viewabilityThreshold
        }
    }

    func dwell(for container: ContainerRuntime) -> Int {
        if container.gma != nil { return settings.gmaImpressionDwellMs }
        if let ad = states[container.state]?.ad, ad.media?.video != nil, container.videoStartedAt != nil,
            !mutated(.videoDwellLikeDisplay)
        {
            return settings.videoImpressionDwellMs
        }
        return settings.impressionDwellMs
    }

    func impressionCounted(for container: ContainerRuntime) -> Bool {
        guard let instance = states[container.state]?.adInstance else { return true }
        if mutated(.impressionCountedAgain) || (container.gma != nil && mutated(.gmaImpressionPerAssociation)) {
            return impressions.countedBindings.contains(bindingKey(container))
        }
        return impressions.countedAds.contains(instance)
    }

    func bindingKey(_ container: ContainerRuntime) -> BindingKey {
        BindingKey(
            container: container.id, adInstance: states[container.state]?.adInstance ?? -1,
            bindNumber: container.memory.bindCount)
    }

    func updateViewability() {
        for (entry, slot) in zip(containersInFrame(), presentSlots) {
            // Owner and binding read where they lie: only a bound owner is copied.
            guard states[slot: slot.state]?.owner == entry.id, containers[slot: slot.container]?.binding == .bound,
                let container = containers[slot: slot.container], !impressionCounted(for: container)
            else { continue }
            let reason = notViewable(container, index: entry.index)
            // Said again only when it reads differently (a share that moves within its rounding is not news).
            let changed =
                container.viewabilityNote != reason
                && container.viewabilityNote.map(TranscriptFormat.text(of:)) != reason.map(TranscriptFormat.text(of:))
            if let reason {
                if container.dwellToken != nil && mutated(.dwellNotRestarted) {
                    continue
                } else if let token = container.dwellToken {
                    timers.cancel(token)
                    updateContainer(entry.id) { $0.dwellToken = nil }
                    emit(subject(forContainer: entry.id), .dwellInterrupted(reason))
                } else if changed {
                    emit(.note, .notViewable(container: entry.id, reason))
                }
                // APP-4: an integration problem the SDK sees after binding is reported like the others.
                if changed, reason.check.isLogged {
                    log(.impressionBlocked(container: entry.id, reason))
                }
                updateContainer(entry.id) { $0.viewabilityNote = reason }
            } else if container.dwellToken == nil {
                let dwell = dwell(for: container)
                let share = frame.nodes[entry.index].visible.area / frame.nodes[entry.index].rect.area
                let token = timers.schedule(at: now + dwell, .dwellEnds(container: entry.id))
                updateContainer(entry.id) {
                    $0.dwellToken = token
                    $0.viewabilityNote = nil
                }
                emit(subject(forContainer: entry.id), .viewable(share: share, dwellMs: dwell))
            }
        }
    }

    func dwellEnds(container id: String, token: TimerToken) {
        guard let container = containers[id], container.dwellToken == token, let index = frameIndex.containerIndex(ofID: id),
            let state = states[container.state], let instance = state.adInstance
        else { return }
        updateContainer(id) { $0.dwellToken = nil }
        guard notViewable(id, index: index) == nil || mutated(.dwellNotRestarted) else { return }
        // IMP-2, GMA-14 (gmaSecondAssociation=both): two views bound to one ad each run a dwell (the
        // second from its association, which makes it the owner); the first to end counts the ad.
        guard !impressionCounted(for: container) else { return }
        impressions.count(ad: instance, binding: bindingKey(container))
        var flags: [ImpressionFlag] = []
        // BIND-5: a required component drawn with .opacity(0) marks the impression.
        let invisible = assetNodes(of: index).filter { registers($0.node) && $0.node.opacity == 0 }
            .map(\.kind).filter { kind in requiredAssets(for: container).contains { $0.kind == kind } }
        if !invisible.isEmpty && !mutated(.invisibleAssetNotFlagged) {
            let kinds = Set(invisible).sorted()
            flags.append(.invisibleRequiredAsset(kinds))
            log(.invisibleRequiredAssets(container: id, kinds))
        }
        if let share = smallWarningShare(id, index: index) {
            flags.append(.smallWarning(share: share))
        }
        let adName = state.slider?.id ?? state.ad?.id ?? "?"
        deliver(.onAdImpression(ad: adName, flags: flags), to: id)
    }
}
