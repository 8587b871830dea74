import AdSpecEngine

/// The inverse of `TranscriptFormat`: a transcript line's text back into the typed
/// `TranscriptLine` it was written from (Documentation/Transcripts.md, "Reading a transcript
/// back"). Each function below reads what the formatter function of the same name writes, with the
/// same wordings (`Wordings.swift`): it chooses a wording and reads its holes' fields.
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
            return .app(try s.choice("an app event"))
        case .note:
            if let event = try? s.oneOf(Self.noteEvents + Self.gmaNoteEvents) { return event }
            // Anything else: the engine's own words.
            return .note(s.rest().remaining)
        case .end:
            try s.read(.end)
            return .end
        case .model: return try s.oneOf(Self.gmaModelEvents)
        case .adView: return try s.oneOf(Self.gmaAdViewEvents + Self.containerEvents)
        }
    }

    static func step(_ s: inout Scanner) throws(Failure) -> TranscriptEvent {
        let offMainThread = s.flag(.offMainThread)
        return .step(try Self.action(&s), offMainThread: offMainThread)
    }

    func stateEvent(_ state: String, _ s: inout Scanner) throws(Failure) -> TranscriptEvent {
        let failedCode = failedCodes[state] ?? ""
        return try s.oneOf([
            { (s: inout Scanner) throws in
                try s.read(.phaseChanged) { f throws in
                    let from = try f.field("a phase") { (s: inout Scanner) throws in try s.phaseName(failedCode: failedCode) }
                    let to = try f.field("a phase") { (s: inout Scanner) throws in try s.phaseName(failedCode: "") }
                    let change = try f.field("the change's detail") { (s: inout Scanner) throws in
                        let start = s.index
                        let change = try Self.phaseChange(to: to, &s)
                        guard change.phase.name == to.name else { throw s.failure("a detail of a change to \(to.name)", at: start) }
                        return change
                    }
                    return .phaseChanged(from: from, change)
                }
            },
            { (s: inout Scanner) throws in try s.read(.stateCreated) { f throws in .stateCreated(ad: try f.name("an ad id")) } },
            { (s: inout Scanner) throws in
                try s.read(.stateRecreated) { f throws in .stateRecreated(object: try f.integer("the object number")) }
            },
            { (s: inout Scanner) throws in
                try s.read(.imagesLoaded) { f throws in .imagesLoaded(states: try f.names(separator: ", ", "a state name")) }
            },
        ])
    }

    static var containerEvents: [(inout Scanner) throws -> TranscriptEvent] {
        [
            { (s: inout Scanner) throws in try s.read(.mounted) { f throws in .mounted(state: try f.name("a state name")) } },
            { (s: inout Scanner) throws in
                let dropped = s.flag(.droppedImpression)
                let ad = try s.read(.unmountedBound) { f throws in try f.name("an ad id") }
                return .unmounted(unboundAd: ad, pendingImpressionDropped: dropped)
            },
            { (s: inout Scanner) throws in
                try s.read(.unmounted)
                return .unmounted(unboundAd: nil, pendingImpressionDropped: false)
            },
            { (s: inout Scanner) throws in
                let imagesNotLoaded = s.flag(.imagesNotLoaded)
                return .shows(try Self.display(&s), imagesNotLoaded: imagesNotLoaded)
            },
            { (s: inout Scanner) throws in
                try s.read(.bindingWaits) { f throws in
                    let grace = try f.integer("the grace period in milliseconds")
                    let missing = try f.field("the missing views") { (s: inout Scanner) throws in
                        try s.list(separator: ", ") { (s: inout Scanner) throws -> MissingView in try Self.missingView(&s) }
                    }
                    return .bindingWaits(graceMs: grace, missing: missing)
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.bound) { f throws in .bound(ad: try f.name("an ad id"), views: try f.assetKinds()) }
            },
            { (s: inout Scanner) throws in
                try s.read(.draws)
                return .draws(try Self.primitiveValues(&s))
            },
            { (s: inout Scanner) throws in
                try s.read(.redraws)
                return .redraws(try Self.primitiveValues(&s))
            },
            { (s: inout Scanner) throws in
                let dropped = s.flag(.droppedImpression)
                return try s.read(.unbound) { f throws in
                    .unbound(ad: try f.name("an ad id"), reason: try f.field("why", Self.unbindReason), pendingImpressionDropped: dropped)
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.stopsWaiting) { f throws in
                    .stopsWaiting(ad: try f.name("an ad id"), reason: try f.field("why", Self.unbindReason))
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.videoPlays) { f throws in
                    let (width, height) = try f.size("the video's size")
                    return .videoPlays(width: width, height: height)
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.videoStill) { f throws in
                    let (width, height) = try f.size("the video's minimum size")
                    return .videoStill(minimumWidth: width, minimumHeight: height)
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.videoState) { f throws in
                    .videoState(
                        VideoState(
                            positionMs: try f.integer("the position in milliseconds"),
                            durationMs: try f.integer("the duration in milliseconds"), isMuted: try f.bool("isMuted"),
                            isMuteControlHidden: try f.bool("isMuteControlHidden")))
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.viewable) { f throws in
                    .viewable(share: try f.percent("the share on screen"), dwellMs: try f.integer("the dwell in milliseconds"))
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.dwellInterrupted) { f throws in
                    .dwellInterrupted(try f.field("why the dwell stopped", Self.viewabilityIssue))
                }
            },
            { (s: inout Scanner) throws in
                let handled = !s.flag(.noHandler)
                return try s.read(.outcomeReplayed) { f throws in
                    .outcomeReplayed(try f.field("a container event", Self.containerEvent), handled: handled)
                }
            },
            { (s: inout Scanner) throws in
                let handled = !s.flag(.noHandler)
                return .callback(try Self.callback(&s), handled: handled)
            },
        ]
    }

    static var bulkEvents: [(inout Scanner) throws -> TranscriptEvent] {
        [
            { (s: inout Scanner) throws in
                try s.read(.bulkRequestSent) { f throws in
                    .bulkRequestSent(
                        number: try f.integer("the request number"), unit: try f.name("an ad unit id"),
                        adsCount: try f.integer("adsCount"))
                }
            },
            { (s: inout Scanner) throws in
                // Then `bulkAds` when there are ads.
                var ads: [String] = []
                var counted = s
                if let found = s.find(Wording.bulkAds.opening) {
                    counted = s.upTo(found)
                    var list = s
                    list.index = found
                    ads = try list.read(.bulkAds) { f throws in try f.names(separator: ",", "an ad id") }
                }
                var countAt = 0
                let count = try counted.read(.bulkSucceeded) { f throws in
                    try f.field("the number of ads") { (s: inout Scanner) throws in
                        countAt = s.index
                        return try s.integer("the number of ads")
                    }
                }
                try counted.expectEnd()
                s.index = s.end
                guard ads.count == count else { throw s.failure("\(count) ad id(s), as the count says", at: countAt) }
                return .bulkSucceeded(ads: ads)
            },
            { (s: inout Scanner) throws in
                try s.read(.bulkOutOfRange) { f throws in
                    .bulkFailed(
                        .adsCountOutOfRange(
                            count: try f.integer("adsCount"), minimum: try f.integer("the minimum"),
                            maximum: try f.integer("the maximum")))
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.bulkFailed) { f throws in
                    let (code, message) = try f.field("an error", Self.error)
                    return .bulkFailed(.error(code: code, message: message))
                }
            },
        ]
    }

    static var noteEvents: [(inout Scanner) throws -> TranscriptEvent] {
        [
            { (s: inout Scanner) throws in
                try s.read(.outcomeNotDelivered) { f throws in
                    .outcomeNotDelivered(try f.field("a container event", Self.containerEvent), state: try f.name("a state name"))
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.notViewable) { f throws in
                    .notViewable(container: try f.name("a container id"), try f.field("why", Self.viewabilityIssue))
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.sliderAdsLeftOut) { f throws in
                    let state = try f.name("a slider state name")
                    var counted: Scanner?
                    let count = try f.field("the number of ads") { (s: inout Scanner) throws in
                        counted = s
                        return try s.integer("the number of ads")
                    }
                    let ads = try f.names(separator: ",", "an ad id")
                    if ads.count != count, let counted { throw counted.failure("\(count) ad id(s), as the count says") }
                    return .sliderAdsLeftOut(state: state, ads: ads)
                }
            },
        ]
    }

    /// `onAdLoad`, `onAdFailure`, ... (`ContainerEvent`'s raw value).
    static func containerEvent(_ s: inout Scanner) throws(Failure) -> ContainerEvent {
        try s.choice(ContainerEvent.allCases.map { ($0.rawValue, $0) }, "a container event")
    }

    // MARK: Script steps (TranscriptFormat.text(of: Action), text(of: NodeChange))

    static func action(_ s: inout Scanner) throws(Failure) -> Action {
        try s.oneOf([
            { (s: inout Scanner) throws in try s.read(.wait) { f throws in .wait(ms: try f.integer("milliseconds")) } },
            { (s: inout Scanner) throws in
                try s.read(.loadAd) { f throws in .loadAd(state: try f.field("a state name", Self.id)) }
            },
            { (s: inout Scanner) throws in
                try s.read(.loadImages) { f throws in .loadImages(state: try f.field("a state name", Self.id)) }
            },
            { (s: inout Scanner) throws in try s.read(.mount) { f throws in .mount(node: try f.name("a node id")) } },
            { (s: inout Scanner) throws in try s.read(.unmount) { f throws in .unmount(node: try f.name("a node id")) } },
            { (s: inout Scanner) throws in
                try s.read(.set) { f throws in
                    .set(node: try f.field("a node id", Self.id), try f.field("a change", Self.nodeChange))
                }
            },
            { (s: inout Scanner) throws in try s.read(.tap) { f throws in .tap(node: try f.name("a node id")) } },
            { (s: inout Scanner) throws in
                try s.read(.scroll) { f throws in
                    .scroll(node: try f.field("a node id", Self.id), offset: try f.points("the scroll offset"))
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.background)
                return .background
            },
            { (s: inout Scanner) throws in
                try s.read(.foreground)
                return .foreground
            },
            { (s: inout Scanner) throws in
                try s.read(.initializeSDK)
                return .initializeSDK
            },
            { (s: inout Scanner) throws in
                try s.read(.bulkLoad) { f throws in
                    .bulkLoad(batch: try f.name("a batch name"), adUnitID: try f.name("an ad unit id"), count: try f.integer("adsCount"))
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.setMuted) { f throws in
                    .setMuted(node: try f.name("a node id"), muted: try f.bool("true or false"))
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.inspectVideo) { f throws in .inspectVideo(node: try f.name("a node id")) }
            },
            { (s: inout Scanner) throws in
                try s.read(.rerender)
                return .rerender
            },
            { (s: inout Scanner) throws in
                try s.read(.refreshAd) { f throws in .refreshAd(model: try f.field("a view model name", Self.id)) }
            },
        ])
    }

    /// An id: a non-empty run of characters without a space.
    static func id(_ s: inout Scanner) throws(Failure) -> String {
        try s.token("an id")
    }

    /// The changes a `set` step makes, in the order `TranscriptFormat.text(of: NodeChange)`
    /// writes them, those present, one space apart.
    static func nodeChange(_ s: inout Scanner) throws(Failure) -> NodeChange {
        typealias W = Wording
        var change = NodeChange()
        let start = s.index
        /// Reads the next change when `wording` comes next (after a space, but for the first).
        func next(_ wording: Wording, _ read: (inout WordingFields) throws -> Void) throws(Failure) -> Bool {
            var attempt = s
            if s.index > start { guard attempt.skip(" ") else { return false } }
            guard attempt.starts(with: wording.opening) else { return false }
            if wording.holes == 0 {
                try attempt.read(wording, read)
            } else {
                // The hole's text ends at the next space.
                var part = attempt.upTo(attempt.find(" ") ?? attempt.end)
                try part.read(wording, read)
                try part.expectEnd()
                attempt.index = part.index
            }
            s = attempt
            return true
        }
        if try !next(W.hidden, { _ in change.hidden = true }) { _ = try next(W.notHidden) { _ in change.hidden = false } }
        if try !next(W.drawingGroup, { _ in change.drawingGroup = true }) {
            _ = try next(W.noDrawingGroup) { _ in change.drawingGroup = false }
        }
        _ = try next(W.opacity) { f throws in change.opacity = try f.points("the opacity") }
        _ = try next(W.x) { f throws in change.x = try f.points("x") }
        _ = try next(W.y) { f throws in change.y = try f.points("y") }
        _ = try next(W.width) { f throws in change.width = try f.points("width") }
        _ = try next(W.height) { f throws in change.height = try f.points("height") }
        _ = try next(W.stateChange) { f throws in change.state = try f.name("a state name") }
        guard s.atEnd else {
            throw s.failure(
                s.index == start
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
            // `request`, then `parameters` when there are and `manualImages` when asked.
            let manual = s.flag(.manualImages)
            var parameters: [String: String] = [:]
            var request = s
            if let found = s.find(Wording.parameters.opening) {
                request = s.upTo(found)
                var written = s
                written.index = found
                let start = found + Wording.parameters.opening.unicodeScalars.count
                let pairs = try written.read(.parameters) { f throws in try f.field("parameters name=value,...", Self.id) }
                for pair in pairs.split(separator: ",", omittingEmptySubsequences: false) {
                    let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                    guard parts.count == 2, !parts[0].isEmpty else { throw s.failure("parameters name=value,...", at: start) }
                    parameters[String(parts[0])] = String(parts[1])
                }
            }
            let change = try request.read(.request) { f throws in
                PhaseChange.loading(
                    LoadRequest(
                        number: try f.integer("the request number"), unit: try f.field("an ad unit id", Self.id),
                        parameters: parameters, manualImages: manual))
            }
            try request.expectEnd()
            s.index = s.end
            return change
        case .loaded:
            return try s.oneOf([
                { (s: inout Scanner) throws in
                    try s.read(.sliderLoaded) { f throws in
                        let slider = try f.name("a slider id")
                        let assets = try f.field("block assets") { (s: inout Scanner) throws in
                            try s.list(separator: ",") { (s: inout Scanner) throws -> BlockAsset in
                                BlockAsset(kind: try s.assetKind(), required: s.skip("*"))
                            }
                        }
                        return .sliderLoaded(slider: slider, blockAssets: assets, ads: try f.names(separator: ",", "an ad id"))
                    }
                },
                { (s: inout Scanner) throws in
                    try s.read(.loaded) { f throws in
                        let ad = try f.name("an ad id")
                        let type = try f.field("an ad type") { (s: inout Scanner) throws in
                            try s.choice(AdType.allCases.map { ($0.rawValue, $0) }, "an ad type")
                        }
                        return .loaded(ad: ad, adType: type)
                    }
                },
            ])
        case .failed:
            let (code, message) = try error(&s)
            return .failed(code: code, message: message)
        }
    }

    /// error {code}[: {message}] (`TranscriptFormat.error`)
    static func error(_ s: inout Scanner) throws(Failure) -> (code: String, message: String) {
        try s.oneOf([
            { (s: inout Scanner) throws in
                try s.read(.errorWithMessage) { f throws in (try f.name("an error code"), try f.text("a message")) }
            },
            { (s: inout Scanner) throws in try s.read(.error) { f throws in (try f.name("an error code"), "") } },
        ])
    }

    // MARK: What a container shows (TranscriptFormat.text(of: Display))

    static func display(_ s: inout Scanner) throws(Failure) -> Display {
        try s.oneOf([
            { (s: inout Scanner) throws in
                try s.read(.showsPlaceholder)
                return .placeholder
            },
            { (s: inout Scanner) throws in
                try s.read(.showsNothing)
                return .nothing
            },
            { (s: inout Scanner) throws in
                try s.read(.showsContent)
                return .content(nil)
            },
            { (s: inout Scanner) throws in
                try s.read(.showsSlider) { f throws in
                    .content(.slider(ads: try f.integer("the number of ads"), has: try f.assetKinds()))
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.showsNative) { f throws in
                    let type = try f.field("an ad type") { (s: inout Scanner) throws in
                        try s.choice(AdType.allCases.map { ($0.rawValue, $0) }, "an ad type")
                    }
                    let has = try f.assetKinds()
                    let media = try f.field("the media") { (s: inout Scanner) throws -> (Double, Bool)? in
                        if s.atEnd { return nil }
                        return try s.read(.layoutMedia) { f throws in
                            (try f.points("the media's aspect ratio"), try f.bool("media.hasVideo"))
                        }
                    }
                    let area = try f.field("warningMinimumArea") { (s: inout Scanner) throws -> Double? in
                        if s.skip(Wording.noMinimumArea.text()) { return nil }
                        return try s.points("warningMinimumArea")
                    }
                    return .content(
                        .native(
                            NativeLayoutInfo(
                                adType: type, has: has, mediaAspectRatio: media?.0, mediaHasVideo: media?.1 ?? false,
                                warningMinimumArea: area)))
                }
            },
        ])
    }

    // MARK: Primitives (TranscriptFormat.text(of: PrimitiveValue))

    /// ` {kind}={value}` each. A value ends where a space and the next `{kind}=` begin, or at the
    /// end of the line; a text (or a name in parentheses) may itself hold quotes, spaces and
    /// ` kind=`, so each place where it could end is tried in turn, and the first after which the
    /// rest of the line reads is taken.
    static func primitiveValues(_ s: inout Scanner) throws(Failure) -> [PrimitiveValue] {
        guard !s.atEnd else { return [] }
        try s.expect(" ")
        return try primitiveValueAndRest(&s)
    }

    /// The words of a value's wording before its hole and after it (`image(` and `)`).
    private static func around(_ wording: Wording) -> (String, String) {
        guard case .words(let open) = wording.pieces.first, case .words(let close) = wording.pieces.last else {
            preconditionFailure("a primitive value's wording is words, a hole, words")
        }
        return (open, close)
    }

    static func primitiveValueAndRest(_ s: inout Scanner) throws(Failure) -> [PrimitiveValue] {
        typealias W = Wording
        guard W.primitive.pieces.count == 3, case .words(let equals) = W.primitive.pieces[1] else {
            preconditionFailure("a primitive is {kind}, words, {value}")
        }
        let kind = try s.assetKind()
        try s.expect(equals)
        let start = s.index
        // The value's end: the end of the line, or a space before the next `kind=`.
        func boundary(_ at: Int) -> Bool {
            if at == s.end { return true }
            guard s.scalars[at] == " " else { return false }
            return AssetKind.allCases.contains { s.starts(with: $0.rawValue + equals, at: at + 1) }
        }
        /// Every position just past a `closer` at a boundary, from `open` on.
        func closings(_ closer: String, after open: Int) -> [Int] {
            let count = closer.unicodeScalars.count
            return (open..<s.end).filter { s.starts(with: closer, at: $0) && boundary($0 + count) }.map { $0 + count }
        }
        let sdkIcon = W.primitiveSDKIcon.text()
        let empty = W.primitiveEmpty.text()
        let wrapped: [(Wording, (String) -> PrimitiveValue.Value)] = [
            (W.primitiveText, { .text($0) }), (W.primitiveImage, { .image($0) }), (W.primitiveVideo, { .video($0) }),
            (W.primitiveStill, { .still($0) }),
        ]
        var candidates: [(value: PrimitiveValue.Value, stop: Int)] = []
        if s.starts(with: sdkIcon) && boundary(start + sdkIcon.unicodeScalars.count) {
            candidates = [(.sdkIcon, start + sdkIcon.unicodeScalars.count)]
        } else if s.starts(with: empty) && boundary(start + empty.unicodeScalars.count) {
            candidates = [(.empty, start + empty.unicodeScalars.count)]
        } else if let found = wrapped.first(where: { s.starts(with: around($0.0).0) }) {
            // "{text}" | image({name}) | video({media}) | still({media})
            let (wording, value) = found
            let (open, close) = around(wording)
            let from = start + open.unicodeScalars.count
            let closeCount = close.unicodeScalars.count
            candidates = closings(close, after: from).map { (value(s.text(from, $0 - closeCount)), $0) }
            if candidates.isEmpty {
                throw s.failure("a value ending in '\(close)', then a space and the next asset or the end")
            }
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

    // MARK: Reasons (TranscriptFormat.text(of: MissingView), text(of: UnbindReason))

    /// {kind} ({reason})
    static func missingView(_ s: inout Scanner) throws(Failure) -> MissingView {
        try s.read(.missingView) { f throws in
            MissingView(kind: try f.assetKind(), reason: try f.choice("why a view is missing"))
        }
    }

    static func unbindReason(_ s: inout Scanner) throws(Failure) -> UnbindReason {
        try s.oneOf([
            { (s: inout Scanner) throws in
                try s.read(.stateHoldsAnotherAd)
                return .stateHoldsAnotherAd
            },
            { (s: inout Scanner) throws in
                try s.read(.newStateObject)
                return .newStateObject
            },
            { (s: inout Scanner) throws in
                try s.read(.statePhase) { f throws in
                    .statePhase(try f.field("a phase") { (s: inout Scanner) throws in try s.phaseName(failedCode: "") })
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.anotherState) { f throws in .anotherState(try f.name("a state name")) }
            },
            { (s: inout Scanner) throws in
                try s.read(.stateMoved) { f throws in .stateMoved(to: try f.name("a container id")) }
            },
            { (s: inout Scanner) throws in .gma(try Self.gmaDissociation(&s)) },
        ])
    }

    // MARK: Callbacks (TranscriptFormat.text(of: Callback), text(of: ImpressionFlag))

    static func callback(_ s: inout Scanner) throws(Failure) -> Callback {
        try s.oneOf([
            { (s: inout Scanner) throws in try s.read(.onAdLoad) { f throws in .onAdLoad(ad: try f.name("an ad id")) } },
            { (s: inout Scanner) throws in
                try s.read(.onAdFailure) { f throws in .onAdFailure(code: try f.name("an error code")) }
            },
            { (s: inout Scanner) throws in
                try s.read(.onAdBindingFailure) { f throws in
                    .onAdBindingFailure(code: try f.name("an error code"), asset: try f.assetKind())
                }
            },
            { (s: inout Scanner) throws in try s.read(.onAdClick) { f throws in .onAdClick(asset: try f.assetKind()) } },
            { (s: inout Scanner) throws in
                // The ad id ends at the first space after it; each flag follows.
                let adStart = s.index + Wording.onAdImpression.opening.unicodeScalars.count
                var head = s.upTo(s.find(" ", from: adStart) ?? s.end)
                let ad = try head.read(.onAdImpression) { f throws in try f.name("an ad id") }
                s.index = head.index
                var flags: [ImpressionFlag] = []
                while !s.atEnd {
                    flags.append(
                        try s.firstOf([
                            { (s: inout Scanner) throws in
                                try s.read(.invisibleRequiredAssetFlag) { f throws in .invisibleRequiredAsset(try f.assetKinds()) }
                            },
                            { (s: inout Scanner) throws in
                                try s.read(.smallWarningFlag) { f throws in .smallWarning(share: try f.percent("the warning's share")) }
                            },
                        ]))
                }
                return .onAdImpression(ad: ad, flags: flags)
            },
        ])
    }

    // MARK: Viewability (TranscriptFormat.text(of: ViewabilityIssue))

    static func viewabilityIssue(_ s: inout Scanner) throws(Failure) -> ViewabilityIssue {
        let fixed: [(Wording, ViewabilityIssue)] = [
            (.notBound, .notBound), (.inBackground, .inBackground), (.imagesNotLoadedIssue, .imagesNotLoaded),
            (.cardsOutsideSlider, .cardsOutsideSlider), (.noPixelOnScreen, .noPixelOnScreen),
        ]
        var alternatives: [(inout Scanner) throws -> ViewabilityIssue] = []
        for (wording, issue) in fixed {
            alternatives.append { (s: inout Scanner) throws in
                try s.read(wording)
                return issue
            }
        }
        alternatives += [
            { (s: inout Scanner) throws in
                try s.read(.zeroSize) { f throws in
                    let (width, height) = try f.size("a size")
                    return .zeroSize(width: width, height: height)
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.belowThreshold) { f throws in
                    .belowThreshold(share: try f.percent("the share on screen"), threshold: try f.percent("the threshold"))
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.noViewableCard) { f throws in .noViewableCard(threshold: try f.percent("the threshold")) }
            },
            { (s: inout Scanner) throws in
                try s.read(.requiredAssetHasNoView) { f throws in
                    .requiredAssetHasNoView(MissingView(kind: try f.assetKind(), reason: try f.choice("why a view is missing")))
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.requiredAssetOutsideCard) { f throws in .requiredAssetOutsideCard(try f.assetKind()) }
            },
            { (s: inout Scanner) throws in
                try s.read(.requiredAssetClipped) { f throws in .requiredAssetClipped(try f.assetKind()) }
            },
        ]
        return try s.oneOf(alternatives)
    }

    // MARK: Log messages (TranscriptFormat.text(of: LogMessage))

    static var logMessages: [(inout Scanner) throws -> LogMessage] {
        [
            { (s: inout Scanner) throws in
                try s.read(.calledOffMainThread) { f throws in .calledOffMainThread(try f.field("a step", Self.action)) }
            },
            { (s: inout Scanner) throws in
                try s.read(.noViewForRequiredAsset) { f throws in
                    let container = try f.name("a container id")
                    let missing = MissingView(kind: try f.assetKind(), reason: try f.choice("why a view is missing"))
                    let isSlider = try f.field("the ad or the block") { (s: inout Scanner) throws in
                        try s.choice([(Wording.theAd.text(), false), (Wording.theBlock.text(), true)], "the ad or the block")
                    }
                    return .noViewForRequiredAsset(container: container, missing, isSlider: isSlider)
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.smallWarning) { f throws in
                    .smallWarning(
                        container: try f.name("a container id"), share: try f.percent("the warning's share"),
                        minimum: try f.percent("warningMinimumArea"))
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.bulkBeforeInitialization)
                return .bulkBeforeInitialization
            },
            { (s: inout Scanner) throws in
                try s.read(.bulkQueuedUntilInitialization)
                return .bulkQueuedUntilInitialization
            },
            { (s: inout Scanner) throws in
                try s.read(.loadQueuedUntilInitialization) { f throws in
                    .loadQueuedUntilInitialization(state: try f.name("a state name"))
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.loadBeforeInitialization) { f throws in .loadBeforeInitialization(state: try f.name("a state name")) }
            },
            { (s: inout Scanner) throws in
                try s.read(.repeatedRetries) { f throws in
                    .repeatedRetries(state: try f.name("a state name"), count: try f.integer("the number of retries"))
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.missingSKAdNetworkItems)
                return .missingSKAdNetworkItems
            },
            { (s: inout Scanner) throws in
                try s.read(.adsCountOutOfRange) { f throws in
                    .adsCountOutOfRange(
                        count: try f.integer("adsCount"), minimum: try f.integer("the minimum"),
                        maximum: try f.integer("the maximum"))
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.videoTooSmall) { f throws in
                    let container = try f.name("a container id")
                    let views = try f.field("the views too small for video") { (s: inout Scanner) throws in
                        try s.list(separator: ", ") { (s: inout Scanner) throws -> UndersizedView in
                            try s.read(.undersizedView) { f throws in
                                let which: UndersizedView.Which = try f.choice("container, Media or video fitted in Media")
                                let (width, height) = try f.size("a size")
                                return UndersizedView(which: which, width: width, height: height)
                            }
                        }
                    }
                    let (width, height) = try f.size("the minimum size")
                    return .videoTooSmall(container: container, views, minimumWidth: width, minimumHeight: height)
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.cardOutsideSlider) { f throws in
                    .cardOutsideSlider(card: try f.name("a card's container id"), slider: try f.name("a slider state"))
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.stateSharedByContainers) { f throws in
                    let state = try f.name("a state name")
                    let from = try f.name("a container id")
                    let to = try f.name("a container id")
                    try f.field("the container it moves from") { (s: inout Scanner) throws in try s.expect(from) }
                    return .stateSharedByContainers(state: state, from: from, to: to)
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.invisibleRequiredAssets) { f throws in
                    .invisibleRequiredAssets(container: try f.name("a container id"), try f.assetKinds())
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.impressionBlocked) { f throws in
                    .impressionBlocked(container: try f.name("a container id"), try f.field("why", Self.viewabilityIssue))
                }
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
