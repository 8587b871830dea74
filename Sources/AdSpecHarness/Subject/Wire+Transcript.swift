import AdSpecEngine

// The `line` message's payload: one `TranscriptLine` as plain JSON, its subject and its typed
// event (Documentation/SubjectProtocol.md, Documentation/Protocol/transcript-line.schema.json).
// Every `TranscriptEvent` case, normative or informative, has a form: a subject that has the
// informative lines sends them too, and exact mode compares them.

extension TranscriptLine {
    /// `time`, `subject`, `event`: the members of a `line` message.
    public var wireMembers: [(String, JSONValue)] {
        [("time", .int(timeMs)), ("subject", subject.wire), ("event", event.wire)]
    }

    /// Reads a line from the members of a `line` message (`type` already read).
    init(wire r: inout WireObject) throws(WireError) {
        let time = try r.int("time")
        let subject = try Subject(wire: r.required("subject"), path: r.at("subject"))
        let event = try TranscriptEvent(wire: r.required("event"), path: r.at("event"))
        self.init(timeMs: time, subject: subject, event: event)
    }
}

extension Subject {
    static let kinds = ["step", "state", "container", "slider", "bulk", "log", "app", "note", "end", "model", "adView"]

    var wire: JSONValue {
        switch self {
        case .step: WireBuilder.object(kind: "step")
        case .state(let name): WireBuilder.object(kind: "state", ("name", .string(name)))
        case .container(let name): WireBuilder.object(kind: "container", ("name", .string(name)))
        case .slider(let name): WireBuilder.object(kind: "slider", ("name", .string(name)))
        case .bulk(let name): WireBuilder.object(kind: "bulk", ("name", .string(name)))
        case .log(let level): WireBuilder.object(kind: "log", ("level", .string(level.rawValue)))
        case .app: WireBuilder.object(kind: "app")
        case .note: WireBuilder.object(kind: "note")
        case .end: WireBuilder.object(kind: "end")
        case .model(let name): WireBuilder.object(kind: "model", ("name", .string(name)))
        case .adView(let name): WireBuilder.object(kind: "adView", ("name", .string(name)))
        }
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        switch try r.kind() {
        case "step": self = .step
        case "state": self = .state(try r.string("name"))
        case "container": self = .container(try r.string("name"))
        case "slider": self = .slider(try r.string("name"))
        case "bulk": self = .bulk(try r.string("name"))
        case "log": self = .log(try r.name("level", [LogLevel.error, .warning]))
        case "app": self = .app
        case "note": self = .note
        case "end": self = .end
        case "model": self = .model(try r.string("name"))
        case "adView": self = .adView(try r.string("name"))
        case let other: throw r.unknownKind(other, Self.kinds)
        }
        try r.finish()
    }
}

// MARK: Small payloads

private let assetKinds = AssetKind.allCases

extension AdPhase {
    var wire: JSONValue {
        switch self {
        case .idle: WireBuilder.object(kind: "idle")
        case .loading: WireBuilder.object(kind: "loading")
        case .loaded: WireBuilder.object(kind: "loaded")
        case .failed(let code): WireBuilder.object(kind: "failed", ("code", .string(code)))
        }
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        switch try r.kind() {
        case "idle": self = .idle
        case "loading": self = .loading
        case "loaded": self = .loaded
        case "failed": self = .failed(code: try r.string("code"))
        case let other: throw r.unknownKind(other, ["idle", "loading", "loaded", "failed"])
        }
        try r.finish()
    }
}

