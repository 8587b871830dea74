/// Video: VID-1 (size checked at binding), VID-2 (`NativeAdVideoState`).
extension Simulation {
    /// `NativeAdVideoState.setMuted(_:)` on the media of the container that holds `node`.
    func setMuted(node id: String, muted: Bool) {
        guard let index = frame.index(ofID: id), let containerIndex = frame.nodes[index].container,
              let containerID = frame.nodes[containerIndex].id, let container = containers[containerID],
              let video = states[container.state]?.ad?.media?.video
        else {
            note("setMuted on \(id): no video there")
            return
        }
        guard let started = videoStarted[containerID] else {
            note("setMuted on \(id): the media shows a still image; no video to mute")
            return
        }
        videoMuted[containerID] = muted
        emit("container \(containerID)", "video " + videoState(video, started: started, muted: muted))
    }

    /// `position / duration, isMuted, isMuteControlHidden`; position advances with engine time.
    func videoState(_ video: VideoFixture, started: Int, muted: Bool) -> String {
        let position = min(now - started, video.durationMs)
        return "position=\(position) ms duration=\(video.durationMs) ms isMuted=\(muted) isMuteControlHidden=\(video.muteControlHidden)"
    }
}
