import AdSpecEngine
import SwiftUI

/// The reference binding's side of a test host whose screen changes during a run (AdSpecHost,
/// issue 37.2): the app is rendered after every change its script makes, and each render is
/// compared with the one before. The engine takes one screen per run and changes it only by its
/// steps, so a change becomes the step that says it: an `if` around a node with an identifier
/// that starts or stops being drawn is `mount`/`unmount` of that node; a node whose `.hidden()`,
/// `.drawingGroup()`, `.opacity`, `.offset`, frame or container state changed is `set`. Any other
/// change is refused with the render that made it. The screen the engine starts with is the first
/// render, with every `if` that was drawn later filled in (not present at the start) and every
/// `ForEach` whose items came later (a bulk load's) filled with its template.
///
/// Sizes and positions are the ones the app writes (frames, offsets) and nothing else: what it
/// leaves unsized is sized by the engine's own layout model (Documentation/ScenarioFormat.md,
/// "How the screen is laid out"), the reference binding's. `SampleHost` instead approximates
/// SwiftUI's sizing for the documents' samples.
@MainActor
public final class ReferenceSession {
    private let recorder = AdRecorder()
    private let graph = ViewGraph()
    private var steps: [Step] = []
    private var appeared: Set<String> = []
    private var start: Drawn?
    private var last: Drawn?
    private var holding = false

    public init() {}

    /// Makes this session the one the ad API records into (one session records at a time).
    /// `adUnits`: the network the stand-in SDK serves (the scenario's `input.adUnits`, then the
    /// demo units), which a slider's `layout.ads` is read from (`AdRecorder.cards(ofSlider:)`).
    public func begin(serving adUnits: [AdUnit]) async {
        await HostTurn.acquire()
        holding = true
        recorder.serve(adUnits)
        AdRecorder.current = recorder
    }

    /// Lets the next session record.
    public func end() {
        guard holding else { return }
        holding = false
        HostTurn.release()
    }

    /// The name the next state the app makes is known by (the scenario's), as a test recorder
    /// names what it observes; the SDK itself names nothing.
    public func nameNextState(_ name: String) { recorder.nextStateName = name }
    /// The name of the next `NativeBulkAdLoader.loadAds` batch.
    public func nameNextBatch(_ name: String) { recorder.nextBatchName = name }

    /// A step that is not the app's code (time, a tap, a scroll, the app's lifecycle), after the
    /// calls the app's code made so far.
    public func record(_ action: Action) {
        steps += recorder.drain()
        steps.append(Step(action))
    }

    /// The app reads the `NativeAdVideoState` a `Media` overlay handed it (VID-2): the engine's
    /// `inspectVideo` of the media the state came from, whose values the engine writes.
    public func read(_ video: NativeAdVideoState) {
        guard let node = video.media.id else { return recorder.refuse(MediaNodeName.unnamed) }
        record(.inspectVideo(node: node))
    }

    /// `body` runs again with nothing else changed (the engine's `rerender`, LOAD-5).
    public func rerender<Root: View>(_ root: Root, step: String) async throws(HostError) {
        record(.rerender)
        try await render(root, step: step)
    }

    /// Renders `root`: the first time, the screen the run starts with; afterwards, the change since
    /// the last render, as steps.
    public func render<Root: View>(_ root: Root, step: String) async throws(HostError) {
        steps += recorder.drain()
        let rendered = graph.evaluate(root)
        var builder = EngineScreenBuilder()
        builder.batches = recorder.batchNames
        // After the evaluation: a slider state made in `body` is declared by it (LOAD-5).
        builder.cardCounts = recorder.cardCounts
        let drawn = builder.screen(rendered)
        let problems = recorder.refusals + builder.problems
        if !problems.isEmpty {
            throw HostError(description: "the reference binding cannot take \(step)'s screen: " + problems.joined(separator: "; "))
        }
        if let last, var start {
            var diff = ScreenDiff()
            diff.compare(last, drawn)
            if let problem = diff.problem {
                throw HostError(description: "the screen changed after \(step) in a way the engine's steps cannot say: \(problem)")
            }
            steps += diff.steps
            start.learn(from: drawn)
            self.start = start
        } else {
            start = drawn
        }
        last = drawn
        for (path, action) in graph.appearActions where appeared.insert(path).inserted { action() }
        // A `Task { await state.loadImages() }` made by the app runs on the main actor: let it.
        for _ in 0..<8 { await Task.yield() }
        steps += recorder.drain()
    }

