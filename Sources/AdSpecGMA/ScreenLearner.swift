import AdSpecEngine

/// The screen of a scenario's SwiftUI app (AdSpecGMAHost's `GMAScenarioScreen`, issue 37 item 2),
/// learnt from what its root view draws, node for node: `ScrollView` and `VStack`/`HStack`
/// (`LazyVStack`/`LazyHStack`) with their spacing, a shape (`Color.clear`) as a plain view, each
/// `UIViewRepresentable` as the `GADNativeAdView` its `makeUIView` takes from a nib (the nib's
/// views inside it), with `.frame(minHeight:)` (GMA-10); `.frame(width:height:)`, `.offset(x:y:)`
/// and `.accessibilityIdentifier` as the node's size, position and id. Any other view or modifier
/// is refused: the engine's screen could not say it.
///
/// The screen changes only by an `if` that starts or stops being drawn: the `mount`/`unmount`
/// of the one view with an identifier inside it. The screen the engine starts with is the first
/// drawing, each `if` drawn only later filled in with what it drew then, not present at the start.
@MainActor
final class ScreenLearner: GMAScreenLearning {
    /// A drawn view, or an `if` with what it draws (nil: nothing yet).
    indirect enum Learnt {
        case node(ViewNode, [Learnt])
        case optional([Learnt]?, drawnAtStart: Bool)
    }

    private let recorder: GMARecorder
    private let draw: @MainActor () -> [RenderedNode]
    private var start: [Learnt]
    private var last: [Learnt]

    init(recorder: GMARecorder, draw: @escaping @MainActor () -> [RenderedNode]) throws {
        self.recorder = recorder
        self.draw = draw
        start = []
        last = []
        start = try learn(draw())
        last = start
        guard start.count == 1 else {
            throw GMAHostError(description: "the app's root view draws \(start.count) views; the screen is one")
        }
    }

    /// The screen at the start, as far as it has been drawn.
    func screen() throws -> ViewNode {
        guard let screen = Self.engineNodes(start).first else { throw GMAHostError(description: "the app's root view draws nothing") }
        return screen
    }

    /// Draws the screen again after one of the app's steps: the mount and unmount it made.
    func redraw() throws -> [Step] {
        let now = try learn(draw())
        var steps: [Step] = []
        try Self.compare(last, now, steps: &steps)
        start = Self.filled(start, from: now)
        last = now
        return steps
    }

    private func learn(_ nodes: [RenderedNode]) throws -> [Learnt] {
        try nodes.flatMap { try learn($0) }
    }

    private func learn(_ rendered: RenderedNode) throws -> [Learnt] {
        var node: ViewNode
        switch rendered.kind {
        case .either:
            // A `ViewBuilder`'s `if`/`else` over a list of views: its branch's views as they are.
            return try learn(rendered.children)
        case .optional:
            let content = try learn(rendered.children)
            return [.optional(content.isEmpty ? nil : content, drawnAtStart: !content.isEmpty)]
        case .scroll(let axis):
            node = ViewNode(kind: .scroll(axis: axis == .vertical ? .vertical : .horizontal))
        case .stack(let axis, let spacing, let lazy, _):
            node = ViewNode(kind: .stack(axis: axis == .vertical ? .vertical : .horizontal, spacing: spacing ?? 8, lazy: lazy))
        case .shape:
            node = ViewNode(kind: .view)
        case .external(let represented as RepresentedView):
            // `makeUIView` when drawn; the view it returns is one a nib made, its views the node's.
            let view = represented.make()
            guard let adView = recorder.adViewNodes[ObjectIdentifier(view)], case .gmaAdView = adView.kind else {
                throw GMAHostError(description: "a UIViewRepresentable whose makeUIView returns no GADNativeAdView from a nib")
            }
            node = adView
            node.kind = .gmaAdView(minHeight: nil)
        default:
            throw GMAHostError(description: "the screen of a scenario's app does not lay out \(rendered.kind)")
        }
        for modifier in rendered.modifiers {
            switch modifier {
            case .frame(let width, let height):
                if let width { node.width = width }
                if let height { node.height = height }
            case .flexibleFrame(nil, nil, let minHeight?, nil):
                guard case .gmaAdView = node.kind else {
                    throw GMAHostError(description: "the screen of a scenario's app gives .frame(minHeight:) to a view other than an ad view")
                }
                node.kind = .gmaAdView(minHeight: minHeight)
            case .offset(let x, let y):
                // The engine's x and y move a node from where its parent puts it; 0 is not moving it.
                if x != 0 { node.x = (node.x ?? 0) + x }
                if y != 0 { node.y = (node.y ?? 0) + y }
            case .accessibilityIdentifier(let id):
                node.id = id
            default:
                throw GMAHostError(description: "the screen of a scenario's app does not lay out the modifier \(modifier)")
            }
        }
        if case .gmaAdView = node.kind { return [Self.nib(node)] }
        return [.node(node, try learn(rendered.children))]
    }

