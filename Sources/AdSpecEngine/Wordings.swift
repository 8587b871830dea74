/// Every wording of the transcript's text, each declared once (`Wording`): `TranscriptFormat`
/// writes lines with them and the golden decoder (AdSpecHarness) reads lines with them. Holes are
/// named for what goes in them; a `[...]`, `(...)` or `=` around a hole is the wording's own text.
/// The words are the goldens' (Goldens/): change them only together with them.
extension Wording {
    // MARK: Subject `step` (TranscriptEvent.step, Action, NodeChange)

    /// Written after a step's action when the script makes the call off the main thread (APP-1).
    public static let offMainThread: Wording = " (off the main thread)"
    public static let wait: Wording = "wait {ms} ms"
    public static let loadAd: Wording = "{state}.loadAd()"
    public static let loadImages: Wording = "{state}.loadImages()"
    public static let mount: Wording = "mount {node}"
    public static let unmount: Wording = "unmount {node}"
    public static let set: Wording = "set {node} {changes}"
    public static let tap: Wording = "tap {node}"
    public static let scroll: Wording = "scroll {node} to {offset}"
    public static let background: Wording = "app goes to background"
    public static let foreground: Wording = "app returns to foreground"
    public static let initializeSDK: Wording = "initialize SDK"
    public static let bulkLoad: Wording = "{batch} = NativeBulkAdLoader.loadAds(unit={unit}, adsCount={count})"
    public static let setMuted: Wording = "video of {node}.setMuted({muted})"
    public static let inspectVideo: Wording = "read NativeAdVideoState of {node}"
    public static let rerender: Wording = "re-render (body runs again)"
    public static let refreshAd: Wording = "{model}.refreshAd()"
    /// A `set` step's changes, in this order, those present, one space apart.
    public static let hidden: Wording = ".hidden()"
    public static let notHidden: Wording = "not hidden"
    public static let drawingGroup: Wording = ".drawingGroup()"
    public static let noDrawingGroup: Wording = "no drawingGroup"
    public static let opacity: Wording = ".opacity({opacity})"
    public static let x: Wording = "x={x}"
    public static let y: Wording = "y={y}"
    public static let width: Wording = "width={width}"
    public static let height: Wording = "height={height}"
    public static let stateChange: Wording = "state={state}"

    // MARK: Subject `state` (phases and requests)

    public static let phaseChanged: Wording = "phase {from} -> {to}; {detail}"
    /// The detail of a change to `.loading`; then `parameters` when there are, `manualImages` when asked.
    public static let request: Wording = "request #{number} unit={unit}"
    public static let parameters: Wording = " parameters {name=value,...}"
    public static let manualImages: Wording = " images=manual"
    public static let loaded: Wording = "ad={ad} type={type}"
    public static let sliderLoaded: Wording = "slider={slider} block assets=[{kind*,...}] ads=[{ads}]"
    /// A failure's detail (a phase's, a bulk load's, a GMA loader's): with its message when it has one.
    public static let error: Wording = "error {code}"
    public static let errorWithMessage: Wording = "error {code}: {message}"
    public static let stateCreated: Wording = "NativeAdState(ad: {ad}), phase .loaded"
    public static let stateRecreated: Wording = "created anew by body (new object #{object}), phase .idle"
    public static let imagesLoaded: Wording = "loadImages() finished: images of {states} loaded; primitives redraw"

    // MARK: Subjects `container` / `slider`

