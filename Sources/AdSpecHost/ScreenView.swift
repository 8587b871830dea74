import AdSpecEngine
import Foundation
import SwiftUI

#if canImport(AdSpecAds)
    import AdSpecAds
#else
    import YandexMobileAds
#endif

/// The scenario's screen written as an app would write it (issue 37.2): one view per node of
/// `input.app.screen`, each kind by the public API's view for it, sizes and positions by
/// `.frame(width:height:)` and `.offset(x:y:)`, the node's id by `.accessibilityIdentifier` (what
/// a UI test finds it by), and what the script changes read from `HostedApp`.
@MainActor
struct ScreenView {
    let app: HostedApp

    /// What a node's view is drawn inside: the ad's layout info of the nearest container's
    /// content, and the state a `ForEach` item stands for (a template's `$item`, `$card`).
    struct Context {
        var native: NativeAdLayoutInfo?
        var slider: SliderAdLayoutInfo?
        var item: NativeAdState?
        /// Which item of which `ForEach` this is drawn in: `#0`, `#1` (`#0#1` in a nested one),
        /// as the engine names an instance's nodes; the script may change one item's views alone.
        var suffix = ""

        func has(_ kind: NativeAdAssetKind) -> Bool {
            if let native { return native.has(kind) }
            if let slider { return slider.has(kind) }
            return false
        }
    }

    func view(_ node: ViewNode, context: Context) -> AnyView {
        let mounted = node.id.flatMap { app.mountable.contains($0) ? app.mounted[$0] ?? node.present : nil }
        if case .nativeContainer(let state, _) = node.kind, !state.hasPrefix("$"), app.isSliderCard(state) {
            // Card i of a slider drawn alone, `NativeAdContainer(state: layout.ads[i])` (SLD-2):
            // the app has that state once the slider's content closure handed it `layout.ads`, so
            // the container is drawn inside `if let`, decided when it is drawn: by then the
            // slider's content, drawn before it, has handed the app the array (SLD-4).
            let screen = self
            return AnyView(
                Deferred {
                    let name = screen.app.change(of: node.id, suffix: context.suffix).state ?? state
                    guard mounted ?? true, screen.app.state(named: name) != nil else { return nil }
                    return screen.decorated(screen.base(node, context: context), node: node, context: context)
                })
        }
        let drawn = decorated(base(node, context: context), node: node, context: context)
        guard let mounted else { return drawn }
        return AnyView(Drawn(shown: mounted, content: drawn))
    }

    func list(_ nodes: [ViewNode], context: Context) -> ViewList {
        ViewList(views: nodes.map { view($0, context: context) }[...])
    }

    func base(_ node: ViewNode, context: Context) -> AnyView {
        switch node.kind {
        case .stack(.vertical, let spacing, let lazy):
            let children = list(node.children, context: context)
            return lazy
                ? AnyView(LazyVStack(spacing: CGFloat(spacing)) { children }) : AnyView(VStack(spacing: CGFloat(spacing)) { children })
        case .stack(.horizontal, let spacing, let lazy):
            let children = list(node.children, context: context)
            return lazy
                ? AnyView(LazyHStack(spacing: CGFloat(spacing)) { children }) : AnyView(HStack(spacing: CGFloat(spacing)) { children })
        case .overlay:
            let children = list(node.children, context: context)
            return AnyView(ZStack { children })
        case .scroll(.vertical):
            // `List`: a scroll view over a lazy vertical stack with no spacing.
            if node.children.count == 1, let stack = node.children.first, stack.kind == .stack(axis: .vertical, spacing: 0, lazy: true),
                Self.isPlain(stack)
            {
                let rows = list(stack.children, context: context)
                return AnyView(List { rows })
            }
            let children = list(node.children, context: context)
            return AnyView(ScrollView(.vertical) { children })
        case .scroll(.horizontal):
            let children = list(node.children, context: context)
            return AnyView(ScrollView(.horizontal) { children })
        case .view:
            return AnyView(Color.clear)
        case .asset(let kind):
            // The app keeps the video state its Media overlay receives, to read it and to call
            // setMuted(_:) (VID-2); one item of a ForEach keeps its own (`id#0`).
            let app = self.app
            let key = (node.id ?? "") + context.suffix
            return Primitive.view(kind, form: node.form) { video in app.videos[key] = video }
        case .nativeContainer(let state, let handlers):
            return nativeContainer(node, state: state, handlers: handlers, context: context)
        case .sliderContainer(let state, let handlers):
            return sliderContainer(node, state: state, handlers: handlers)
        case .sliderCards:
            guard let template = node.children.first, let slider = context.slider else { return AnyView(EmptyView()) }
            return AnyView(
                ForEach(Array(slider.ads.enumerated()), id: \.offset) { card in
                    view(template, context: Context(item: card.element, suffix: context.suffix + "#\(card.offset)"))
                })
        case .bulkItems(let batch):
            guard let template = node.children.first else { return AnyView(EmptyView()) }
            return AnyView(
                ForEach(Array((app.bulk[batch] ?? []).enumerated()), id: \.offset) { ad in
                    view(template, context: Context(item: ad.element, suffix: context.suffix + "#\(ad.offset)"))
                })
        case .forEachState(let states):
            guard let template = node.children.first else { return AnyView(EmptyView()) }
            let items = states.compactMap { app.natives[$0] }
            return AnyView(
                ForEach(Array(items.enumerated()), id: \.offset) { item in
                    view(template, context: Context(item: item.element, suffix: context.suffix + "#\(item.offset)"))
                })
        case .ifHas(let kind):
            return AnyView(Drawn(shown: context.has(Primitive.kind(kind)), content: AnyView(list(node.children, context: context))))
        case .ifHasAny(let kinds):
            // `if layout.has(.a) || layout.has(.b) || ...`
            let shown = kinds.contains { context.has(Primitive.kind($0)) }
            return AnyView(Drawn(shown: shown, content: AnyView(list(node.children, context: context))))
        case .sliderCardsOf(let slider):
            // `ForEach(kept) { card in ... }` over the `layout.ads` the app kept (SLD-4).
            guard let template = node.children.first else { return AnyView(EmptyView()) }
            return AnyView(KeptCards(screen: self, slider: slider, template: template, suffix: context.suffix))
        case .gmaAdView, .gmaAssetView:
            // Refused by `Expressible.check` before the run.
            return AnyView(EmptyView())
        }
    }

