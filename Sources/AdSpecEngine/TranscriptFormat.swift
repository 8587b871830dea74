/// The one formatter of transcript text: every subject, event and line a transcript holds is
/// written here and nowhere else, with the wordings declared in `Wordings.swift` (which the golden
/// decoder reads with). The wording is the goldens' (Goldens/); change it only together with them.
public enum TranscriptFormat {
    /// The whole line as a golden holds it.
    public static func line(_ line: TranscriptLine) -> String {
        var text = TranscriptText()
        write(line, to: &text)
        return text.string
    }

    /// Appends the line to `text` (a golden's buffer writes every line into one, issue 35):
    /// `"%6d ms  %-17s %s"`, the time right-aligned in 6 columns, the subject left-aligned in 17
    /// (columns being characters), each wider one as it is.
    public static func write(_ line: TranscriptLine, to text: inout TranscriptText) {
        writeTime(line.timeMs, to: &text)
        writeSubjectPadding(after: write(line.subject, to: &text), to: &text)
        write(line.event, to: &text)
    }

    /// The start of every line, `write(_:to:)`'s and `refusalLine`'s: the time padded on the left
    /// to 6 columns, then ` ms  `.
    static func writeTime(_ ms: Int, to text: inout TranscriptText) {
        let time = String(ms)
        // Digits and a sign are ASCII: a byte is a column.
        let padding = 6 - time.utf8.count
        text.appendSpaces(padding)
        text += time
        text += " ms  "
    }

    /// After a subject `columns` characters wide: spaces to `TranscriptLine.subjectWidth`
    /// columns, and the one space before the event.
    static func writeSubjectPadding(after columns: Int, to text: inout TranscriptText) {
        let padding = TranscriptLine.subjectWidth - columns
        text.appendSpaces(padding)
        text += " "
    }

    /// The subject column's text: the subject's word and its name, if any.
    public static func text(of subject: Subject) -> String {
        var text = TranscriptText()
        write(subject, to: &text)
        return text.string
    }

    /// Appends the subject column's text (`text(of:)`) and returns its width in columns.
    @discardableResult
    static func write(_ subject: Subject, to text: inout TranscriptText) -> Int {
        let (word, name): (String, String?) =
            switch subject {
            case .step: ("step", nil)
            case .state(let name): ("state", name)
            case .container(let id): ("container", id)
            case .slider(let id): ("slider", id)
            case .bulk(let batch): ("bulk", batch)
            case .log(let level): ("log", level.rawValue)
            case .app: ("app", nil)
            case .note: ("note", nil)
            case .end: ("end", nil)
            case .model(let name): ("model", name)
            case .adView(let id): ("ad view", id)
            }
        text += word
        // The word is ASCII (a byte a column) and ends in a letter, where a character ends; the
        // name is counted in characters with the space before it, which a combining mark at the
        // name's start joins.
        guard let name else { return word.utf8.count }
        let spacedName = " " + name
        text += spacedName
        return word.utf8.count + spacedName.count
    }

    /// The event column's text (the GMA flow's in `write(_: GMAEvent, to:)`).
    public static func text(of event: TranscriptEvent) -> String {
        var text = TranscriptText()
        write(event, to: &text)
        return text.string
    }

