/// Video: VID-1 (size checked at binding), VID-2 (`NativeAdVideoState`).
extension Simulation {
    /// `NativeAdVideoState.setMuted(_:)` on the media of the container that holds `node`.
    func setMuted(node id: String, muted: Bool) {
        guard let (containerID, video, started) = video(at: id) else { return }
        videoMuted[containerID] = muted
        emit("container \(containerID)", "video " + videoState(video, started: started, muted: muted))
    }

    func inspectVideo(node id: String) {
        guard let (containerID, video, started) = video(at: id) else { return }
        emit(
            "container \(containerID)",
            "video " + videoState(video, started: started, muted: videoMuted[containerID] ?? video.startsMuted))
    }

    /// The playing video of the container holding `id`, or a note saying why there is none.
    private func video(at id: String) -> (String, VideoFixture, Int)? {
        guard let index = frame.index(ofID: id), let containerIndex = frame.nodes[index].container,
            let containerID = frame.nodes[containerIndex].id, let container = containers[containerID],
            let video = states[container.state]?.ad?.media?.video
        else {
            note("\(id): no video there")
            return nil
        }
        guard let started = videoStarted[containerID] else {
            note("\(id): the media shows a still image; there is no video state")
            return nil
        }
        return (containerID, video, started)
    }

    /// `position / duration, isMuted, isMuteControlHidden`; position advances with engine time.
    func videoState(_ video: VideoFixture, started: Int, muted: Bool) -> String {
        let position = min(now - started, video.durationMs)
        return
            "position=\(position) ms duration=\(video.durationMs) ms isMuted=\(muted) isMuteControlHidden=\(video.muteControlHidden)"
    }
}
