import AdSpecEngine

/// The decoder's grammar for the native advanced flow (source 003): the inverse of
/// `TranscriptFormat+GMA.swift`. Each reader below reads what the formatter function of the same
/// name writes, in the same order of cases; the comment over each case is the text it reads,
/// holes in braces. A `model` line is a `GMAEvent` of the view model; an `ad view` line is a
/// `GMAEvent` of the ad view or one of the container events the shared core writes for it; the
/// GMA `note` lines are tried before a free note. What the text does not write: the media view's
/// width when no height constraint is made (`mediaSized` with a nil height) is read as 0; a star
/// rating is read as printed (`stars(4.5)`).
extension TranscriptDecoder {
    // MARK: Subject `model` (TranscriptFormat.text(of: GMAEvent), first cases)

    static var gmaModelEvents: [(inout Scanner) throws -> TranscriptEvent] {
        [
            { (s: inout Scanner) throws in
                // refreshAd(): GADAdLoader #{n}(adUnitID: {unit}, rootViewController: self|nil, adTypes: [.native], options: nil); load(GADRequest())
                try s.expect("refreshAd(): GADAdLoader #")
                let number = try s.integer("the loader number")
                try s.expect("(adUnitID: ")
                let unit = try s.name(before: ", rootViewController: ", "an ad unit id")
                let root = try s.choice([("self", true), ("nil", false)], "self or nil")
                try s.expect(", adTypes: [.native], options: nil); load(GADRequest())")
                return .gma(.loaderCreated(number: number, unit: unit, rootViewController: root))
            },
            { (s: inout Scanner) throws in
                // adLoader(_:didReceive:) from loader #{n}: ad={ad} has=[{assets}] mediaContent.aspectRatio={ratio} hasVideo={bool}
                try s.expect("adLoader(_:didReceive:) from loader #")
                let loader = try s.integer("the loader number")
                try s.expect(": ad=")
                let ad = try s.token("an ad id")
                try s.expect(" has=")
                let assets = try Self.gmaAssets(&s)
                try s.expect(" mediaContent.aspectRatio=")
                let ratio = try s.points("the aspect ratio")
                try s.expect(" hasVideo=")
                let video = try s.bool("hasVideo")
                return .gma(.received(loader: loader, ad: ad, assets: assets, aspectRatio: ratio, hasVideo: video))
            },
            { (s: inout Scanner) throws in
                // adLoader(_:didFailToReceiveAdWithError:) from loader #{n}: error {code}[: {message}]
                try s.expect("adLoader(_:didFailToReceiveAdWithError:) from loader #")
                let loader = try s.integer("the loader number")
                try s.expect(": ")
                let (code, message) = try Self.error(&s)
                return .gma(.failedToReceive(loader: loader, code: code, message: message))
            },
            { (s: inout Scanner) throws in
                // the response to loader #{n} reaches no delegate: refreshAd() replaced it with loader #{m}
                try s.expect("the response to loader #")
                let loader = try s.integer("the loader number")
                try s.expect(" reaches no delegate: refreshAd() replaced it with loader #")
                return .gma(.responseDropped(loader: loader, current: try s.integer("the loader number")))
            },
            { (s: inout Scanner) throws in
                // @Published nativeAd = {ad}
                try s.expect("@Published nativeAd = ")
                return .gma(.published(ad: try s.name("an ad id")))
            },
            { (s: inout Scanner) throws in
                // nativeAdDidRecordImpression ad={ad} view={view}[ (no delegate set: the app hears nothing)]
                try s.expect("nativeAdDidRecordImpression ad=")
                let ad = try s.token("an ad id")
                try s.expect(" view=")
                let delegate = Self.gmaDelegate(&s)
                return .gma(.recordedImpression(ad: ad, view: try s.name("an ad view id"), delegate: delegate))
            },
            { (s: inout Scanner) throws in
                // nativeAdDidRecordClick ad={ad} view={view} asset={asset}[ (no delegate set: the app hears nothing)]
                try s.expect("nativeAdDidRecordClick ad=")
                let ad = try s.token("an ad id")
                try s.expect(" view=")
                let view = try s.token("an ad view id")
                try s.expect(" asset=")
                let delegate = Self.gmaDelegate(&s)
                let asset = try s.gmaAsset()
                return .gma(.recordedClick(ad: ad, view: view, asset: asset, delegate: delegate))
            },
        ]
    }