    /// Appends the event column's text (`text(of:)`).
    public static func write(_ event: TranscriptEvent, to text: inout TranscriptText) {
        typealias W = Wording
        switch event {
        case .step(let action, let offMainThread):
            write(action, to: &text)
            if offMainThread { W.offMainThread.write(to: &text) }
        case .phaseChanged(let from, let change):
            W.phaseChanged.write(from.name, change.phase.name, detail(of: change), to: &text)
        case .stateCreated(let ad):
            W.stateCreated.write(ad, to: &text)
        case .stateRecreated(let object):
            W.stateRecreated.write(String(object), to: &text)
        case .mounted(let state):
            W.mounted.write(state, to: &text)
        case .shows(let display, let imagesNotLoaded):
            write(display, to: &text)
            if imagesNotLoaded { W.imagesNotLoaded.write(to: &text) }
        case .imagesLoaded(let states):
            W.imagesLoaded.write(states.joined(separator: ", "), to: &text)
        case .bound(let ad, let views):
            W.bound.write(ad, list(views), to: &text)
        case .unmounted(let ad, let dropped):
            guard let ad else { return W.unmounted.write(to: &text) }
            W.unmountedBound.write(ad, to: &text)
            if dropped { W.droppedImpression.write(to: &text) }
        case .bindingWaits(let graceMs, let missing):
            W.bindingWaits.write(String(graceMs), missing.map { Self.text(of: $0) }.joined(separator: ", "), to: &text)
        case .unbound(let ad, let reason, let dropped):
            W.unbound.write(ad, Self.text(of: reason), to: &text)
            if dropped { W.droppedImpression.write(to: &text) }
        case .stopsWaiting(let ad, let reason):
            W.stopsWaiting.write(ad, Self.text(of: reason), to: &text)
        case .draws(let values):
            W.draws.write(to: &text)
            for value in values {
                text += " "
                write(value, to: &text)
            }
        case .redraws(let values):
            W.redraws.write(to: &text)
            for value in values {
                text += " "
                write(value, to: &text)
            }
        case .videoPlays(let width, let height):
            W.videoPlays.write(size(width, height), to: &text)
        case .videoStill(let width, let height):
            W.videoStill.write(size(width, height), to: &text)
        case .videoState(let video):
            W.videoState.write(
                String(video.positionMs), String(video.durationMs), String(video.isMuted), String(video.isMuteControlHidden),
                to: &text)
        case .viewable(let share, let dwellMs):
            W.viewable.write(formatPercent(share), String(dwellMs), to: &text)
        case .dwellInterrupted(let issue):
            W.dwellInterrupted.write(Self.text(of: issue), to: &text)
        case .callback(let callback, let handled):
            write(callback, to: &text)
            if !handled { W.noHandler.write(to: &text) }
        case .outcomeReplayed(let event, let handled):
            W.outcomeReplayed.write(event.rawValue, to: &text)
            if !handled { W.noHandler.write(to: &text) }
        case .bulkRequestSent(let number, let unit, let adsCount):
            W.bulkRequestSent.write(String(number), unit, String(adsCount), to: &text)
        case .bulkSucceeded(let ads):
            W.bulkSucceeded.write(String(ads.count), to: &text)
            if !ads.isEmpty { W.bulkAds.write(ads.joined(separator: ","), to: &text) }
        case .bulkFailed(.adsCountOutOfRange(let count, let minimum, let maximum)):
            W.bulkOutOfRange.write(String(count), String(minimum), String(maximum), to: &text)
        case .bulkFailed(.error(let code, let message)):
            W.bulkFailed.write(error(code, message), to: &text)
        case .app(let event):
            event.wording.write(to: &text)
        case .log(let message):
            text += Self.text(of: message)
        case .notViewable(let container, let issue):
            W.notViewable.write(container, Self.text(of: issue), to: &text)
        case .outcomeNotDelivered(let event, let state):
            W.outcomeNotDelivered.write(event.rawValue, state, to: &text)
        case .sliderAdsLeftOut(let state, let ads):
            W.sliderAdsLeftOut.write(state, String(ads.count), ads.joined(separator: ","), to: &text)
        case .note(let note):
            text += note
        case .end:
            W.end.write(to: &text)
        case .gma(let event):
            text += Self.text(of: event)
        }
    }

    /// A script step as the `step` line echoes it.
    public static func text(of action: Action) -> String {
        var text = TranscriptText()
        write(action, to: &text)
        return text.string
    }

    /// Appends `text(of: action)`.
    static func write(_ action: Action, to text: inout TranscriptText) {
        typealias W = Wording
        switch action {
        case .wait(let ms): W.wait.write(String(ms), to: &text)
        case .loadAd(let state): W.loadAd.write(state, to: &text)
        case .loadImages(let state): W.loadImages.write(state, to: &text)
        case .mount(let node): W.mount.write(node, to: &text)
        case .unmount(let node): W.unmount.write(node, to: &text)
        case .set(let node, let change): W.set.write(node, Self.text(of: change), to: &text)
        case .tap(let node): W.tap.write(node, to: &text)
        case .scroll(let node, let offset): W.scroll.write(node, formatPoints(offset), to: &text)
        case .background: W.background.write(to: &text)
        case .foreground: W.foreground.write(to: &text)
        case .initializeSDK: W.initializeSDK.write(to: &text)
        case .bulkLoad(let batch, let unit, let count): W.bulkLoad.write(batch, unit, String(count), to: &text)
        case .setMuted(let node, let muted): W.setMuted.write(node, String(muted), to: &text)
        case .inspectVideo(let node): W.inspectVideo.write(node, to: &text)
        case .rerender: W.rerender.write(to: &text)
        case .refreshAd(let model): W.refreshAd.write(model, to: &text)
        }
    }

