/// The text of the native advanced flow's lines (`GMAEvent`), with the wordings of `Wordings.swift`.
extension TranscriptFormat {
    public static func text(of event: GMAEvent) -> String {
        typealias W = Wording
        switch event {
        case .loaderCreated(let number, let unit, let rootViewController):
            return W.loaderCreated.text(String(number), unit, (rootViewController ? W.rootSelf : W.rootNil).text())
        case .received(let loader, let ad, let assets, let ratio, let hasVideo):
            return W.received.text(String(loader), ad, list(assets), formatPoints(ratio), String(hasVideo))
        case .failedToReceive(let loader, let code, let message):
            return W.failedToReceive.text(String(loader), error(code, message))
        case .responseDropped(let loader, let current):
            return W.responseDropped.text(String(loader), String(current))
        case .published(let ad):
            return W.published.text(ad)
        case .recordedImpression(let ad, let view, let delegate):
            return W.recordedImpression.text(ad, view) + (delegate ? "" : W.noDelegate.text())
        case .recordedClick(let ad, let view, let asset, let delegate):
            return W.recordedClick.text(ad, view, asset.rawValue) + (delegate ? "" : W.noDelegate.text())
        case .adViewInHierarchy(let model, let width, let height):
            return W.adViewInHierarchy.text(size(width, height), model)
        case .populates(let ad, .uikit):
            return W.populatesFromNib.text(ad)
        case .populates(let ad, .swiftUI):
            return W.populatesInSwiftUI.text(ad)
        case .populatesLoadedView(let ad):
            return W.populatesLoadedView.text(ad)
        case .fills(let statements):
            return W.fills.text(statements.map { text(of: $0) }.joined(separator: " "))
        case .mediaSized(let width, let height, let ratio):
            guard let height else { return W.mediaKeepsHeight.text(formatPoints(ratio)) }
            return W.mediaSized.text(formatPoints(width), formatPoints(ratio), formatPoints(height))
        case .emptyViewShown(let asset):
            return W.emptyViewShown.text(asset.outlet, asset.rawValue)
        case .associated(let ad, let registered, let skipped):
            var text = W.associated.text(ad, list(registered))
            if !skipped.isEmpty {
                text += W.notRegistered.text(
                    skipped.map { W.skippedView.text($0.asset.rawValue, $0.reason.wording.text()) }.joined(separator: ", "))
            }
            return text
        case .associatedAgain(let ad, let registered):
            return W.associatedAgain.text(ad, list(registered))
        case .noClick(let node, let reason):
            return W.noClick.text(node, text(of: reason))
        case .adViewNotInHierarchy(let view):
            return W.adViewNotInHierarchy.text(view)
        }
    }

    static func text(of statement: GMAStatement) -> String {
        typealias W = Wording
        switch statement {
        case .set(let asset, let value):
            return W.setOutlet.text(asset.outlet, asset.property, value.map { text(of: $0) } ?? W.gmaNil.text())
        case .unconnected(let asset):
            return W.unconnectedOutlet.text(asset.outlet)
        case .hidden(let asset, let hidden):
            return W.hiddenOutlet.text(asset.outlet, String(hidden))
        case .interactionDisabled:
            return W.interactionDisabled.text()
        }
    }

    static func text(of value: GMAValue) -> String {
        typealias W = Wording
        switch value {
        case .text(let text): return W.gmaText.text(text)
        case .image(let name): return W.gmaImage.text(name)
        case .stars(let rating): return W.gmaStars.text(Double(rating).map { formatPoints($0) } ?? rating)
        case .video(let name): return W.gmaVideo.text(name)
        }
    }

    static func text(of reason: GMANoClick) -> String {
        typealias W = Wording
        switch reason {
        case .notAnAssetView(let adView): return W.notAnAssetView.text(adView)
        case .notAssociated(let adView): return W.notAssociated.text(adView)
        case .buttonTakesTouch: return W.buttonTakesTouch.text()
        case .notRegistered(let view): return W.outletNotRegistered.text(view.asset.outlet, view.reason.wording.text())
        case .adMoved(let view): return W.adMovedSince.text(view)
        }
    }

    static func text(of reason: GMADissociation) -> String {
        typealias W = Wording
        switch reason {
        case .anotherAd: return W.anotherAd.text()
        case .viewReplaced: return W.viewReplaced.text()
        case .adMoved(let view): return W.adMoved.text(view)
        }
    }

    /// The assets' names, comma-separated.
    private static func list(_ assets: [GMAAsset]) -> String {
        assets.map(\.rawValue).joined(separator: ",")
    }
}
