import AdSpecEngine
import AdSpecHarness

/// One scenario file, loaded, checked and turned into the engine's input.
public struct LoadedScenario: Sendable, Hashable {
    /// The scenario's stable id (`native/basic-load`), independent of its file name.
    public var id: String
    public var title: String
    /// The rule ids it covers, as written (`<covers>`), in order.
    public var rules: [String]
    /// The file, relative to the folder that holds the specs folder (`Specs/native/basic-load.xml`)
    /// when it lies inside it, else as given. Used in messages.
    public var path: String
    /// Lower-case hex SHA-256 of the file's bytes (and of the library's, when the scenario uses
    /// it); empty when loaded with `hashingSources: false` (`Corpus.loadEach`, for `adspec list`).
    public var sourceHash: String
    /// For a `schema` or `loader` negative scenario, refused as expected: nothing to run (the
    /// input is empty), see `loadRefusal`.
    public var input: ScenarioInput
    /// `<expect-refusal>`: the scenario is negative, its correct outcome a refusal.
    public var expectedRefusal: ExpectedRefusal? = nil
    /// The schema's or loader's messages that refused a `schema` or `loader` negative scenario
    /// as it expected (those that contain its fragment), in line order; empty otherwise.
    public var loadRefusal: [Diagnostic] = []

    public init(id: String, title: String, rules: [String], path: String, sourceHash: String, input: ScenarioInput) {
        self.id = id
        self.title = title
        self.rules = rules
        self.path = path
        self.sourceHash = sourceHash
        self.input = input
    }
}

/// A place in a file, for messages that point at a second place ("also at ...").
struct SourceLocation: Sendable, Hashable {
    var path: String
    var line: Int
    var column: Int

    init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    init(path: String, element: XMLElementNode) {
        self.init(path: path, line: element.line, column: element.column)
    }

    /// `line 12` within the same file, `Specs/Library/ads.xml:3:3` elsewhere.
    func reference(from currentPath: String) -> String {
        currentPath == path ? "line \(line)" : "\(path):\(line):\(column)"
    }
}

extension ScenarioInput {
    /// This input with nothing in it but its id and settings: no units, no states, an empty
    /// screen, no script. What a command that runs nothing keeps (`Corpus.loadEach(keepingInputs:
    /// false)`, for `adspec list`).
    var emptied: ScenarioInput {
        ScenarioInput(id: id, settings: settings, adUnits: [], app: AppModel(states: [], screen: ViewNode(kind: .overlay)), script: [])
    }
}
