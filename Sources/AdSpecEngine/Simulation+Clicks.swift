/// Taps: CLK-1, CONT-3 (a container that lost its state gets nothing), SLD-5 (no block click).
extension Simulation {
    func tap(_ id: String) {
        guard let index = frameIndex.index(ofID: id) else {
            note("tap on \(id): not in the hierarchy; nothing happens")
            return
        }
        let node = frame.nodes[index]
        guard node.visible.area > 0, !node.hidden, node.opacity > 0 else {
            note("tap on \(id): the view cannot be touched (hidden, transparent or off screen); nothing happens")
            return
        }
        if gmaTap(id, index: index) { return }
        guard let containerIndex = node.container, let containerID = frame.nodes[containerIndex].id,
            let container = containers[containerID]
        else {
            note("tap on \(id): not inside an ad container; nothing happens")
            return
        }
        if case .placeholder = shows(container.state) {
            note("tap on \(id): \(containerID) shows its placeholder; no click")
            return
        }
        guard case .asset(let kind) = node.kind, registers(node) else {
            note("tap on \(id): not a registered asset view of \(containerID); no click")
            return
        }
        // BIND-8: a primitive for a component the ad does not have registers nothing.
        let available = states[container.state].map { ($0.slider?.blockAssets ?? $0.ad?.assets ?? []).map(\.kind) } ?? []
        guard available.contains(kind) else {
            note("tap on \(id): the ad has no \(kind.rawValue), so the primitive registered no view; no click")
            return
        }
        if container.isSlider && !mutated(.sliderBlockClicks) {
            note("tap on \(id): the slider block has no click (clicks come from its cards)")
            return
        }
        let bound = container.binding == .bound && states[container.state]?.owner == containerID
        if !bound && !mutated(.clickOnUnboundContainer) {
            let owner = states[container.state]?.owner
            let why: String
            if let owner, owner != containerID {
                why = "its state is bound to \(owner)"
            } else if container.binding == .failed {
                why = "its binding failed"
            } else {
                why = "it is not bound"
            }
            note("tap on \(id) in \(containerID): \(why); no click")
            return
        }
        deliver(.onAdClick(asset: kind), to: containerID)
    }
}
