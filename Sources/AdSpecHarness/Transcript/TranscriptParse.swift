import AdSpecEngine

/// The inverse of `TranscriptFormat`: a transcript line's text back into the typed
/// `TranscriptLine` it was written from (Documentation/Transcripts.md, "Reading a transcript
/// back"). Each function below reads what the formatter function of the same name writes, in the
/// same order of cases; the comment over each case is the text it reads, holes in braces.
///
/// What the text does not write cannot be read back, and is taken as follows: a `.failed` phase
/// in a line's *from* position has the code of that state's last failure (`TranscriptDecoder`
/// remembers it); the `.failed` phase an unbinding reason names has the code `""` (informative);
/// numbers are read to the precision they are printed with (`1.78`, `96.7%`). A free `note`
/// line is `.note(text)`. Ids never contain a space.
public struct TranscriptDecoder: Sendable {
    /// State name → the error code of its last `.failed` phase.
    private var failedCodes: [String: String] = [:]

    public init() {}

    typealias Scanner = TranscriptScanner
    typealias Failure = TranscriptParseError

    /// Reads one line (`"%6d ms  %-17s %s"`, as `TranscriptFormat.line` writes it); lines of one
    /// transcript must be read in order.
    public mutating func decode(_ text: String) throws(TranscriptParseError) -> TranscriptLine {
        var scanner = Scanner(text)
        // {time right-aligned in 6} ms  {subject padded to 17} {event}
        let leading = scanner.countSpaces()
        let timeStart = scanner.index
        let time = try scanner.integer("the engine time in milliseconds")
        let digits = scanner.index - timeStart
        guard leading == max(0, 6 - digits), time >= 0 else {
            throw scanner.failure("the time right-aligned in 6 columns", at: 0)
        }
        try scanner.expect(" ms  ")
        let subjectStart = scanner.index
        let subject = try Self.subject(&scanner)
        let width = scanner.index - subjectStart
        let padding = max(0, TranscriptLine.subjectWidth - width) + 1
        let spaces = scanner.countSpaces()
        guard spaces == padding else {
            throw scanner.failure(
                "the subject padded to \(TranscriptLine.subjectWidth) columns and one space (\(padding) spaces)",
                at: scanner.index - spaces)
        }
        var rest = scanner.rest()
        let event = try event(of: subject, &rest)
        try rest.expectEnd()
        if case .phaseChanged(_, .failed(let code, _)) = event, case .state(let name) = subject { failedCodes[name] = code }
        return TranscriptLine(timeMs: time, subject: subject, event: event)
    }

    /// One line read on its own (a `.failed` *from* phase gets the code `""`).
    public static func decode(_ text: String) throws(TranscriptParseError) -> TranscriptLine {
        var decoder = TranscriptDecoder()
        return try decoder.decode(text)
    }

    // MARK: Subject (TranscriptFormat.text(of: Subject))

    static func subject(_ s: inout Scanner) throws(Failure) -> Subject {
        let kinds: [(String, String)] = [
            ("step", "step"), ("state ", "state"), ("container ", "container"), ("slider ", "slider"),
            ("bulk ", "bulk"), ("log ", "log"), ("app", "app"), ("note", "note"), ("end", "end"),
            ("model ", "model"), ("ad view ", "adView"),
        ]
        switch try s.choice(kinds, "a subject") {
        case "state": return .state(try s.token("a state name"))
        case "container": return .container(try s.token("a container id"))
        case "slider": return .slider(try s.token("a slider container id"))
        case "bulk": return .bulk(try s.token("a bulk batch name"))
        case "log": return .log(try s.choice([("error", LogLevel.error), ("warning", .warning)], "a log level"))
        case "app": return .app
        case "note": return .note
        case "end": return .end
        case "model": return .model(try s.token("a view model name"))
        case "adView": return .adView(try s.token("an ad view id"))
        default: return .step
        }
    }

    // MARK: Event (TranscriptFormat.text(of: TranscriptEvent)), by subject

    func event(of subject: Subject, _ s: inout Scanner) throws(Failure) -> TranscriptEvent {
        switch subject {
        case .step: return try Self.step(&s)
        case .state(let name): return try stateEvent(name, &s)
        case .container, .slider: return try s.oneOf(Self.containerEvents)
        case .bulk: return try s.oneOf(Self.bulkEvents)
        case .log(let level):
            // The level is the message's own (LogMessage.level): a warning is never an error.
            let start = s.index
            let message = try s.oneOf(Self.logMessages)
            guard message.level == level else {
                throw s.failure("a log \(level.rawValue) message; this one is logged as \(message.level.rawValue)", at: start)
            }
            return .log(message)
        case .app:
            // entered background | returned to foreground | SDK initialised
            return .app(
                try s.choice(
                    [
                        ("entered background", .enteredBackground), ("returned to foreground", .returnedToForeground),
                        ("SDK initialised", .sdkInitialized),
                    ], "an app event"))
        case .note:
            if let event = try? s.oneOf(Self.noteEvents + Self.gmaNoteEvents) { return event }
            // Anything else: the engine's own words.
            return .note(s.rest().remaining)
        case .end:
            // script finished
            try s.expect("script finished")
            return .end
        case .model: return try s.oneOf(Self.gmaModelEvents)
        case .adView: return try s.oneOf(Self.gmaAdViewEvents + Self.containerEvents)
        }
    }

