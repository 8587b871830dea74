import AdSpecEngine
import AdSpecHarness
import AdSpecKit
import Testing

/// `TranscriptDecoder` is the inverse of `TranscriptFormat`: every case of every event, written
/// and read back, is the same value (numbers chosen to print exactly).
@Suite struct TranscriptParseTests {
    static let missing = MissingView(kind: .sponsored, reason: .hidden)
    static let request = LoadRequest(number: 2, unit: "u-1", parameters: ["a": "1", "b": "x=y"], manualImages: true)
    static let native = NativeLayoutInfo(
        adType: .appInstall, has: [.title, .icon, .media], mediaAspectRatio: 1.5, mediaHasVideo: true,
        warningMinimumArea: nil)
    static let values: [PrimitiveValue] = [
        .init(kind: .title, value: .text("Say \"hi\" body=x")), .init(kind: .rating, value: .rating("4.5")),
        .init(kind: .rating, value: .rating("n/a")), .init(kind: .icon, value: .image("icon (1).png")),
        .init(kind: .feedback, value: .sdkIcon), .init(kind: .mainImage, value: .empty),
        .init(kind: .media, value: .video("clip.mp4")), .init(kind: .media, value: .still("clip.mp4")),
    ]
    static let issues: [ViewabilityIssue] = [
        .notBound, .inBackground, .imagesNotLoaded, .zeroSize(width: 0, height: 12.5), .noPixelOnScreen,
        .belowThreshold(share: 0.25, threshold: 0.5), .cardsOutsideSlider, .noViewableCard(threshold: 0.5),
        .requiredAssetHasNoView(missing), .requiredAssetOutsideCard(.age), .requiredAssetClipped(.title),
    ]
    static let actions: [Action] = [
        .wait(ms: 500), .loadAd(state: "app"), .loadImages(state: "s"), .mount(node: "A"), .unmount(node: "a-body"),
        .set(
            node: "n", NodeChange(hidden: true, drawingGroup: false, opacity: 0.5, x: 1, y: -2, width: 3, height: 4, state: "t")),
        .set(node: "n", NodeChange(hidden: false)), .set(node: "n", NodeChange(drawingGroup: true)),
        .set(node: "n", NodeChange(height: 10)), .tap(node: "a-cta"), .scroll(node: "feed", offset: 120.5),
        .background, .foreground, .initializeSDK, .bulkLoad(batch: "ads", adUnitID: "u", count: 3),
        .setMuted(node: "v", muted: false), .inspectVideo(node: "v-media"), .rerender, .refreshAd(model: "vm"),
    ]
    static let logs: [LogMessage] = [
        .calledOffMainThread(.loadAd(state: "s")), .noViewForRequiredAsset(container: "A", missing, isSlider: false),
        .noViewForRequiredAsset(container: "S", missing, isSlider: true),
        .smallWarning(container: "A", share: 0.015, minimum: 0.02), .loadQueuedUntilInitialization(state: "s"),
        .loadBeforeInitialization(state: "s"), .bulkQueuedUntilInitialization, .bulkBeforeInitialization, .repeatedRetries(state: "s", count: 4),
        .missingSKAdNetworkItems, .adsCountOutOfRange(count: 10, minimum: 1, maximum: 9),
        .videoTooSmall(
            container: "A",
            [.init(which: .container, width: 200, height: 100), .init(which: .videoFittedInMedia, width: 100, height: 56.25)],
            minimumWidth: 300, minimumHeight: 160),
        .cardOutsideSlider(card: "card#1", slider: "sliderState"), .stateSharedByContainers(state: "s", from: "A", to: "B"),
        .impressionBlocked(container: "A", .requiredAssetClipped(.title)),
        .invisibleRequiredAssets(container: "A", [.title, .age]),
    ]

