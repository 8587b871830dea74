import AdSpecEngine
import AdSpecHarness

/// A `GADNativeAdView` as an Interface Builder file (`.xib`) declares it: what
/// `Bundle.main.loadNibNamed("NativeAdView", owner: nil, options: nil)?.first` gives source 003's
/// code (GMA-2, GMA-4, GMA-13). Read from the document: the ad view's frame, its subviews (labels,
/// buttons, image views, a `GADMediaView`, plain views) with their frames, `hidden`,
/// `userInteractionEnabled` and `contentMode`, and the ad view's outlets. Auto Layout is not
/// solved: a view keeps the frame Interface Builder saved (the layout at the nib's own size), a
/// fixed width or height constraint sets that size, and any other constraint is refused
/// (Documentation/Nibs.md says why).
package struct InterfaceBuilderNib: Sendable, Hashable {
    /// The file's name without `.xib`: what `loadNibNamed` is given.
    package var name: String
    package var width: Double
    package var height: Double
    package var subviews: [View]

    /// A view of the nib.
    package struct View: Sendable, Hashable {
        /// The asset of the outlet connected to it (`headline` for `headlineView`), else Interface
        /// Builder's object id: the last part of its node id.
        package var key: String
        /// `UILabel`, `UIButton`, `UIImageView`, `GADMediaView` or `UIView`.
        package var className: String
        package var outlet: GMAAsset?
        package var x: Double
        package var y: Double
        package var width: Double
        package var height: Double
        package var hidden: Bool
        package var userInteractionEnabled: Bool
        /// UIKit's `contentMode` (`scaleAspectFill`, ...). Read and checked; it changes how an
        /// image is scaled inside the view's frame (pixels), not the frame, the registered views,
        /// the impression or a click, so nothing in the engine reads it.
        package var contentMode: String
        package var subviews: [View]
    }

    /// The ad view as the engine's screen node: a `gmaAdView` of the nib's size whose children are
    /// the nib's subviews, each a `gmaAssetView` named `<id>.<key>` (`adView.headline`), at its frame.
    package func adView(id: String) -> ViewNode {
        func node(_ view: View) -> ViewNode {
            var node = ViewNode(
                id: id + "." + view.key, kind: .gmaAssetView(outlet: view.outlet, adView: nil), x: view.x, y: view.y,
                width: view.width, height: view.height, hidden: view.hidden, children: view.subviews.map(node))
            node.userInteractionEnabled = view.userInteractionEnabled
            return node
        }
        return ViewNode(id: id, kind: .gmaAdView(minHeight: nil), width: width, height: height, children: subviews.map(node))
    }

    /// Every view of the nib, depth first.
    package var allViews: [View] {
        func all(_ views: [View]) -> [View] { views.flatMap { [$0] + all($0.subviews) } }
        return all(subviews)
    }
}
