/// Bulk loading: BULK-1..BULK-3, EVT-3.
extension Simulation {
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
        guard !lacksSKAdNetworkItems() else {
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
        bulkCounts["\(batch) #\(request)"] = count
        bulkUnits["\(batch) #\(request)"] = unitID
        timers.schedule(at: now + response.latencyMs, .bulkResponse(batch: batch, request: request))
    }

    func receiveBulk(batch: String, request: Int) {
        let subject = "bulk \(batch)"
        let key = "\(batch) #\(request)"
        guard let unitID = bulkUnits[key], let response = awaitedResponses.removeValue(forKey: "bulk " + key) else { return }
        switch response.outcome {
        case .failure(let failure):
            emit(subject, "failed: error \(failure.code)" + (failure.message.isEmpty ? "" : ": \(failure.message)"))
        case .ads(let all):
            let ads = Array(all.prefix(bulkCounts[key] ?? all.count)).map { numbered($0, unit: unitID) }
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
                // A batch loaded again wraps new ads in new NativeAdState objects (the documents'
                // BulkViewModel replaces adStates): a container showing the old one receives a new state.
                state.generation = (states[name]?.generation ?? -1) + 1
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
}
