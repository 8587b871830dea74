/// The one formatter of transcript text: every subject, event and line a transcript holds is
/// written here and nowhere else, with the wordings declared in `Wordings.swift` (which the golden
/// decoder reads with). The wording is the goldens' (Goldens/); change it only together with them.
public enum TranscriptFormat {
    /// `"%6d ms  %-17s %s"`: the time right-aligned in 6 columns, the subject left-aligned in 17
    /// (columns being characters), each wider one as it is.
    public static func line(_ line: TranscriptLine) -> String {
        self.line(time: String(line.timeMs), subject: text(of: line.subject), event: text(of: line.event))
    }

    /// The layout of every line, `line(_:)`'s and `refusalLine`'s: the time padded on the left to
    /// 6 columns, ` ms  `, the subject padded on the right to `TranscriptLine.subjectWidth`
    /// columns, a space and the event. A column is a character (`String.count`).
    static func line(time: String, subject: String, event: String) -> String {
        let timePadding = max(6 - time.count, 0)
        let subjectPadding = max(TranscriptLine.subjectWidth - subject.count, 0)
        var line = ""
        line.reserveCapacity(timePadding + time.utf8.count + 5 + subject.utf8.count + subjectPadding + 1 + event.utf8.count)
        line += String(repeating: " ", count: timePadding)
        line += time
        line += " ms  "
        line += subject
        line += String(repeating: " ", count: subjectPadding)
        line += " "
        line += event
        return line
    }

    /// The subject column's text: the subject's word and its name, if any.
    public static func text(of subject: Subject) -> String {
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
        guard let name else { return word }
        return word + " " + name
    }

    /// The event column's text (the GMA flow's in `text(of: GMAEvent)`).
    public static func text(of event: TranscriptEvent) -> String {
        typealias W = Wording
        switch event {
        case .step(let action, let offMainThread):
            return text(of: action) + (offMainThread ? W.offMainThread.text() : "")
        case .phaseChanged(let from, let change):
            return W.phaseChanged.text(from.name, change.phase.name, detail(of: change))
        case .stateCreated(let ad):
            return W.stateCreated.text(ad)
        case .stateRecreated(let object):
            return W.stateRecreated.text(String(object))
        case .mounted(let state):
            return W.mounted.text(state)
        case .shows(let display, let imagesNotLoaded):
            return text(of: display) + (imagesNotLoaded ? W.imagesNotLoaded.text() : "")
        case .imagesLoaded(let states):
            return W.imagesLoaded.text(states.joined(separator: ", "))
        case .bound(let ad, let views):
            return W.bound.text(ad, list(views))
        case .unmounted(let ad, let dropped):
            guard let ad else { return W.unmounted.text() }
            return W.unmountedBound.text(ad) + droppedImpression(dropped)
        case .bindingWaits(let graceMs, let missing):
            return W.bindingWaits.text(String(graceMs), missing.map { text(of: $0) }.joined(separator: ", "))
        case .unbound(let ad, let reason, let dropped):
            return W.unbound.text(ad, text(of: reason)) + droppedImpression(dropped)
        case .stopsWaiting(let ad, let reason):
            return W.stopsWaiting.text(ad, text(of: reason))
        case .draws(let values):
            return W.draws.text() + values.map { " " + text(of: $0) }.joined()
        case .redraws(let values):
            return W.redraws.text() + values.map { " " + text(of: $0) }.joined()
        case .videoPlays(let width, let height):
            return W.videoPlays.text(size(width, height))
        case .videoStill(let width, let height):
            return W.videoStill.text(size(width, height))
        case .videoState(let video):
            return W.videoState.text(
                String(video.positionMs), String(video.durationMs), String(video.isMuted), String(video.isMuteControlHidden))
        case .viewable(let share, let dwellMs):
            return W.viewable.text(formatPercent(share), String(dwellMs))
        case .dwellInterrupted(let issue):
            return W.dwellInterrupted.text(text(of: issue))
        case .callback(let callback, let handled):
            return text(of: callback) + unhandled(handled)
        case .outcomeReplayed(let event, let handled):
            return W.outcomeReplayed.text(event.rawValue) + unhandled(handled)
        case .bulkRequestSent(let number, let unit, let adsCount):
            return W.bulkRequestSent.text(String(number), unit, String(adsCount))
        case .bulkSucceeded(let ads):
            return W.bulkSucceeded.text(String(ads.count)) + (ads.isEmpty ? "" : W.bulkAds.text(ads.joined(separator: ",")))
        case .bulkFailed(.adsCountOutOfRange(let count, let minimum, let maximum)):
            return W.bulkOutOfRange.text(String(count), String(minimum), String(maximum))
        case .bulkFailed(.error(let code, let message)):
            return W.bulkFailed.text(error(code, message))
        case .app(let event):
            return event.wording.text()
        case .log(let message):
            return text(of: message)
        case .notViewable(let container, let issue):
            return W.notViewable.text(container, text(of: issue))
        case .outcomeNotDelivered(let event, let state):
            return W.outcomeNotDelivered.text(event.rawValue, state)
        case .sliderAdsLeftOut(let state, let ads):
            return W.sliderAdsLeftOut.text(state, String(ads.count), ads.joined(separator: ","))
        case .note(let text):
            return text
        case .end:
            return W.end.text()
        case .gma(let event):
            return text(of: event)
        }
    }

