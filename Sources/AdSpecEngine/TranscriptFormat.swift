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
        let subjectStart = max(time.utf8.count, 6) + 5
        // Spaces, then the time ending 5 bytes before the subject, `ms` in ` ms  `, the subject
        // (written in place: no string of it is made), and the event after the subject's column
        // and a space.
        bytes.append(contentsOf: repeatElement(0x20, count: subjectStart - 5 - time.utf8.count))
        time.withUTF8 { bytes.append(contentsOf: $0) }
        bytes.append(literal: " ms  ")
        let start = bytes.count
        appendText(of: line.subject, to: &bytes)
        let columns = bytes.withUnsafeBufferPointer { written in
            let subject = UnsafeBufferPointer(rebasing: written[start...])
            return subject.allSatisfy({ $0 >= 0x20 && $0 < 0x7F })
                ? subject.count : String(decoding: subject, as: UTF8.self).count
        }
        bytes.append(contentsOf: repeatElement(0x20, count: max(TranscriptLine.subjectWidth - columns, 0) + 1))
        appendText(of: line.event, to: &bytes)
    }

    /// `text(of: subject)`'s bytes, appended to `bytes`: the subject's word and its name, if any.
    static func appendText(of subject: Subject, to bytes: inout [UInt8]) {
        let (word, name): (StaticString, String?) =
            switch subject {
            case .step: ("step", nil)
            case .state(let name): ("state ", name)
            case .container(let id): ("container ", id)
            case .slider(let id): ("slider ", id)
            case .bulk(let batch): ("bulk ", batch)
            case .log(let level): ("log ", level.rawValue)
            case .app: ("app", nil)
            case .note: ("note", nil)
            case .end: ("end", nil)
            case .model(let name): ("model ", name)
            case .adView(let id): ("ad view ", id)
            }
        bytes.append(literal: word)
        if let name { bytes.append(utf8: name) }
    }

    public static func text(of subject: Subject) -> String {
        string { appendText(of: subject, to: &$0) }
    }

    public static func text(of event: TranscriptEvent) -> String {
        switch event {
        case .step, .phaseChanged, .mounted, .shows, .bound, .draws, .redraws, .viewable, .callback, .end, .gma:
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
            bytes.append(utf8: text(of: action))
            if offMainThread { bytes.append(literal: " (off the main thread)") }
        case .phaseChanged(let from, let change):
            bytes.append(literal: "phase ")
            bytes.append(utf8: from.name)
            bytes.append(literal: " -> ")
            bytes.append(utf8: change.phase.name)
            bytes.append(literal: "; ")
            appendDetail(of: change, to: &bytes)
        case .mounted(let state):
            bytes.append(literal: "entered the hierarchy with state ")
            bytes.append(utf8: state)
        case .shows(let display, let imagesNotLoaded):
            appendText(of: display, to: &bytes)
            if imagesNotLoaded {
                bytes.append(literal: "; images not loaded: Icon, Favicon, MainImage and Media draw empty space")
            }
        case .bound(let ad, let views):
            bytes.append(literal: "bound to ad ")
            bytes.append(utf8: ad)
            bytes.append(literal: "; views [")
            appendList(views, to: &bytes)
            bytes.append(literal: "]")
        case .draws(let values):
            bytes.append(literal: "draws")
            for value in values {
                bytes.append(0x20)  // space
                appendText(of: value, to: &bytes)
            }
        case .redraws(let values):
            bytes.append(literal: "redraws")
            for value in values {
                bytes.append(0x20)  // space
                appendText(of: value, to: &bytes)
            }
        case .viewable(let share, let dwellMs):
            bytes.append(literal: "viewable (")
            bytes.append(utf8: formatPercent(share))
            bytes.append(literal: " on screen); impression after ")
            bytes.append(utf8: String(dwellMs))
            bytes.append(literal: " ms")
        case .callback(let callback, let handled):
            appendText(of: callback, to: &bytes)
            bytes.append(utf8: unhandled(handled))
        case .end:
            bytes.append(literal: "script finished")
        case .gma(let event):
            appendText(of: event, to: &bytes)
        default:
            bytes.append(utf8: text(of: event))
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
            bytes.append(literal: "request #")
            bytes.append(utf8: String(request.number))
            bytes.append(literal: " unit=")
            bytes.append(utf8: request.unit)
            for (index, name) in request.parameters.keys.sorted().enumerated() {
                if index == 0 { bytes.append(literal: " parameters ") } else { bytes.append(0x2C) }  // ,
                bytes.append(utf8: name)
                bytes.append(literal: "=")
                bytes.append(utf8: request.parameters[name]!)
            }
            if request.manualImages { bytes.append(literal: " images=manual") }
        case .loaded(let ad, let adType):
            bytes.append(literal: "ad=")
            bytes.append(utf8: ad)
            bytes.append(literal: " type=")
            bytes.append(utf8: adType.rawValue)
        case .sliderLoaded(let slider, let blockAssets, let ads):
            let assets = blockAssets.map { $0.kind.rawValue + ($0.required ? "*" : "") }
            bytes.append(
                contentsOf: "slider=\(slider) block assets=[\(assets.joined(separator: ","))] ads=[\(ads.joined(separator: ","))]".utf8)
        case .failed(let code, let message):
            bytes.append(utf8: error(code, message))
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
        case .placeholder, .nothing, .content(nil): bytes.append(utf8: text(of: display))
        case .content(.slider(let ads, let has)?):
            bytes.append(literal: "shows content; SliderAdLayoutInfo ads=")
            bytes.append(utf8: String(ads))
            bytes.append(literal: " has=[")
            appendList(has, to: &bytes)
            bytes.append(literal: "]")
        case .content(.native(let info)?):
            bytes.append(literal: "shows content; NativeAdLayoutInfo adType=")
            bytes.append(utf8: info.adType.rawValue)
            bytes.append(literal: " has=[")
            appendList(info.has, to: &bytes)
            bytes.append(literal: "]")
            if let ratio = info.mediaAspectRatio {
                bytes.append(literal: " media.aspectRatio=")
                bytes.append(utf8: formatPoints(ratio))
                if info.mediaHasVideo { bytes.append(literal: " media.hasVideo=true") } else { bytes.append(literal: " media.hasVideo=false") }
            }
            bytes.append(literal: " warningMinimumArea=")
            if let area = info.warningMinimumArea { bytes.append(utf8: formatPoints(area)) } else { bytes.append(literal: "none") }
        }
    }

    static func text(of value: PrimitiveValue) -> String {
        string { appendText(of: value, to: &$0) }
    }

    static func appendText(of value: PrimitiveValue, to bytes: inout [UInt8]) {
        bytes.append(utf8: value.kind.rawValue)
        switch value.value {
        case .text(let text):
            bytes.append(literal: "=\"")
            bytes.append(utf8: text)
            bytes.append(literal: "\"")
        case .rating(let raw): bytes.append(utf8: "=\(Double(raw).map { formatPoints($0) } ?? raw)")
        case .image(let image):
            bytes.append(literal: "=image(")
            bytes.append(utf8: image)
            bytes.append(literal: ")")
        case .sdkIcon: bytes.append(literal: "=image(SDK icon)")
        case .empty: bytes.append(literal: "=empty")
        case .video(let media): bytes.append(utf8: "=video(\(media))")
        case .still(let media): bytes.append(utf8: "=still(\(media))")
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
        bytes.append(utf8: callback.event.rawValue)
        switch callback {
        case .onAdLoad(let ad):
            bytes.append(literal: " ad=")
            bytes.append(utf8: ad)
        case .onAdFailure(let code):
            bytes.append(literal: " error ")
            bytes.append(utf8: code)
        case .onAdBindingFailure(let code, let asset):
            bytes.append(utf8: " error \(code) userInfo[asset_name]=\(asset.rawValue)")
        case .onAdClick(let asset):
            bytes.append(literal: " asset=")
            bytes.append(utf8: asset.rawValue)
        case .onAdImpression(let ad, let flags):
            bytes.append(literal: " ad=")
            bytes.append(utf8: ad)
            for flag in flags {
                bytes.append(literal: " ")
                bytes.append(utf8: text(of: flag))
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
    typealias Writer = (inout [UInt8]) -> Void

    /// The string of the bytes `write` appends to an empty buffer: the text of an `append…(to:)`.
    static func string(_ write: Writer) -> String {
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
            bytes.append(utf8: kind.rawValue)
        }
    }

    private static func droppedImpression(_ dropped: Bool) -> String {
        dropped ? "; its pending impression is dropped" : ""
    }

    private static func unhandled(_ handled: Bool) -> String {
        handled ? "" : " (no handler attached)"
    }
}

extension [UInt8] {
    /// A literal's bytes, copied from the program's constant data in one step. The generic
    /// `append(contentsOf: "...".utf8)` goes through the string's UTF-8 view, some 200 instructions
    /// a call; a transcript line makes about six such appends (session 29).
    @inline(__always)
    mutating func append(literal: StaticString) {
        literal.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// A string's UTF-8 bytes, copied from its contiguous storage in one step (`withUTF8` makes
    /// a string that has none contiguous first).
    @inline(__always)
    mutating func append(utf8 string: String) {
        var string = string
        string.withUTF8 { append(contentsOf: $0) }
    }
}