    /// {action}[ (off the main thread)]
    static func step(_ s: inout Scanner) throws(Failure) -> TranscriptEvent {
        if var action = s.section(endingWith: " (off the main thread)") {
            return .step(try Self.action(&action), offMainThread: true)
        }
        var action = s.rest()
        return .step(try Self.action(&action), offMainThread: false)
    }

    func stateEvent(_ state: String, _ s: inout Scanner) throws(Failure) -> TranscriptEvent {
        let failedCode = failedCodes[state] ?? ""
        return try s.oneOf([
            { (s: inout Scanner) throws in
                // phase {from} -> {to}; {detail}
                try s.expect("phase ")
                let from = try s.phaseName(failedCode: failedCode)
                try s.expect(" -> ")
                let toStart = s.index
                let to = try s.phaseName(failedCode: "")
                try s.expect("; ")
                let change = try Self.phaseChange(to: to, &s)
                guard change.phase.name == to.name else { throw s.failure("a detail of a change to \(to.name)", at: toStart) }
                return .phaseChanged(from: from, change)
            },
            { (s: inout Scanner) throws in
                // NativeAdState(ad: {ad}), phase .loaded
                try s.expect("NativeAdState(ad: ")
                let ad = try s.name(before: "), phase .loaded", "an ad id")
                return .stateCreated(ad: ad)
            },
            { (s: inout Scanner) throws in
                // created anew by body (new object #{n}), phase .idle
                try s.expect("created anew by body (new object #")
                let object = try s.integer("the object number")
                try s.expect("), phase .idle")
                return .stateRecreated(object: object)
            },
            { (s: inout Scanner) throws in
                // loadImages() finished: images of {s, t} loaded; primitives redraw
                try s.expect("loadImages() finished: images of ")
                var states = try s.section(before: " loaded; primitives redraw", "state names")
                return .imagesLoaded(states: try states.names(separator: ", ", "a state name"))
            },
        ])
    }

    static var containerEvents: [(inout Scanner) throws -> TranscriptEvent] {
        [
            { (s: inout Scanner) throws in
                // entered the hierarchy with state {state}
                try s.expect("entered the hierarchy with state ")
                return .mounted(state: try s.name("a state name"))
            },
            { (s: inout Scanner) throws in
                // left the hierarchy[; unbound from ad {ad}[; its pending impression is dropped]]
                try s.expect("left the hierarchy")
                guard s.skip("; unbound from ad ") else { return .unmounted(unboundAd: nil, pendingImpressionDropped: false) }
                if var ad = s.section(endingWith: droppedImpression) {
                    return .unmounted(unboundAd: try ad.name("an ad id"), pendingImpressionDropped: true)
                }
                return .unmounted(unboundAd: try s.name("an ad id"), pendingImpressionDropped: false)
            },
            { (s: inout Scanner) throws in
                // {display}[; images not loaded: Icon, Favicon, MainImage and Media draw empty space]
                if var display = s.section(endingWith: imagesNotLoaded) {
                    let value = try Self.display(&display)
                    try display.expectEnd()
                    return .shows(value, imagesNotLoaded: true)
                }
                return .shows(try Self.display(&s), imagesNotLoaded: false)
            },
            { (s: inout Scanner) throws in
                // binding waits up to {ms} ms for required views: {kind} ({reason}), ...
                try s.expect("binding waits up to ")
                let grace = try s.integer("the grace period in milliseconds")
                try s.expect(" ms for required views: ")
                let missing = try s.list(separator: ", ") { (s: inout Scanner) throws -> MissingView in
                    let kind = try s.assetKind()
                    try s.expect(" (")
                    let reason = try Self.missingReason(&s)
                    try s.expect(")")
                    return MissingView(kind: kind, reason: reason)
                }
                return .bindingWaits(graceMs: grace, missing: missing)
            },
            { (s: inout Scanner) throws in
                // bound to ad {ad}; views [{kinds}]
                try s.expect("bound to ad ")
                let ad = try s.name(before: "; views ", "an ad id")
                return .bound(ad: ad, views: try s.bracketedAssetKinds())
            },
            { (s: inout Scanner) throws in
                // draws {kind}={value} {kind}={value} ...
                try s.expect("draws ")
                return .draws(try Self.primitiveValues(&s))
            },
            { (s: inout Scanner) throws in
                // redraws {kind}={value} ...
                try s.expect("redraws ")
                return .redraws(try Self.primitiveValues(&s))
            },
            { (s: inout Scanner) throws in
                // unbound from ad {ad}: {reason}[; its pending impression is dropped]
                try s.expect("unbound from ad ")
                let ad = try s.name(before: ": ", "an ad id")
                if var reason = s.section(endingWith: droppedImpression) {
                    return .unbound(ad: ad, reason: try Self.unbindReason(&reason), pendingImpressionDropped: true)
                }
                return .unbound(ad: ad, reason: try Self.unbindReason(&s), pendingImpressionDropped: false)
            },
            { (s: inout Scanner) throws in
                // stops waiting to bind ad {ad}: {reason}
                try s.expect("stops waiting to bind ad ")
                let ad = try s.name(before: ": ", "an ad id")
                return .stopsWaiting(ad: ad, reason: try Self.unbindReason(&s))
            },
            { (s: inout Scanner) throws in
                // media plays video ({w}x{h})
                try s.expect("media plays video (")
                let (width, height) = try Self.size(&s)
                try s.expect(")")
                return .videoPlays(width: width, height: height)
            },
            { (s: inout Scanner) throws in
                // media shows still image (video needs {w}x{h})
                try s.expect("media shows still image (video needs ")
                let (width, height) = try Self.size(&s)
                try s.expect(")")
                return .videoStill(minimumWidth: width, minimumHeight: height)
            },
            { (s: inout Scanner) throws in
                // video position={ms} ms duration={ms} ms isMuted={bool} isMuteControlHidden={bool}
                try s.expect("video position=")
                let position = try s.integer("the position in milliseconds")
                try s.expect(" ms duration=")
                let duration = try s.integer("the duration in milliseconds")
                try s.expect(" ms isMuted=")
                let muted = try s.bool("isMuted")
                try s.expect(" isMuteControlHidden=")
                let hidden = try s.bool("isMuteControlHidden")
                return .videoState(
                    VideoState(positionMs: position, durationMs: duration, isMuted: muted, isMuteControlHidden: hidden))
            },
            { (s: inout Scanner) throws in
                // viewable ({share} on screen); impression after {ms} ms
                try s.expect("viewable (")
                let share = try s.percent("the share on screen")
                try s.expect(" on screen); impression after ")
                let dwell = try s.integer("the dwell in milliseconds")
                try s.expect(" ms")
                return .viewable(share: share, dwellMs: dwell)
            },
            { (s: inout Scanner) throws in
                // impression dwell interrupted: {issue}; the dwell starts again from zero when the card can count again
                try s.expect("impression dwell interrupted: ")
                var issue = try s.section(
                    before: "; the dwell starts again from zero when the card can count again", "why the dwell stopped")
                let value = try Self.viewabilityIssue(&issue)
                try issue.expectEnd()
                return .dwellInterrupted(value)
            },
            { (s: inout Scanner) throws in
                // {event} (outcome replayed on mount)[ (no handler attached)]
                let unhandled = s.section(endingWith: noHandler)
                var body = unhandled ?? s.rest()
                let handled = unhandled == nil
                let event = try body.choice(ContainerEvent.allCases.map { ($0.rawValue, $0) }, "a container event")
                try body.expect(" (outcome replayed on mount)")
                try body.expectEnd()
                return .outcomeReplayed(event, handled: handled)
            },
            { (s: inout Scanner) throws in
                // {callback}[ (no handler attached)]
                if var body = s.section(endingWith: noHandler) {
                    let callback = try Self.callback(&body)
                    try body.expectEnd()
                    return .callback(callback, handled: false)
                }
                return .callback(try Self.callback(&s), handled: true)
            },
        ]
    }

