/// Video: VID-1 (size checked at binding, the video fitted in Media by its aspect ratio), VID-2 (`NativeAdVideoState`).
extension Simulation {
    /// `NativeAdVideoState.setMuted(_:)` on the media of the container that holds `node`.
    func setMuted(node id: String, muted: Bool) {
        guard let (containerID, video, started) = video(at: id) else { return }
        updateContainer(containerID) { $0.memory.videoMuted = muted }
        emit(.container(containerID), .videoState(videoState(video, started: started, muted: muted)))
    }

    func inspectVideo(node id: String) {
        guard let (containerID, video, started) = video(at: id) else { return }
        emit(
            .container(containerID),
            .videoState(
                videoState(video, started: started, muted: containers[containerID]?.memory.videoMuted ?? video.startsMuted)))
    }

    /// The playing video of the container holding `id`, or a note saying why there is none.
    private func video(at id: String) -> (String, VideoFixture, Int)? {
        guard let index = frameIndex.index(ofID: id), let containerIndex = frame.nodes[index].container,
            let containerID = frame.nodes[containerIndex].id, let container = containers[containerID],
            let video = states[container.state]?.ad?.media?.video
        else {
            note("\(id): no video there")
            return nil
        }
        guard let started = container.videoStartedAt else {
            note("\(id): the media shows a still image; there is no video state")
            return nil
        }
        return (containerID, video, started)
    }

    /// `position / duration, isMuted, isMuteControlHidden`; position advances with engine time.
    func videoState(_ video: VideoFixture, started: Int, muted: Bool) -> VideoState {
        VideoState(
            positionMs: min(now - started, video.durationMs), durationMs: video.durationMs, isMuted: muted,
            isMuteControlHidden: video.muteControlHidden)
    }

    /// The size of the largest rectangle of `ratio` (width / height) inside `rect`; `rect` itself when
    /// it is within a point of the ratio already. Only the size is ever used (what is shown and what
    /// must reach the minimum), never where the video sits in Media, so the origin stays `rect`'s.
    /// `ratio` is positive: the loader takes a native ad's aspect ratio within 0.001...1000
    /// (`ScenarioLimits.aspectRatio`). A Media of zero width or height fits a 0x0 video.
    func aspectFit(_ rect: Rect, ratio: Double) -> Rect {
        // Within a point of the ratio already (a 16:9 media drawn 358x201): no letterbox.
        if abs(rect.width / ratio - rect.height) < 1 || abs(rect.height * ratio - rect.width) < 1 { return rect }
        return Rect(
            x: rect.x, y: rect.y, width: min(rect.width, rect.height * ratio), height: min(rect.height, rect.width / ratio))
    }

    /// VID-1: video plays only when both the container and `Media` are at least 300x160 points.
    func checkVideoSize(_ id: String, index: Int, ad: AdFixture) {
        guard let adMedia = ad.media, adMedia.video != nil,
            let media = assetNodes(of: index).first(where: { $0.kind == .media && registers($0.node) })
        else { return }
        let card = frame.nodes[index].rect
        // VID-2: Media keeps the media's aspect ratio: the video is fitted inside the Media view, and
        // the fitted size is what must reach the minimum (a 2:1 video in a 300x169 Media is 300x150).
        let fitted =
            mutated(.videoSizeIgnoresAspectRatio)
            ? media.node.rect : aspectFit(media.node.rect, ratio: adMedia.aspectRatio)
        let mediaLabel: UndersizedView.Which = fitted == media.node.rect ? .media : .videoFittedInMedia
        let small = [(UndersizedView.Which.container, card), (mediaLabel, fitted)].filter {
            $0.1.width < settings.videoMinimumWidth || $0.1.height < settings.videoMinimumHeight
        }
        if small.isEmpty || mutated(.videoSizeUnchecked) {
            emit(subject(forContainer: id), .videoPlays(width: fitted.width, height: fitted.height))
            updateContainer(id) { $0.videoStartedAt = now }
        } else {
            log(
                .videoTooSmall(
                    container: id, small.map { UndersizedView(which: $0.0, width: $0.1.width, height: $0.1.height) },
                    minimumWidth: settings.videoMinimumWidth, minimumHeight: settings.videoMinimumHeight))
            emit(
                subject(forContainer: id),
                .videoStill(minimumWidth: settings.videoMinimumWidth, minimumHeight: settings.videoMinimumHeight))
        }
    }
}
