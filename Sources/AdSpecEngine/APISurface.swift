/// What the binding's API does not have, checked before a scenario runs: an app written that
/// way would not compile, so the engine refuses it with `RunError.Kind.apiRefused(rule:)`, which
/// a negative scenario (`<expect-refusal phase="api">`) expects. Another implementation judged
/// by the same Specs and Goldens must refuse the same apps.
/// - SLD-5: `SliderAdContainer` has no `onAdClick` modifier (the block has no click of its own).
/// - BIND-2: `NativeAdAsset.Rating` has no argument-less initialiser (it takes a `label` closure
///   of `Double`); every other primitive has one.
public enum APISurface {
    public static func check(_ app: AppModel) throws(RunError) {
        try app.screen.forEachNode { (node) throws(RunError) in
            switch node.kind {
            case .sliderContainer(_, let handlers) where handlers.contains(.onAdClick):
                throw RunError(
                    stepIndex: nil,
                    message:
                        "SliderAdContainer has no onAdClick modifier\(named(node)): the block has no click of its own; "
                        + "clicks arrive on each card's NativeAdContainer.onAdClick",
                    kind: .apiRefused(rule: "SLD-5"))
            case .asset(.rating) where node.form == .plain:
                throw RunError(
                    stepIndex: nil,
                    message:
                        "NativeAdAsset.Rating has no argument-less initialiser\(named(node)): "
                        + "it takes a label closure, NativeAdAsset.Rating { value in ... } with value a Double",
                    kind: .apiRefused(rule: "BIND-2"))
            default:
                return
            }
        }
    }

    /// How a refusal names the node: ` (node 'id')`, or nothing for a node without an id.
    private static func named(_ node: ViewNode) -> String { node.id.map { " (node '\($0)')" } ?? "" }
}
