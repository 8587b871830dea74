/// Lays out the screen tree into a `Frame`: every node that is in the hierarchy, with its absolute
/// rectangle, the region of the screen it can be seen through, and its effective modifiers.
///
/// The layout model is deliberately small and documented (README, "Screen layout"):
/// - a node sits at its `x`/`y` in its parent (default 0); in a stack the offset along the axis
///   is the running sum of the previous children's sizes plus `spacing`;
/// - a node without `width`/`height` fills its parent across a stack's axis; along a stack's axis
///   it takes its content's size: a stack sums (or, across, takes the largest of) its children,
///   any other node takes the largest extent of its children, a leaf is one line: 20 points;
/// - a scroll view's frame is its viewport; its content is moved by the scroll offset and clipped;
/// - a lazy stack keeps only the children that come within `lazyPrefetchMargin` of the viewport.

public struct PlacedNode: Sendable, Hashable {
    public var id: String?
    public var kind: ViewNode.Kind
    /// Absolute rectangle on the screen.
    public var rect: Rect
    /// The part of `rect` that can be seen (screen, scroll viewports and clipping ancestors).
    public var visible: Rect
    /// The part of `rect` left by clipping ancestors inside the nearest container (not the screen
    /// nor scroll views): smaller than `rect` when the card itself cuts the view off.
    public var insideCard: Rect
    public var hidden: Bool
    public var drawingGroup: Bool
    public var opacity: Double
    /// Index in `Frame.nodes` of the nearest enclosing native or slider container.
    public var container: Int?
    /// Index in `Frame.nodes` of the node this one is laid out in; read only by the HTML report's
    /// pictures (RenderSnapshot.swift: what a scroll view's content is).
    public var parent: Int?
}

/// The engine looks nodes up by id through `FrameIndex`.
public struct Frame: Sendable {
    public var nodes: [PlacedNode] = []
}

/// What a container draws, as the engine decides from its state's phase (CONT-1).
public enum ContainerShows: Sendable, Hashable {
    case placeholder
    /// The card: `has` answers `layout.has(_:)`; `cardStates` are the slider's card states (SLD-2);
    /// `mediaAspectRatio` is `layout.media?.aspectRatio`, which an unsized `Media` keeps (VID-2).
    case content(has: Set<AssetKind>, cardStates: [String], mediaAspectRatio: Double? = nil)
    case nothing
}

struct LayoutContext {
    var screen: Rect
    var prefetchMargin: Double
    /// What the container with this instance id and state shows.
    var shows: (_ containerID: String, _ state: String) -> ContainerShows
    /// The states a bulk batch produced, in order.
    var batchStates: (_ batch: String) -> [String]
    /// Changes made by steps to nodes of one template instance, by instance id (`cta#0`).
    var instanceChanges: [String: (inout ViewNode) -> Void] = [:]
    /// The `gmaMinHeightIgnored` mutant: `.frame(minHeight:)` of a GMA ad view does nothing.
    var ignoresMinHeight = false
    /// What lazy stacks keep from one render to the next (`LazyStackCache`); nil lays every lazy
    /// stack out from scratch, measuring all of its items.
    var lazyCache: LazyStackCache? = nil
    /// How many nodes the frame is expected to have (the engine gives the last frame's count):
    /// room for them is made at once instead of the array growing as nodes are placed.
    var expectedNodeCount: Int
    /// Charges layout work that places no node to the run's `EngineBudget` (issue 40, item 5): a
    /// lazy stack's scan of its children on every render, and its items measured.
    var charge: (Int) -> Void = { _ in }
}

struct Layout {
    static let leafExtent = 20.0

    let context: LayoutContext
    private(set) var frame = Frame()

    init(context: LayoutContext) {
        self.context = context
        frame.nodes.reserveCapacity(context.expectedNodeCount)
    }

    static func render(_ root: ViewNode, scroll: [String: Double], context: LayoutContext) -> Frame {
        var layout = Layout(context: context)
        layout.scrollOffsets = scroll
        let screen = context.screen
        context.lazyCache?.beginRender()
        defer { context.lazyCache?.endRender() }
        layout.place(
            root, at: Rect(x: 0, y: 0, width: root.width ?? screen.width, height: root.height ?? screen.height),
            env: Environment(
                clip: screen, cardClip: nil, hidden: false, drawingGroup: false, opacity: 1,
                container: nil, parent: nil, viewport: screen, suffix: "", item: nil, has: nil))
        return layout.frame
    }

