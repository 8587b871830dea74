/// The `View` protocol as SwiftUI declares it: a type with a `body` evaluated on the main actor.
/// Initialisers and modifiers of the views here are `nonisolated`, as in SwiftUI, so that a free
/// function such as the documents' `adCard(_:)` can build views.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Self.Body { get }
}

/// A view that renders itself instead of having a `body` (every view of this module, and the
/// ad module's containers and primitives). `Body` is `Never`.
public protocol PrimitiveView: View where Body == Never {
    @MainActor func render(in graph: ViewGraph, path: String) -> [RenderedNode]
}

extension PrimitiveView {
    public var body: Never { fatalError("\(Self.self) is a primitive view: it has no body") }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// The type-erased view.
public struct AnyView {
    let view: any View

    nonisolated public init<V: View>(_ view: V) { self.view = view }

    @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] { graph.render(view, path: path) }
}

public struct EmptyView {
    nonisolated public init() {}
    @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] { [] }
}

/// The views a `ViewBuilder` block lists, any number of them (a parameter pack: no ten-child limit).
public struct TupleView<each Content: View> {
    public let value: (repeat each Content)

    nonisolated public init(_ value: (repeat each Content)) { self.value = value }

    @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] {
        var nodes: [RenderedNode] = []
        var index = 0
        for view in repeat each value {
            nodes += graph.render(view, path: path + ".\(index)")
            index += 1
        }
        return nodes
    }
}

/// `if` without `else` in a `ViewBuilder`.
public struct OptionalContent<Wrapped: View> {
    public let wrapped: Wrapped?

    @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] {
        let children = wrapped.map { graph.render($0, path: path + ".some") } ?? []
        return [RenderedNode(kind: .optional, children: children)]
    }
}

/// `if`/`else` in a `ViewBuilder`.
public struct ConditionalContent<TrueContent: View, FalseContent: View> {
    enum Branch {
        case first(TrueContent)
        case second(FalseContent)
    }
    let branch: Branch

    @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] {
        switch branch {
        case .first(let view): return [RenderedNode(kind: .either(first: true), children: graph.render(view, path: path + ".t"))]
        case .second(let view): return [RenderedNode(kind: .either(first: false), children: graph.render(view, path: path + ".f"))]
        }
    }
}

@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView((repeat each content))
    }
    public static func buildOptional<Content: View>(_ content: Content?) -> OptionalContent<Content> {
        OptionalContent(wrapped: content)
    }
    public static func buildEither<T: View, F: View>(first: T) -> ConditionalContent<T, F> {
        ConditionalContent(branch: .first(first))
    }
    public static func buildEither<T: View, F: View>(second: F) -> ConditionalContent<T, F> {
        ConditionalContent(branch: .second(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

// The conformances are in extensions so that the views' stored properties and initialisers
// stay nonisolated (a conformance on the declaration would make the whole type main-actor).
extension AnyView: PrimitiveView {}
extension EmptyView: PrimitiveView {}
extension TupleView: PrimitiveView {}
extension OptionalContent: PrimitiveView {}
extension ConditionalContent: PrimitiveView {}
