/// The native advanced flow of source 003 (GMA-1..GMA-15) on the engine's shared core. What is
/// shared: the ad units and their n-th responses (`nextResponse`), the timer queue
/// and the clock, rendering and the frame, the viewability chain and the impression ledger
/// (`updateViewability`, `notViewable`, `dwellEnds`: a `GADNativeAdView` is a mounted container
/// whose binding is its association), and the touch checks of `tap`. What is its own: the loader
/// and its delegate, the app's populate code, the outlets, and what the association registers.
extension Simulation {
    func gmaModel(_ id: String) -> GMAViewModel? { input.app.gmaModels.first { $0.id == id } }

    func gmaModel(ofAdView id: String) -> GMAViewModel? { input.app.gmaModels.first { $0.adViews.contains(id) } }

    /// `setAdView` (UIKit) or `makeUIView` (SwiftUI): the ad view is in the hierarchy.
    func mountGMAAdView(_ id: String, model: String, rect: Rect) {
        guard containers[id] == nil else { return }
        // Issue 38 item 3: 003's UIKit code creates the view in `adLoader(_:didReceive:)`, so
        // before the model's first ad it is not in the hierarchy (`populate` mounts it then).
        if let gma = gmaModel(model), !gma.adViewBeforeTheAd, states[model]?.gmaAd == nil { return }
        var container = ContainerRuntime(id: id, state: model, stateGeneration: 0, isSlider: false, handlers: [])
        container.gma = GMAAdViewState()
        mountContainer(container)
        emit(.adView(id), .gma(.adViewInHierarchy(model: model, width: rect.width, height: rect.height)))
    }

    // MARK: Loading (GMA-1, GMA-11, GMA-15)

    /// `refreshAd()`: a new `GADAdLoader` each time, its delegate set, then `load(GADRequest())`.
    func refreshAd(_ name: String) {
        guard let model = gmaModel(name), let state = states[name] else { return }
        let number = state.requests + 1
        updateState(name) { $0.requests = number }
        emit(
            .model(name),
            .gma(.loaderCreated(number: number, unit: model.adUnitID, rootViewController: model.rootViewController)))
        guard let response = nextResponse(of: model.adUnitID) else {
            failToReceive(name, loader: number, code: "unknownAdUnit", message: "no such ad unit")
            return
        }
        awaitedGMA[GMALoaderKey(model: name, loader: number)] = response
        timers.schedule(at: now + response.latencyMs, .gmaResponse(model: name, loader: number))
    }

    func gmaReceiveResponse(model name: String, loader: Int) {
        guard let response = awaitedGMA.removeValue(forKey: GMALoaderKey(model: name, loader: loader)),
            let state = states[name], let model = gmaModel(name)
        else { return }
        // GMA-15: `adLoader = GADAdLoader(...)` released the previous loader; its answer reaches no one.
        if loader != state.requests && !mutated(.gmaReplacedLoaderDelivers) {
            emit(.model(name), .gma(.responseDropped(loader: loader, current: state.requests)))
            return
        }
        if !model.rootViewController && mutated(.gmaRootViewControllerRequired) {
            failToReceive(name, loader: loader, code: "invalidRequest", message: "no root view controller")
            return
        }
        switch response.outcome {
        case .gmaAd(let fixture):
            // The demo units, the only ones that number their ads (APP-5), answer with the other
            // SDK's ads: a GADNativeAd keeps the id it is declared with.
            let ad = fixture
            adCounter += 1
            let instance = adCounter
            updateState(name) {
                $0.gmaAd = ad
                $0.adInstance = instance
                $0.gmaDelegate = model.setsDelegate
            }
            emit(
                .model(name),
                .gma(
                    .received(
                        loader: loader, ad: ad.id, assets: ad.assets, aspectRatio: ad.media.aspectRatio,
                        hasVideo: ad.media.video != nil)))
            switch model.wrapper {
            case .uikit:
                // Issue 38 item 3: a fresh view from the nib with each ad (003's code), or the one
                // loaded before the first ad, reused.
                for view in model.adViews { populate(view, model: model, freshView: model.nibLoading == .perAd) }
            case .swiftUI:
                guard !mutated(.gmaAdNotPublished) else { break }
                emit(.model(name), .gma(.published(ad: ad.id)))
                for view in model.adViews {
                    // GMA-9: every representable observing the view model updates.
                    if mutated(.gmaRepublishNotObserved) {
                        if containers[view]?.gma?.filled.isEmpty == false { continue }
                    }
                    populate(view, model: model, freshView: false)
                }
            }
        case .failure(let failure):
            failToReceive(name, loader: loader, code: failure.code, message: failure.message)
        case .ads, .slider:
            failToReceive(name, loader: loader, code: "adTypeMismatch", message: "the unit returned an ad of another SDK")
        }
    }

