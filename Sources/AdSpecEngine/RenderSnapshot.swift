/// A read-only record of what the engine laid out, for pictures (`adspec report --html`): the
/// frame of every render that differed from the one before, with each mounted container's state
/// phase and binding, the scroll views' offsets, and the spans of time the timeline draws (state
/// phases, viewability dwells, binding grace periods). Recording only copies values the engine
/// computed anyway; the transcript of a recorded run is the transcript of an unrecorded one.
public struct RenderSnapshot: Sendable, Hashable {
    /// A mounted container as the engine saw it in this render.
    public struct ContainerInfo: Sendable, Hashable {
        /// Index of the container's node in `nodes`.
        public var index: Int
        public var id: String
        public var state: String
        public var isSlider: Bool
        /// The state's phase name (`.idle`, `.loading`, `.loaded`, `.failed`), or nil when the
        /// container waits for a state that does not exist yet.
        public var phase: String?
        /// `unbound`, `pending`, `bound` or `failed`.
        public var binding: String
        /// The asset kinds the loaded ad (or slider block) marks required (`requiredAssets`), sorted.
        public var requiredKinds: [String] = []
        /// Indices in `nodes` of this container's asset views of a required kind.
        public var requiredNodes: [Int] = []
        /// Where the images of the container's state are (IMG-1, IMG-2), as its `draws` and
        /// `redraws` lines show them.
        public var images: ImageLoad = .notRequested
        /// Indices in `nodes` of this container's views of the image kinds the content has that
        /// draw empty space until the images are loaded (`AssetKind.waitsForImages`, IMG-2).
        public var imageNodes: [Int] = []
    }

    /// The images of a state (IMG-1, IMG-2): what an image primitive (`Icon`, `Favicon`,
    /// `MainImage`, `Media`) draws. The documents describe no failed image load (`loadImages()`
    /// "завершается, когда изображения загружены"), so there is no failed case.
    public enum ImageLoad: String, Sendable, Hashable, CaseIterable {
        /// Manual images (`shouldLoadImagesAutomatically: false`) and no `loadImages()` yet, or
        /// nothing loaded: the primitives draw empty space (`icon=empty`).
        case notRequested = "not requested"
        /// `loadImages()` was called and has not finished: still empty space.
        case pending
        /// Loaded automatically, or `loadImages()` finished: the primitives draw the images.
        case loaded
    }

    /// A scroll view (ScrollView, List): its frame is the viewport, its content moved by `offset`.
    public struct ScrollInfo: Sendable, Hashable {
        /// Index of the scroll view's node in `nodes`.
        public var index: Int
        public var axis: ViewNode.Axis
        /// The content offset the engine laid the content out with (points along `axis`).
        public var offset: Double
        /// The union of the laid-out descendants' rectangles, on the screen; nil when none.
        public var content: Rect?
    }

    /// Engine time of the render.
    public var timeMs: Int
    /// How many transcript lines had been written when the render was taken.
    public var lineCount: Int
    public var screen: Rect
    public var nodes: [PlacedNode]
    public var containers: [ContainerInfo]
    public var scrolls: [ScrollInfo] = []
    /// The share of a card that must be on screen (`Settings.viewabilityThreshold`).
    public var viewabilityThreshold: Double = 0.5
}

/// A span of engine time on one timeline lane, as the engine lived it: a state's phase, a card's
/// viewability dwell (from the render where it reached its threshold to its impression or
/// interruption), a container's binding grace period (from binding pending to bound or failure).
public struct RenderPeriod: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable { case phase, dwell, grace }

    public var kind: Kind
    /// The lane: the transcript subject's text (`state s`, `container A`).
    public var subject: String
    /// The phase name (`.loading`), or `dwell` / `grace`.
    public var label: String
    public var fromMs: Int
    /// Nil while still open when the script ended.
    public var toMs: Int?
    /// When the engine's timer would end it (dwell, grace), from the event that started it.
    public var dueMs: Int?
    /// Index in the transcript of the line that started it, and of the one that ended it (the
    /// impression, the interruption, the binding, ...), when the span's subject wrote one.
    public var startLine: Int?
    public var endLine: Int?
}

