/// The text of the native advanced flow's lines (`GMAEvent`), and their normative projection.
extension TranscriptFormat {
    public static func text(of event: GMAEvent) -> String {
        switch event {
        case .loaderCreated(let number, let unit, let rootViewController):
            let root = rootViewController ? "self" : "nil"
            return
                "refreshAd(): GADAdLoader #\(number)(adUnitID: \(unit), rootViewController: \(root), adTypes: [.native], options: nil); load(GADRequest())"
        case .received(let loader, let ad, let assets, let ratio, let hasVideo):
            return
                "adLoader(_:didReceive:) from loader #\(loader): ad=\(ad) has=[\(list(assets))] mediaContent.aspectRatio=\(formatPoints(ratio)) hasVideo=\(hasVideo)"
        case .failedToReceive(let loader, let code, let message):
            return "adLoader(_:didFailToReceiveAdWithError:) from loader #\(loader): error \(code)"
                + (message.isEmpty ? "" : ": \(message)")
        case .responseDropped(let loader, let current):
            return "the response to loader #\(loader) reaches no delegate: refreshAd() replaced it with loader #\(current)"
        case .published(let ad):
            return "@Published nativeAd = \(ad)"
        case .recordedImpression(let ad, let view, let delegate):
            var text = "nativeAdDidRecordImpression ad=\(ad) view=\(view)"
            if !delegate { text += " (no delegate set: the app hears nothing)" }
            return text
        case .recordedClick(let ad, let view, let asset, let delegate):
            var text = "nativeAdDidRecordClick ad=\(ad) view=\(view) asset=\(asset.rawValue)"
            if !delegate { text += " (no delegate set: the app hears nothing)" }
            return text
        case .adViewInHierarchy(let model, let width, let height):
            return "GADNativeAdView (\(formatPoints(width))x\(formatPoints(height))) entered the hierarchy, filled by \(model)"
        case .populates(let ad, .uikit):
            return "adLoader(_:didReceive:) loads NativeAdView from the nib and populates it with ad \(ad)"
        case .populates(let ad, .swiftUI):
            return "updateUIView populates it with ad \(ad)"
        case .fills(let statements):
            return "fills " + statements.map { text(of: $0) }.joined(separator: " ")
        case .mediaSized(let width, let height, let ratio):
            guard let height else {
                return "mediaView keeps its height: mediaContent.aspectRatio is \(formatPoints(ratio)), no height constraint"
            }
            return
                "mediaView height = width / aspectRatio = \(formatPoints(width)) / \(formatPoints(ratio)) = \(formatPoints(height))"
        case .emptyViewShown(let asset):
            return
                "\(asset.outlet) stays visible with nothing in it: the ad has no \(asset.rawValue) and the code does not hide the view"
        case .associated(let ad, let registered, let skipped):
            var text = "nativeAd = \(ad); registered views [\(list(registered))]"
            if !skipped.isEmpty {
                text += "; not registered: "
                    + skipped.map { "\($0.asset.rawValue) (\(Self.text(of: $0.reason)))" }.joined(separator: ", ")
            }
            return text
        case .associatedAgain(let ad, let registered):
            return
                "nativeAd = \(ad) again: already associated with this view; registered views [\(list(registered))]; nothing else happens"
        case .noClick(let node, let reason):
            return "tap on \(node): \(text(of: reason)); no click"
        case .adViewNotInHierarchy(let view):
            return "\(view) is not in the hierarchy: its populate code does not run"
        }
    }

    static func text(of statement: GMAStatement) -> String {
        switch statement {
        case .set(let asset, let value):
            return "\(asset.outlet).\(asset.property)=" + (value.map { text(of: $0) } ?? "nil")
        case .unconnected(let asset):
            return "\(asset.outlet)=nil(outlet not connected)"
        case .hidden(let asset, let hidden):
            return "\(asset.outlet).isHidden=\(hidden)"
        case .interactionDisabled:
            return "callToActionView.isUserInteractionEnabled=false"
        }
    }

    static func text(of value: GMAValue) -> String {
        switch value {
        case .text(let text): return "\"\(text)\""
        case .image(let name): return "image(\(name))"
        case .stars(let rating): return "stars(\(Double(rating).map { formatPoints($0) } ?? rating))"
        case .video(let name): return "video(\(name))"
        }
    }

    static func text(of reason: GMASkippedView.Reason) -> String {
        switch reason {
        case .notConnected: return "outlet not connected"
        case .notSubview: return "not a subview of the ad view"
        case .empty: return "empty when the ad was associated"
        }
    }

    static func text(of reason: GMANoClick) -> String {
        switch reason {
        case .notAnAssetView(let adView): return "not an asset view of \(adView)"
        case .notAssociated(let adView): return "no native ad is associated with \(adView)"
        case .buttonTakesTouch:
            return "callToActionView keeps user interaction, so the button takes the touch and the SDK never sees it"
        case .notRegistered(let view): return "\(view.asset.outlet) was not registered (\(text(of: view.reason)))"
        case .adMoved(let view): return "the ad was associated with \(view) since"
        }
    }

    static func text(of reason: GMADissociation) -> String {
        switch reason {
        case .anotherAd: return "another native ad was associated with the view"
        case .viewReplaced: return "the view was replaced by a new one from the nib"
        case .adMoved(let view): return "the ad was associated with \(view)"
        }
    }

    /// The assets' names, comma-separated.
    private static func list(_ assets: [GMAAsset]) -> String {
        assets.map(\.rawValue).joined(separator: ",")
    }
}
