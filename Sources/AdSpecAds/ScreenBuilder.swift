import AdSpecEngine
import SwiftUI

/// The front end's layout pass: turns the rendered tree into the engine's `ViewNode`s, giving every
/// node the size SwiftUI would give it under the rules below (Documentation/DocSamples.md, "Layout").
/// What depends on the ad is left to the engine, which knows it: a container's height (placeholder,
/// card or nothing, CONT-1), an unsized `Media` (its aspect ratio, VID-2), an `if layout.has(_:)`
/// (BIND-6), and every stack that holds one of them.
///
/// - Widths are proposed from the top (the screen's width); a stack's children in a vertical stack
///   get its width, in a horizontal one what is left after the fixed children, shared equally by
///   the flexible ones (a `Spacer` gets the rest only when nothing else is flexible).
/// - Text (a `Text` or a text primitive) is `lineLimit` lines (1 without one) of its font's line
///   height (`Font.lineHeight`), as wide as offered: the ad's strings are not known here.
/// - An image is as wide as offered and as high as wide, unless framed. `ProgressView` is 20 high.
/// - `frame(width:height:)` fixes what it names; `frame(maxWidth: .infinity)` takes the offered
///   width; `frame(minHeight:)` is at least that high; `padding` adds to both sides.
/// - Default stack spacing is 8 points; children are aligned as the stack says (leading, centre).
struct ScreenBuilder {
    struct Env {
        var font: Font = .body
        var lineLimit: Int?
        /// The id prefix of the nearest container with an `.id`.
        var idPrefix = ""
        /// The state of the `SliderAdContainer` whose content this is (its `layout.ads` are its cards).
        var slider: String?
        /// Which item of which `ForEach` this is drawn in (`#0`, `#0#1`), as the engine names an
        /// instance's nodes: what a `Media`'s video state is named by (VID-2).
        var instanceSuffix = ""
    }

    struct Built {
        var node: ViewNode
        var width: Double
        /// nil: decided by the engine (it depends on the ad).
        var height: Double?
    }

    static let defaultSpacing = 8.0
    /// The bulk batches the app has loaded: a `ForEach` over all of one's ads is its template.
    var batches: Set<String> = []
    /// How many card states each slider's `layout.ads` holds: a `ForEach` over all of one's is its
    /// card template (`SliderCards`).
    var cardCounts: [String: Int] = [:]
    private(set) var usedIDs: [String: Int] = [:]
    /// What the engine's tree cannot express; the host refuses the sample with them.
    private(set) var problems: [String] = []

    /// The screen: the root's views in a vertical stack of the screen's size, at the top left.
    mutating func screen(_ nodes: [RenderedNode], width: Double, height: Double) -> ViewNode {
        let built = items(nodes).map { build($0, width: width, height: height, env: Env()) }
        return ViewNode(
            kind: .stack(axis: .vertical, spacing: 0, lazy: false), width: width, height: height,
            children: built.map(\.node))
    }

    /// The views a list of rendered nodes stands for, with `if`s that hold and `ForEach`es opened.
    func items(_ nodes: [RenderedNode]) -> [RenderedNode] {
        var result: [RenderedNode] = []
        for node in nodes {
            switch node.kind {
            case .optional, .either:
                result += items(node.children).map { child in
                    var child = child
                    child.modifiers += node.modifiers
                    return child
                }
            default:
                result.append(node)
            }
        }
        return result
    }

    mutating func build(_ node: RenderedNode, width: Double, height: Double?, env: Env) -> Built {
        var env = env
        for modifier in node.modifiers.reversed() {
            switch modifier {
            case .font(let font): env.font = font
            case .lineLimit(let limit): env.lineLimit = limit
            default: break
            }
        }
        // The width and height each modifier is offered, outermost first.
        var offered: [(Double, Double?)] = Array(repeating: (width, height), count: node.modifiers.count)
        var w = width
        var h = height
        for k in node.modifiers.indices.reversed() {
            offered[k] = (w, h)
            switch node.modifiers[k] {
            case .frame(let fw, let fh):
                w = fw ?? w
                h = fh ?? h
            case .flexibleFrame(_, let maxWidth, _, _):
                if let maxWidth, maxWidth.isFinite { w = min(w, maxWidth) }
            case .padding(let top, let leading, let bottom, let trailing):
                w = max(0, w - leading - trailing)
                h = h.map { max(0, $0 - top - bottom) }
            default: break
            }
        }
        var built = base(node, width: w, height: h, env: env)
        for (k, modifier) in node.modifiers.enumerated() {
            apply(modifier, to: &built, offered: offered[k])
        }
        return built
    }

