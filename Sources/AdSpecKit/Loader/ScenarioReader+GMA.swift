import AdSpecEngine

/// The vocabulary of the native advanced flow (source 003): `<gma-view-model>` in `<app>`,
/// `<gma-ad>` in a `<response>`, `<gma-ad-view>` and `<gma-asset-view>` on the screen, and the
/// step `<refresh-ad>`. Everything else (units, latency, screen, script) is the common format.
extension ScenarioReader {
    /// `<gma-view-model>`s: each becomes a `GMAViewModel` and a state of kind `gma` (for its name).
    func readGMAModels(_ elements: [XMLElementNode]) -> (models: [GMAViewModel], states: [StateDeclaration]) {
        var models: [GMAViewModel] = []
        var declarations: [StateDeclaration] = []
        for element in elements {
            guard let (id, unit) = newStateAndUnit(element) else { continue }
            let wrapper: GMAViewModel.Wrapper = element["wrapper"] == "uikit" ? .uikit : .swiftUI
            // Issue 38 item 3: without <populate>, the code of the wrapper's own sample.
            let code = element.child(named: "populate").map(readPopulate) ?? GMAViewModel.sampleCode(wrapper)
            let nib = element["nib-loading"].flatMap(GMAViewModel.NibLoading.init(rawValue:)) ?? .perAd
            if wrapper == .swiftUI, element["nib-loading"] != nil {
                error(element, attribute: "nib-loading", "a SwiftUI representable's view is made by makeUIView: 'nib-loading' is for wrapper=\"uikit\"")
            }
            let model = GMAViewModel(
                id: id, adUnitID: unit, wrapper: wrapper,
                rootViewController: element["root-view-controller"] == "self", setsDelegate: bool(element, "delegate", default: true),
                adViews: words(element["ad-views"] ?? ""), code: code, nibLoading: nib)
            if model.adViews.isEmpty { error(element, attribute: "ad-views", "a view model fills at least one <gma-ad-view>") }
            let declaration = StateDeclaration(id: id, kind: .gma, adUnitID: unit)
            states[id] = (declaration, SourceLocation(path: path, element: element))
            models.append(model)
            declarations.append(declaration)
        }
        return (models, declarations)
    }

    private func readPopulate(_ element: XMLElementNode) -> [GMACode] {
        element.children.compactMap { statement in
            switch statement.name {
            case "fill":
                guard let asset = statement["asset"].flatMap(GMAAsset.init(rawValue:)) else {
                    error(statement, attribute: "asset", "unknown GADNativeAd asset '\(statement["asset"] ?? "")'")
                    return nil
                }
                return .fill(asset, hideWhenAbsent: bool(statement, "hide-when-absent", default: false))
            case "size-media": return .sizeMedia
            case "disable-cta-interaction": return .disableCallToActionInteraction
            case "associate": return .associate
            default:
                error(statement, "<\(statement.name)> is not a populate statement")
                return nil
            }
        }
    }

    /// After the screen is read: every ad view a model names is a `<gma-ad-view>`, every ad view
    /// an outlet names too, and no ad view is filled by two models.
    func checkGMAReferences(_ models: [GMAViewModel], at element: XMLElementNode) {
        var filledBy: [String: String] = [:]
        for model in models {
            for view in model.adViews {
                guard case .gmaAdView? = nodes[view]?.kind else {
                    error(element, "view model '\(model.id)' fills '\(view)', which is not a <gma-ad-view> of the screen")
                    continue
                }
                if let other = filledBy[view] { error(element, "ad view '\(view)' is filled by both '\(other)' and '\(model.id)'") }
                filledBy[view] = model.id
            }
        }
        // Only outlets can be at fault, so only they are sorted (by id, as the whole table was):
        // the same messages in the same order without sorting every node of every scenario.
        var outlets: [(id: String, adView: String)] = []
        for (id, record) in nodes {
            guard case .gmaAssetView(_, let adView?) = record.kind else { continue }
            outlets.append((id, adView))
        }
        for (id, adView) in outlets.sorted(by: { $0.id < $1.id }) {
            if case .gmaAdView? = nodes[adView]?.kind { continue }
            error(element, "node '\(id)' is an outlet of '\(adView)', which is not a <gma-ad-view> of the screen")
        }
    }

