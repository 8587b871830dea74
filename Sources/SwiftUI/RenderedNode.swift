/// What one view renders to: the front end's own description of the view tree, before layout.
/// `View.body` is evaluated by `ViewGraph`; primitive views (stacks, Text, ...) and the views of
/// other modules (`ExternalView`) produce `RenderedNode`s directly. Nothing here knows of ads or
/// of the engine: the module that bridges to the engine reads these nodes and lays them out.
public struct RenderedNode {
    public enum Axis: Sendable, Hashable { case vertical, horizontal }

    public enum Kind {
        /// `VStack` / `HStack` / `LazyVStack` / `LazyHStack`. `spacing` nil: the default (8).
        case stack(axis: Axis, spacing: Double?, lazy: Bool, alignment: String)
        case zstack
        /// `ScrollView(axes)`; `List` is a scroll view over a lazy vertical stack.
        case scroll(axis: Axis)
        case spacer(minLength: Double?)
        /// `Text`: its string when written in the app (a literal or an interpolation).
        case text(String)
        case image
        /// `Button`: `children` are its label.
        case button
        case progress
        /// `Capsule`, `RoundedRectangle`, `Color` used as a view.
        case shape(String)
        /// `if` without `else` (`ViewBuilder.buildOptional`): one child when the condition held.
        case optional
        /// `if`/`else` (`ViewBuilder.buildEither`): `first` says which branch was taken.
        case either(first: Bool)
        /// `ForEach`: one child per element, in order, with the element's id.
        case forEach(ids: [AnyHashable])
        /// A view of another module (`ExternalView`), described by that module.
        case external(any ExternalNode)
    }

    public var kind: Kind
    /// Modifiers in the order they were applied (innermost first).
    public var modifiers: [Modifier]
    public var children: [RenderedNode]

    public init(kind: Kind, modifiers: [Modifier] = [], children: [RenderedNode] = []) {
        self.kind = kind
        self.modifiers = modifiers
        self.children = children
    }
}

/// What another module puts in a `RenderedNode` of kind `.external`.
public protocol ExternalNode {}

/// A modifier applied to a view, as the samples write it.
public enum Modifier {
    case frame(width: Double?, height: Double?)
    case flexibleFrame(minWidth: Double?, maxWidth: Double?, minHeight: Double?, maxHeight: Double?)
    case padding(top: Double, leading: Double, bottom: Double, trailing: Double)
    case clipShape(String)
    case clipped
    case font(Font)
    case fontWeight(Font.Weight?)
    case bold
    case foregroundColor(Color?)
    case background(RenderedNode)
    case lineLimit(Int?)
    case opacity(Double)
    case hidden
    case drawingGroup
    case resizable
    case id(AnyHashable)
    case offset(x: Double, y: Double)
    case accessibilityIdentifier(String)
    case scrollTargetBehavior(String)
    case scrollTargetLayout
    /// A modifier of another module (the ad events `.onAdLoad`, ...).
    case external(any ExternalModifier)
}

/// What another module puts in a `Modifier.external`.
public protocol ExternalModifier {}