    var scrollOffsets: [String: Double] = [:]

    struct Environment {
        var clip: Rect
        var cardClip: Rect?
        var hidden: Bool
        var drawingGroup: Bool
        var opacity: Double
        var container: Int?
        var parent: Int?
        /// The viewport lazy stacks measure against.
        var viewport: Rect
        /// Appended to node ids inside a template instance (`#0`, `#1`, ...).
        var suffix: String
        /// The state a template's `$item` / `$card` stands for.
        var item: String?
        /// `layout.has(_:)` of the nearest container's content.
        var has: Set<AssetKind>?
        /// The aspect ratio of the media of the nearest shown ad (VID-2).
        var mediaRatio: Double?
        /// The card states of the nearest slider whose content is shown (SLD-2).
        var cards: [String] = []
        /// Where the node is in the tree (a hash of child positions): a lazy stack's cache key.
        var path = 0

        /// The environment's path for the `position`-th child.
        func path(_ position: Int) -> Int { (path ^ (position &+ 1)) &* 0x100_0000_01b3 }
    }

    /// The size of a node along an axis when nothing imposes one. `cross` is its size across the
    /// axis when known, `ratio` the aspect ratio (width / height) of the media of the nearest
    /// shown ad: `Media` keeps it (VID-2), so an unsized Media is as tall as its width allows.
    func natural(
        _ node: ViewNode, _ axis: ViewNode.Axis, has: Set<AssetKind>? = nil, item: String? = nil,
        cross: Double? = nil, ratio: Double? = nil, cards: [String] = []
    ) -> Double {
        if let explicit = axis == .vertical ? node.height : node.width { return explicit }
        let cross = (axis == .vertical ? node.width : node.height) ?? cross
        // `ratio` is a native ad's media aspect ratio, which the loader keeps within 0.001...1000
        // (ScenarioReader+Limits.swift, aspectRatio): never zero, so it can divide.
        if case .asset(.media) = node.kind, node.children.isEmpty, let ratio, let cross {
            return axis == .vertical ? cross / ratio : cross * ratio
        }
        switch node.kind {
        case .nativeContainer(let state, _), .sliderContainer(let state, _):
            // A container is as large as what it shows now: placeholder, card, or nothing (CONT-1).
            let resolved = TemplateNames.isPlaceholder(state) ? (item ?? state) : state
            // Its own width and height are already taken into account above (`explicit`, `cross`).
            var shown = node
            shown.kind = .overlay
            switch shows(node.id ?? "", resolved) {
            case .placeholder:
                shown.children = node.placeholder
                return natural(shown, axis, has: nil, item: item, cross: cross)
            case .content(let contentHas, let cardStates, let mediaRatio):
                return natural(shown, axis, has: contentHas, item: item, cross: cross, ratio: mediaRatio, cards: cardStates)
            case .nothing:
                return 0
            }
        case .gmaAdView(let minHeight):
            // A GADNativeAdView is as large as its subviews, and at least `.frame(minHeight:)` (GMA-10).
            var content = node
            content.kind = .overlay
            let extent = natural(content, axis, has: nil, item: item, cross: cross)
            return axis == .vertical && !context.ignoresMinHeight ? max(extent, minHeight ?? 0) : extent
        default:
            break
        }
        // A ForEach (slider cards, bulk items, declared states) is as large as its first instance,
        // once that exists: a row of cards is as high as a card (its items are not summed along
        // a stack; see `place`, scroll views).
        if let template = node.children.first, node.present {
            var first: String?
            switch node.kind {
            case .sliderCards: first = cards.first
            case .sliderCardsOf(let slider): first = cardsOf(slider).first
            case .forEachState(let states): first = states.first
            case .bulkItems(let batch): first = context.batchStates(batch).first
            default: break
            }
            if let first { return natural(template, axis, has: has, item: first, cross: cross, ratio: ratio, cards: cards) }
        }
        // Lazy: the drawn children are measured where they lie, one at a time; no array of them,
        // nor of their sizes below, is made (that would be two arrays per measured node).
        let children = node.children.lazy.filter { child in
            guard child.present else { return false }
            if let assets = child.kind.hasCondition { return !(has ?? []).isDisjoint(with: assets) }
            return true
        }
        switch node.kind {
        case .stack(let stackAxis, let spacing, _):
            let sizes = children.map {
                natural($0, axis, has: has, item: item, cross: stackAxis == axis ? cross : nil, ratio: ratio, cards: cards)
            }
            if stackAxis == axis {
                return sizes.reduce(0, +) + spacing * Double(max(0, sizes.count - 1))
            }
            return sizes.max() ?? 0
        case .asset, .view:
            // A leaf is one line; a view with content is as large as its largest child.
            return children.map { natural($0, axis, has: has, item: item, cross: cross, ratio: ratio, cards: cards) }.max()
                ?? Self.leafExtent
        default:
            let extents = children.map { child in
                (axis == .vertical ? child.y ?? 0 : child.x ?? 0)
                    + natural(child, axis, has: has, item: item, cross: cross, ratio: ratio, cards: cards)
            }
            return extents.max() ?? Self.leafExtent
        }
    }

