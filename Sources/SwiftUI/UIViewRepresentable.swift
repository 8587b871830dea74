/// `UIViewRepresentable`: a view that wraps a UIKit view (003's SwiftUI sample wraps its
/// `GADNativeAdView`). It renders to one `.external(RepresentedView)` node; the module that lays
/// the screen out makes the UIKit view with `makeUIView` and runs `updateUIView` (AdSpecGMA).
@MainActor @preconcurrency
public protocol UIViewRepresentable: PrimitiveView {
    associatedtype UIViewType: AnyObject
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
}

public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    nonisolated public init() {}
}

/// A `UIViewRepresentable` as rendered: its two methods, type-erased.
public struct RepresentedView: ExternalNode {
    public let make: @MainActor () -> AnyObject
    public let update: @MainActor (AnyObject) -> Void
}

extension UIViewRepresentable {
    public func render(in graph: ViewGraph, path: String) -> [RenderedNode] {
        let represented = RepresentedView(
            make: { self.makeUIView(context: Context()) },
            update: { view in if let view = view as? UIViewType { self.updateUIView(view, context: Context()) } })
        return [RenderedNode(kind: .external(represented))]
    }
}
