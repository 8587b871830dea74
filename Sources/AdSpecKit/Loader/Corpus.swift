import AdSpecEngine
import AdSpecHarness
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every scenario under a specs folder: `load` all-or-nothing, `loadEach` file by file (a
/// scenario file that fails to load is a `ScenarioLoadFailure`, the others load).
public struct Corpus: Sendable {
    /// Sorted by id.
    public var scenarios: [LoadedScenario]
    /// The scenario files that failed to load, in file order (empty after `load`).
    public var failures: [ScenarioLoadFailure]

    public init(scenarios: [LoadedScenario], failures: [ScenarioLoadFailure] = []) {
        self.scenarios = scenarios
        self.failures = failures
    }

    /// The schema file inside the specs folder.
    public static let schemaFileName = "scenario.xsd"
    /// Folders of the specs folder that hold no scenarios.
    public static let excludedFolders: Set<String> = [Library.folderName, "Catalogue"]

    /// Every `*.xml` under `specs` except in `Library/` and `Catalogue/`, sorted by path: the
    /// files a corpus load reads (`CorpusListing`, the same walk; a link is never followed, so
    /// neither it nor what it points to is listed).
    public static func scenarioFiles(in specs: URL) -> [URL] {
        CorpusListing(specs: specs, reading: false).files.map { URL(fileURLWithPath: $0.path, isDirectory: false) }
    }

    /// Loads every scenario with the library and the schema of `specsDirectory`. Throws every
    /// problem of every file (library, schema, scenarios, duplicate scenario ids) at once.
    public static func load(specsDirectory: URL, jobs: Int = defaultJobs) throws(DiagnosticList) -> Corpus {
        let (libraryProblems, corpus) = try loadFiles(specsDirectory, jobs: jobs)
        let problems = libraryProblems + corpus.failures.flatMap(\.diagnostics)
        if !problems.isEmpty { throw DiagnosticList(problems) }
        return corpus
    }

    /// Loads every scenario file on its own: one that fails to load (its schema errors, its
    /// reader's errors, a duplicate id) is a `ScenarioLoadFailure` in `failures` and the others load.
    /// Throws only what affects every scenario: the schema and the library files.
    ///
    /// `hashingSources: false` leaves every `sourceHash` empty and skips the SHA-256 of each file
    /// (and of the library): for a command that never shows or compares a hash (`adspec list`).
    /// Whatever checks or writes a golden loads with hashes.
    ///
    /// `keepingInputs: false` empties each scenario's `input` (its screen, states, script and
    /// units) as soon as it is read, in the worker that read it: for a command that runs nothing
    /// (`adspec list`), which then holds a few strings a scenario instead of every screen tree.
    /// Everything a load checks is checked all the same; only what it made is let go.
    public static func loadEach(
        specsDirectory: URL, jobs: Int = defaultJobs, hashingSources: Bool = true, keepingInputs: Bool = true
    ) throws(DiagnosticList) -> Corpus {
        let (libraryProblems, corpus) = try loadFiles(
            specsDirectory, jobs: jobs, hashing: hashingSources, keepingInputs: keepingInputs)
        if !libraryProblems.isEmpty { throw DiagnosticList(libraryProblems) }
        return corpus
    }

    /// Threads the scenario files are read and validated on, when not told: one per core.
    public static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// Files are parsed and validated on up to `jobs` threads; what each gave is then taken in
    /// file order, so diagnostics and the first of two duplicate ids are as in a serial loop.
    /// Each file's bytes (read by the listing's walk) are handed to the one worker that loads it
    /// and let go once it is loaded, not held to the end: memory freed while it is still in
    /// cache, which the next files' parses reuse (fewer pages touched, fewer page faults).
    /// Whether `specs` holds `scenario.xsd` as a regular file, as a scenario folder does: checked
    /// before the folder is walked (a walk of `/` lists the whole file system).
    package static func holdsSchema(_ specs: URL) -> Bool {
        let path = specs.appendingPathComponent(schemaFileName).path
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        return type == .typeRegular
    }

    private static func loadFiles(
        _ specsDirectory: URL, jobs: Int, hashing: Bool = true, keepingInputs: Bool = true
    ) throws(DiagnosticList) -> ([Diagnostic], Corpus) {
        guard holdsSchema(specsDirectory) else {
            let schema = specsDirectory.appendingPathComponent(schemaFileName)
            throw DiagnosticList([
                Diagnostic(
                    path: displayPath(of: schema, specs: specsDirectory), line: 1, column: 1,
                    message: "there is no \(schemaFileName) here, so this is not a scenario folder (Specs/ is one); "
                        + "nothing under it is read")
            ])
        }
        // Links, FIFOs and unreadable entries first: nothing under Specs/ is skipped or followed.
        // The same walk lists and reads the scenario files (each opened once).
        let listing = CorpusListing(specs: specsDirectory, reading: true)
        if !listing.problems.isEmpty { throw DiagnosticList(listing.problems) }
        let (schema, library) = try prepare(specsDirectory)
        var scenarios: [LoadedScenario] = []
        var failures: [ScenarioLoadFailure] = []
        var firstByID: [String: (path: String, line: Int, column: Int)] = [:]
        var files = listing.files
        let contents = TakeOnce(files.map(\.contents))
        for index in files.indices { files[index].contents = nil }
        let libraryValue = library.value
        let loadedFiles = ParallelMap.run(Array(files.indices), jobs: jobs) { [files] index in
            Result { () throws(DiagnosticList) -> LoadedFile in
                let file = files[index]
                var (scenario, position) = try loadScenario(
                    bytes: try file.bytes(contents.take(index)), path: file.display, schema: schema,
                    library: libraryValue, hashing: hashing)
                if !keepingInputs { scenario.input = scenario.input.emptied }
                return LoadedFile(scenario: scenario, line: position.line, column: position.column)
            }
        }
        for (file, loadedFile) in zip(files, loadedFiles) {
            let path = file.display
            let failureID = file.failureID
            do {
                let loaded = try loadedFile.get()
                let (scenario, position) = (loaded.scenario, (line: loaded.line, column: loaded.column))
                if let first = firstByID[scenario.id] {
                    let duplicate = Diagnostic(
                        path: scenario.path, line: position.line, column: position.column,
                        message:
                            "duplicate scenario id '\(scenario.id)' (also in \(first.path):\(first.line):\(first.column))")
                    failures.append(ScenarioLoadFailure(id: failureID, path: path, diagnostics: [duplicate]))
                    continue
                }
                firstByID[scenario.id] = (scenario.path, position.line, position.column)
                scenarios.append(scenario)
            } catch {
                failures.append(ScenarioLoadFailure(id: failureID, path: path, diagnostics: error.diagnostics))
            }
        }
        // A failure is reported under its file's id; when a loaded scenario has that id, under its path.
        let loadedIDs = Set(scenarios.map(\.id))
        for index in failures.indices where loadedIDs.contains(failures[index].id) {
            failures[index].id = failures[index].path
        }
        return (library.problems, Corpus(scenarios: scenarios.sorted { $0.id < $1.id }, failures: failures))
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

    private struct LoadedFile: Sendable {
        var scenario: LoadedScenario
        var line: Int
        var column: Int
    }

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
    /// `hashing: false`: `sourceHash` is left empty (see `loadEach`).
    static func loadScenario(
        bytes: [UInt8], path: String, schema: XMLSchema, library: Library, hashing: Bool = true
    ) throws(DiagnosticList) -> (scenario: LoadedScenario, idPosition: (line: Int, column: Int)) {
        let root: XMLElementNode
        do {
            root = try SafeXML.parse(bytes, path: path, schema: schema)
        } catch {
            // A negative scenario the schema is to refuse: read without the schema for its expectation.
            guard let unchecked = try? SafeXML.parse(bytes, path: path),
                let expected = ExpectedRefusal.read(unchecked), expected.phase == .schema
            else { throw error }
            return try refused(
                unchecked, expected, by: error.diagnostics, path: path, hash: hashing ? SHA256.hex(bytes) : "")
        }
        let reader = ScenarioReader(path: path, library: library)
        // The hash covers the scenario file and, when it uses the library, every library file: a
        // golden is stale when anything it was made from changed.
        var hash: String {
            guard hashing else { return "" }
            guard reader.usesLibrary else { return SHA256.hex(bytes) }
            // A nib is hashed only into the scenarios that load it.
            let nibs = reader.nibsUsed.sorted().compactMap { library.nibs[$0] }.map { "\($0.recordedPath) \($0.hash)\n" }.joined()
            return SHA256.hex(bytes + library.fingerprintBytes + Array(nibs.utf8))
        }
        let expected = ExpectedRefusal.read(root)
        guard let (header, input) = reader.readScenario(root) else {
            if let expected, expected.phase == .loader {
                return try refused(root, expected, by: reader.diagnostics, path: path, hash: hash)
            }
            throw DiagnosticList(reader.diagnostics)
        }
        if let expected, expected.phase != .api {
            throw DiagnosticList([
                Diagnostic(
                    path: path, line: expected.line, column: expected.column,
                    message:
                        "expected to be refused by the \(expected.phase.rawValue) (\(expected.rule)) but it loaded")
            ])
        }
        if let expected { try checkCovered(expected, rules: header.rules, path: path) }
        var scenario = LoadedScenario(
            id: header.id, title: header.title, rules: header.rules, path: path, sourceHash: hash, input: input)
        scenario.expectedRefusal = expected
        let id = root.attribute("id")
        return (scenario, (id?.line ?? root.line, id?.column ?? root.column))
    }

    /// A `schema` or `loader` negative scenario: loaded, with nothing to run, when one of the
    /// messages that refused it contains its fragment; else a failure with those messages.
    private static func refused(
        _ root: XMLElementNode, _ expected: ExpectedRefusal, by diagnostics: [Diagnostic], path: String, hash: String
    ) throws(DiagnosticList) -> (scenario: LoadedScenario, idPosition: (line: Int, column: Int)) {
        let matching = diagnostics.filter { expected.matches(message: $0.message) }
        guard !matching.isEmpty else {
            throw DiagnosticList(
                diagnostics + [
                    Diagnostic(
                        path: path, line: expected.line, column: expected.column,
                        message:
                            "expected to be refused by the \(expected.phase.rawValue) (\(expected.rule)) with \"\(expected.fragment)\", but no message above says so"
                    )
                ])
        }
        let id = root["id"] ?? ""
        let title = root.child(named: "title")?.text.collapsingXMLSpace() ?? ""
        let rules = (root.child(named: "covers")?.text ?? "").xmlWords()
        try checkCovered(expected, rules: rules, path: path)
        let empty = ScenarioInput(id: id, adUnits: [], app: AppModel(states: [], screen: ViewNode(kind: .overlay)), script: [])
        var scenario = LoadedScenario(id: id, title: title, rules: rules, path: path, sourceHash: hash, input: empty)
        scenario.expectedRefusal = expected
        scenario.loadRefusal = matching
        let at = root.attribute("id")
        return (scenario, (at?.line ?? root.line, at?.column ?? root.column))
    }

    /// The rule a refusal pins is one the scenario covers (so coverage counts it).
    private static func checkCovered(_ expected: ExpectedRefusal, rules: [String], path: String) throws(DiagnosticList) {
        guard !rules.contains(expected.rule) else { return }
        throw DiagnosticList([
            Diagnostic(
                path: path, line: expected.line, column: expected.column,
                message: "expect-refusal names rule '\(expected.rule)', which is not in the scenario's <covers>")
        ])
    }

    /// The file's bytes, read under `KitLimits.fileBytes` (checked before a byte is read).
    static func read(_ file: URL, path: String, what: String = "file") throws(DiagnosticList) -> [UInt8] {
        try read(file.path, path: path, what: what)
    }

    /// The bytes of the file at `filePath`, read under `KitLimits.fileBytes`.
    static func read(_ filePath: String, path: String, what: String = "file") throws(DiagnosticList) -> [UInt8] {
        do throws(BoundedFile.Failure) {
            return try BoundedFile.read(path: filePath, limit: KitLimits.standard.fileBytes)
        } catch {
            throw readProblem(error, path: path, what: what)
        }
    }

    /// What a file that could not be read is, as a diagnostic at line 1 of `path`.
    static func readProblem(_ error: BoundedFile.Failure, path: String, what: String = "file") -> DiagnosticList {
        let message: String
        switch error {
        case .missing, .unreadable: message = "cannot read the \(what): \(error)"
        case .notARegularFile, .tooLarge: message = "\(error)"
        }
        return DiagnosticList([Diagnostic(path: path, line: 1, column: 1, message: message)])
    }

    /// `Specs/native/basic-load.xml`: the path from the folder that holds the specs folder (the
    /// repository), so messages read the same on every machine; the path as given otherwise.
    static func displayPath(of file: URL, specs: URL) -> String {
        let specs = specs.standardizedFileURL
        return displayPath(
            ofStandardized: file.standardizedFileURL.path, given: file.path, specsParent: specs.deletingLastPathComponent().path)
    }

    /// `displayPath` of a standardized absolute path (`given` when it is not below the folder).
    private static func displayPath(ofStandardized path: String, given: String, specsParent: String) -> String {
        let relative = relativePath(of: path, under: specsParent)
        return relative.isEmpty ? given : relative
    }

    /// What golden headers (`# source`) and source hashes call the scenario folder, whatever its
    /// name on disk: `Specs`, its name in the repository.
    static let recordedFolderName = "Specs"

    /// `file` as golden headers and source hashes name it: `Specs/` and its path below the scenario
    /// folder (`Specs/Library/cards.xml`), so that no golden depends on where the checkout is or
    /// on what the scenario folder is called; the display path when it is not below that folder.
    package static func recordedPath(of file: URL, specs: URL) -> String {
        let specs = specs.standardizedFileURL
        return recordedPath(
            ofStandardized: file.standardizedFileURL.path, given: file.path, specs: specs.path,
            specsParent: specs.deletingLastPathComponent().path)
    }

    /// `recordedPath` of a standardized absolute path, given the specs folder's standardized path
    /// and its parent's (worked out once by `Workspace`); `given` when it is below neither.
    static func recordedPath(ofStandardized path: String, given: String? = nil, specs: String, specsParent: String) -> String {
        let relative = relativePath(of: path, under: specs)
        return relative.isEmpty
            ? displayPath(ofStandardized: path, given: given ?? path, specsParent: specsParent)
            : recordedFolderName + "/" + relative
    }

    /// `path`'s part below `folder` (both standardized), or "" when it is not below it.
    private static func relativePath(of path: String, under folder: String) -> String {
        let folder = folder.hasSuffix("/") ? folder : folder + "/"
        guard path.hasPrefix(folder) else { return "" }
        return String(path.dropFirst(folder.count))
    }
}

/// The scenario files of a specs folder with the names a corpus load gives each (its display
/// path, the id of its failure), and the problems of the folder's tree (`TreeScan`'s, in its
/// order): one `TreeWalk` checks every entry and lists (and, `reading`, reads) the scenario
/// files. Names are worked out with string operations on the folder's path, made once, instead
/// of `URL` operations per file: the same names as `Corpus.displayPath(of:specs:)` and
/// `ScenarioLoadFailure.id(of:specs:)`. The files are sorted by their path below the folder.
/// They are what a load reads only when `problems` is empty (no link, FIFO or unreadable entry).
struct CorpusListing {
    struct File: Sendable {
        /// Below the specs folder: `native/basic-load.xml`.
        var relative: String
        /// The absolute path the file is read at.
        var path: String
        /// As messages name it (`Corpus.displayPath`): `Specs/native/basic-load.xml`.
        var display: String
        /// `ScenarioLoadFailure.id`: `native/basic-load`.
        var failureID: String
        /// What the walk read, when it read (`nil`: read at `path` when asked).
        var contents: Result<[UInt8], BoundedFile.Failure>?

        /// The file's bytes, read under `KitLimits.fileBytes`, from `contents`: what the walk read
        /// of it (the load takes it out of the file, see `Corpus.loadFiles`), or read at `path`
        /// when the walk read nothing. A diagnostic at `display` when they cannot be (as
        /// `Corpus.read`).
        func bytes(_ contents: Result<[UInt8], BoundedFile.Failure>?) throws(DiagnosticList) -> [UInt8] {
            guard let contents else { return try Corpus.read(path, path: display) }
            switch contents {
            case .success(let bytes): return bytes
            case .failure(let error): throw Corpus.readProblem(error, path: display)
            }
        }
    }

    var files: [File] = []
    var problems: [Diagnostic]

    init(specs: URL, reading: Bool) {
        let root = specs.standardizedFileURL.path
        let walk = TreeWalk(
            root: root,
            listing: .init(suffix: ".xml", excluded: Corpus.excludedFolders, readLimit: reading ? KitLimits.standard.fileBytes : nil)
        ) { Corpus.displayPath(of: URL(fileURLWithPath: $0, isDirectory: false), specs: specs) }
        problems = walk.problems
        // What every display path starts with: the specs folder as `displayPath` names it. When
        // that is not a relative path (a folder at `/`), each file is named the long way.
        let folderName = Corpus.displayPath(of: specs, specs: specs)
        let prefix = folderName.isEmpty || folderName.hasPrefix("/") || root.hasSuffix("/") ? nil : folderName + "/"
        files.reserveCapacity(walk.files.count)
        for file in walk.files.sorted(by: { $0.relative < $1.relative }) {
            let relative = file.relative
            if let prefix {
                files.append(
                    File(
                        relative: relative, path: file.path, display: prefix + relative, failureID: String(relative.dropLast(4)),
                        contents: file.contents))
            } else {
                let url = URL(fileURLWithPath: file.path, isDirectory: false)
                files.append(
                    File(
                        relative: relative, path: file.path, display: Corpus.displayPath(of: url, specs: specs),
                        failureID: ScenarioLoadFailure.id(of: url, specs: specs), contents: file.contents))
            }
        }
    }
}