    /// What the container shows, noted as a dependency of the lazy-stack item being measured.
    func shows(_ id: String, _ state: String) -> ContainerShows {
        context.lazyCache?.record(state)
        return context.shows(id, state)
    }

    /// `env` is consumed: every caller hands over an environment made for this child alone, which
    /// `place` changes in place (a consuming parameter is not copied implicitly: where a child's
    /// environment starts from it, the copy is written `copy env`).
    mutating func place(_ node: ViewNode, at rect: Rect, env: consuming Environment) {
        guard node.present else { return }
        // Outside a template the suffix is empty and the id is the node's as it is, not a concatenation.
        var id = env.suffix.isEmpty ? node.id : node.id.map { $0 + env.suffix }
        // A container written without an id is named `?`, and inside a template `?#0`, `?#1`, ...,
        // so that the instances of one template are containers of their own rather than one
        // container passed from state to state at every render. Others written at the same
        // template depth were given `?2`, `?3`, ... beforehand (`namingUnnamedContainers`).
        switch node.kind {
        case .nativeContainer, .sliderContainer: if id == nil { id = "?" + env.suffix }
        default: break
        }
        var kind = node.kind
        // A template's container takes the state its instance stands for.
        switch kind {
        case .nativeContainer(let state, let handlers) where TemplateNames.isPlaceholder(state):
            kind = .nativeContainer(state: env.item ?? state, handlers: handlers)
        default: break
        }
        env.hidden = env.hidden || node.hidden
        env.drawingGroup = env.drawingGroup || node.drawingGroup
        env.opacity *= node.opacity
        let visible = rect.intersection(env.clip)
        let insideCard = env.cardClip.map { rect.intersection($0) } ?? rect
        let placed = PlacedNode(
            id: id, kind: kind, rect: rect, visible: visible, insideCard: insideCard, hidden: env.hidden,
            drawingGroup: env.drawingGroup, opacity: env.opacity, container: env.container, parent: env.parent)
        let index = frame.nodes.count
        frame.nodes.append(placed)
        env.parent = index
        if node.clipped {
            env.clip = env.clip.intersection(rect)
            if env.cardClip != nil { env.cardClip = env.cardClip!.intersection(rect) }
        }

        switch kind {
        case .nativeContainer(let state, _), .sliderContainer(let state, _):
            env.container = index
            env.cardClip = rect
            switch context.shows(id ?? "", state) {
            case .placeholder:
                env.has = nil
                env.mediaRatio = nil
                placeChildren(node.placeholder, in: rect, env: env)
            case .content(let has, let cards, let mediaRatio):
                env.mediaRatio = mediaRatio
                env.has = has
                env.item = nil
                if case .sliderContainer = kind { env.cards = cards }
                placeChildren(node.children, in: rect, env: env)
            case .nothing:
                break
            }
        case .gmaAdView:
            // Its subviews are the nib's, whatever the ad: the app fills and hides them (GMA-2).
            env.container = index
            env.cardClip = rect
            env.has = nil
            env.mediaRatio = nil
            placeChildren(node.children, in: rect, env: env)
        case .ifHas, .ifHasAny:
            guard let has = env.has, let assets = kind.hasCondition, !has.isDisjoint(with: assets) else { return }
            placeChildren(node.children, in: rect, env: env)
        case .scroll(let axis):
            env.clip = env.clip.intersection(rect)
            env.viewport = rect
            let requested = id.flatMap { scrollOffsets[$0] } ?? 0
            for (position, child) in node.children.enumerated() where child.present {
                let cross = axis == .vertical ? child.width ?? rect.width : child.height ?? rect.height
                // A long lazy list's own extent is kept between renders too (`LazyStackCache.Extent`).
                let along =
                    naturalOfLazyStack(child, axis, env: env, cross: cross, path: env.path(position))
                    ?? natural(child, axis, has: env.has, item: env.item, cross: cross, ratio: env.mediaRatio, cards: env.cards)
                // The offset is taken as given, not clamped to the content: a stack's natural size
                // does not count the items of a ForEach, so the engine cannot know where content
                // ends. Scenarios scroll within their content (README, "Screen layout").
                let offset = requested
                let content =
                    axis == .vertical
                    ? Rect(
                        x: rect.x + (child.x ?? 0), y: rect.y - offset + (child.y ?? 0), width: child.width ?? rect.width,
                        height: along)
                    : Rect(
                        x: rect.x - offset + (child.x ?? 0), y: rect.y + (child.y ?? 0), width: along,
                        height: child.height ?? rect.height)
                var childEnv = copy env
                childEnv.path = env.path(position)
                place(child, at: content, env: childEnv)
            }
        case .stack(let axis, let spacing, let lazy) where lazy && context.lazyCache != nil:
            placeLazy(node, axis: axis, spacing: spacing, in: rect, env: env)
        case .stack(let axis, let spacing, let lazy):
            var offset = 0.0
            let keep = env.viewport
            let margin = context.prefetchMargin
            let reach = Rect(
                x: keep.x - margin, y: keep.y - margin,
                width: keep.width + 2 * margin, height: keep.height + 2 * margin)
            forEachInstance(of: node.children, env: env) { layout, position, child, suffix, item in
                guard child.present else { return }
                // An `if layout.has(...)` whose condition is false is not in the stack at all.
                if let assets = child.kind.hasCondition, (env.has ?? []).isDisjoint(with: assets) { return }
                var childEnv = copy env
                childEnv.path = env.path(position)
                childEnv.suffix = suffix
                childEnv.item = item ?? env.item
                let across = axis == .vertical ? child.width ?? rect.width : child.height ?? rect.height
                let along = layout.natural(
                    child, axis, has: env.has, item: item ?? env.item, cross: across, ratio: env.mediaRatio,
                    cards: env.cards)
                let childRect = Self.stackChildRect(child, in: rect, axis, offset: offset, along: along)
                offset += along + spacing
                if lazy && !Self.withinReach(childRect, reach, axis) {
                    return  // a lazy stack's item far from the viewport is not in the hierarchy
                }
                layout.place(child, at: childRect, env: childEnv)
            }
        default:
            placeChildren(node.children, in: rect, env: env)
        }
    }

