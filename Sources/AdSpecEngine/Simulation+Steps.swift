/// The script's steps: each is echoed to the transcript as a `step` line, then performed.
extension Simulation {
    func perform(_ step: Step, index: Int) throws(RunError) {
        if case .wait(let ms) = step.action {
            advance(to: now + ms)
            return
        }
        emit("step", describe(step.action) + (step.offMainThread ? " (off the main thread)" : ""))
        // APP-1: every SDK call is made on the main thread; the SDK refuses one that is not.
        if step.offMainThread, step.action.isSDKCall, !mutated(.offMainThreadAccepted) {
            log(
                "error",
                "\(describe(step.action)) was called off the main thread; SDK calls must be made on the main thread. The call is ignored"
            )
            return
        }
        switch step.action {
        case .wait: break
        case .loadAd(let state): try requireState(state, index).map { loadAd($0) }
        case .loadImages(let state): try requireState(state, index).map { loadImages($0) }
        case .mount(let node): try setPresent(node, true, index)
        case .unmount(let node): try setPresent(node, false, index)
        case .set(let node, let change): try apply(change, to: node, index)
        case .tap(let node): tap(node)
        case .scroll(let node, let offset): scrollOffsets[node] = offset
        case .background:
            foreground = false
            emit("app", "entered background")
        case .foreground:
            foreground = true
            emit("app", "returned to foreground")
        case .initializeSDK: initializeSDK()
        case .bulkLoad(let batch, let unit, let count): bulkLoad(batch: batch, unitID: unit, count: count)
        case .setMuted(let node, let muted): setMuted(node: node, muted: muted)
        case .inspectVideo(let node): inspectVideo(node: node)
        case .rerender: rerender()
        }
    }

    func describe(_ action: Action) -> String {
        switch action {
        case .wait(let ms): return "wait \(ms) ms"
        case .loadAd(let state): return "\(state).loadAd()"
        case .loadImages(let state): return "\(state).loadImages()"
        case .mount(let node): return "mount \(node)"
        case .unmount(let node): return "unmount \(node)"
        case .set(let node, let change): return "set \(node) \(change.summary)"
        case .tap(let node): return "tap \(node)"
        case .scroll(let node, let offset): return "scroll \(node) to \(formatPoints(offset))"
        case .background: return "app goes to background"
        case .foreground: return "app returns to foreground"
        case .initializeSDK: return "initialize SDK"
        case .bulkLoad(let batch, let unit, let count):
            return "\(batch) = NativeBulkAdLoader.loadAds(unit=\(unit), adsCount=\(count))"
        case .setMuted(let node, let muted): return "video of \(node).setMuted(\(muted))"
        case .inspectVideo(let node): return "read NativeAdVideoState of \(node)"
        case .rerender: return "re-render (body runs again)"
        }
    }

    private func requireState(_ name: String, _ index: Int) throws(RunError) -> String? {
        guard states[name] != nil else { throw RunError(stepIndex: index, message: "unknown state '\(name)'") }
        return name
    }

    /// Finds the node with `id` in the screen tree and changes it in place.
    /// A node inside a template instance (`cta#0`) exists only when the template is expanded: the
    /// change is kept per instance and applied by the layout (`Layout.expand`).
    private func modifyNode(_ id: String, _ index: Int, _ change: @escaping (inout ViewNode) -> Void) throws(RunError) {
        if id.contains("#") {
            let previous = instanceChanges[id]
            instanceChanges[id] = { node in
                previous?(&node)
                change(&node)
            }
            return
        }
        func visit(_ node: inout ViewNode) -> Bool {
            if node.id == id {
                change(&node)
                return true
            }
            for i in node.children.indices where visit(&node.children[i]) { return true }
            for i in node.placeholder.indices where visit(&node.placeholder[i]) { return true }
            return false
        }
        guard visit(&screen) else { throw RunError(stepIndex: index, message: "no node with id '\(id)' on the screen") }
    }

    private func setPresent(_ id: String, _ present: Bool, _ index: Int) throws(RunError) {
        try modifyNode(id, index) { $0.present = present }
    }

    private func apply(_ change: NodeChange, to id: String, _ index: Int) throws(RunError) {
        try modifyNode(id, index) { $0.apply(change) }
    }

    /// `rerender`: `body` runs again. A state kept in `body` is created anew (LOAD-5).
    private func rerender() {
        for name in states.keys.sorted() where states[name]!.lifetime == .body && !mutated(.bodyStateSurvivesRender) {
            recreate(name)
        }
    }

    /// A new state object under the same name: it starts from `.idle`, and the ad of the old one is
    /// unbound from its container (LOAD-5).
    func recreate(_ name: String) {
        guard var state = states[name] else { return }
        let owner = owner(of: name)
        let fresh = StateRuntime(
            declaration: StateDeclaration(
                id: state.name, kind: state.kind, adUnitID: state.adUnitID, parameters: state.parameters,
                loadImagesAutomatically: state.loadImagesAutomatically, lifetime: state.lifetime))
        let generation = state.generation + 1
        state = fresh
        state.generation = generation
        states[name] = state
        emit("state \(name)", "created anew by body (new object #\(generation + 1)), phase .idle")
        if let owner { unbind(owner, reason: "it received a new state object") }
    }
}

extension Action {
    /// Calls into the SDK (as opposed to changes to the app's own views).
    var isSDKCall: Bool {
        switch self {
        case .loadAd, .loadImages, .bulkLoad, .setMuted, .initializeSDK: return true
        default: return false
        }
    }
}

extension ViewNode {
    /// Applies a step's change (`<set node=...>`).
    mutating func apply(_ change: NodeChange) {
        if let v = change.hidden { hidden = v }
        if let v = change.drawingGroup { drawingGroup = v }
        if let v = change.opacity { opacity = v }
        if let v = change.x { x = v }
        if let v = change.y { y = v }
        if let v = change.width { width = v }
        if let v = change.height { height = v }
        if let state = change.state {
            switch kind {
            case .nativeContainer(_, let handlers): kind = .nativeContainer(state: state, handlers: handlers)
            case .sliderContainer(_, let handlers): kind = .sliderContainer(state: state, handlers: handlers)
            default: break
            }
        }
    }
}

extension NodeChange {
    var summary: String {
        var parts: [String] = []
        if let v = hidden { parts.append(v ? ".hidden()" : "not hidden") }
        if let v = drawingGroup { parts.append(v ? ".drawingGroup()" : "no drawingGroup") }
        if let v = opacity { parts.append(".opacity(\(formatPoints(v)))") }
        if let v = x { parts.append("x=\(formatPoints(v))") }
        if let v = y { parts.append("y=\(formatPoints(v))") }
        if let v = width { parts.append("width=\(formatPoints(v))") }
        if let v = height { parts.append("height=\(formatPoints(v))") }
        if let v = state { parts.append("state=\(v)") }
        return parts.joined(separator: " ")
    }
}
