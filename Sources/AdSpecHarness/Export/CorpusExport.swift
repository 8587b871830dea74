import AdSpecEngine
import Foundation

// The corpus as data (issue 37, item 1; Documentation/YourImplementation.md, "The corpus as
// JSON"): what `adspec export` writes and what an SDK's test target that links only this module
// and the engine reads, without libxml2 or the scenario files. Each scenario's `input` is the
// subject protocol's own (`ScenarioInput.wire`); its expectations are the golden's normative
// projection with the golden's line numbers, the catalogue windows of their rules, and the rules
// it covers with their seed sentence. Schema: Documentation/Protocol/export.schema.json.

/// One exported scenario (`<id>.json`).
public struct ExportedScenario: Sendable, Hashable {
    /// The version of this file's format; a reader refuses any other.
    public static let formatVersion = 2

    /// One normative event of the golden (`NormativeProjection`), where the golden has it.
    public struct Event: Sendable, Hashable {
        /// The golden file's line (1-based).
        public var line: Int
        public var timeMs: Int
        public var subject: String
        public var content: String
        /// The rule whose window moves it (`TranscriptLine.conformanceRule`).
        public var rule: String
        /// The setting of the window that applies (one of `windows` for `rule`), or nil: exact time.
        public var window: String?

        public init(line: Int, timeMs: Int, subject: String, content: String, rule: String, window: String?) {
            self.line = line
            self.timeMs = timeMs
            self.subject = subject
            self.content = content
            self.rule = rule
            self.window = window
        }
    }

    /// A `<tolerance kind="window">` of the catalogue: the events of `rule` may come
    /// `minimum...maximum` after their cause; the engine's own delay is `setting`'s value.
    public struct Window: Sendable, Hashable {
        public var rule: String
        public var setting: String
        public var minimum: Double
        public var maximum: Double
        public var unit: String
        /// `documented` or `inferred`.
        public var basis: String

        public init(rule: String, setting: String, minimum: Double, maximum: Double, unit: String, basis: String) {
            self.rule = rule
            self.setting = setting
            self.minimum = minimum
            self.maximum = maximum
            self.unit = unit
            self.basis = basis
        }
    }

    /// A rule the scenario covers: its seed sentence (`<quote>`) and its English statement.
    public struct Rule: Sendable, Hashable {
        public var id: String
        public var quote: String
        /// `ru`, `ja` or `en`.
        public var quoteLanguage: String
        public var statement: String

        public init(id: String, quote: String, quoteLanguage: String, statement: String) {
            self.id = id
            self.quote = quote
            self.quoteLanguage = quoteLanguage
            self.statement = statement
        }
    }

    /// A negative scenario's expected refusal (`<expect-refusal>`).
    public struct Refusal: Sendable, Hashable {
        /// `schema` or `loader`: the kit refuses the file, no subject is asked (no `input`);
        /// `api`: the subject must refuse the app, throwing `RunError.Kind.apiRefused(rule:)`.
        public var phase: String
        public var rule: String
        /// Text the refusal's message must contain (whitespace collapsed; empty: any).
        public var fragment: String

        public init(phase: String, rule: String, fragment: String) {
            self.phase = phase
            self.rule = rule
            self.fragment = fragment
        }
    }

    /// A profile dimension the scenario touches (issue 37, item 3): its setting (described in the
    /// index's `dimensions`), the scenario's value of it, and whether the scenario sets that value
    /// itself (a profile with another value makes the scenario NOT APPLICABLE, Conformance.md).
    /// Touched: the scenario pins it, or the reference engine's normative events or their times
    /// change when the setting moves to another value of its domain (an end, or another choice).
    public struct DimensionUse: Sendable, Hashable {
        public var setting: String
        public var value: String
        public var pinned: Bool

        public init(setting: String, value: String, pinned: Bool) {
            self.setting = setting
            self.value = value
            self.pinned = pinned
        }
    }

    public var id: String
    public var title: String
    /// The scenario file, relative to the package (`Specs/native/basic-load.xml`).
    public var source: String
    /// The golden file, relative to the package (`Goldens/native/basic-load.transcript`).
    public var golden: String
    /// What the subject protocol's `scenario` message sends; nil for a scenario the kit refuses.
    public var input: ScenarioInput?
    public var refusal: Refusal?
    public var events: [Event]
    public var windows: [Window]
    public var rules: [Rule]
    /// The profile dimensions it touches, by setting name.
    public var dimensions: [DimensionUse]