    /// An ad view with the nib's views inside it.
    private static func nib(_ node: ViewNode) -> Learnt {
        var bare = node
        bare.children = []
        return .node(bare, node.children.map(nib))
    }

    /// The steps from one drawing to the next: an `if` that started or stopped being drawn.
    private static func compare(_ before: [Learnt], _ after: [Learnt], steps: inout [Step]) throws {
        guard before.count == after.count else { throw GMAHostError(description: "the app's screen changed other than by an if") }
        for (b, a) in zip(before, after) {
            switch (b, a) {
            case (.node(let old, let oldChildren), .node(let new, let newChildren)):
                guard old == new else { throw GMAHostError(description: "the app's screen changed other than by an if") }
                try compare(oldChildren, newChildren, steps: &steps)
            case (.optional(let old, _), .optional(let new, _)):
                switch (old, new) {
                case (nil, let shown?): steps.append(Step(.mount(node: try identifier(shown))))
                case (let shown?, nil): steps.append(Step(.unmount(node: try identifier(shown))))
                case (let old?, let new?): try compare(old, new, steps: &steps)
                case (nil, nil): break
                }
            default:
                throw GMAHostError(description: "the app's screen changed other than by an if")
            }
        }
    }

    private static func identifier(_ content: [Learnt]) throws -> String {
        guard content.count == 1, case .node(let node, _) = content[0], let id = node.id else {
            throw GMAHostError(description: "an if without exactly one view with an identifier started or stopped being drawn")
        }
        return id
    }

    /// `start` with each `if` not drawn yet filled in with what `later` draws there.
    private static func filled(_ start: [Learnt], from later: [Learnt]) -> [Learnt] {
        guard start.count == later.count else { return start }
        return zip(start, later).map { s, l in
            switch (s, l) {
            case (.node(let node, let children), .node(_, let laterChildren)):
                return .node(node, filled(children, from: laterChildren))
            case (.optional(nil, let drawnAtStart), .optional(let content?, _)):
                return .optional(content, drawnAtStart: drawnAtStart)
            case (.optional(let content?, let drawnAtStart), .optional(let laterContent?, _)):
                return .optional(filled(content, from: laterContent), drawnAtStart: drawnAtStart)
            default:
                return s
            }
        }
    }

    /// The engine's nodes: an `if`'s content, present when it was drawn at the start; an `if`
    /// never drawn is left out.
    static func engineNodes(_ learnt: [Learnt]) -> [ViewNode] {
        learnt.flatMap { item -> [ViewNode] in
            switch item {
            case .node(var node, let children):
                node.children = engineNodes(children)
                return [node]
            case .optional(let content, let drawnAtStart):
                return engineNodes(content ?? []).map { node in
                    var node = node
                    node.present = node.present && drawnAtStart
                    return node
                }
            }
        }
    }
}

/// A scenario app's screen as the host learns it: the steps each of the app's steps made on it,
/// and the screen the engine starts with.
@MainActor
protocol GMAScreenLearning: AnyObject {
    func redraw() throws -> [Step]
    func screen() throws -> ViewNode
}

