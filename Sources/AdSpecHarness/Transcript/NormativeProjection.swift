import AdSpecEngine

/// The normative projection of a transcript line (issue 9, item 1): a canonical, wording-free
/// rendering of what the line states that an app could observe, or `nil` for an informative
/// line. Versioned apart from the transcript text: the goldens' wording may change without
/// changing a projection, and a projection changes only with a new version. Specified in
/// Documentation/Conformance.md ("normative projection v1").
///
///     container A onAdImpression ad=demo-content-1 flags=[]
///     log warning category=stateMoved
///     state s phase from=.idle to=.loading unit=demo-native-content-yandex
public enum NormativeProjection {
    /// The version Documentation/Conformance.md specifies.
    public static let version = 1

    /// The projection of one line: who it is about (the key of its partial order) and what it
    /// states. `nil` for an informative line.
    public struct Event: Sendable, Hashable, CustomStringConvertible {
        /// `container A`, `state s`, `log warning`: one subject's events keep their order.
        public var subject: String
        /// `onAdImpression ad=demo-content-1 flags=[]`.
        public var content: String

        public init(subject: String, content: String) {
            self.subject = subject
            self.content = content
        }

        /// `container A onAdImpression ad=demo-content-1 flags=[]`.
        public var description: String { subject + " " + content }
    }

    public static func project(_ line: TranscriptLine) -> Event? {
        guard line.event.isNormative else { return nil }
        var subject = TranscriptFormat.text(of: line.subject)
        // "onAdLoad of s reached no container" is about the state, whatever column it is in.
        if case .outcomeNotDelivered(_, let state) = line.event { subject = "state \(state)" }
        guard let content = content(of: line.event) else { return nil }
        return Event(subject: subject, content: content)
    }

    /// The category of a log line: what an app may rely on (CONT-3: a warning is logged; its
    /// wording is the implementation's).
    public static func category(of message: LogMessage) -> String {
        switch message {
        case .calledOffMainThread: return "offMainThread"
        case .noViewForRequiredAsset: return "noViewForAsset"
        case .smallWarning: return "smallWarning"
        case .loadQueuedUntilInitialization, .bulkQueuedUntilInitialization: return "loadQueuedUntilInitialization"
        case .loadBeforeInitialization, .bulkBeforeInitialization: return "loadBeforeInitialization"
        case .repeatedRetries: return "repeatedRetries"
        case .missingSKAdNetworkItems: return "missingSKAdNetworkItems"
        case .adsCountOutOfRange: return "adsCountOutOfRange"
        case .videoTooSmall: return "videoTooSmall"
        case .cardOutsideSlider: return "cardOutsideSlider"
        case .stateSharedByContainers: return "stateMoved"
        case .impressionBlocked: return "impressionBlocked"
        case .invisibleRequiredAssets: return "invisibleRequiredAsset"
        }
    }

    static func content(of event: TranscriptEvent) -> String? {
        switch event {
        case .phaseChanged(let from, let change):
            return "phase from=\(from.name) to=\(change.phase.name)" + detail(of: change)
        case .stateCreated(let ad):
            return "created ad=\(ad) phase=.loaded"
        case .stateRecreated:
            return "recreated phase=.idle"
        case .imagesLoaded(let states):
            return "imagesLoaded states=[\(states.joined(separator: ","))]"
        case .shows(let display, let imagesNotLoaded):
            return "shows " + text(of: display) + (imagesNotLoaded ? " images=notLoaded" : "")
        case .draws(let values):
            return (["draws"] + values.map(text(of:))).joined(separator: " ")
        case .redraws(let values):
            return (["redraws"] + values.map(text(of:))).joined(separator: " ")
        case .videoPlays(let width, let height):
            return "media plays=video size=\(formatPoints(width))x\(formatPoints(height))"
        case .videoStill(let width, let height):
            return "media plays=still minimum=\(formatPoints(width))x\(formatPoints(height))"
        case .videoState(let video):
            return
                "videoState position=\(video.positionMs) duration=\(video.durationMs) isMuted=\(video.isMuted) isMuteControlHidden=\(video.isMuteControlHidden)"
        case .callback(let callback, true):
            return text(of: callback)
        case .outcomeReplayed(let event, true):
            return "\(event.rawValue) delivered=onMount"
        case .outcomeNotDelivered(let event, _):
            return "\(event.rawValue) delivered=none"
        case .bulkRequestSent(_, let unit, let adsCount):
            return "request unit=\(unit) adsCount=\(adsCount)"
        case .bulkSucceeded(let ads):
            return "succeeded ads=[\(ads.joined(separator: ","))]"
        case .bulkFailed(.adsCountOutOfRange(let count, let minimum, let maximum)):
            return "failed argumentError adsCount=\(count) range=\(minimum)...\(maximum) requestSent=false"
        case .bulkFailed(.error(let code, _)):
            return "failed code=\(code)"
        case .app(.sdkInitialized):
            return "sdkInitialized"
        case .log(let message):
            return "category=" + category(of: message)
        case .gma(let event):
            return content(of: event)
        default:
            return nil
        }
    }