    private mutating func apply(_ modifier: Modifier, to built: inout Built, offered: (Double, Double?)) {
        switch modifier {
        case .frame(let fw, let fh):
            if let fw { built.width = fw }
            if let fh { built.height = fh }
            built.node.width = built.width
            built.node.height = built.height
        case .flexibleFrame(let minWidth, let maxWidth, let minHeight, _):
            if let maxWidth { built.width = maxWidth.isFinite ? min(offered.0, maxWidth) : offered.0 }
            if let minWidth { built.width = max(built.width, minWidth) }
            if let minHeight, let height = built.height { built.height = max(height, minHeight) }
            built.node.width = built.width
            built.node.height = built.height
        case .padding(let top, let leading, let bottom, let trailing):
            built = padded(built, top: top, leading: leading, bottom: bottom, trailing: trailing)
        case .clipShape, .clipped: built.node.clipped = true
        case .opacity(let opacity): built.node.opacity *= opacity
        case .hidden: built.node.hidden = true
        case .drawingGroup: built.node.drawingGroup = true
        case .id(let id): built.node.id = "\(id.base)"
        // The engine's x/y move a node from where its parent puts it, as `.offset` does.
        case .offset(let x, let y):
            built.node.x = (built.node.x ?? 0) + x
            built.node.y = (built.node.y ?? 0) + y
        case .accessibilityIdentifier(let identifier): built.node.id = identifier
        case .font, .lineLimit, .fontWeight, .bold, .foregroundColor, .background, .resizable,
            .scrollTargetBehavior, .scrollTargetLayout, .external:
            break
        }
    }

    private func isContainer(_ node: ViewNode) -> Bool {
        switch node.kind {
        case .nativeContainer, .sliderContainer: return true
        default: return false
        }
    }

    /// Padding: the view inside a frame larger by the insets. When the view's height is the
    /// engine's to decide, a vertical stack of (top inset, the view between side insets, bottom
    /// inset) keeps the insets whatever that height turns out to be.
    private func padded(_ inner: Built, top: Double, leading: Double, bottom: Double, trailing: Double) -> Built {
        let width = inner.width + leading + trailing
        var child = inner.node
        child.width = inner.width
        if let height = inner.height {
            child.x = leading
            child.y = top
            child.height = height
            let total = height + top + bottom
            return Built(node: ViewNode(kind: .overlay, width: width, height: total, children: [child]), width: width, height: total)
        }
        child.x = nil
        child.y = nil
        let row = ViewNode(
            kind: .stack(axis: .horizontal, spacing: 0, lazy: false),
            children: [
                ViewNode(kind: .view, width: leading, height: 0), child, ViewNode(kind: .view, width: trailing, height: 0),
            ])
        let column = ViewNode(
            kind: .stack(axis: .vertical, spacing: 0, lazy: false), width: width,
            children: [ViewNode(kind: .view, width: width, height: top), row, ViewNode(kind: .view, width: width, height: bottom)])
        return Built(node: column, width: width, height: nil)
    }