extension PhaseChange {
    var wire: JSONValue {
        switch self {
        case .loading(let request):
            WireBuilder.object(
                kind: "loading", ("number", .int(request.number)), ("unit", .string(request.unit)),
                ("parameters", .stringMap(request.parameters)), ("manualImages", .bool(request.manualImages)))
        case .loaded(let ad, let adType):
            WireBuilder.object(kind: "loaded", ("ad", .string(ad)), ("adType", .string(adType.rawValue)))
        case .sliderLoaded(let slider, let blockAssets, let ads):
            WireBuilder.object(
                kind: "sliderLoaded", ("slider", .string(slider)),
                (
                    "blockAssets",
                    .array(
                        blockAssets.map {
                            WireBuilder.object(("asset", .string($0.kind.rawValue)), ("required", .bool($0.required)))
                        })
                ), ("ads", .strings(ads)))
        case .failed(let code, let message):
            WireBuilder.object(kind: "failed", ("code", .string(code)), ("message", .string(message)))
        }
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        switch try r.kind() {
        case "loading":
            self = .loading(
                LoadRequest(
                    number: try r.int("number"), unit: try r.string("unit"), parameters: try r.stringMap("parameters"),
                    manualImages: try r.bool("manualImages")))
        case "loaded": self = .loaded(ad: try r.string("ad"), adType: try r.name("adType", [AdType.content, .appInstall]))
        case "sliderLoaded":
            self = .sliderLoaded(
                slider: try r.string("slider"),
                blockAssets: try r.array("blockAssets") { (v, p) throws(WireError) in
                    var b = try WireObject(v, path: p)
                    let asset = BlockAsset(kind: try b.name("asset", assetKinds), required: try b.bool("required"))
                    try b.finish()
                    return asset
                }, ads: try r.strings("ads"))
        case "failed": self = .failed(code: try r.string("code"), message: try r.string("message"))
        case let other: throw r.unknownKind(other, ["loading", "loaded", "sliderLoaded", "failed"])
        }
        try r.finish()
    }
}

extension MissingView {
    static let reasons: [(Reason, String)] = [
        (.hidden, "hidden"), (.drawingGroup, "drawingGroup"), (.notRegistered, "notRegistered"), (.notDrawn, "notDrawn"),
    ]

    var wire: JSONValue {
        WireBuilder.object(
            ("asset", .string(kind.rawValue)), ("reason", .string(Self.reasons.first { $0.0 == reason }!.1)))
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        let kind = try r.name("asset", assetKinds)
        let name = try r.string("reason")
        guard let reason = Self.reasons.first(where: { $0.1 == name })?.0 else {
            throw WireError(
                path: r.at("reason"), message: "'\(name)' is not one of \(Self.reasons.map(\.1).joined(separator: ", "))")
        }
        try r.finish()
        self.init(kind: kind, reason: reason)
    }
}

extension PrimitiveValue {
    var wire: JSONValue {
        let payload: JSONValue
        switch value {
        case .text(let text): payload = WireBuilder.object(kind: "text", ("text", .string(text)))
        case .rating(let text): payload = WireBuilder.object(kind: "rating", ("text", .string(text)))
        case .image(let name): payload = WireBuilder.object(kind: "image", ("name", .string(name)))
        case .sdkIcon: payload = WireBuilder.object(kind: "sdkIcon")
        case .empty: payload = WireBuilder.object(kind: "empty")
        case .video(let name): payload = WireBuilder.object(kind: "video", ("name", .string(name)))
        case .still(let name): payload = WireBuilder.object(kind: "still", ("name", .string(name)))
        }
        return WireBuilder.object(("asset", .string(kind.rawValue)), ("value", payload))
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        let kind = try r.name("asset", assetKinds)
        var v = try WireObject(r.required("value"), path: r.at("value"))
        let payload: Value
        switch try v.kind() {
        case "text": payload = .text(try v.string("text"))
        case "rating": payload = .rating(try v.string("text"))
        case "image": payload = .image(try v.string("name"))
        case "sdkIcon": payload = .sdkIcon
        case "empty": payload = .empty
        case "video": payload = .video(try v.string("name"))
        case "still": payload = .still(try v.string("name"))
        case let other: throw v.unknownKind(other, ["text", "rating", "image", "sdkIcon", "empty", "video", "still"])
        }
        try v.finish()
        try r.finish()
        self.init(kind: kind, value: payload)
    }
}

