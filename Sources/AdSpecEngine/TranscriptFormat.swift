/// The one formatter of transcript text: every subject, event and line a transcript holds is
/// written here and nowhere else. The wording is the goldens' (Goldens/); change it only together
/// with them.
public enum TranscriptFormat {
    /// `"%6d ms  %-17s %s"`: the time right-aligned in 6 columns, the subject left-aligned in 17
    /// (columns being characters), each wider one as it is.
    public static func line(_ line: TranscriptLine) -> String {
        self.line(time: String(line.timeMs), subject: text(of: line.subject), event: text(of: line.event))
    }

    /// The layout of every line, `line(_:)`'s and `refusalLine`'s: the time padded on the left to
    /// 6 columns, ` ms  `, the subject padded on the right to `TranscriptLine.subjectWidth`
    /// columns, a space and the event. A column is a character (`String.count`).
    static func line(time: String, subject: String, event: String) -> String {
        let timePadding = String(repeating: " ", count: max(6 - time.count, 0))
        let subjectPadding = String(repeating: " ", count: max(TranscriptLine.subjectWidth - subject.count, 0))
        return "\(timePadding)\(time) ms  \(subject)\(subjectPadding) \(event)"
    }

    /// The subject column's text: the subject's word and its name, if any.
    public static func text(of subject: Subject) -> String {
        let (word, name): (String, String?) =
            switch subject {
            case .step: ("step", nil)
            case .state(let name): ("state", name)
            case .container(let id): ("container", id)
            case .slider(let id): ("slider", id)
            case .bulk(let batch): ("bulk", batch)
            case .log(let level): ("log", level.rawValue)
            case .app: ("app", nil)
            case .note: ("note", nil)
            case .end: ("end", nil)
            case .model(let name): ("model", name)
            case .adView(let id): ("ad view", id)
            }
        guard let name else { return word }
        return word + " " + name
    }

    /// The event column's text: each event's wording, written here and only here (the GMA flow's
    /// in `text(of: GMAEvent)`).
    public static func text(of event: TranscriptEvent) -> String {
        switch event {
        case .step(let action, let offMainThread):
            return text(of: action) + (offMainThread ? " (off the main thread)" : "")
        case .phaseChanged(let from, let change):
            return "phase \(from.name) -> \(change.phase.name); " + detail(of: change)
        case .stateCreated(let ad):
            return "NativeAdState(ad: \(ad)), phase .loaded"
        case .stateRecreated(let object):
            return "created anew by body (new object #\(object)), phase .idle"
        case .mounted(let state):
            return "entered the hierarchy with state \(state)"
        case .shows(let display, let imagesNotLoaded):
            var text = Self.text(of: display)
            if imagesNotLoaded { text += "; images not loaded: Icon, Favicon, MainImage and Media draw empty space" }
            return text
        case .imagesLoaded(let states):
            return "loadImages() finished: images of \(states.joined(separator: ", ")) loaded; primitives redraw"
        case .bound(let ad, let views):
            return "bound to ad \(ad); views [\(list(views))]"
        case .unmounted(let ad, let dropped):
            guard let ad else { return "left the hierarchy" }
            return "left the hierarchy; unbound from ad \(ad)" + droppedImpression(dropped)
        case .bindingWaits(let graceMs, let missing):
            return "binding waits up to \(graceMs) ms for required views: "
                + missing.map { "\($0.kind.rawValue) (\(text(of: $0.reason)))" }.joined(separator: ", ")
        case .unbound(let ad, let reason, let dropped):
            return "unbound from ad \(ad): \(text(of: reason))" + droppedImpression(dropped)
        case .stopsWaiting(let ad, let reason):
            return "stops waiting to bind ad \(ad): \(text(of: reason))"
        case .draws(let values):
            return "draws" + values.map { " " + text(of: $0) }.joined()
        case .redraws(let values):
            return "redraws" + values.map { " " + text(of: $0) }.joined()
        case .videoPlays(let width, let height):
            return "media plays video (\(formatPoints(width))x\(formatPoints(height)))"
        case .videoStill(let width, let height):
            return "media shows still image (video needs \(formatPoints(width))x\(formatPoints(height)))"
        case .videoState(let video):
            return
                "video position=\(video.positionMs) ms duration=\(video.durationMs) ms isMuted=\(video.isMuted) isMuteControlHidden=\(video.isMuteControlHidden)"
        case .viewable(let share, let dwellMs):
            return "viewable (\(formatPercent(share)) on screen); impression after \(dwellMs) ms"
        case .dwellInterrupted(let issue):
            return
                "impression dwell interrupted: \(text(of: issue)); the dwell starts again from zero when the card can count again"
        case .callback(let callback, let handled):
            return text(of: callback) + unhandled(handled)
        case .outcomeReplayed(let event, let handled):
            return event.rawValue + " (outcome replayed on mount)" + unhandled(handled)
        case .bulkRequestSent(let number, let unit, let adsCount):
            return "request #\(number) unit=\(unit) adsCount=\(adsCount)"
        case .bulkSucceeded(let ads):
            return "succeeded with \(ads.count) ad(s)" + (ads.isEmpty ? "" : ": " + ads.joined(separator: ","))
        case .bulkFailed(.adsCountOutOfRange(let count, let minimum, let maximum)):
            return "failed: argument error, adsCount \(count) outside \(minimum)...\(maximum); no request sent"
        case .bulkFailed(.error(let code, let message)):
            return "failed: " + error(code, message)
        case .app(.enteredBackground): return "entered background"
        case .app(.returnedToForeground): return "returned to foreground"
        case .app(.sdkInitialized): return "SDK initialised"
        case .log(let message):
            return text(of: message)
        case .notViewable(let container, let issue):
            return "\(container) cannot count its impression: \(text(of: issue))"
        case .outcomeNotDelivered(let event, let state):
            return "\(event.rawValue) of \(state) not delivered: no container of it is in the hierarchy"
        case .sliderAdsLeftOut(let state, let ads):
            return
                "slider \(state): \(ads.count) ad(s) already placed in other blocks of the app left out: "
                + ads.joined(separator: ",")
        case .note(let text):
            return text
        case .end:
            return "script finished"
        case .gma(let event):
            return text(of: event)
        }
    }