    /// The engine's input for the run so far: the screen the app started with, the states it made,
    /// and every step.
    public func input(
        id: String, settings: Settings, adUnits: [AdUnit], hasSKAdNetworkItems: Bool, sdkInitialized: Bool,
        screenWidth: Double, screenHeight: Double
    ) throws(HostError) -> ScenarioInput {
        steps += recorder.drain()
        if !recorder.refusals.isEmpty {
            let problems = recorder.refusals.joined(separator: "; ")
            throw HostError(description: "the reference binding cannot take the run: " + problems)
        }
        guard let start, let screen = start.engineNodes(atStart: true).first else {
            throw HostError(description: "nothing was rendered")
        }
        let app = AppModel(
            hasSKAdNetworkItems: hasSKAdNetworkItems, sdkInitialized: sdkInitialized, loggingEnabled: recorder.loggingEnabled,
            screenWidth: screenWidth, screenHeight: screenHeight, states: recorder.declarations, screen: screen)
        return ScenarioInput(id: id, settings: settings, adUnits: adUnits, app: app, script: steps)
    }
}

/// One render of the screen, node for node, with the places its content may come and go: an
/// `if` (`optional`, its content drawn or not) and a `ForEach` (`forEach`, its template or nothing
/// while it has no items).
struct Drawn: Equatable {
    enum Slot: Equatable { case node, optional, forEach }
    var slot: Slot
    /// `.node`: the node, its children and placeholder left out (they are `children` and
    /// `placeholder` here). `.forEach`: unused; its content is the template node, whole.
    var node: ViewNode
    var children: [Drawn] = []
    var placeholder: [Drawn] = []
    /// `.optional`: whether the `if` held in this render (its content, when known, is `children`).
    var drawn = true
    /// `.forEach`: what each item draws in this render (its container's state left out) and its
    /// container's state: an item the app changed on its own is the engine's `set` on `node#i`.
    var items: [ViewNode] = []
    var itemStates: [String] = []

    /// The id of the node this stands for: a `ForEach`'s is its template's (nil while it has none).
    var identifier: String? {
        switch slot {
        case .node: node.id
        case .forEach: children.first?.node.id
        case .optional: nil
        }
    }

    static func node(_ node: ViewNode, children: [Drawn] = [], placeholder: [Drawn] = []) -> Drawn {
        var bare = node
        bare.children = []
        bare.placeholder = []
        return Drawn(slot: .node, node: bare, children: children, placeholder: placeholder)
    }

    /// Fills in, from a later render of the same screen, the content of every `if` and `ForEach`
    /// that had none here.
    mutating func learn(from later: Drawn) {
        guard slot == later.slot else { return }
        if slot != .node && children.isEmpty {
            children = later.children
            return
        }
        guard slot != .forEach else { return }
        for i in children.indices where i < later.children.count { children[i].learn(from: later.children[i]) }
        for i in placeholder.indices where i < later.placeholder.count { placeholder[i].learn(from: later.placeholder[i]) }
    }

    /// The engine's nodes: an `if` whose content is known is its content, present when it held at
    /// the start; one never drawn and a `ForEach` never filled are left out.
    func engineNodes(atStart: Bool) -> [ViewNode] {
        switch slot {
        case .node:
            var whole = node
            whole.children = children.flatMap { $0.engineNodes(atStart: atStart) }
            whole.placeholder = placeholder.flatMap { $0.engineNodes(atStart: atStart) }
            return [whole]
        case .optional:
            return children.flatMap { $0.engineNodes(atStart: atStart) }.map { content in
                var content = content
                content.present = content.present && drawn
                return content
            }
        case .forEach:
            return children.map(\.node)
        }
    }
}