    public static let mounted: Wording = "entered the hierarchy with state {state}"
    public static let unmounted: Wording = "left the hierarchy"
    public static let unmountedBound: Wording = "left the hierarchy; unbound from ad {ad}"
    /// Written after an unbinding that drops a pending impression.
    public static let droppedImpression: Wording = "; its pending impression is dropped"
    public static let showsPlaceholder: Wording = "shows placeholder"
    public static let showsNothing: Wording = "shows nothing"
    public static let showsContent: Wording = "shows content"
    public static let showsSlider: Wording = "shows content; SliderAdLayoutInfo ads={ads} has=[{kinds}]"
    public static let showsNative: Wording = "shows content; NativeAdLayoutInfo adType={type} has=[{kinds}]{media} warningMinimumArea={area}"
    /// In `showsNative` when the ad has media.
    public static let layoutMedia: Wording = " media.aspectRatio={ratio} media.hasVideo={video}"
    /// `warningMinimumArea` when the ad sets none.
    public static let noMinimumArea: Wording = "none"
    /// Written after what a container shows while image primitives draw empty space (IMG-2).
    public static let imagesNotLoaded: Wording = "; images not loaded: Icon, Favicon, MainImage and Media draw empty space"
    public static let bindingWaits: Wording = "binding waits up to {ms} ms for required views: {kind (reason), ...}"
    public static let missingView: Wording = "{kind} ({reason})"
    public static let bound: Wording = "bound to ad {ad}; views [{kinds}]"
    public static let unbound: Wording = "unbound from ad {ad}: {reason}"
    public static let stopsWaiting: Wording = "stops waiting to bind ad {ad}: {reason}"
    /// Each value follows one space.
    public static let draws: Wording = "draws"
    public static let redraws: Wording = "redraws"
    public static let primitive: Wording = "{kind}={value}"
    public static let primitiveText: Wording = "\"{text}\""
    public static let primitiveImage: Wording = "image({name})"
    public static let primitiveSDKIcon: Wording = "image(SDK icon)"
    public static let primitiveEmpty: Wording = "empty"
    public static let primitiveVideo: Wording = "video({media})"
    public static let primitiveStill: Wording = "still({media})"
    public static let videoPlays: Wording = "media plays video ({size})"
    public static let videoStill: Wording = "media shows still image (video needs {size})"
    public static let videoState: Wording =
        "video position={ms} ms duration={ms} ms isMuted={muted} isMuteControlHidden={hidden}"
    public static let viewable: Wording = "viewable ({share} on screen); impression after {ms} ms"
    public static let dwellInterrupted: Wording =
        "impression dwell interrupted: {issue}; the dwell starts again from zero when the card can count again"
    /// Written after a callback, or a replayed outcome, that no handler receives.
    public static let noHandler: Wording = " (no handler attached)"
    public static let outcomeReplayed: Wording = "{event} (outcome replayed on mount)"
    public static let onAdLoad: Wording = "onAdLoad ad={ad}"
    public static let onAdFailure: Wording = "onAdFailure error {code}"
    public static let onAdBindingFailure: Wording = "onAdBindingFailure error {code} userInfo[asset_name]={asset}"
    public static let onAdClick: Wording = "onAdClick asset={asset}"
    /// Then each flag.
    public static let onAdImpression: Wording = "onAdImpression ad={ad}"
    public static let invisibleRequiredAssetFlag: Wording = " flag=invisibleRequiredAsset[{kinds}]"
    public static let smallWarningFlag: Wording = " flag=smallWarning[{share}]"
    /// A width and a height in points.
    public static let size: Wording = "{width}x{height}"

    // MARK: Subject `bulk`

    public static let bulkRequestSent: Wording = "request #{number} unit={unit} adsCount={count}"
    /// Then `bulkAds` when there are ads.
    public static let bulkSucceeded: Wording = "succeeded with {count} ad(s)"
    public static let bulkAds: Wording = ": {ads}"
    public static let bulkOutOfRange: Wording = "failed: argument error, adsCount {count} outside {minimum}...{maximum}; no request sent"
    public static let bulkFailed: Wording = "failed: {error}"

    // MARK: Subject `note`

    public static let notViewable: Wording = "{container} cannot count its impression: {issue}"
    public static let outcomeNotDelivered: Wording = "{event} of {state} not delivered: no container of it is in the hierarchy"
    public static let sliderAdsLeftOut: Wording =
        "slider {state}: {count} ad(s) already placed in other blocks of the app left out: {ads}"

    // MARK: Subject `end`

    public static let end: Wording = "script finished"

    // MARK: Why a card cannot count its impression (ViewabilityIssue)