    static let droppedImpression = "; its pending impression is dropped"
    static let imagesNotLoaded = "; images not loaded: Icon, Favicon, MainImage and Media draw empty space"
    static let noHandler = " (no handler attached)"

    static var bulkEvents: [(inout Scanner) throws -> TranscriptEvent] {
        [
            { (s: inout Scanner) throws in
                // request #{n} unit={unit} adsCount={count}
                try s.expect("request #")
                let number = try s.integer("the request number")
                try s.expect(" unit=")
                let unit = try s.name(before: " adsCount=", "an ad unit id")
                return .bulkRequestSent(number: number, unit: unit, adsCount: try s.integer("adsCount"))
            },
            { (s: inout Scanner) throws in
                // succeeded with {n} ad(s)[: {ads}]
                try s.expect("succeeded with ")
                let countStart = s.index
                let count = try s.integer("the number of ads")
                try s.expect(" ad(s)")
                let ads = s.skip(": ") ? try s.names(separator: ",", "an ad id") : []
                guard ads.count == count else { throw s.failure("\(count) ad id(s), as the count says", at: countStart) }
                return .bulkSucceeded(ads: ads)
            },
            { (s: inout Scanner) throws in
                // failed: argument error, adsCount {count} outside {min}...{max}; no request sent
                try s.expect("failed: argument error, adsCount ")
                let (count, minimum, maximum) = try Self.countOutsideRange(&s)
                try s.expect("; no request sent")
                return .bulkFailed(.adsCountOutOfRange(count: count, minimum: minimum, maximum: maximum))
            },
            { (s: inout Scanner) throws in
                // failed: error {code}[: {message}]
                try s.expect("failed: ")
                let (code, message) = try Self.error(&s)
                return .bulkFailed(.error(code: code, message: message))
            },
        ]
    }