extension Display {
    var wire: JSONValue {
        switch self {
        case .placeholder: return WireBuilder.object(kind: "placeholder")
        case .nothing: return WireBuilder.object(kind: "nothing")
        case .content(let layout):
            var info: JSONValue? = nil
            switch layout {
            case .native(let native):
                info = WireBuilder.object(
                    kind: "native", ("adType", .string(native.adType.rawValue)), ("has", .names(native.has)),
                    ("mediaAspectRatio", .optionalDouble(native.mediaAspectRatio)),
                    ("mediaHasVideo", .bool(native.mediaHasVideo)),
                    ("warningMinimumArea", .optionalDouble(native.warningMinimumArea)))
            case .slider(let ads, let has): info = WireBuilder.object(kind: "slider", ("ads", .int(ads)), ("has", .names(has)))
            case nil: info = nil
            }
            return WireBuilder.object(kind: "content", ("layout", info))
        }
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        switch try r.kind() {
        case "placeholder": self = .placeholder
        case "nothing": self = .nothing
        case "content":
            guard let value = r.optional("layout") else {
                self = .content(nil)
                break
            }
            var l = try WireObject(value, path: r.at("layout"))
            switch try l.kind() {
            case "native":
                self = .content(
                    .native(
                        NativeLayoutInfo(
                            adType: try l.name("adType", [AdType.content, .appInstall]), has: try l.names("has", assetKinds),
                            mediaAspectRatio: try l.optionalDouble("mediaAspectRatio"),
                            mediaHasVideo: try l.bool("mediaHasVideo"),
                            warningMinimumArea: try l.optionalDouble("warningMinimumArea"))))
            case "slider": self = .content(.slider(ads: try l.int("ads"), has: try l.names("has", assetKinds)))
            case let other: throw l.unknownKind(other, ["native", "slider"])
            }
            try l.finish()
        case let other: throw r.unknownKind(other, ["placeholder", "nothing", "content"])
        }
        try r.finish()
    }
}

extension UnbindReason {
    var wire: JSONValue {
        switch self {
        case .stateHoldsAnotherAd: WireBuilder.object(kind: "stateHoldsAnotherAd")
        case .statePhase(let phase): WireBuilder.object(kind: "statePhase", ("phase", phase.wire))
        case .newStateObject: WireBuilder.object(kind: "newStateObject")
        case .anotherState(let state): WireBuilder.object(kind: "anotherState", ("state", .string(state)))
        case .stateMoved(let to): WireBuilder.object(kind: "stateMoved", ("to", .string(to)))
        case .gma(let dissociation): WireBuilder.object(kind: "gma", ("dissociation", dissociation.wire))
        }
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        switch try r.kind() {
        case "stateHoldsAnotherAd": self = .stateHoldsAnotherAd
        case "statePhase": self = .statePhase(try AdPhase(wire: r.required("phase"), path: r.at("phase")))
        case "newStateObject": self = .newStateObject
        case "anotherState": self = .anotherState(try r.string("state"))
        case "stateMoved": self = .stateMoved(to: try r.string("to"))
        case "gma": self = .gma(try GMADissociation(wire: r.required("dissociation"), path: r.at("dissociation")))
        case let other:
            throw r.unknownKind(
                other, ["stateHoldsAnotherAd", "statePhase", "newStateObject", "anotherState", "stateMoved", "gma"])
        }
        try r.finish()
    }
}

extension Callback {
    var wire: JSONValue {
        switch self {
        case .onAdLoad(let ad): WireBuilder.object(kind: "onAdLoad", ("ad", .string(ad)))
        case .onAdFailure(let code): WireBuilder.object(kind: "onAdFailure", ("code", .string(code)))
        case .onAdBindingFailure(let code, let asset):
            WireBuilder.object(kind: "onAdBindingFailure", ("code", .string(code)), ("asset", .string(asset.rawValue)))
        case .onAdClick(let asset): WireBuilder.object(kind: "onAdClick", ("asset", .string(asset.rawValue)))
        case .onAdImpression(let ad, let flags):
            WireBuilder.object(
                kind: "onAdImpression", ("ad", .string(ad)),
                (
                    "flags",
                    .array(
                        flags.map { flag in
                            switch flag {
                            case .invisibleRequiredAsset(let assets):
                                WireBuilder.object(kind: "invisibleRequiredAsset", ("assets", .names(assets)))
                            case .smallWarning(let share): WireBuilder.object(kind: "smallWarning", ("share", .double(share)))
                            }
                        })
                ))
        }
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        switch try r.kind() {
        case "onAdLoad": self = .onAdLoad(ad: try r.string("ad"))
        case "onAdFailure": self = .onAdFailure(code: try r.string("code"))
        case "onAdBindingFailure": self = .onAdBindingFailure(code: try r.string("code"), asset: try r.name("asset", assetKinds))
        case "onAdClick": self = .onAdClick(asset: try r.name("asset", assetKinds))
        case "onAdImpression":
            self = .onAdImpression(
                ad: try r.string("ad"),
                flags: try r.array("flags") { (v, p) throws(WireError) in
                    var f = try WireObject(v, path: p)
                    let flag: ImpressionFlag
                    switch try f.kind() {
                    case "invisibleRequiredAsset": flag = .invisibleRequiredAsset(try f.names("assets", assetKinds))
                    case "smallWarning": flag = .smallWarning(share: try f.double("share"))
                    case let other: throw f.unknownKind(other, ["invisibleRequiredAsset", "smallWarning"])
                    }
                    try f.finish()
                    return flag
                })
        case let other:
            throw r.unknownKind(other, ["onAdLoad", "onAdFailure", "onAdBindingFailure", "onAdClick", "onAdImpression"])
        }
        try r.finish()
    }
}

