import AdSpecHarness
import AdSpecEngine

/// `<network>`, `<unit>`, `<response>`, `<ad>`, `<slider>`: the simulated network.
extension ScenarioReader {
    func readNetwork(_ element: XMLElementNode?) -> [AdUnit] {
        guard let element else { return [] }
        var result: [AdUnit] = []
        for child in element.children(named: "unit") {
            guard let unit = readUnit(child, topLevelInLibrary: false) else { continue }
            if let first = units[unit.id] {
                error(
                    child, attribute: child["ref"] != nil ? "ref" : "id",
                    "duplicate unit id '\(unit.id)' (also at \(first.reference(from: path)))")
                continue
            }
            units[unit.id] = SourceLocation(path: path, element: child)
            result.append(unit)
        }
        return result
    }

    /// A unit declared here (`id`, responses) or taken from the library (`ref` only).
    func readUnit(_ element: XMLElementNode, topLevelInLibrary: Bool) -> AdUnit? {
        if let ref = element["ref"] {
            if topLevelInLibrary {
                error(element, attribute: "ref", "a library unit is declared with id=, not ref=")
                return nil
            }
            if element["id"] != nil || element["image-latency"] != nil || !element.children.isEmpty {
                error(
                    element, "<unit ref=\"\(ref)\"> takes the unit from the library as it is: no id=, image-latency= or responses"
                )
            }
            guard let found = library.units[ref] else {
                error(element, attribute: "ref", "unknown unit '\(ref)'\(Self.known(library.units.keys, in: "the library", for: ref))")
                return nil
            }
            usesLibrary = true
            return found.unit
        }
        guard let id = element["id"] else {
            error(element, "<unit> needs id= (a unit declared here) or ref= (a unit from Specs/Library)")
            return nil
        }
        let responses = element.children(named: "response").compactMap(readResponse)
        if element.children(named: "response").isEmpty {
            error(element, "unit '\(id)' has no <response>; the n-th request gets the n-th response, the last one repeats")
        }
        let imageLatency = int(element, "image-latency", in: ScenarioLimits.milliseconds) ?? 300
        return AdUnit(id: id, responses: responses, imageLatencyMs: imageLatency)
    }

    func readResponse(_ element: XMLElementNode) -> Response? {
        let latency = int(element, "latency", in: ScenarioLimits.milliseconds) ?? DemoUnits.latencyMs
        guard let body = element.children.first else {
            error(element, "<response> holds one of <ad>, <ads>, <failure>, <slider>")
            return nil
        }
        let outcome: ResponseOutcome
        switch body.name {
        case "ad":
            guard let ad = readAd(body, topLevelInLibrary: false) else { return nil }
            outcome = .ads([ad])
        case "ads":
            outcome = .ads(body.children(named: "ad").compactMap { readAd($0, topLevelInLibrary: false) })
        case "failure":
            outcome = .failure(LoadFailure(code: body["code"] ?? "unknown", message: body["message"] ?? ""))
        case "gma-ad":
            guard let ad = readGMAAd(body) else { return nil }
            outcome = .gmaAd(ad)
        case "slider":
            let blockAssets = readAssets(body.children(named: "block-asset"), owner: "slider '\(body["id"] ?? "")'")
            let cards = body.children(named: "ad").compactMap { readAd($0, topLevelInLibrary: false) }
            outcome = .slider(SliderFixture(id: body["id"] ?? "", blockAssets: blockAssets, cards: cards))
        default:
            error(body, "<response> holds one of <ad>, <ads>, <failure>, <slider>, not <\(body.name)>")
            return nil
        }
        return Response(latencyMs: latency, outcome: outcome)
    }