    public init(
        id: String, title: String, source: String, golden: String, input: ScenarioInput?, refusal: Refusal?,
        events: [Event], windows: [Window], rules: [Rule], dimensions: [DimensionUse] = []
    ) {
        self.dimensions = dimensions.sorted { $0.setting < $1.setting }
        self.id = id
        self.title = title
        self.source = source
        self.golden = golden
        self.input = input
        self.refusal = refusal
        self.events = events
        self.windows = windows
        self.rules = rules
    }
}

// MARK: JSON

extension ExportedScenario {
    /// The file's JSON (members in the schema's order; absent optionals left out).
    public var wire: JSONValue {
        WireBuilder.object(
            ("format", .int(Self.formatVersion)), ("id", .string(id)), ("title", .string(title)),
            ("source", .string(source)), ("golden", .string(golden)), ("input", input?.wire),
            ("refusal", refusal.map { refusal in
                WireBuilder.object(
                    ("phase", .string(refusal.phase)), ("rule", .string(refusal.rule)), ("fragment", .string(refusal.fragment)))
            }),
            ("events", .array(events.map { event in
                WireBuilder.object(
                    ("line", .int(event.line)), ("timeMs", .int(event.timeMs)), ("subject", .string(event.subject)),
                    ("content", .string(event.content)), ("rule", .string(event.rule)), ("window", event.window.map(JSONValue.string)))
            })),
            ("windows", .array(windows.map { window in
                WireBuilder.object(
                    ("rule", .string(window.rule)), ("setting", .string(window.setting)), ("minimum", .double(window.minimum)),
                    ("maximum", .double(window.maximum)), ("unit", .string(window.unit)), ("basis", .string(window.basis)))
            })),
            ("rules", .array(rules.map { rule in
                WireBuilder.object(
                    ("id", .string(rule.id)), ("quote", .string(rule.quote)), ("quoteLanguage", .string(rule.quoteLanguage)),
                    ("statement", .string(rule.statement)))
            })),
            ("dimensions", .array(dimensions.map { use in
                WireBuilder.object(("setting", .string(use.setting)), ("value", .string(use.value)), ("pinned", .bool(use.pinned)))
            })))
    }

    /// The file's text: its JSON on one line, then a newline.
    public var fileText: String { wire.text + "\n" }

    public init(wire value: JSONValue, path: String = "") throws(WireError) {
        var r = try WireObject(value, path: path)
        let format = try r.int("format")
        guard format == Self.formatVersion else {
            throw WireError(path: r.at("format"), message: "format \(format) is not \(Self.formatVersion), the one this harness reads")
        }
        id = try r.string("id")
        title = try r.string("title")
        source = try r.string("source")
        golden = try r.string("golden")
        if let input = r.optional("input") {
            self.input = try ScenarioInput(wire: input, path: r.at("input"))
        } else {
            self.input = nil
        }
        if let refusal = r.optional("refusal") {
            var o = try WireObject(refusal, path: r.at("refusal"))
            self.refusal = Refusal(phase: try o.string("phase"), rule: try o.string("rule"), fragment: try o.string("fragment"))
            try o.finish()
        } else {
            self.refusal = nil
        }
        events = try r.array("events") { (v, p) throws(WireError) in
            var o = try WireObject(v, path: p)
            let event = Event(
                line: try o.int("line"), timeMs: try o.int("timeMs"), subject: try o.string("subject"),
                content: try o.string("content"), rule: try o.string("rule"), window: try o.optionalString("window"))
            try o.finish()
            return event
        }
        windows = try r.array("windows") { (v, p) throws(WireError) in
            var o = try WireObject(v, path: p)
            let window = Window(
                rule: try o.string("rule"), setting: try o.string("setting"), minimum: try o.double("minimum"),
                maximum: try o.double("maximum"), unit: try o.string("unit"), basis: try o.string("basis"))
            try o.finish()
            return window
        }
        rules = try r.array("rules") { (v, p) throws(WireError) in
            var o = try WireObject(v, path: p)
            let rule = Rule(
                id: try o.string("id"), quote: try o.string("quote"), quoteLanguage: try o.string("quoteLanguage"),
                statement: try o.string("statement"))
            try o.finish()
            return rule
        }
        dimensions = try r.array("dimensions") { (v, p) throws(WireError) in
            var o = try WireObject(v, path: p)
            let use = DimensionUse(setting: try o.string("setting"), value: try o.string("value"), pinned: try o.bool("pinned"))
            try o.finish()
            return use
        }
        try r.finish()
        if let event = events.first(where: { event in
            event.window.map { setting in !windows.contains { $0.rule == event.rule && $0.setting == setting } } ?? false
        }) {
            throw WireError(
                path: r.at("events"),
                message: "the event at line \(event.line) names the window \(event.rule) \(event.window ?? "") that 'windows' does not hold")
        }
    }
}

