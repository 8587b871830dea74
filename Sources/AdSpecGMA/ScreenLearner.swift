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
final class ScreenLearner {
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
    var screen: ViewNode? { Self.engineNodes(start).first }

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
                node.x = (node.x ?? 0) + x
                node.y = (node.y ?? 0) + y
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
