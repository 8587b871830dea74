import AdSpecEngine

/// The decoder's grammar for the native advanced flow (source 003): the inverse of
/// `TranscriptFormat+GMA.swift`. Each reader below reads what the formatter function of the same
/// name writes, in the same order of cases; the comment over each case is the text it reads,
/// holes in braces. A `model` line is a `GMAEvent` of the view model; an `ad view` line is a
/// `GMAEvent` of the ad view or one of the container events the shared core writes for it; the
/// GMA `note` lines are tried before a free note. What the text does not write: the media view's
/// width when no height constraint is made (`mediaSized` with a nil height) is read as 0; a star
/// rating is read as printed (`stars(4.5)`).
/// The decoder's grammar for the native advanced flow (source 003): the inverse of
/// `TranscriptFormat+GMA.swift`, with the same wordings (`Wordings.swift`). A `model` line is a
/// `GMAEvent` of the view model; an `ad view` line is a `GMAEvent` of the ad view or one of the
/// container events the shared core writes for it; the GMA `note` lines are tried before a free
/// note. What the text does not write: the media view's width when no height constraint is made
/// (`mediaSized` with a nil height) is read as 0; a star rating is read as printed (`stars(4.5)`).
extension TranscriptDecoder {
    // MARK: Subject `model` (TranscriptFormat.text(of: GMAEvent), first cases)

    static var gmaModelEvents: [(inout Scanner) throws -> TranscriptEvent] {
        [
            { (s: inout Scanner) throws in
                try s.read(.loaderCreated) { f throws in
                    let number = try f.integer("the loader number")
                    let unit = try f.name("an ad unit id")
                    let root = try f.field("self or nil") { (s: inout Scanner) throws in
                        try s.choice([(Wording.rootSelf.text(), true), (Wording.rootNil.text(), false)], "self or nil")
                    }
                    return .gma(.loaderCreated(number: number, unit: unit, rootViewController: root))
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.received) { f throws in
                    .gma(
                        .received(
                            loader: try f.integer("the loader number"), ad: try f.name("an ad id"), assets: try f.gmaAssets(),
                            aspectRatio: try f.points("the aspect ratio"), hasVideo: try f.bool("hasVideo")))
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.failedToReceive) { f throws in
                    let loader = try f.integer("the loader number")
                    let (code, message) = try f.field("an error", Self.error)
                    return .gma(.failedToReceive(loader: loader, code: code, message: message))
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.responseDropped) { f throws in
                    .gma(.responseDropped(loader: try f.integer("the loader number"), current: try f.integer("the loader number")))
                }
            },
            { (s: inout Scanner) throws in try s.read(.published) { f throws in .gma(.published(ad: try f.name("an ad id"))) } },
            { (s: inout Scanner) throws in
                let delegate = !s.flag(.noDelegate)
                return try s.read(.recordedImpression) { f throws in
                    .gma(.recordedImpression(ad: try f.name("an ad id"), view: try f.name("an ad view id"), delegate: delegate))
                }
            },
            { (s: inout Scanner) throws in
                let delegate = !s.flag(.noDelegate)
                return try s.read(.recordedClick) { f throws in
                    .gma(
                        .recordedClick(
                            ad: try f.name("an ad id"), view: try f.name("an ad view id"),
                            asset: try f.field("a GMA asset name") { (s: inout Scanner) throws in try s.gmaAsset() },
                            delegate: delegate))
                }
            },
        ]
    }

    // MARK: Subject `ad view` (TranscriptFormat.text(of: GMAEvent), middle cases)

