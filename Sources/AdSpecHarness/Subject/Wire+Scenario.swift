import AdSpecEngine

// The `scenario` message's payload: the engine's `ScenarioInput` as plain JSON
// (Documentation/SubjectProtocol.md, Documentation/Protocol/scenario-input.schema.json).
// Tagged unions carry their case in `kind`; optional members are left out when absent.

extension ScenarioInput {
    /// The input as the protocol sends it. `adUnits` is the whole simulated network, the demo
    /// units included (`network`), so that a subject needs no list of its own.
    public var wire: JSONValue {
        WireBuilder.object(
            ("id", .string(id)), ("settings", settings.wire), ("adUnits", .array(network.map(\.wire))),
            ("app", app.wire), ("script", .array(script.map(\.wire))))
    }

    public init(wire value: JSONValue, path: String = "scenario") throws(WireError) {
        var r = try WireObject(value, path: path)
        self.init(
            id: try r.string("id"), settings: try Settings(wire: r.required("settings"), path: r.at("settings")),
            adUnits: try r.array("adUnits") { (v, p) throws(WireError) in try AdUnit(wire: v, path: p) },
            app: try AppModel(wire: r.required("app"), path: r.at("app")),
            script: try r.array("script") { (v, p) throws(WireError) in try Step(wire: v, path: p) })
        try r.finish()
    }
}

extension Settings {
    var wire: JSONValue {
        WireBuilder.object(
            ("bindingGracePeriodMs", .int(bindingGracePeriodMs)), ("viewabilityThreshold", .double(viewabilityThreshold)),
            ("impressionDwellMs", .int(impressionDwellMs)), ("videoImpressionDwellMs", .int(videoImpressionDwellMs)),
            ("requireAssetsInsideCard", .bool(requireAssetsInsideCard)), ("loadWhileBusy", .string(loadWhileBusy.rawValue)),
            ("loadBeforeInitialization", .string(loadBeforeInitialization.rawValue)),
            ("retryWarningThreshold", .int(retryWarningThreshold)), ("reportSmallWarning", .bool(reportSmallWarning)),
            ("replayOutcomeOnMount", .bool(replayOutcomeOnMount)), ("lazyPrefetchMargin", .double(lazyPrefetchMargin)),
            ("bulkMinimumCount", .int(bulkMinimumCount)), ("bulkMaximumCount", .int(bulkMaximumCount)),
            ("videoMinimumWidth", .double(videoMinimumWidth)), ("videoMinimumHeight", .double(videoMinimumHeight)),
            ("gmaImpressionDwellMs", .int(gmaImpressionDwellMs)),
            ("gmaEnabledCallToActionClicks", .bool(gmaEnabledCallToActionClicks)),
            ("gmaLateFillRegisters", .bool(gmaLateFillRegisters)), ("gmaOutsideViewsRegister", .bool(gmaOutsideViewsRegister)),
            ("gmaSecondAssociation", .string(gmaSecondAssociation.rawValue)))
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        self.init()
        bindingGracePeriodMs = try r.int("bindingGracePeriodMs")
        viewabilityThreshold = try r.double("viewabilityThreshold")
        impressionDwellMs = try r.int("impressionDwellMs")
        videoImpressionDwellMs = try r.int("videoImpressionDwellMs")
        requireAssetsInsideCard = try r.bool("requireAssetsInsideCard")
        loadWhileBusy = try r.name("loadWhileBusy", LoadWhileBusy.allCases)
        loadBeforeInitialization = try r.name("loadBeforeInitialization", LoadBeforeInitialization.allCases)
        retryWarningThreshold = try r.int("retryWarningThreshold")
        reportSmallWarning = try r.bool("reportSmallWarning")
        replayOutcomeOnMount = try r.bool("replayOutcomeOnMount")
        lazyPrefetchMargin = try r.double("lazyPrefetchMargin")
        bulkMinimumCount = try r.int("bulkMinimumCount")
        bulkMaximumCount = try r.int("bulkMaximumCount")
        videoMinimumWidth = try r.double("videoMinimumWidth")
        videoMinimumHeight = try r.double("videoMinimumHeight")
        gmaImpressionDwellMs = try r.int("gmaImpressionDwellMs")
        gmaEnabledCallToActionClicks = try r.bool("gmaEnabledCallToActionClicks")
        gmaLateFillRegisters = try r.bool("gmaLateFillRegisters")
        gmaOutsideViewsRegister = try r.bool("gmaOutsideViewsRegister")
        gmaSecondAssociation = try r.name("gmaSecondAssociation", GMASecondAssociation.allCases)
        try r.finish()
    }
}

