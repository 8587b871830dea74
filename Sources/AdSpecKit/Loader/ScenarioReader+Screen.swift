import AdSpecEngine
import AdSpecHarness

/// `<screen>` and its nodes, into `ViewNode`s.
extension ScenarioReader {
    func readNode(_ element: XMLElementNode, context: ScreenContext) -> ViewNode? {
        guard admitNode(element) else { return nil }
        // Read once (a name of more than 15 bytes is a reference to count at every read).
        let name = element.name
        if name == "use" { return readUse(element, context: context) }
        if context.depth >= limits.screenDepth {
            if !depthReported {
                depthReported = true
                error(
                    element,
                    "screen nodes nested more than \(limits.screenDepth) deep (cards inlined; the kit's limit of "
                        + "screen depth); flatten the screen or the cards it uses")
            }
            return nil
        }
        deepestNode = max(deepestNode, context.depth)
        var inner = context
        inner.cardTemplate = false
        inner.depth += 1
        var kind: ViewNode.Kind
        var wrapInLazyStack = false
        switch name {
        case "vstack", "hstack", "lazy-vstack", "lazy-hstack":
            kind = .stack(
                axis: name.hasSuffix("vstack") ? .vertical : .horizontal,
                spacing: double(element, "spacing", in: ScenarioLimits.size) ?? 0, lazy: name.hasPrefix("lazy-"))
        case "zstack":
            kind = .overlay
        case "scroll":
            kind = .scroll(axis: element["axis"] == "horizontal" ? .horizontal : .vertical)
        case "list":
            // List = a vertical scroll view whose single child is a lazy vertical stack.
            kind = .scroll(axis: .vertical)
            wrapInLazyStack = true
        case "view":
            kind = .view
        case "asset":
            guard let asset = element["kind"].flatMap(AssetKind.init(rawValue:)) else {
                error(element, attribute: "kind", "unknown asset kind '\(element["kind"] ?? "")'")
                return nil
            }
            kind = .asset(asset)
        case "native-container", "slider-container":
            let slider = name == "slider-container"
            let state = checkContainerState(element, slider: slider, context: context)
            let handlers = readHandlers(element, slider: slider)
            kind =
                slider ? .sliderContainer(state: state, handlers: handlers) : .nativeContainer(state: state, handlers: handlers)
            inner.hasLayout = true
            inner.inSliderContent = slider
        case "slider-cards":
            if let slider = element["of"] {
                // The cards an app kept from `layout.ads` and draws wherever it likes (SLD-4).
                readingScenario()
                if states[slider]?.declaration.kind != .slider {
                    error(element, attribute: "of", "'\(slider)' is not a declared slider state (kind=\"slider\")")
                }
                kind = .sliderCardsOf(slider: slider)
            } else {
                if !context.inSliderContent {
                    error(
                        element,
                        "<slider-cards> (ForEach(layout.ads)) belongs in a slider-container's content (SLD-4); "
                            + "<slider-cards of=\"slider\"> draws a slider's cards anywhere")
                }
                kind = .sliderCards
            }
            inner.templateDepth += 1
            inner.cardTemplate = true
        case "bulk-items":
            let batch = element["batch"] ?? ""
            readingScenario()
            if !batches.contains(batch) {
                error(
                    element, attribute: "batch",
                    "unknown batch '\(batch)': no <bulk-load batch=\"\(batch)\" ...> step in the script")
            }
            kind = .bulkItems(batch: batch)
            inner.templateDepth += 1
            inner.itemAllowed = true
        case "for-each":
            let list = words(element["states"] ?? "")
            readingScenario()
            var seen: Set<String> = []
            for state in list {
                if !stateExists(state) { error(element, attribute: "states", unknownState(state)) }
                if !seen.insert(state).inserted {
                    error(element, attribute: "states", "state '\(state)' is listed twice (ForEach keys items by state id)")
                }
            }
            kind = .forEachState(states: list)
            inner.templateDepth += 1
            inner.itemAllowed = true
        case "if":
            if !context.hasLayout {
                error(element, "<if has=...> reads layout.has(_:), which exists only in a container's content")
            }
            guard let asset = element["has"].flatMap(AssetKind.init(rawValue:)) else {
                error(element, attribute: "has", "unknown asset kind '\(element["has"] ?? "")'")
                return nil
            }
            kind = .ifHas(asset)
        default:
            guard let gmaKind = readGMANodeKind(element) else {
                error(element, "<\(name)> is not a screen node")
                return nil
            }
            kind = gmaKind
        }

        var node = ViewNode(kind: kind)
        if name == "asset" { node.form = element["form"] == "plain" ? .plain : .label }
        applyNodeAttributes(element, to: &node)
        if let id = element["id"] {
            node.id = context.prefix + id
            register(node, element: element, context: context)
        }
        if wrapInLazyStack {
            var stack = ViewNode(kind: .stack(axis: .vertical, spacing: 0, lazy: true))
            stack.children = readContent(of: element, context: inner)
            node.children = [stack]
        } else {
            node.children = readContent(of: element, context: inner)
        }
        if name == "gma-ad-view", element["nib"] != nil { loadNib(element, into: &node, context: context) }
        // UIKit's isUserInteractionEnabled of a nib's view (GMA-4); `content-mode` is checked by the schema and has no effect.
        if name == "gma-asset-view" { node.userInteractionEnabled = bool(element, "user-interaction-enabled", default: true) }
        if let placeholder = element.child(named: "placeholder") {
            var placeholderContext = inner
            placeholderContext.hasLayout = false
            placeholderContext.inSliderContent = false
            node.placeholder = placeholder.children.compactMap { readNode($0, context: placeholderContext) }
        }
        return node
    }