    static var gmaAdViewEvents: [(inout Scanner) throws -> TranscriptEvent] {
        [
            { (s: inout Scanner) throws in
                try s.read(.adViewInHierarchy) { f throws in
                    let (width, height) = try f.size("the ad view's size")
                    return .gma(.adViewInHierarchy(model: try f.name("a view model name"), width: width, height: height))
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.populatesFromNib) { f throws in .gma(.populates(ad: try f.name("an ad id"), wrapper: .uikit)) }
            },
            { (s: inout Scanner) throws in
                try s.read(.populatesLoadedView) { f throws in .gma(.populatesLoadedView(ad: try f.name("an ad id"))) }
            },
            { (s: inout Scanner) throws in
                try s.read(.populatesInSwiftUI) { f throws in .gma(.populates(ad: try f.name("an ad id"), wrapper: .swiftUI)) }
            },
            { (s: inout Scanner) throws in
                try s.read(.fills) { f throws in .gma(.fills(try f.field("populate statements", Self.gmaStatements))) }
            },
            { (s: inout Scanner) throws in
                try s.read(.mediaKeepsHeight) { f throws in
                    .gma(.mediaSized(width: 0, height: nil, aspectRatio: try f.points("the aspect ratio")))
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.mediaSized) { f throws in
                    let width = try f.points("the media view's width")
                    let ratio = try f.points("the aspect ratio")
                    return .gma(.mediaSized(width: width, height: try f.points("the media view's height"), aspectRatio: ratio))
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.emptyViewShown) { f throws in
                    var outletAt = 0
                    let outlet = try f.field("a GMA outlet") { (s: inout Scanner) throws in
                        outletAt = s.index
                        return try s.gmaOutlet()
                    }
                    let asset = try f.field("a GMA asset name") { (s: inout Scanner) throws in try s.gmaAsset() }
                    guard asset == outlet else {
                        throw TranscriptParseError(
                            column: outletAt + 1, expected: "the asset of \(outlet.outlet), \(outlet.rawValue)",
                            found: "'\(asset.rawValue)'")
                    }
                    return .gma(.emptyViewShown(asset))
                }
            },
            { (s: inout Scanner) throws in
                // Then `notRegistered` when views were skipped.
                var skipped: [GMASkippedView] = []
                var associated = s
                if let found = s.find(Wording.notRegistered.opening) {
                    associated = s.upTo(found)
                    var rest = s
                    rest.index = found
                    skipped = try rest.read(.notRegistered) { f throws in
                        try f.field("the views not registered") { (s: inout Scanner) throws in
                            try s.list(separator: ", ") { (s: inout Scanner) throws -> GMASkippedView in
                                try s.read(.skippedView) { f throws in
                                    GMASkippedView(
                                        asset: try f.field("a GMA asset name") { (s: inout Scanner) throws in try s.gmaAsset() },
                                        reason: try f.choice("why a view was not registered"))
                                }
                            }
                        }
                    }
                }
                let event = try associated.read(.associated) { f throws in
                    TranscriptEvent.gma(.associated(ad: try f.name("an ad id"), registered: try f.gmaAssets(), skipped: skipped))
                }
                try associated.expectEnd()
                s.index = s.end
                return event
            },
            { (s: inout Scanner) throws in
                try s.read(.associatedAgain) { f throws in
                    .gma(.associatedAgain(ad: try f.name("an ad id"), registered: try f.gmaAssets()))
                }
            },
        ]
    }

    // MARK: Subject `note` (TranscriptFormat.text(of: GMAEvent), last cases)

