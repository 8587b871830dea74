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
    case placeholderAfterFailure
    case retryAfterFailureIgnored
    case unboundedRetriesUnreported
    case offMainThreadAccepted
    case logsWithoutEnableLogging
    case queuedLoadsDropped
    case hiddenRegisters
    case bindingFailureNamesWrongAsset
    case dwellNotRestarted
    case videoDwellLikeDisplay
    case impressionWaitsForImages
    case sliderImagesSkipCards
    case remountReloads
    case silentOwnershipMove
    case bodyStateSurvivesRender
    case bulkSentBeforeInitialization
    case bulkReloadKeepsStateObject
    case bindingSurvivesNewAd
    case requiredViewsCheckedOnlyAtBinding
    case blockCountsWithoutViewableCard
    case feedbackShowsUnloadedImage
    case videoSizeIgnoresAspectRatio
    // The native advanced flow (source 003).
    case gmaFailureSilent
    case gmaAdNotPublished
    case gmaLateFillCounts
    case gmaButtonPassesTouch
    case gmaMediaHeightIgnoresRatio
    case gmaDelegateAlwaysCalled
    case gmaVideoShownAsImage
    case gmaRepublishNotObserved
    case gmaMinHeightIgnored
    case gmaRootViewControllerRequired
    case gmaImpressionNeedsHalf
    case gmaOutsideViewRegisters
    case gmaImpressionPerAssociation
    case gmaSecondAssociationKeepsFirst
    case gmaReplacedLoaderDelivers
}