    /// A script step as the `step` line echoes it.
    public static func text(of action: Action) -> String {
        switch action {
        case .wait(let ms): return "wait \(ms) ms"
        case .loadAd(let state): return "\(state).loadAd()"
        case .loadImages(let state): return "\(state).loadImages()"
        case .mount(let node): return "mount \(node)"
        case .unmount(let node): return "unmount \(node)"
        case .set(let node, let change): return "set \(node) \(text(of: change))"
        case .tap(let node): return "tap \(node)"
        case .scroll(let node, let offset): return "scroll \(node) to \(formatPoints(offset))"
        case .background: return "app goes to background"
        case .foreground: return "app returns to foreground"
        case .initializeSDK: return "initialize SDK"
        case .bulkLoad(let batch, let unit, let count):
            return "\(batch) = NativeBulkAdLoader.loadAds(unit=\(unit), adsCount=\(count))"
        case .setMuted(let node, let muted): return "video of \(node).setMuted(\(muted))"
        case .inspectVideo(let node): return "read NativeAdVideoState of \(node)"
        case .rerender: return "re-render (body runs again)"
        case .refreshAd(let model): return "\(model).refreshAd()"
        }
    }

    public static func text(of change: NodeChange) -> String {
        var parts: [String] = []
        if let v = change.hidden { parts.append(v ? ".hidden()" : "not hidden") }
        if let v = change.drawingGroup { parts.append(v ? ".drawingGroup()" : "no drawingGroup") }
        if let v = change.opacity { parts.append(".opacity(\(formatPoints(v)))") }
        if let v = change.x { parts.append("x=\(formatPoints(v))") }
        if let v = change.y { parts.append("y=\(formatPoints(v))") }
        if let v = change.width { parts.append("width=\(formatPoints(v))") }
        if let v = change.height { parts.append("height=\(formatPoints(v))") }
        if let v = change.state { parts.append("state=\(v)") }
        return parts.joined(separator: " ")
    }