    static var noteEvents: [(inout Scanner) throws -> TranscriptEvent] {
        [
            { (s: inout Scanner) throws in
                // {event} of {state} not delivered: no container of it is in the hierarchy
                let event = try s.choice(ContainerEvent.allCases.map { ($0.rawValue, $0) }, "a container event")
                try s.expect(" of ")
                let state = try s.name(before: " not delivered: no container of it is in the hierarchy", "a state name")
                return .outcomeNotDelivered(event, state: state)
            },
            { (s: inout Scanner) throws in
                // {container} cannot count its impression: {issue}
                let container = try s.name(before: " cannot count its impression: ", "a container id")
                return .notViewable(container: container, try Self.viewabilityIssue(&s))
            },
            { (s: inout Scanner) throws in
                // slider {state}: {n} ad(s) already placed in other blocks of the app left out: {ads}
                try s.expect("slider ")
                let state = try s.name(before: ": ", "a slider state name")
                let countStart = s.index
                let count = try s.integer("the number of ads")
                try s.expect(" ad(s) already placed in other blocks of the app left out: ")
                let ads = try s.names(separator: ",", "an ad id")
                guard ads.count == count else { throw s.failure("\(count) ad id(s), as the count says", at: countStart) }
                return .sliderAdsLeftOut(state: state, ads: ads)
            },
        ]
    }

    // MARK: Script steps (TranscriptFormat.text(of: Action), text(of: NodeChange))

    static func action(_ s: inout Scanner) throws(Failure) -> Action {
        try s.oneOf([
            { (s: inout Scanner) throws in
                // wait {ms} ms
                try s.expect("wait ")
                let ms = try s.integer("milliseconds")
                try s.expect(" ms")
                return .wait(ms: ms)
            },
            { (s: inout Scanner) throws in
                // app goes to background | app returns to foreground | initialize SDK | re-render (body runs again)
                try s.choice(
                    [
                        ("app goes to background", Action.background), ("app returns to foreground", .foreground),
                        ("initialize SDK", .initializeSDK), ("re-render (body runs again)", .rerender),
                    ], "a step")
            },
            { (s: inout Scanner) throws in
                // mount {node}
                try s.expect("mount ")
                return .mount(node: try s.name("a node id"))
            },
            { (s: inout Scanner) throws in
                // unmount {node}
                try s.expect("unmount ")
                return .unmount(node: try s.name("a node id"))
            },
            { (s: inout Scanner) throws in
                // set {node} {change}
                try s.expect("set ")
                let node = try s.token("a node id")
                try s.expect(" ")
                return .set(node: node, try Self.nodeChange(&s))
            },
            { (s: inout Scanner) throws in
                // tap {node}
                try s.expect("tap ")
                return .tap(node: try s.name("a node id"))
            },
            { (s: inout Scanner) throws in
                // scroll {node} to {offset}
                try s.expect("scroll ")
                let node = try s.token("a node id")
                try s.expect(" to ")
                return .scroll(node: node, offset: try s.points("the scroll offset"))
            },
            { (s: inout Scanner) throws in
                // {batch} = NativeBulkAdLoader.loadAds(unit={unit}, adsCount={count})
                let batch = try s.name(before: " = NativeBulkAdLoader.loadAds(unit=", "a batch name")
                let unit = try s.name(before: ", adsCount=", "an ad unit id")
                let count = try s.integer("adsCount")
                try s.expect(")")
                return .bulkLoad(batch: batch, adUnitID: unit, count: count)
            },
            { (s: inout Scanner) throws in
                // video of {node}.setMuted({bool})
                try s.expect("video of ")
                var node = try s.section(before: ".setMuted(", "a node id")
                let muted = try s.bool("true or false")
                try s.expect(")")
                return .setMuted(node: try node.name("a node id"), muted: muted)
            },
            { (s: inout Scanner) throws in
                // read NativeAdVideoState of {node}
                try s.expect("read NativeAdVideoState of ")
                return .inspectVideo(node: try s.name("a node id"))
            },
            { (s: inout Scanner) throws in
                // {state}.loadAd() | {state}.loadImages() | {model}.refreshAd()
                if var state = s.section(endingWith: ".loadAd()") { return .loadAd(state: try state.name("a state name")) }
                if var state = s.section(endingWith: ".loadImages()") {
                    return .loadImages(state: try state.name("a state name"))
                }
                if var model = s.section(endingWith: ".refreshAd()") {
                    return .refreshAd(model: try model.name("a view model name"))
                }
                throw s.failure("a step (wait, mount, unmount, set, tap, scroll, a state's loadAd() or loadImages(), ...)")
            },
        ])
    }

    /// `.hidden()`|`not hidden` `.drawingGroup()`|`no drawingGroup` `.opacity({v})` `x={v}`
    /// `y={v}` `width={v}` `height={v}` `state={state}`, in this order, those present, one space apart.
    static func nodeChange(_ s: inout Scanner) throws(Failure) -> NodeChange {
        var change = NodeChange()
        var first = true
        func separator(_ s: inout Scanner) throws(Failure) {
            if !first { try s.expect(" ") }
            first = false
        }
        func next(_ s: Scanner, _ literal: String) -> Bool {
            first ? s.starts(with: literal) : s.starts(with: " " + literal)
        }
        if next(s, ".hidden()") || next(s, "not hidden") {
            try separator(&s)
            change.hidden = try s.choice([(".hidden()", true), ("not hidden", false)], "hidden")
        }
        if next(s, ".drawingGroup()") || next(s, "no drawingGroup") {
            try separator(&s)
            change.drawingGroup = try s.choice([(".drawingGroup()", true), ("no drawingGroup", false)], "drawingGroup")
        }
        if next(s, ".opacity(") {
            try separator(&s)
            try s.expect(".opacity(")
            change.opacity = try s.points("the opacity")
            try s.expect(")")
        }
        for (name, path) in [("x=", \NodeChange.x), ("y=", \.y), ("width=", \.width), ("height=", \.height)] {
            guard next(s, name) else { continue }
            try separator(&s)
            try s.expect(name)
            change[keyPath: path] = try s.points(String(name.dropLast()))
        }
        if next(s, "state=") {
            try separator(&s)
            try s.expect("state=")
            change.state = try s.name("a state name")
        }
        guard s.atEnd else {
            throw s.failure(
                first
                    ? "a change (.hidden(), not hidden, .drawingGroup(), no drawingGroup, .opacity(), x=, y=, width=, height=, state=)"
                    : "end of line or the next change, in the order .hidden() .drawingGroup() .opacity() x y width height state")
        }
        return change
    }

