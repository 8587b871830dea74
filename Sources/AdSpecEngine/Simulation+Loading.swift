/// Loading: LOAD-1..LOAD-6, APP-2, APP-3, APP-6, EVT-2, EVT-3, BULK-1..BULK-3, SLD-1, SLD-10, SLD-11.
extension Simulation {
    func unit(_ id: String) -> AdUnit? { input.network.first { $0.id == id } }

    /// The response to the next request to `unitID` (the n-th request gets the n-th response).
    func nextResponse(of unitID: String) -> Response? {
        guard let unit = unit(unitID) else { return nil }
        let index = unitRequests[unitID, default: 0]
        unitRequests[unitID] = index + 1
        return unit.response(forRequest: index)
    }

    /// A demo unit returns a new test ad to every request (APP-5): `demo-content-1`, `demo-content-2`, ...
    func numbered(_ ad: AdFixture, unit unitID: String) -> AdFixture {
        guard unit(unitID)?.numbersAds == true else { return ad }
        var copy = ad
        copy.id = numberedID(ad.id, unit: unitID)
        return copy
    }

    func numberedID(_ base: String, unit unitID: String) -> String {
        let key = unitID + "/" + base
        numberedAds[key, default: 0] += 1
        return "\(base)-\(numberedAds[key]!)"
    }

    func setPhase(_ name: String, _ phase: Phase, _ detail: String) {
        guard let old = states[name]?.phase else { return }
        states[name]!.phase = phase
        emit("state \(name)", "phase \(old.name) -> \(phase.name)" + (detail.isEmpty ? "" : "; " + detail))
    }

    /// `loadAd()`: LOAD-2 (explicit only, again after failure), LOAD-3 (nothing while busy).
    func loadAd(_ name: String) {
        guard let state = states[name] else { return }
        if !sdkInitialized {
            switch settings.loadBeforeInitialization {
            case .queue:
                states[name]!.queuedUntilInitialization = true
                log("warning", "\(name).loadAd() before the SDK was initialised; the request waits for initialisation")
                return
            case .fail:
                log("error", "\(name).loadAd() before the SDK was initialised")
                fail(name, code: "sdkNotInitialized", message: "the SDK is not initialised")
                return
            }
        }
        switch state.phase {
        case .loading, .loaded:
            if settings.loadWhileBusy == .ignore && !mutated(.loadWhileBusySendsRequest) {
                note("\(name).loadAd() in phase \(state.phase.name): no request sent (a new state is needed to load again)")
                return
            }
        case .failed:
            if mutated(.retryAfterFailureIgnored) {
                note("\(name).loadAd() in phase .failed: no request sent")
                return
            }
            states[name]!.retriesAfterFailure += 1
            let retries = states[name]!.retriesAfterFailure
            if retries > settings.retryWarningThreshold && !mutated(.unboundedRetriesUnreported) {
                log("warning", "\(name) loaded again after onAdFailure \(retries) times; limit the number of retries")
            }
        case .idle:
            break
        }
        // APP-2: without SKAdNetworkItems every load ends in an error; nothing is requested.
        guard input.app.hasSKAdNetworkItems || mutated(.missingSKAdNetworkIgnored) else {
            log("error", "Info.plist has no SKAdNetworkItems; ad loading fails")
            fail(name, code: "configurationError", message: "SKAdNetworkItems missing from Info.plist")
            return
        }
        states[name]!.requests += 1
        let count = states[name]!.requests
        var detail = "request #\(count) unit=\(state.adUnitID)"
        let parameters = state.parameters.keys.sorted().map { "\($0)=\(state.parameters[$0]!)" }
        if !parameters.isEmpty { detail += " parameters " + parameters.joined(separator: ",") }
        if !state.loadImagesAutomatically { detail += " images=manual" }
        setPhase(name, .loading, detail)
        guard let response = nextResponse(of: state.adUnitID) else {
            fail(name, code: "unknownAdUnit", message: "no such ad unit")
            return
        }
        awaitedResponses["state " + name] = response
        timers.schedule(at: now + response.latencyMs, .response(state: name, generation: state.generation))
    }

    func fail(_ name: String, code: String, message: String) {
        setPhase(name, .failed(code: code), "error \(code)" + (message.isEmpty ? "" : ": \(message)"))
        deliverOutcome(.onAdFailure, of: name, "error \(code)")
    }

    /// onAdLoad / onAdFailure go to the state's container only while it is in the hierarchy (EVT-2).
    func deliverOutcome(_ event: ContainerEvent, of name: String, _ detail: String) {
        if let owner = owner(of: name) {
            deliver(event, to: owner, detail)
        } else {
            states[name]?.undelivered = event
            note("\(event.rawValue) of \(name) not delivered: no container of it is in the hierarchy")
        }
    }

