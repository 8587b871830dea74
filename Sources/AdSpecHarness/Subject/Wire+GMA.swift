import AdSpecEngine

// The native advanced flow's events (source 003, `GMAEvent`) as plain JSON: the `gma` event of a
// `line` message (Documentation/SubjectProtocol.md, Documentation/Protocol/line.schema.json).

private let gmaAssets = GMAAsset.allCases

extension GMAValue {
    var wire: JSONValue {
        switch self {
        case .text(let text): WireBuilder.object(kind: "text", ("text", .string(text)))
        case .image(let name): WireBuilder.object(kind: "image", ("name", .string(name)))
        case .stars(let name): WireBuilder.object(kind: "stars", ("name", .string(name)))
        case .video(let name): WireBuilder.object(kind: "video", ("name", .string(name)))
        }
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        switch try r.kind() {
        case "text": self = .text(try r.string("text"))
        case "image": self = .image(try r.string("name"))
        case "stars": self = .stars(try r.string("name"))
        case "video": self = .video(try r.string("name"))
        case let other: throw r.unknownKind(other, ["text", "image", "stars", "video"])
        }
        try r.finish()
    }
}

extension GMAStatement {
    static let kinds = ["set", "unconnected", "hidden", "interactionDisabled"]

    var wire: JSONValue {
        switch self {
        case .set(let asset, let value):
            WireBuilder.object(kind: "set", ("asset", .string(asset.rawValue)), ("value", value?.wire))
        case .unconnected(let asset): WireBuilder.object(kind: "unconnected", ("asset", .string(asset.rawValue)))
        case .hidden(let asset, let hidden):
            WireBuilder.object(kind: "hidden", ("asset", .string(asset.rawValue)), ("hidden", .bool(hidden)))
        case .interactionDisabled: WireBuilder.object(kind: "interactionDisabled")
        }
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        switch try r.kind() {
        case "set":
            let asset = try r.name("asset", gmaAssets)
            var shown: GMAValue? = nil
            if let value = r.optional("value") { shown = try GMAValue(wire: value, path: r.at("value")) }
            self = .set(asset, shown)
        case "unconnected": self = .unconnected(try r.name("asset", gmaAssets))
        case "hidden": self = .hidden(try r.name("asset", gmaAssets), try r.bool("hidden"))
        case "interactionDisabled": self = .interactionDisabled
        case let other: throw r.unknownKind(other, Self.kinds)
        }
        try r.finish()
    }
}

extension GMASkippedView {
    var wire: JSONValue { WireBuilder.object(("asset", .string(asset.rawValue)), ("reason", .string(reason.rawValue))) }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        self.init(
            asset: try r.name("asset", gmaAssets), reason: try r.name("reason", [Reason.notConnected, .notSubview, .empty]))
        try r.finish()
    }
}

extension GMANoClick {
    static let kinds = ["notAnAssetView", "notAssociated", "buttonTakesTouch", "notRegistered", "adMoved"]

    var wire: JSONValue {
        switch self {
        case .notAnAssetView(let adView): WireBuilder.object(kind: "notAnAssetView", ("adView", .string(adView)))
        case .notAssociated(let adView): WireBuilder.object(kind: "notAssociated", ("adView", .string(adView)))
        case .buttonTakesTouch: WireBuilder.object(kind: "buttonTakesTouch")
        case .notRegistered(let view): WireBuilder.object(kind: "notRegistered", ("view", view.wire))
        case .adMoved(let to): WireBuilder.object(kind: "adMoved", ("to", .string(to)))
        }
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        switch try r.kind() {
        case "notAnAssetView": self = .notAnAssetView(adView: try r.string("adView"))
        case "notAssociated": self = .notAssociated(adView: try r.string("adView"))
        case "buttonTakesTouch": self = .buttonTakesTouch
        case "notRegistered": self = .notRegistered(try GMASkippedView(wire: r.required("view"), path: r.at("view")))
        case "adMoved": self = .adMoved(to: try r.string("to"))
        case let other: throw r.unknownKind(other, Self.kinds)
        }
        try r.finish()
    }
}

extension GMADissociation {
    static let kinds = ["anotherAd", "viewReplaced", "adMoved"]

    var wire: JSONValue {
        switch self {
        case .anotherAd: WireBuilder.object(kind: "anotherAd")
        case .viewReplaced: WireBuilder.object(kind: "viewReplaced")
        case .adMoved(let to): WireBuilder.object(kind: "adMoved", ("to", .string(to)))
        }
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        switch try r.kind() {
        case "anotherAd": self = .anotherAd
        case "viewReplaced": self = .viewReplaced
        case "adMoved": self = .adMoved(to: try r.string("to"))
        case let other: throw r.unknownKind(other, Self.kinds)
        }
        try r.finish()
    }
}

extension GMAEvent {
    static let kinds = [
        "loaderCreated", "received", "failedToReceive", "responseDropped", "published", "recordedImpression",
        "recordedClick", "adViewInHierarchy", "populates", "populatesLoadedView", "fills", "mediaSized", "emptyViewShown", "associated",
        "associatedAgain", "noClick", "adViewNotInHierarchy",
    ]