    // MARK: Phases (TranscriptFormat.detail(of: PhaseChange))

    /// The detail of a change to `to`.
    static func phaseChange(to: AdPhase, _ s: inout Scanner) throws(Failure) -> PhaseChange {
        switch to {
        case .idle:
            throw s.failure("a change to .loading, .loaded or .failed")
        case .loading:
            // request #{n} unit={unit}[ parameters {k=v,...}][ images=manual]
            try s.expect("request #")
            let number = try s.integer("the request number")
            try s.expect(" unit=")
            let unit = try s.token("an ad unit id")
            var parameters: [String: String] = [:]
            if s.skip(" parameters ") {
                let start = s.index
                let written = try s.token("parameters name=value,...")
                for pair in written.split(separator: ",", omittingEmptySubsequences: false) {
                    let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                    guard parts.count == 2, !parts[0].isEmpty else { throw s.failure("parameters name=value,...", at: start) }
                    parameters[String(parts[0])] = String(parts[1])
                }
            }
            let manual = s.skip(" images=manual")
            return .loading(LoadRequest(number: number, unit: unit, parameters: parameters, manualImages: manual))
        case .loaded:
            if s.skip("slider=") {
                // slider={slider} block assets=[{kind}[*],...] ads=[{ads}]
                let slider = try s.name(before: " block assets=[", "a slider id")
                var assets = try s.section(before: "] ads=[", "block assets")
                let blockAssets = try assets.list(separator: ",") { (s: inout Scanner) throws -> BlockAsset in
                    BlockAsset(kind: try s.assetKind(), required: s.skip("*"))
                }
                guard var ads = s.section(endingWith: "]") else { throw s.failure("ad ids then ']'") }
                return .sliderLoaded(slider: slider, blockAssets: blockAssets, ads: try ads.names(separator: ",", "an ad id"))
            }
            // ad={ad} type={type}
            try s.expect("ad=")
            let ad = try s.name(before: " type=", "an ad id")
            let type = try s.choice([("content", AdType.content), ("appInstall", .appInstall)], "an ad type")
            return .loaded(ad: ad, adType: type)
        case .failed:
            // error {code}[: {message}]
            let (code, message) = try error(&s)
            return .failed(code: code, message: message)
        }
    }

    /// error {code}[: {message}]
    static func error(_ s: inout Scanner) throws(Failure) -> (code: String, message: String) {
        try s.expect("error ")
        if s.find(": ") != nil {
            var code = try s.section(before: ": ", "an error code")
            let value = try code.name("an error code")
            return (value, s.rest().remaining)
        }
        return (try s.name("an error code"), "")
    }

    /// {count} outside {min}...{max}
    static func countOutsideRange(_ s: inout Scanner) throws(Failure) -> (Int, Int, Int) {
        let count = try s.integer("adsCount")
        try s.expect(" outside ")
        let minimum = try s.integer("the minimum")
        try s.expect("...")
        return (count, minimum, try s.integer("the maximum"))
    }

    // MARK: What a container shows (TranscriptFormat.text(of: Display))

    static func display(_ s: inout Scanner) throws(Failure) -> Display {
        // shows placeholder | shows nothing | shows content[; {layout}]
        try s.expect("shows ")
        if s.skip("placeholder") { return .placeholder }
        if s.skip("nothing") { return .nothing }
        try s.expect("content")
        guard s.skip("; ") else { return .content(nil) }
        if s.skip("SliderAdLayoutInfo ads=") {
            // SliderAdLayoutInfo ads={n} has=[{kinds}]
            let ads = try s.integer("the number of ads")
            try s.expect(" has=")
            return .content(.slider(ads: ads, has: try s.bracketedAssetKinds()))
        }
        // NativeAdLayoutInfo adType={type} has=[{kinds}][ media.aspectRatio={r} media.hasVideo={bool}] warningMinimumArea={v}|none
        try s.expect("NativeAdLayoutInfo adType=")
        let type = try s.choice([("content", AdType.content), ("appInstall", .appInstall)], "an ad type")
        try s.expect(" has=")
        let has = try s.bracketedAssetKinds()
        var ratio: Double?
        var hasVideo = false
        if s.skip(" media.aspectRatio=") {
            ratio = try s.points("the media's aspect ratio")
            try s.expect(" media.hasVideo=")
            hasVideo = try s.bool("media.hasVideo")
        }
        try s.expect(" warningMinimumArea=")
        let area: Double? = s.skip("none") ? nil : try s.points("warningMinimumArea")
        return .content(
            .native(
                NativeLayoutInfo(
                    adType: type, has: has, mediaAspectRatio: ratio, mediaHasVideo: hasVideo, warningMinimumArea: area)))
    }