    /// `<gma-ad-view id="adView" nib="NativeAdView"/>`: the ad view of `Specs/Library/NativeAdView.xib`,
    /// as 003's `Bundle.main.loadNibNamed("NativeAdView", ...)` gives it: the nib's subviews at
    /// their frames, named `adView.<outlet>` (`adView.callToAction`), else by Interface Builder
    /// id; the nib's size unless the element gives one (Documentation/Nibs.md).
    func loadNib(_ element: XMLElementNode, into node: inout ViewNode, context: ScreenContext) {
        let name = element["nib"] ?? ""
        guard let entry = library.nibs[name] else {
            error(
                element, attribute: "nib",
                "no nib '\(name)': put the Interface Builder file in Specs/\(Library.folderName)/\(name).xib"
                    + Self.known(library.nibs.keys, in: "the library", for: name))
            return
        }
        guard node.children.isEmpty else {
            error(element, "<gma-ad-view nib=\"\(name)\"> takes its subviews from the nib: write none inside it")
            return
        }
        usesLibrary = true
        nibsUsed.insert(name)
        guard let id = node.id else { return }
        let loaded = entry.nib.adView(id: id)
        node.children = loaded.children
        if element["width"] == nil { node.width = loaded.width }
        if element["height"] == nil { node.height = loaded.height }
        let here = context.useSite ?? SourceLocation(path: path, element: element)
        for child in node.children {
            child.forEachNode { view in
                if let viewID = view.id { register(id: viewID, kind: view.kind, context: context, at: here) }
            }
        }
    }

    /// `<gma-ad-view>` and `<gma-asset-view>` screen nodes.
    func readGMANodeKind(_ element: XMLElementNode) -> ViewNode.Kind? {
        switch element.name {
        case "gma-ad-view":
            return .gmaAdView(minHeight: double(element, "min-height", in: ScenarioLimits.size))
        case "gma-asset-view":
            var outlet: GMAAsset?
            if let name = element["outlet"] {
                guard let asset = GMAAsset(rawValue: name) else {
                    error(element, attribute: "outlet", "unknown outlet '\(name)'")
                    return nil
                }
                outlet = asset
            }
            return .gmaAssetView(outlet: outlet, adView: element["ad-view"])
        default:
            return nil
        }
    }

    /// `<gma-ad id= headline= ...><media aspect-ratio=.../></gma-ad>`: a `GADNativeAd`.
    func readGMAAd(_ element: XMLElementNode) -> GMAAdFixture? {
        guard let id = required(element, "id") else { return nil }
        if let first = inlineAds[id] ?? library.ads[id]?.location {
            error(element, attribute: "id", "duplicate ad id '\(id)' (also at \(first.reference(from: path)))")
        } else {
            inlineAds[id] = SourceLocation(path: path, element: element)
        }
        var values: [GMAAsset: String] = [:]
        for (asset, name) in Self.assetAttributes {
            if let value = element[name] { values[asset] = value }
        }
        values[.media] = element["media"] ?? "media.jpg"
        if let rating = values[.starRating], Double(rating).map({ (0...5).contains($0) }) != true {
            error(element, attribute: "star-rating", "a star rating is a number from 0 to 5, not '\(rating)'")
        }
        let media = element.child(named: "media").map { readMedia($0, allowsZero: true) } ?? MediaFixture(aspectRatio: 16.0 / 9.0)
        return GMAAdFixture(id: id, values: values, media: media)
    }

    /// Every asset but the media and its attribute's name, in `allCases` order (made once: the
    /// names cost about 7,000 instructions each to spell out).
    static let assetAttributes = GMAAsset.allCases.filter { $0 != .media }.map { ($0, attributeName($0)) }

    /// `callToAction` -> `call-to-action`.
    static func attributeName(_ asset: GMAAsset) -> String {
        asset.rawValue.reduce(into: "") { name, character in
            if character.isUppercase { name += "-" + character.lowercased() } else { name.append(character) }
        }
    }

    /// `<refresh-ad model=.../>`.
    func readRefreshAd(_ element: XMLElementNode) -> Action? {
        guard let model = required(element, "model") else { return nil }
        if states[model]?.declaration.kind != .gma {
            error(element, attribute: "model", "unknown view model '\(model)': declare it with <gma-view-model> in <app>")
        }
        return .refreshAd(model: model)
    }
}