    public static func text(of change: NodeChange) -> String {
        typealias W = Wording
        var parts: [String] = []
        if let v = change.hidden { parts.append((v ? W.hidden : W.notHidden).text()) }
        if let v = change.drawingGroup { parts.append((v ? W.drawingGroup : W.noDrawingGroup).text()) }
        if let v = change.opacity { parts.append(W.opacity.text(formatPoints(v))) }
        if let v = change.x { parts.append(W.x.text(formatPoints(v))) }
        if let v = change.y { parts.append(W.y.text(formatPoints(v))) }
        if let v = change.width { parts.append(W.width.text(formatPoints(v))) }
        if let v = change.height { parts.append(W.height.text(formatPoints(v))) }
        if let v = change.state { parts.append(W.stateChange.text(v)) }
        return parts.joined(separator: " ")
    }

    /// What a `phase` line says after the change of phase.
    static func detail(of change: PhaseChange) -> String {
        typealias W = Wording
        switch change {
        case .loading(let request):
            var text = W.request.text(String(request.number), request.unit)
            let names = request.parameters.keys.sorted()
            if !names.isEmpty {
                text += W.parameters.text(names.map { "\($0)=\(request.parameters[$0]!)" }.joined(separator: ","))
            }
            if request.manualImages { text += W.manualImages.text() }
            return text
        case .loaded(let ad, let adType):
            return W.loaded.text(ad, adType.rawValue)
        case .sliderLoaded(let slider, let blockAssets, let ads):
            let assets = blockAssets.map { $0.kind.rawValue + ($0.required ? "*" : "") }
            return W.sliderLoaded.text(slider, assets.joined(separator: ","), ads.joined(separator: ","))
        case .failed(let code, let message):
            return error(code, message)
        }
    }

    static func text(of display: Display) -> String {
        var text = TranscriptText()
        write(display, to: &text)
        return text.string
    }

    /// Appends `text(of: display)`.
    static func write(_ display: Display, to text: inout TranscriptText) {
        typealias W = Wording
        switch display {
        case .placeholder: W.showsPlaceholder.write(to: &text)
        case .nothing: W.showsNothing.write(to: &text)
        case .content(nil): W.showsContent.write(to: &text)
        case .content(.slider(let ads, let has)?):
            W.showsSlider.write(String(ads), list(has), to: &text)
        case .content(.native(let info)?):
            let media =
                info.mediaAspectRatio.map { W.layoutMedia.text(formatPoints($0), String(info.mediaHasVideo)) } ?? ""
            let area = info.warningMinimumArea.map { formatPoints($0) } ?? W.noMinimumArea.text()
            W.showsNative.write(info.adType.rawValue, list(info.has), media, area, to: &text)
        }
    }

    /// Appends a primitive's value as `draws` and `redraws` lines give it.
    static func write(_ value: PrimitiveValue, to text: inout TranscriptText) {
        typealias W = Wording
        let shown =
            switch value.value {
            case .text(let text): W.primitiveText.text(text)
            case .rating(let raw): Double(raw).map { formatPoints($0) } ?? raw
            case .image(let image): W.primitiveImage.text(image)
            case .sdkIcon: W.primitiveSDKIcon.text()
            case .empty: W.primitiveEmpty.text()
            case .video(let media): W.primitiveVideo.text(media)
            case .still(let media): W.primitiveStill.text(media)
            }
        W.primitive.write(value.kind.rawValue, shown, to: &text)
    }

    static func text(of missing: MissingView) -> String {
        Wording.missingView.text(missing.kind.rawValue, missing.reason.wording.text())
    }

    static func text(of reason: UnbindReason) -> String {
        typealias W = Wording
        switch reason {
        case .stateHoldsAnotherAd: return W.stateHoldsAnotherAd.text()
        case .statePhase(let phase): return W.statePhase.text(phase.name)
        case .newStateObject: return W.newStateObject.text()
        case .anotherState(let state): return W.anotherState.text(state)
        case .stateMoved(let container): return W.stateMoved.text(container)
        case .gma(let reason): return text(of: reason)
        }
    }

    /// Appends a callback as its line gives it.
    static func write(_ callback: Callback, to text: inout TranscriptText) {
        typealias W = Wording
        switch callback {
        case .onAdLoad(let ad): W.onAdLoad.write(ad, to: &text)
        case .onAdFailure(let code): W.onAdFailure.write(code, to: &text)
        case .onAdBindingFailure(let code, let asset): W.onAdBindingFailure.write(code, asset.rawValue, to: &text)
        case .onAdClick(let asset): W.onAdClick.write(asset.rawValue, to: &text)
        case .onAdImpression(let ad, let flags):
            W.onAdImpression.write(ad, to: &text)
            for flag in flags { text += Self.text(of: flag) }
        }
    }

