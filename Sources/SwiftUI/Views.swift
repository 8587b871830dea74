@_exported import Foundation

public enum HorizontalAlignment: String, Sendable { case leading, center, trailing }
public enum VerticalAlignment: String, Sendable { case top, center, bottom }

public struct Axis: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let horizontal = Axis(rawValue: 1)
    public static let vertical = Axis(rawValue: 2)
    /// `Axis.Set`, as `ScrollView(.horizontal)` writes it.
    public typealias Set = Axis
}

/// A container whose children are the views its `ViewBuilder` lists.
public protocol StackView: PrimitiveView {
    associatedtype Content: View
    var content: Content { get }
    var kind: RenderedNode.Kind { get }
}

extension StackView {
    @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] {
        [RenderedNode(kind: kind, children: graph.render(content, path: path + "/\(Self.self)"))]
    }
}

public struct VStack<Content: View> {
    public let content: Content
    public let kind: RenderedNode.Kind
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        kind = .stack(axis: .vertical, spacing: spacing.map(Double.init), lazy: false, alignment: alignment.rawValue)
    }
}

public struct HStack<Content: View> {
    public let content: Content
    public let kind: RenderedNode.Kind
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        kind = .stack(axis: .horizontal, spacing: spacing.map(Double.init), lazy: false, alignment: alignment.rawValue)
    }
}

public struct LazyVStack<Content: View> {
    public let content: Content
    public let kind: RenderedNode.Kind
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        kind = .stack(axis: .vertical, spacing: spacing.map(Double.init), lazy: true, alignment: alignment.rawValue)
    }
}

public struct LazyHStack<Content: View> {
    public let content: Content
    public let kind: RenderedNode.Kind
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        kind = .stack(axis: .horizontal, spacing: spacing.map(Double.init), lazy: true, alignment: alignment.rawValue)
    }
}

public struct ZStack<Content: View> {
    public let content: Content
    public let kind = RenderedNode.Kind.zstack
    nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

public struct ScrollView<Content: View> {
    public let content: Content
    public let kind: RenderedNode.Kind
    nonisolated public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
        kind = .scroll(axis: axes.contains(.horizontal) ? .horizontal : .vertical)
    }
}

/// `List { ... }`: a vertical scroll view over a lazy vertical stack.
public struct List<Content: View> {
    let content: Content
    nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
    @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] {
        let rows = graph.render(content, path: path + "/List")
        return [
            RenderedNode(
                kind: .scroll(axis: .vertical),
                children: [RenderedNode(kind: .stack(axis: .vertical, spacing: 0, lazy: true, alignment: "leading"), children: rows)])
        ]
    }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View> {
    let data: Data
    let id: (Data.Element) -> ID
    let content: (Data.Element) -> Content

    @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] {
        var ids: [AnyHashable] = []
        var children: [RenderedNode] = []
        for element in data {
            let key = id(element)
            ids.append(AnyHashable(key))
            let rendered = graph.render(content(element), path: path + "[\(key)]")
            children.append(RenderedNode(kind: .zstack, children: rendered))
        }
        return [RenderedNode(kind: .forEach(ids: ids), children: children)]
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0.id }
        self.content = content
    }
}

extension ForEach {
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }
}

public struct Spacer {
    let minLength: CGFloat?
    nonisolated public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] {
        [RenderedNode(kind: .spacer(minLength: minLength.map(Double.init)))]
    }
}

public struct Text {
    public let string: String
    nonisolated public init(_ string: String) { self.string = string }
    nonisolated public init(verbatim string: String) { self.string = string }
    @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] { [RenderedNode(kind: .text(string))] }
}

public struct Image {
    public let name: String
    nonisolated public init(_ name: String) { self.name = name }
    nonisolated public init(systemName: String) { self.name = systemName }
    @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] { [RenderedNode(kind: .image)] }
    nonisolated public func resizable() -> ModifiedView<Image> { ModifiedView(content: self, modifier: .resizable) }
}

public struct Button<Label: View> {
    let label: Label
    /// The action, run when the script taps the button.
    public let action: @MainActor () -> Void

    nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] {
        [RenderedNode(kind: .button, children: graph.render(label, path: path + "/Button"))]
    }
}

extension Button where Label == Text {
    nonisolated public init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.action = action
        self.label = Text(title)
    }
}

public struct ProgressView {
    nonisolated public init() {}
    @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] { [RenderedNode(kind: .progress)] }
}

/// A shape used as a view or with `clipShape`.
public protocol Shape: PrimitiveView {
    nonisolated var shapeName: String { get }
}

extension Shape {
    @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] { [RenderedNode(kind: .shape(shapeName))] }
}

public struct Capsule {
    nonisolated public init() {}
    public nonisolated var shapeName: String { "Capsule" }
}

public struct RoundedRectangle {
    public let cornerRadius: CGFloat
    nonisolated public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
    public nonisolated var shapeName: String { "RoundedRectangle" }
}

public struct Rectangle {
    nonisolated public init() {}
    public nonisolated var shapeName: String { "Rectangle" }
}

public struct Circle {
    nonisolated public init() {}
    public nonisolated var shapeName: String { "Circle" }
}

public struct Color: Hashable, Sendable {
    public let name: String
    nonisolated public init(_ name: String) { self.name = name }
    public static let accentColor = Color("accentColor")
    public static let secondary = Color("secondary")
    public static let primary = Color("primary")
    public static let white = Color("white")
    public static let black = Color("black")
    public static let gray = Color("gray")
    public static let clear = Color("clear")
    @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] { [RenderedNode(kind: .shape("Color"))] }
}

/// A text style. `lineHeight` is the front end's text-height rule (Documentation/DocSamples.md):
/// one line of the style is this many points high.
public struct Font: Hashable, Sendable {
    public let name: String
    public let lineHeight: Double

    public static let largeTitle = Font(name: "largeTitle", lineHeight: 41)
    public static let title = Font(name: "title", lineHeight: 34)
    public static let headline = Font(name: "headline", lineHeight: 22)
    public static let body = Font(name: "body", lineHeight: 22)
    public static let subheadline = Font(name: "subheadline", lineHeight: 20)
    public static let footnote = Font(name: "footnote", lineHeight: 18)
    public static let caption = Font(name: "caption", lineHeight: 16)
    public static let caption2 = Font(name: "caption2", lineHeight: 13)

    public enum Weight: String, Hashable, Sendable { case regular, medium, semibold, bold, heavy }
}

// The conformances are in extensions so that the views' stored properties and initialisers
// stay nonisolated (a conformance on the declaration would make the whole type main-actor).
extension VStack: StackView {}
extension HStack: StackView {}
extension LazyVStack: StackView {}
extension LazyHStack: StackView {}
extension ZStack: StackView {}
extension ScrollView: StackView {}
extension List: PrimitiveView {}
extension ForEach: PrimitiveView {}
extension Spacer: PrimitiveView {}
extension Text: PrimitiveView {}
extension Image: PrimitiveView {}
extension Button: PrimitiveView {}
extension ProgressView: PrimitiveView {}
extension Capsule: Shape {}
extension RoundedRectangle: Shape {}
extension Rectangle: Shape {}
extension Circle: Shape {}
extension Color: PrimitiveView {}
