import AdSpecEngine

/// `<scenario>` as a whole, `<settings>`, `<app>` and its `<state>`s.
extension ScenarioReader {
    struct Header {
        var id: String
        var title: String
        var rules: [String]
    }

    /// Reads the whole scenario; `nil` when any problem was found (see `diagnostics`).
    func readScenario(_ root: XMLElementNode) -> (header: Header, input: ScenarioInput)? {
        guard root.name == "scenario" else {
            error(
                root,
                "a scenario file has the root <scenario>, not <\(root.name)>; reusable parts belong in Specs/\(Library.folderName)/"
            )
            return nil
        }
        // Room for the node ids of most scenarios, so the table is not rehashed as it grows.
        // Nothing depends on its order (what lists its ids sorts them). It is empty here: a
        // reader reads one scenario (`Corpus` makes one for each file).
        nodes = Dictionary(minimumCapacity: 64)
        let id = required(root, "id") ?? ""
        if id.utf8.count > limits.idCharacters && id.count > limits.idCharacters {
            error(
                root, attribute: "id",
                "the scenario id is \(id.count) characters long, longer than the limit of \(limits.idCharacters); "
                    + "give it a shorter one")
        }
        let title = root.child(named: "title")?.text.collapsingXMLSpace() ?? ""
        let rules = words(root.child(named: "covers")?.text ?? "")
        let settings = readSettings(root.child(named: "settings"))
        // Issue 36, item 2: which settings the scenario pins, for profiles and NOT APPLICABLE.
        let pinned = (root.child(named: "settings")?.children(named: "set") ?? []).compactMap { $0["name"] }
        let network = readNetwork(root.child(named: "network"))
        guard let appElement = root.child(named: "app") else {
            error(root, "a scenario needs <app>")
            return nil
        }
        let script = root.child(named: "script")
        // Batches first: bulk-items and `batch[n]` states refer to them.
        for step in script?.children(named: "bulk-load") ?? [] {
            if let batch = step["batch"] { batches.insert(batch) }
        }
        let gma = readGMAModels(appElement.children(named: "gma-view-model"))
        let declarations = readStates(statesWithinLimit(appElement.children(named: "state"))) + gma.states
        var screen = ViewNode(kind: .overlay)
        if let screenElement = appElement.child(named: "screen") {
            if let rootNode = screenElement.children.first, screenElement.children.count == 1 {
                screen = readNode(rootNode, context: ScreenContext()) ?? screen
                checkExpandedNodes(screen, at: screenElement)
            } else {
                error(screenElement, "<screen> holds exactly one root node")
            }
        } else {
            error(appElement, "<app> needs a <screen>")
        }
        checkGMAReferences(gma.models, at: appElement)
        let steps = readScript(script)
        var app = AppModel(
            hasSKAdNetworkItems: bool(appElement, "sk-ad-network-items", default: true),
            sdkInitialized: bool(appElement, "sdk-initialized", default: true),
            loggingEnabled: bool(appElement, "logging", default: true),
            screenWidth: double(appElement, "screen-width", in: ScenarioLimits.size) ?? 390,
            screenHeight: double(appElement, "screen-height", in: ScenarioLimits.size) ?? 844,
            states: declarations, screen: screen)
        app.gmaModels = gma.models
        guard diagnostics.isEmpty else { return nil }
        return (
            Header(id: id, title: title, rules: rules),
            {
                var input = ScenarioInput(id: id, settings: settings, adUnits: network, app: app, script: steps)
                input.pinnedSettings = pinned
                return input
            }()
        )
    }

    func readSettings(_ element: XMLElementNode?) -> Settings {
        var settings = Settings()
        var seen: [String: XMLElementNode] = [:]
        for set in element?.children(named: "set") ?? [] {
            guard let name = required(set, "name"), let value = required(set, "value") else { continue }
            if let first = seen[name] {
                error(set, attribute: "name", "setting '\(name)' is already set at line \(first.line)")
                continue
            }
            seen[name] = set
            do {
                var candidate = settings
                try candidate.override(name, with: value)
                if checkSettingRange(set, name: name, value: value) { settings = candidate }
            } catch {
                switch error {
                case .unknownName: self.error(set, attribute: "name", error.description)
                case .badValue: self.error(set, attribute: "value", error.description)
                }
            }
        }
        checkSettingRelations(settings, sets: seen, in: element)
        return settings
    }

    func readStates(_ elements: [XMLElementNode]) -> [StateDeclaration] {
        var result: [StateDeclaration] = []
        for element in elements {
            guard let (id, unit) = newStateAndUnit(element) else { continue }
            var parameters: [String: String] = [:]
            for parameter in element.children(named: "parameter") {
                guard let name = parameter["name"] else { continue }
                if parameters[name] != nil {
                    error(parameter, attribute: "name", "parameter '\(name)' is given twice")
                }
                parameters[name] = parameter["value"] ?? ""
            }
            let declaration = StateDeclaration(
                id: id, kind: element["kind"] == "slider" ? .slider : .native, adUnitID: unit, parameters: parameters,
                loadImagesAutomatically: element["images"] != "manual",
                lifetime: element["lifetime"] == "body" ? .body : .stateObject)
            states[id] = (declaration, SourceLocation(path: path, element: element))
            result.append(declaration)
        }
        return result
    }

    /// The id and unit of a state declaration (`<state>`, `<gma-view-model>`), nil when the id is
    /// taken; an unknown unit is reported.
    func newStateAndUnit(_ element: XMLElementNode) -> (id: String, unit: String)? {
        guard let id = required(element, "id"), let unit = required(element, "unit") else { return nil }
        if let first = states[id] {
            error(element, attribute: "id", "duplicate state id '\(id)' (also at \(first.location.reference(from: path)))")
            return nil
        }
        if !isUnit(unit) {
            let declared = units.keys.sorted()
            let demo = DemoUnits.all.map(\.id)
            error(
                element, attribute: "unit",
                "unknown ad unit '\(unit)': declare it in <network> or use a demo unit (\((declared + demo).joined(separator: ", ")))"
            )
        }
        return (id, unit)
    }

    /// Whether `name` is a state a step or container may use: a declared state, or `batch[n]` of a
    /// batch some `bulk-load` step produces (the engine's name for `NativeAdState(ad:)` number n).
    /// A slider's card states are `slider.ads[n]` (`SliderAdLayoutInfo.ads`, SLD-2), for cards
    /// shown outside the slider's own container (SLD-4).
    func stateExists(_ name: String) -> Bool {
        if states[name] != nil { return true }
        return DerivedStateName.readings(of: name).contains { reading in
            switch reading {
            case .bulkAd(let batch, _): return batches.contains(batch)
            case .sliderCard(let slider, _): return states[slider]?.declaration.kind == .slider
            }
        }
    }

    /// Whether `unit` is declared in `<network>` or is a demo unit.
    func isUnit(_ unit: String) -> Bool { units[unit] != nil || DemoUnits.ids.contains(unit) }

    func unknownState(_ name: String) -> String {
        var message = "unknown state '\(name)'"
        message += Self.known(states.keys, in: "<app>", for: name)
        if name.contains("[") { message += "; a bulk state is named batch[index] after a <bulk-load batch=...> step" }
        return message
    }
}