    /// A script step as the `step` line echoes it.
    public static func text(of action: Action) -> String {
        typealias W = Wording
        switch action {
        case .wait(let ms): return W.wait.text(String(ms))
        case .loadAd(let state): return W.loadAd.text(state)
        case .loadImages(let state): return W.loadImages.text(state)
        case .mount(let node): return W.mount.text(node)
        case .unmount(let node): return W.unmount.text(node)
        case .set(let node, let change): return W.set.text(node, text(of: change))
        case .tap(let node): return W.tap.text(node)
        case .scroll(let node, let offset): return W.scroll.text(node, formatPoints(offset))
        case .background: return W.background.text()
        case .foreground: return W.foreground.text()
        case .initializeSDK: return W.initializeSDK.text()
        case .bulkLoad(let batch, let unit, let count): return W.bulkLoad.text(batch, unit, String(count))
        case .setMuted(let node, let muted): return W.setMuted.text(node, String(muted))
        case .inspectVideo(let node): return W.inspectVideo.text(node)
        case .rerender: return W.rerender.text()
        case .refreshAd(let model): return W.refreshAd.text(model)
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
        typealias W = Wording
        switch display {
        case .placeholder: return W.showsPlaceholder.text()
        case .nothing: return W.showsNothing.text()
        case .content(nil): return W.showsContent.text()
        case .content(.slider(let ads, let has)?):
            return W.showsSlider.text(String(ads), list(has))
        case .content(.native(let info)?):
            let media =
                info.mediaAspectRatio.map { W.layoutMedia.text(formatPoints($0), String(info.mediaHasVideo)) } ?? ""
            let area = info.warningMinimumArea.map { formatPoints($0) } ?? W.noMinimumArea.text()
            return W.showsNative.text(info.adType.rawValue, list(info.has), media, area)
        }
    }

    static func text(of value: PrimitiveValue) -> String {
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
        return W.primitive.text(value.kind.rawValue, shown)
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

    static func text(of callback: Callback) -> String {
        typealias W = Wording
        switch callback {
        case .onAdLoad(let ad): return W.onAdLoad.text(ad)
        case .onAdFailure(let code): return W.onAdFailure.text(code)
        case .onAdBindingFailure(let code, let asset): return W.onAdBindingFailure.text(code, asset.rawValue)
        case .onAdClick(let asset): return W.onAdClick.text(asset.rawValue)
        case .onAdImpression(let ad, let flags): return W.onAdImpression.text(ad) + flags.map { text(of: $0) }.joined()
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

    private static func droppedImpression(_ dropped: Bool) -> String {
        dropped ? Wording.droppedImpression.text() : ""
    }

    private static func unhandled(_ handled: Bool) -> String {
        handled ? "" : Wording.noHandler.text()
    }
}
