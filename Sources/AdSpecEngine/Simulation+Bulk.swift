/// Bulk loading: BULK-1..BULK-3, EVT-3.
extension Simulation {
    func bulkLoad(batch: String, unitID: String, count: Int) {
        let subject = Subject.bulk(batch)
        let range = settings.bulkMinimumCount...settings.bulkMaximumCount
        guard range.contains(count) || mutated(.bulkCountUnchecked) else {
            log(.adsCountOutOfRange(count: count, minimum: range.lowerBound, maximum: range.upperBound))
            emit(subject, .bulkFailed(.adsCountOutOfRange(count: count, minimum: range.lowerBound, maximum: range.upperBound)))
            return
        }
        if !sdkInitialized {
            switch settings.loadBeforeInitialization {
            case .queue:
                bulkBatches[batch, default: BulkBatch()].queued = (unitID, count)
                log(.bulkQueuedUntilInitialization)
                return
            case .fail:
                // APP-3: loadAds() fails as loadAd() does; `try await` throws, nothing is requested.
                guard mutated(.bulkSentBeforeInitialization) else {
                    log(.bulkBeforeInitialization)
                    emit(subject, .bulkFailed(.error(code: "sdkNotInitialized", message: "the SDK is not initialised")))
                    return
                }
            }
        }
        guard !lacksSKAdNetworkItems() else {
            emit(subject, .bulkFailed(.error(code: "configurationError", message: "SKAdNetworkItems missing from Info.plist")))
            return
        }
        let request = BulkRequestKey(batch: batch, number: (bulkBatches[batch]?.requestsSent ?? 0) + 1)
        bulkBatches[batch, default: BulkBatch()].requestsSent = request.number
        emit(subject, .bulkRequestSent(number: request.number, unit: unitID, adsCount: count))
        guard let response = nextResponse(of: unitID) else {
            emit(subject, .bulkFailed(.error(code: "unknownAdUnit", message: "")))
            return
        }
        awaitedBulk[request] = BulkRequest(unit: unitID, adsCount: count, response: response)
        timers.schedule(at: now + response.latencyMs, .bulkResponse(request))
    }

    func receiveBulk(_ key: BulkRequestKey) {
        let batch = key.batch
        let subject = Subject.bulk(batch)
        guard let request = awaitedBulk.removeValue(forKey: key) else { return }
        let unitID = request.unit
        switch request.response.outcome {
        case .failure(let failure):
            emit(subject, .bulkFailed(.error(code: failure.code, message: failure.message)))
        case .ads(let all):
            let ads = Array(all.prefix(request.adsCount)).map { numbered($0, unit: unitID) }
            if ads.isEmpty && mutated(.zeroBulkIsError) {
                emit(subject, .bulkFailed(.error(code: "noFill", message: "")))
                return
            }
            var names: [String] = []
            // LOAD-5: a container that showed a state of the previous result receives a new state object.
            var previousOwners: [String: String] = [:]
            for (i, ad) in ads.enumerated() {
                let name = DerivedStateName.bulkAd(batch: batch, index: i).name
                names.append(name)
                adCounter += 1
                var state = StateRuntime(declaration: StateDeclaration(id: name, adUnitID: unitID))
                // A batch loaded again wraps new ads in new NativeAdState objects (the documents'
                // BulkViewModel replaces adStates): a container showing the old one receives a new state.
                state.generation = (states[name]?.generation ?? -1) + 1
                state.phase = .loaded
                state.ad = ad
                state.adInstance = adCounter
                state.preloaded = true
                if let owner = owner(of: name) { previousOwners[name] = owner }
                putState(state)
            }
            bulkBatches[batch, default: BulkBatch()].states = names
            emit(subject, .bulkSucceeded(ads: ads.map(\.id)))
            for (name, ad) in zip(names, ads) {
                emit(.state(name), .stateCreated(ad: ad.id))
                if let owner = previousOwners[name], !mutated(.bulkReloadKeepsStateObject) {
                    unbind(owner, reason: .newStateObject)
                }
                if mutated(.preloadedStateGetsOnAdLoad) { updateState(name) { $0.undelivered = .onAdLoad } }
            }
        case .slider, .gmaAd:
            emit(subject, .bulkFailed(.error(code: "adTypeMismatch", message: "")))
        }
    }
}