    private func nativeContainer(_ node: ViewNode, state: String, handlers: Set<ContainerEvent>, context: Context) -> AnyView {
        let change = app.change(of: node.id, suffix: context.suffix)
        let adState: NativeAdState?
        if let given = change.state {
            adState = app.state(named: given)
        } else {
            adState = state.hasPrefix("$") ? context.item : app.state(named: state)
        }
        guard let adState else { return AnyView(EmptyView()) }
        let content = node.children
        let suffix = context.suffix
        let placeholder = list(node.placeholder, context: Context(suffix: suffix))
        var container = NativeAdContainer(
            state: adState,
            content: { layout in list(content, context: Context(native: layout, suffix: suffix)) },
            placeholder: { placeholder })
        // The handlers the app attaches (EVT-1); what they receive is the driver's to observe.
        if handlers.contains(.onAdLoad) { container = container.onAdLoad { _ in } }
        if handlers.contains(.onAdFailure) { container = container.onAdFailure { _ in } }
        if handlers.contains(.onAdBindingFailure) { container = container.onAdBindingFailure { _ in } }
        if handlers.contains(.onAdClick) { container = container.onAdClick {} }
        if handlers.contains(.onAdImpression) { container = container.onAdImpression { _ in } }
        return AnyView(container)
    }

    private func sliderContainer(_ node: ViewNode, state: String, handlers: Set<ContainerEvent>) -> AnyView {
        let name = app.change(of: node.id, suffix: "").state ?? state
        guard let adState = app.sliders[name] else { return AnyView(EmptyView()) }
        let content = node.children
        let placeholder = list(node.placeholder, context: Context())
        let hosted = app
        var container = SliderAdContainer(
            state: adState,
            content: { layout in
                hosted.keptCards[name] = layout.ads
                return list(content, context: Context(slider: layout))
            },
            placeholder: { placeholder })
        // SLD-8; `onAdClick` is refused by `Expressible.check` (SLD-5: the slider has none).
        if handlers.contains(.onAdLoad) { container = container.onAdLoad { _ in } }
        if handlers.contains(.onAdFailure) { container = container.onAdFailure { _ in } }
        if handlers.contains(.onAdBindingFailure) { container = container.onAdBindingFailure { _ in } }
        if handlers.contains(.onAdImpression) { container = container.onAdImpression { _ in } }
        return AnyView(container)
    }

    /// The node's modifiers, as the script has changed them so far.
    func decorated(_ view: AnyView, node: ViewNode, context: Context) -> AnyView {
        let change = app.change(of: node.id, suffix: context.suffix)
        var view = view
        let width = change.width ?? node.width
        let height = change.height ?? node.height
        if width != nil || height != nil {
            view = AnyView(view.frame(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) }))
        }
        let x = change.x ?? node.x
        let y = change.y ?? node.y
        if x != nil || y != nil { view = AnyView(view.offset(x: CGFloat(x ?? 0), y: CGFloat(y ?? 0))) }
        if change.hidden ?? node.hidden { view = AnyView(view.hidden()) }
        if change.drawingGroup ?? node.drawingGroup { view = AnyView(view.drawingGroup()) }
        let opacity = change.opacity ?? node.opacity
        if opacity != 1 { view = AnyView(view.opacity(opacity)) }
        if node.clipped { view = AnyView(view.clipped()) }
        if let id = node.id { view = AnyView(view.accessibilityIdentifier(id)) }
        return view
    }

    /// A node with nothing but its kind and children: what `List`'s own stack is.
    static func isPlain(_ node: ViewNode) -> Bool {
        node.id == nil && node.x == nil && node.y == nil && node.width == nil && node.height == nil && !node.hidden
            && !node.drawingGroup && node.opacity == 1 && !node.clipped && node.present
    }
}

/// Any number of views one after another, as a `ViewBuilder` block lists them (no `ForEach`,
/// which would be a template to the binding): the first, then the rest.
struct ViewList: View {
    let views: ArraySlice<AnyView>

    var body: some View {
        if let first = views.first {
            first
            ViewList(views: views.dropFirst())
        } else {
            EmptyView()
        }
    }
}

/// `if let view = make() { view }`, decided when it is drawn: a card of a slider drawn alone.
struct Deferred: View {
    let make: @MainActor () -> AnyView?

    var body: some View {
        if let view = make() {
            view
        }
    }
}

/// `if shown { content }`: a node the script mounts and unmounts, and `if layout.has(...)`.
struct Drawn: View {
    let shown: Bool
    let content: AnyView

    var body: some View {
        if shown {
            content
        }
    }
}

/// `ForEach(kept) { card in ... }`: read when it is drawn, after the slider's content closure
/// handed the app its `layout.ads` (SLD-4).
struct KeptCards: View {
    let screen: ScreenView
    let slider: String
    let template: ViewNode
    let suffix: String

    var body: some View {
        ForEach(Array((screen.app.keptCards[slider] ?? []).enumerated()), id: \.offset) { card in
            screen.view(template, context: ScreenView.Context(item: card.element, suffix: suffix + "#\(card.offset)"))
        }
    }
}
