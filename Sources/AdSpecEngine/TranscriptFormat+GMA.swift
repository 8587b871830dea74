/// The text of the native advanced flow's lines (`GMAEvent`), and their normative projection.
extension TranscriptFormat {
    public static func text(of event: GMAEvent) -> String {
        string { appendText(of: event, to: &$0) }
    }

    /// `text(of: event)`'s bytes, appended to `bytes`: the frequent lines (the loader, the ad
    /// received, populating, filling, the media's height, the association, the impression)
    /// piece by piece, with no intermediate strings made and joined (session 29: 6,900
    /// instructions a line through interpolation); the others as one string each.
    static func appendText(of event: GMAEvent, to bytes: inout [UInt8]) {
        switch event {
        case .loaderCreated(let number, let unit, let rootViewController):
            bytes.append(literal: "refreshAd(): GADAdLoader #")
            bytes.append(utf8: String(number))
            bytes.append(literal: "(adUnitID: ")
            bytes.append(utf8: unit)
            if rootViewController {
                bytes.append(literal: ", rootViewController: self")
            } else {
                bytes.append(literal: ", rootViewController: nil")
            }
            bytes.append(literal: ", adTypes: [.native], options: nil); load(GADRequest())")
        case .received(let loader, let ad, let assets, let ratio, let hasVideo):
            bytes.append(literal: "adLoader(_:didReceive:) from loader #")
            bytes.append(utf8: String(loader))
            bytes.append(literal: ": ad=")
            bytes.append(utf8: ad)
            bytes.append(literal: " has=[")
            appendList(assets, to: &bytes)
            bytes.append(literal: "] mediaContent.aspectRatio=")
            bytes.append(utf8: formatPoints(ratio))
            if hasVideo { bytes.append(literal: " hasVideo=true") } else { bytes.append(literal: " hasVideo=false") }
        case .failedToReceive(let loader, let code, let message):
            bytes.append(
                utf8: "adLoader(_:didFailToReceiveAdWithError:) from loader #\(loader): error \(code)"
                    + (message.isEmpty ? "" : ": \(message)"))
        case .responseDropped(let loader, let current):
            bytes.append(
                utf8: "the response to loader #\(loader) reaches no delegate: refreshAd() replaced it with loader #\(current)")
        case .published(let ad):
            bytes.append(literal: "@Published nativeAd = ")
            bytes.append(utf8: ad)
        case .recordedImpression(let ad, let view, let delegate):
            bytes.append(literal: "nativeAdDidRecordImpression ad=")
            bytes.append(utf8: ad)
            bytes.append(literal: " view=")
            bytes.append(utf8: view)
            if !delegate { bytes.append(literal: " (no delegate set: the app hears nothing)") }
        case .recordedClick(let ad, let view, let asset, let delegate):
            bytes.append(utf8: "nativeAdDidRecordClick ad=\(ad) view=\(view) asset=\(asset.rawValue)")
            if !delegate { bytes.append(literal: " (no delegate set: the app hears nothing)") }
        case .adViewInHierarchy(let model, let width, let height):
            bytes.append(literal: "GADNativeAdView (")
            bytes.append(utf8: formatPoints(width))
            bytes.append(0x78)  // x
            bytes.append(utf8: formatPoints(height))
            bytes.append(literal: ") entered the hierarchy, filled by ")
            bytes.append(utf8: model)
        case .populates(let ad, let wrapper):
            switch wrapper {
            case .uikit: bytes.append(literal: "adLoader(_:didReceive:) loads NativeAdView from the nib and populates it with ad ")
            case .swiftUI: bytes.append(literal: "updateUIView populates it with ad ")
            }
            bytes.append(utf8: ad)
        case .fills(let statements):
            bytes.append(literal: "fills ")
            for (index, statement) in statements.enumerated() {
                if index > 0 { bytes.append(0x20) }  // space
                appendText(of: statement, to: &bytes)
            }
        case .mediaSized(let width, let height, let ratio):
            guard let height else {
                bytes.append(literal: "mediaView keeps its height: mediaContent.aspectRatio is ")
                bytes.append(utf8: formatPoints(ratio))
                bytes.append(literal: ", no height constraint")
                return
            }
            bytes.append(literal: "mediaView height = width / aspectRatio = ")
            bytes.append(utf8: formatPoints(width))
            bytes.append(literal: " / ")
            bytes.append(utf8: formatPoints(ratio))
            bytes.append(literal: " = ")
            bytes.append(utf8: formatPoints(height))
        case .emptyViewShown(let asset):
            bytes.append(
                utf8:
                    "\(asset.outlet) stays visible with nothing in it: the ad has no \(asset.rawValue) and the code does not hide the view"
            )
        case .associated(let ad, let registered, let skipped):
            bytes.append(literal: "nativeAd = ")
            bytes.append(utf8: ad)
            bytes.append(literal: "; registered views [")
            appendList(registered, to: &bytes)
            bytes.append(literal: "]")
            if !skipped.isEmpty {
                bytes.append(
                    utf8: "; not registered: "
                        + skipped.map { "\($0.asset.rawValue) (\(text(of: $0.reason)))" }.joined(separator: ", "))
            }
        case .associatedAgain(let ad, let registered):
            bytes.append(
                utf8:
                    "nativeAd = \(ad) again: already associated with this view; registered views [\(list(registered))]; nothing else happens"
            )
        case .noClick(let node, let reason):
            bytes.append(utf8: "tap on \(node): \(text(of: reason)); no click")
        case .adViewNotInHierarchy(let view):
            bytes.append(utf8: "\(view) is not in the hierarchy: its populate code does not run")
        }
    }

    static func text(of statement: GMAStatement) -> String {
        string { appendText(of: statement, to: &$0) }
    }

    /// `text(of: statement)`'s bytes, appended to `bytes`.
    static func appendText(of statement: GMAStatement, to bytes: inout [UInt8]) {
        switch statement {
        case .set(let asset, let value):
            bytes.append(utf8: asset.outlet)
            bytes.append(0x2E)  // .
            bytes.append(utf8: asset.property)
            bytes.append(0x3D)  // =
            if let value { bytes.append(utf8: text(of: value)) } else { bytes.append(literal: "nil") }
        case .unconnected(let asset):
            bytes.append(utf8: asset.outlet)
            bytes.append(literal: "=nil(outlet not connected)")
        case .hidden(let asset, let hidden):
            bytes.append(utf8: asset.outlet)
            if hidden { bytes.append(literal: ".isHidden=true") } else { bytes.append(literal: ".isHidden=false") }
        case .interactionDisabled: bytes.append(literal: "callToActionView.isUserInteractionEnabled=false")
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

    private static func list(_ assets: [GMAAsset]) -> String { string { appendList(assets, to: &$0) } }

    /// `list(assets)`'s bytes, appended to `bytes`: the assets' names, comma-separated.
    private static func appendList(_ assets: [GMAAsset], to bytes: inout [UInt8]) {
        for (index, asset) in assets.enumerated() {
            if index > 0 { bytes.append(0x2C) }  // ,
            bytes.append(utf8: asset.rawValue)
        }
    }
}