/// What the host learns a scenario app's screen from: its SwiftUI root view, or the root view of
/// its UIKit view controller.
public enum GMAAppScreen {
    case swiftUI(@MainActor () -> AnyView)
    case uikit(@MainActor () -> UIView)
}

/// The screen of a scenario's UIKit app (AdSpecGMAHost's `GMAScenarioScreenController`, issue 37
/// item 2), learnt from its view hierarchy: a `UIScrollView` (vertical unless it bounces
/// horizontally only) with its subviews, a `UIStackView` with its axis, spacing and arranged
/// subviews, a view holding a `GADNativeAdView` from a nib as that ad view (the placeholder's
/// size, the nib's views inside), any other view without subviews as a plain view. A width or
/// height constraint to a constant is the node's size (greater-than-or-equal on an ad view: its
/// minimum height), the `transform`'s translation its position, `accessibilityIdentifier` its id.
///
/// The views are the app's objects, so the host follows them from one step to the next: a view
/// with an identifier that joins the hierarchy is `mount`ed, one that leaves it `unmount`ed, a
/// scroll view whose `contentOffset` moved is `scroll`ed. The screen the engine starts with is
/// the hierarchy before the script, each view that joins later put where it joined, not present
/// at the start. It is read at the end, once the app has placed its ad views in their placeholders.
@MainActor
final class UIKitScreenLearner: GMAScreenLearning {
    private let recorder: GMARecorder
    private let root: UIView
    /// Each view's children in the order of every hierarchy seen, by the view.
    private var children: [ObjectIdentifier: [UIView]] = [:]
    private var atStart: Set<ObjectIdentifier> = []
    private var attached: Set<ObjectIdentifier> = []
    private var offsets: [ObjectIdentifier: CGPoint] = [:]

    init(recorder: GMARecorder, root: UIView) {
        self.recorder = recorder
        self.root = root
        _ = see()
        atStart = attached
    }

    func redraw() throws -> [Step] { see() }

    /// The views of the hierarchy now, merged into what was seen before; the steps since then.
    private func see() -> [Step] {
        var now = Set<ObjectIdentifier>()
        var steps: [Step] = []
        var identified: [(UIView, Bool)] = []
        func walk(_ view: UIView) {
            let key = ObjectIdentifier(view)
            now.insert(key)
            if view.accessibilityIdentifier != nil { identified.append((view, attached.contains(key))) }
            let current = structural(view)
            children[key] = Self.merged(children[key] ?? [], current)
            for child in current { walk(child) }
        }
        walk(root)
        let wasAttached = attached
        for (view, _) in identified where !wasAttached.contains(ObjectIdentifier(view)) && !wasAttached.isEmpty {
            steps.append(Step(.mount(node: view.accessibilityIdentifier ?? "")))
        }
        // Gone: seen before, not now (in the order they were seen).
        if !wasAttached.isEmpty {
            allViews(root).filter { wasAttached.contains(ObjectIdentifier($0)) && !now.contains(ObjectIdentifier($0)) }
                .compactMap(\.accessibilityIdentifier).forEach { steps.append(Step(.unmount(node: $0))) }
        }
        for (view, _) in identified {
            guard let scroll = view as? UIScrollView, let id = view.accessibilityIdentifier else { continue }
            let key = ObjectIdentifier(view)
            if let before = offsets[key], before != scroll.contentOffset {
                let horizontal = scroll.alwaysBounceHorizontal && !scroll.alwaysBounceVertical
                steps.append(Step(.scroll(node: id, offset: Double(horizontal ? scroll.contentOffset.x : scroll.contentOffset.y))))
            }
            offsets[key] = scroll.contentOffset
        }
        attached = now
        return steps
    }

    /// Every view ever seen under `view`, depth first.
    private func allViews(_ view: UIView) -> [UIView] {
        [view] + (children[ObjectIdentifier(view)] ?? []).flatMap { allViews($0) }
    }