    /// `<use card="full-card" prefix="a-"/>`: a copy of the library card, every id prefixed; node
    /// attributes on `<use>` replace those of the card's root.
    func readUse(_ element: XMLElementNode, context: ScreenContext) -> ViewNode? {
        let name = element["card"] ?? ""
        guard let card = library.cards[name] else {
            error(element, attribute: "card", "unknown card '\(name)'\(Self.known(library.cards.keys, in: "the library", for: name))")
            return nil
        }
        usesLibrary = true
        if context.cards.contains(name) {
            error(element, attribute: "card", "card '\(name)' uses itself (\((context.cards + [name]).joined(separator: " → ")))")
            return nil
        }
        if context.cards.count >= limits.cardUseDepth {
            error(element, attribute: "card", Library.tooDeep(context.cards + [name], limits: limits))
            return nil
        }
        guard let body = card.element.children.first else { return nil }
        var inner = context
        inner.prefix = context.prefix + (element["prefix"] ?? "")
        inner.cards.append(name)
        inner.useSite = context.useSite ?? SourceLocation(path: path, element: element)
        let outerPath = path
        path = card.location.path
        let node = readCardBody(name, body, context: inner)
        path = outerPath
        guard var root = node else { return nil }
        applyNodeAttributes(element, to: &root)
        if let id = element["id"] {
            if let old = root.id { unregister(old) }
            root.id = context.prefix + id
            register(root, element: element, context: context)
        }
        return root
    }

    private func register(_ node: ViewNode, element: XMLElementNode, context: ScreenContext) {
        guard let id = node.id else { return }
        register(id: id, kind: node.kind, context: context, at: context.useSite ?? SourceLocation(path: path, element: element))
    }

    /// `nodes[id] = nil`, or written down while recording a card body.
    func unregister(_ id: String) {
        if recording != nil {
            recording?.append(.unregister(id: id))
        } else {
            nodes[id] = nil
        }
    }

    /// The node id declared `here` (the outermost `<use>` for a card's ids) in `context`; while
    /// recording a card body, written down with its context's prefix and template depth.
    func register(id: String, kind: ViewNode.Kind, context: ScreenContext, at here: SourceLocation) {
        if recording != nil {
            recording?.append(.register(id: id, prefix: context.prefix, kind: kind, templateDepth: context.templateDepth))
            return
        }
        // A node id, its prefixes included, is at most `KitLimits.idCharacters` long (issue 40,
        // item 9): it is a key of every frame and of every message that names the node.
        if id.utf8.count > limits.idCharacters && id.count > limits.idCharacters {
            let prefixes = context.prefix.isEmpty ? "" : " with its prefixes ('\(Self.shortened(context.prefix))')"
            diagnostics.append(
                Diagnostic(
                    path: here.path, line: here.line, column: here.column,
                    message:
                        "the node id '\(Self.shortened(id))'\(prefixes) is \(id.count) characters long, longer than the limit of "
                        + "\(limits.idCharacters); give it a shorter one"))
            return
        }
        // `nodes` keeps the first declaration of an id.
        if let first = nodes[id] {
            var message = "duplicate node id '\(id)', also at \(first.location.reference(from: here.path))"
            if let site = context.useSite {
                // One message per <use>: a card used twice with the same prefix repeats all its ids.
                guard reportedUseSites.insert(site).inserted else { return }
                message =
                    "duplicate node id '\(id)' (from card '\(context.cards[0])' with prefix '\(context.prefix)'), "
                    + "also at \(first.location.reference(from: here.path)); give each <use> its own prefix="
            }
            diagnostics.append(Diagnostic(path: here.path, line: here.line, column: here.column, message: message))
            return
        }
        nodes[id] = NodeRecord(location: here, kind: kind, templateDepth: context.templateDepth)
    }

