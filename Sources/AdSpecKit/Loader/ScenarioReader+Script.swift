import AdSpecEngine

/// `<script>`: the steps, with their references to states and nodes checked.
extension ScenarioReader {
    func readScript(_ element: XMLElementNode?) -> [Step] {
        guard let element else { return [] }
        return stepsWithinLimit(element.children).compactMap { child in
            readAction(child).map { Step($0, offMainThread: child["thread"] == "background") }
        }
    }

    private func readAction(_ element: XMLElementNode) -> Action? {
        switch element.name {
        case "wait":
            return .wait(ms: int(element, "ms", in: ScenarioLimits.milliseconds) ?? 0)
        case "load":
            return checkedState(element).map { .loadAd(state: $0) }
        case "load-images":
            return checkedState(element).map { .loadImages(state: $0) }
        case "mount":
            return checkedNode(element).map { .mount(node: $0) }
        case "unmount":
            return checkedNode(element).map { .unmount(node: $0) }
        case "tap":
            return checkedNode(element).map { .tap(node: $0) }
        case "set":
            return readSet(element)
        case "scroll":
            guard let node = checkedNode(element) else { return nil }
            if let record = record(for: node), case .scroll = record.kind {
            } else if record(for: node) != nil {
                error(element, attribute: "node", "node '\(node)' is not a scroll view (<scroll> or <list>)")
            }
            return .scroll(node: node, offset: double(element, "offset", in: ScenarioLimits.position) ?? 0)
        case "background": return .background
        case "foreground": return .foreground
        case "initialize-sdk": return .initializeSDK
        case "rerender": return .rerender
        case "refresh-ad": return readRefreshAd(element)
        case "bulk-load":
            let unit = element["unit"] ?? ""
            if !isUnit(unit) {
                error(
                    element, attribute: "unit",
                    "unknown ad unit '\(unit)': declare it in <network> or use a demo unit (\(DemoUnits.bulkID))")
            }
            return .bulkLoad(batch: element["batch"] ?? "", adUnitID: unit, count: int(element, "count", in: ScenarioLimits.adsCount) ?? 0)
        case "video-state":
            return checkedNode(element).map { .inspectVideo(node: $0) }
        case "set-muted":
            return checkedNode(element).map { .setMuted(node: $0, muted: bool(element, "muted", default: true)) }
        default:
            error(element, "<\(element.name)> is not a step")
            return nil
        }
    }

    private func readSet(_ element: XMLElementNode) -> Action? {
        guard let node = checkedNode(element) else { return nil }
        var change = NodeChange()
        if element["hidden"] != nil { change.hidden = bool(element, "hidden", default: false) }
        if element["drawing-group"] != nil { change.drawingGroup = bool(element, "drawing-group", default: false) }
        change.opacity = double(element, "opacity", in: ScenarioLimits.share)
        change.x = double(element, "x", in: ScenarioLimits.position)
        change.y = double(element, "y", in: ScenarioLimits.position)
        change.width = double(element, "width", in: ScenarioLimits.size)
        change.height = double(element, "height", in: ScenarioLimits.size)
        if let state = element["state"] {
            change.state = state
            switch record(for: node)?.kind {
            case .nativeContainer?:
                if !stateExists(state) {
                    error(element, attribute: "state", unknownState(state))
                } else if states[state]?.declaration.kind == .slider {
                    error(element, attribute: "state", "state '\(state)' is a slider state; node '\(node)' is a native-container")
                }
            case .sliderContainer?:
                if states[state]?.declaration.kind != .slider {
                    error(
                        element, attribute: "state",
                        stateExists(state)
                            ? "node '\(node)' is a slider-container; state '\(state)' is not a slider state" : unknownState(state)
                    )
                }
            case nil: break
            default:
                error(element, attribute: "state", "only a container takes a state; node '\(node)' is not one")
            }
        }
        if change == NodeChange() {
            error(
                element,
                "<set node=\"\(node)\"> changes nothing: give hidden, drawing-group, opacity, x, y, width, height or state")
        }
        return .set(node: node, change)
    }

    private func checkedState(_ element: XMLElementNode) -> String? {
        guard let state = required(element, "state") else { return nil }
        if !stateExists(state) { error(element, attribute: "state", unknownState(state)) }
        return state
    }

    /// The node a step names: an id of the screen, or an instance of a node inside templates
    /// (`cta#0`: the engine appends `#index` per enclosing template).
    private func checkedNode(_ element: XMLElementNode) -> String? {
        guard let node = required(element, "node") else { return nil }
        let parts = Self.hashParts(node)
        guard let record = nodes[parts[0]] else {
            error(element, attribute: "node", "unknown node '\(parts[0])'\(Self.known(nodes.keys, in: "<screen>", for: parts[0]))")
            return node
        }
        let suffixes = parts.count - 1
        if suffixes != record.templateDepth {
            if record.templateDepth == 0 {
                error(element, attribute: "node", "node '\(parts[0])' is not inside a template; name it without '#'")
            } else {
                let example = parts[0] + String(repeating: "#0", count: record.templateDepth)
                error(
                    element, attribute: "node",
                    "node '\(parts[0])' is inside \(record.templateDepth) template(s); name one instance, e.g. '\(example)'")
            }
        }
        return node
    }

    private func record(for node: String) -> NodeRecord? {
        nodes[Self.hashParts(node)[0]]
    }

    /// The parts of a node reference around `#` (`card#0` is `card` and `0`), empty ones kept.
    static func hashParts(_ text: String) -> [String] {
        text.split(separator: "#", omittingEmptySubsequences: false).map(String.init)
    }
}