    // MARK: Primitives (TranscriptFormat.text(of: PrimitiveValue))

    /// {kind}={value} separated by one space. A value ends where a space and the next
    /// `{kind}=` begin, or at the end of the line; a text (or a name in parentheses) may itself
    /// hold quotes, spaces and ` kind=`, so each place where it could end is tried in turn, and
    /// the first after which the rest of the line reads is taken.
    static func primitiveValues(_ s: inout Scanner) throws(Failure) -> [PrimitiveValue] {
        s.atEnd ? [] : try primitiveValueAndRest(&s)
    }

    static func primitiveValueAndRest(_ s: inout Scanner) throws(Failure) -> [PrimitiveValue] {
        let kind = try s.assetKind()
        try s.expect("=")
        let start = s.index
        // The value's end: the end of the line, or a space before the next `kind=`.
        func boundary(_ at: Int) -> Bool {
            if at == s.end { return true }
            guard s.scalars[at] == " " else { return false }
            return AssetKind.allCases.contains { s.starts(with: $0.rawValue + "=", at: at + 1) }
        }
        /// Every position just past a `closer` at a boundary, from `open` on.
        func closings(_ closer: Unicode.Scalar, after open: Int) -> [Int] {
            (open..<s.end).filter { s.scalars[$0] == closer && boundary($0 + 1) }.map { $0 + 1 }
        }
        var candidates: [(value: PrimitiveValue.Value, stop: Int)] = []
        if s.starts(with: "\"") {
            // "{text}"
            candidates = closings("\"", after: start + 1).map { (.text(s.text(start + 1, $0 - 1)), $0) }
            if candidates.isEmpty { throw s.failure("a text in double quotes, then a space and the next asset or the end") }
        } else if s.starts(with: "image(SDK icon)") && boundary(start + 15) {
            candidates = [(.sdkIcon, start + 15)]
        } else if s.starts(with: "empty") && boundary(start + 5) {
            candidates = [(.empty, start + 5)]
        } else if let wrapper = ["image(", "video(", "still("].first(where: { s.starts(with: $0) }) {
            // image({name}) | video({media}) | still({media})
            candidates = closings(")", after: start + 6).map { stop in
                let name = s.text(start + 6, stop - 1)
                return (wrapper == "image(" ? .image(name) : wrapper == "video(" ? .video(name) : .still(name), stop)
            }
            if candidates.isEmpty { throw s.failure("a name ending in ')', then a space and the next asset or the end") }
        } else if kind == .rating {
            // {rating}, as the response gives it
            candidates = (start + 1...s.end).filter(boundary).map { (.rating(s.text(start, $0)), $0) }
            if candidates.isEmpty { throw s.failure("a rating") }
        } else {
            throw s.failure("a quoted text, image(...), video(...), still(...) or empty")
        }
        var furthest: Failure?
        for candidate in candidates {
            var rest = s
            rest.index = candidate.stop
            let value = PrimitiveValue(kind: kind, value: candidate.value)
            if rest.atEnd {
                s = rest
                return [value]
            }
            do throws(Failure) {
                try rest.expect(" ")
                let more = try primitiveValueAndRest(&rest)
                s = rest
                return [value] + more
            } catch {
                if furthest == nil || error.column > furthest!.column { furthest = error }
            }
        }
        throw furthest ?? s.failure("a primitive's value")
    }

    // MARK: Reasons (TranscriptFormat.text(of: MissingView.Reason), text(of: UnbindReason))

    static func missingReason(_ s: inout Scanner) throws(Failure) -> MissingView.Reason {
        try s.choice(
            [
                ("hidden with .hidden()", .hidden), ("flattened by .drawingGroup()", .drawingGroup),
                ("not registered", .notRegistered), ("not drawn", .notDrawn),
            ], "why a view is missing")
    }

    static func unbindReason(_ s: inout Scanner) throws(Failure) -> UnbindReason {
        try s.oneOf([
            { (s: inout Scanner) throws in
                // its state now holds another ad | it received a new state object
                try s.choice(
                    [
                        ("its state now holds another ad", UnbindReason.stateHoldsAnotherAd),
                        ("it received a new state object", .newStateObject),
                    ], "why the binding ended")
            },
            { (s: inout Scanner) throws in
                // its state is {phase} again
                try s.expect("its state is ")
                let phase = try s.phaseName(failedCode: "")
                try s.expect(" again")
                return .statePhase(phase)
            },
            { (s: inout Scanner) throws in
                // it received another state ({state})
                try s.expect("it received another state (")
                guard var state = s.section(endingWith: ")") else { throw s.failure("a state name then ')'") }
                return .anotherState(try state.name("a state name"))
            },
            { (s: inout Scanner) throws in
                // its state moved to {container}
                try s.expect("its state moved to ")
                return .stateMoved(to: try s.name("a container id"))
            },
            { (s: inout Scanner) throws in .gma(try Self.gmaDissociation(&s)) },
        ])
    }