    var wire: JSONValue {
        switch self {
        case .loaderCreated(let number, let unit, let rootViewController):
            WireBuilder.object(
                kind: "loaderCreated", ("number", .int(number)), ("unit", .string(unit)),
                ("rootViewController", .bool(rootViewController)))
        case .received(let loader, let ad, let assets, let aspectRatio, let hasVideo):
            WireBuilder.object(
                kind: "received", ("loader", .int(loader)), ("ad", .string(ad)), ("assets", .names(assets)),
                ("aspectRatio", .double(aspectRatio)), ("hasVideo", .bool(hasVideo)))
        case .failedToReceive(let loader, let code, let message):
            WireBuilder.object(
                kind: "failedToReceive", ("loader", .int(loader)), ("code", .string(code)), ("message", .string(message)))
        case .responseDropped(let loader, let current):
            WireBuilder.object(kind: "responseDropped", ("loader", .int(loader)), ("current", .int(current)))
        case .published(let ad): WireBuilder.object(kind: "published", ("ad", .string(ad)))
        case .recordedImpression(let ad, let view, let delegate):
            WireBuilder.object(
                kind: "recordedImpression", ("ad", .string(ad)), ("view", .string(view)), ("delegate", .bool(delegate)))
        case .recordedClick(let ad, let view, let asset, let delegate):
            WireBuilder.object(
                kind: "recordedClick", ("ad", .string(ad)), ("view", .string(view)), ("asset", .string(asset.rawValue)),
                ("delegate", .bool(delegate)))
        case .adViewInHierarchy(let model, let width, let height):
            WireBuilder.object(
                kind: "adViewInHierarchy", ("model", .string(model)), ("width", .double(width)), ("height", .double(height)))
        case .populates(let ad, let wrapper):
            WireBuilder.object(kind: "populates", ("ad", .string(ad)), ("wrapper", .string(wrapper.rawValue)))
        case .populatesLoadedView(let ad): WireBuilder.object(kind: "populatesLoadedView", ("ad", .string(ad)))
        case .fills(let statements): WireBuilder.object(kind: "fills", ("statements", .array(statements.map(\.wire))))
        case .mediaSized(let width, let height, let aspectRatio):
            WireBuilder.object(
                kind: "mediaSized", ("width", .double(width)), ("height", .optionalDouble(height)),
                ("aspectRatio", .double(aspectRatio)))
        case .emptyViewShown(let asset): WireBuilder.object(kind: "emptyViewShown", ("asset", .string(asset.rawValue)))
        case .associated(let ad, let registered, let skipped):
            WireBuilder.object(
                kind: "associated", ("ad", .string(ad)), ("registered", .names(registered)),
                ("skipped", .array(skipped.map(\.wire))))
        case .associatedAgain(let ad, let registered):
            WireBuilder.object(kind: "associatedAgain", ("ad", .string(ad)), ("registered", .names(registered)))
        case .noClick(let node, let reason):
            WireBuilder.object(kind: "noClick", ("node", .string(node)), ("reason", reason.wire))
        case .adViewNotInHierarchy(let view): WireBuilder.object(kind: "adViewNotInHierarchy", ("view", .string(view)))
        }
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var r = try WireObject(value, path: path)
        switch try r.kind() {
        case "loaderCreated":
            self = .loaderCreated(
                number: try r.int("number"), unit: try r.string("unit"), rootViewController: try r.bool("rootViewController"))
        case "received":
            self = .received(
                loader: try r.int("loader"), ad: try r.string("ad"), assets: try r.names("assets", gmaAssets),
                aspectRatio: try r.double("aspectRatio"), hasVideo: try r.bool("hasVideo"))
        case "failedToReceive":
            self = .failedToReceive(loader: try r.int("loader"), code: try r.string("code"), message: try r.string("message"))
        case "responseDropped": self = .responseDropped(loader: try r.int("loader"), current: try r.int("current"))
        case "published": self = .published(ad: try r.string("ad"))
        case "recordedImpression":
            self = .recordedImpression(ad: try r.string("ad"), view: try r.string("view"), delegate: try r.bool("delegate"))
        case "recordedClick":
            self = .recordedClick(
                ad: try r.string("ad"), view: try r.string("view"), asset: try r.name("asset", gmaAssets),
                delegate: try r.bool("delegate"))
        case "adViewInHierarchy":
            self = .adViewInHierarchy(model: try r.string("model"), width: try r.double("width"), height: try r.double("height"))
        case "populates":
            self = .populates(ad: try r.string("ad"), wrapper: try r.name("wrapper", [GMAViewModel.Wrapper.uikit, .swiftUI]))
        case "populatesLoadedView":
            self = .populatesLoadedView(ad: try r.string("ad"))
        case "fills":
            self = .fills(try r.array("statements") { (v, p) throws(WireError) in try GMAStatement(wire: v, path: p) })
        case "mediaSized":
            self = .mediaSized(
                width: try r.double("width"), height: try r.optionalDouble("height"), aspectRatio: try r.double("aspectRatio"))
        case "emptyViewShown": self = .emptyViewShown(try r.name("asset", gmaAssets))
        case "associated":
            self = .associated(
                ad: try r.string("ad"), registered: try r.names("registered", gmaAssets),
                skipped: try r.array("skipped") { (v, p) throws(WireError) in try GMASkippedView(wire: v, path: p) })
        case "associatedAgain": self = .associatedAgain(ad: try r.string("ad"), registered: try r.names("registered", gmaAssets))
        case "noClick":
            self = .noClick(node: try r.string("node"), try GMANoClick(wire: r.required("reason"), path: r.at("reason")))
        case "adViewNotInHierarchy": self = .adViewNotInHierarchy(view: try r.string("view"))
        case let other: throw r.unknownKind(other, Self.kinds)
        }
        try r.finish()
    }
}