    public static let notBound: Wording = "not bound"
    public static let inBackground: Wording = "app in background"
    public static let imagesNotLoadedIssue: Wording = "images not loaded"
    public static let zeroSize: Wording = "content has zero size ({size})"
    public static let belowThreshold: Wording = "{share} of the card on screen, below {threshold}"
    public static let cardsOutsideSlider: Wording =
        "its cards are shown outside the SliderAdContainer, so the block's impression is lost"
    public static let noViewableCard: Wording = "no bound card of the block has a non-zero size and {threshold} on screen"
    public static let requiredAssetHasNoView: Wording = "required asset {kind} has no view: {reason}"
    public static let requiredAssetOutsideCard: Wording = "required asset {kind} lies outside the card"
    public static let requiredAssetClipped: Wording = "required asset {kind} is clipped by the card"
    public static let noPixelOnScreen: Wording = "not a single point of the ad view on screen"

    // MARK: Why a binding ended (UnbindReason)

    public static let stateHoldsAnotherAd: Wording = "its state now holds another ad"
    public static let statePhase: Wording = "its state is {phase} again"
    public static let newStateObject: Wording = "it received a new state object"
    public static let anotherState: Wording = "it received another state ({state})"
    public static let stateMoved: Wording = "its state moved to {container}"

    // MARK: Subject `log` (LogMessage)

    public static let calledOffMainThread: Wording =
        "{action} was called off the main thread; SDK calls must be made on the main thread. The call is ignored"
    /// `{what}` is `the ad`, or `the block` for a slider (SLD-7).
    public static let noViewForRequiredAsset: Wording =
        "{container}: no view for required asset {kind} ({reason}); {what} cannot be bound"
    public static let theAd: Wording = "the ad"
    public static let theBlock: Wording = "the block"
    public static let smallWarning: Wording =
        "{container}: the warning covers {share} of the card, less than warningMinimumArea {minimum}"
    public static let loadQueuedUntilInitialization: Wording =
        "{state}.loadAd() before the SDK was initialised; the request waits for initialisation"
    public static let loadBeforeInitialization: Wording = "{state}.loadAd() before the SDK was initialised"
    public static let bulkBeforeInitialization: Wording = "loadAds() before the SDK was initialised"
    public static let bulkQueuedUntilInitialization: Wording =
        "loadAds() before the SDK was initialised; the request waits for initialisation"
    public static let repeatedRetries: Wording = "{state} loaded again after onAdFailure {count} times; limit the number of retries"
    public static let missingSKAdNetworkItems: Wording = "Info.plist has no SKAdNetworkItems; ad loading fails"
    public static let adsCountOutOfRange: Wording = "adsCount {count} is outside {minimum}...{maximum}"
    public static let videoTooSmall: Wording =
        "{container}: {view size, ...} smaller than {size}; the media shows its still image instead of video"
    public static let undersizedView: Wording = "{view} {size}"
    public static let cardOutsideSlider: Wording =
        "{card}, a card of {slider}, is shown outside the SliderAdContainer: it counts its own impression and the block's impression is lost"
    public static let stateSharedByContainers: Wording =
        "{state} is used by a second container: binding moves from {from} to {to}; {from} no longer receives events"
    public static let impressionBlocked: Wording = "{container}: {issue}; the impression is not counted until this is fixed"
    public static let invisibleRequiredAssets: Wording = "{container}: impression with invisible required asset(s) {kinds}"

    // MARK: The native advanced flow (GMAEvent, source 003)