// MARK: The network

extension AdUnit {
    var wire: JSONValue {
        WireBuilder.object(
            ("id", .string(id)), ("numbersAds", .bool(numbersAds)), ("imageLatencyMs", .int(imageLatencyMs)),
            ("responses", .array(responses.map(\.wire))))
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        self.init(
            id: try r.string("id"), numbersAds: try r.bool("numbersAds"),
            responses: try r.array("responses") { (v, p) throws(WireError) in try Response(wire: v, path: p) },
            imageLatencyMs: try r.int("imageLatencyMs"))
        try r.finish()
    }
}

extension Response {
    var wire: JSONValue {
        let outcome: JSONValue
        switch self.outcome {
        case .ads(let ads): outcome = WireBuilder.object(kind: "ads", ("ads", .array(ads.map(\.wire))))
        case .slider(let slider): outcome = WireBuilder.object(kind: "slider", ("slider", slider.wire))
        case .failure(let failure):
            outcome = WireBuilder.object(kind: "failure", ("code", .string(failure.code)), ("message", .string(failure.message)))
        case .gmaAd(let ad): outcome = WireBuilder.object(kind: "gmaAd", ("ad", ad.wire))
        }
        return WireBuilder.object(("latencyMs", .int(latencyMs)), ("outcome", outcome))
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        let latency = try r.int("latencyMs")
        var o = try WireObject(r.required("outcome"), path: r.at("outcome"))
        let outcome: ResponseOutcome
        switch try o.kind() {
        case "ads": outcome = .ads(try o.array("ads") { (v, p) throws(WireError) in try AdFixture(wire: v, path: p) })
        case "slider": outcome = .slider(try SliderFixture(wire: o.required("slider"), path: o.at("slider")))
        case "failure": outcome = .failure(LoadFailure(code: try o.string("code"), message: try o.string("message")))
        case "gmaAd": outcome = .gmaAd(try GMAAdFixture(wire: o.required("ad"), path: o.at("ad")))
        case let other: throw o.unknownKind(other, ["ads", "slider", "failure", "gmaAd"])
        }
        try o.finish()
        try r.finish()
        self.init(latencyMs: latency, outcome: outcome)
    }
}

extension AssetFixture {
    var wire: JSONValue {
        WireBuilder.object(("asset", .string(kind.rawValue)), ("value", .string(value)), ("required", .bool(required)))
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        self.init(kind: try r.name("asset", AssetKind.allCases), value: try r.string("value"), required: try r.bool("required"))
        try r.finish()
    }
}

extension AdFixture {
    var wire: JSONValue {
        var media: JSONValue? = nil
        if let fixture = self.media {
            media = WireBuilder.object(
                ("aspectRatio", .double(fixture.aspectRatio)),
                (
                    "video",
                    fixture.video.map {
                        WireBuilder.object(
                            ("durationMs", .int($0.durationMs)), ("startsMuted", .bool($0.startsMuted)),
                            ("muteControlHidden", .bool($0.muteControlHidden)))
                    }
                ))
        }
        return WireBuilder.object(
            ("id", .string(id)), ("adType", .string(adType.rawValue)), ("assets", .array(assets.map(\.wire))),
            ("media", media), ("warningMinimumArea", .optionalDouble(warningMinimumArea)))
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        let id = try r.string("id")
        let adType = try r.name("adType", [AdType.content, .appInstall])
        let assets = try r.array("assets") { (v, p) throws(WireError) in try AssetFixture(wire: v, path: p) }
        var media: MediaFixture? = nil
        if let value = r.optional("media") {
            var m = try WireObject(value, path: r.at("media"))
            var video: VideoFixture? = nil
            if let value = m.optional("video") {
                var v = try WireObject(value, path: m.at("video"))
                video = VideoFixture(
                    durationMs: try v.int("durationMs"), startsMuted: try v.bool("startsMuted"),
                    muteControlHidden: try v.bool("muteControlHidden"))
                try v.finish()
            }
            media = MediaFixture(aspectRatio: try m.double("aspectRatio"), video: video)
            try m.finish()
        }
        let warning = try r.optionalDouble("warningMinimumArea")
        try r.finish()
        self.init(id: id, adType: adType, assets: assets, media: media, warningMinimumArea: warning)
    }
}

