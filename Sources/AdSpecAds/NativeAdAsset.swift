import AdSpecEngine
import SwiftUI

/// The `NativeAdAsset` primitives (BIND-1): the only way to show an ad's components. Each records
/// which component it draws and how it is written (BIND-2: with a `label` closure, or with the
/// argument-less initialiser); the label closure is evaluated once with a stand-in value (the ad's
/// values are the engine's) so that its layout is known. `Rating` has no argument-less initialiser.
public enum NativeAdAsset {
    public struct Title<Label: View> {
        let label: (String) -> Label
        let form: PrimitiveForm
        nonisolated public init(@ViewBuilder label: @escaping (String) -> Label) {
            self.label = label
            form = .label
        }
        @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] {
            AssetNode.render(.title, form: form, label: label(""), graph: graph, path: path)
        }
    }

    public struct Body<Label: View> {
        let label: (String) -> Label
        let form: PrimitiveForm
        nonisolated public init(@ViewBuilder label: @escaping (String) -> Label) {
            self.label = label
            form = .label
        }
        @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] {
            AssetNode.render(.body, form: form, label: label(""), graph: graph, path: path)
        }
    }

    public struct CallToAction<Label: View> {
        let label: (String) -> Label
        let form: PrimitiveForm
        nonisolated public init(@ViewBuilder label: @escaping (String) -> Label) {
            self.label = label
            form = .label
        }
        @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] {
            AssetNode.render(.callToAction, form: form, label: label(""), graph: graph, path: path)
        }
    }

    public struct Domain<Label: View> {
        let label: (String) -> Label
        let form: PrimitiveForm
        nonisolated public init(@ViewBuilder label: @escaping (String) -> Label) {
            self.label = label
            form = .label
        }
        @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] {
            AssetNode.render(.domain, form: form, label: label(""), graph: graph, path: path)
        }
    }

    public struct Sponsored<Label: View> {
        let label: (String) -> Label
        let form: PrimitiveForm
        nonisolated public init(@ViewBuilder label: @escaping (String) -> Label) {
            self.label = label
            form = .label
        }
        @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] {
            AssetNode.render(.sponsored, form: form, label: label(""), graph: graph, path: path)
        }
    }

    public struct Age<Label: View> {
        let label: (String) -> Label
        let form: PrimitiveForm
        nonisolated public init(@ViewBuilder label: @escaping (String) -> Label) {
            self.label = label
            form = .label
        }
        @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] {
            AssetNode.render(.age, form: form, label: label(""), graph: graph, path: path)
        }
    }

    public struct Price<Label: View> {
        let label: (String) -> Label
        let form: PrimitiveForm
        nonisolated public init(@ViewBuilder label: @escaping (String) -> Label) {
            self.label = label
            form = .label
        }
        @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] {
            AssetNode.render(.price, form: form, label: label(""), graph: graph, path: path)
        }
    }

    public struct ReviewCount<Label: View> {
        let label: (String) -> Label
        let form: PrimitiveForm
        nonisolated public init(@ViewBuilder label: @escaping (String) -> Label) {
            self.label = label
            form = .label
        }
        @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] {
            AssetNode.render(.reviewCount, form: form, label: label(""), graph: graph, path: path)
        }
    }

    public struct Warning<Label: View> {
        let label: (String) -> Label
        let form: PrimitiveForm
        nonisolated public init(@ViewBuilder label: @escaping (String) -> Label) {
            self.label = label
            form = .label
        }
        @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] {
            AssetNode.render(.warning, form: form, label: label(""), graph: graph, path: path)
        }
    }

    public struct Icon<Label: View> {
        let label: (Image) -> Label
        let form: PrimitiveForm
        nonisolated public init(@ViewBuilder label: @escaping (Image) -> Label) {
            self.label = label
            form = .label
        }
        @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] {
            AssetNode.render(.icon, form: form, label: label(Image("")), graph: graph, path: path)
        }
    }

    public struct Favicon<Label: View> {
        let label: (Image) -> Label
        let form: PrimitiveForm
        nonisolated public init(@ViewBuilder label: @escaping (Image) -> Label) {
            self.label = label
            form = .label
        }
        @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] {
            AssetNode.render(.favicon, form: form, label: label(Image("")), graph: graph, path: path)
        }
    }

    public struct MainImage<Label: View> {
        let label: (Image) -> Label
        let form: PrimitiveForm
        nonisolated public init(@ViewBuilder label: @escaping (Image) -> Label) {
            self.label = label
            form = .label
        }
        @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] {
            AssetNode.render(.mainImage, form: form, label: label(Image("")), graph: graph, path: path)
        }
    }

    public struct Feedback<Label: View> {
        let label: (Image) -> Label
        let form: PrimitiveForm
        nonisolated public init(@ViewBuilder label: @escaping (Image) -> Label) {
            self.label = label
            form = .label
        }
        @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] {
            AssetNode.render(.feedback, form: form, label: label(Image("")), graph: graph, path: path)
        }
    }

    public struct Rating<Label: View> {
        let label: (Double) -> Label
        nonisolated public init(@ViewBuilder label: @escaping (Double) -> Label) { self.label = label }
        @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] {
            AssetNode.render(.rating, form: .label, label: label(0), graph: graph, path: path)
        }
    }

    /// `Media()` keeps the media's aspect ratio (the engine knows it, VID-2); `Media { video in ... }`
    /// draws an overlay of the app's own controls over it.
    public struct Media<Overlay: View> {
        let overlay: ((NativeAdVideoState) -> Overlay)?
        nonisolated public init(@ViewBuilder overlay: @escaping (NativeAdVideoState) -> Overlay) { self.overlay = overlay }
        @MainActor public func render(in graph: ViewGraph, path: String) -> [RenderedNode] {
            let overlayNodes = overlay.map { graph.render($0(NativeAdVideoState(mediaNode: "media")), path: path + "/overlay") } ?? []
            return [RenderedNode(kind: .external(AssetNode(kind: .media, form: overlay == nil ? .plain : .label, overlay: overlayNodes)))]
        }
    }
}