    /// What a `phase` line says after the change of phase.
    static func detail(of change: PhaseChange) -> String {
        switch change {
        case .loading(let request):
            var text = "request #\(request.number) unit=\(request.unit)"
            let names = request.parameters.keys.sorted()
            if !names.isEmpty {
                text += " parameters " + names.map { "\($0)=\(request.parameters[$0]!)" }.joined(separator: ",")
            }
            if request.manualImages { text += " images=manual" }
            return text
        case .loaded(let ad, let adType):
            return "ad=\(ad) type=\(adType.rawValue)"
        case .sliderLoaded(let slider, let blockAssets, let ads):
            let assets = blockAssets.map { $0.kind.rawValue + ($0.required ? "*" : "") }
            return "slider=\(slider) block assets=[\(assets.joined(separator: ","))] ads=[\(ads.joined(separator: ","))]"
        case .failed(let code, let message):
            return error(code, message)
        }
    }

    static func text(of display: Display) -> String {
        switch display {
        case .placeholder: return "shows placeholder"
        case .nothing: return "shows nothing"
        case .content(nil): return "shows content"
        case .content(.slider(let ads, let has)?):
            return "shows content; SliderAdLayoutInfo ads=\(ads) has=[\(list(has))]"
        case .content(.native(let info)?):
            var text = "shows content; NativeAdLayoutInfo adType=\(info.adType.rawValue) has=[\(list(info.has))]"
            if let ratio = info.mediaAspectRatio {
                text += " media.aspectRatio=\(formatPoints(ratio)) media.hasVideo=\(info.mediaHasVideo)"
            }
            text += " warningMinimumArea=" + (info.warningMinimumArea.map { formatPoints($0) } ?? "none")
            return text
        }
    }

    static func text(of value: PrimitiveValue) -> String {
        let shown =
            switch value.value {
            case .text(let text): "\"\(text)\""
            case .rating(let raw): Double(raw).map { formatPoints($0) } ?? raw
            case .image(let image): "image(\(image))"
            case .sdkIcon: "image(SDK icon)"
            case .empty: "empty"
            case .video(let media): "video(\(media))"
            case .still(let media): "still(\(media))"
            }
        return "\(value.kind.rawValue)=\(shown)"
    }

    static func text(of reason: MissingView.Reason) -> String {
        switch reason {
        case .hidden: return "hidden with .hidden()"
        case .drawingGroup: return "flattened by .drawingGroup()"
        case .notRegistered: return "not registered"
        case .notDrawn: return "not drawn"
        }
    }

    static func text(of reason: UnbindReason) -> String {
        switch reason {
        case .stateHoldsAnotherAd: return "its state now holds another ad"
        case .statePhase(let phase): return "its state is \(phase.name) again"
        case .newStateObject: return "it received a new state object"
        case .anotherState(let state): return "it received another state (\(state))"
        case .stateMoved(let container): return "its state moved to \(container)"
        case .gma(let reason): return text(of: reason)
        }
    }

    static func text(of callback: Callback) -> String {
        let name = callback.event.rawValue
        switch callback {
        case .onAdLoad(let ad): return "\(name) ad=\(ad)"
        case .onAdFailure(let code): return "\(name) error \(code)"
        case .onAdBindingFailure(let code, let asset): return "\(name) error \(code) userInfo[asset_name]=\(asset.rawValue)"
        case .onAdClick(let asset): return "\(name) asset=\(asset.rawValue)"
        case .onAdImpression(let ad, let flags): return "\(name) ad=\(ad)" + flags.map { " " + text(of: $0) }.joined()
        }
    }

    static func text(of flag: ImpressionFlag) -> String {
        switch flag {
        case .invisibleRequiredAsset(let kinds): return "flag=invisibleRequiredAsset[" + list(kinds) + "]"
        case .smallWarning(let share): return "flag=smallWarning[\(formatPercent(share))]"
        }
    }

