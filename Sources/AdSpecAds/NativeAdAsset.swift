import AdSpecEngine
import SwiftUI

/// The `NativeAdAsset` primitives (BIND-1): the only way to show an ad's components. Each records
/// which component it draws and how it is written (BIND-2: with a `label` closure, or with the
/// argument-less initialiser); the label closure is evaluated once with a stand-in value (the ad's
/// values are the engine's) so that its layout is known. `Rating` has no argument-less initialiser.
///
/// The fourteen primitives with a label are one generic view, `NativeAdPrimitive`, told apart by a
/// component marker; `NativeAdAsset.Title` and the others name it for their component, so the
/// documents' `NativeAdAsset.Title()` and `NativeAdAsset.Price { text in ... }` compile as written.
public enum NativeAdAsset {
    public typealias Title<Label: View> = NativeAdPrimitive<NativeAdComponent.Title, Label>
    public typealias Body<Label: View> = NativeAdPrimitive<NativeAdComponent.Body, Label>
    public typealias CallToAction<Label: View> = NativeAdPrimitive<NativeAdComponent.CallToAction, Label>
    public typealias Domain<Label: View> = NativeAdPrimitive<NativeAdComponent.Domain, Label>
    public typealias Sponsored<Label: View> = NativeAdPrimitive<NativeAdComponent.Sponsored, Label>
    public typealias Age<Label: View> = NativeAdPrimitive<NativeAdComponent.Age, Label>
    public typealias Price<Label: View> = NativeAdPrimitive<NativeAdComponent.Price, Label>
    public typealias ReviewCount<Label: View> = NativeAdPrimitive<NativeAdComponent.ReviewCount, Label>
    public typealias Warning<Label: View> = NativeAdPrimitive<NativeAdComponent.Warning, Label>
    public typealias Icon<Label: View> = NativeAdPrimitive<NativeAdComponent.Icon, Label>
    public typealias Favicon<Label: View> = NativeAdPrimitive<NativeAdComponent.Favicon, Label>
    public typealias MainImage<Label: View> = NativeAdPrimitive<NativeAdComponent.MainImage, Label>
    public typealias Feedback<Label: View> = NativeAdPrimitive<NativeAdComponent.Feedback, Label>
    public typealias Rating<Label: View> = NativeAdPrimitive<NativeAdComponent.Rating, Label>

    /// `Media()` keeps the media's aspect ratio (the engine knows it, VID-2); `Media { video in ... }`
    /// draws an overlay of the app's own controls over it.
    public struct Media<Overlay: View> {
        let overlay: ((NativeAdVideoState) -> Overlay)?
        nonisolated public init(@ViewBuilder overlay: @escaping (NativeAdVideoState) -> Overlay) { self.overlay = overlay }
        @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] {
            // The same name box for every evaluation of this place (`AdRecorder.mediaName(at:)`).
            let name = AdRecorder.current.mediaName(at: path)
            let overlayNodes = overlay.map { graph.render($0(NativeAdVideoState(media: name)), path: path + "/overlay") } ?? []
            let asset = AssetNode(kind: .media, form: overlay == nil ? .plain : .label, overlay: overlayNodes, video: name)
            return [RenderedNode(kind: .external(asset))]
        }
    }
}

extension NativeAdAsset.Media where Overlay == EmptyView {
    nonisolated public init() { overlay = nil }
}

/// A component a primitive draws: its kind and the value its label closure receives.
public protocol NativeAdComponentMarker {
    associatedtype Value
    static var kind: NativeAdAssetKind { get }
    /// The value the label closure is evaluated with to lay it out (the ad's own is the engine's).
    static var standIn: Value { get }
}

/// A text component: its argument-less primitive draws a `Text`.
public protocol NativeAdTextComponent: NativeAdComponentMarker where Value == String {}
/// An image component: its argument-less primitive draws a resizable `Image`.
public protocol NativeAdImageComponent: NativeAdComponentMarker where Value == Image {}

extension NativeAdTextComponent {
    public static var standIn: String { "" }
}