    /// The first 40 characters of a long id, for a message that says how long it is.
    static func shortened(_ id: String) -> String {
        id.count > 40 ? String(id.prefix(40)) + "..." : id
    }

    /// The element's content nodes: `element.children.filter { $0.name != "placeholder" }
    /// .compactMap { readNode($0, context: context) }`, in the same order, without the filtered
    /// copy of the child elements.
    func readContent(of element: XMLElementNode, context: ScreenContext) -> [ViewNode] {
        var nodes: [ViewNode] = []
        nodes.reserveCapacity(element.children.count)
        for child in element.children where child.name != "placeholder" {
            if let node = readNode(child, context: context) { nodes.append(node) }
        }
        return nodes
    }

    /// The common node attributes, each only when written (the `ViewNode` defaults match the schema's).
    func applyNodeAttributes(_ element: XMLElementNode, to node: inout ViewNode) {
        // Which of them are written, in one pass over the element's attributes: bit i is
        // `element[NodeAttributes.names[i]] != nil` (the same comparison as that lookup's), found
        // without nine lookups by name. Each written one is then read in the fixed order below,
        // so its problems are reported in that order whatever the order in the file.
        let written = NodeAttributes.written(in: element)
        guard written != 0 else { return }
        if written & NodeAttributes.x != 0 { node.x = double(element, "x", in: ScenarioLimits.position) }
        if written & NodeAttributes.y != 0 { node.y = double(element, "y", in: ScenarioLimits.position) }
        if written & NodeAttributes.width != 0 { node.width = double(element, "width", in: ScenarioLimits.size) }
        if written & NodeAttributes.height != 0 { node.height = double(element, "height", in: ScenarioLimits.size) }
        if written & NodeAttributes.hidden != 0 { node.hidden = bool(element, "hidden", default: false) }
        if written & NodeAttributes.drawingGroup != 0 {
            node.drawingGroup = bool(element, "drawing-group", default: false)
        }
        if written & NodeAttributes.opacity != 0 {
            node.opacity = double(element, "opacity", in: ScenarioLimits.share) ?? 1
        }
        if written & NodeAttributes.clipped != 0 { node.clipped = bool(element, "clipped", default: false) }
        if written & NodeAttributes.present != 0 { node.present = bool(element, "present", default: true) }
    }

    private func readHandlers(_ element: XMLElementNode, slider: Bool) -> Set<ContainerEvent> {
        guard let text = element["handlers"] else {
            return Set(ContainerEvent.allCases.filter { !slider || $0 != .onAdClick })
        }
        var result: Set<ContainerEvent> = []
        for word in words(text) {
            // `onAdClick` on a slider container is read as written: the binding's API has no such
            // modifier (SLD-5), which the subject refuses (an `api` negative scenario), not the loader.
            guard let event = ContainerEvent(rawValue: word) else {
                error(element, attribute: "handlers", "unknown handler '\(word)'")
                continue
            }
            if !result.insert(event).inserted { error(element, attribute: "handlers", "handler '\(word)' is listed twice") }
        }
        return result
    }

    /// The container's state, checked against the declarations and the template placeholders.
    private func checkContainerState(_ element: XMLElementNode, slider: Bool, context: ScreenContext) -> String {
        let state = element["state"] ?? ""
        if context.cardTemplate && state != "$card" {
            error(
                element, attribute: "state",
                "the card template inside <slider-cards> takes state=\"$card\" (each card's state in turn, SLD-2)")
            return state
        }
        switch state {
        case "$card":
            if !context.cardTemplate || slider {
                error(
                    element, attribute: "state",
                    "$card stands for each card of a slider: only the native-container directly inside <slider-cards> takes it")
            }
        case "$item":
            if !context.itemAllowed {
                error(
                    element, attribute: "state",
                    "$item stands for each state of a <for-each> or <bulk-items>: use it only inside one")
            }
        default:
            readingScenario()
            if !stateExists(state) {
                error(element, attribute: "state", unknownState(state))
            } else if let declared = states[state]?.declaration, (declared.kind == .slider) != slider {
                error(
                    element, attribute: "state",
                    slider
                        ? "state '\(state)' is a native state; a slider-container takes a state with kind=\"slider\""
                        : "state '\(state)' is a slider state; put it in a <slider-container>")
            } else if slider && !states.keys.contains(state) {
                error(
                    element, attribute: "state",
                    "'\(state)' is a native state from a bulk load; a slider-container takes a slider state")
            }
        }
        return state
    }
}