    static func text(of flag: ImpressionFlag) -> String {
        switch flag {
        case .invisibleRequiredAsset(let kinds): return Wording.invisibleRequiredAssetFlag.text(list(kinds))
        case .smallWarning(let share): return Wording.smallWarningFlag.text(formatPercent(share))
        }
    }

    /// The reason a card cannot count its impression, as notes, dwell lines and logs give it.
    public static func text(of issue: ViewabilityIssue) -> String {
        typealias W = Wording
        switch issue {
        case .notBound: return W.notBound.text()
        case .inBackground: return W.inBackground.text()
        case .imagesNotLoaded: return W.imagesNotLoadedIssue.text()
        case .zeroSize(let width, let height): return W.zeroSize.text(size(width, height))
        case .belowThreshold(let share, let threshold):
            return W.belowThreshold.text(formatPercent(share), formatPercent(threshold))
        case .cardsOutsideSlider: return W.cardsOutsideSlider.text()
        case .noViewableCard(let threshold): return W.noViewableCard.text(formatPercent(threshold))
        case .requiredAssetHasNoView(let missing):
            return W.requiredAssetHasNoView.text(missing.kind.rawValue, missing.reason.wording.text())
        case .requiredAssetOutsideCard(let kind): return W.requiredAssetOutsideCard.text(kind.rawValue)
        case .requiredAssetClipped(let kind): return W.requiredAssetClipped.text(kind.rawValue)
        case .noPixelOnScreen: return W.noPixelOnScreen.text()
        }
    }

    static func text(of message: LogMessage) -> String {
        typealias W = Wording
        switch message {
        case .calledOffMainThread(let action):
            return W.calledOffMainThread.text(text(of: action))
        case .noViewForRequiredAsset(let container, let missing, let isSlider):
            // SLD-7: a slider's required asset is the block's.
            return W.noViewForRequiredAsset.text(
                container, missing.kind.rawValue, missing.reason.wording.text(), (isSlider ? W.theBlock : W.theAd).text())
        case .smallWarning(let container, let share, let minimum):
            return W.smallWarning.text(container, formatPercent(share), formatPercent(minimum))
        case .loadQueuedUntilInitialization(let state):
            return W.loadQueuedUntilInitialization.text(state)
        case .loadBeforeInitialization(let state):
            return W.loadBeforeInitialization.text(state)
        case .bulkBeforeInitialization:
            return W.bulkBeforeInitialization.text()
        case .bulkQueuedUntilInitialization:
            return W.bulkQueuedUntilInitialization.text()
        case .repeatedRetries(let state, let count):
            return W.repeatedRetries.text(state, String(count))
        case .missingSKAdNetworkItems:
            return W.missingSKAdNetworkItems.text()
        case .adsCountOutOfRange(let count, let minimum, let maximum):
            return W.adsCountOutOfRange.text(String(count), String(minimum), String(maximum))
        case .videoTooSmall(let container, let views, let width, let height):
            let list = views.map { W.undersizedView.text($0.which.wording.text(), size($0.width, $0.height)) }
            return W.videoTooSmall.text(container, list.joined(separator: ", "), size(width, height))
        case .cardOutsideSlider(let card, let slider):
            return W.cardOutsideSlider.text(card, slider)
        case .stateSharedByContainers(let state, let from, let to):
            return W.stateSharedByContainers.text(state, from, to, from)
        case .impressionBlocked(let container, let issue):
            return W.impressionBlocked.text(container, text(of: issue))
        case .invisibleRequiredAssets(let container, let kinds):
            return W.invisibleRequiredAssets.text(container, list(kinds))
        }
    }

    /// `error {code}[: {message}]`: a failure's code, and its message when it has one.
    static func error(_ code: String, _ message: String) -> String {
        message.isEmpty ? Wording.error.text(code) : Wording.errorWithMessage.text(code, message)
    }

    /// `{width}x{height}`, in points.
    static func size(_ width: Double, _ height: Double) -> String {
        Wording.size.text(formatPoints(width), formatPoints(height))
    }

    /// The kinds' names, comma-separated.
    private static func list(_ kinds: [AssetKind]) -> String {
        kinds.map(\.rawValue).joined(separator: ",")
    }
}