package extension Mutant {
    /// The rule the bug breaks (an id of `Specs/Catalogue/rules.xml`).
    var rule: String { Self.metadata[self]!.rule }
    /// The bug, as an SDK engineer would describe it.
    var summary: String { Self.metadata[self]!.summary }

    private static let metadata: [Mutant: (rule: String, summary: String)] = [
        .loadWhileBusySendsRequest: ("LOAD-3", "loadAd() in .loading or .loaded sends another request"),
        .missingSKAdNetworkIgnored: ("APP-2", "a load without SKAdNetworkItems in Info.plist goes ahead"),
        .sliderRepeatsShownAds: ("SLD-10", "the slider repeats an ad another block of the app is showing"),
        .cardStatesGetOnAdLoad: ("SLD-11", "a slider's card containers get onAdLoad"),
        .bulkCountUnchecked: ("BULK-1", "adsCount outside 1...9 is sent to the network"),
        .zeroBulkIsError: ("BULK-2", "a bulk load that returns zero ads is reported as an error"),
        .preloadedStateGetsOnAdLoad: ("EVT-3", "onAdLoad fires for NativeAdState(ad:)"),
        .sharedStateStaysWithFirst: ("CONT-3", "a state given to a second container stays bound to the first"),
        .drawingGroupRegisters: ("BIND-4", "a primitive under .drawingGroup() registers its view"),
        .opacityZeroTreatedAsHidden: ("BIND-5", ".opacity(0) is treated like .hidden() and breaks binding"),
        .sliderBlockNeedsOwnAssets: ("SLD-6", "a slider block without components of its own fails to bind"),
        .bindingFailsImmediately: ("BIND-4", "binding fails at once instead of after the grace period"),
        .videoSizeUnchecked: ("VID-1", "video plays in a container or Media smaller than 300x160"),
        .impressionInBackground: ("IMP-4", "the impression accrues while the app is in background"),
        .zeroSizeCounts: ("IMP-3", "content of zero width or height counts an impression"),
        .anyVisibilityCounts: ("IMP-1", "any visible share of the card counts, not 50 %"),
        .assetsOutsideCardIgnored: ("IMP-1", "a required asset outside or clipped by the card does not block the impression"),
        .impressionCountedAgain: ("IMP-2", "an impression is counted again when the ad is bound again (a feed item comes back)"),
        .outsideCardsKeepBlockImpression: ("SLD-4", "cards shown outside the slider still count the block's impression"),
        .invisibleAssetNotFlagged: ("BIND-5", "an impression with an .opacity(0) required asset is not marked"),
        .sliderBlockClicks: ("SLD-5", "a tap on the slider block's own asset is a click"),
        .clickOnUnboundContainer: ("CLK-1", "a tap on a container that lost its state is still a click"),
        .placeholderAfterFailure: ("CONT-1", "the container keeps its placeholder after .failed instead of showing nothing"),
        .retryAfterFailureIgnored: ("LOAD-2", "loadAd() after a failure sends nothing"),
        .unboundedRetriesUnreported: ("APP-6", "an app retrying without bound after onAdFailure goes unreported"),
        .offMainThreadAccepted: ("APP-1", "an SDK call made off the main thread is accepted"),
        .logsWithoutEnableLogging: ("APP-4", "SDK log lines appear without YandexAds.enableLogging()"),
        .queuedLoadsDropped: ("APP-3", "loads made before SDK initialisation are never sent"),
        .hiddenRegisters: ("BIND-4", "a primitive hidden with .hidden() registers its view"),
        .bindingFailureNamesWrongAsset: ("BIND-4", "onAdBindingFailure names another required asset than the missing one"),
        .dwellNotRestarted: ("IMP-1", "the dwell timer keeps running when the card drops below the threshold"),
        .videoDwellLikeDisplay: ("IMP-1", "a video ad counts its impression after the display dwell (1000 ms), not 2000 ms"),
        .impressionWaitsForImages: ("IMG-1", "the impression waits until images are loaded"),
        .sliderImagesSkipCards: ("IMG-3", "the slider's loadImages() loads the block's images but not its cards'"),
        .remountReloads: ("CONT-4", "a feed item that comes back on screen loads its ad again"),
        .silentOwnershipMove: ("CONT-3", "no warning is logged when a state moves to a second container"),
        .bindingSurvivesNewAd: ("LOAD-3", "a container stays bound to the old ad when its state loads again or gets another ad"),
        .requiredViewsCheckedOnlyAtBinding: ("BIND-4", "a required view hidden after binding does not stop the impression"),
        .blockCountsWithoutViewableCard: (
            "SLD-9", "a slider block counts its impression while none of its cards has a size or is on screen"
        ),
        .feedbackShowsUnloadedImage: ("BIND-3", "Feedback shows the response's image before manual images are loaded"),
        .videoSizeIgnoresAspectRatio: (
            "VID-2", "the 300x160 video check uses the Media frame, not the video fitted in it by its aspect ratio"
        ),
        .bodyStateSurvivesRender: ("LOAD-5", "a state kept in body survives a re-render with its ad"),
        .gmaFailureSilent: ("GMA-1", "a failed load never calls adLoader(_:didFailToReceiveAdWithError:)"),
        .gmaAdNotPublished: ("GMA-6", "the received ad is not published to the view model's subscribers: updateUIView never sees it"),
        .gmaLateFillCounts: ("GMA-3", "an asset view filled after nativeAdView.nativeAd = nativeAd is registered all the same"),
        .gmaButtonPassesTouch: ("GMA-4", "a call-to-action button that keeps user interaction passes the touch to the SDK"),
        .gmaMediaHeightIgnoresRatio: ("GMA-5", "the media view's height is width * aspectRatio instead of width / aspectRatio"),
        .gmaDelegateAlwaysCalled: ("GMA-7", "native ad events reach the app although it set no nativeAd.delegate"),
        .gmaVideoShownAsImage: ("GMA-8", "mediaContent with a video shows its image in the media view"),
        .gmaRepublishNotObserved: ("GMA-9", "the UIViewRepresentable is not updated when the view model publishes a second ad"),
        .gmaMinHeightIgnored: ("GMA-10", "the representable's .frame(minHeight:) is ignored"),
        .gmaRootViewControllerRequired: ("GMA-11", "a GADAdLoader made with rootViewController nil fails to load"),
        .gmaImpressionNeedsHalf: ("GMA-12", "the impression waits for half the ad view on screen, not its first pixel"),
        .gmaOutsideViewRegisters: ("GMA-13", "an outlet view that is not a subview of the GADNativeAdView records clicks"),
        .gmaImpressionPerAssociation: ("GMA-14", "associating the same ad with the same view again records another impression"),
        .gmaSecondAssociationKeepsFirst: ("GMA-14", "an ad associated with a second view stays registered with the first"),
        .gmaReplacedLoaderDelivers: ("GMA-15", "the response to a loader refreshAd() replaced still reaches the delegate"),
        .bulkSentBeforeInitialization: (
            "APP-3", "with loadBeforeInitialization = fail, loadAds() before initialisation is sent and succeeds"
        ),
        .bulkReloadKeepsStateObject: (
            "LOAD-5", "a batch loaded again is taken as the old state holding another ad, not as a new state object"
        ),
    ]
}