    func failToReceive(_ name: String, loader: Int, code: String, message: String) {
        guard !mutated(.gmaFailureSilent) else { return }
        emit(.model(name), .gma(.failedToReceive(loader: loader, code: code, message: message)))
    }

    /// SwiftUI: `body` runs again, so `updateUIView` runs again with the published ad (GMA-14).
    func gmaRerender() {
        for model in input.app.gmaModels where model.wrapper == .swiftUI && states[model.id]?.gmaAd != nil {
            for view in model.adViews { populate(view, model: model, freshView: false) }
        }
    }

    // MARK: The populate code (GMA-2..GMA-5, GMA-8)

    func populate(_ viewID: String, model: GMAViewModel, freshView: Bool) {
        guard let ad = states[model.id]?.gmaAd, let instance = states[model.id]?.adInstance else { return }
        // A GADNativeAdView in the frame is mounted (`mountGMAAdView`).
        guard let viewIndex = frameIndex.index(ofID: viewID) else {
            emit(.note, .gma(.adViewNotInHierarchy(view: viewID)))
            return
        }
        // `setAdView(nativeAdView)` in 003's `adLoader(_:didReceive:)`: the view enters the
        // hierarchy with the first ad (a view already mounted stays as it is).
        mountGMAAdView(viewID, model: model.id, rect: frame.nodes[viewIndex].rect)
        if freshView {
            if containers[viewID]?.binding == .bound { unbind(viewID, reason: .gma(.viewReplaced)) }
            updateContainer(viewID) { $0.gma = GMAAdViewState() }
        }
        if model.wrapper == .uikit && model.nibLoading == .once {
            emit(.adView(viewID), .gma(.populatesLoadedView(ad: ad.id)))
        } else {
            emit(.adView(viewID), .gma(.populates(ad: ad.id, wrapper: model.wrapper)))
        }
        var run: [GMAStatement] = []
        var hiddenNow: [GMAAsset: Bool] = [:]
        func flush() {
            if !run.isEmpty { emit(.adView(viewID), .gma(.fills(run))) }
            run = []
        }
        for code in model.code {
            switch code {
            case .fill(let asset, let hideWhenAbsent):
                guard let outlet = outletIndex(asset, of: viewID, at: viewIndex) else {
                    run.append(.unconnected(asset))
                    continue
                }
                let value = gmaValue(asset, of: ad)
                fill(viewID, asset, value, ad: instance)
                run.append(.set(asset, value))
                if hideWhenAbsent {
                    setHidden(frame.nodes[outlet].id, value == nil)
                    hiddenNow[asset] = value == nil
                    run.append(.hidden(asset, value == nil))
                }
            case .sizeMedia:
                guard let outlet = outletIndex(.media, of: viewID, at: viewIndex) else { continue }
                flush()
                sizeMedia(frame.nodes[outlet], ratio: ad.media.aspectRatio, in: viewID)
            case .disableCallToActionInteraction:
                guard outletIndex(.callToAction, of: viewID, at: viewIndex) != nil else { continue }
                updateContainer(viewID) { $0.gma?.callToActionInteractionDisabled = true }
                run.append(.interactionDisabled)
            case .associate:
                flush()
                associate(viewID, at: viewIndex, ad: ad, instance: instance)
            }
        }
        flush()
        // GMA-2: "Check that they are before showing or hiding them."
        for asset in GMAAsset.allCases where !ad.has(asset) {
            guard let outlet = outletIndex(asset, of: viewID, at: viewIndex) else { continue }
            if !(hiddenNow[asset] ?? frame.nodes[outlet].hidden) { emit(.adView(viewID), .gma(.emptyViewShown(asset))) }
        }
    }

    /// What the outlet's view is given (GMA-8: `mediaContent` plays its video when it has one).
    func gmaValue(_ asset: GMAAsset, of ad: GMAAdFixture) -> GMAValue? {
        guard let value = ad.values[asset] else { return nil }
        switch asset {
        case .media: return ad.media.video != nil && !mutated(.gmaVideoShownAsImage) ? .video(value) : .image(value)
        case .icon: return .image(value)
        case .starRating: return .stars(value)
        default: return .text(value)
        }
    }