    func receiveResponse(state name: String, generation: Int) {
        guard let state = states[name], state.generation == generation, state.phase == .loading else { return }
        guard let response = awaitedResponses.removeValue(forKey: "state " + name) else { return }
        switch (response.outcome, state.kind) {
        case (.failure(let failure), _):
            fail(name, code: failure.code, message: failure.message)
        case (.ads(let ads), .native):
            guard let first = ads.first else {
                fail(name, code: "noFill", message: "the response has no ad")
                return
            }
            let ad = numbered(first, unit: state.adUnitID)
            adCounter += 1
            states[name]!.ad = ad
            states[name]!.adInstance = adCounter
            setPhase(name, .loaded, "ad=\(ad.id) type=\(ad.adType.rawValue)")
            deliverOutcome(.onAdLoad, of: name, "ad=\(ad.id)")
        case (.slider(let slider), .slider):
            loadedSlider(name, slider)
        default:
            fail(name, code: "adTypeMismatch", message: "the unit returned another kind of ad")
        }
    }

    /// SLD-1, SLD-2, SLD-10, SLD-11: a loaded slider's cards become already-loaded states.
    func loadedSlider(_ name: String, _ response: SliderFixture) {
        var slider = response
        let unitID = states[name]!.adUnitID
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
                note(
                    "slider \(name): \(cards.count - kept.count) ad(s) already shown by other blocks left out: "
                        + cards.filter { shown.contains($0.id) }.map(\.id).joined(separator: ","))
            }
            cards = kept
        }
        // A slider with no card left shows nothing: the load ends without fill.
        guard !cards.isEmpty else {
            let why = slider.cards.isEmpty ? "the slider has no ads" : "every ad of the slider is already shown by other blocks"
            fail(name, code: "noFill", message: why)
            return
        }
        adCounter += 1
        var block = slider
        block.cards = cards
        states[name]!.slider = block
        states[name]!.adInstance = adCounter
        var cardNames: [String] = []
        for (i, card) in cards.enumerated() {
            let cardName = "\(name).ads[\(i)]"
            cardNames.append(cardName)
            adCounter += 1
            var cardState = StateRuntime(
                declaration: StateDeclaration(
                    id: cardName, adUnitID: states[name]!.adUnitID,
                    loadImagesAutomatically: states[name]!.loadImagesAutomatically))
            cardState.phase = .loaded
            cardState.ad = card
            cardState.adInstance = adCounter
            cardState.preloaded = true
            cardState.sliderParent = name
            states[cardName] = cardState
        }
        let blockAssets = block.blockAssets.map { $0.kind.rawValue + ($0.required ? "*" : "") }
        setPhase(
            name, .loaded,
            "slider=\(slider.id) block assets=[\(blockAssets.joined(separator: ","))] ads=[\(cards.map(\.id).joined(separator: ","))]"
        )
        deliverOutcome(.onAdLoad, of: name, "slider=\(slider.id)")
        if mutated(.cardStatesGetOnAdLoad) {
            for cardName in cardNames { states[cardName]!.undelivered = .onAdLoad }
        }
    }

    /// The card states of a loaded slider, in the block's order (SLD-2).
    func cardStates(of name: String) -> [String] {
        guard let count = states[name]?.slider?.cards.count else { return [] }
        return (0..<count).map { "\(name).ads[\($0)]" }
    }

    /// APP-3: loads queued before initialisation go out now.
    func initializeSDK() {
        guard !sdkInitialized else {
            note("the SDK is already initialised")
            return
        }
        sdkInitialized = true
        emit("app", "SDK initialised")
        for name in states.keys.sorted() where states[name]!.queuedUntilInitialization && !mutated(.queuedLoadsDropped) {
            states[name]!.queuedUntilInitialization = false
            loadAd(name)
        }
        for (batch, request) in queuedBulk.sorted(by: { $0.key < $1.key }) {
            queuedBulk[batch] = nil
            bulkLoad(batch: batch, unitID: request.unit, count: request.count)
        }
    }

    // MARK: Bulk (BULK-1..3)

    func bulkLoad(batch: String, unitID: String, count: Int) {
        let subject = "bulk \(batch)"
        let range = settings.bulkMinimumCount...settings.bulkMaximumCount
        guard range.contains(count) || mutated(.bulkCountUnchecked) else {
            log("error", "adsCount \(count) is outside \(range.lowerBound)...\(range.upperBound)")
            emit(
                subject,
                "failed: argument error, adsCount \(count) outside \(range.lowerBound)...\(range.upperBound); no request sent")
            return
        }
        if !sdkInitialized && settings.loadBeforeInitialization == .queue {
            queuedBulk[batch] = (unitID, count)
            log("warning", "loadAds() before the SDK was initialised; the request waits for initialisation")
            return
        }
        guard input.app.hasSKAdNetworkItems else {
            log("error", "Info.plist has no SKAdNetworkItems; ad loading fails")
            emit(subject, "failed: error configurationError: SKAdNetworkItems missing from Info.plist")
            return
        }
        bulkRequests[batch, default: 0] += 1
        let request = bulkRequests[batch]!
        emit(subject, "request #\(request) unit=\(unitID) adsCount=\(count)")
        guard let response = nextResponse(of: unitID) else {
            emit(subject, "failed: error unknownAdUnit")
            return
        }
        awaitedResponses["bulk \(batch) #\(request)"] = response
        bulkCounts[batch] = count
        bulkUnits[batch] = unitID
        timers.schedule(at: now + response.latencyMs, .bulkResponse(batch: batch, request: request))
    }

    func receiveBulk(batch: String, request: Int) {
        let subject = "bulk \(batch)"
        guard let unitID = bulkUnits[batch], let response = awaitedResponses.removeValue(forKey: "bulk \(batch) #\(request)")
        else { return }
        switch response.outcome {
        case .failure(let failure):
            emit(subject, "failed: error \(failure.code)" + (failure.message.isEmpty ? "" : ": \(failure.message)"))
        case .ads(let all):
            let ads = Array(all.prefix(bulkCounts[batch] ?? all.count)).map { numbered($0, unit: unitID) }
            if ads.isEmpty && mutated(.zeroBulkIsError) {
                emit(subject, "failed: error noFill")
                return
            }
            var names: [String] = []
            for (i, ad) in ads.enumerated() {
                let name = "\(batch)[\(i)]"
                names.append(name)
                adCounter += 1
                var state = StateRuntime(declaration: StateDeclaration(id: name, adUnitID: unitID))
                state.phase = .loaded
                state.ad = ad
                state.adInstance = adCounter
                state.preloaded = true
                states[name] = state
            }
            batches[batch] = names
            emit(subject, "succeeded with \(ads.count) ad(s)" + (ads.isEmpty ? "" : ": " + ads.map(\.id).joined(separator: ",")))
            for (name, ad) in zip(names, ads) {
                emit("state \(name)", "NativeAdState(ad: \(ad.id)), phase .loaded")
                if mutated(.preloadedStateGetsOnAdLoad) { states[name]!.undelivered = .onAdLoad }
            }
        case .slider:
            emit(subject, "failed: error adTypeMismatch")
        }
    }

    // MARK: Manual images (IMG-1..3)

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
        states[name]!.imagesLoading = true
        let latency = unit(state.adUnitID)?.imageLatencyMs ?? 300
        timers.schedule(at: now + latency, .imagesLoaded(state: name, generation: state.generation))
    }

    func imagesLoaded(state name: String, generation: Int) {
        guard let state = states[name], state.generation == generation else { return }
        states[name]!.imagesLoading = false
        states[name]!.imagesLoaded = true
        var covered = [name]
        if state.kind == .slider && !mutated(.sliderImagesSkipCards) {
            // IMG-3: the slider loads the images of the block and all its cards at once.
            for card in cardStates(of: name) {
                states[card]?.imagesLoaded = true
                covered.append(card)
            }
        }
        emit("state \(name)", "loadImages() finished: images of \(covered.joined(separator: ", ")) loaded; primitives redraw")
        // IMG-1: "примитивы перерисовываются сами": each bound card shows what its image primitives draw now.
        for covered in covered {
            guard let owner = owner(of: covered), containers[owner]?.binding == .bound,
                let index = frame.index(ofID: owner), let state = states[covered]
            else { continue }
            let assets = state.slider?.blockAssets ?? state.ad?.assets ?? []
            let drawn = Set(assetNodes(of: index).filter { registers($0.node) }.map(\.kind))
            let redrawn = assets.filter { asset in
                let loads = asset.kind.waitsForImages || (asset.kind == .feedback && !asset.value.isEmpty)
                return loads && drawn.contains(asset.kind)
            }.sorted { $0.kind < $1.kind }
            guard !redrawn.isEmpty else { continue }
            emit(
                subject(forContainer: owner),
                "redraws " + redrawn.map { drawnValue($0, state, container: owner) }.joined(separator: " "))
        }
    }
}