extension NativeAdAsset.Media where Overlay == EmptyView {
    nonisolated public init() { overlay = nil }
}

extension NativeAdAsset.Title where Label == Text {
    nonisolated public init() {
        label = { Text($0) }
        form = .plain
    }
}

extension NativeAdAsset.Body where Label == Text {
    nonisolated public init() {
        label = { Text($0) }
        form = .plain
    }
}

extension NativeAdAsset.CallToAction where Label == Text {
    nonisolated public init() {
        label = { Text($0) }
        form = .plain
    }
}

extension NativeAdAsset.Domain where Label == Text {
    nonisolated public init() {
        label = { Text($0) }
        form = .plain
    }
}

extension NativeAdAsset.Sponsored where Label == Text {
    nonisolated public init() {
        label = { Text($0) }
        form = .plain
    }
}

extension NativeAdAsset.Age where Label == Text {
    nonisolated public init() {
        label = { Text($0) }
        form = .plain
    }
}

extension NativeAdAsset.Price where Label == Text {
    nonisolated public init() {
        label = { Text($0) }
        form = .plain
    }
}

extension NativeAdAsset.ReviewCount where Label == Text {
    nonisolated public init() {
        label = { Text($0) }
        form = .plain
    }
}

extension NativeAdAsset.Warning where Label == Text {
    nonisolated public init() {
        label = { Text($0) }
        form = .plain
    }
}

extension NativeAdAsset.Icon where Label == ModifiedView<Image> {
    nonisolated public init() {
        label = { $0.resizable() }
        form = .plain
    }
}

extension NativeAdAsset.Favicon where Label == ModifiedView<Image> {
    nonisolated public init() {
        label = { $0.resizable() }
        form = .plain
    }
}

extension NativeAdAsset.MainImage where Label == ModifiedView<Image> {
    nonisolated public init() {
        label = { $0.resizable() }
        form = .plain
    }
}

extension NativeAdAsset.Feedback where Label == ModifiedView<Image> {
    nonisolated public init() {
        label = { $0.resizable() }
        form = .plain
    }
}

/// What a primitive puts in the rendered tree: its component, its form, and its label's nodes.
struct AssetNode: ExternalNode {
    let kind: AssetKind
    let form: PrimitiveForm
    var label: [RenderedNode] = []
    /// A `Media` overlay's nodes (drawn over the media, not sizing it).
    var overlay: [RenderedNode] = []

    @MainActor static func render<Label: View>(
        _ kind: AssetKind, form: PrimitiveForm, label: Label, graph: ViewGraph, path: String
    ) -> [RenderedNode] {
        let nodes = graph.render(label, path: path + "/label")
        return [RenderedNode(kind: .external(AssetNode(kind: kind, form: form, label: nodes)))]
    }
}

// The conformances are in extensions so that the views' stored properties and initialisers
// stay nonisolated (a conformance on the declaration would make the whole type main-actor).
extension NativeAdAsset.Title: PrimitiveView {}
extension NativeAdAsset.Body: PrimitiveView {}
extension NativeAdAsset.CallToAction: PrimitiveView {}
extension NativeAdAsset.Domain: PrimitiveView {}
extension NativeAdAsset.Sponsored: PrimitiveView {}
extension NativeAdAsset.Age: PrimitiveView {}
extension NativeAdAsset.Price: PrimitiveView {}
extension NativeAdAsset.ReviewCount: PrimitiveView {}
extension NativeAdAsset.Warning: PrimitiveView {}
extension NativeAdAsset.Icon: PrimitiveView {}
extension NativeAdAsset.Favicon: PrimitiveView {}
extension NativeAdAsset.MainImage: PrimitiveView {}
extension NativeAdAsset.Feedback: PrimitiveView {}
extension NativeAdAsset.Rating: PrimitiveView {}
extension NativeAdAsset.Media: PrimitiveView {}
