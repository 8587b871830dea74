@testable import AdSpecEngine

/// Small builders for engine tests: a full card like the documents' example, and runs to text.
enum Build {
    static func asset(
        _ kind: AssetKind, id: String? = nil, height: Double = 20, hidden: Bool = false,
        opacity: Double = 1, drawingGroup: Bool = false
    ) -> ViewNode {
        ViewNode(id: id, kind: .asset(kind), height: height, hidden: hidden, drawingGroup: drawingGroup, opacity: opacity)
    }

    /// A card drawing every primitive of a content ad; `prefix` names its nodes.
    static func card(_ prefix: String, modify: (AssetKind) -> ViewNode? = { _ in nil }) -> ViewNode {
        let kinds: [(AssetKind, Double)] = [
            (.title, 20), (.domain, 16), (.sponsored, 16), (.age, 16), (.favicon, 14), (.feedback, 24),
            (.media, 150), (.body, 40), (.callToAction, 44), (.warning, 16),
        ]
        return ViewNode(
            kind: .stack(axis: .vertical, spacing: 4, lazy: false),
            children: kinds.map { kind, height in
                modify(kind) ?? asset(kind, id: "\(prefix)-\(kind.rawValue)", height: height)
            })
    }

    static func container(_ id: String, state: String, y: Double = 0, height: Double = 400, card: ViewNode) -> ViewNode {
        ViewNode(
            id: id, kind: .nativeContainer(state: state, handlers: Set(ContainerEvent.allCases)), x: 16, y: y,
            width: 358, height: height, children: [card], placeholder: [ViewNode(kind: .view, height: 80)])
    }

    static func screen(_ children: [ViewNode]) -> ViewNode {
        ViewNode(id: "screen", kind: .overlay, children: children)
    }

    static func text(_ lines: [TranscriptLine]) -> String {
        lines.map(\.rendered).joined(separator: "\n")
    }

    static func run(_ input: ScenarioInput) throws -> String {
        text(try ReferenceEngine().run(input))
    }
}

/// One engine run, with helpers to look for lines.
struct Run {
    let lines: [TranscriptLine]

    init(
        states: [StateDeclaration] = [StateDeclaration(id: "s", adUnitID: DemoUnits.contentID)],
        screen: [ViewNode], units: [AdUnit] = [], settings: Settings = Settings(),
        app: (inout AppModel) -> Void = { _ in }, mutants: Set<Mutant> = [], _ script: [Action]
    ) throws {
        var model = AppModel(states: states, screen: Build.screen(screen))
        app(&model)
        let input = ScenarioInput(id: "test", settings: settings, adUnits: units, app: model, script: script.map { Step($0) })
        lines = try ReferenceEngine(mutants: mutants).run(input)
    }

    var text: String { Build.text(lines) }

    /// Lines whose subject and text contain the given parts.
    func find(_ subject: String, _ text: String) -> [TranscriptLine] {
        lines.filter { $0.subject.text == subject && $0.text.contains(text) }
    }

    /// The time of the only line matching, or nil when there is none or more than one.
    func time(_ subject: String, _ text: String) -> Int? {
        let found = find(subject, text)
        return found.count == 1 ? found[0].timeMs : nil
    }

    func count(_ subject: String, _ text: String) -> Int { find(subject, text).count }
}
