import AdSpecHarness
import Foundation

extension Catalogue {
    /// The catalogue's namespace, version 1.
    package static let namespace = "urn:adspec:catalogue:1"
    /// `Specs/Catalogue/rules.xml` and its schema, relative to the specs folder.
    package static let relativePath = "Catalogue/rules.xml"
    package static let schemaRelativePath = "Catalogue/rules.xsd"

    /// A loaded catalogue and what its checks could not do (for example the quote check when the
    /// seed documents are absent), as `note: ...` lines to print.
    package struct Loaded: Sendable {
        package var catalogue: Catalogue
        package var notes: [String]
    }

    /// Loads `Catalogue/rules.xml` of a specs folder: parses it with the safe libxml2 layer,
    /// validates it with `Catalogue/rules.xsd` (loaded from its path, so that its relative import
    /// of `xml.xsd` resolves), then runs the checks XSD 1.0 cannot express (`CatalogueChecks`).
    /// Source documents are resolved against the folder that holds the specs folder.
    package static func load(specsDirectory: URL) throws(DiagnosticList) -> Loaded {
        let specs = specsDirectory.standardizedFileURL
        var loaded = try load(
            file: specs.appendingPathComponent(relativePath), schema: specs.appendingPathComponent(schemaRelativePath),
            root: specs.deletingLastPathComponent())
        loaded.catalogue.partitionMap = try PartitionMap.load(specsDirectory: specs, catalogue: loaded.catalogue)
        return loaded
    }

    /// Loads a catalogue file with a schema file; `root` is the folder paths are relative to (in
    /// messages, and for the source documents).
    package static func load(file: URL, schema schemaURL: URL, root: URL) throws(DiagnosticList) -> Loaded {
        let key = CatalogueMemo.Key(
            file: file.standardizedFileURL.path, schema: schemaURL.standardizedFileURL.path,
            root: root.standardizedFileURL.path)
        if let kept = CatalogueMemo.lookup(key) { return try kept.get() }
        var documents: [String] = []
        let result = Result { () throws(DiagnosticList) -> Loaded in
            try loadAnew(file: file, schema: schemaURL, root: root, documents: &documents)
        }
        let schemaFolder = schemaURL.standardizedFileURL.deletingLastPathComponent()
        let schemas = ((try? FileManager.default.contentsOfDirectory(atPath: schemaFolder.path)) ?? [])
            .filter { $0.hasSuffix(".xsd") }.sorted().map { schemaFolder.appendingPathComponent($0).path }
        CatalogueMemo.store(key, inputs: [key.file] + schemas + documents, result)
        return try result.get()
    }

    private static func loadAnew(file: URL, schema schemaURL: URL, root: URL, documents: inout [String])
        throws(DiagnosticList) -> Loaded
    {
        let root = root.standardizedFileURL
        let path = Workspace.relative(file.standardizedFileURL.path, to: root.path) ?? file.standardizedFileURL.path
        let element: XMLElementNode
        do {
            let data = try Corpus.read(file, path: path, what: "rule catalogue")
            // The schema's own path must be real: it imports xml.xsd relative to itself.
            let schema = try XMLSchema.load(contentsOf: schemaURL, path: schemaURL.standardizedFileURL.path)
            element = try SafeXML.parse(data, path: path, schema: schema)
        } catch {
            throw DiagnosticList(error.diagnostics.map(tidy))
        }
        var reader = CatalogueReader(path: path)
        let catalogue = reader.read(element, root: root)
        if !reader.diagnostics.isEmpty { throw DiagnosticList(reader.diagnostics) }
        let checks = CatalogueChecks(catalogue: catalogue, sourceBase: root)
        documents = catalogue.sources.compactMap { checks.confinedURL(of: $0)?.path }
        let findings = checks.run()
        if !findings.errors.isEmpty { throw DiagnosticList(findings.errors) }
        return Loaded(catalogue: catalogue, notes: findings.notes)
    }

    /// Schema messages name elements `{urn:adspec:catalogue:1}rule`; the namespace is noise.
    static func tidy(_ diagnostic: Diagnostic) -> Diagnostic {
        var copy = diagnostic
        copy.message = copy.message.replacingOccurrences(of: "{\(namespace)}", with: "")
        return copy
    }
}