    // MARK: Callbacks (TranscriptFormat.text(of: Callback), text(of: ImpressionFlag))

    static func callback(_ s: inout Scanner) throws(Failure) -> Callback {
        let event = try s.choice(ContainerEvent.allCases.map { ($0.rawValue, $0) }, "a container event")
        try s.expect(" ")
        switch event {
        case .onAdLoad:
            // onAdLoad ad={ad}
            try s.expect("ad=")
            return .onAdLoad(ad: try s.name("an ad id"))
        case .onAdFailure:
            // onAdFailure error {code}
            try s.expect("error ")
            return .onAdFailure(code: try s.name("an error code"))
        case .onAdBindingFailure:
            // onAdBindingFailure error {code} userInfo[asset_name]={kind}
            try s.expect("error ")
            let code = try s.name(before: " userInfo[asset_name]=", "an error code")
            return .onAdBindingFailure(code: code, asset: try s.assetKind())
        case .onAdClick:
            // onAdClick asset={kind}
            try s.expect("asset=")
            return .onAdClick(asset: try s.assetKind())
        case .onAdImpression:
            // onAdImpression ad={ad}[ flag=invisibleRequiredAsset[{kinds}]][ flag=smallWarning[{share}]]
            try s.expect("ad=")
            let ad = try s.token("an ad id")
            var flags: [ImpressionFlag] = []
            while s.skip(" flag=") {
                if s.skip("invisibleRequiredAsset") {
                    flags.append(.invisibleRequiredAsset(try s.bracketedAssetKinds()))
                } else {
                    try s.expect("smallWarning[")
                    let share = try s.percent("the warning's share")
                    try s.expect("]")
                    flags.append(.smallWarning(share: share))
                }
            }
            return .onAdImpression(ad: ad, flags: flags)
        }
    }

    // MARK: Viewability (TranscriptFormat.text(of: ViewabilityIssue))

    static func viewabilityIssue(_ s: inout Scanner) throws(Failure) -> ViewabilityIssue {
        try s.oneOf([
            { (s: inout Scanner) throws in
                try s.choice(
                    [
                        ("not bound", ViewabilityIssue.notBound), ("app in background", .inBackground),
                        ("images not loaded", .imagesNotLoaded),
                        (
                            "its cards are shown outside the SliderAdContainer, so the block's impression is lost",
                            .cardsOutsideSlider
                        ),
                        ("not a single point of the ad view on screen", .noPixelOnScreen),
                    ], "why the card cannot count")
            },
            { (s: inout Scanner) throws in
                // content has zero size ({w}x{h})
                try s.expect("content has zero size (")
                let (width, height) = try Self.size(&s)
                try s.expect(")")
                return .zeroSize(width: width, height: height)
            },
            { (s: inout Scanner) throws in
                // {share} of the card on screen, below {threshold}
                let share = try s.percent("the share on screen")
                try s.expect(" of the card on screen, below ")
                return .belowThreshold(share: share, threshold: try s.percent("the threshold"))
            },
            { (s: inout Scanner) throws in
                // no bound card of the block has a non-zero size and {threshold} on screen
                try s.expect("no bound card of the block has a non-zero size and ")
                let threshold = try s.percent("the threshold")
                try s.expect(" on screen")
                return .noViewableCard(threshold: threshold)
            },
            { (s: inout Scanner) throws in
                // required asset {kind} has no view: {reason} | lies outside the card | is clipped by the card
                try s.expect("required asset ")
                let kind = try s.assetKind()
                if s.skip(" has no view: ") {
                    return .requiredAssetHasNoView(MissingView(kind: kind, reason: try Self.missingReason(&s)))
                }
                return try s.choice(
                    [
                        (" lies outside the card", .requiredAssetOutsideCard(kind)),
                        (" is clipped by the card", .requiredAssetClipped(kind)),
                    ], "what is wrong with the asset")
            },
        ])
    }

    /// {w}x{h}
    static func size(_ s: inout Scanner) throws(Failure) -> (Double, Double) {
        let width = try s.points("a width")
        try s.expect("x")
        return (width, try s.points("a height"))
    }

    // MARK: Log messages (TranscriptFormat.text(of: LogMessage))

