import AdSpecEngine
import SwiftUI

/// The two containers of the documents, one generic view told apart by its role:
/// `NativeAdContainer(state:content:placeholder:)` (CONT-1) and
/// `SliderAdContainer(state:content:placeholder:)` (SLD-1), with their event modifiers (EVT-1,
/// SLD-8) as methods, as the documents list them. `onAdClick` is the native container's only: the
/// block has no click of its own (SLD-5), so a slider written with one does not compile.
public typealias NativeAdContainer<Content: View, Placeholder: View> = AdContainer<NativeAdContainerRole, Content, Placeholder>
public typealias SliderAdContainer<Content: View, Placeholder: View> = AdContainer<SliderAdContainerRole, Content, Placeholder>

/// Which of the two containers an `AdContainer` is.
public protocol AdContainerRole {
    static var isSlider: Bool { get }
}
public enum NativeAdContainerRole: AdContainerRole { public static var isSlider: Bool { false } }
public enum SliderAdContainerRole: AdContainerRole { public static var isSlider: Bool { true } }

public struct AdContainer<Role: AdContainerRole, Content: View, Placeholder: View> {
    let state: String
    /// The app's content closure, given the layout info its role hands it (built from the answers).
    let content: (HasAnswers) -> Content
    let placeholder: Placeholder
    var handlers: Set<ContainerEvent> = []

    nonisolated init(state: String, content: @escaping (HasAnswers) -> Content, placeholder: Placeholder) {
        self.state = state
        self.content = content
        self.placeholder = placeholder
    }

    nonisolated func adding(_ event: ContainerEvent) -> Self {
        var copy = self
        copy.handlers.insert(event)
        return copy
    }

    nonisolated public func onAdLoad(_ action: @escaping (AdInfo?) -> Void) -> Self { adding(.onAdLoad) }
    nonisolated public func onAdFailure(_ action: @escaping (Error) -> Void) -> Self { adding(.onAdFailure) }
    nonisolated public func onAdBindingFailure(_ action: @escaping (Error) -> Void) -> Self { adding(.onAdBindingFailure) }
    nonisolated public func onAdImpression(_ action: @escaping (ImpressionData?) -> Void) -> Self { adding(.onAdImpression) }

    @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] {
        let content = self.content
        let evaluated = ContentConditions.evaluate { answers in
            graph.render(content(answers), path: path + "/content")
        }
        let container = ContainerNode(
            state: state, slider: Role.isSlider, handlers: handlers, content: evaluated,
            placeholder: graph.render(placeholder, path: path + "/placeholder"))
        return [RenderedNode(kind: .external(container))]
    }
}

extension AdContainer where Role == NativeAdContainerRole {
    nonisolated public init(
        state: NativeAdState, @ViewBuilder content: @escaping (NativeAdLayoutInfo) -> Content,
        @ViewBuilder placeholder: () -> Placeholder
    ) {
        self.init(state: state.id, content: { content(NativeAdLayoutInfo(answers: $0)) }, placeholder: placeholder())
    }

    nonisolated public func onAdClick(_ action: @escaping () -> Void) -> Self { adding(.onAdClick) }
}

extension AdContainer where Role == SliderAdContainerRole {
    nonisolated public init(
        state: SliderAdState, @ViewBuilder content: @escaping (SliderAdLayoutInfo) -> Content,
        @ViewBuilder placeholder: () -> Placeholder
    ) {
        // `layout.ads`: one state per card, each named as the engine names card i of this slider
        // (`AdRecorder.cards(ofSlider:)`, SLD-2), so that one card can be drawn alone, and the
        // array anywhere (SLD-4).
        let slider = state.id
        self.init(
            state: slider,
            content: { answers in
                // Evaluated by `render`, on the main actor.
                let cards = MainActor.assumeIsolated { AdRecorder.current.cards(ofSlider: slider) }
                return content(SliderAdLayoutInfo(answers: answers, ads: cards))
            },
            placeholder: placeholder())
    }
}

/// `layout.ads` drawn with a `ForEach`. Over all of one slider's card states, in order (`S.ads[0]`
/// to `S.ads[n-1]`, as many as `layout.ads` holds): the engine's card template (`$card`, each card
/// of the block that arrives in turn): `sliderCards` in S's own content, and
/// `sliderCardsOf(slider: S)` anywhere else (an app that kept the array, SLD-4).
enum SliderCards {
    static let template = "$card"

    /// The slider whose cards `states` are, all of them in order; nil for any other states.
    static func slider(of states: [String], cardCounts: [String: Int]) -> String? {
        guard let first = states.first else { return nil }
        for case .sliderCard(let slider, 0) in DerivedStateName.readings(of: first) {
            guard let count = cardCounts[slider], count == states.count else { continue }
            let all = states.indices.allSatisfy { states[$0] == DerivedStateName.sliderCard(slider: slider, index: $0).name }
            if all { return slider }
        }
        return nil
    }
}