extension SliderFixture {
    var wire: JSONValue {
        WireBuilder.object(
            ("id", .string(id)), ("blockAssets", .array(blockAssets.map(\.wire))), ("cards", .array(cards.map(\.wire))))
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        self.init(
            id: try r.string("id"),
            blockAssets: try r.array("blockAssets") { (v, p) throws(WireError) in try AssetFixture(wire: v, path: p) },
            cards: try r.array("cards") { (v, p) throws(WireError) in try AdFixture(wire: v, path: p) })
        try r.finish()
    }
}

extension MediaFixture {
    var wire: JSONValue {
        WireBuilder.object(
            ("aspectRatio", .double(aspectRatio)),
            (
                "video",
                video.map {
                    WireBuilder.object(
                        ("durationMs", .int($0.durationMs)), ("startsMuted", .bool($0.startsMuted)),
                        ("muteControlHidden", .bool($0.muteControlHidden)))
                }
            ))
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var m = try WireObject(value, path: path)
        var video: VideoFixture? = nil
        if let value = m.optional("video") {
            var v = try WireObject(value, path: m.at("video"))
            video = VideoFixture(
                durationMs: try v.int("durationMs"), startsMuted: try v.bool("startsMuted"),
                muteControlHidden: try v.bool("muteControlHidden"))
            try v.finish()
        }
        self.init(aspectRatio: try m.double("aspectRatio"), video: video)
        try m.finish()
    }
}

extension GMAAdFixture {
    /// `values` as a list in `GMAAsset` order (a dictionary has none of its own).
    var wire: JSONValue {
        WireBuilder.object(
            ("id", .string(id)),
            (
                "values",
                .array(
                    GMAAsset.allCases.compactMap { asset in
                        values[asset].map { WireBuilder.object(("asset", .string(asset.rawValue)), ("value", .string($0))) }
                    })
            ), ("media", media.wire))
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        let id = try r.string("id")
        let pairs = try r.array("values") { (v, p) throws(WireError) -> (GMAAsset, String) in
            var a = try WireObject(v, path: p)
            let pair = (try a.name("asset", GMAAsset.allCases), try a.string("value"))
            try a.finish()
            return pair
        }
        var values: [GMAAsset: String] = [:]
        for (index, pair) in pairs.enumerated() {
            guard values.updateValue(pair.1, forKey: pair.0) == nil else {
                throw WireError(path: "\(r.at("values"))[\(index)]", message: "asset '\(pair.0.rawValue)' given twice")
            }
        }
        let media = try MediaFixture(wire: r.required("media"), path: r.at("media"))
        try r.finish()
        self.init(id: id, values: values, media: media)
    }
}

// MARK: The app

extension StateDeclaration {
    var wire: JSONValue {
        WireBuilder.object(
            ("id", .string(id)), ("kind", .string(kind.rawValue)), ("adUnitID", .string(adUnitID)),
            ("parameters", .stringMap(parameters)), ("loadImagesAutomatically", .bool(loadImagesAutomatically)),
            ("lifetime", .string(lifetime.rawValue)))
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        self.init(
            id: try r.string("id"), kind: try r.name("kind", [Kind.native, .slider, .gma]), adUnitID: try r.string("adUnitID"),
            parameters: try r.stringMap("parameters"), loadImagesAutomatically: try r.bool("loadImagesAutomatically"),
            lifetime: try r.name("lifetime", [Lifetime.stateObject, .body]))
        try r.finish()
    }
}

extension AppModel {
    var wire: JSONValue {
        WireBuilder.object(
            ("hasSKAdNetworkItems", .bool(hasSKAdNetworkItems)), ("sdkInitialized", .bool(sdkInitialized)),
            ("loggingEnabled", .bool(loggingEnabled)), ("screenWidth", .double(screenWidth)),
            ("screenHeight", .double(screenHeight)), ("states", .array(states.map(\.wire))), ("screen", screen.wire),
            ("gmaModels", .array(gmaModels.map(\.wire))))
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        self.init(
            hasSKAdNetworkItems: try r.bool("hasSKAdNetworkItems"), sdkInitialized: try r.bool("sdkInitialized"),
            loggingEnabled: try r.bool("loggingEnabled"), screenWidth: try r.double("screenWidth"),
            screenHeight: try r.double("screenHeight"),
            states: try r.array("states") { (v, p) throws(WireError) in try StateDeclaration(wire: v, path: p) },
            screen: try ViewNode(wire: r.required("screen"), path: r.at("screen")))
        gmaModels = try r.array("gmaModels") { (v, p) throws(WireError) in try GMAViewModel(wire: v, path: p) }
        try r.finish()
    }
}

