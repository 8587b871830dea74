/// The catalogue rule (an id of `Specs/Catalogue/rules.xml`) behind each event, where the engine
/// knows which rule made it say so: a failure then names the rule of the event that diverged
/// rather than every rule its scenario covers (issue 12, item 5). `nil` for lines that follow
/// from the script or the engine's bookkeeping rather than from one rule.
extension TranscriptEvent {
    public var rule: String? {
        switch self {
        case .step(_, let offMainThread): return offMainThread ? "APP-1" : nil
        case .phaseChanged: return "LOAD-1"
        case .stateCreated: return "BULK-2"
        case .stateRecreated: return "LOAD-5"
        case .imagesLoaded: return "IMG-1"
        case .mounted, .unmounted: return nil
        case .shows(_, let imagesNotLoaded): return imagesNotLoaded ? "IMG-2" : "CONT-1"
        case .bindingWaits, .stopsWaiting: return "BIND-4"
        case .bound: return "BIND-1"
        case .draws: return "BIND-2"
        case .redraws: return "IMG-1"
        case .unbound(_, let reason, _):
            switch reason {
            case .newStateObject: return "LOAD-5"
            case .stateMoved: return "CONT-3"
            case .stateHoldsAnotherAd, .statePhase, .anotherState: return "BIND-1"
            case .gma(let reason):
                if case .adMoved = reason { return "GMA-14" }
                return "GMA-3"
            }
        case .videoPlays, .videoStill: return "VID-1"
        case .videoState: return "VID-2"
        case .viewable: return "IMP-1"
        case .dwellInterrupted(let issue): return issue.rule
        case .callback(let callback, _):
            switch callback {
            case .onAdLoad, .onAdFailure: return "EVT-1"
            case .onAdBindingFailure: return "BIND-9"
            case .onAdClick: return "CLK-1"
            case .onAdImpression(_, let flags):
                if flags.contains(where: { if case .invisibleRequiredAsset = $0 { true } else { false } }) {
                    return "BIND-5"
                }
                return "IMP-1"
            }
        case .outcomeReplayed: return "EVT-2"
        case .bulkRequestSent, .bulkSucceeded: return "BULK-1"
        case .bulkFailed(let failure):
            switch failure {
            case .adsCountOutOfRange: return "BULK-1"
            case .error: return "BULK-3"
            }
        case .app(let event):
            switch event {
            case .sdkInitialized: return "APP-3"
            case .enteredBackground, .returnedToForeground: return "IMP-4"
            }
        case .log(let message): return message.rule
        case .notViewable(_, let issue): return issue.rule
        case .outcomeNotDelivered: return "EVT-2"
        case .sliderAdsLeftOut: return "SLD-10"
        case .note, .end: return nil
        case .gma(let event): return event.rule
        }
    }
}

extension LogMessage {
    /// The rule whose check wrote the log line (see the cases' comments).
    public var rule: String {
        switch self {
        case .calledOffMainThread: return "APP-1"
        case .noViewForRequiredAsset(_, _, let isSlider): return isSlider ? "SLD-7" : "BIND-4"
        case .smallWarning: return "CONT-2"
        case .loadQueuedUntilInitialization, .loadBeforeInitialization, .bulkQueuedUntilInitialization,
            .bulkBeforeInitialization:
            return "APP-3"
        case .repeatedRetries: return "APP-6"
        case .missingSKAdNetworkItems: return "APP-2"
        case .adsCountOutOfRange: return "BULK-1"
        case .videoTooSmall: return "VID-1"
        case .cardOutsideSlider: return "SLD-4"
        case .stateSharedByContainers: return "CONT-3"
        case .impressionBlocked(_, let issue): return issue.rule
        case .invisibleRequiredAssets: return "BIND-5"
        }
    }
}