// MARK: Judging

extension ExportedScenario {
    /// The outcome of one scenario for one subject.
    public struct Verdict: Sendable, Hashable, CustomStringConvertible {
        public var id: String
        public var passed: Bool
        /// Why it failed, a line each (the conformance comparison's own message); empty if passed.
        public var lines: [String]

        public var description: String {
            passed ? "passed \(id)" : (["failed \(id)"] + lines.map { "  " + $0 }).joined(separator: "\n")
        }
    }

    /// The expected events as the conformance comparison takes them: each may come within its
    /// window's offsets in the input's settings (Documentation/Conformance.md).
    package func expected(settings: Settings) -> [ConformanceMatcher.Expected] {
        events.map { event in
            let window = event.window.flatMap { setting in
                windows.first { $0.rule == event.rule && $0.setting == setting }
            }.map { window in
                Tolerance(
                    kind: .window, basis: Tolerance.Basis(rawValue: window.basis) ?? .inferred, setting: window.setting,
                    minimum: window.minimum, maximum: window.maximum, unit: window.unit, reason: "", line: 0)
            }
            return ConformanceMatcher.Expected(
                timeMs: event.timeMs, event: NormativeProjection.Event(subject: event.subject, content: event.content),
                rule: event.rule, offsets: window?.offsets(in: settings) ?? 0...0, window: window, line: event.line)
        }
    }

    /// Runs the scenario on `subject` and judges it by the conformance comparison: its normative
    /// events against `events`, each within its window, one subject's in order. A negative
    /// scenario of phase `api` passes when the subject refuses the app for `refusal.rule`; one
    /// the kit refuses (`schema`, `loader`) asks nothing of the subject and passes.
    public func judge(_ subject: some BindingSubject) -> Verdict {
        guard let input = inputToRun else { return verdict(of: nil, subject: subject.name) }
        return verdict(of: Result { () throws(RunError) in try subject.run(input) }, subject: subject.name)
    }

    /// `judge` for a subject that runs asynchronously (an adapter over a `@MainActor` SDK).
    public func judge(_ subject: some AsyncBindingSubject) async -> Verdict {
        guard let input = inputToRun else { return verdict(of: nil, subject: subject.name) }
        let outcome: Result<[TranscriptLine], RunError>
        do {
            outcome = .success(try await subject.run(input))
        } catch {
            outcome = .failure(error)
        }
        return verdict(of: outcome, subject: subject.name)
    }

    /// The input the subject is asked to run: none for a scenario the kit itself refuses.
    private var inputToRun: ScenarioInput? {
        if let refusal, refusal.phase != "api" { return nil }
        return input
    }

    /// The verdict on the subject's run (`nil`: not asked).
    private func verdict(of outcome: Result<[TranscriptLine], RunError>?, subject name: String) -> Verdict {
        if let refusal {
            guard let outcome else { return Verdict(id: id, passed: refusal.phase != "api", lines: []) }
            switch outcome {
            case .success:
                return Verdict(id: id, passed: false, lines: ["the subject ran the app; expected a refusal for \(refusal.rule)"])
            case .failure(let error):
                guard error.kind == .apiRefused(rule: refusal.rule) else {
                    return Verdict(id: id, passed: false, lines: ["expected a refusal for \(refusal.rule), got: \(error)"])
                }
                let collapsed = error.message.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
                guard refusal.fragment.isEmpty || collapsed.contains(refusal.fragment) else {
                    return Verdict(
                        id: id, passed: false, lines: ["the refusal's message does not contain '\(refusal.fragment)': \(error.message)"])
                }
                return Verdict(id: id, passed: true, lines: [])
            }
        }
        guard let input, let outcome else { return Verdict(id: id, passed: false, lines: ["the export holds no input for \(id)"]) }
        switch outcome {
        case .failure(let error):
            return Verdict(id: id, passed: false, lines: ["the subject '\(name)' could not run the scenario: \(error)"])
        case .success(let lines):
            let failure = ConformanceMatcher.match(
                expected: expected(settings: input.settings), observed: ConformanceMatcher.observed(lines), golden: golden)
            return Verdict(id: id, passed: failure == nil, lines: failure?.lines ?? [])
        }
    }
}