    static func detail(of change: PhaseChange) -> String {
        switch change {
        case .loading(let request):
            var detail = " unit=\(request.unit)"
            let parameters = request.parameters.keys.sorted().map { "\($0)=\(request.parameters[$0]!)" }
            if !parameters.isEmpty { detail += " parameters=[" + parameters.joined(separator: ",") + "]" }
            if request.manualImages { detail += " images=manual" }
            return detail
        case .loaded(let ad, let adType):
            return " ad=\(ad) type=\(adType.rawValue)"
        case .sliderLoaded(let slider, let blockAssets, let ads):
            let assets = blockAssets.map { $0.kind.rawValue + ($0.required ? "*" : "") }
            return " slider=\(slider) block=[\(assets.joined(separator: ","))] ads=[\(ads.joined(separator: ","))]"
        case .failed(let code, _):
            return " code=\(code)"
        }
    }

    static func text(of display: Display) -> String {
        switch display {
        case .placeholder: return "placeholder"
        case .nothing: return "nothing"
        case .content(nil): return "content"
        case .content(.slider(let ads, let has)?):
            return "content layout=slider ads=\(ads) has=[\(list(has))]"
        case .content(.native(let info)?):
            var text = "content layout=native adType=\(info.adType.rawValue) has=[\(list(info.has))]"
            if let ratio = info.mediaAspectRatio {
                text += " media.aspectRatio=\(formatPoints(ratio)) media.hasVideo=\(info.mediaHasVideo)"
            }
            return text + " warningMinimumArea=" + (info.warningMinimumArea.map { formatPoints($0) } ?? "none")
        }
    }

    static func text(of value: PrimitiveValue) -> String {
        let name = value.kind.rawValue
        switch value.value {
        case .text(let text): return "\(name)=\(quoted(text))"
        case .rating(let raw): return "\(name)=rating(\(Double(raw).map { formatPoints($0) } ?? raw))"
        case .image(let image): return "\(name)=image(\(image))"
        case .sdkIcon: return "\(name)=sdkIcon"
        case .empty: return "\(name)=empty"
        case .video(let media): return "\(name)=video(\(media))"
        case .still(let media): return "\(name)=still(\(media))"
        }
    }

    static func text(of callback: Callback) -> String {
        switch callback {
        case .onAdLoad(let ad): return "onAdLoad ad=\(ad)"
        case .onAdFailure(let code): return "onAdFailure code=\(code)"
        case .onAdBindingFailure(let code, let asset): return "onAdBindingFailure code=\(code) asset_name=\(asset.rawValue)"
        case .onAdClick(let asset): return "onAdClick asset=\(asset.rawValue)"
        case .onAdImpression(let ad, let flags):
            let names = flags.map { flag -> String in
                switch flag {
                case .invisibleRequiredAsset(let kinds): return "invisibleRequiredAsset(\(list(kinds)))"
                // The share is a percentage: informative.
                case .smallWarning: return "smallWarning"
                }
            }
            return "onAdImpression ad=\(ad) flags=[\(names.joined(separator: ","))]"
        }
    }

    /// A text value in double quotes; `"` and `\` escaped with a backslash.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            if character == "\"" || character == "\\" { out.append("\\") }
            out.append(character)
        }
        return out + "\""
    }

    private static func list(_ kinds: [AssetKind]) -> String {
        kinds.map(\.rawValue).joined(separator: ",")
    }
}

extension TranscriptLine {
    /// The line's normative projection (v1), `nil` for an informative line.
    public var normative: NormativeProjection.Event? { NormativeProjection.project(self) }
}

extension TranscriptEvent {
    /// The catalogue rule whose tolerance applies to this event's time in conformance mode, and
    /// which a conformance failure names. The events that carry a window: a binding failure and
    /// its log (BIND-4, or SLD-7 on a slider), an impression and the log that comes with it
    /// (IMP-1). Every other normative event is named by the rule that makes it observable.
    public var conformanceRule: String {
        switch self {
        case .phaseChanged(_, .sliderLoaded): return "SLD-1"
        case .phaseChanged: return "LOAD-1"
        case .stateCreated: return "BULK-2"
        case .stateRecreated: return "LOAD-5"
        case .imagesLoaded: return "IMG-1"
        case .shows: return "CONT-1"
        case .draws, .redraws: return "BIND-2"
        case .videoPlays, .videoStill: return "VID-1"
        case .videoState: return "VID-2"
        case .callback(.onAdBindingFailure, _): return "BIND-4"
        case .callback(.onAdImpression, _): return "IMP-1"
        case .callback(.onAdClick, _): return "CLK-1"
        case .callback: return "EVT-1"
        case .outcomeReplayed, .outcomeNotDelivered: return "EVT-2"
        case .bulkRequestSent: return "BULK-1"
        case .bulkSucceeded, .bulkFailed: return "BULK-2"
        case .app: return "APP-3"
        case .log(let message):
            switch message {
            // Logged with the impression, so it moves with it (IMP-1's window).
            case .invisibleRequiredAssets: return "IMP-1"
            default: return message.rule
            }
        case .gma(let event): return event.rule ?? "GMA-1"
        default: return "APP-4"
        }
    }
}

extension TranscriptLine {
    /// `conformanceRule`, with a slider's binding failure named by SLD-7.
    public var conformanceRule: String {
        if case .callback(.onAdBindingFailure, _) = event, case .slider = subject { return "SLD-7" }
        return event.conformanceRule
    }
}
