/// A view with one modifier applied.
public struct ModifiedView<Content: View> {
    let content: Content
    /// nil for `onAppear`, which leaves no modifier on the node (its action is registered).
    let modifier: Modifier?
    let appear: (@MainActor () -> Void)?

    nonisolated init(content: Content, modifier: Modifier?, appear: (@MainActor () -> Void)? = nil) {
        self.content = content
        self.modifier = modifier
        self.appear = appear
    }

    @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] {
        if let appear { graph.onAppear(path: path, appear) }
        var nodes = graph.render(content, path: path)
        guard let modifier else { return nodes }
        // A modifier of a block of views (several nodes) applies to each, as SwiftUI's does.
        for i in nodes.indices { nodes[i].modifiers.append(modifier) }
        return nodes
    }
}

extension View {
    nonisolated func modified(_ modifier: Modifier) -> ModifiedView<Self> { ModifiedView(content: self, modifier: modifier) }

    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> ModifiedView<Self> {
        modified(.frame(width: width.map(Double.init), height: height.map(Double.init)))
    }
    nonisolated public func frame(
        minWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, maxHeight: CGFloat? = nil
    ) -> ModifiedView<Self> {
        modified(
            .flexibleFrame(
                minWidth: minWidth.map(Double.init), maxWidth: maxWidth.map(Double.init),
                minHeight: minHeight.map(Double.init), maxHeight: maxHeight.map(Double.init)))
    }
    nonisolated public func padding(_ length: CGFloat = 16) -> ModifiedView<Self> {
        let p = Double(length)
        return modified(.padding(top: p, leading: p, bottom: p, trailing: p))
    }
    nonisolated public func padding(_ edges: Edge.Set, _ length: CGFloat = 16) -> ModifiedView<Self> {
        let p = Double(length)
        return modified(
            .padding(
                top: edges.contains(.top) ? p : 0, leading: edges.contains(.leading) ? p : 0,
                bottom: edges.contains(.bottom) ? p : 0, trailing: edges.contains(.trailing) ? p : 0))
    }
    nonisolated public func clipShape<S: Shape>(_ shape: S) -> ModifiedView<Self> { modified(.clipShape(shape.shapeName)) }
    nonisolated public func clipped() -> ModifiedView<Self> { modified(.clipped) }
    nonisolated public func font(_ font: Font?) -> ModifiedView<Self> { modified(font.map { .font($0) } ?? .font(.body)) }
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> ModifiedView<Self> { modified(.fontWeight(weight)) }
    nonisolated public func bold() -> ModifiedView<Self> { modified(.bold) }
    nonisolated public func foregroundColor(_ color: Color?) -> ModifiedView<Self> { modified(.foregroundColor(color)) }
    nonisolated public func background<Background: View>(_ background: Background) -> ModifiedView<Self> {
        ModifiedView(content: self, modifier: .background(RenderedNode(kind: .shape(String(describing: Background.self)))))
    }
    nonisolated public func lineLimit(_ number: Int?) -> ModifiedView<Self> { modified(.lineLimit(number)) }
    nonisolated public func opacity(_ opacity: Double) -> ModifiedView<Self> { modified(.opacity(opacity)) }
    nonisolated public func hidden() -> ModifiedView<Self> { modified(.hidden) }
    nonisolated public func drawingGroup() -> ModifiedView<Self> { modified(.drawingGroup) }
    /// Moves the view by `x`, `y` points without changing the space it takes.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedView<Self> { modified(.offset(x: Double(x), y: Double(y))) }
    /// The identifier UI tests (XCUITest) and accessibility find the view by.
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedView<Self> {
        modified(.accessibilityIdentifier(identifier))
    }
    nonisolated public func id<ID: Hashable>(_ id: ID) -> ModifiedView<Self> { modified(.id(AnyHashable(id))) }
    nonisolated public func scrollTargetBehavior(_ behavior: ViewAlignedScrollTargetBehavior) -> ModifiedView<Self> {
        modified(.scrollTargetBehavior("viewAligned"))
    }
    nonisolated public func scrollTargetLayout() -> ModifiedView<Self> { modified(.scrollTargetLayout) }
    nonisolated public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> ModifiedView<Self> {
        ModifiedView(content: self, modifier: nil, appear: action)
    }
}

public struct ViewAlignedScrollTargetBehavior: Sendable {
    public static let viewAligned = ViewAlignedScrollTargetBehavior()
}

public enum Edge: Sendable {
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

// The conformances are in extensions so that the views' stored properties and initialisers
// stay nonisolated (a conformance on the declaration would make the whole type main-actor).
extension ModifiedView: PrimitiveView {}