extension GMACode {
    static let kinds = ["fill", "sizeMedia", "disableCallToActionInteraction", "associate"]

    var wire: JSONValue {
        switch self {
        case .fill(let asset, let hideWhenAbsent):
            WireBuilder.object(kind: "fill", ("asset", .string(asset.rawValue)), ("hideWhenAbsent", .bool(hideWhenAbsent)))
        case .sizeMedia: WireBuilder.object(kind: "sizeMedia")
        case .disableCallToActionInteraction: WireBuilder.object(kind: "disableCallToActionInteraction")
        case .associate: WireBuilder.object(kind: "associate")
        }
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        switch try r.kind() {
        case "fill": self = .fill(try r.name("asset", GMAAsset.allCases), hideWhenAbsent: try r.bool("hideWhenAbsent"))
        case "sizeMedia": self = .sizeMedia
        case "disableCallToActionInteraction": self = .disableCallToActionInteraction
        case "associate": self = .associate
        case let other: throw r.unknownKind(other, Self.kinds)
        }
        try r.finish()
    }
}

extension GMAViewModel {
    var wire: JSONValue {
        WireBuilder.object(
            ("id", .string(id)), ("adUnitID", .string(adUnitID)), ("wrapper", .string(wrapper.rawValue)),
            ("rootViewController", .bool(rootViewController)), ("setsDelegate", .bool(setsDelegate)),
            ("adViews", .strings(adViews)), ("code", .array(code.map(\.wire))), ("nibLoading", .string(nibLoading.rawValue)))
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        self.init(
            id: try r.string("id"), adUnitID: try r.string("adUnitID"),
            wrapper: try r.name("wrapper", [Wrapper.uikit, .swiftUI]), rootViewController: try r.bool("rootViewController"),
            setsDelegate: try r.bool("setsDelegate"), adViews: try r.strings("adViews"),
            code: try r.array("code") { (v, p) throws(WireError) in try GMACode(wire: v, path: p) },
            nibLoading: try r.name("nibLoading", [NibLoading.perAd, .once]))
        try r.finish()
    }
}

extension ViewNode {
    /// Handlers in `ContainerEvent.allCases` order (a set has none of its own).
    static func handlerNames(_ handlers: Set<ContainerEvent>) -> JSONValue {
        .names(ContainerEvent.allCases.filter(handlers.contains))
    }

    var wire: JSONValue {
        let view: JSONValue
        switch kind {
        case .stack(let axis, let spacing, let lazy):
            view = WireBuilder.object(
                kind: "stack", ("axis", .string(axis.rawValue)), ("spacing", .double(spacing)), ("lazy", .bool(lazy)))
        case .overlay: view = WireBuilder.object(kind: "overlay")
        case .scroll(let axis): view = WireBuilder.object(kind: "scroll", ("axis", .string(axis.rawValue)))
        case .view: view = WireBuilder.object(kind: "view")
        case .asset(let asset): view = WireBuilder.object(kind: "asset", ("asset", .string(asset.rawValue)))
        case .nativeContainer(let state, let handlers):
            view = WireBuilder.object(
                kind: "nativeContainer", ("state", .string(state)), ("handlers", Self.handlerNames(handlers)))
        case .sliderContainer(let state, let handlers):
            view = WireBuilder.object(
                kind: "sliderContainer", ("state", .string(state)), ("handlers", Self.handlerNames(handlers)))
        case .sliderCards: view = WireBuilder.object(kind: "sliderCards")
        case .sliderCardsOf(let slider): view = WireBuilder.object(kind: "sliderCardsOf", ("slider", .string(slider)))
        case .bulkItems(let batch): view = WireBuilder.object(kind: "bulkItems", ("batch", .string(batch)))
        case .forEachState(let states): view = WireBuilder.object(kind: "forEachState", ("states", .strings(states)))
        case .ifHas(let asset): view = WireBuilder.object(kind: "ifHas", ("asset", .string(asset.rawValue)))
        case .ifHasAny(let assets): view = WireBuilder.object(kind: "ifHasAny", ("assets", .names(assets)))
        case .gmaAdView(let minHeight): view = WireBuilder.object(kind: "gmaAdView", ("minHeight", .optionalDouble(minHeight)))
        case .gmaAssetView(let outlet, let adView):
            view = WireBuilder.object(
                kind: "gmaAssetView", ("outlet", outlet.map { .string($0.rawValue) }), ("adView", adView.map(JSONValue.string)))
        }
        return WireBuilder.object(
            ("id", id.map(JSONValue.string)), ("view", view), ("x", .optionalDouble(x)), ("y", .optionalDouble(y)),
            ("width", .optionalDouble(width)), ("height", .optionalDouble(height)), ("hidden", .bool(hidden)),
            ("drawingGroup", .bool(drawingGroup)), ("opacity", .double(opacity)), ("clipped", .bool(clipped)),
            ("present", .bool(present)), ("form", .string(form.rawValue)),
            // Written only when off (a nib's `userInteractionEnabled="NO"`, GMA-4): every other node keeps it.
            ("userInteractionEnabled", userInteractionEnabled ? nil : .bool(false)), ("children", .array(children.map(\.wire))),
            ("placeholder", .array(placeholder.map(\.wire))))
    }

