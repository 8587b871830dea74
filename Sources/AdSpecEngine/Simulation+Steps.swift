/// The script's steps: each is echoed to the transcript as a `step` line, then performed.
extension Simulation {
    func perform(_ step: Step, index: Int) throws(RunError) {
        if case .wait(let ms) = step.action {
            advance(to: now + ms)
            passesUpToDate = true  // only the clock moved since the last evaluation (`evaluate()`)
            return
        }
        emit(.step, .step(step.action, offMainThread: step.offMainThread))
        // APP-1: every SDK call is made on the main thread; the SDK refuses one that is not.
        if step.offMainThread, step.action.isSDKCall, !mutated(.offMainThreadAccepted) {
            log(.calledOffMainThread(step.action))
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
            emit(.app, .app(.enteredBackground))
        case .foreground:
            foreground = true
            emit(.app, .app(.returnedToForeground))
        case .initializeSDK: initializeSDK()
        case .bulkLoad(let batch, let unit, let count): bulkLoad(batch: batch, unitID: unit, count: count)
        case .setMuted(let node, let muted): setMuted(node: node, muted: muted)
        case .inspectVideo(let node): inspectVideo(node: node)
        case .rerender: rerender()
        case .refreshAd(let model): try requireState(model, index).map { refreshAd($0) }
        }
    }

    private func requireState(_ name: String, _ index: Int) throws(RunError) -> String? {
        guard states[name] != nil else { throw RunError(stepIndex: index, message: "unknown state '\(name)'") }
        return name
    }

    /// Finds the node with `id` in the screen tree and changes it in place.
    /// A node inside a template instance (`cta#0`) exists only when the template is expanded: the
    /// change is kept per instance and applied by the layout (`Layout.forEachInstance`).
    func modifyNode(_ id: String, _ index: Int, _ change: @escaping (inout ViewNode) -> Void) throws(RunError) {
        if TemplateNames.isInstanceID(id) {
            let previous = instanceChanges[id]
            instanceChanges[id] = { node in
                previous?(&node)
                change(&node)
            }
            lazyCache.invalidateAll()
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
        for name in states.keys.sorted() where states[name]?.lifetime == .body && !mutated(.bodyStateSurvivesRender) {
            recreate(name)
        }
        gmaRerender()
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
        putState(state)
        emit(.state(name), .stateRecreated(object: generation + 1))
        if let owner { unbind(owner, reason: .newStateObject) }
    }
}

extension Action {
    /// Calls into the SDK (as opposed to changes to the app's own views).
    var isSDKCall: Bool {
        switch self {
        case .loadAd, .loadImages, .bulkLoad, .setMuted, .initializeSDK, .refreshAd: return true
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
