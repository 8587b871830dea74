/// Deliberate bugs the kit's self-test switches on (issue 4). Package-internal: not part of the
/// engine's public API. Each is a plausible SDK bug and names the rule it breaks.
package enum Mutant: String, CaseIterable, Sendable, Hashable {
    case loadWhileBusySendsRequest
    case missingSKAdNetworkIgnored
    case sliderRepeatsShownAds
    case cardStatesGetOnAdLoad
    case bulkCountUnchecked
    case zeroBulkIsError
    case preloadedStateGetsOnAdLoad
    case sharedStateStaysWithFirst
    case drawingGroupRegisters
    case opacityZeroTreatedAsHidden
    case sliderBlockNeedsOwnAssets
    case bindingFailsImmediately
    case videoSizeUnchecked
    case impressionInBackground
    case zeroSizeCounts
    case anyVisibilityCounts
    case assetsOutsideCardIgnored
    case impressionCountedAgain
    case outsideCardsKeepBlockImpression
    case invisibleAssetNotFlagged
    case sliderBlockClicks
    case clickOnUnboundContainer
}