    static let viewKinds = [
        "stack", "overlay", "scroll", "view", "asset", "nativeContainer", "sliderContainer", "sliderCards", "sliderCardsOf",
        "bulkItems", "forEachState", "ifHas", "ifHasAny", "gmaAdView", "gmaAssetView",
    ]

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        var v = try WireObject(r.required("view"), path: r.at("view"))
        let axes = [Axis.vertical, .horizontal]
        let kind: Kind
        switch try v.kind() {
        case "stack": kind = .stack(axis: try v.name("axis", axes), spacing: try v.double("spacing"), lazy: try v.bool("lazy"))
        case "overlay": kind = .overlay
        case "scroll": kind = .scroll(axis: try v.name("axis", axes))
        case "view": kind = .view
        case "asset": kind = .asset(try v.name("asset", AssetKind.allCases))
        case "nativeContainer":
            kind = .nativeContainer(state: try v.string("state"), handlers: Set(try v.names("handlers", ContainerEvent.allCases)))
        case "sliderContainer":
            kind = .sliderContainer(state: try v.string("state"), handlers: Set(try v.names("handlers", ContainerEvent.allCases)))
        case "sliderCards": kind = .sliderCards
        case "sliderCardsOf": kind = .sliderCardsOf(slider: try v.string("slider"))
        case "bulkItems": kind = .bulkItems(batch: try v.string("batch"))
        case "forEachState": kind = .forEachState(states: try v.strings("states"))
        case "ifHas": kind = .ifHas(try v.name("asset", AssetKind.allCases))
        case "ifHasAny": kind = .ifHasAny(try v.names("assets", AssetKind.allCases))
        case "gmaAdView": kind = .gmaAdView(minHeight: try v.optionalDouble("minHeight"))
        case "gmaAssetView":
            var outlet: GMAAsset? = nil
            if let value = v.optional("outlet") { outlet = try WireObject.name(value, v.at("outlet"), GMAAsset.allCases) }
            kind = .gmaAssetView(outlet: outlet, adView: try v.optionalString("adView"))
        case let other: throw v.unknownKind(other, Self.viewKinds)
        }
        try v.finish()
        self.init(
            id: try r.optionalString("id"), kind: kind, x: try r.optionalDouble("x"), y: try r.optionalDouble("y"),
            width: try r.optionalDouble("width"), height: try r.optionalDouble("height"), hidden: try r.bool("hidden"),
            drawingGroup: try r.bool("drawingGroup"), opacity: try r.double("opacity"), clipped: try r.bool("clipped"),
            present: try r.bool("present"),
            children: try r.array("children") { (v, p) throws(WireError) in try ViewNode(wire: v, path: p) },
            placeholder: try r.array("placeholder") { (v, p) throws(WireError) in try ViewNode(wire: v, path: p) })
        form = try r.name("form", PrimitiveForm.allCases)
        userInteractionEnabled = try r.optionalBool("userInteractionEnabled") ?? true
        try r.finish()
    }
}

// MARK: The script

