/// The one formatter of transcript text: every subject, event and line a transcript holds is
/// written here and nowhere else. The wording is the goldens' (Goldens/); change it only together
/// with them.
public enum TranscriptFormat {
    /// `"%6d ms  %-17s %s"`: the time right-aligned in 6 columns, the subject left-aligned in 17
    /// (columns being characters), each wider one as it is. The bytes of `appendLine(_:to:)`.
    public static func line(_ line: TranscriptLine) -> String {
        string { appendLine(line, to: &$0) }
    }

    /// `line(_:)`'s bytes, appended to `bytes` (no line feed): the caller's buffer is written
    /// directly, with no string of the line made and copied (session 24; TranscriptDocument
    /// writes a transcript this way). The time is ASCII (digits, `-`), one byte a column; the
    /// subject's columns are its characters, which for printable ASCII (every subject of a loaded
    /// scenario: names are ASCII, see Specs/scenario.xsd) is its byte count, so only another
    /// subject has its characters counted. Tests/AdSpecEngineTests/TranscriptLineTextTests.swift
    /// compares the result with the interpolated line (`String(repeating:)` padding) for ASCII
    /// and other text.
    public static func appendLine(_ line: TranscriptLine, to bytes: inout [UInt8]) {
        var time = String(line.timeMs)  // at most 20 bytes: a small string, not allocated
        var subject = text(of: line.subject)
        let columns = subject.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) ? subject.utf8.count : subject.count
        let subjectStart = max(time.utf8.count, 6) + 5
        // Spaces, then the time ending 5 bytes before the subject, `ms` in ` ms  `, the subject,
        // and the event after the subject's column and a space.
        bytes.append(contentsOf: repeatElement(0x20, count: subjectStart - 5 - time.utf8.count))
        time.withUTF8 { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: " ms  ".utf8)
        subject.withUTF8 { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: repeatElement(0x20, count: max(TranscriptLine.subjectWidth - columns, 0) + 1))
        appendText(of: line.event, to: &bytes)
    }

    public static func text(of subject: Subject) -> String {
        switch subject {
        case .step: return "step"
        case .state(let name): return "state \(name)"
        case .container(let id): return "container \(id)"
        case .slider(let id): return "slider \(id)"
        case .bulk(let batch): return "bulk \(batch)"
        case .log(let level): return "log \(level.rawValue)"
        case .app: return "app"
        case .note: return "note"
        case .end: return "end"
        case .model(let name): return "model \(name)"
        case .adView(let id): return "ad view \(id)"
        }
    }

    public static func text(of event: TranscriptEvent) -> String {
        switch event {
        case .step, .phaseChanged, .mounted, .shows, .bound, .draws, .redraws, .viewable, .callback, .end:
            // The most frequent lines' wording is `appendText(of:to:)`'s, written as bytes.
            return string { appendText(of: event, to: &$0) }
        case .stateCreated(let ad):
            return "NativeAdState(ad: \(ad)), phase .loaded"
        case .stateRecreated(let object):
            return "created anew by body (new object #\(object)), phase .idle"
        case .imagesLoaded(let states):
            return "loadImages() finished: images of \(states.joined(separator: ", ")) loaded; primitives redraw"
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
        case .videoPlays(let width, let height):
            return "media plays video (\(formatPoints(width))x\(formatPoints(height)))"
        case .videoStill(let width, let height):
            return "media shows still image (video needs \(formatPoints(width))x\(formatPoints(height)))"
        case .videoState(let video):
            return
                "video position=\(video.positionMs) ms duration=\(video.durationMs) ms isMuted=\(video.isMuted) isMuteControlHidden=\(video.isMuteControlHidden)"
        case .dwellInterrupted(let issue):
            return
                "impression dwell interrupted: \(text(of: issue)); the dwell starts again from zero when the card can count again"
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
        case .gma(let event):
            return text(of: event)
        }
    }

    /// `text(of: event)`'s bytes, appended to `bytes`. The most frequent lines (steps, phases,
    /// what a container shows and draws, bindings, viewability, callbacks, the end: four lines of
    /// five at 1,000 scenarios) are written here piece by piece, with no intermediate strings
    /// made and joined (session 24); `text(of:)` makes its string of them from these bytes, so
    /// their wording has this one place. Every other event is appended as `text(of:)` words it.
    public static func appendText(of event: TranscriptEvent, to bytes: inout [UInt8]) {
        switch event {
        case .step(let action, let offMainThread):
            bytes.append(contentsOf: text(of: action).utf8)
            bytes.append(contentsOf: (offMainThread ? " (off the main thread)" : "").utf8)
        case .phaseChanged(let from, let change):
            bytes.append(contentsOf: "phase ".utf8)
            bytes.append(contentsOf: from.name.utf8)
            bytes.append(contentsOf: " -> ".utf8)
            bytes.append(contentsOf: change.phase.name.utf8)
            bytes.append(contentsOf: "; ".utf8)
            appendDetail(of: change, to: &bytes)
        case .mounted(let state):
            bytes.append(contentsOf: "entered the hierarchy with state ".utf8)
            bytes.append(contentsOf: state.utf8)
        case .shows(let display, let imagesNotLoaded):
            appendText(of: display, to: &bytes)
            bytes.append(
                contentsOf: (imagesNotLoaded ? "; images not loaded: Icon, Favicon, MainImage and Media draw empty space" : "")
                    .utf8)
        case .bound(let ad, let views):
            bytes.append(contentsOf: "bound to ad ".utf8)
            bytes.append(contentsOf: ad.utf8)
            bytes.append(contentsOf: "; views [".utf8)
            appendList(views, to: &bytes)
            bytes.append(contentsOf: "]".utf8)
        case .draws(let values):
            bytes.append(contentsOf: "draws".utf8)
            for value in values {
                bytes.append(0x20)  // space
                appendText(of: value, to: &bytes)
            }
        case .redraws(let values):
            bytes.append(contentsOf: "redraws".utf8)
            for value in values {
                bytes.append(0x20)  // space
                appendText(of: value, to: &bytes)
            }
        case .viewable(let share, let dwellMs):
            bytes.append(contentsOf: "viewable (".utf8)
            bytes.append(contentsOf: formatPercent(share).utf8)
            bytes.append(contentsOf: " on screen); impression after ".utf8)
            bytes.append(contentsOf: String(dwellMs).utf8)
            bytes.append(contentsOf: " ms".utf8)
        case .callback(let callback, let handled):
            appendText(of: callback, to: &bytes)
            bytes.append(contentsOf: unhandled(handled).utf8)
        case .end:
            bytes.append(contentsOf: "script finished".utf8)
        default:
            bytes.append(contentsOf: text(of: event).utf8)
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

    static func detail(of change: PhaseChange) -> String {
        string { appendDetail(of: change, to: &$0) }
    }

    static func appendDetail(of change: PhaseChange, to bytes: inout [UInt8]) {
        switch change {
        case .loading(let request):
            bytes.append(contentsOf: "request #".utf8)
            bytes.append(contentsOf: String(request.number).utf8)
            bytes.append(contentsOf: " unit=".utf8)
            bytes.append(contentsOf: request.unit.utf8)
            for (index, name) in request.parameters.keys.sorted().enumerated() {
                bytes.append(contentsOf: (index == 0 ? " parameters " : ",").utf8)
                bytes.append(contentsOf: name.utf8)
                bytes.append(contentsOf: "=".utf8)
                bytes.append(contentsOf: request.parameters[name]!.utf8)
            }
            bytes.append(contentsOf: (request.manualImages ? " images=manual" : "").utf8)
        case .loaded(let ad, let adType):
            bytes.append(contentsOf: "ad=".utf8)
            bytes.append(contentsOf: ad.utf8)
            bytes.append(contentsOf: " type=".utf8)
            bytes.append(contentsOf: adType.rawValue.utf8)
        case .sliderLoaded(let slider, let blockAssets, let ads):
            let assets = blockAssets.map { $0.kind.rawValue + ($0.required ? "*" : "") }
            bytes.append(
                contentsOf: "slider=\(slider) block assets=[\(assets.joined(separator: ","))] ads=[\(ads.joined(separator: ","))]".utf8)
        case .failed(let code, let message):
            bytes.append(contentsOf: error(code, message).utf8)
        }
    }

    static func text(of display: Display) -> String {
        switch display {
        case .placeholder: return "shows placeholder"
        case .nothing: return "shows nothing"
        case .content(nil): return "shows content"
        case .content(_?): return string { appendText(of: display, to: &$0) }
        }
    }

    static func appendText(of display: Display, to bytes: inout [UInt8]) {
        switch display {
        case .placeholder, .nothing, .content(nil): bytes.append(contentsOf: text(of: display).utf8)
        case .content(.slider(let ads, let has)?):
            bytes.append(contentsOf: "shows content; SliderAdLayoutInfo ads=\(ads) has=[".utf8)
            appendList(has, to: &bytes)
            bytes.append(contentsOf: "]".utf8)
        case .content(.native(let info)?):
            bytes.append(contentsOf: "shows content; NativeAdLayoutInfo adType=".utf8)
            bytes.append(contentsOf: info.adType.rawValue.utf8)
            bytes.append(contentsOf: " has=[".utf8)
            appendList(info.has, to: &bytes)
            bytes.append(contentsOf: "]".utf8)
            if let ratio = info.mediaAspectRatio {
                bytes.append(contentsOf: " media.aspectRatio=".utf8)
                bytes.append(contentsOf: formatPoints(ratio).utf8)
                bytes.append(contentsOf: (info.mediaHasVideo ? " media.hasVideo=true" : " media.hasVideo=false").utf8)
            }
            bytes.append(contentsOf: " warningMinimumArea=".utf8)
            bytes.append(contentsOf: (info.warningMinimumArea.map { formatPoints($0) } ?? "none").utf8)
        }
    }

    static func text(of value: PrimitiveValue) -> String {
        string { appendText(of: value, to: &$0) }
    }

    static func appendText(of value: PrimitiveValue, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: value.kind.rawValue.utf8)
        switch value.value {
        case .text(let text):
            bytes.append(contentsOf: "=\"".utf8)
            bytes.append(contentsOf: text.utf8)
            bytes.append(contentsOf: "\"".utf8)
        case .rating(let raw): bytes.append(contentsOf: "=\(Double(raw).map { formatPoints($0) } ?? raw)".utf8)
        case .image(let image):
            bytes.append(contentsOf: "=image(".utf8)
            bytes.append(contentsOf: image.utf8)
            bytes.append(contentsOf: ")".utf8)
        case .sdkIcon: bytes.append(contentsOf: "=image(SDK icon)".utf8)
        case .empty: bytes.append(contentsOf: "=empty".utf8)
        case .video(let media): bytes.append(contentsOf: "=video(\(media))".utf8)
        case .still(let media): bytes.append(contentsOf: "=still(\(media))".utf8)
        }
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
        string { appendText(of: callback, to: &$0) }
    }

    static func appendText(of callback: Callback, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: callback.event.rawValue.utf8)
        switch callback {
        case .onAdLoad(let ad):
            bytes.append(contentsOf: " ad=".utf8)
            bytes.append(contentsOf: ad.utf8)
        case .onAdFailure(let code): bytes.append(contentsOf: " error \(code)".utf8)
        case .onAdBindingFailure(let code, let asset):
            bytes.append(contentsOf: " error \(code) userInfo[asset_name]=\(asset.rawValue)".utf8)
        case .onAdClick(let asset): bytes.append(contentsOf: " asset=\(asset.rawValue)".utf8)
        case .onAdImpression(let ad, let flags):
            bytes.append(contentsOf: " ad=".utf8)
            bytes.append(contentsOf: ad.utf8)
            for flag in flags {
                bytes.append(contentsOf: " ".utf8)
                bytes.append(contentsOf: text(of: flag).utf8)
            }
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

    /// An `append…(to:)` with its value bound: what it writes, appended to a buffer.
    private typealias Writer = (inout [UInt8]) -> Void

    /// The string of the bytes `write` appends to an empty buffer: the text of an `append…(to:)`.
    private static func string(_ write: Writer) -> String {
        var bytes: [UInt8] = []
        write(&bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func error(_ code: String, _ message: String) -> String {
        "error \(code)" + (message.isEmpty ? "" : ": \(message)")
    }

    /// The kinds' names, comma-separated.
    private static func list(_ kinds: [AssetKind]) -> String {
        string { appendList(kinds, to: &$0) }
    }

    /// `list(kinds)`'s bytes, appended to `bytes`.
    private static func appendList(_ kinds: [AssetKind], to bytes: inout [UInt8]) {
        for (index, kind) in kinds.enumerated() {
            if index > 0 { bytes.append(0x2C) }  // ,
            bytes.append(contentsOf: kind.rawValue.utf8)
        }
    }

    private static func droppedImpression(_ dropped: Bool) -> String {
        dropped ? "; its pending impression is dropped" : ""
    }

    private static func unhandled(_ handled: Bool) -> String {
        handled ? "" : " (no handler attached)"
    }
}