    static var logMessages: [(inout Scanner) throws -> LogMessage] {
        [
            { (s: inout Scanner) throws in
                // {action} was called off the main thread; SDK calls must be made on the main thread. The call is ignored
                guard
                    var action = s.section(
                        endingWith:
                            " was called off the main thread; SDK calls must be made on the main thread. The call is ignored")
                else { throw s.failure("a log message") }
                return .calledOffMainThread(try Self.action(&action))
            },
            { (s: inout Scanner) throws in
                // {container}: no view for required asset {kind} ({reason}); the ad|the block cannot be bound
                let container = try s.name(before: ": no view for required asset ", "a container id")
                let kind = try s.assetKind()
                try s.expect(" (")
                let reason = try Self.missingReason(&s)
                try s.expect("); ")
                let isSlider = try s.choice([("the ad", false), ("the block", true)], "the ad or the block")
                try s.expect(" cannot be bound")
                return .noViewForRequiredAsset(container: container, MissingView(kind: kind, reason: reason), isSlider: isSlider)
            },
            { (s: inout Scanner) throws in
                // {container}: the warning covers {share} of the card, less than warningMinimumArea {minimum}
                let container = try s.name(before: ": the warning covers ", "a container id")
                let share = try s.percent("the warning's share")
                try s.expect(" of the card, less than warningMinimumArea ")
                return .smallWarning(container: container, share: share, minimum: try s.percent("warningMinimumArea"))
            },
            { (s: inout Scanner) throws in
                // loadAds() before the SDK was initialised[; the request waits for initialisation]
                try s.choice(
                    [
                        ("loadAds() before the SDK was initialised", LogMessage.bulkBeforeInitialization),
                        (
                            "loadAds() before the SDK was initialised; the request waits for initialisation",
                            .bulkQueuedUntilInitialization
                        ),
                    ], "a log message")
            },
            { (s: inout Scanner) throws in
                // {state}.loadAd() before the SDK was initialised; the request waits for initialisation
                guard
                    var state = s.section(
                        endingWith: ".loadAd() before the SDK was initialised; the request waits for initialisation")
                else { throw s.failure("a log message") }
                return .loadQueuedUntilInitialization(state: try state.name("a state name"))
            },
            { (s: inout Scanner) throws in
                // {state}.loadAd() before the SDK was initialised
                guard var state = s.section(endingWith: ".loadAd() before the SDK was initialised") else {
                    throw s.failure("a log message")
                }
                return .loadBeforeInitialization(state: try state.name("a state name"))
            },
            { (s: inout Scanner) throws in
                // {state} loaded again after onAdFailure {n} times; limit the number of retries
                let state = try s.name(before: " loaded again after onAdFailure ", "a state name")
                let count = try s.integer("the number of retries")
                try s.expect(" times; limit the number of retries")
                return .repeatedRetries(state: state, count: count)
            },
            { (s: inout Scanner) throws in
                // Info.plist has no SKAdNetworkItems; ad loading fails
                try s.expect("Info.plist has no SKAdNetworkItems; ad loading fails")
                return .missingSKAdNetworkItems
            },
            { (s: inout Scanner) throws in
                // adsCount {count} is outside {min}...{max}
                try s.expect("adsCount ")
                let count = try s.integer("adsCount")
                try s.expect(" is outside ")
                let minimum = try s.integer("the minimum")
                try s.expect("...")
                return .adsCountOutOfRange(count: count, minimum: minimum, maximum: try s.integer("the maximum"))
            },
            { (s: inout Scanner) throws in
                // {container}: {label} {w}x{h}, ... smaller than {w}x{h}; the media shows its still image instead of video
                guard var body = s.section(endingWith: "; the media shows its still image instead of video") else {
                    throw s.failure("a log message")
                }
                let container = try body.name(before: ": ", "a container id")
                var views = try body.section(before: " smaller than ", "the views too small for video")
                let undersized = try views.list(separator: ", ") { (s: inout Scanner) throws -> UndersizedView in
                    let which = try s.choice(
                        [
                            ("container ", UndersizedView.Which.container), ("Media ", .media),
                            ("video fitted in Media ", .videoFittedInMedia),
                        ], "container, Media or video fitted in Media")
                    let (width, height) = try Self.size(&s)
                    return UndersizedView(which: which, width: width, height: height)
                }
                let (width, height) = try Self.size(&body)
                try body.expectEnd()
                return .videoTooSmall(container: container, undersized, minimumWidth: width, minimumHeight: height)
            },
            { (s: inout Scanner) throws in
                // {card}, a card of {slider}, is shown outside the SliderAdContainer: it counts its own impression and the block's impression is lost
                let card = try s.name(before: ", a card of ", "a card's container id")
                let slider = try s.name(
                    before:
                        ", is shown outside the SliderAdContainer: it counts its own impression and the block's impression is lost",
                    "a slider state")
                return .cardOutsideSlider(card: card, slider: slider)
            },
            { (s: inout Scanner) throws in
                // {state} is used by a second container: binding moves from {from} to {to}; {from} no longer receives events
                let state = try s.name(before: " is used by a second container: binding moves from ", "a state name")
                let from = try s.name(before: " to ", "a container id")
                let to = try s.name(before: "; ", "a container id")
                try s.expect(from)
                try s.expect(" no longer receives events")
                return .stateSharedByContainers(state: state, from: from, to: to)
            },
            { (s: inout Scanner) throws in
                // {container}: impression with invisible required asset(s) {kinds}
                let container = try s.name(before: ": impression with invisible required asset(s) ", "a container id")
                return .invisibleRequiredAssets(container: container, try s.assetKinds())
            },
            { (s: inout Scanner) throws in
                // {container}: {issue}; the impression is not counted until this is fixed
                let container = try s.name(before: ": ", "a container id")
                var issue = try s.section(before: "; the impression is not counted until this is fixed", "why")
                let value = try Self.viewabilityIssue(&issue)
                try issue.expectEnd()
                return .impressionBlocked(container: container, value)
            },
        ]
    }
}

extension TranscriptScanner {
    /// Leading spaces, consumed; how many.
    mutating func countSpaces() -> Int {
        let start = index
        while index < end && scalars[index] == " " { index += 1 }
        return index - start
    }
}