    /// Whether a lazy stack keeps an item: along the stack's axis the item comes within `reach`
    /// (an item of zero extent there: lies within it). The other axis does not decide, so a row of
    /// zero height still holds the cards within reach (SLD-9), each of them 0 points high.
    static func withinReach(_ item: Rect, _ reach: Rect, _ axis: ViewNode.Axis) -> Bool {
        let (low, high) = axis == .vertical ? (item.y, item.y + item.height) : (item.x, item.x + item.width)
        let (reachLow, reachHigh) = axis == .vertical ? (reach.y, reach.y + reach.height) : (reach.x, reach.x + reach.width)
        if high <= low { return low >= reachLow && low <= reachHigh }
        return high > reachLow && low < reachHigh
    }

    struct Instance {
        var node: ViewNode
        var suffix: String
        var item: String?
    }

    /// Calls `body` with each instance of `children`, in order, with its position among them: a
    /// `ForEach`-like node gives one instance of its template per state (its suffix and state), any
    /// other node itself (the environment's suffix, no state). The nodes that are no `ForEach` are
    /// handed over where they lie in `children`: an array of instances would copy every node of
    /// every stack and overlay at every render.
    mutating func forEachInstance(
        of children: [ViewNode], env: Environment,
        _ body: (_ layout: inout Layout, _ position: Int, _ node: ViewNode, _ suffix: String, _ item: String?) -> Void
    ) {
        var position = 0
        for index in children.indices {
            let states: [String]
            switch children[index].kind {
            case .sliderCards: states = env.cards
            case .sliderCardsOf(let slider): states = cardsOf(slider)
            case .bulkItems(let batch): states = context.batchStates(batch)
            case .forEachState(let list): states = list
            default:
                body(&self, position, children[index], env.suffix, nil)
                position += 1
                continue
            }
            guard children[index].present, let template = children[index].children.first else { continue }
            for (i, state) in states.enumerated() {
                let suffix = TemplateNames.instanceSuffix(env.suffix, i)
                body(&self, position, applyingInstanceChanges(template, suffix: suffix), suffix, state)
                position += 1
            }
        }
    }