    static let gmaModelEvents: [GMAEvent] = [
        .loaderCreated(number: 1, unit: "gma-native", rootViewController: true),
        .loaderCreated(number: 2, unit: "u, b", rootViewController: false),
        .received(loader: 2, ad: "g1", assets: [.headline, .media, .callToAction], aspectRatio: 1.78, hasVideo: true),
        .received(loader: 1, ad: "g2", assets: [], aspectRatio: 0, hasVideo: false),
        .failedToReceive(loader: 1, code: "noFill", message: "no ad: try later"),
        .failedToReceive(loader: 3, code: "network", message: ""), .responseDropped(loader: 1, current: 2),
        .published(ad: "g1"), .recordedImpression(ad: "g1", view: "adView", delegate: true),
        .recordedImpression(ad: "g1", view: "viewB", delegate: false),
        .recordedClick(ad: "g1", view: "adView", asset: .starRating, delegate: true),
        .recordedClick(ad: "g1", view: "viewB", asset: .headline, delegate: false),
    ]
    static let gmaAdViewEvents: [GMAEvent] = [
        .adViewInHierarchy(model: "vm", width: 320, height: 250.5), .populates(ad: "g1", wrapper: .uikit),
        .populates(ad: "g1", wrapper: .swiftUI), .populatesLoadedView(ad: "g1"),
        .fills([
            .set(.headline, .text("Say \" hi\" now")), .set(.body, nil), .set(.media, .video("clip (1).mp4")),
            .set(.media, .image("m.png")), .set(.icon, .image("icon (2).png")), .set(.starRating, .stars("4.5")),
            .set(.starRating, .stars("n/a")), .set(.callToAction, .text("")), .unconnected(.store), .hidden(.price, true),
            .hidden(.advertiser, false), .interactionDisabled,
        ]),
        .fills([.set(.advertiser, .text("A"))]),
        .mediaSized(width: 300, height: 168.54, aspectRatio: 1.78), .mediaSized(width: 0, height: nil, aspectRatio: 0),
        .emptyViewShown(.starRating), .associated(ad: "g1", registered: [], skipped: []),
        .associated(
            ad: "g1", registered: [.headline, .media],
            skipped: [
                GMASkippedView(asset: .body, reason: .notConnected), GMASkippedView(asset: .icon, reason: .notSubview),
                GMASkippedView(asset: .price, reason: .empty),
            ]),
        .associatedAgain(ad: "g1", registered: [.headline]),
    ]
    static let gmaNoteEvents: [GMAEvent] = [
        .noClick(node: "bg", .notAnAssetView(adView: "adView")), .noClick(node: "h", .notAssociated(adView: "adView")),
        .noClick(node: "cta", .buttonTakesTouch),
        .noClick(node: "icon", .notRegistered(GMASkippedView(asset: .icon, reason: .notSubview))),
        .noClick(node: "h", .notRegistered(GMASkippedView(asset: .headline, reason: .empty))),
        .noClick(node: "h", .adMoved(to: "viewB")), .adViewNotInHierarchy(view: "viewB"),
    ]