    static let gmaNoDelegate = " (no delegate set: the app hears nothing)"

    /// Whether the rest does not end with `gmaNoDelegate`; when it does, `s` ends before it.
    static func gmaDelegate(_ s: inout Scanner) -> Bool {
        guard let body = s.section(endingWith: gmaNoDelegate) else { return true }
        s = body
        return false
    }

    // MARK: Subject `ad view` (TranscriptFormat.text(of: GMAEvent), middle cases)

    static var gmaAdViewEvents: [(inout Scanner) throws -> TranscriptEvent] {
        [
            { (s: inout Scanner) throws in
                // GADNativeAdView ({w}x{h}) entered the hierarchy, filled by {model}
                try s.expect("GADNativeAdView (")
                let (width, height) = try Self.size(&s)
                try s.expect(") entered the hierarchy, filled by ")
                return .gma(.adViewInHierarchy(model: try s.name("a view model name"), width: width, height: height))
            },
            { (s: inout Scanner) throws in
                // adLoader(_:didReceive:) loads NativeAdView from the nib and populates it with ad {ad}
                try s.expect("adLoader(_:didReceive:) loads NativeAdView from the nib and populates it with ad ")
                return .gma(.populates(ad: try s.name("an ad id"), wrapper: .uikit))
            },
            { (s: inout Scanner) throws in
                // updateUIView populates it with ad {ad}
                try s.expect("updateUIView populates it with ad ")
                return .gma(.populates(ad: try s.name("an ad id"), wrapper: .swiftUI))
            },
            { (s: inout Scanner) throws in
                // fills {statement} {statement} ...
                try s.expect("fills ")
                return .gma(.fills(try Self.gmaStatements(&s)))
            },
            { (s: inout Scanner) throws in
                // mediaView keeps its height: mediaContent.aspectRatio is {ratio}, no height constraint
                try s.expect("mediaView keeps its height: mediaContent.aspectRatio is ")
                let ratio = try s.points("the aspect ratio")
                try s.expect(", no height constraint")
                return .gma(.mediaSized(width: 0, height: nil, aspectRatio: ratio))
            },
            { (s: inout Scanner) throws in
                // mediaView height = width / aspectRatio = {width} / {ratio} = {height}
                try s.expect("mediaView height = width / aspectRatio = ")
                let width = try s.points("the media view's width")
                try s.expect(" / ")
                let ratio = try s.points("the aspect ratio")
                try s.expect(" = ")
                return .gma(.mediaSized(width: width, height: try s.points("the media view's height"), aspectRatio: ratio))
            },
            { (s: inout Scanner) throws in
                // {outlet} stays visible with nothing in it: the ad has no {asset} and the code does not hide the view
                let start = s.index
                let outlet = try s.gmaOutlet()
                try s.expect(" stays visible with nothing in it: the ad has no ")
                let asset = try s.gmaAsset()
                guard asset == outlet else { throw s.failure("the asset of \(outlet.outlet), \(outlet.rawValue)", at: start) }
                try s.expect(" and the code does not hide the view")
                return .gma(.emptyViewShown(asset))
            },
            { (s: inout Scanner) throws in
                // nativeAd = {ad}; registered views [{assets}][; not registered: {asset} ({reason}), ...]
                try s.expect("nativeAd = ")
                let ad = try s.name(before: "; registered views ", "an ad id")
                let registered = try Self.gmaAssets(&s)
                guard s.skip("; not registered: ") else { return .gma(.associated(ad: ad, registered: registered, skipped: [])) }
                let skipped = try s.list(separator: ", ") { (s: inout Scanner) throws -> GMASkippedView in
                    let asset = try s.gmaAsset()
                    try s.expect(" (")
                    let reason = try Self.gmaSkipReason(&s)
                    try s.expect(")")
                    return GMASkippedView(asset: asset, reason: reason)
                }
                return .gma(.associated(ad: ad, registered: registered, skipped: skipped))
            },
            { (s: inout Scanner) throws in
                // nativeAd = {ad} again: already associated with this view; registered views [{assets}]; nothing else happens
                try s.expect("nativeAd = ")
                let ad = try s.name(before: " again: already associated with this view; registered views ", "an ad id")
                let registered = try Self.gmaAssets(&s)
                try s.expect("; nothing else happens")
                return .gma(.associatedAgain(ad: ad, registered: registered))
            },
        ]
    }