    /// The template with the changes steps made to this instance's nodes. Nodes of a nested
    /// template get theirs when that template is expanded, with the longer suffix.
    func applyingInstanceChanges(_ node: ViewNode, suffix: String) -> ViewNode {
        guard !context.instanceChanges.isEmpty else { return node }
        var copy = node
        if let id = node.id, let change = context.instanceChanges[id + suffix] { change(&copy) }
        copy.children = copy.children.map { applyingInstanceChanges($0, suffix: suffix) }
        copy.placeholder = copy.placeholder.map { applyingInstanceChanges($0, suffix: suffix) }
        return copy
    }

    private mutating func placeChildren(_ children: [ViewNode], in rect: Rect, env: Environment) {
        forEachInstance(of: children, env: env) { layout, position, child, suffix, item in
            guard child.present else { return }
            var childEnv = env
            childEnv.path = env.path(position)
            childEnv.suffix = suffix
            childEnv.item = item ?? env.item
            let childRect = Rect(
                x: rect.x + (child.x ?? 0), y: rect.y + (child.y ?? 0),
                width: child.width ?? rect.width, height: child.height ?? rect.height)
            layout.place(child, at: childRect, env: childEnv)
        }
    }
}

extension ViewNode.Kind {
    /// The assets an `if layout.has(...)` node asks for (any of them draws it); nil for other kinds.
    var hasCondition: [AssetKind]? {
        switch self {
        case .ifHas(let asset): return [asset]
        case .ifHasAny(let assets): return assets
        default: return nil
        }
    }
}

extension Layout {
    /// The frame of a stack's child `offset` points along the stack's axis, `along` long: its own
    /// x/y shift it, its own size across the axis wins over the stack's (plain and lazy stacks alike).
    static func stackChildRect(_ node: ViewNode, in rect: Rect, _ axis: ViewNode.Axis, offset: Double, along: Double) -> Rect {
        axis == .vertical
            ? Rect(
                x: rect.x + (node.x ?? 0), y: rect.y + offset + (node.y ?? 0),
                width: node.width ?? rect.width, height: along)
            : Rect(
                x: rect.x + offset + (node.x ?? 0), y: rect.y + (node.y ?? 0),
                width: along, height: node.height ?? rect.height)
    }
}

extension Layout {
    /// The screen with a name for every container written without an id that `place` would give
    /// the same name as another: `place` names each `?` plus its instance suffix, so two of them
    /// at the same template depth (outside any template, or inside templates nested as deep)
    /// would be one container to the engine, passed from state to state at every render. In the
    /// order written (content before placeholder), the first at each depth keeps `?`, the next are
    /// `?2`, `?3`, ... A name is fixed by where the container is written, whatever is drawn: one
    /// that mounts or scrolls away leaves the others' names alone. No id of a scenario contains `?`.
    static func namingUnnamedContainers(_ root: ViewNode) -> ViewNode {
        var unnamedAtDepth: [Int: Int] = [:]
        // In place, in the same order as a copying walk: each array of children is copied once,
        // when first written (it is shared with the scenario's tree), instead of each node being
        // copied into a new array made for it.
        func named(_ node: inout ViewNode, depth: Int) {
            switch node.kind {
            case .nativeContainer, .sliderContainer:
                guard node.id == nil else { break }
                let count = unnamedAtDepth[depth, default: 0] + 1
                unnamedAtDepth[depth] = count
                if count > 1 { node.id = "?\(count)" }
            default: break
            }
            let inner: Int
            switch node.kind {
            case .sliderCards, .sliderCardsOf, .bulkItems, .forEachState: inner = depth + 1
            default: inner = depth
            }
            for index in node.children.indices { named(&node.children[index], depth: inner) }
            for index in node.placeholder.indices { named(&node.placeholder[index], depth: inner) }
        }
        var screen = root
        named(&screen, depth: 0)
        return screen
    }
}