    private mutating func base(_ node: RenderedNode, width: Double, height: Double?, env: Env) -> Built {
        switch node.kind {
        case .stack(let axis, let spacing, let lazy, let alignment):
            let spacing = spacing ?? Self.defaultSpacing
            return axis == .vertical
                ? vertical(node.children, width: width, spacing: spacing, lazy: lazy, alignment: alignment, env: env)
                : horizontal(node.children, width: width, spacing: spacing, lazy: lazy, env: env)
        case .zstack, .optional, .either:
            let children = items(node.children).map { build($0, width: width, height: height, env: env) }
            let tallest = children.allSatisfy { $0.height != nil } ? children.compactMap(\.height).max() ?? 0 : nil
            let nodes = children.map { child -> ViewNode in
                var n = child.node
                n.x = (width - child.width) / 2
                return n
            }
            return Built(node: ViewNode(kind: .overlay, width: width, height: tallest, children: nodes), width: width, height: tallest)
        case .scroll(let axis):
            // A scroll view is named for the script's `scroll` steps: `scroll`, `scroll-2`, ...
            // (an `.id` on it replaces the name).
            let name = uniqueID(env.idPrefix + "scroll")
            let content = contentNode(node.children, width: width, env: env)
            if axis == .vertical {
                return Built(
                    node: ViewNode(id: name, kind: .scroll(axis: .vertical), width: width, height: height, children: [content.node]),
                    width: width, height: height)
            }
            return Built(
                node: ViewNode(
                    id: name, kind: .scroll(axis: .horizontal), width: width, height: content.height, children: [content.node]),
                width: width, height: content.height)
        case .spacer(let minLength):
            return leaf(width: width, height: minLength ?? 0)
        case .text:
            return leaf(width: width, height: textHeight(env))
        case .image:
            return leaf(width: width, height: height ?? width)
        case .button:
            let label = contentNode(node.children, width: width, env: env)
            return Built(node: ViewNode(kind: .view, width: label.width, height: label.height), width: label.width, height: label.height)
        case .progress:
            return leaf(width: width, height: height ?? 20)
        case .shape:
            return leaf(width: width, height: height ?? 0)
        case .forEach:
            // A ForEach outside a stack: its items over one another.
            return base(RenderedNode(kind: .zstack, children: node.children), width: width, height: height, env: env)
        case .external(let external):
            return self.external(external, node: node, width: width, height: height, env: env)
        }
    }

    private func leaf(width: Double, height: Double) -> Built {
        Built(node: ViewNode(kind: .view, width: width, height: height), width: width, height: height)
    }

    func textHeight(_ env: Env) -> Double { Double(max(1, env.lineLimit ?? 1)) * env.font.lineHeight }

    /// Several views where one is expected (a scroll view's or a container's content): a vertical
    /// stack of them, as SwiftUI lays out a content closure of several views.
    private mutating func contentNode(_ nodes: [RenderedNode], width: Double, env: Env) -> Built {
        let list = items(nodes)
        if list.count == 1, !isForEach(list[0]) { return build(list[0], width: width, height: nil, env: env) }
        return vertical(nodes, width: width, spacing: Self.defaultSpacing, lazy: false, alignment: "center", env: env)
    }

    private func isForEach(_ node: RenderedNode) -> Bool {
        if case .forEach = node.kind { return true }
        return false
    }

    private mutating func vertical(
        _ children: [RenderedNode], width: Double, spacing: Double, lazy: Bool, alignment: String, env: Env
    ) -> Built {
        var nodes: [ViewNode] = []
        var total: Double? = 0
        for item in stackItems(children, width: width, env: env) {
            var child = item.node
            switch alignment {
            case "leading": child.x = nil
            case "trailing": child.x = width - item.width
            default: child.x = item.width == width ? nil : (width - item.width) / 2
            }
            child.width = item.width
            nodes.append(child)
            if let height = item.height, let sum = total, !item.dynamicCount {
                total = sum + height + (nodes.count > 1 ? spacing : 0)
            } else {
                total = nil
            }
        }
        let node = ViewNode(kind: .stack(axis: .vertical, spacing: spacing, lazy: lazy), width: width, height: total, children: nodes)
        return Built(node: node, width: width, height: total)
    }