    // MARK: Subject `note` (TranscriptFormat.text(of: GMAEvent), last cases)

    static var gmaNoteEvents: [(inout Scanner) throws -> TranscriptEvent] {
        [
            { (s: inout Scanner) throws in
                // tap on {node}: {reason}; no click
                try s.expect("tap on ")
                let node = try s.name(before: ": ", "a node id")
                guard var reason = s.section(endingWith: "; no click") else { throw s.failure("why no click, then '; no click'") }
                let value = try Self.gmaNoClick(&reason)
                try reason.expectEnd()
                return .gma(.noClick(node: node, value))
            },
            { (s: inout Scanner) throws in
                // {view} is not in the hierarchy: its populate code does not run
                let view = try s.name(before: " is not in the hierarchy: its populate code does not run", "an ad view id")
                return .gma(.adViewNotInHierarchy(view: view))
            },
        ]
    }

    // MARK: Statements and values (TranscriptFormat.text(of: GMAStatement), text(of: GMAValue))

    /// Statements one space apart up to the bound. A text value is written unescaped
    /// (`"a" b"`), so each of its possible ends is tried, first first, until the rest reads (a
    /// text that itself holds `" ` and a whole statement reads as the shorter text).
    static func gmaStatements(_ s: inout Scanner) throws(Failure) -> [GMAStatement] {
        var furthest: Failure?
        guard let statements = gmaStatements(from: s.index, s, &furthest) else {
            throw furthest ?? s.failure("populate statements")
        }
        s.index = s.end
        return statements
    }

    private static func gmaStatements(from start: Int, _ s: Scanner, _ furthest: inout Failure?) -> [GMAStatement]? {
        func note(_ error: Failure) { if furthest == nil || error.column > furthest!.column { furthest = error } }
        var here = s
        here.index = start
        let candidates: [(statement: GMAStatement, end: Int)]
        do throws(Failure) {
            candidates = try gmaStatement(&here)
        } catch {
            note(error)
            return nil
        }
        for candidate in candidates {
            if candidate.end == s.end { return [candidate.statement] }
            if s.starts(with: " ", at: candidate.end), let more = gmaStatements(from: candidate.end + 1, s, &furthest) {
                return [candidate.statement] + more
            }
            note(s.failure("' ' and a populate statement, or the end", at: candidate.end))
        }
        return nil
    }

    /// The readings of one statement at `s`, each with where it ends.
    static func gmaStatement(_ s: inout Scanner) throws(Failure) -> [(statement: GMAStatement, end: Int)] {
        // callToActionView.isUserInteractionEnabled=false
        if s.skip("callToActionView.isUserInteractionEnabled=false") { return [(.interactionDisabled, s.index)] }
        let asset = try s.gmaOutlet()
        // {outlet}=nil(outlet not connected)
        if s.skip("=nil(outlet not connected)") { return [(.unconnected(asset), s.index)] }
        // {outlet}.isHidden={bool}
        if s.skip(".isHidden=") { return [(.hidden(asset, try s.bool("true or false")), s.index)] }
        // {outlet}.{mediaContent|title|image|text}={value}
        try s.expect(".\(asset.property)=")
        // nil
        if s.skip("nil") { return [(.set(asset, nil), s.index)] }
        // "{text}"
        if s.skip("\"") { return s.ends("\"").map { (.set(asset, .text(s.text(s.index, $0))), $0 + 1) } }
        // image({name}) | stars({rating}) | video({name})
        let kind = try s.choice(
            [("image(", GMAValue.image), ("stars(", GMAValue.stars), ("video(", GMAValue.video)],
            "a value (nil, \"text\", image(...), stars(...), video(...))")
        let ends = s.ends(")").filter { $0 > s.index }
        guard !ends.isEmpty else { throw s.failure("a value then ')'") }
        return ends.map { (.set(asset, kind(s.text(s.index, $0))), $0 + 1) }
    }