extension NativeAdImageComponent {
    public static var standIn: Image { Image("") }
}

/// The component markers of `NativeAdAsset`'s primitives.
public enum NativeAdComponent {
    public enum Title: NativeAdTextComponent { public static var kind: NativeAdAssetKind { .title } }
    public enum Body: NativeAdTextComponent { public static var kind: NativeAdAssetKind { .body } }
    public enum CallToAction: NativeAdTextComponent { public static var kind: NativeAdAssetKind { .callToAction } }
    public enum Domain: NativeAdTextComponent { public static var kind: NativeAdAssetKind { .domain } }
    public enum Sponsored: NativeAdTextComponent { public static var kind: NativeAdAssetKind { .sponsored } }
    public enum Age: NativeAdTextComponent { public static var kind: NativeAdAssetKind { .age } }
    public enum Price: NativeAdTextComponent { public static var kind: NativeAdAssetKind { .price } }
    public enum ReviewCount: NativeAdTextComponent { public static var kind: NativeAdAssetKind { .reviewCount } }
    public enum Warning: NativeAdTextComponent { public static var kind: NativeAdAssetKind { .warning } }
    public enum Icon: NativeAdImageComponent { public static var kind: NativeAdAssetKind { .icon } }
    public enum Favicon: NativeAdImageComponent { public static var kind: NativeAdAssetKind { .favicon } }
    public enum MainImage: NativeAdImageComponent { public static var kind: NativeAdAssetKind { .mainImage } }
    public enum Feedback: NativeAdImageComponent { public static var kind: NativeAdAssetKind { .feedback } }
    /// `Rating` is neither: its label receives the rating, and it has no argument-less form.
    public enum Rating: NativeAdComponentMarker {
        public static var kind: NativeAdAssetKind { .rating }
        public static var standIn: Double { 0 }
    }
}

/// A primitive of `NativeAdAsset`: draws `Component` with the app's label, or (for text and image
/// components) with the argument-less initialiser's `Text` or resizable `Image`.
public struct NativeAdPrimitive<Component: NativeAdComponentMarker, Label: View> {
    let label: (Component.Value) -> Label
    let form: PrimitiveForm

    nonisolated public init(@ViewBuilder label: @escaping (Component.Value) -> Label) {
        self.label = label
        form = .label
    }

    nonisolated init(plain label: @escaping (Component.Value) -> Label) {
        self.label = label
        form = .plain
    }

    @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] {
        AssetNode.render(Component.kind.engine, form: form, label: label(Component.standIn), graph: graph, path: path)
    }
}

extension NativeAdPrimitive where Component: NativeAdTextComponent, Label == Text {
    nonisolated public init() { self.init(plain: { Text($0) }) }
}

extension NativeAdPrimitive where Component: NativeAdImageComponent, Label == ModifiedView<Image> {
    nonisolated public init() { self.init(plain: { $0.resizable() }) }
}

/// What a primitive puts in the rendered tree: its component, its form, and its label's nodes.
struct AssetNode: ExternalNode {
    let kind: AssetKind
    let form: PrimitiveForm
    var label: [RenderedNode] = []
    /// A `Media` overlay's nodes (drawn over the media, not sizing it).
    var overlay: [RenderedNode] = []
    /// The name box of the video state a `Media` hands its overlay: the node's id is written into
    /// it when the render is read (`EngineScreenBuilder`), so that `setMuted(_:)` names it (VID-2).
    var video: MediaNodeName? = nil

    @MainActor static func render<Label: View>(
        _ kind: AssetKind, form: PrimitiveForm, label: Label, graph: ViewGraph, path: String
    ) -> [RenderedNode] {
        let nodes = graph.render(label, path: path + "/label")
        return [RenderedNode(kind: .external(AssetNode(kind: kind, form: form, label: nodes)))]
    }
}

// The conformances are in extensions so that the views' stored properties and initialisers
// stay nonisolated (a conformance on the declaration would make the whole type main-actor).
extension NativeAdPrimitive: PrimitiveView {}
extension NativeAdAsset.Media: PrimitiveView {}