extension ViewabilityIssue {
    static let kinds = [
        "notBound", "inBackground", "imagesNotLoaded", "zeroSize", "belowThreshold", "cardsOutsideSlider", "noViewableCard",
        "requiredAssetHasNoView", "requiredAssetOutsideCard", "requiredAssetClipped", "noPixelOnScreen",
    ]

    var wire: JSONValue {
        switch self {
        case .notBound: WireBuilder.object(kind: "notBound")
        case .inBackground: WireBuilder.object(kind: "inBackground")
        case .imagesNotLoaded: WireBuilder.object(kind: "imagesNotLoaded")
        case .zeroSize(let width, let height):
            WireBuilder.object(kind: "zeroSize", ("width", .double(width)), ("height", .double(height)))
        case .belowThreshold(let share, let threshold):
            WireBuilder.object(kind: "belowThreshold", ("share", .double(share)), ("threshold", .double(threshold)))
        case .cardsOutsideSlider: WireBuilder.object(kind: "cardsOutsideSlider")
        case .noViewableCard(let threshold): WireBuilder.object(kind: "noViewableCard", ("threshold", .double(threshold)))
        case .requiredAssetHasNoView(let missing): WireBuilder.object(kind: "requiredAssetHasNoView", ("missing", missing.wire))
        case .requiredAssetOutsideCard(let asset):
            WireBuilder.object(kind: "requiredAssetOutsideCard", ("asset", .string(asset.rawValue)))
        case .requiredAssetClipped(let asset):
            WireBuilder.object(kind: "requiredAssetClipped", ("asset", .string(asset.rawValue)))
        case .noPixelOnScreen: WireBuilder.object(kind: "noPixelOnScreen")
        }
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        switch try r.kind() {
        case "notBound": self = .notBound
        case "inBackground": self = .inBackground
        case "imagesNotLoaded": self = .imagesNotLoaded
        case "zeroSize": self = .zeroSize(width: try r.double("width"), height: try r.double("height"))
        case "belowThreshold": self = .belowThreshold(share: try r.double("share"), threshold: try r.double("threshold"))
        case "cardsOutsideSlider": self = .cardsOutsideSlider
        case "noViewableCard": self = .noViewableCard(threshold: try r.double("threshold"))
        case "requiredAssetHasNoView":
            self = .requiredAssetHasNoView(try MissingView(wire: r.required("missing"), path: r.at("missing")))
        case "requiredAssetOutsideCard": self = .requiredAssetOutsideCard(try r.name("asset", assetKinds))
        case "requiredAssetClipped": self = .requiredAssetClipped(try r.name("asset", assetKinds))
        case "noPixelOnScreen": self = .noPixelOnScreen
        case let other: throw r.unknownKind(other, Self.kinds)
        }
        try r.finish()
    }
}

extension LogMessage {
    static let kinds = [
        "calledOffMainThread", "noViewForRequiredAsset", "smallWarning", "loadQueuedUntilInitialization",
        "loadBeforeInitialization", "bulkQueuedUntilInitialization", "bulkBeforeInitialization", "repeatedRetries", "missingSKAdNetworkItems",
        "adsCountOutOfRange", "videoTooSmall", "cardOutsideSlider", "stateSharedByContainers", "impressionBlocked",
        "invisibleRequiredAssets",
    ]