/// What a recorded run keeps, filled by `Simulation.recordRender()` after every re-evaluation.
final class RenderRecorder {
    var renders: [RenderSnapshot] = []
    var periods: [RenderPeriod] = []
    /// Open periods: index in `periods` by key (`phase s`, `dwell A`, `grace A`), with what they track.
    private var open: [String: (period: Int, marker: String)] = [:]
    private var lastLineCount = 0

    /// Opens, keeps or closes the period `key` so that it tracks `marker` (nil: no period now).
    func track(
        _ key: String, marker: String?, kind: RenderPeriod.Kind, subject: String, label: String, at now: Int,
        lines: [TranscriptLine], due: (TranscriptEvent) -> Int?
    ) {
        if let current = open[key], current.marker != marker {
            close(current.period, at: now, lines: lines)
            open[key] = nil
        }
        guard let marker, open[key] == nil else { return }
        let fresh = lines.indices.dropFirst(lastLineCount).filter { lines[$0].subject.text == subject }
        let start = fresh.first { due(lines[$0].event) != nil } ?? fresh.first
        let dueMs = start.flatMap { due(lines[$0].event) }.map { now + $0 }
        periods.append(
            RenderPeriod(kind: kind, subject: subject, label: label, fromMs: now, dueMs: dueMs, startLine: start))
        open[key] = (periods.count - 1, marker)
    }

    private func close(_ index: Int, at now: Int, lines: [TranscriptLine]) {
        let subject = periods[index].subject
        periods[index].toMs = now
        periods[index].endLine = lines.indices.dropFirst(lastLineCount).first { lines[$0].subject.text == subject }
    }

    /// Closes the periods whose keys are not in `keys` (their subject is gone).
    func closeAll(except keys: Set<String>, at now: Int, lines: [TranscriptLine]) {
        for key in open.keys.sorted() where !keys.contains(key) {
            if let current = open[key] { close(current.period, at: now, lines: lines) }
            open[key] = nil
        }
    }

    func finish(lineCount: Int) { lastLineCount = lineCount }

    /// Appends a render unless it equals the previous one (several at one engine time keep the last).
    func append(_ snapshot: RenderSnapshot) {
        if let last = renders.last, last.nodes == snapshot.nodes, last.containers == snapshot.containers,
            last.scrolls == snapshot.scrolls
        {
            renders[renders.count - 1].lineCount = snapshot.lineCount
        } else if let last = renders.last, last.timeMs == snapshot.timeMs {
            renders[renders.count - 1] = snapshot
        } else {
            renders.append(snapshot)
        }
    }
}

extension ReferenceEngine {
    /// Runs the scenario as `run(_:)` does and also returns the renders where the screen, a phase or
    /// a binding changed (several renders at one engine time keep the last), and the periods of
    /// the timeline.
    public func runRecordingRenders(_ input: ScenarioInput) throws(RunError) -> (
        lines: [TranscriptLine], renders: [RenderSnapshot], periods: [RenderPeriod]
    ) {
        try APISurface.check(input.app)
        let simulation = Simulation(input: input, mutants: mutants, eventBudget: eventBudget)
        let recorder = RenderRecorder()
        simulation.renderRecorder = recorder
        let lines = try simulation.run()
        return (lines, recorder.renders, recorder.periods)
    }
}