/// Turns the validated catalogue element into a `Catalogue`. The schema has already checked
/// structure and vocabularies; what is left is reading values, so problems here are rare (an
/// element of the wrong namespace, say).
struct CatalogueReader {
    var path: String
    var diagnostics: [Diagnostic] = []

    init(path: String) { self.path = path }

    mutating func read(_ element: XMLElementNode, root: URL) -> Catalogue {
        if element.name != "catalogue" || element.namespace != Catalogue.namespace {
            problem(element, "the root element is <catalogue xmlns=\"\(Catalogue.namespace)\">, not <\(element.name)>")
        }
        let sources = (element.child(named: "sources")?.children(named: "source") ?? []).map { source in
            Catalogue.Source(
                id: value(source, "id"), path: value(source, "path"), language: value(source, "xml:lang"),
                title: value(source, "title"), line: source.line, pathLine: source.attribute("path")?.line,
                pathColumn: source.attribute("path")?.column ?? source.column)
        }
        let areas = (element.child(named: "areas")?.children(named: "area") ?? []).map { area in
            Catalogue.Area(
                id: value(area, "id"), prefix: value(area, "prefix"), title: value(area, "title"),
                implemented: ["true", "1"].contains(value(area, "implemented")), line: area.line)
        }
        var rules: [Catalogue.Rule] = []
        for rule in element.child(named: "rules")?.children(named: "rule") ?? [] {
            if let read = readRule(rule) { rules.append(read) }
        }
        return Catalogue(path: path, sources: sources, areas: areas, rules: rules, root: root)
    }

    mutating func readRule(_ element: XMLElementNode) -> Catalogue.Rule? {
        guard let strength = Catalogue.Strength(rawValue: value(element, "strength")),
            let status = Catalogue.Status(rawValue: value(element, "status"))
        else {
            problem(element, "rule \(value(element, "id")) has an unknown strength or status")
            return nil
        }
        guard let quoteElement = element.child(named: "quote") else {
            problem(element, "rule \(value(element, "id")) has no <quote>")
            return nil
        }
        return Catalogue.Rule(
            id: value(element, "id"), area: value(element, "area"), source: value(element, "source"),
            section: value(element, "section"), strength: strength, status: status, quote: quote(quoteElement),
            statement: CatalogueText.collapsed(element.child(named: "statement")?.text ?? ""),
            inferred: element.children(named: "inferred").map { inferred in
                Catalogue.Inference(
                    setting: value(inferred, "setting"), defaultValue: value(inferred, "default"),
                    reason: CatalogueText.collapsed(inferred.text), line: inferred.line)
            },
            also: element.children(named: "also").compactMap { also in
                also.child(named: "quote").map {
                    Catalogue.Also(source: value(also, "source"), section: value(also, "section"), quote: quote($0))
                }
            },
            related: element.children(named: "related").map { value($0, "rule") }, line: element.line,
            tolerances: element.children(named: "tolerance").compactMap(tolerance(_:)))
    }

    func tolerance(_ element: XMLElementNode) -> Catalogue.Tolerance? {
        guard let kind = Catalogue.Tolerance.Kind(rawValue: value(element, "kind")),
            let basis = Catalogue.Tolerance.Basis(rawValue: value(element, "basis"))
        else { return nil }
        // Alternatives (issue 36, item 1) have `values` and no minimum or maximum.
        let alternatives = value(element, "values").split(separator: " ").map(String.init)
        let minimum = Double(value(element, "minimum")), maximum = Double(value(element, "maximum"))
        guard kind == .alternatives || (minimum != nil && maximum != nil) else { return nil }
        return Catalogue.Tolerance(
            kind: kind, basis: basis, setting: value(element, "setting"), minimum: minimum ?? 0, maximum: maximum ?? 0,
            unit: value(element, "unit"), reason: CatalogueText.collapsed(element.text), line: element.line,
            alternatives: alternatives)
    }

    func quote(_ element: XMLElementNode) -> Catalogue.Quote {
        Catalogue.Quote(
            text: CatalogueText.collapsed(element.text), language: value(element, "xml:lang"), line: element.line)
    }

    func value(_ element: XMLElementNode, _ name: String) -> String {
        CatalogueText.collapsed(element[name] ?? "")
    }

    mutating func problem(_ element: XMLElementNode, _ message: String) {
        diagnostics.append(Diagnostic(path: path, line: element.line, column: element.column, message: message))
    }
}