    static let undersized: [(UndersizedView.Which, String)] = [
        (.container, "container"), (.media, "media"), (.videoFittedInMedia, "videoFittedInMedia"),
    ]

    var wire: JSONValue {
        switch self {
        case .calledOffMainThread(let action): WireBuilder.object(kind: "calledOffMainThread", ("action", action.wire))
        case .noViewForRequiredAsset(let container, let missing, let isSlider):
            WireBuilder.object(
                kind: "noViewForRequiredAsset", ("container", .string(container)), ("missing", missing.wire),
                ("isSlider", .bool(isSlider)))
        case .smallWarning(let container, let share, let minimum):
            WireBuilder.object(
                kind: "smallWarning", ("container", .string(container)), ("share", .double(share)), ("minimum", .double(minimum)))
        case .loadQueuedUntilInitialization(let state):
            WireBuilder.object(kind: "loadQueuedUntilInitialization", ("state", .string(state)))
        case .loadBeforeInitialization(let state): WireBuilder.object(kind: "loadBeforeInitialization", ("state", .string(state)))
        case .bulkQueuedUntilInitialization: WireBuilder.object(kind: "bulkQueuedUntilInitialization")
        case .bulkBeforeInitialization: WireBuilder.object(kind: "bulkBeforeInitialization")
        case .repeatedRetries(let state, let count):
            WireBuilder.object(kind: "repeatedRetries", ("state", .string(state)), ("count", .int(count)))
        case .missingSKAdNetworkItems: WireBuilder.object(kind: "missingSKAdNetworkItems")
        case .adsCountOutOfRange(let count, let minimum, let maximum):
            WireBuilder.object(
                kind: "adsCountOutOfRange", ("count", .int(count)), ("minimum", .int(minimum)), ("maximum", .int(maximum)))
        case .videoTooSmall(let container, let views, let minimumWidth, let minimumHeight):
            WireBuilder.object(
                kind: "videoTooSmall", ("container", .string(container)),
                (
                    "views",
                    .array(
                        views.map { view in
                            WireBuilder.object(
                                ("which", .string(Self.undersized.first { $0.0 == view.which }!.1)),
                                ("width", .double(view.width)),
                                ("height", .double(view.height)))
                        })
                ), ("minimumWidth", .double(minimumWidth)), ("minimumHeight", .double(minimumHeight)))
        case .cardOutsideSlider(let card, let slider):
            WireBuilder.object(kind: "cardOutsideSlider", ("card", .string(card)), ("slider", .string(slider)))
        case .stateSharedByContainers(let state, let from, let to):
            WireBuilder.object(
                kind: "stateSharedByContainers", ("state", .string(state)), ("from", .string(from)), ("to", .string(to)))
        case .impressionBlocked(let container, let issue):
            WireBuilder.object(kind: "impressionBlocked", ("container", .string(container)), ("issue", issue.wire))
        case .invisibleRequiredAssets(let container, let assets):
            WireBuilder.object(kind: "invisibleRequiredAssets", ("container", .string(container)), ("assets", .names(assets)))
        }
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        switch try r.kind() {
        case "calledOffMainThread": self = .calledOffMainThread(try Action(wire: r.required("action"), path: r.at("action")))
        case "noViewForRequiredAsset":
            self = .noViewForRequiredAsset(
                container: try r.string("container"), try MissingView(wire: r.required("missing"), path: r.at("missing")),
                isSlider: try r.bool("isSlider"))
        case "smallWarning":
            self = .smallWarning(
                container: try r.string("container"), share: try r.double("share"), minimum: try r.double("minimum"))
        case "loadQueuedUntilInitialization": self = .loadQueuedUntilInitialization(state: try r.string("state"))
        case "loadBeforeInitialization": self = .loadBeforeInitialization(state: try r.string("state"))
        case "bulkQueuedUntilInitialization": self = .bulkQueuedUntilInitialization
        case "bulkBeforeInitialization": self = .bulkBeforeInitialization
        case "repeatedRetries": self = .repeatedRetries(state: try r.string("state"), count: try r.int("count"))
        case "missingSKAdNetworkItems": self = .missingSKAdNetworkItems
        case "adsCountOutOfRange":
            self = .adsCountOutOfRange(count: try r.int("count"), minimum: try r.int("minimum"), maximum: try r.int("maximum"))
        case "videoTooSmall":
            self = .videoTooSmall(
                container: try r.string("container"),
                try r.array("views") { (v, p) throws(WireError) in
                    var u = try WireObject(v, path: p)
                    let name = try u.string("which")
                    guard let which = Self.undersized.first(where: { $0.1 == name })?.0 else {
                        throw WireError(
                            path: u.at("which"),
                            message: "'\(name)' is not one of \(Self.undersized.map(\.1).joined(separator: ", "))")
                    }
                    let view = UndersizedView(which: which, width: try u.double("width"), height: try u.double("height"))
                    try u.finish()
                    return view
                }, minimumWidth: try r.double("minimumWidth"), minimumHeight: try r.double("minimumHeight"))
        case "cardOutsideSlider": self = .cardOutsideSlider(card: try r.string("card"), slider: try r.string("slider"))
        case "stateSharedByContainers":
            self = .stateSharedByContainers(state: try r.string("state"), from: try r.string("from"), to: try r.string("to"))
        case "impressionBlocked":
            self = .impressionBlocked(
                container: try r.string("container"), try ViewabilityIssue(wire: r.required("issue"), path: r.at("issue")))
        case "invisibleRequiredAssets":
            self = .invisibleRequiredAssets(container: try r.string("container"), try r.names("assets", assetKinds))
        case let other: throw r.unknownKind(other, Self.kinds)
        }
        try r.finish()
    }
}

