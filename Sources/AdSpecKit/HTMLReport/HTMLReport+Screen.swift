import AdSpecEngine

/// The screen at one moment, drawn from the engine's own layout (`RenderSnapshot`).
extension HTMLReport {
    static let screenPictureWidth = 240.0

    static func screenLegend() -> String {
        """
        <p class="legend">Containers are filled by their state's phase: idle grey, .loading orange, .loaded green, \
        .failed vermillion, and outlined by binding: bound solid, pending dashed, unbound dotted, failed dash-dot. \
        Assets are sky blue and labelled. Hidden views are cross-hatched, .drawingGroup() views dotted, \
        opacity(0) views striped, each with a long-dash outline. The thick black frame is the device screen.</p>

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
        case .bulkItems(let batch): "bulk items " + batch
        case .forEachState: "ForEach"
        case .ifHas(let kind): "if has " + kind.rawValue
        case .ifHasAny: "if has any"
        }
    }

    /// The share of a node's rectangle that can be seen.
    static func visibleShare(_ node: PlacedNode) -> Double {
        node.rect.area > 0 ? node.visible.area / node.rect.area : 0
    }

    static func screenFigure(
        _ render: RenderSnapshot, moment: Int, of count: Int, lines: [TranscriptLine], divergent: Int?
    ) -> String {
        let screen = render.screen
        let margin = max(screen.width, screen.height) * 0.04
        let scale = screenPictureWidth / (screen.width + 2 * margin)
        let height = (screen.height + 2 * margin) * scale
        let p = "m\(moment)-"  // ids unique within the page
        let containers = Dictionary(render.containers.map { ($0.index, $0) }, uniquingKeysWith: { a, _ in a })
        let shares = render.containers.map { info in
            "\(info.id) (\(info.state), \(info.phase ?? "no state"), \(info.binding)): \(percent(visibleShare(render.nodes[info.index]))) visible"
        }
        // The events written at this moment, up to and including the render.
        let atThisMoment = lines.prefix(render.lineCount).enumerated().filter { $0.element.timeMs == render.timeMs }
        let hasDivergent = divergent.map { index in atThisMoment.contains { $0.offset == index } } ?? false
        let title = "Screen at \(render.timeMs) ms (moment \(moment + 1) of \(count))"
        var svg = "<figure id=\"moment\(moment)\"><svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" "
        svg += "width=\"\(number(screenPictureWidth))\" height=\"\(number(height))\" "
        svg += "viewBox=\"\(number(-margin)) \(number(-margin)) \(number(screen.width + 2 * margin)) \(number(screen.height + 2 * margin))\" "
        svg += "aria-labelledby=\"\(p)t \(p)d\">"
        svg += "<title id=\"\(p)t\">\(escape(title))</title>"
        svg += "<desc id=\"\(p)d\">\(escape(render.nodes.count.description + " laid-out views; " + (shares.isEmpty ? "no container" : shares.joined(separator: "; "))))</desc>"
        svg += "<defs>"
        svg += "<pattern id=\"\(p)hatch\" width=\"12\" height=\"12\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><rect width=\"12\" height=\"12\" fill=\"#fff\" fill-opacity=\"0.3\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"12\" stroke=\"#000\" stroke-width=\"3\"/></pattern>"
        svg += "<pattern id=\"\(p)dots\" width=\"10\" height=\"10\" patternUnits=\"userSpaceOnUse\"><circle cx=\"5\" cy=\"5\" r=\"2\" fill=\"\(Palette.reddishPurple)\"/></pattern>"
        svg += "<pattern id=\"\(p)stripes\" width=\"12\" height=\"12\" patternUnits=\"userSpaceOnUse\"><line x1=\"0\" y1=\"6\" x2=\"12\" y2=\"6\" stroke=\"#000\" stroke-width=\"2\"/></pattern>"
        svg += "<clipPath id=\"\(p)clip\"><rect x=\"\(number(-margin))\" y=\"\(number(-margin))\" width=\"\(number(screen.width + 2 * margin))\" height=\"\(number(screen.height + 2 * margin))\"/></clipPath>"
        svg += "</defs>"
        svg += "<rect x=\"\(number(-margin))\" y=\"\(number(-margin))\" width=\"\(number(screen.width + 2 * margin))\" height=\"\(number(screen.height + 2 * margin))\" fill=\"#eee\"/>"
        svg += "<rect x=\"0\" y=\"0\" width=\"\(number(screen.width))\" height=\"\(number(screen.height))\" fill=\"#fff\"/>"
        svg += "<g clip-path=\"url(#\(p)clip)\">"
        let labelSize = number(max(10, screen.width / 28))
        var labels = ""  // drawn over every view, so that a card's label is not covered by its assets
        for (index, node) in render.nodes.enumerated() {
            let r = node.rect
            let geometry = "x=\"\(number(r.x))\" y=\"\(number(r.y))\" width=\"\(number(max(0, r.width)))\" height=\"\(number(max(0, r.height)))\""
            let name = (node.id.map { $0 + ": " } ?? "") + kindName(node.kind)
            var attributes: String
            var label: String?
            if let info = containers[index] {
                attributes = "fill=\"\(phaseColour(info.phase))\" fill-opacity=\"0.35\" stroke=\"\(Palette.blue)\" stroke-width=\"4\"\(bindingDash(info.binding))"
                label = "\(info.id) \(info.phase ?? "") \(info.binding) \(percent(visibleShare(node)))"
            } else if case .asset(let kind) = node.kind {
                attributes = "fill=\"\(Palette.skyBlue)\" fill-opacity=\"0.6\" stroke=\"#000\" stroke-width=\"1.5\""
                label = kind.rawValue
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
            svg += "<rect \(geometry) \(attributes)><title>\(escape(name + state))</title></rect>"
            if let label, r.width > 0, r.height > 0 {
                let container = containers[index] != nil
                let y = container ? r.y - 3 : r.y + max(10, screen.width / 28)
                labels += "<text x=\"\(number(r.x + 3))\" y=\"\(number(max(y, -margin + 10)))\" font-size=\"\(labelSize)\" font-family=\"sans-serif\""
                labels += container ? " font-weight=\"bold\" stroke=\"#fff\" stroke-width=\"3\" paint-order=\"stroke\">" : ">"
                labels += escape(label + state) + "</text>"
            }
        }
        svg += labels + "</g>"
        svg += "<rect x=\"0\" y=\"0\" width=\"\(number(screen.width))\" height=\"\(number(screen.height))\" fill=\"none\" stroke=\"#000\" stroke-width=\"4\"/>"
        svg += "</svg>\n<figcaption><strong>\(render.timeMs) ms</strong>"
        if hasDivergent { svg += " <span class=\"first\">first divergent event here</span>" }
        if !shares.isEmpty {
            svg += "<ul>" + shares.map { "<li>" + escape($0) + "</li>" }.joined() + "</ul>"
        }
        svg += "</figcaption></figure>\n"
        return svg
    }
}