    private mutating func horizontal(_ children: [RenderedNode], width: Double, spacing: Double, lazy: Bool, env: Env) -> Built {
        let list = items(children)
        // Fixed children keep their width whatever is offered; the flexible share the rest.
        var fixed: [Int: Double] = [:]
        var flexible: [Int] = []
        var spacers: [Int] = []
        var probe = self
        var templates: [Int: StackItem] = [:]
        for (i, item) in list.enumerated() {
            if case .forEach = item.kind {
                if let template = forEachTemplate(item, width: width, env: env) {
                    templates[i] = template
                    fixed[i] = template.width
                }
                continue
            }
            if case .spacer = item.kind, item.modifiers.isEmpty {
                spacers.append(i)
                continue
            }
            let narrow = probe.build(item, width: 0, height: nil, env: env).width
            let wide = probe.build(item, width: 10_000, height: nil, env: env).width
            if narrow == wide { fixed[i] = narrow } else { flexible.append(i) }
        }
        let gaps = spacing * Double(max(0, list.count - templates.count - 1))
        let left = max(0, width - fixed.values.reduce(0, +) - gaps)
        let share = flexible.isEmpty ? 0 : left / Double(flexible.count)
        let spacerShare = flexible.isEmpty && !spacers.isEmpty ? left / Double(spacers.count) : 0
        var built: [Built] = []
        for (i, item) in list.enumerated() {
            if case .forEach = item.kind {
                if let template = templates[i] { built.append(Built(node: template.node, width: template.width, height: nil)) }
                continue
            }
            if spacers.contains(i) {
                built.append(Built(node: ViewNode(kind: .view, width: spacerShare, height: 0), width: spacerShare, height: 0))
            } else {
                built.append(build(item, width: fixed[i] ?? share, height: nil, env: env))
            }
        }
        let rowHeight: Double? = built.allSatisfy { $0.height != nil } ? built.compactMap(\.height).max() ?? 0 : nil
        let nodes = built.map { child -> ViewNode in
            var n = child.node
            n.width = child.width
            if let rowHeight, let height = child.height {
                n.height = height
                n.y = (rowHeight - height) / 2
            }
            return n
        }
        let used = built.map(\.width).reduce(0, +) + gaps
        let rowWidth = lazy ? used : width
        return Built(
            node: ViewNode(kind: .stack(axis: .horizontal, spacing: spacing, lazy: lazy), width: rowWidth, height: rowHeight, children: nodes),
            width: rowWidth, height: rowHeight)
    }

    struct StackItem {
        var node: ViewNode
        var width: Double
        var height: Double?
        /// A ForEach: how many items it has is the engine's to know.
        var dynamicCount = false
    }

    /// A stack's children: a ForEach over ad states becomes the engine's template node.
    private mutating func stackItems(_ children: [RenderedNode], width: Double, env: Env) -> [StackItem] {
        var result: [StackItem] = []
        for item in items(children) {
            if case .forEach = item.kind {
                if let template = forEachTemplate(item, width: width, env: env) { result.append(template) }
                continue
            }
            let built = build(item, width: width, height: nil, env: env)
            result.append(StackItem(node: built.node, width: built.width, height: built.height))
        }
        return result
    }

