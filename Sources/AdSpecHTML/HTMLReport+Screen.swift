import AdSpecEngine
import AdSpecKit

/// The screen at one moment, drawn from the engine's own layout (`RenderSnapshot`).
extension HTMLReport {
    static let screenPictureWidth = 240.0

    static func screenLegend() -> String {
        """
        <p class="legend">Containers are filled by their state's phase: idle grey, .loading orange, .loaded green, \
        .failed vermillion, and outlined by binding: bound solid, pending dashed, unbound dotted, failed dash-dot. \
        Assets are sky blue and labelled. Hidden views are cross-hatched, .drawingGroup() views dotted, \
        opacity(0) views striped, each with a long-dash outline. Required assets have a heavy double outline, \
        a black corner flag and a &#9733; before their name. Image primitives (Icon, Favicon, MainImage, Media) \
        show where their images are, as the transcript's draws and redraws lines say: loaded images are filled, \
        an image loadImages() is still loading is striped with a dashed outline and a &#9684;, and an image \
        not requested yet (manual images, no loadImages()) is an empty frame crossed from corner to corner \
        with a &#8709;. \
        The part of a card that is not on screen is veiled \
        with fine grey lines; the bar under each moment shows each card's visible share, the dashed tick the \
        viewability threshold. A scroll view's viewport has a dash-dot outline and its content offset written \
        in it; its scroll map shows the window over the content, the cards in it filled by phase. \
        The thick black frame is the device screen. On a failing scenario the moment of the first divergent \
        event has a dashed vermillion frame and the view the event concerns a dashed vermillion ring.</p>

        """
    }

    static func phaseColour(_ phase: String?) -> String {
        switch phase {
        case ".loading": Palette.orange
        case ".loaded": Palette.bluishGreen
        case ".failed": Palette.vermillion
        default: Palette.grey
        }
    }

    static func bindingDash(_ binding: String) -> String {
        switch binding {
        case "bound": ""
        case "pending": " stroke-dasharray=\"8 4\""
        case "failed": " stroke-dasharray=\"10 3 2 3\""
        default: " stroke-dasharray=\"2 3\""
        }
    }

    static func kindName(_ kind: ViewNode.Kind) -> String {
        switch kind {
        case .stack(let axis, _, let lazy): (lazy ? "lazy " : "") + axis.rawValue + " stack"
        case .overlay: "overlay"
        case .scroll(let axis): axis.rawValue + " scroll view"
        case .view: "view"
        case .asset(let kind): "asset " + kind.rawValue
        case .nativeContainer(let state, _): "NativeAdContainer(" + state + ")"
        case .sliderContainer(let state, _): "SliderAdContainer(" + state + ")"
        case .sliderCards: "slider cards"
        case .sliderCardsOf(let slider): "cards of slider " + slider
        case .bulkItems(let batch): "bulk items " + batch
        case .forEachState: "ForEach"
        case .ifHas(let kind): "if has " + kind.rawValue
        case .ifHasAny: "if has any"
        case .gmaAdView: "GADNativeAdView"
        case .gmaAssetView(let outlet, _): outlet.map { $0.rawValue + "View" } ?? "unconnected view"
        }
    }

    /// The words of an image state, as the caption and the titles give them (IMG-1, IMG-2).
    static func imageWords(_ state: RenderSnapshot.ImageLoad) -> String {
        switch state {
        case .loaded: "images loaded"
        case .pending: "images pending: loadImages() called, not finished; empty space drawn"
        case .notRequested: "images not requested: no loadImages() yet; empty space drawn"
        }
    }

    /// The mark before an image's kind: none when loaded, a quarter-filled circle when pending
    /// (in progress), an empty set when not requested (a shape, not a colour).
    static func imageGlyph(_ state: RenderSnapshot.ImageLoad) -> String {
        switch state {
        case .loaded: ""
        case .pending: "\u{25D4}"
        case .notRequested: "\u{2205}"
        }
    }

    /// The share of a node's rectangle that can be seen.
    static func visibleShare(_ node: PlacedNode) -> Double {
        node.rect.area > 0 ? node.visible.area / node.rect.area : 0
    }

