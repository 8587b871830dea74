// The Swift samples of source 003 (native advanced ads, UIKit) between `doc-sample` markers, as the
// document prints them; DocSampleTextTests keeps each equal to the seed text. 003's UIKit block
// has no import line. Outside the markers: the scaffolding that puts a fragment where it can
// compile and run (Documentation/DocSamples.md, "Source 003"): the view controller the block is a
// method of, with what it calls and does not define (`refreshAdButton`, `setAdView`,
// `imageOfStars(fromStarRating:)`) and the loader the vendor's example app makes in `refreshAd()`.
import AdSpecGMA

/// The view controller of 003's UIKit sample.
final class NativeAdvancedViewController: UIViewController, GADNativeAdDelegate {
    let refreshAdButton = UIButton()
    private var adLoader: GADAdLoader!
    /// The ad view `setAdView` placed (its superview is the screen the host gives the engine).
    private(set) var adView: GADNativeAdView?

    func refreshAd() {
        refreshAdButton.isEnabled = false
        adLoader = GADAdLoader(
            adUnitID: "ca-app-pub-3940256099942544/3986624511", rootViewController: self, adTypes: [.native], options: nil)
        adLoader.delegate = self
        adLoader.load(GADRequest())
    }

    func setAdView(_ view: GADNativeAdView) { adView = view }

    /// The stars image of a rating (nil when the ad has none); its name says the rating.
    func imageOfStars(fromStarRating starRating: NSDecimalNumber?) -> UIImage? {
        starRating.map { UIImage(name: "stars(\($0))") }
    }
}

extension NativeAdvancedViewController: GADNativeAdLoaderDelegate {
    func adLoader(_ adLoader: GADAdLoader, didFailToReceiveAdWithError error: Error) {
        refreshAdButton.isEnabled = true
    }

// doc-sample 003/uikit-did-receive begin
// Mark: - GADNativeAdLoaderDelegate
func adLoader(_ adLoader: GADAdLoader, didReceive nativeAd: GADNativeAd) {
  print("Received native ad: \(nativeAd)")
  refreshAdButton.isEnabled = true
  // Create and place ad in view hierarchy.
  let nibView = Bundle.main.loadNibNamed("NativeAdView", owner: nil, options: nil)?.first
  guard let nativeAdView = nibView as? GADNativeAdView else {
    return
  }
  setAdView(nativeAdView)

  // Set ourselves as the native ad delegate to be notified of native ad events.
  nativeAd.delegate = self

  // Populate the native ad view with the native ad assets.
  // The headline and mediaContent are guaranteed to be present in every native ad.
  (nativeAdView.headlineView as? UILabel)?.text = nativeAd.headline
  nativeAdView.mediaView?.mediaContent = nativeAd.mediaContent

  // This app uses a fixed width for the GADMediaView and changes its height to match the aspect
  // ratio of the media it displays.
  if let mediaView = nativeAdView.mediaView, nativeAd.mediaContent.aspectRatio > 0 {
    let heightConstraint = NSLayoutConstraint(
      item: mediaView,
      attribute: .height,
      relatedBy: .equal,
      toItem: mediaView,
      attribute: .width,
      multiplier: CGFloat(1 / nativeAd.mediaContent.aspectRatio),
      constant: 0)
    heightConstraint.isActive = true
  }

  // These assets are not guaranteed to be present. Check that they are before
  // showing or hiding them.
  (nativeAdView.bodyView as? UILabel)?.text = nativeAd.body
  nativeAdView.bodyView?.isHidden = nativeAd.body == nil

  (nativeAdView.callToActionView as? UIButton)?.setTitle(nativeAd.callToAction, for: .normal)
  nativeAdView.callToActionView?.isHidden = nativeAd.callToAction == nil

  (nativeAdView.iconView as? UIImageView)?.image = nativeAd.icon?.image
  nativeAdView.iconView?.isHidden = nativeAd.icon == nil

  (nativeAdView.starRatingView as? UIImageView)?.image = imageOfStars(
    fromStarRating: nativeAd.starRating)
  nativeAdView.starRatingView?.isHidden = nativeAd.starRating == nil

  (nativeAdView.storeView as? UILabel)?.text = nativeAd.store
  nativeAdView.storeView?.isHidden = nativeAd.store == nil

  (nativeAdView.priceView as? UILabel)?.text = nativeAd.price
  nativeAdView.priceView?.isHidden = nativeAd.price == nil

  (nativeAdView.advertiserView as? UILabel)?.text = nativeAd.advertiser
  nativeAdView.advertiserView?.isHidden = nativeAd.advertiser == nil

  // For the SDK to process touch events properly, user interaction should be disabled.
  nativeAdView.callToActionView?.isUserInteractionEnabled = false

  // Associate the native ad view with the native ad object. This is
  // required to make the ad clickable.
  // Note: this should always be done after populating the ad views.
  nativeAdView.nativeAd = nativeAd
}
// doc-sample 003/uikit-did-receive end
}

/// The two one-line samples of 003 ("Swift" after the Objective-C listing: the media view's
/// content and content mode) in a view controller that otherwise does what 003's UIKit block does
/// for the headline and the association.
final class MediaLinesViewController: UIViewController, GADNativeAdLoaderDelegate, GADNativeAdDelegate {
    private var adLoader: GADAdLoader!
    private(set) var adView: GADNativeAdView?

    func refreshAd() {
        adLoader = GADAdLoader(
            adUnitID: "ca-app-pub-3940256099942544/3986624511", rootViewController: nil, adTypes: [.native], options: nil)
        adLoader.delegate = self
        adLoader.load(GADRequest())
    }

    func adLoader(_ adLoader: GADAdLoader, didFailToReceiveAdWithError error: Error) {}

    func adLoader(_ adLoader: GADAdLoader, didReceive nativeAd: GADNativeAd) {
        guard let nativeAdView = Bundle.main.loadNibNamed("NativeAdView", owner: nil, options: nil)?.first as? GADNativeAdView
        else { return }
        adView = nativeAdView
        nativeAd.delegate = self
        (nativeAdView.headlineView as? UILabel)?.text = nativeAd.headline
// doc-sample 003/media-content begin
nativeAdView.mediaView?.mediaContent = nativeAd.mediaContent
// doc-sample 003/media-content end
// doc-sample 003/content-mode begin
nativeAdView.mediaView?.contentMode = .aspectFill
// doc-sample 003/content-mode end
        nativeAdView.nativeAd = nativeAd
    }
}