// MARK: Profile dimensions

/// A choice the documents leave to an implementation, as the export's index describes it (issue
/// 37, item 3; AdSpecHarness's `ProfileDimension`, from the catalogue's `<tolerance>` of kind
/// window, range or alternatives): the setting (Documentation/Settings.md), its domain, the
/// engine's default, the rule that declares it and the seed sentence it rests on.
public struct ExportedDimension: Sendable, Hashable {
    public var setting: String
    /// `window`, `range` or `alternatives`.
    public var kind: String
    /// `documented` or `inferred`.
    public var basis: String
    /// The domain as a reader would say it: `1500...2500 ms`, `one of ignore, restart`.
    public var domain: String
    /// For `window` and `range`: the domain's ends and unit; nil for `alternatives`.
    public var minimum: Double?
    public var maximum: Double?
    public var unit: String?
    /// For `alternatives`: the values an implementation may choose; empty otherwise.
    public var alternatives: [String]
    /// The engine's value when a scenario sets none.
    public var defaultValue: String
    public var rule: String
    /// The seed sentence, verbatim.
    public var quote: String

    public init(
        setting: String, kind: String, basis: String, domain: String, minimum: Double?, maximum: Double?, unit: String?,
        alternatives: [String], defaultValue: String, rule: String, quote: String
    ) {
        self.setting = setting
        self.kind = kind
        self.basis = basis
        self.domain = domain
        self.minimum = minimum
        self.maximum = maximum
        self.unit = unit
        self.alternatives = alternatives
        self.defaultValue = defaultValue
        self.rule = rule
        self.quote = quote
    }

    /// This dimension as the catalogue declares it.
    package init(_ dimension: ProfileDimension) {
        let tolerance = dimension.tolerance
        let ranged = tolerance.kind != .alternatives
        self.init(
            setting: dimension.setting, kind: tolerance.kind.rawValue, basis: tolerance.basis.rawValue, domain: dimension.domain,
            minimum: ranged ? tolerance.minimum : nil, maximum: ranged ? tolerance.maximum : nil, unit: ranged ? tolerance.unit : nil,
            alternatives: tolerance.alternatives, defaultValue: Settings().text(of: dimension.setting) ?? "",
            rule: dimension.rule, quote: dimension.quote)
    }

    var wire: JSONValue {
        WireBuilder.object(
            ("setting", .string(setting)), ("kind", .string(kind)), ("basis", .string(basis)), ("domain", .string(domain)),
            ("minimum", minimum.map(JSONValue.double)), ("maximum", maximum.map(JSONValue.double)), ("unit", unit.map(JSONValue.string)),
            ("alternatives", alternatives.isEmpty ? nil : .array(alternatives.map(JSONValue.string))),
            ("default", .string(defaultValue)), ("rule", .string(rule)), ("quote", .string(quote)))
    }

    init(wire value: JSONValue, path: String) throws(WireError) {
        var o = try WireObject(value, path: path)
        setting = try o.string("setting")
        kind = try o.string("kind")
        basis = try o.string("basis")
        domain = try o.string("domain")
        let (minimumPath, maximumPath, alternativesPath) = (o.at("minimum"), o.at("maximum"), o.at("alternatives"))
        minimum = try o.optional("minimum").map { (v) throws(WireError) in try WireObject.double(v, minimumPath) }
        maximum = try o.optional("maximum").map { (v) throws(WireError) in try WireObject.double(v, maximumPath) }
        unit = try o.optionalString("unit")
        var alternatives: [String] = []
        if let list = o.optional("alternatives") {
            for (i, item) in try WireObject.array(list, alternativesPath).enumerated() {
                alternatives.append(try WireObject.string(item, alternativesPath + "[\(i)]"))
            }
        }
        self.alternatives = alternatives
        defaultValue = try o.string("default")
        rule = try o.string("rule")
        quote = try o.string("quote")
        try o.finish()
    }
}

// MARK: The exported corpus

