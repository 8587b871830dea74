import AdSpecEngine
import Foundation

/// Every scenario under a specs folder, loaded all-or-nothing.
public struct Corpus: Sendable {
    /// Sorted by id.
    public var scenarios: [LoadedScenario]

    public init(scenarios: [LoadedScenario]) { self.scenarios = scenarios }

    /// The schema file inside the specs folder.
    public static let schemaFileName = "scenario.xsd"
    /// Folders of the specs folder that hold no scenarios.
    public static let excludedFolders: Set<String> = [Library.folderName, "Catalogue"]

    /// Every `*.xml` under `specs` except in `Library/` and `Catalogue/`, sorted by path.
    public static func scenarioFiles(in specs: URL) -> [URL] {
        let root = specs.standardizedFileURL
        guard
            let walker = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var files: [(relative: String, url: URL)] = []
        for case let url as URL in walker {
            let relative = relativePath(of: url, under: root)
            if let first = relative.split(separator: "/").first, excludedFolders.contains(String(first)),
                relative.contains("/")
            {
                walker.skipDescendants()
                continue
            }
            guard url.pathExtension == "xml",
                (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
            else { continue }
            files.append((relative, url))
        }
        return files.sorted { $0.relative < $1.relative }.map(\.url)
    }

    /// Loads every scenario with the library and the schema of `specsDirectory`. Throws every
    /// problem of every file (library, schema, scenarios, duplicate scenario ids) at once.
    public static func load(specsDirectory: URL) throws(DiagnosticList) -> Corpus {
        // Links, FIFOs and unreadable entries first: nothing under Specs/ is skipped or followed.
        let treeProblems = TreeScan.problems(under: specsDirectory) { displayPath(of: $0, specs: specsDirectory) }
        if !treeProblems.isEmpty { throw DiagnosticList(treeProblems) }
        let (schema, library) = try prepare(specsDirectory)
        var problems = library.problems
        var scenarios: [LoadedScenario] = []
        var firstByID: [String: (path: String, line: Int, column: Int)] = [:]
        for file in scenarioFiles(in: specsDirectory) {
            do {
                let (scenario, position) = try loadScenario(
                    file: file, specs: specsDirectory, schema: schema, library: library.value)
                if let first = firstByID[scenario.id] {
                    problems.append(
                        Diagnostic(
                            path: scenario.path, line: position.line, column: position.column,
                            message:
                                "duplicate scenario id '\(scenario.id)' (also in \(first.path):\(first.line):\(first.column))"))
                    continue
                }
                firstByID[scenario.id] = (scenario.path, position.line, position.column)
                scenarios.append(scenario)
            } catch {
                problems += error.diagnostics
            }
        }
        if !problems.isEmpty { throw DiagnosticList(problems) }
        return Corpus(scenarios: scenarios.sorted { $0.id < $1.id })
    }

    /// Loads one scenario file with the library and schema of `specsDirectory`.
    public static func loadScenario(file: URL, specsDirectory: URL) throws(DiagnosticList) -> LoadedScenario {
        let (schema, library) = try prepare(specsDirectory)
        let scenario: LoadedScenario
        do {
            scenario = try loadScenario(file: file, specs: specsDirectory, schema: schema, library: library.value).scenario
        } catch {
            throw DiagnosticList(library.problems + error.diagnostics)
        }
        if !library.problems.isEmpty { throw DiagnosticList(library.problems) }
        return scenario
    }

    // MARK: - Internals

    static func prepare(_ specs: URL) throws(DiagnosticList) -> (XMLSchema, (value: Library, problems: [Diagnostic])) {
        let schemaURL = specs.appendingPathComponent(schemaFileName)
        let schema = try XMLSchema.load(contentsOf: schemaURL, path: displayPath(of: schemaURL, specs: specs))
        let (library, problems) = Library.load(specs: specs, schema: schema)
        return (schema, (library, problems))
    }

    /// The scenario and where its `id` attribute is (for the duplicate-id message).
    private static func loadScenario(file: URL, specs: URL, schema: XMLSchema, library: Library) throws(DiagnosticList)
        -> (scenario: LoadedScenario, idPosition: (line: Int, column: Int))
    {
        let path = displayPath(of: file, specs: specs)
        let bytes = try read(file, path: path)
        return try loadScenario(bytes: bytes, path: path, schema: schema, library: library)
    }

    /// The scenario in `bytes`, the content of the file at `path` (only used in messages). The
    /// fuzz target (`PreparedSpecs`) comes in here with bytes it made, so it tests this very path.
    static func loadScenario(bytes: [UInt8], path: String, schema: XMLSchema, library: Library) throws(DiagnosticList)
        -> (scenario: LoadedScenario, idPosition: (line: Int, column: Int))
    {
        let root = try SafeXML.parse(bytes, path: path, schema: schema)
        let reader = ScenarioReader(path: path, library: library)
        guard let (header, input) = reader.readScenario(root) else { throw DiagnosticList(reader.diagnostics) }
        // The hash covers the scenario file and, when it uses the library, every library file: a
        // golden is stale when anything it was made from changed.
        let hash = reader.usesLibrary ? SHA256.hex(bytes + Array(("\n" + library.fingerprint).utf8)) : SHA256.hex(bytes)
        let scenario = LoadedScenario(
            id: header.id, title: header.title, rules: header.rules, path: path, sourceHash: hash, input: input)
        let id = root.attribute("id")
        return (scenario, (id?.line ?? root.line, id?.column ?? root.column))
    }

    static func read(_ file: URL, path: String) throws(DiagnosticList) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw DiagnosticList([Diagnostic(path: path, line: 1, column: 1, message: "cannot read the file")])
        }
        return [UInt8](data)
    }

    /// `Specs/native/basic-load.xml`: the path from the folder that holds the specs folder (the
    /// repository), so messages read the same on every machine; the path as given otherwise.
    static func displayPath(of file: URL, specs: URL) -> String {
        let base = specs.standardizedFileURL.deletingLastPathComponent()
        let relative = relativePath(of: file, under: base)
        return relative.isEmpty ? file.path : relative
    }

    /// `file`'s path below `folder`, or "" when it is not below it.
    private static func relativePath(of file: URL, under folder: URL) -> String {
        let filePath = file.standardizedFileURL.path
        var folderPath = folder.standardizedFileURL.path
        if !folderPath.hasSuffix("/") { folderPath += "/" }
        guard filePath.hasPrefix(folderPath) else { return "" }
        return String(filePath.dropFirst(folderPath.count))
    }
}