    /// An ad declared inline (`id`, assets, media) or taken from the library (`ref` only).
    func readAd(_ element: XMLElementNode, topLevelInLibrary: Bool) -> AdFixture? {
        if let ref = element["ref"] {
            if topLevelInLibrary {
                error(element, attribute: "ref", "a library ad is declared with id=, not ref=")
                return nil
            }
            if element["id"] != nil || element["type"] != nil || element["warning-minimum-area"] != nil
                || !element.children.isEmpty
            {
                error(
                    element,
                    "<ad ref=\"\(ref)\"> takes the ad from the library as it is: no id=, type=, warning-minimum-area= or content")
            }
            guard let found = library.ads[ref] else {
                error(element, attribute: "ref", "unknown ad '\(ref)'\(Self.known(library.ads.keys, in: "the library", for: ref))")
                return nil
            }
            usesLibrary = true
            return found.ad
        }
        guard let id = element["id"] else {
            error(element, "<ad> needs id= (an ad declared here) or ref= (an ad from Specs/Library)")
            return nil
        }
        if let first = inlineAds[id] ?? library.ads[id]?.location {
            error(element, attribute: "id", "duplicate ad id '\(id)' (also at \(first.reference(from: path)))")
        } else {
            inlineAds[id] = SourceLocation(path: path, element: element)
        }
        let type: AdType = element["type"] == "app-install" ? .appInstall : .content
        let assets = readAssets(element.children(named: "asset"), owner: "ad '\(id)'")
        var media: MediaFixture?
        if let mediaElement = element.child(named: "media") {
            media = readMedia(mediaElement)
            if !assets.contains(where: { $0.kind == .media }) {
                error(mediaElement, "ad '\(id)' describes its <media> but has no <asset kind=\"media\"/>")
            }
        } else if assets.contains(where: { $0.kind == .media }) {
            error(element, "ad '\(id)' has a media asset; add <media aspect-ratio=\"16:9\"/> after its assets")
        }
        var warningArea: Double?
        if element["warning-minimum-area"] != nil {
            warningArea = double(element, "warning-minimum-area", in: ScenarioLimits.share)
        }
        return AdFixture(id: id, adType: type, assets: assets, media: media, warningMinimumArea: warningArea)
    }

    func readAssets(_ elements: [XMLElementNode], owner: String) -> [AssetFixture] {
        var seen: [AssetKind: XMLElementNode] = [:]
        var result: [AssetFixture] = []
        for element in elements {
            guard let name = element["kind"], let kind = AssetKind(rawValue: name) else {
                error(element, attribute: "kind", "unknown asset kind '\(element["kind"] ?? "")'")
                continue
            }
            if let first = seen[kind] {
                error(element, attribute: "kind", "\(owner) has two '\(name)' assets (also at line \(first.line))")
                continue
            }
            seen[kind] = element
            let value = element["value"] ?? ""
            if kind == .rating {
                // BIND-7: rating lies in 0...5.
                if let number = Double(value.trimmingWhitespace()), number.isFinite, (0...5).contains(number) {
                } else {
                    error(element, attribute: "value", "a rating is a number from 0 to 5, not '\(value)'")
                }
            }
            result.append(AssetFixture(kind: kind, value: value, required: bool(element, "required", default: false)))
        }
        return result
    }

    /// `allowsZero`: a `GADMediaContent` reports aspectRatio 0 when it has none (GMA-5).
    func readMedia(_ element: XMLElementNode, allowsZero: Bool = false) -> MediaFixture {
        let unknown = allowsZero && element["aspect-ratio"].map { Double($0.trimmingWhitespace()) == 0 } == true
        let ratio = unknown ? 0 : aspectRatio(element) ?? 16.0 / 9.0
        var video: VideoFixture?
        if let videoElement = element.child(named: "video") {
            video = VideoFixture(
                durationMs: int(videoElement, "duration", in: ScenarioLimits.milliseconds) ?? 0,
                startsMuted: bool(videoElement, "muted", default: true),
                muteControlHidden: bool(videoElement, "mute-control-hidden", default: false))
        }
        return MediaFixture(aspectRatio: ratio, video: video)
    }

    /// `; known: a, b, c` (sorted), or nothing when there is nothing to offer.
    /// `; known in <screen>: A, B, ...; did you mean 'A'?` for the unknown `name` (issue 39, item
    /// 5: a node `a` against `A`), the nearest known name first (`NearestName.suggestion`).
    static func known(_ names: some Sequence<String>, in place: String, for name: String) -> String {
        let sorted = names.sorted()
        guard !sorted.isEmpty else { return " (\(place) declares none)" }
        let shown = sorted.prefix(12).joined(separator: ", ")
        let near = NearestName.suggestion(for: name, in: sorted).map { "; did you mean '\($0)'?" } ?? ""
        return "; known in \(place): \(shown)\(sorted.count > 12 ? ", ..." : "")\(near)"
    }
}