    /// Fills one outlet; a fill after the association registers only with `gmaLateFillRegisters` (GMA-3).
    private func fill(_ viewID: String, _ asset: GMAAsset, _ value: GMAValue?, ad instance: Int) {
        let associated = containers[viewID]?.binding == .bound && containers[viewID]?.bindingAd == instance
        let lateFillRegisters = settings.gmaLateFillRegisters || mutated(.gmaLateFillCounts)
        updateContainer(viewID) { container in
            container.gma?.filled[asset] = value
            // Skipped as empty: the ad has the asset, so `value` is not nil.
            if associated, lateFillRegisters, container.gma?.skipped[asset] == .empty {
                // Its stale `skipped` entry is never read: a tap looks at `registered` first.
                container.gma?.registered.insert(asset)
            }
        }
    }

    private func setHidden(_ node: String?, _ hidden: Bool) {
        guard let node else { return }
        try? modifyNode(node, 0) { $0.hidden = hidden }
    }

    /// GMA-5: a fixed width, and `height = width / aspectRatio` when `aspectRatio > 0`.
    private func sizeMedia(_ media: PlacedNode, ratio: Double, in viewID: String) {
        let width = media.rect.width
        guard ratio > 0, let id = media.id else {
            emit(.adView(viewID), .gma(.mediaSized(width: width, height: nil, aspectRatio: ratio)))
            return
        }
        var height = width / ratio
        if mutated(.gmaMediaHeightIgnoresRatio) { height = width * ratio }
        try? modifyNode(id, 0) { $0.height = height }
        emit(.adView(viewID), .gma(.mediaSized(width: width, height: height, aspectRatio: ratio)))
    }

    /// The frame index of the view connected to the ad view's outlet, if any: a `gmaAssetView` of
    /// that outlet naming the ad view, or lying in it without naming one.
    func outletIndex(_ asset: GMAAsset, of viewID: String, at viewIndex: Int) -> Int? {
        frame.nodes.indices.first { index in
            guard case .gmaAssetView(let outlet, let adView) = frame.nodes[index].kind, outlet == asset else { return false }
            return adView.map { $0 == viewID } ?? (frame.nodes[index].container == viewIndex)
        }
    }

    // MARK: The association (GMA-3, GMA-13, GMA-14)

    /// `nativeAdView.nativeAd = nativeAd`: the outlets filled by now are registered; the view's
    /// binding is the association, so that viewability and impressions are the shared core's.
    private func associate(_ viewID: String, at viewIndex: Int, ad: GMAAdFixture, instance: Int) {
        guard let container = containers[viewID], let gma = container.gma else { return }
        var registered: [GMAAsset] = []
        var skipped: [GMASkippedView] = []
        for asset in ad.assets {
            let reason: GMASkippedView.Reason?
            if let outlet = outletIndex(asset, of: viewID, at: viewIndex) {
                let subview = frame.nodes[outlet].container == viewIndex
                if !subview && !settings.gmaOutsideViewsRegister && !mutated(.gmaOutsideViewRegisters) {
                    reason = .notSubview
                } else {
                    reason = gma.filled[asset] == nil ? .empty : nil
                }
            } else {
                reason = .notConnected
            }
            if let reason { skipped.append(GMASkippedView(asset: asset, reason: reason)) } else { registered.append(asset) }
        }
        let record: (inout ContainerRuntime) -> Void = {
            $0.gma?.registered = Set(registered)
            $0.gma?.skipped = Dictionary(uniqueKeysWithValues: skipped.map { ($0.asset, $0.reason) })
        }
        if container.binding == .bound && container.bindingAd == instance {
            updateContainer(viewID) {
                record(&$0)
                if self.mutated(.gmaImpressionPerAssociation) { $0.memory.bindCount += 1 }
            }
            emit(.adView(viewID), .gma(.associatedAgain(ad: ad.id, registered: registered)))
            return
        }
        if container.binding == .bound { unbind(viewID, reason: .gma(.anotherAd)) }
        // GMA-14: the ad associated with a second view.
        if settings.gmaSecondAssociation == .moves && !mutated(.gmaSecondAssociationKeepsFirst) {
            for other in containers.ids where other != viewID {
                // An ad instance is one GMA ad: only a GADNativeAdView can be bound to it.
                guard let previous = containers[other], previous.binding == .bound, previous.bindingAd == instance
                else { continue }
                unbind(other, reason: .gma(.adMoved(to: viewID)))
                updateContainer(other) { $0.gma?.movedTo = viewID }
            }
        }
        updateContainer(viewID) {
            $0.binding = .bound
            $0.bindingAd = instance
            $0.bindingAdName = ad.id
            $0.memory.bindCount += 1
            record(&$0)
        }
        updateState(container.state) { $0.owner = viewID }
        emit(.adView(viewID), .gma(.associated(ad: ad.id, registered: registered, skipped: skipped)))
    }