/// The steps that take the screen from one render to the next, or why none can.
struct ScreenDiff {
    private(set) var steps: [Step] = []
    private(set) var problem: String?

    mutating func compare(_ before: Drawn, _ after: Drawn) {
        guard problem == nil else { return }
        guard before.slot == after.slot else { return fail("a view became another") }
        switch before.slot {
        case .forEach:
            // A ForEach that gets its items (a bulk load's) or loses them: the engine's template
            // does the same by itself. An item changed on its own is `set` on that instance.
            guard let old = before.children.first?.node, let new = after.children.first?.node else { return }
            guard Self.templateKind(old.kind) == Self.templateKind(new.kind) else { return fail("a ForEach became another") }
            for i in before.items.indices where i < after.items.count {
                compareTree(before.items[i], after.items[i], suffix: "#\(i)")
                if i < before.itemStates.count, i < after.itemStates.count, before.itemStates[i] != after.itemStates[i] {
                    guard let container = Self.firstContainerID(after.items[i]) else {
                        return fail("the container of a ForEach item without an identifier changed its state")
                    }
                    steps.append(Step(.set(node: container + "#\(i)", NodeChange(state: after.itemStates[i]))))
                }
            }
        case .optional:
            switch (before.drawn, after.drawn) {
            case (false, true):
                guard let id = after.children.first?.identifier, after.children.count == 1 else {
                    return fail("an if without exactly one view with an identifier started being drawn")
                }
                steps.append(Step(.mount(node: id)))
            case (true, false):
                guard let id = before.children.first?.identifier, before.children.count == 1 else {
                    return fail("an if without exactly one view with an identifier stopped being drawn")
                }
                steps.append(Step(.unmount(node: id)))
            case (true, true):
                compareLists(before.children, after.children)
            case (false, false):
                break
            }
        case .node:
            compareNode(before.node, after.node)
            compareLists(before.children, after.children)
            compareLists(before.placeholder, after.placeholder)
        }
    }

    /// A template's kind, the states of a `ForEach` over states left out (an item's state is `set`).
    static func templateKind(_ kind: ViewNode.Kind) -> ViewNode.Kind {
        if case .forEachState = kind { return .forEachState(states: []) }
        return kind
    }

    static func firstContainerID(_ node: ViewNode) -> String? {
        if case .nativeContainer = node.kind { return node.id }
        return node.children.lazy.compactMap { firstContainerID($0) }.first
    }

    /// One item of a `ForEach` against the same item before, node for node.
    private mutating func compareTree(_ before: ViewNode, _ after: ViewNode, suffix: String) {
        compareNode(before, after, suffix: suffix)
        guard before.children.count == after.children.count, before.placeholder.count == after.placeholder.count else {
            return fail("a ForEach item's views changed in number")
        }
        for (b, a) in zip(before.children, after.children) { compareTree(b, a, suffix: suffix) }
        for (b, a) in zip(before.placeholder, after.placeholder) { compareTree(b, a, suffix: suffix) }
    }

    private mutating func compareLists(_ before: [Drawn], _ after: [Drawn]) {
        guard before.count == after.count else { return fail("a view's children changed in number") }
        for (b, a) in zip(before, after) { compare(b, a) }
    }

