import AdSpecHarness
import CLibXML2
import Foundation

/// A compiled XSD. Compiled once and shared: libxml2's compiled schemas are read-only during
/// validation, and every validation gets its own context, so one instance serves all threads.
package final class XMLSchema: @unchecked Sendable {
    private let schema: xmlSchemaPtr
    /// Kept alive with the schema, which may point into it.
    private let document: xmlDocPtr
    package let path: String
    /// What its errors name as allowed (`SchemaMessages`).
    let vocabulary: SchemaMessages.Vocabulary

    /// Compiles the XSD in `bytes`, the content of the file at `location` (`path`, as messages
    /// name it, by default). The XSD itself is parsed with the same safe parser as the scenarios
    /// (libxml2's own schema loader would parse it with `NOENT`), and so is every file it
    /// includes or imports, which must be in its folder (`SchemaImports`): nothing is fetched.
    package init(bytes: [UInt8], path: String, location: URL? = nil) throws(DiagnosticList) {
        let folder = SchemaImports.folder(ofSchemaAt: location?.path ?? path)
        let tree = try SafeXML.parse(bytes, path: path)
        let references = SchemaImports.check(tree, path: path, folder: folder)
        if !references.isEmpty { throw DiagnosticList(references) }
        let doc = try SafeXML.parseDocument(bytes, path: path, url: location?.standardizedFileURL.path)
        let collector = XMLErrorCollector(path: path)
        guard let parser = xmlSchemaNewDocParserCtxt(doc) else {
            xmlFreeDoc(doc)
            throw DiagnosticList([Diagnostic(path: path, line: 1, column: 1, message: "cannot read the schema")])
        }
        xmlSchemaSetParserStructuredErrors(
            parser,
            { context, error in
                guard let context, let error else { return }
                XMLErrorCollector.from(context).record(error.pointee)
            }, collector.opaque)
        xmlSetStructuredErrorFunc(collector.opaque) { context, error in
            guard let context, let error else { return }
            XMLErrorCollector.from(context).record(error.pointee)
        }
        let (compiled, refused) = SchemaImports.compiling(in: folder) { xmlSchemaParse(parser) }
        xmlSetStructuredErrorFunc(nil, nil)
        for location in refused {
            collector.add(line: 1, column: 1, message: "the schema reads \(location): refused, nothing outside its folder is read")
        }
        xmlSchemaFreeParserCtxt(parser)
        guard let compiled, collector.diagnostics.isEmpty else {
            if let compiled { xmlSchemaFree(compiled) }
            xmlFreeDoc(doc)
            throw DiagnosticList(
                collector.diagnostics.isEmpty
                    ? [Diagnostic(path: path, line: 1, column: 1, message: "the schema does not compile")]
                    : collector.diagnostics)
        }
        self.schema = compiled
        self.document = doc
        self.path = path
        self.vocabulary = SchemaMessages.Vocabulary(schema: tree)
    }

    deinit {
        xmlSchemaFree(schema)
        xmlFreeDoc(document)
    }

    /// Validates `doc`, adding every schema error to `collector`.
    func validate(_ doc: xmlDocPtr, collector: XMLErrorCollector) {
        guard let context = xmlSchemaNewValidCtxt(schema) else {
            collector.add(line: 1, column: 1, message: "libxml2 is out of memory")
            return
        }
        defer { xmlSchemaFreeValidCtxt(context) }
        collector.vocabulary = vocabulary
        xmlSchemaSetValidStructuredErrors(
            context,
            { context, error in
                guard let context, let error else { return }
                XMLErrorCollector.from(context).record(error.pointee)
            }, collector.opaque)
        let before = collector.diagnostics.count
        let result = withExtendedLifetime(collector) { xmlSchemaValidateDoc(context, doc) }
        if result != 0 && collector.diagnostics.count == before {
            collector.add(line: 1, column: 1, message: "the document does not match the schema (libxml2 code \(result))")
        }
    }

    /// The schema at `url`, compiled once per process for each distinct content.
    package static func load(contentsOf url: URL, path: String) throws(DiagnosticList) -> XMLSchema {
        let bytes = try Corpus.read(url, path: path, what: "schema file")
        return try cache.schema(for: bytes, path: path, location: url)
    }

    private static let cache = Cache()

    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [[UInt8]: XMLSchema] = [:]

        func schema(for bytes: [UInt8], path: String, location: URL) throws(DiagnosticList) -> XMLSchema {
            lock.lock()
            defer { lock.unlock() }
            if let found = entries[bytes] { return found }
            let schema = try XMLSchema(bytes: bytes, path: path, location: location)
            entries[bytes] = schema
            return schema
        }
    }
}