    static var gmaNoteEvents: [(inout Scanner) throws -> TranscriptEvent] {
        [
            { (s: inout Scanner) throws in
                try s.read(.noClick) { f throws in
                    .gma(.noClick(node: try f.name("a node id"), try f.field("why no click", Self.gmaNoClick)))
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.adViewNotInHierarchy) { f throws in .gma(.adViewNotInHierarchy(view: try f.name("an ad view id"))) }
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
        typealias W = Wording
        if s.skip(W.interactionDisabled.text()) { return [(.interactionDisabled, s.index)] }
        let asset = try s.gmaOutlet()
        // {outlet}=nil(outlet not connected), {outlet}.isHidden={hidden}, {outlet}.{property}={value}:
        // the words after the outlet.
        func after(_ wording: Wording) -> String {
            guard case .words(let words) = wording.pieces.dropFirst().first else { preconditionFailure("{outlet} then words") }
            return words
        }
        if s.skip(after(W.unconnectedOutlet)) { return [(.unconnected(asset), s.index)] }
        if s.skip(after(W.hiddenOutlet)) { return [(.hidden(asset, try s.bool("true or false")), s.index)] }
        guard case .words(let dot) = W.setOutlet.pieces[1], case .words(let equals) = W.setOutlet.pieces[3] else {
            preconditionFailure("{outlet}.{property}={value}")
        }
        try s.expect(dot + asset.property + equals)
        if s.skip(W.gmaNil.text()) { return [(.set(asset, nil), s.index)] }
        // A value's words around its hole: `"` and `"`, `image(` and `)`, ...
        let values: [(Wording, (String) -> GMAValue)] = [
            (W.gmaText, GMAValue.text), (W.gmaImage, GMAValue.image), (W.gmaStars, GMAValue.stars), (W.gmaVideo, GMAValue.video),
        ]
        guard let found = values.first(where: { s.starts(with: $0.0.opening) }) else {
            throw s.failure("a value (nil, \"text\", image(...), stars(...), video(...))")
        }
        let (wording, value) = found
        guard case .words(let close) = wording.pieces.last else { preconditionFailure("a value's wording ends in words") }
        s.index += wording.opening.unicodeScalars.count
        let ends = s.ends(close).filter { $0 > s.index || wording == W.gmaText }
        guard !ends.isEmpty else { throw s.failure("a value then '\(close)'") }
        return ends.map { (.set(asset, value(s.text(s.index, $0))), $0 + close.unicodeScalars.count) }
    }

    // MARK: Reasons (TranscriptFormat.text(of: GMANoClick), text(of: GMADissociation))

    static func gmaNoClick(_ s: inout Scanner) throws(Failure) -> GMANoClick {
        try s.oneOf([
            { (s: inout Scanner) throws in
                try s.read(.notAnAssetView) { f throws in .notAnAssetView(adView: try f.name("an ad view id")) }
            },
            { (s: inout Scanner) throws in
                try s.read(.notAssociated) { f throws in .notAssociated(adView: try f.name("an ad view id")) }
            },
            { (s: inout Scanner) throws in
                try s.read(.buttonTakesTouch)
                return .buttonTakesTouch
            },
            { (s: inout Scanner) throws in
                try s.read(.outletNotRegistered) { f throws in
                    .notRegistered(
                        GMASkippedView(
                            asset: try f.field("a GMA outlet") { (s: inout Scanner) throws in try s.gmaOutlet() },
                            reason: try f.choice("why a view was not registered")))
                }
            },
            { (s: inout Scanner) throws in
                try s.read(.adMovedSince) { f throws in .adMoved(to: try f.name("an ad view id")) }
            },
        ])
    }

    static func gmaDissociation(_ s: inout Scanner) throws(Failure) -> GMADissociation {
        try s.oneOf([
            { (s: inout Scanner) throws in
                try s.read(.anotherAd)
                return .anotherAd
            },
            { (s: inout Scanner) throws in
                try s.read(.viewReplaced)
                return .viewReplaced
            },
            { (s: inout Scanner) throws in try s.read(.adMoved) { f throws in .adMoved(to: try f.name("an ad view id")) } },
        ])
    }
}

extension WordingFields {
    /// GMA asset names separated by commas (`TranscriptFormat.list`).
    mutating func gmaAssets() throws(Failure) -> [GMAAsset] {
        try field("GMA asset names") { (s: inout TranscriptScanner) throws in
            try s.list(separator: ",") { (s: inout TranscriptScanner) throws -> GMAAsset in try s.gmaAsset() }
        }
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