    /// What `set` can change: `.hidden()`, `.drawingGroup()`, `.opacity`, the offset, the frame and
    /// a container's state. Anything else is another view.
    private mutating func compareNode(_ before: ViewNode, _ after: ViewNode, suffix: String = "") {
        var change = NodeChange()
        var changed = false
        func note<T: Equatable>(_ old: T, _ new: T, _ set: (inout NodeChange, T) -> Void) {
            if old != new {
                set(&change, new)
                changed = true
            }
        }
        note(before.hidden, after.hidden) { $0.hidden = $1 }
        note(before.drawingGroup, after.drawingGroup) { $0.drawingGroup = $1 }
        note(before.opacity, after.opacity) { $0.opacity = $1 }
        note(before.x ?? 0, after.x ?? 0) { $0.x = $1 }
        note(before.y ?? 0, after.y ?? 0) { $0.y = $1 }
        if before.width != after.width {
            guard let width = after.width else { return fail("a frame's width was taken away") }
            change.width = width
            changed = true
        }
        if before.height != after.height {
            guard let height = after.height else { return fail("a frame's height was taken away") }
            change.height = height
            changed = true
        }
        var beforeKind = before.kind
        switch (before.kind, after.kind) {
        case (.nativeContainer(let old, let handlers), .nativeContainer(let new, let newHandlers)),
            (.sliderContainer(let old, let handlers), .sliderContainer(let new, let newHandlers)):
            if old != new, handlers == newHandlers {
                change.state = new
                changed = true
                beforeKind = after.kind
            }
        default:
            break
        }
        var same = before
        same.kind = beforeKind
        same.children = after.children
        same.placeholder = after.placeholder
        same.hidden = after.hidden
        same.drawingGroup = after.drawingGroup
        same.opacity = after.opacity
        same.x = after.x
        same.y = after.y
        same.width = after.width
        same.height = after.height
        guard same == after else { return fail("a view became another") }
        guard changed else { return }
        guard let id = after.id else { return fail("a view without an identifier changed its modifiers") }
        steps.append(Step(.set(node: id + suffix, change)))
    }

    private mutating func fail(_ message: String) { if problem == nil { problem = message } }
}

/// The rendered tree as the engine's nodes, one for one (`ReferenceSession`): stacks, scroll
/// views, `ZStack`s, leaves, containers, primitives, `if layout.has(_:)` and `ForEach` templates,
/// with `.frame(width:height:)`, `.offset`, `.hidden()`, `.drawingGroup()`, `.opacity`,
/// `.clipped()` and `.accessibilityIdentifier` (the node's id, as a UI test finds it).
struct EngineScreenBuilder {
    private(set) var problems: [String] = []
    /// The bulk batches the app has loaded: a `ForEach` over all of one's ads is its template.
    var batches: Set<String> = []
    /// How many card states each slider's `layout.ads` holds (`SliderCards`).
    var cardCounts: [String: Int] = [:]
    /// Which item of which `ForEach` is being built (`#0`, `#0#1`), as the engine names an
    /// instance's nodes.
    private var suffix = ""

    /// The screen: the root's one view (the engine places it on the whole screen).
    mutating func screen(_ nodes: [RenderedNode]) -> Drawn {
        let built = nodes.flatMap { build($0, slider: nil) }
        guard built.count == 1 else {
            problems.append("the root view is not one view")
            return .node(ViewNode(kind: .overlay), children: built)
        }
        return built[0]
    }

    private mutating func build(_ node: RenderedNode, slider: String?) -> [Drawn] {
        var drawn: Drawn
        switch node.kind {
        case .optional:
            let content = node.children.flatMap { build($0, slider: slider) }
            return [Drawn(slot: .optional, node: ViewNode(kind: .view), children: content, drawn: !content.isEmpty)]
        case .either:
            return node.children.flatMap { build($0, slider: slider) }
        case .forEach:
            var drawn = forEachTemplate(node, slider: slider)
            for i in drawn.children.indices {
                for modifier in node.modifiers { apply(modifier, to: &drawn.children[i].node) }
            }
            return [drawn]
        case .stack(let axis, let spacing, let lazy, _):
            drawn = .node(
                ViewNode(kind: .stack(axis: axis == .vertical ? .vertical : .horizontal, spacing: spacing ?? 8, lazy: lazy)),
                children: node.children.flatMap { build($0, slider: slider) })
        case .zstack:
            drawn = .node(ViewNode(kind: .overlay), children: node.children.flatMap { build($0, slider: slider) })
        case .scroll(let axis):
            drawn = .node(
                ViewNode(kind: .scroll(axis: axis == .vertical ? .vertical : .horizontal)),
                children: node.children.flatMap { build($0, slider: slider) })
        case .spacer, .text, .image, .progress, .shape, .button:
            drawn = .node(ViewNode(kind: .view))
        case .external(let external):
            switch external {
            case let container as ContainerNode:
                let inner = container.slider ? container.state : slider
                let kind: ViewNode.Kind =
                    container.slider
                    ? .sliderContainer(state: container.state, handlers: container.handlers)
                    : .nativeContainer(state: container.state, handlers: container.handlers)
                drawn = .node(
                    ViewNode(kind: kind), children: container.content.flatMap { build($0, slider: inner) },
                    placeholder: container.placeholder.flatMap { build($0, slider: inner) })
            case let asset as AssetNode:
                var leaf = ViewNode(kind: .asset(asset.kind))
                leaf.form = asset.form
                drawn = .node(leaf)
            case let condition as HasCondition:
                let kind: ViewNode.Kind = condition.assets.count == 1 ? .ifHas(condition.assets[0]) : .ifHasAny(condition.assets)
                drawn = .node(ViewNode(kind: kind), children: node.children.flatMap { build($0, slider: slider) })
            default:
                problems.append("a view of another module that the reference binding does not know: \(type(of: external))")
                return []
            }
        }
        for modifier in node.modifiers { apply(modifier, to: &drawn.node) }
        // The video state the `Media` overlay received names this node, in the `ForEach` item it
        // is drawn in (VID-2: setMuted(_:) and the app's reads of it).
        if case .external(let asset as AssetNode) = node.kind, let video = asset.video {
            video.id = drawn.node.id.map { $0 + suffix }
        }
        return [drawn]
    }