extension NodeChange {
    var wire: JSONValue {
        WireBuilder.object(
            ("hidden", hidden.map(JSONValue.bool)), ("drawingGroup", drawingGroup.map(JSONValue.bool)),
            ("opacity", .optionalDouble(opacity)), ("x", .optionalDouble(x)), ("y", .optionalDouble(y)),
            ("width", .optionalDouble(width)), ("height", .optionalDouble(height)), ("state", state.map(JSONValue.string)))
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        self.init(
            hidden: try r.optionalBool("hidden"), drawingGroup: try r.optionalBool("drawingGroup"),
            opacity: try r.optionalDouble("opacity"), x: try r.optionalDouble("x"), y: try r.optionalDouble("y"),
            width: try r.optionalDouble("width"), height: try r.optionalDouble("height"), state: try r.optionalString("state"))
        try r.finish()
    }
}

extension Action {
    static let kinds = [
        "wait", "loadAd", "loadImages", "mount", "unmount", "set", "tap", "scroll", "background", "foreground",
        "initializeSDK", "bulkLoad", "setMuted", "inspectVideo", "rerender", "refreshAd",
    ]

    var wire: JSONValue {
        switch self {
        case .wait(let ms): WireBuilder.object(kind: "wait", ("ms", .int(ms)))
        case .loadAd(let state): WireBuilder.object(kind: "loadAd", ("state", .string(state)))
        case .loadImages(let state): WireBuilder.object(kind: "loadImages", ("state", .string(state)))
        case .mount(let node): WireBuilder.object(kind: "mount", ("node", .string(node)))
        case .unmount(let node): WireBuilder.object(kind: "unmount", ("node", .string(node)))
        case .set(let node, let change): WireBuilder.object(kind: "set", ("node", .string(node)), ("change", change.wire))
        case .tap(let node): WireBuilder.object(kind: "tap", ("node", .string(node)))
        case .scroll(let node, let offset):
            WireBuilder.object(kind: "scroll", ("node", .string(node)), ("offset", .double(offset)))
        case .background: WireBuilder.object(kind: "background")
        case .foreground: WireBuilder.object(kind: "foreground")
        case .initializeSDK: WireBuilder.object(kind: "initializeSDK")
        case .bulkLoad(let batch, let unit, let count):
            WireBuilder.object(kind: "bulkLoad", ("batch", .string(batch)), ("adUnitID", .string(unit)), ("count", .int(count)))
        case .setMuted(let node, let muted):
            WireBuilder.object(kind: "setMuted", ("node", .string(node)), ("muted", .bool(muted)))
        case .inspectVideo(let node): WireBuilder.object(kind: "inspectVideo", ("node", .string(node)))
        case .rerender: WireBuilder.object(kind: "rerender")
        case .refreshAd(let model): WireBuilder.object(kind: "refreshAd", ("model", .string(model)))
        }
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        switch try r.kind() {
        case "wait": self = .wait(ms: try r.int("ms"))
        case "loadAd": self = .loadAd(state: try r.string("state"))
        case "loadImages": self = .loadImages(state: try r.string("state"))
        case "mount": self = .mount(node: try r.string("node"))
        case "unmount": self = .unmount(node: try r.string("node"))
        case "set": self = .set(node: try r.string("node"), try NodeChange(wire: r.required("change"), path: r.at("change")))
        case "tap": self = .tap(node: try r.string("node"))
        case "scroll": self = .scroll(node: try r.string("node"), offset: try r.double("offset"))
        case "background": self = .background
        case "foreground": self = .foreground
        case "initializeSDK": self = .initializeSDK
        case "bulkLoad":
            self = .bulkLoad(batch: try r.string("batch"), adUnitID: try r.string("adUnitID"), count: try r.int("count"))
        case "setMuted": self = .setMuted(node: try r.string("node"), muted: try r.bool("muted"))
        case "inspectVideo": self = .inspectVideo(node: try r.string("node"))
        case "rerender": self = .rerender
        case "refreshAd": self = .refreshAd(model: try r.string("model"))
        case let other: throw r.unknownKind(other, Self.kinds)
        }
        try r.finish()
    }
}

extension Step {
    var wire: JSONValue { WireBuilder.object(("action", action.wire), ("offMainThread", .bool(offMainThread))) }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        self.init(try Action(wire: r.required("action"), path: r.at("action")), offMainThread: try r.bool("offMainThread"))
        try r.finish()
    }
}