    mutating func external(_ external: any ExternalNode, node: RenderedNode, width: Double, height: Double?, env: Env) -> Built {
        switch external {
        case let container as ContainerNode:
            var id: String?
            for case .id(let value) in node.modifiers { id = "\(value.base)" }
            var inner = env
            if let id { inner.idPrefix = id + "-" }
            if container.slider { inner.slider = container.state }
            let content = contentNode(container.content, width: width, env: inner)
            let placeholder = contentNode(container.placeholder, width: width, env: inner)
            let kind: ViewNode.Kind =
                container.slider
                ? .sliderContainer(state: container.state, handlers: container.handlers)
                : .nativeContainer(state: container.state, handlers: container.handlers)
            // A container is as wide as what it draws (SwiftUI sizes it to its content).
            let drawnWidth = max(content.width, placeholder.width)
            let built = ViewNode(kind: kind, width: drawnWidth, children: [content.node], placeholder: [placeholder.node])
            return Built(node: built, width: drawnWidth, height: nil)
        case let asset as AssetNode:
            var label = asset.kind.valueKind == .text ? leaf(width: width, height: textHeight(env)) : leaf(width: width, height: height ?? width)
            if !asset.label.isEmpty, asset.form == .label {
                label = contentNode(asset.label, width: width, env: env)
            }
            var built = ViewNode(kind: .asset(asset.kind), width: label.width, height: label.height)
            built.form = asset.form
            built.id = uniqueID(env.idPrefix + asset.kind.rawValue)
            // The video state the overlay received names this node (VID-2: setMuted(_:)).
            asset.video?.id = built.id.map { $0 + env.instanceSuffix }
            if asset.kind == .media && height == nil {
                // Media keeps the media's aspect ratio: its height is the engine's (VID-2).
                built.height = nil
                return Built(node: built, width: width, height: nil)
            }
            return Built(node: built, width: label.width, height: label.height)
        case let condition as HasCondition:
            let content = contentNode(node.children, width: width, env: env)
            let kind: ViewNode.Kind = condition.assets.count == 1 ? .ifHas(condition.assets[0]) : .ifHasAny(condition.assets)
            return Built(node: ViewNode(kind: kind, width: content.width, children: [content.node]), width: content.width, height: nil)
        default:
            problems.append("a view of another module that the front end does not lay out: \(type(of: external))")
            return leaf(width: width, height: 0)
        }
    }

    private mutating func uniqueID(_ base: String) -> String {
        let count = (usedIDs[base] ?? 0) + 1
        usedIDs[base] = count
        return count == 1 ? base : "\(base)-\(count)"
    }

    /// `ForEach` in a stack. Over the cards of a slider (`layout.ads`): the engine's slider-cards
    /// template, of the slider whose content it is in, else of the slider it names (`SliderCards`:
    /// an app that kept `layout.ads` and draws it elsewhere, SLD-4). Over ad states: one template
    /// whose container takes each state in turn (`forEachState`), after checking that every item
    /// draws the same thing (over all the ads of a bulk batch: the batch's template). Over anything
    /// else: its items one after another.
    private mutating func forEachTemplate(_ node: RenderedNode, width: Double, env: Env) -> StackItem? {
        guard !node.children.isEmpty else { return nil }
        var saved = usedIDs
        var templates: [Built] = []
        var states: [String] = []
        for (index, element) in node.children.enumerated() {
            usedIDs = saved
            var itemEnv = env
            itemEnv.instanceSuffix += "#\(index)"
            let built = contentNode(element.children, width: width, env: itemEnv)
            guard let state = Self.containerState(built.node) else {
                problems.append("a ForEach whose items are not ad containers: not supported by the front end")
                return nil
            }
            states.append(state)
            templates.append(built)
        }
        saved = usedIDs
        let cardsOf = SliderCards.slider(of: states, cardCounts: cardCounts)
        let placeholder = cardsOf == nil ? "$item" : SliderCards.template
        let template = Self.replacingState(templates[0].node, with: placeholder)
        for other in templates.dropFirst() {
            if Self.replacingState(other.node, with: placeholder) != template {
                problems.append("the items of a ForEach draw different things: the engine's template cannot express it")
            }
        }
        let kind: ViewNode.Kind
        if let cardsOf {
            kind = cardsOf == env.slider ? .sliderCards : .sliderCardsOf(slider: cardsOf)
        } else if let batch = BulkTemplate.batch(of: states, batches: batches) {
            kind = .bulkItems(batch: batch)
        } else {
            kind = .forEachState(states: states)
        }
        return StackItem(node: ViewNode(kind: kind, children: [template]), width: templates[0].width, height: templates[0].height, dynamicCount: true)
    }

    static func containerState(_ node: ViewNode) -> String? {
        switch node.kind {
        case .nativeContainer(let state, _): return state
        default: return node.children.lazy.compactMap { containerState($0) }.first
        }
    }

    static func replacingState(_ node: ViewNode, with placeholder: String) -> ViewNode {
        var copy = node
        if case .nativeContainer(_, let handlers) = node.kind {
            copy.kind = .nativeContainer(state: placeholder, handlers: handlers)
            return copy
        }
        copy.children = node.children.map { replacingState($0, with: placeholder) }
        return copy
    }
}