    private mutating func apply(_ modifier: Modifier, to node: inout ViewNode) {
        switch modifier {
        case .frame(let width, let height):
            if let width { node.width = width }
            if let height { node.height = height }
        case .offset(let x, let y):
            node.x = (node.x ?? 0) + x
            node.y = (node.y ?? 0) + y
        case .hidden: node.hidden = true
        case .drawingGroup: node.drawingGroup = true
        case .opacity(let opacity): node.opacity *= opacity
        case .clipped, .clipShape: node.clipped = true
        case .accessibilityIdentifier(let identifier): node.id = identifier
        case .flexibleFrame, .padding:
            problems.append("a flexible frame or padding: the reference binding takes the sizes an app writes with frame(width:height:)")
        case .font, .lineLimit, .fontWeight, .bold, .foregroundColor, .background, .resizable, .id, .scrollTargetBehavior,
            .scrollTargetLayout, .external:
            break
        }
    }

    /// A `ForEach` over ad states: the engine's template (slider cards, a bulk batch's ads, or
    /// declared states, as `ScreenBuilder` makes it) from its first item, and what each item
    /// draws; nothing while it has no items.
    private mutating func forEachTemplate(_ node: RenderedNode, slider: String?) -> Drawn {
        var drawn = Drawn(slot: .forEach, node: ViewNode(kind: .view))
        guard !node.children.isEmpty else { return drawn }
        var items: [ViewNode] = []
        var states: [String] = []
        let outer = suffix
        defer { suffix = outer }
        for (index, element) in node.children.enumerated() {
            suffix = outer + "#\(index)"
            let built = element.children.flatMap { build($0, slider: slider) }.flatMap { $0.engineNodes(atStart: true) }
            guard built.count == 1, let state = ScreenBuilder.containerState(built[0]) else {
                problems.append("a ForEach whose items are not one view holding an ad container")
                return drawn
            }
            states.append(state)
            items.append(built[0])
        }
        let cardsOf = SliderCards.slider(of: states, cardCounts: cardCounts)
        let placeholder = cardsOf == nil ? "$item" : SliderCards.template
        drawn.items = items.map { ScreenBuilder.replacingState($0, with: placeholder) }
        drawn.itemStates = states
        let kind: ViewNode.Kind
        if let cardsOf {
            kind = cardsOf == slider ? .sliderCards : .sliderCardsOf(slider: cardsOf)
        } else if let batch = BulkTemplate.batch(of: states, batches: batches) {
            kind = .bulkItems(batch: batch)
        } else {
            kind = .forEachState(states: states)
        }
        drawn.children = [Drawn(slot: .node, node: ViewNode(kind: kind, children: [drawn.items[0]]))]
        return drawn
    }
}
