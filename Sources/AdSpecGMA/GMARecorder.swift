import AdSpecEngine

/// What the app's code does with the ad API of 003, while a `GMASampleHost` runs it: the loads
/// (each a `refreshAd` step of the delegate's view model) and, while the host probes the app's
/// `adLoader(_:didReceive:)` / `updateUIView`, the statements it makes on the nib's views.
@MainActor
final class GMARecorder {
    static var current: GMARecorder?

    /// One statement of populate code, as made on the views (before it is read as `GMACode`).
    enum Raw: Equatable {
        case fill(GMAAsset)
        case hidden(GMAAsset, Bool)
        case interaction(GMAAsset, Bool)
        case contentMode(GMAAsset)
        /// `NSLayoutConstraint(item: mediaView, .height, .equal, toItem: mediaView, .width, multiplier:)`.
        case mediaHeight(multiplier: Double)
        case otherConstraint
        case associate
        /// An outlet read while no view is connected to it (the statement's optional chain stops).
        case unconnected(GMAAsset)
        case viewWithoutOutlet
    }

    struct Model {
        let delegate: AnyObject
        let name: String
        let unit: String
        let rootViewController: Bool
    }

    let modelNames: [String]
    var models: [Model] = []
    var steps: [Step] = []
    var problems: [String] = []

    var recording = false
    var statements: [Raw] = []
    var delegateSet = false
    var nibsLoaded = 0
    /// The outlet each view of a loaded nib is connected to, by the view's identity.
    var outlets: [ObjectIdentifier: GMAAsset] = [:]
    /// The engine's node of each ad view made from a nib, by the view's identity.
    var adViewNodes: [ObjectIdentifier: ViewNode] = [:]
    /// Every view a nib made, kept for the run: the tables here are by identity, which a released
    /// view's successor could otherwise take.
    var madeViews: [UIView] = []
    /// The ad view each outlet view of a loaded nib belongs to.
    var outletAdViews: [ObjectIdentifier: ObjectIdentifier] = [:]
    /// The ad views the populate code touched while recording, in the order it first touched them
    /// (a UIKit view controller's views: its `adViews`).
    var touched: [ObjectIdentifier] = []

    init(modelNames: [String]) { self.modelNames = modelNames }

    func loaded(_ loader: GADAdLoader) {
        guard !recording else { return problems.append("the populate code loads an ad") }
        guard let delegate = loader.delegate else { return problems.append("load(_:) on a GADAdLoader without a delegate") }
        if !loader.adTypes.contains(.native) { problems.append("a GADAdLoader without adTypes [.native]") }
        let model: Model
        if let known = models.first(where: { $0.delegate === delegate }) {
            model = known
            if known.unit != loader.adUnitID { problems.append("one delegate loads from two ad units") }
        } else {
            guard models.count < modelNames.count else { return problems.append("more loader delegates than named view models") }
            model = Model(
                delegate: delegate, name: modelNames[models.count], unit: loader.adUnitID,
                rootViewController: loader.rootViewController)
            models.append(model)
        }
        steps.append(Step(.refreshAd(model: model.name)))
    }

    func delegateSet(on ad: GADNativeAd) { if recording { delegateSet = ad.delegate != nil } }

    func mediaSet(on view: GADMediaView) { note(view, .fill(.media)) }

    func associated(_ view: GADNativeAdView) {
        guard recording, view.nativeAd != nil else { return }
        touch(ObjectIdentifier(view))
        statements.append(.associate)
    }

    /// The code read an outlet of `view` that no view of the nib is connected to: its statement
    /// sets nothing (`(nativeAdView.bodyView as? UILabel)?.text = ...` on nil), which the engine
    /// says as the asset's unconnected fill (GMA-2; `GMASampleHost.code` reads the reads).
    func readUnconnected(_ asset: GMAAsset, of view: GADNativeAdView) {
        guard recording else { return }
        touch(ObjectIdentifier(view))
        statements.append(.unconnected(asset))
    }

    private func touch(_ adView: ObjectIdentifier) { if !touched.contains(adView) { touched.append(adView) } }

    func changed(_ view: UIView, _ change: UIViewChange) {
        switch change {
        case .text, .image: note(view) { .fill($0) }
        case .title(_, let state): if state == .normal { note(view) { .fill($0) } }
        case .hidden(let hidden): note(view) { .hidden($0, hidden) }
        case .userInteractionEnabled(let enabled): note(view) { .interaction($0, enabled) }
        case .contentMode: note(view) { .contentMode($0) }
        }
    }

    func constraint(_ constraint: NSLayoutConstraint) {
        guard recording else { return }
        if let first = constraint.firstItem as? UIView, constraint.secondItem === first,
            outlets[ObjectIdentifier(first)] == .media,
            constraint.firstAttribute == .height, constraint.secondAttribute == .width, constraint.relation == .equal,
            constraint.constant == 0
        {
            statements.append(.mediaHeight(multiplier: Double(constraint.multiplier)))
        } else {
            statements.append(.otherConstraint)
        }
    }

    private func note(_ view: UIView, _ statement: (GMAAsset) -> Raw) {
        guard recording else { return }
        if let adView = outletAdViews[ObjectIdentifier(view)] { touch(adView) }
        if let asset = outlets[ObjectIdentifier(view)] {
            statements.append(statement(asset))
        } else {
            statements.append(.viewWithoutOutlet)
        }
    }

    private func note(_ view: UIView, _ statement: Raw) { note(view) { _ in statement } }
}