/// What a container puts in the rendered tree.
struct ContainerNode: ExternalNode {
    let state: String
    let slider: Bool
    let handlers: Set<ContainerEvent>
    /// The content, with every `if` on `layout.has(_:)` as a `HasCondition` node.
    let content: [RenderedNode]
    let placeholder: [RenderedNode]
}

/// An `if` whose condition is `layout.has(_:)` of any of `assets` (one, or an `||` of several).
struct HasCondition: ExternalNode {
    let assets: [AssetKind]
}

/// Evaluates a content closure under every answer of the kinds it asks `has(_:)` about, and merges
/// the results into one tree: an `if` that is drawn under some answers and not others becomes a
/// `HasCondition` (the engine's `ifHas` / `ifHasAny`), whose condition is found from the answers.
/// An `if` that depends on `has(_:)` otherwise (`&&`, `!`, `else`) is not expressible: the front end
/// stops with an error naming it (Documentation/DocSamples.md, "What the front end refuses").
enum ContentConditions {
    static let maxAsked = 6

    @MainActor static func evaluate(_ body: (HasAnswers) -> [RenderedNode]) -> [RenderedNode] {
        var asked: [AssetKind] = []
        var runs: [(present: Set<AssetKind>, nodes: [RenderedNode])] = []
        while true {
            runs = []
            var newlyAsked = Set<AssetKind>()
            for present in subsets(of: asked) {
                let answers = HasAnswers(present: present)
                runs.append((present, body(answers)))
                newlyAsked.formUnion(answers.asked)
            }
            let more = newlyAsked.subtracting(asked).sorted()
            if more.isEmpty { break }
            asked += more
            if asked.count > maxAsked {
                AdRecorder.current.refuse("a container's content asks layout.has(_:) about more than \(maxAsked) kinds")
                break
            }
        }
        return merge(runs.map(\.nodes), answers: runs.map(\.present), asked: asked)
    }

    static func subsets(of kinds: [AssetKind]) -> [Set<AssetKind>] {
        var result: [Set<AssetKind>] = [[]]
        for kind in kinds { result += result.map { $0.union([kind]) } }
        return result
    }

    @MainActor static func merge(_ lists: [[RenderedNode]], answers: [Set<AssetKind>], asked: [AssetKind]) -> [RenderedNode] {
        guard let first = lists.first else { return [] }
        guard lists.allSatisfy({ $0.count == first.count }) else {
            AdRecorder.current.refuse("the structure of a container's content depends on layout.has(_:) other than through an if")
            return first
        }
        return first.indices.map { i in
            let nodes = lists.map { $0[i] }
            var merged = nodes[0]
            switch merged.kind {
            case .optional:
                let drawn = nodes.map { !$0.children.isEmpty }
                let drawnLists = nodes.indices.filter { drawn[$0] }
                let children = merge(drawnLists.map { nodes[$0].children }, answers: drawnLists.map { answers[$0] }, asked: asked)
                if drawn.allSatisfy({ $0 }) || !drawn.contains(true) {
                    merged.children = children
                } else {
                    guard let condition = condition(drawn: drawn, answers: answers, asked: asked) else {
                        AdRecorder.current.refuse(
                            "an if in a container's content depends on layout.has(_:) in a way the engine cannot express "
                                + "(only has(.a) or has(.a) || has(.b) || ...)")
                        return merged
                    }
                    merged = RenderedNode(kind: .external(HasCondition(assets: condition)), modifiers: merged.modifiers, children: children)
                }
            case .either:
                let firsts = nodes.map { node -> Bool in
                    if case .either(let first) = node.kind { return first }
                    return true
                }
                if Set(firsts).count != 1 {
                    AdRecorder.current.refuse("an if/else in a container's content depends on layout.has(_:): not expressible")
                    return merged
                }
                merged.children = merge(nodes.map(\.children), answers: answers, asked: asked)
            default:
                merged.children = merge(nodes.map(\.children), answers: answers, asked: asked)
            }
            return merged
        }
    }

    /// The smallest set of kinds whose `||` is true exactly where the `if` was drawn.
    static func condition(drawn: [Bool], answers: [Set<AssetKind>], asked: [AssetKind]) -> [AssetKind]? {
        let candidates = subsets(of: asked).filter { !$0.isEmpty }.sorted { $0.count < $1.count }
        for candidate in candidates {
            let matches = answers.indices.allSatisfy { drawn[$0] == !answers[$0].isDisjoint(with: candidate) }
            if matches { return candidate.sorted() }
        }
        return nil
    }
}

// The conformances are in extensions so that the views' stored properties and initialisers
// stay nonisolated (a conformance on the declaration would make the whole type main-actor).
extension AdContainer: PrimitiveView {}