    /// The views that make the screen's structure under `view`: a stack's arranged subviews, the
    /// others' subviews; none under an ad view's placeholder (its views are the nib's).
    private func structural(_ view: UIView) -> [UIView] {
        if let stack = view as? UIStackView { return stack.arrangedSubviews }
        if view.subviews.contains(where: { $0 is GADNativeAdView }) { return [] }
        return view.subviews.filter { recorder.outsideNodes[ObjectIdentifier($0)] == nil }
    }

    /// `before` with the views of `now` it lacks, each after the view `now` has before it.
    private static func merged(_ before: [UIView], _ now: [UIView]) -> [UIView] {
        var result = before
        for (index, view) in now.enumerated() where !result.contains(where: { $0 === view }) {
            let previous = now[..<index].last { seen in result.contains { $0 === seen } }
            let at = previous.flatMap { p in result.firstIndex { $0 === p }.map { $0 + 1 } } ?? 0
            result.insert(view, at: at)
        }
        return result
    }

    /// The screen the engine starts with.
    func screen() throws -> ViewNode {
        try node(root)
    }

    private func node(_ view: UIView) throws -> ViewNode {
        var node: ViewNode
        let constraints = (view.constraints + (view.superview?.constraints ?? [])).filter {
            $0.firstItem === view && $0.secondItem == nil && $0.isActive
        }
        var minHeight: Double?
        if let adView = view.subviews.lazy.compactMap({ $0 as? GADNativeAdView }).last {
            guard let nib = recorder.adViewNodes[ObjectIdentifier(adView)] else {
                throw GMAHostError(description: "a placeholder holds a GADNativeAdView that no nib made")
            }
            node = nib
            for constraint in constraints where constraint.firstAttribute == .height && constraint.relation == .greaterThanOrEqual {
                minHeight = Double(constraint.constant)
            }
            node.kind = .gmaAdView(minHeight: minHeight)
        } else if let outside = view.subviews.last, let nib = recorder.outsideNodes[ObjectIdentifier(outside)] {
            // A view of the nib outside its ad view, connected to its outlet (GMA-13): the nib's
            // node, in the placeholder's size.
            node = nib
        } else if let stack = view as? UIStackView {
            node = ViewNode(kind: .stack(axis: stack.axis == .vertical ? .vertical : .horizontal, spacing: Double(stack.spacing), lazy: false))
        } else if let scroll = view as? UIScrollView {
            let horizontal = scroll.alwaysBounceHorizontal && !scroll.alwaysBounceVertical
            node = ViewNode(kind: .scroll(axis: horizontal ? .horizontal : .vertical))
        } else if type(of: view) == UIView.self && view.subviews.isEmpty {
            node = ViewNode(kind: .view)
        } else {
            throw GMAHostError(description: "the screen of a scenario's app does not lay out a \(type(of: view))")
        }
        for constraint in constraints where constraint.relation == .equal {
            switch constraint.firstAttribute {
            case .width: node.width = Double(constraint.constant)
            case .height: node.height = Double(constraint.constant)
            default: throw GMAHostError(description: "the screen of a scenario's app constrains a view other than by its width or height")
            }
        }
        if constraints.contains(where: { $0.relation == .greaterThanOrEqual }) && minHeight == nil {
            throw GMAHostError(description: "the screen of a scenario's app gives a minimum height to a view other than an ad view")
        }
        if view.transform != .identity {
            guard view.transform.a == 1, view.transform.b == 0, view.transform.c == 0, view.transform.d == 1 else {
                throw GMAHostError(description: "the screen of a scenario's app transforms a view other than by moving it")
            }
            // The engine's x and y move a node from where its parent puts it; 0 is not moving it.
            node.x = view.transform.tx == 0 ? nil : Double(view.transform.tx)
            node.y = view.transform.ty == 0 ? nil : Double(view.transform.ty)
        }
        if let id = view.accessibilityIdentifier { node.id = id }
        if case .gmaAdView = node.kind {} else {
            node.children = []
            for child in children[ObjectIdentifier(view)] ?? [] {
                var childNode = try self.node(child)
                if atStart.contains(ObjectIdentifier(view)) && !atStart.contains(ObjectIdentifier(child)) { childNode.present = false }
                node.children.append(childNode)
            }
        }
        return node
    }
}