    // MARK: Reasons (TranscriptFormat.text(of: GMASkippedView.Reason), text(of: GMANoClick), text(of: GMADissociation))

    static func gmaSkipReason(_ s: inout Scanner) throws(Failure) -> GMASkippedView.Reason {
        try s.choice(
            [
                ("outlet not connected", .notConnected), ("not a subview of the ad view", .notSubview),
                ("empty when the ad was associated", .empty),
            ], "why a view was not registered")
    }

    static func gmaNoClick(_ s: inout Scanner) throws(Failure) -> GMANoClick {
        try s.oneOf([
            { (s: inout Scanner) throws in
                // not an asset view of {adView}
                try s.expect("not an asset view of ")
                return .notAnAssetView(adView: try s.name("an ad view id"))
            },
            { (s: inout Scanner) throws in
                // no native ad is associated with {adView}
                try s.expect("no native ad is associated with ")
                return .notAssociated(adView: try s.name("an ad view id"))
            },
            { (s: inout Scanner) throws in
                // callToActionView keeps user interaction, so the button takes the touch and the SDK never sees it
                try s.expect(
                    "callToActionView keeps user interaction, so the button takes the touch and the SDK never sees it")
                return .buttonTakesTouch
            },
            { (s: inout Scanner) throws in
                // {outlet} was not registered ({reason})
                let asset = try s.gmaOutlet()
                try s.expect(" was not registered (")
                let reason = try Self.gmaSkipReason(&s)
                try s.expect(")")
                return .notRegistered(GMASkippedView(asset: asset, reason: reason))
            },
            { (s: inout Scanner) throws in
                // the ad was associated with {view} since
                try s.expect("the ad was associated with ")
                return .adMoved(to: try s.name(before: " since", "an ad view id"))
            },
        ])
    }

    static func gmaDissociation(_ s: inout Scanner) throws(Failure) -> GMADissociation {
        try s.oneOf([
            { (s: inout Scanner) throws in
                // another native ad was associated with the view | the view was replaced by a new one from the nib
                try s.choice(
                    [
                        ("another native ad was associated with the view", GMADissociation.anotherAd),
                        ("the view was replaced by a new one from the nib", .viewReplaced),
                    ], "why the association ended")
            },
            { (s: inout Scanner) throws in
                // the ad was associated with {view}
                try s.expect("the ad was associated with ")
                return .adMoved(to: try s.name("an ad view id"))
            },
        ])
    }

    /// [{asset},{asset},...] (`TranscriptFormat.list`)
    static func gmaAssets(_ s: inout Scanner) throws(Failure) -> [GMAAsset] {
        try s.expect("[")
        var inside = try s.section(before: "]", "asset names")
        return try inside.list(separator: ",") { (s: inout Scanner) throws -> GMAAsset in try s.gmaAsset() }
    }
}

extension TranscriptScanner {
    /// A GMA asset's name (`headline`, `callToAction`, ...).
    mutating func gmaAsset() throws(Failure) -> GMAAsset {
        try choice(GMAAsset.allCases.map { ($0.rawValue, $0) }, "a GMA asset name")
    }

    /// A GMA outlet (`headlineView`, `callToActionView`, ...), as its asset.
    mutating func gmaOutlet() throws(Failure) -> GMAAsset {
        try choice(GMAAsset.allCases.map { ($0.outlet, $0) }, "a GMA outlet (headlineView, mediaView, ...)")
    }

    /// Every position from here to the bound where `literal` starts, first first.
    func ends(_ literal: String) -> [Int] {
        var found: [Int] = []
        var from = index
        while let at = find(literal, from: from) {
            found.append(at)
            from = at + 1
        }
        return found
    }
}