    static var lines: [TranscriptLine] {
        var lines: [TranscriptLine] = []
        func add(_ subject: Subject, _ event: TranscriptEvent) {
            lines.append(TranscriptLine(timeMs: lines.count * 7, subject: subject, event: event))
        }
        for action in actions { add(.step, .step(action, offMainThread: false)) }
        add(.step, .step(.tap(node: "x"), offMainThread: true))
        add(.state("s"), .phaseChanged(from: .idle, .loading(request)))
        add(.state("s"), .phaseChanged(from: .loading, .failed(code: "noFill", message: "no ad: try later")))
        add(
            .state("s"),
            .phaseChanged(
                from: .failed(code: "noFill"), .loading(LoadRequest(number: 3, unit: "u", parameters: [:], manualImages: false))))
        add(.state("s"), .phaseChanged(from: .loading, .failed(code: "network", message: "")))
        add(.state("s"), .phaseChanged(from: .failed(code: "network"), .loaded(ad: "ad-1", adType: .content)))
        add(
            .state("sl"),
            .phaseChanged(
                from: .loading,
                .sliderLoaded(
                    slider: "sl-1", blockAssets: [.init(kind: .sponsored, required: true), .init(kind: .age, required: false)],
                    ads: ["a", "b"])))
        add(.state("sl"), .phaseChanged(from: .loading, .sliderLoaded(slider: "sl-1", blockAssets: [], ads: [])))
        add(.state("ads#0"), .stateCreated(ad: "demo-bulk-1"))
        add(.state("s"), .stateRecreated(object: 2))
        add(.state("s"), .imagesLoaded(states: ["s", "t"]))
        add(.container("A"), .mounted(state: "s"))
        add(.container("A"), .unmounted(unboundAd: nil, pendingImpressionDropped: false))
        add(.container("A"), .unmounted(unboundAd: "ad-1", pendingImpressionDropped: false))
        add(.container("A"), .unmounted(unboundAd: "ad-1", pendingImpressionDropped: true))
        for display in [
            Display.placeholder, .nothing, .content(nil), .content(.slider(ads: 3, has: [.sponsored])), .content(.native(native)),
        ] {
            add(.container("A"), .shows(display, imagesNotLoaded: false))
        }
        add(
            .container("A"),
            .shows(
                .content(
                    .native(
                        NativeLayoutInfo(
                            adType: .content, has: [], mediaAspectRatio: nil, mediaHasVideo: false, warningMinimumArea: 0.02))),
                imagesNotLoaded: true))
        add(.container("A"), .bindingWaits(graceMs: 2000, missing: [missing, MissingView(kind: .body, reason: .notDrawn)]))
        add(.container("A"), .bound(ad: "ad-1", views: [.title, .media]))
        add(.container("A"), .bound(ad: "ad-1", views: []))
        add(.container("A"), .draws(values))
        add(.container("A"), .redraws([.init(kind: .icon, value: .image("i.png"))]))
        for reason in [
            UnbindReason.stateHoldsAnotherAd, .statePhase(.loading), .newStateObject, .anotherState("t"), .stateMoved(to: "B"),
        ] {
            add(.container("A"), .unbound(ad: "ad-1", reason: reason, pendingImpressionDropped: false))
            add(.container("A"), .stopsWaiting(ad: "ad-1", reason: reason))
        }
        add(.container("A"), .unbound(ad: "ad-1", reason: .statePhase(.failed(code: "")), pendingImpressionDropped: true))
        add(.container("A"), .videoPlays(width: 320, height: 180))
        add(.container("A"), .videoStill(minimumWidth: 300, minimumHeight: 160))
        add(
            .container("A"),
            .videoState(VideoState(positionMs: 1500, durationMs: 30000, isMuted: true, isMuteControlHidden: false)))
        add(.slider("S"), .viewable(share: 0.967, dwellMs: 1000))
        for issue in issues { add(.container("A"), .dwellInterrupted(issue)) }
        let callbacks: [Callback] = [
            .onAdLoad(ad: "ad-1"), .onAdFailure(code: "noFill"),
            .onAdBindingFailure(code: "noViewForAsset", asset: .callToAction),
            .onAdClick(asset: .title), .onAdImpression(ad: "ad-1", flags: []),
            .onAdImpression(ad: "ad-1", flags: [.invisibleRequiredAsset([.title, .age]), .smallWarning(share: 0.015)]),
        ]
        for callback in callbacks {
            add(.container("A"), .callback(callback, handled: true))
            add(.container("A"), .callback(callback, handled: false))
        }
        for event in ContainerEvent.allCases {
            add(.container("A"), .outcomeReplayed(event, handled: true))
            add(.container("A"), .outcomeReplayed(event, handled: false))
            add(.note, .outcomeNotDelivered(event, state: "s"))
        }
        add(.bulk("ads"), .bulkRequestSent(number: 1, unit: "u", adsCount: 3))
        add(.bulk("ads"), .bulkSucceeded(ads: ["a", "b"]))
        add(.bulk("ads"), .bulkSucceeded(ads: []))
        add(.bulk("ads"), .bulkFailed(.adsCountOutOfRange(count: 0, minimum: 1, maximum: 9)))
        add(.bulk("ads"), .bulkFailed(.error(code: "noFill", message: "none: at all")))
        add(.bulk("ads"), .bulkFailed(.error(code: "noFill", message: "")))
        for event in [AppEvent.enteredBackground, .returnedToForeground, .sdkInitialized] { add(.app, .app(event)) }
        for message in logs { add(.log(message.level), .log(message)) }
        for issue in issues { add(.note, .notViewable(container: "card#1", issue)) }
        add(.note, .sliderAdsLeftOut(state: "sl", ads: ["a", "b"]))
        add(.note, .note("s.loadAd() in phase .loaded: nothing happens"))
        add(.end, .end)
        add(.container("a-container-with-a-long-id"), .shows(.placeholder, imagesNotLoaded: false))
        for event in gmaModelEvents { add(.model("vm"), .gma(event)) }
        for event in gmaAdViewEvents { add(.adView("adView"), .gma(event)) }
        for event in gmaNoteEvents { add(.note, .gma(event)) }
        add(.adView("adView"), .unmounted(unboundAd: "g1", pendingImpressionDropped: false))
        for reason in [GMADissociation.anotherAd, .viewReplaced, .adMoved(to: "viewB")] {
            add(.adView("a-long-ad-view-id-x"), .unbound(ad: "g1", reason: .gma(reason), pendingImpressionDropped: false))
        }
        lines.append(TranscriptLine(timeMs: 1_234_567, subject: .end, event: .end))
        return lines
    }

    @Test func everyEventReadsBackAsTheValueItWasWrittenFrom() throws {
        var decoder = TranscriptDecoder()
        for line in Self.lines {
            let read = try decoder.decode(line.rendered)
            #expect(read == line, "\(line.rendered)")
        }
    }

    @Test func aFailedFromPhaseTakesTheCodeOfTheStatesLastFailure() throws {
        let failing = Self.lines.filter { $0.subject == .state("s") }
        // Read alone, the *from* phase's code is not in the text.
        let alone = try TranscriptDecoder.decode(failing[2].rendered)
        #expect(
            alone.event
                == .phaseChanged(
                    from: .failed(code: ""), .loading(LoadRequest(number: 3, unit: "u", parameters: [:], manualImages: false))))
        #expect(alone.rendered == failing[2].rendered)
    }

    @Test func anErrorSaysWhereAndWhat() throws {
        let asset = try #require(throws: TranscriptParseError.self) {
            try TranscriptDecoder.decode("     0 ms  container A       onAdClick asset=bogus")
        }
        #expect(asset.column == 46)
        #expect(asset.expected.hasPrefix("an asset name (one of: title, body, "))
        #expect(asset.found == "'bogus'")
        let subject = try #require(throws: TranscriptParseError.self) { try TranscriptDecoder.decode("     0 ms  nobody here") }
        #expect(subject.column == 12)
        #expect(subject.description.hasPrefix("expected a subject (one of: step, state , container , "))
    }
}