/// An exported corpus: `index.json` and one file per scenario (`native/basic-load.json`).
public struct ExportedCorpus: Sendable, Hashable {
    /// The index's file name.
    public static let indexName = "index.json"

    public var scenarios: [ExportedScenario]
    /// Every profile dimension of the catalogue, in catalogue order (index.json's `dimensions`).
    public var dimensions: [ExportedDimension]

    public init(scenarios: [ExportedScenario], dimensions: [ExportedDimension] = []) {
        self.scenarios = scenarios.sorted { $0.id < $1.id }
        self.dimensions = dimensions
    }

    /// The file of a scenario, relative to the export folder: its id and `.json`.
    public static func fileName(of id: String) -> String { id + ".json" }

    /// `index.json`: the format, the profile dimensions, and every scenario's id and file, sorted by id.
    public var indexText: String {
        WireBuilder.object(
            ("format", .int(ExportedScenario.formatVersion)), ("dimensions", .array(dimensions.map(\.wire))),
            ("scenarios", .array(scenarios.map { WireBuilder.object(("id", .string($0.id)), ("file", .string(Self.fileName(of: $0.id)))) }))
        ).text + "\n"
    }

    /// Every file of the export, relative path and text, the index first, then by path.
    public var files: [(path: String, text: String)] {
        [(Self.indexName, indexText)] + scenarios.map { (Self.fileName(of: $0.id), $0.fileText) }
    }

    /// A file that cannot be read as the export: `native/x.json: input.app: ...`.
    public struct LoadError: Error, Sendable, Hashable, CustomStringConvertible {
        public var file: String
        public var message: String
        public var description: String { "\(file): \(message)" }
    }

    /// Reads an export folder (`AdSpecCorpus`'s `packagedExport`, or `adspec export --output`).
    public static func load(directory: URL) throws(LoadError) -> ExportedCorpus {
        func read(_ name: String) throws(LoadError) -> JSONValue {
            let url = directory.appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw LoadError(file: name, message: "cannot read \(url.path)")
            }
            do throws(JSONValue.ParseError) {
                return try JSONValue.parse(Array(data))
            } catch {
                throw LoadError(file: name, message: error.description)
            }
        }
        let index = try read(indexName)
        let entries: [(id: String, file: String)]
        let dimensions: [ExportedDimension]
        do throws(WireError) {
            var r = try WireObject(index, path: "")
            let format = try r.int("format")
            guard format == ExportedScenario.formatVersion else {
                throw WireError(
                    path: "format", message: "format \(format) is not \(ExportedScenario.formatVersion), the one this harness reads")
            }
            dimensions = try r.array("dimensions") { (v, p) throws(WireError) in try ExportedDimension(wire: v, path: p) }
            entries = try r.array("scenarios") { (v, p) throws(WireError) in
                var o = try WireObject(v, path: p)
                let entry = (id: try o.string("id"), file: try o.string("file"))
                try o.finish()
                guard !entry.file.hasPrefix("/"), !entry.file.split(separator: "/").contains("..") else {
                    throw WireError(path: p, message: "'\(entry.file)' is not a file inside the export")
                }
                return entry
            }
            try r.finish()
        } catch {
            throw LoadError(file: indexName, message: error.description)
        }
        var scenarios: [ExportedScenario] = []
        for entry in entries {
            let value = try read(entry.file)
            do throws(WireError) {
                let scenario = try ExportedScenario(wire: value)
                guard scenario.id == entry.id else {
                    throw WireError(path: "id", message: "'\(scenario.id)' is not '\(entry.id)', the id the index gives")
                }
                scenarios.append(scenario)
            } catch {
                throw LoadError(file: entry.file, message: error.description)
            }
        }
        return ExportedCorpus(scenarios: scenarios, dimensions: dimensions)
    }

    /// Judges `subject` over every scenario (`ExportedScenario.judge`), in id order.
    public func judge(_ subject: some BindingSubject) -> [ExportedScenario.Verdict] {
        scenarios.map { $0.judge(subject) }
    }

    /// Judges an asynchronous subject over every scenario, one after another, in id order.
    public func judge(_ subject: some AsyncBindingSubject) async -> [ExportedScenario.Verdict] {
        var verdicts: [ExportedScenario.Verdict] = []
        for scenario in scenarios { verdicts.append(await scenario.judge(subject)) }
        return verdicts
    }
}
