/// Loading: LOAD-1..LOAD-6, APP-2, APP-3, APP-6, EVT-2 (bulk, slider and images have files of their own).
extension Simulation {
    func unit(_ id: String) -> AdUnit? { network.first { $0.id == id } }

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
        let key = NumberedAdKey(unit: unitID, base: base)
        numberedAds[key, default: 0] += 1
        return "\(base)-\(numberedAds[key]!)"
    }

    func setPhase(_ name: String, _ change: PhaseChange) {
        guard let old = states[name]?.phase else { return }
        updateState(name) { $0.phase = change.phase }
        emit(.state(name), .phaseChanged(from: old, change))
    }

    /// `loadAd()`: LOAD-2 (explicit only, again after failure), LOAD-3 (nothing while busy).
    func loadAd(_ name: String) {
        guard let state = states[name] else { return }
        if !sdkInitialized {
            switch settings.loadBeforeInitialization {
            case .queue:
                updateState(name) { $0.queuedUntilInitialization = true }
                log(.loadQueuedUntilInitialization(state: name))
                return
            case .fail:
                log(.loadBeforeInitialization(state: name))
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
            let retries = state.retriesAfterFailure + 1
            updateState(name) { $0.retriesAfterFailure = retries }
            if retries > settings.retryWarningThreshold && !mutated(.unboundedRetriesUnreported) {
                log(.repeatedRetries(state: name, count: retries))
            }
        case .idle:
            break
        }
        // APP-2: without SKAdNetworkItems every load ends in an error; nothing is requested.
        guard !lacksSKAdNetworkItems() else {
            fail(name, code: "configurationError", message: "SKAdNetworkItems missing from Info.plist")
            return
        }
        let count = state.requests + 1
        updateState(name) {
            $0.requests = count
            // The ad it loads now is not one passed to NativeAdState(ad:): its outcome is an
            // ordinary one, delivered or not as EVT-2 says (EVT-3 covers only the ad passed in).
            $0.preloaded = false
        }
        setPhase(
            name,
            .loading(
                LoadRequest(
                    number: count, unit: state.adUnitID, parameters: state.parameters,
                    manualImages: !state.loadImagesAutomatically)))
        guard let response = nextResponse(of: state.adUnitID) else {
            fail(name, code: "unknownAdUnit", message: "no such ad unit")
            return
        }
        timers.schedule(
            at: now + response.latencyMs, .response(response, state: name, generation: state.generation, request: count))
    }

    func fail(_ name: String, code: String, message: String) {
        setPhase(name, .failed(code: code, message: message))
        deliverOutcome(.onAdFailure(code: code), of: name)
    }

    /// onAdLoad / onAdFailure go to the state's container only while it is in the hierarchy (EVT-2).
    func deliverOutcome(_ callback: Callback, of name: String) {
        if let owner = owner(of: name) {
            deliver(callback, to: owner)
        } else {
            updateState(name) { $0.undelivered = callback.event }
            emit(.note, .outcomeNotDelivered(callback.event, state: name))
        }
    }

    /// The response to request number `request` of the state object `generation`. A response to a
    /// request that a later one replaced (`loadWhileBusy = restart` while `.loading`, LOAD-3) or
    /// to an earlier state object (LOAD-5) is dropped: the state waits for its last request only.
    /// That request's response is the only thing that ends `.loading`, so the state is `.loading`.
    func receiveResponse(_ response: Response, state name: String, generation: Int, request: Int) {
        guard let state = states[name], state.generation == generation, state.requests == request else { return }
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
            let instance = adCounter
            updateState(name) {
                $0.ad = ad
                $0.adInstance = instance
            }
            setPhase(name, .loaded(ad: ad.id, adType: ad.adType))
            deliverOutcome(.onAdLoad(ad: ad.id), of: name)
        case (.slider(let slider), .slider):
            loadedSlider(name, slider)
        default:
            fail(name, code: "adTypeMismatch", message: "the unit returned another kind of ad")
        }
    }

    /// APP-3: loads queued before initialisation go out now.
    func initializeSDK() {
        guard !sdkInitialized else {
            note("the SDK is already initialised")
            return
        }
        sdkInitialized = true
        emit(.app, .app(.sdkInitialized))
        // The queued marks are read only here, and this runs once (the guard above): they need no reset.
        for name in states.keys.sorted() where states[name]?.queuedUntilInitialization == true && !mutated(.queuedLoadsDropped) {
            loadAd(name)
        }
        for batch in bulkBatches.keys.sorted() {
            guard let request = bulkBatches[batch]?.queued else { continue }
            bulkLoad(batch: batch, unitID: request.unit, count: request.count)
        }
    }

    /// APP-2: without `SKAdNetworkItems` in Info.plist every load (single, bulk, slider) ends in an
    /// error and nothing is requested. Logs the error; the caller reports the failure its own way.
    func lacksSKAdNetworkItems() -> Bool {
        guard !input.app.hasSKAdNetworkItems && !mutated(.missingSKAdNetworkIgnored) else { return false }
        log(.missingSKAdNetworkItems)
        return true
    }
}