    // MARK: Impressions and clicks (GMA-4, GMA-7, GMA-12, GMA-13)

    /// Whether the node keeps UIKit's user interaction as the nib (or the scenario) declares it:
    /// a view whose nib sets `userInteractionEnabled="NO"` passes its touches on (GMA-4).
    func interactive(_ id: String) -> Bool { !nonInteractiveViews.contains(id) }

    /// GMA-12: "Recording impressions (when the first pixel is visible on the screen)" (the
    /// vendor's native advanced page): any share above zero.
    func gmaOnScreen(_ share: Double) -> Bool {
        if mutated(.gmaImpressionNeedsHalf) { return share >= 0.5 }
        return share > 0
    }

    /// The impression the shared core counted, to the native ad's delegate (GMA-7).
    func gmaDeliver(_ callback: Callback, from viewID: String) {
        guard case .onAdImpression = callback, let container = containers[viewID], let ad = container.bindingAdName,
            let state = states[container.state]
        else { return }
        emit(
            .model(container.state),
            .gma(.recordedImpression(ad: ad, view: viewID, delegate: state.gmaDelegate || mutated(.gmaDelegateAlwaysCalled))))
    }

    /// A tap on a view of a `GADNativeAdView` (or on an outlet view outside one); false when the
    /// view has nothing to do with one and the other SDK's rules apply.
    func gmaTap(_ id: String, index: Int) -> Bool {
        let node = frame.nodes[index]
        let enclosing = node.container.flatMap { container -> String? in
            guard case .gmaAdView = frame.nodes[container].kind else { return nil }
            return frame.nodes[container].id
        }
        var outlet: GMAAsset?
        var adViewID = enclosing
        if case .gmaAssetView(let connected, let adView) = node.kind {
            outlet = connected
            adViewID = adView ?? enclosing
        }
        guard let adViewID else { return false }
        // A view 003's UIKit code has not created yet (no ad so far): no ad is associated with it.
        guard containers[adViewID] != nil || gmaModel(ofAdView: adViewID)?.adViewBeforeTheAd != false else {
            emit(.note, .gma(.noClick(node: id, .notAssociated(adView: adViewID))))
            return true
        }
        guard let container = containers[adViewID], let gma = container.gma, let viewIndex = frameIndex.index(ofID: adViewID),
            let outlet, outletIndex(outlet, of: adViewID, at: viewIndex) == index
        else {
            emit(.note, .gma(.noClick(node: id, .notAnAssetView(adView: adViewID))))
            return true
        }
        // `bindingAdName` is set while the ad is associated, nil once `unbind` ends it.
        guard let ad = container.bindingAdName, let state = states[container.state] else {
            let reason: GMANoClick = gma.movedTo.map { .adMoved(to: $0) } ?? .notAssociated(adView: adViewID)
            emit(.note, .gma(.noClick(node: id, reason)))
            return true
        }
        // GMA-4: interaction turned off by the code line or in the nib (`userInteractionEnabled="NO"`).
        if outlet == .callToAction && !gma.callToActionInteractionDisabled && interactive(id)
            && !settings.gmaEnabledCallToActionClicks && !mutated(.gmaButtonPassesTouch)
        {
            emit(.note, .gma(.noClick(node: id, .buttonTakesTouch)))
            return true
        }
        guard gma.registered.contains(outlet) else {
            let view = GMASkippedView(asset: outlet, reason: gma.skipped[outlet] ?? .empty)
            emit(.note, .gma(.noClick(node: id, .notRegistered(view))))
            return true
        }
        emit(
            .model(container.state),
            .gma(
                .recordedClick(
                    ad: ad, view: adViewID, asset: outlet, delegate: state.gmaDelegate || mutated(.gmaDelegateAlwaysCalled))))
        return true
    }
}