extension Simulation {
    /// Records this render and the periods it opens or closes, when a recorder is attached.
    func recordRender() {
        guard let recorder = renderRecorder else { return }
        let infos = containersInFrame().map { entry in
            let runtime = containers[entry.id]
            var required: [AssetKind] = []
            if let runtime { required = requiredAssets(for: runtime).map(\.kind) }
            let assets = assetNodes(of: entry.index)
            let requiredNodes = assets.filter { required.contains($0.kind) }.map(\.index)
            let state = states[entry.state]
            let shown = state?.shownKinds ?? []
            let imageNodes = assets.filter { $0.kind.waitsForImages && shown.contains($0.kind) }.map(\.index)
            var images = RenderSnapshot.ImageLoad.notRequested
            // What the primitives draw (`Simulation.drawnValue`): the images once shown, whatever the phase.
            if let state, state.ad != nil || state.slider != nil {
                images = state.imagesShown ? .loaded : state.imagesLoading ? .pending : .notRequested
            }
            return RenderSnapshot.ContainerInfo(
                index: entry.index, id: entry.id, state: entry.state, isSlider: entry.slider,
                phase: state?.phase.name, binding: Self.bindingName(runtime?.binding ?? .unbound),
                requiredKinds: Set(required).sorted().map(\.rawValue), requiredNodes: requiredNodes,
                images: images, imageNodes: imageNodes)
        }
        var scrolls: [RenderSnapshot.ScrollInfo] = []
        for (index, node) in frame.nodes.enumerated() {
            guard case .scroll(let axis) = node.kind else { continue }
            var content: Rect?
            for (inner, child) in frame.nodes.enumerated().dropFirst(index + 1) {
                guard descends(inner, from: index) else { continue }
                content = content.map { Self.union($0, child.rect) } ?? child.rect
            }
            scrolls.append(
                RenderSnapshot.ScrollInfo(
                    index: index, axis: axis, offset: node.id.flatMap { scrollOffsets[$0] } ?? 0, content: content))
        }
        recorder.append(
            RenderSnapshot(
                timeMs: now, lineCount: lines.count,
                screen: Rect(x: 0, y: 0, width: input.app.screenWidth, height: input.app.screenHeight),
                nodes: frame.nodes, containers: infos, scrolls: scrolls,
                viewabilityThreshold: settings.viewabilityThreshold))
        var keys: Set<String> = []
        for name in states.keys.sorted() {
            guard let phase = states[name]?.phase.name else { continue }
            keys.insert("phase " + name)
            recorder.track(
                "phase " + name, marker: phase, kind: .phase, subject: Subject.state(name).text, label: phase, at: now,
                lines: lines, due: { _ in nil })
        }
        for id in containers.ids {
            guard let runtime = containers[id] else { continue }
            let subject = subject(forContainer: id).text
            keys.insert("dwell " + id)
            keys.insert("grace " + id)
            recorder.track(
                "dwell " + id, marker: runtime.dwellToken.map { "\($0)" }, kind: .dwell, subject: subject, label: "dwell",
                at: now, lines: lines,
                due: { event in if case .viewable(_, let ms) = event { ms } else { nil } })
            var pending: String?
            if case .pending(let token) = runtime.binding { pending = "\(token)" }
            recorder.track(
                "grace " + id, marker: pending, kind: .grace, subject: subject, label: "grace", at: now, lines: lines,
                due: { event in if case .bindingWaits(let ms, _) = event { ms } else { nil } })
        }
        recorder.closeAll(except: keys, at: now, lines: lines)
        recorder.finish(lineCount: lines.count)
    }

    private func descends(_ node: Int, from ancestor: Int) -> Bool {
        var parent = frame.nodes[node].parent
        while let index = parent, index >= ancestor {
            if index == ancestor { return true }
            parent = frame.nodes[index].parent
        }
        return false
    }

    private static func union(_ a: Rect, _ b: Rect) -> Rect {
        let x = min(a.x, b.x)
        let y = min(a.y, b.y)
        return Rect(x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
    }

    static func bindingName(_ binding: Binding) -> String {
        switch binding {
        case .unbound: "unbound"
        case .pending: "pending"
        case .bound: "bound"
        case .failed: "failed"
        }
    }
}