// MARK: The event

extension TranscriptEvent {
    static let kinds = [
        "step", "phaseChanged", "stateCreated", "stateRecreated", "imagesLoaded", "mounted", "unmounted", "shows",
        "bindingWaits", "bound", "draws", "redraws", "unbound", "stopsWaiting", "videoPlays", "videoStill", "videoState",
        "viewable", "dwellInterrupted", "callback", "outcomeReplayed", "bulkRequestSent", "bulkSucceeded", "bulkFailed",
        "app", "log", "notViewable", "outcomeNotDelivered", "sliderAdsLeftOut", "note", "end", "gma",
    ]

    static let appEvents: [(AppEvent, String)] = [
        (.enteredBackground, "enteredBackground"), (.returnedToForeground, "returnedToForeground"),
        (.sdkInitialized, "sdkInitialized"),
    ]

    var wire: JSONValue {
        switch self {
        case .step(let action, let offMainThread):
            WireBuilder.object(kind: "step", ("action", action.wire), ("offMainThread", .bool(offMainThread)))
        case .phaseChanged(let from, let change):
            WireBuilder.object(kind: "phaseChanged", ("from", from.wire), ("change", change.wire))
        case .stateCreated(let ad): WireBuilder.object(kind: "stateCreated", ("ad", .string(ad)))
        case .stateRecreated(let object): WireBuilder.object(kind: "stateRecreated", ("object", .int(object)))
        case .imagesLoaded(let states): WireBuilder.object(kind: "imagesLoaded", ("states", .strings(states)))
        case .mounted(let state): WireBuilder.object(kind: "mounted", ("state", .string(state)))
        case .unmounted(let unboundAd, let dropped):
            WireBuilder.object(
                kind: "unmounted", ("unboundAd", unboundAd.map(JSONValue.string)), ("pendingImpressionDropped", .bool(dropped)))
        case .shows(let display, let imagesNotLoaded):
            WireBuilder.object(kind: "shows", ("display", display.wire), ("imagesNotLoaded", .bool(imagesNotLoaded)))
        case .bindingWaits(let graceMs, let missing):
            WireBuilder.object(kind: "bindingWaits", ("graceMs", .int(graceMs)), ("missing", .array(missing.map(\.wire))))
        case .bound(let ad, let views): WireBuilder.object(kind: "bound", ("ad", .string(ad)), ("views", .names(views)))
        case .draws(let values): WireBuilder.object(kind: "draws", ("values", .array(values.map(\.wire))))
        case .redraws(let values): WireBuilder.object(kind: "redraws", ("values", .array(values.map(\.wire))))
        case .unbound(let ad, let reason, let dropped):
            WireBuilder.object(
                kind: "unbound", ("ad", .string(ad)), ("reason", reason.wire), ("pendingImpressionDropped", .bool(dropped)))
        case .stopsWaiting(let ad, let reason):
            WireBuilder.object(kind: "stopsWaiting", ("ad", .string(ad)), ("reason", reason.wire))
        case .videoPlays(let width, let height):
            WireBuilder.object(kind: "videoPlays", ("width", .double(width)), ("height", .double(height)))
        case .videoStill(let minimumWidth, let minimumHeight):
            WireBuilder.object(
                kind: "videoStill", ("minimumWidth", .double(minimumWidth)), ("minimumHeight", .double(minimumHeight)))
        case .videoState(let state):
            WireBuilder.object(
                kind: "videoState", ("positionMs", .int(state.positionMs)), ("durationMs", .int(state.durationMs)),
                ("isMuted", .bool(state.isMuted)), ("isMuteControlHidden", .bool(state.isMuteControlHidden)))
        case .viewable(let share, let dwellMs):
            WireBuilder.object(kind: "viewable", ("share", .double(share)), ("dwellMs", .int(dwellMs)))
        case .dwellInterrupted(let issue): WireBuilder.object(kind: "dwellInterrupted", ("issue", issue.wire))
        case .callback(let callback, let handled):
            WireBuilder.object(kind: "callback", ("callback", callback.wire), ("handled", .bool(handled)))
        case .outcomeReplayed(let event, let handled):
            WireBuilder.object(kind: "outcomeReplayed", ("event", .string(event.rawValue)), ("handled", .bool(handled)))
        case .bulkRequestSent(let number, let unit, let adsCount):
            WireBuilder.object(
                kind: "bulkRequestSent", ("number", .int(number)), ("unit", .string(unit)), ("adsCount", .int(adsCount)))
        case .bulkSucceeded(let ads): WireBuilder.object(kind: "bulkSucceeded", ("ads", .strings(ads)))
        case .bulkFailed(.adsCountOutOfRange(let count, let minimum, let maximum)):
            WireBuilder.object(
                kind: "bulkFailed",
                (
                    "failure",
                    WireBuilder.object(
                        kind: "adsCountOutOfRange", ("count", .int(count)), ("minimum", .int(minimum)), ("maximum", .int(maximum))
                    )
                ))
        case .bulkFailed(.error(let code, let message)):
            WireBuilder.object(
                kind: "bulkFailed",
                ("failure", WireBuilder.object(kind: "error", ("code", .string(code)), ("message", .string(message)))))
        case .app(let event): WireBuilder.object(kind: "app", ("event", .string(Self.appEvents.first { $0.0 == event }!.1)))
        case .log(let message): WireBuilder.object(kind: "log", ("message", message.wire))
        case .notViewable(let container, let issue):
            WireBuilder.object(kind: "notViewable", ("container", .string(container)), ("issue", issue.wire))
        case .outcomeNotDelivered(let event, let state):
            WireBuilder.object(kind: "outcomeNotDelivered", ("event", .string(event.rawValue)), ("state", .string(state)))
        case .sliderAdsLeftOut(let state, let ads):
            WireBuilder.object(kind: "sliderAdsLeftOut", ("state", .string(state)), ("ads", .strings(ads)))
        case .note(let text): WireBuilder.object(kind: "note", ("text", .string(text)))
        case .end: WireBuilder.object(kind: "end")
        case .gma(let event): WireBuilder.object(kind: "gma", ("event", event.wire))
        }
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        func values(_ r: inout WireObject) throws(WireError) -> [PrimitiveValue] {
            try r.array("values") { (v, p) throws(WireError) in try PrimitiveValue(wire: v, path: p) }
        }
        switch try r.kind() {
        case "step":
            self = .step(try Action(wire: r.required("action"), path: r.at("action")), offMainThread: try r.bool("offMainThread"))
        case "phaseChanged":
            self = .phaseChanged(
                from: try AdPhase(wire: r.required("from"), path: r.at("from")),
                try PhaseChange(wire: r.required("change"), path: r.at("change")))
        case "stateCreated": self = .stateCreated(ad: try r.string("ad"))
        case "stateRecreated": self = .stateRecreated(object: try r.int("object"))
        case "imagesLoaded": self = .imagesLoaded(states: try r.strings("states"))
        case "mounted": self = .mounted(state: try r.string("state"))
        case "unmounted":
            self = .unmounted(
                unboundAd: try r.optionalString("unboundAd"), pendingImpressionDropped: try r.bool("pendingImpressionDropped"))
        case "shows":
            self = .shows(
                try Display(wire: r.required("display"), path: r.at("display")), imagesNotLoaded: try r.bool("imagesNotLoaded"))
        case "bindingWaits":
            self = .bindingWaits(
                graceMs: try r.int("graceMs"),
                missing: try r.array("missing") { (v, p) throws(WireError) in try MissingView(wire: v, path: p) })
        case "bound": self = .bound(ad: try r.string("ad"), views: try r.names("views", assetKinds))
        case "draws": self = .draws(try values(&r))
        case "redraws": self = .redraws(try values(&r))
        case "unbound":
            self = .unbound(
                ad: try r.string("ad"), reason: try UnbindReason(wire: r.required("reason"), path: r.at("reason")),
                pendingImpressionDropped: try r.bool("pendingImpressionDropped"))
        case "stopsWaiting":
            self = .stopsWaiting(
                ad: try r.string("ad"), reason: try UnbindReason(wire: r.required("reason"), path: r.at("reason")))
        case "videoPlays": self = .videoPlays(width: try r.double("width"), height: try r.double("height"))
        case "videoStill":
            self = .videoStill(minimumWidth: try r.double("minimumWidth"), minimumHeight: try r.double("minimumHeight"))
        case "videoState":
            self = .videoState(
                VideoState(
                    positionMs: try r.int("positionMs"), durationMs: try r.int("durationMs"), isMuted: try r.bool("isMuted"),
                    isMuteControlHidden: try r.bool("isMuteControlHidden")))
        case "viewable": self = .viewable(share: try r.double("share"), dwellMs: try r.int("dwellMs"))
        case "dwellInterrupted": self = .dwellInterrupted(try ViewabilityIssue(wire: r.required("issue"), path: r.at("issue")))
        case "callback":
            self = .callback(try Callback(wire: r.required("callback"), path: r.at("callback")), handled: try r.bool("handled"))
        case "outcomeReplayed":
            self = .outcomeReplayed(try r.name("event", ContainerEvent.allCases), handled: try r.bool("handled"))
        case "bulkRequestSent":
            self = .bulkRequestSent(number: try r.int("number"), unit: try r.string("unit"), adsCount: try r.int("adsCount"))
        case "bulkSucceeded": self = .bulkSucceeded(ads: try r.strings("ads"))
        case "bulkFailed":
            var f = try WireObject(r.required("failure"), path: r.at("failure"))
            switch try f.kind() {
            case "adsCountOutOfRange":
                self = .bulkFailed(
                    .adsCountOutOfRange(count: try f.int("count"), minimum: try f.int("minimum"), maximum: try f.int("maximum")))
            case "error": self = .bulkFailed(.error(code: try f.string("code"), message: try f.string("message")))
            case let other: throw f.unknownKind(other, ["adsCountOutOfRange", "error"])
            }
            try f.finish()
        case "app":
            let name = try r.string("event")
            guard let event = Self.appEvents.first(where: { $0.1 == name })?.0 else {
                throw WireError(
                    path: r.at("event"), message: "'\(name)' is not one of \(Self.appEvents.map(\.1).joined(separator: ", "))")
            }
            self = .app(event)
        case "log": self = .log(try LogMessage(wire: r.required("message"), path: r.at("message")))
        case "notViewable":
            self = .notViewable(
                container: try r.string("container"), try ViewabilityIssue(wire: r.required("issue"), path: r.at("issue")))
        case "outcomeNotDelivered":
            self = .outcomeNotDelivered(try r.name("event", ContainerEvent.allCases), state: try r.string("state"))
        case "sliderAdsLeftOut": self = .sliderAdsLeftOut(state: try r.string("state"), ads: try r.strings("ads"))
        case "note": self = .note(try r.string("text"))
        case "end": self = .end
        case "gma": self = .gma(try GMAEvent(wire: r.required("event"), path: r.at("event")))
        case let other: throw r.unknownKind(other, Self.kinds)
        }
        try r.finish()
    }
}