    /// The reason a card cannot count its impression, as notes, dwell lines and logs give it.
    public static func text(of issue: ViewabilityIssue) -> String {
        switch issue {
        case .notBound: return "not bound"
        case .inBackground: return "app in background"
        case .imagesNotLoaded: return "images not loaded"
        case .zeroSize(let width, let height):
            return "content has zero size (\(formatPoints(width))x\(formatPoints(height)))"
        case .belowThreshold(let share, let threshold):
            return "\(formatPercent(share)) of the card on screen, below \(formatPercent(threshold))"
        case .cardsOutsideSlider:
            return "its cards are shown outside the SliderAdContainer, so the block's impression is lost"
        case .noViewableCard(let threshold):
            return "no bound card of the block has a non-zero size and \(formatPercent(threshold)) on screen"
        case .requiredAssetHasNoView(let missing):
            return "required asset \(missing.kind.rawValue) has no view: \(text(of: missing.reason))"
        case .requiredAssetOutsideCard(let kind): return "required asset \(kind.rawValue) lies outside the card"
        case .requiredAssetClipped(let kind): return "required asset \(kind.rawValue) is clipped by the card"
        case .noPixelOnScreen: return "not a single point of the ad view on screen"
        }
    }

    static func text(of message: LogMessage) -> String {
        switch message {
        case .calledOffMainThread(let action):
            return
                "\(text(of: action)) was called off the main thread; SDK calls must be made on the main thread. The call is ignored"
        case .noViewForRequiredAsset(let container, let missing, let isSlider):
            // SLD-7: a slider's required asset is the block's.
            let what = isSlider ? "the block" : "the ad"
            return
                "\(container): no view for required asset \(missing.kind.rawValue) (\(text(of: missing.reason))); \(what) cannot be bound"
        case .smallWarning(let container, let share, let minimum):
            return
                "\(container): the warning covers \(formatPercent(share)) of the card, less than warningMinimumArea \(formatPercent(minimum))"
        case .loadQueuedUntilInitialization(let state):
            return "\(state).loadAd() before the SDK was initialised; the request waits for initialisation"
        case .loadBeforeInitialization(let state):
            return "\(state).loadAd() before the SDK was initialised"
        case .bulkBeforeInitialization:
            return "loadAds() before the SDK was initialised"
        case .bulkQueuedUntilInitialization:
            return "loadAds() before the SDK was initialised; the request waits for initialisation"
        case .repeatedRetries(let state, let count):
            return "\(state) loaded again after onAdFailure \(count) times; limit the number of retries"
        case .missingSKAdNetworkItems:
            return "Info.plist has no SKAdNetworkItems; ad loading fails"
        case .adsCountOutOfRange(let count, let minimum, let maximum):
            return "adsCount \(count) is outside \(minimum)...\(maximum)"
        case .videoTooSmall(let container, let views, let width, let height):
            let list = views.map { view in
                let label: String
                switch view.which {
                case .container: label = "container"
                case .media: label = "Media"
                case .videoFittedInMedia: label = "video fitted in Media"
                }
                return "\(label) \(formatPoints(view.width))x\(formatPoints(view.height))"
            }.joined(separator: ", ")
            return
                "\(container): \(list) smaller than \(formatPoints(width))x\(formatPoints(height)); the media shows its still image instead of video"
        case .cardOutsideSlider(let card, let slider):
            return
                "\(card), a card of \(slider), is shown outside the SliderAdContainer: it counts its own impression and the block's impression is lost"
        case .stateSharedByContainers(let state, let from, let to):
            return
                "\(state) is used by a second container: binding moves from \(from) to \(to); \(from) no longer receives events"
        case .impressionBlocked(let container, let issue):
            return "\(container): \(text(of: issue)); the impression is not counted until this is fixed"
        case .invisibleRequiredAssets(let container, let kinds):
            return "\(container): impression with invisible required asset(s) " + list(kinds)
        }
    }

    private static func error(_ code: String, _ message: String) -> String {
        "error \(code)" + (message.isEmpty ? "" : ": \(message)")
    }

    /// The kinds' names, comma-separated.
    private static func list(_ kinds: [AssetKind]) -> String {
        kinds.map(\.rawValue).joined(separator: ",")
    }

    private static func droppedImpression(_ dropped: Bool) -> String {
        dropped ? "; its pending impression is dropped" : ""
    }

    private static func unhandled(_ handled: Bool) -> String {
        handled ? "" : " (no handler attached)"
    }
}
