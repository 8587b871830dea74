/// The app's screen as the engine consumes it: a tree of SwiftUI-shaped nodes with geometry and
/// modifiers. Producers (the XML loader today, a Swift front end later) build these values; the
/// engine lays them out, evaluates containers against their states' phases, and diffs frames.
/// Nothing here knows about XML.

/// The events a container may subscribe to with a modifier (EVT-1, SLD-8).
public enum ContainerEvent: String, CaseIterable, Sendable, Hashable {
    case onAdLoad, onAdFailure, onAdBindingFailure, onAdClick, onAdImpression
}

public struct ViewNode: Sendable, Hashable {
    public enum Axis: String, Sendable, Hashable { case vertical, horizontal }

    public enum Kind: Sendable, Hashable {
        /// `VStack` / `HStack` (`lazy`: `LazyVStack` / `LazyHStack`); children are placed one after
        /// another along the axis with `spacing` between them.
        case stack(axis: Axis, spacing: Double, lazy: Bool)
        /// `ZStack` or any plain container view: children are placed at their own x/y.
        case overlay
        /// `ScrollView(axis)`: its frame is the viewport; its content is offset by the scroll position
        /// (step `scroll`). `List` is a scroll view whose single child is a lazy vertical stack.
        case scroll(axis: Axis)
        /// Any view that is not an ad primitive (Text, Spacer, Button, Image, ProgressView).
        case view
        /// A `NativeAdAsset` primitive.
        case asset(AssetKind)
        /// `NativeAdContainer(state:)`: `children` are the card (content), `placeholder` the placeholder.
        /// `handlers` are the event modifiers attached; events without a handler still happen and
        /// the transcript says no handler received them.
        case nativeContainer(state: String, handlers: Set<ContainerEvent>)
        /// `SliderAdContainer(state:)`: `children` are the block content. Has no `onAdClick` (SLD-5).
        case sliderContainer(state: String, handlers: Set<ContainerEvent>)
        /// `ForEach(layout.ads) { card }` inside a slider's content: `children[0]` is the card template,
        /// a `nativeContainer` whose state is bound to each card's state in turn.
        case sliderCards
        /// The cards of slider state `slider`, wherever drawn: `ForEach(kept) { card }` over the
        /// `SliderAdLayoutInfo.ads` an app kept and drew elsewhere (SLD-4). One instance of
        /// `children[0]` (a `nativeContainer` with state `$card`) per card of the block loaded
        /// into `slider`, none before it loaded (Layout+SliderCardsOf.swift).
        case sliderCardsOf(slider: String)
        /// `ForEach` over the states a bulk load produced (`NativeAdState(ad:)`), template in `children[0]`.
        case bulkItems(batch: String)
        /// `ForEach` over declared states (FEED-1): one instance of `children[0]` per state, in order.
        /// Inside the template, a container whose state is `"$item"` takes each state in turn.
        case forEachState(states: [String])
        /// `if layout.has(.kind) { ... }` inside a container's content (BIND-6, CONT-2, SLD-2).
        case ifHas(AssetKind)
        /// `if layout.has(.a) || layout.has(.b) || ...`: drawn when the content has any of them
        /// (the documents' adCard wraps its rating row so). Produced by the Swift front end.
        case ifHasAny([AssetKind])
        /// A `GADNativeAdView` from the nib (source 003): its children are the nib's subviews;
        /// `minHeight` is the SwiftUI wrapper's `.frame(minHeight:)` (GMA-10).
        case gmaAdView(minHeight: Double?)
        /// A view of the nib: connected to the `outlet` of the ad view `adView` (nil: of the ad view it
        /// lies in), or to no outlet at all (`outlet` nil).
        case gmaAssetView(outlet: GMAAsset?, adView: String?)
    }

