import AdSpecEngine

extension NormativeProjection {
    /// The projection of a normative GMA line: its facts without the wording.
    static func content(of event: GMAEvent) -> String? {
        switch event {
        case .loaderCreated(_, let unit, _):
            return "adLoader unit=\(unit) adTypes=[native]"
        case .received(_, let ad, let assets, let ratio, let hasVideo):
            return
                "didReceive ad=\(ad) has=[\(assets.map(\.rawValue).joined(separator: ","))] aspectRatio=\(formatPoints(ratio)) video=\(hasVideo)"
        case .failedToReceive(_, let code, _):
            return "didFailToReceiveAd code=\(code)"
        case .recordedImpression(let ad, let view, _):
            return "nativeAdDidRecordImpression ad=\(ad) view=\(view)"
        case .recordedClick(let ad, let view, let asset, _):
            return "nativeAdDidRecordClick ad=\(ad) view=\(view) asset=\(asset.rawValue)"
        case .fills(let statements):
            return (["fills"] + statements.map(projection(of:))).joined(separator: " ")
        case .responseDropped, .published, .adViewInHierarchy, .populates, .populatesLoadedView, .mediaSized, .emptyViewShown, .associated,
            .associatedAgain, .noClick, .adViewNotInHierarchy:
            return nil
        }
    }

    /// `headline="..."` (quoted as every projected text), `body=nil`, `store=unconnected`,
    /// `body.isHidden=true`, `callToAction.isUserInteractionEnabled=false`.
    static func projection(of statement: GMAStatement) -> String {
        switch statement {
        case .set(let asset, let value):
            let shown: String
            switch value {
            case .text(let text)?: shown = quoted(text)
            case .image(let name)?: shown = "image(\(name))"
            case .stars(let rating)?: shown = "stars(\(Double(rating).map { formatPoints($0) } ?? rating))"
            case .video(let name)?: shown = "video(\(name))"
            case nil: shown = "nil"
            }
            return "\(asset.rawValue)=\(shown)"
        case .unconnected(let asset): return "\(asset.rawValue)=unconnected"
        case .hidden(let asset, let hidden): return "\(asset.rawValue).isHidden=\(hidden)"
        case .interactionDisabled: return "callToAction.isUserInteractionEnabled=false"
        }
    }
}