    public static let loaderCreated: Wording =
        "refreshAd(): GADAdLoader #{number}(adUnitID: {unit}, rootViewController: {root}, adTypes: [.native], options: nil); load(GADRequest())"
    public static let rootSelf: Wording = "self"
    public static let rootNil: Wording = "nil"
    public static let received: Wording =
        "adLoader(_:didReceive:) from loader #{loader}: ad={ad} has=[{assets}] mediaContent.aspectRatio={ratio} hasVideo={video}"
    public static let failedToReceive: Wording = "adLoader(_:didFailToReceiveAdWithError:) from loader #{loader}: {error}"
    public static let responseDropped: Wording =
        "the response to loader #{loader} reaches no delegate: refreshAd() replaced it with loader #{current}"
    public static let published: Wording = "@Published nativeAd = {ad}"
    public static let recordedImpression: Wording = "nativeAdDidRecordImpression ad={ad} view={view}"
    public static let recordedClick: Wording = "nativeAdDidRecordClick ad={ad} view={view} asset={asset}"
    /// Written after an impression or click the view model hears nothing of.
    public static let noDelegate: Wording = " (no delegate set: the app hears nothing)"
    public static let adViewInHierarchy: Wording = "GADNativeAdView ({size}) entered the hierarchy, filled by {model}"
    public static let populatesFromNib: Wording =
        "adLoader(_:didReceive:) loads NativeAdView from the nib and populates it with ad {ad}"
    public static let populatesInSwiftUI: Wording = "updateUIView populates it with ad {ad}"
    public static let populatesLoadedView: Wording =
        "adLoader(_:didReceive:) populates the view loaded from the nib before the first ad with ad {ad}"
    /// The statements one space apart.
    public static let fills: Wording = "fills {statements}"
    public static let mediaKeepsHeight: Wording =
        "mediaView keeps its height: mediaContent.aspectRatio is {ratio}, no height constraint"
    public static let mediaSized: Wording = "mediaView height = width / aspectRatio = {width} / {ratio} = {height}"
    public static let emptyViewShown: Wording =
        "{outlet} stays visible with nothing in it: the ad has no {asset} and the code does not hide the view"
    /// Then `notRegistered` when views were skipped.
    public static let associated: Wording = "nativeAd = {ad}; registered views [{assets}]"
    public static let notRegistered: Wording = "; not registered: {asset (reason), ...}"
    public static let skippedView: Wording = "{asset} ({reason})"
    public static let associatedAgain: Wording =
        "nativeAd = {ad} again: already associated with this view; registered views [{assets}]; nothing else happens"
    public static let noClick: Wording = "tap on {node}: {reason}; no click"
    public static let adViewNotInHierarchy: Wording = "{view} is not in the hierarchy: its populate code does not run"
    /// `fills` statements.
    public static let setOutlet: Wording = "{outlet}.{property}={value}"
    public static let unconnectedOutlet: Wording = "{outlet}=nil(outlet not connected)"
    public static let hiddenOutlet: Wording = "{outlet}.isHidden={hidden}"
    public static let interactionDisabled: Wording = "callToActionView.isUserInteractionEnabled=false"
    public static let gmaNil: Wording = "nil"
    public static let gmaText: Wording = "\"{text}\""
    public static let gmaImage: Wording = "image({name})"
    public static let gmaStars: Wording = "stars({rating})"
    public static let gmaVideo: Wording = "video({name})"
    /// Why no click (GMANoClick).
    public static let notAnAssetView: Wording = "not an asset view of {view}"
    public static let notAssociated: Wording = "no native ad is associated with {view}"
    public static let buttonTakesTouch: Wording =
        "callToActionView keeps user interaction, so the button takes the touch and the SDK never sees it"
    public static let outletNotRegistered: Wording = "{outlet} was not registered ({reason})"
    public static let adMovedSince: Wording = "the ad was associated with {view} since"
    /// Why an association ended (GMADissociation).
    public static let anotherAd: Wording = "another native ad was associated with the view"
    public static let viewReplaced: Wording = "the view was replaced by a new one from the nib"
    public static let adMoved: Wording = "the ad was associated with {view}"
}

// MARK: Values written as one fixed wording

extension MissingView.Reason: FixedWording {
    public var wording: Wording {
        switch self {
        case .hidden: "hidden with .hidden()"
        case .drawingGroup: "flattened by .drawingGroup()"
        case .notRegistered: "not registered"
        case .notDrawn: "not drawn"
        }
    }
}

extension AppEvent: FixedWording {
    public var wording: Wording {
        switch self {
        case .enteredBackground: "entered background"
        case .returnedToForeground: "returned to foreground"
        case .sdkInitialized: "SDK initialised"
        }
    }
}

extension UndersizedView.Which: FixedWording {
    public var wording: Wording {
        switch self {
        case .container: "container"
        case .media: "Media"
        case .videoFittedInMedia: "video fitted in Media"
        }
    }
}

extension GMASkippedView.Reason: FixedWording {
    public var wording: Wording {
        switch self {
        case .notConnected: "outlet not connected"
        case .notSubview: "not a subview of the ad view"
        case .empty: "empty when the ad was associated"
        }
    }
}