    /// The name steps use to reach this node (`tap`, `mount`, `set`, `scroll`). Unique per screen.
    public var id: String?
    public var kind: Kind
    /// Position in the parent's coordinate space; in a stack, the offset along the axis is computed.
    public var x: Double?
    public var y: Double?
    /// Size; when absent, the node fills its parent across a stack's axis, and along it takes the
    /// size of its content (see `Layout`).
    public var width: Double?
    public var height: Double?
    /// `.hidden()`: laid out, not drawn; the SDK sees no view (BIND-4).
    public var hidden: Bool
    /// `.drawingGroup()`: drawn flattened into one bitmap; the SDK sees no view (BIND-4).
    public var drawingGroup: Bool
    /// `.opacity(_:)`: drawn and registered; 0 makes it invisible (BIND-5).
    public var opacity: Double
    /// `.clipped()` / `.clipShape(...)` with its own bounds.
    public var clipped: Bool
    /// `false` models an `if` whose condition is false: the node is not drawn at all.
    public var present: Bool
    public var children: [ViewNode]
    public var placeholder: [ViewNode]
    /// For an `.asset` node: how the primitive is written (BIND-2), with a `label` closure (the
    /// default) or with its argument-less initialiser. Ignored for other kinds.
    public var form: PrimitiveForm = .label
    /// For a `.gmaAssetView`: UIKit's `isUserInteractionEnabled` as the nib sets it (Interface
    /// Builder's `userInteractionEnabled`). A call-to-action button whose nib turns it off passes
    /// the touch to the SDK as the code line `isUserInteractionEnabled = false` does (GMA-4).
    public var userInteractionEnabled = true

    public init(
        id: String? = nil, kind: Kind, x: Double? = nil, y: Double? = nil, width: Double? = nil,
        height: Double? = nil, hidden: Bool = false, drawingGroup: Bool = false, opacity: Double = 1,
        clipped: Bool = false, present: Bool = true, children: [ViewNode] = [], placeholder: [ViewNode] = []
    ) {
        self.id = id
        self.kind = kind
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.hidden = hidden
        self.drawingGroup = drawingGroup
        self.opacity = opacity
        self.clipped = clipped
        self.present = present
        self.children = children
        self.placeholder = placeholder
    }

    /// Every node of the tree, depth first, the node itself first (placeholders included).
    public func allNodes() -> [ViewNode] {
        var result: [ViewNode] = []
        forEachNode { result.append($0) }
        return result
    }

    /// Visits every node of the tree in the order of `allNodes()` (depth first, the node itself
    /// first, its children before its placeholder) without making an array of copies; stops at
    /// the first error `body` throws.
    public func forEachNode<E: Error>(_ body: (ViewNode) throws(E) -> Void) throws(E) {
        try body(self)
        for child in children { try child.forEachNode(body) }
        for child in placeholder { try child.forEachNode(body) }
    }
}

/// How a `NativeAdAsset` primitive is written (BIND-2): `NativeAdAsset.Title { text in ... }`
/// with a `label` closure, or `NativeAdAsset.Title()` with the argument-less initialiser (text as
/// `Text`, an image as a resizable `Image`). Every primitive but `Rating` has both.
public enum PrimitiveForm: String, Sendable, Hashable, CaseIterable {
    case label, plain
}

/// A change a step makes to one node before the next render (`<set node=...>`).
public struct NodeChange: Sendable, Hashable {
    public var hidden: Bool?
    public var drawingGroup: Bool?
    public var opacity: Double?
    public var x: Double?
    public var y: Double?
    public var width: Double?
    public var height: Double?
    /// For a native container: give it another state (LOAD-5).
    public var state: String?

    public init(
        hidden: Bool? = nil, drawingGroup: Bool? = nil, opacity: Double? = nil, x: Double? = nil,
        y: Double? = nil, width: Double? = nil, height: Double? = nil, state: String? = nil
    ) {
        self.hidden = hidden
        self.drawingGroup = drawingGroup
        self.opacity = opacity
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.state = state
    }
}