    /// Where the first divergent event is on the screen: the moment that shows the screen right
    /// after it was written (the first render taken after it, else the last), and the nodes it
    /// concerns in that render (its container, slider or ad view; a state's containers).
    struct Divergence {
        var line: TranscriptLine
        var moment: Int
        var nodes: [Int]

        init?(lines: [TranscriptLine], renders: [RenderSnapshot], index: Int?) {
            guard let index, lines.indices.contains(index), !renders.isEmpty else { return nil }
            line = lines[index]
            moment = renders.firstIndex { $0.lineCount > index } ?? renders.count - 1
            let render = renders[moment]
            switch line.subject {
            case .container(let id), .slider(let id), .adView(let id):
                nodes = render.containers.filter { $0.id == id }.map(\.index)
                if nodes.isEmpty { nodes = render.nodes.indices.filter { render.nodes[$0].id == id } }
            case .state(let name), .model(let name):
                nodes = render.containers.filter { $0.state == name }.map(\.index)
            case .bulk(let batch):
                nodes = render.nodes.indices.filter {
                    if case .bulkItems(let b) = render.nodes[$0].kind { b == batch } else { false }
                }
            default:
                nodes = []
            }
        }
    }

    static func screenFigure(
        _ render: RenderSnapshot, moment: Int, of count: Int, lines: [TranscriptLine], divergence: Divergence?
    ) -> String {
        let screen = render.screen
        let margin = max(screen.width, screen.height) * 0.04
        let scale = screenPictureWidth / (screen.width + 2 * margin)
        let height = (screen.height + 2 * margin) * scale
        let p = "m\(moment)-"  // ids unique within the page
        let containers = Dictionary(render.containers.map { ($0.index, $0) }, uniquingKeysWith: { a, _ in a })
        let required = Set(render.containers.flatMap(\.requiredNodes))
        let shares = render.containers.map { info in
            "\(info.id) (\(info.state), \(info.phase ?? "no state"), \(info.binding)): \(percent(visibleShare(render.nodes[info.index]))) visible"
        }
        let requiredText = render.containers.filter { !$0.requiredKinds.isEmpty }.map { info in
            "required assets of \(info.id): \(info.requiredKinds.joined(separator: ", ")) (\(info.requiredNodes.count) of its views)"
        }
        // IMG-1, IMG-2: each image view of a container with the state of its state's images.
        var imageState: [Int: RenderSnapshot.ImageLoad] = [:]
        for info in render.containers { for node in info.imageNodes { imageState[node] = info.images } }
        let imageText = render.containers.filter { !$0.imageNodes.isEmpty }.map { info in
            "\(info.id) (state \(info.state)): \(imageWords(info.images))"
        }
        let scrollText = render.scrolls.map { scroll in
            "\(render.nodes[scroll.index].id ?? "scroll view") (\(scroll.axis.rawValue)): content offset \(number(scroll.offset)) pt"
        }
        let divergent = divergence?.moment == moment ? divergence : nil
        var descParts = [render.nodes.count.description + " laid-out views"]
        descParts.append(shares.isEmpty ? "no container" : shares.joined(separator: "; "))
        descParts += scrollText + requiredText + imageText
        if let divergent {
            let names = divergent.nodes.map { render.nodes[$0].id ?? kindName(render.nodes[$0].kind) }
            descParts.append(
                "the first divergent event (\(divergent.line.subject.text): \(divergent.line.text)) concerns "
                    + (names.isEmpty ? "nothing on this screen" : names.joined(separator: ", ") + ", outlined"))
        }
        let title = "Screen at \(render.timeMs) ms (moment \(moment + 1) of \(count))"
        var svg = "<figure id=\"moment\(moment)\"\(divergent != nil ? " class=\"divergent\"" : "")>"
        svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" "
        svg += "width=\"\(number(screenPictureWidth))\" height=\"\(number(height))\" "
        svg += "viewBox=\"\(number(-margin)) \(number(-margin)) \(number(screen.width + 2 * margin)) \(number(screen.height + 2 * margin))\" "
        svg += "aria-labelledby=\"\(p)t \(p)d\">"
        svg += "<title id=\"\(p)t\">\(escape(title))</title>"
        svg += "<desc id=\"\(p)d\">\(escape(descParts.joined(separator: "; ")))</desc>"
        svg += "<defs>"
        svg += "<pattern id=\"\(p)hatch\" width=\"12\" height=\"12\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><rect width=\"12\" height=\"12\" fill=\"#fff\" fill-opacity=\"0.3\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"12\" stroke=\"#000\" stroke-width=\"3\"/></pattern>"
        svg += "<pattern id=\"\(p)dots\" width=\"10\" height=\"10\" patternUnits=\"userSpaceOnUse\"><circle cx=\"5\" cy=\"5\" r=\"2\" fill=\"\(Palette.reddishPurple)\"/></pattern>"
        svg += "<pattern id=\"\(p)stripes\" width=\"12\" height=\"12\" patternUnits=\"userSpaceOnUse\"><line x1=\"0\" y1=\"6\" x2=\"12\" y2=\"6\" stroke=\"#000\" stroke-width=\"2\"/></pattern>"
        // The part of a card that is not on screen: a grey veil of fine diagonal lines.
        svg += "<pattern id=\"\(p)veil\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(-45)\"><rect width=\"8\" height=\"8\" fill=\"#fff\" fill-opacity=\"0.55\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"8\" stroke=\"#555\" stroke-width=\"1.5\"/></pattern>"
        // An image loadImages() is still loading: sparse stripes.
        svg += "<pattern id=\"\(p)pending\" width=\"10\" height=\"10\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(-45)\"><rect width=\"10\" height=\"10\" fill=\"#fff\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"10\" stroke=\"\(Palette.skyBlue)\" stroke-width=\"4\"/></pattern>"
        svg += "<clipPath id=\"\(p)clip\"><rect x=\"\(number(-margin))\" y=\"\(number(-margin))\" width=\"\(number(screen.width + 2 * margin))\" height=\"\(number(screen.height + 2 * margin))\"/></clipPath>"
        svg += "</defs>"
        svg += "<rect x=\"\(number(-margin))\" y=\"\(number(-margin))\" width=\"\(number(screen.width + 2 * margin))\" height=\"\(number(screen.height + 2 * margin))\" fill=\"#eee\"/>"
        svg += "<rect x=\"0\" y=\"0\" width=\"\(number(screen.width))\" height=\"\(number(screen.height))\" fill=\"#fff\"/>"
        svg += "<g clip-path=\"url(#\(p)clip)\">"
        let labelSize = number(max(10, screen.width / 28))
        var labels = ""  // drawn over every view, so that a card's label is not covered by its assets
        var overlays = ""  // the veils of the cards' unseen parts, the scroll windows, the marks
        for (index, node) in render.nodes.enumerated() {
            let r = node.rect
            let geometry = "x=\"\(number(r.x))\" y=\"\(number(r.y))\" width=\"\(number(max(0, r.width)))\" height=\"\(number(max(0, r.height)))\""
            var name = (node.id.map { $0 + ": " } ?? "") + kindName(node.kind)
            var attributes: String
            var label: String?
            var imageClass = ""  // an image view's state, for the legend's reader and the tests
            if let info = containers[index] {
                attributes = "fill=\"\(phaseColour(info.phase))\" fill-opacity=\"0.35\" stroke=\"\(Palette.blue)\" stroke-width=\"4\"\(bindingDash(info.binding))"
                label = "\(info.id) \(info.phase ?? "") \(info.binding) \(percent(visibleShare(node)))"
                if !r.isEmpty && visibleShare(node) < 1 - 1e-9 {
                    overlays += veil(r, visible: node.visible, id: p, name: "\(info.id): \(percent(1 - visibleShare(node))) not on screen")
                }
            } else if case .asset(let kind) = node.kind {
                let image = imageState[index]
                imageClass = image.map { "class=\"image \($0.rawValue.replacingOccurrences(of: " ", with: "-"))\" " } ?? ""
                // IMG-2: an image not loaded draws empty space: white, pending striped, both dashed.
                let fill: String =
                    switch image {
                    case .notRequested: "fill=\"#fff\""
                    case .pending: "fill=\"url(#\(p)pending)\""
                    case .loaded, nil: "fill=\"\(Palette.skyBlue)\" fill-opacity=\"0.6\""
                    }
                let dash = image == nil || image == .loaded ? "" : " stroke-dasharray=\"5 3\""
                attributes = "\(fill) stroke=\"#000\" stroke-width=\"1.5\"\(dash)"
                label = (image.map(imageGlyph) ?? "") + kind.rawValue
                if let image { name += " (\(image == .loaded ? "image loaded" : "image " + image.rawValue))" }
                if image == .notRequested, !r.isEmpty {
                    overlays += "<path class=\"empty-image\" d=\"M\(number(r.x)) \(number(r.y))L\(number(r.maxX)) \(number(r.maxY))M\(number(r.maxX)) \(number(r.y))L\(number(r.x)) \(number(r.maxY))\" stroke=\"\(Palette.grey)\" stroke-width=\"1\"/>"
                }
                if required.contains(index) {
                    // Required: a heavier double outline and a black corner flag (shape, not colour).
                    attributes = "\(fill) stroke=\"#000\" stroke-width=\"3\"\(dash)"
                    label = "\u{2605}" + (label ?? kind.rawValue)
                    name += " (required)"
                    if !r.isEmpty {
                        let flag = min(r.width, r.height, max(8, screen.width / 30))
                        overlays += "<polygon class=\"required\" points=\"\(number(r.maxX - flag)),\(number(r.y)) \(number(r.maxX)),\(number(r.y)) \(number(r.maxX)),\(number(r.y + flag))\" fill=\"#000\"><title>\(escape(kind.rawValue)) is required</title></polygon>"
                    }
                }
            } else if case .scroll = node.kind {
                attributes = "fill=\"none\" stroke=\"#000\" stroke-width=\"2\" stroke-dasharray=\"12 4 2 4\""
            } else {
                attributes = "fill=\"none\" stroke=\"\(Palette.grey)\" stroke-width=\"1\""
            }
            var state = ""
            if node.hidden {
                attributes = "fill=\"url(#\(p)hatch)\" stroke=\"#000\" stroke-width=\"2\" stroke-dasharray=\"14 6\""
                state = " (hidden)"
            } else if node.drawingGroup {
                attributes = "fill=\"url(#\(p)dots)\" stroke=\"#000\" stroke-width=\"2\" stroke-dasharray=\"14 6\""
                state = " (drawingGroup)"
            } else if node.opacity <= 0 {
                attributes = "fill=\"url(#\(p)stripes)\" stroke=\"#000\" stroke-width=\"2\" stroke-dasharray=\"14 6\""
                state = " (opacity 0)"
            }
            svg += "<rect \(imageClass)\(geometry) \(attributes)><title>\(escape(name + state))</title></rect>"
            if required.contains(index), !r.isEmpty, r.width > 6, r.height > 6 {
                svg += "<rect x=\"\(number(r.x + 3))\" y=\"\(number(r.y + 3))\" width=\"\(number(r.width - 6))\" height=\"\(number(r.height - 6))\" fill=\"none\" stroke=\"#000\" stroke-width=\"1\"/>"
            }
            if let label, r.width > 0, r.height > 0 {
                let container = containers[index] != nil
                let y = container ? r.y - 3 : r.y + max(10, screen.width / 28)
                labels += "<text x=\"\(number(r.x + 3))\" y=\"\(number(max(y, -margin + 10)))\" font-size=\"\(labelSize)\" font-family=\"sans-serif\""
                labels += container ? " font-weight=\"bold\" stroke=\"#fff\" stroke-width=\"3\" paint-order=\"stroke\">" : ">"
                labels += escape(label + state) + "</text>"
            }
        }
        for scroll in render.scrolls {
            let r = render.nodes[scroll.index].rect
            let name = render.nodes[scroll.index].id ?? "scroll view"
            let arrow = scroll.axis == .vertical ? "\u{2195}" : "\u{2194}"
            overlays += "<rect class=\"viewport\" x=\"\(number(r.x))\" y=\"\(number(r.y))\" width=\"\(number(max(0, r.width)))\" height=\"\(number(max(0, r.height)))\" fill=\"none\" stroke=\"#000\" stroke-width=\"3\" stroke-dasharray=\"12 4 2 4\"><title>\(escape("viewport of \(name), content offset \(number(scroll.offset)) pt"))</title></rect>"
            labels += "<text class=\"offset\" x=\"\(number(r.maxX - 3))\" y=\"\(number(min(r.maxY - 4, max(r.y, 0) + max(12, screen.width / 24))))\" text-anchor=\"end\" font-size=\"\(labelSize)\" font-family=\"sans-serif\" font-weight=\"bold\" stroke=\"#fff\" stroke-width=\"3\" paint-order=\"stroke\">"
            labels += escape("\(arrow) \(name) offset \(number(scroll.offset))") + "</text>"
        }
        if let divergent {
            for index in divergent.nodes {
                let r = render.nodes[index].rect
                overlays += "<rect class=\"divergent-node\" x=\"\(number(r.x - 6))\" y=\"\(number(r.y - 6))\" width=\"\(number(max(0, r.width) + 12))\" height=\"\(number(max(0, r.height) + 12))\" fill=\"none\" stroke=\"\(Palette.vermillion)\" stroke-width=\"6\" stroke-dasharray=\"3 3\"><title>\(escape("the first divergent event concerns \(render.nodes[index].id ?? kindName(render.nodes[index].kind))"))</title></rect>"
            }
        }
        svg += overlays + labels + "</g>"
        svg += "<rect x=\"0\" y=\"0\" width=\"\(number(screen.width))\" height=\"\(number(screen.height))\" fill=\"none\" stroke=\"#000\" stroke-width=\"4\"/>"
        svg += "</svg>\n<figcaption><strong>\(render.timeMs) ms</strong>"
        if let divergent {
            svg += " <span class=\"first\">first divergent event here, at \(divergent.line.timeMs) ms: \(escape(divergent.line.subject.text + " " + divergent.line.text))</span>"
        }
        if !render.containers.isEmpty {
            svg += "<ul>"
            for (info, share) in zip(render.containers, shares) {
                svg += "<li>" + gauge(visibleShare(render.nodes[info.index]), threshold: render.viewabilityThreshold, id: "\(p)g\(info.index)", name: info.id) + " " + escape(share) + "</li>"
            }
            svg += "</ul>"
        }
        let notes = scrollText + requiredText + imageText
        if !notes.isEmpty { svg += "<ul class=\"notes\">" + notes.map { "<li>" + escape($0) + "</li>" }.joined() + "</ul>" }
        for scroll in render.scrolls { svg += scrollMap(scroll, render: render, id: "\(p)s\(scroll.index)") }
        svg += "</figcaption></figure>\n"
        return svg
    }

    /// The part of `rect` outside `visible`, veiled (an even-odd path: the rectangle less the hole).
    static func veil(_ rect: Rect, visible: Rect, id p: String, name: String) -> String {
        func box(_ r: Rect) -> String {
            "M\(number(r.x)) \(number(r.y))H\(number(r.maxX))V\(number(r.maxY))H\(number(r.x))Z"
        }
        let hole = visible.isEmpty ? "" : box(visible)
        return "<path class=\"unseen\" d=\"\(box(rect))\(hole)\" fill-rule=\"evenodd\" fill=\"url(#\(p)veil)\" stroke=\"none\"><title>\(escape(name))</title></path>"
    }

    /// A card's visible share as a bar, with a tick at the viewability threshold.
    static func gauge(_ share: Double, threshold: Double, id: String, name: String) -> String {
        let width = 80.0
        let text = "\(name): \(percent(share)) on screen, threshold \(percent(threshold))"
        var svg = "<svg class=\"gauge\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" width=\"\(number(width + 4))\" height=\"14\" viewBox=\"-2 -2 \(number(width + 4)) 14\" aria-labelledby=\"\(id)t \(id)d\">"
        svg += "<title id=\"\(id)t\">Visible share of \(escape(name))</title><desc id=\"\(id)d\">\(escape(text))</desc>"
        svg += "<rect width=\"\(number(width))\" height=\"10\" fill=\"#fff\" stroke=\"#000\" stroke-width=\"1\"/>"
        svg += "<rect width=\"\(number(width * min(1, max(0, share))))\" height=\"10\" fill=\"\(Palette.blue)\"/>"
        svg += "<line x1=\"\(number(width * threshold))\" y1=\"-2\" x2=\"\(number(width * threshold))\" y2=\"12\" stroke=\"#000\" stroke-width=\"2\" stroke-dasharray=\"2 1\"/>"
        return svg + "</svg>"
    }

    /// A scroll view's content along its axis, the viewport's window over it at the offset, and
    /// the cards in it.
    static func scrollMap(_ scroll: RenderSnapshot.ScrollInfo, render: RenderSnapshot, id: String) -> String {
        let viewport = render.nodes[scroll.index].rect
        let vertical = scroll.axis == .vertical
        // Positions in content coordinates: a screen position less the viewport's origin plus the offset.
        func along(_ r: Rect) -> (Double, Double) {
            vertical
                ? (r.y - viewport.y + scroll.offset, r.maxY - viewport.y + scroll.offset)
                : (r.x - viewport.x + scroll.offset, r.maxX - viewport.x + scroll.offset)
        }
        let length = vertical ? viewport.height : viewport.width
        let window = (scroll.offset, scroll.offset + length)
        let content = scroll.content.map(along) ?? window
        let low = min(0, content.0, window.0)
        let high = max(content.1, window.1, low + 1)
        let width = 230.0
        func x(_ value: Double) -> Double { (value - low) / (high - low) * width }
        let name = render.nodes[scroll.index].id ?? "scroll view"
        let desc = "content \(number(content.0)) to \(number(content.1)) pt; the viewport shows \(number(window.0)) to \(number(window.1)) pt (offset \(number(scroll.offset)))"
        var svg = "<svg class=\"scrollmap\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" width=\"\(number(width + 10))\" height=\"34\" viewBox=\"-5 0 \(number(width + 10)) 34\" aria-labelledby=\"\(id)t \(id)d\">"
        svg += "<title id=\"\(id)t\">\(escape("Scroll map of \(name) (\(scroll.axis.rawValue))"))</title><desc id=\"\(id)d\">\(escape(desc))</desc>"
        svg += "<rect x=\"\(number(x(content.0)))\" y=\"8\" width=\"\(number(max(1, x(content.1) - x(content.0))))\" height=\"12\" fill=\"#f4f4f4\" stroke=\"\(Palette.grey)\" stroke-width=\"1\"/>"
        for info in render.containers where descends(info.index, from: scroll.index, in: render) {
            let (a, b) = along(render.nodes[info.index].rect)
            svg += "<rect x=\"\(number(x(a)))\" y=\"10\" width=\"\(number(max(1, x(b) - x(a))))\" height=\"8\" fill=\"\(phaseColour(info.phase))\" stroke=\"#000\" stroke-width=\"0.5\"><title>\(escape("\(info.id): \(number(a)) to \(number(b)) pt"))</title></rect>"
        }
        svg += "<rect class=\"window\" x=\"\(number(x(window.0)))\" y=\"4\" width=\"\(number(max(1, x(window.1) - x(window.0))))\" height=\"20\" fill=\"none\" stroke=\"#000\" stroke-width=\"2.5\"/>"
        svg += "<text x=\"0\" y=\"33\" font-size=\"10\" font-family=\"sans-serif\">\(escape("\(name): window \(number(window.0))\u{2013}\(number(window.1)) of \(number(content.0))\u{2013}\(number(content.1)) pt"))</text>"
        return svg + "</svg>"
    }

    static func descends(_ node: Int, from ancestor: Int, in render: RenderSnapshot) -> Bool {
        var parent = render.nodes[node].parent
        while let index = parent, index >= ancestor {
            if index == ancestor { return true }
            parent = render.nodes[index].parent
        }
        return false
    }
}
