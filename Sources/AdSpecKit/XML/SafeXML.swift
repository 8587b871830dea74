import AdSpecHarness
import CLibXML2

/// Parses scenario-format documents with libxml2, safely:
/// - options `NONET | NOBLANKS | BIG_LINES`, never `NOENT` or `DTDLOAD`; documents that `parse`
///   converts and frees add `COMPACT` (short text kept in its node instead of a block of its own,
///   which asks that the tree be never changed: nothing changes it between the parse and the
///   free; a schema's document, which the schema parser prunes, is read without it);
/// - any `DOCTYPE` is refused (the parser is stopped as soon as it sees one, before an internal
///   subset is read), so no entity is ever declared, loaded or expanded;
/// - attribute values are read from the parsed text nodes, never through `xmlGetProp`, which
///   would expand entity references;
/// - errors are collected per parse through context pointers, never through global state.
package enum SafeXML {
    static let options = Int32(
        XML_PARSE_NONET.rawValue | XML_PARSE_NOBLANKS.rawValue | XML_PARSE_BIG_LINES.rawValue)
    /// `options` and `COMPACT`, for the documents `parse` reads (measured -14.7 M instructions on
    /// `adspec list` at 1,000 scenarios: fewer blocks to allocate and free per attribute value).
    static let readOnlyOptions = options | Int32(XML_PARSE_COMPACT.rawValue)

    /// Files larger than this are refused before libxml2 sees them (scenarios are a few KB).
    package static var maximumSize: Int { KitLimits.standard.fileBytes }

    /// `xmlInitParser` once per process, before any thread parses.
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// Parses `bytes` (the content of the file at `path`, which is only used in messages),
    /// optionally validates the document against `schema`, and returns its root element.
    package static func parse(_ bytes: [UInt8], path: String, schema: XMLSchema? = nil) throws(DiagnosticList)
        -> XMLElementNode
    {
        let (doc, tags) = try parseDocument(bytes, path: path, limits: .standard, compact: true)
        defer { xmlFreeDoc(doc) }
        let collector = XMLErrorCollector(path: path)
        let root = XMLTreeConverter.convert(doc, tags: tags, collector: collector)
        guard let root else {
            throw DiagnosticList([Diagnostic(path: path, line: 1, column: 1, message: "the document has no root element")])
        }
        if let schema {
            schema.validate(doc, collector: collector)
            if !collector.diagnostics.isEmpty { throw DiagnosticList(collector.diagnostics) }
        }
        return root
    }

    /// Parses `bytes` into a libxml2 document that the caller frees with `xmlFreeDoc`; `url` is the
    /// document's base for relative references (a schema's imports), `path` by default.
    static func parseDocument(_ bytes: [UInt8], path: String, url: String? = nil) throws(DiagnosticList) -> xmlDocPtr {
        try parseDocument(bytes, path: path, limits: .standard, url: url).doc
    }

    /// The document and where each of its start tags begins (`SourceScanner`). The counts of
    /// elements and of attributes per element are checked on the bytes before libxml2 sees them.
    /// `compact`: parsed with `readOnlyOptions`, for a document nothing changes before it is freed.
    static func parseDocument(_ bytes: [UInt8], path: String, limits: KitLimits, url: String? = nil, compact: Bool = false)
        throws(DiagnosticList) -> (doc: xmlDocPtr, tags: SourceScanner.StartTags)
    {
        _ = initialized
        if bytes.allSatisfy(\.isXMLSpace) {
            throw DiagnosticList([
                Diagnostic(
                    path: path, line: 1, column: 1,
                    message: "the file is empty; a scenario starts with <scenario xmlns=\"\(ScenarioNamespace.uri)\" id=\"...\">")
            ])
        }
        if bytes.count > limits.fileBytes {
            throw DiagnosticList([
                Diagnostic(
                    path: path, line: 1, column: 1,
                    message: BoundedFile.Failure.tooLarge(size: bytes.count, limit: limits.fileBytes).description)
            ])
        }
        let tags: SourceScanner.StartTags
        do throws(SourceScanner.Excess) {
            tags = try SourceScanner.startTags(
                in: bytes, maximumTags: limits.elementsPerFile, maximumAttributes: limits.attributesPerElement)
        } catch {
            switch error {
            case .elements(let at, let limit):
                throw DiagnosticList([
                    Diagnostic(
                        path: path, line: at.line, column: at.column,
                        message: "more than \(limit) elements in one file (the kit's limit of elements per file)")
                ])
            case .attributes(_, let at, let limit):
                throw DiagnosticList([
                    Diagnostic(
                        path: path, line: at.line, column: at.column,
                        message: "more than \(limit) attributes on one element (the kit's limit of attributes per element)")
                ])
            }
        }
        guard let ctxt = xmlNewParserCtxt() else {
            throw DiagnosticList([Diagnostic(path: path, line: 1, column: 1, message: "libxml2 is out of memory")])
        }
        defer { xmlFreeParserCtxt(ctxt) }
        let collector = XMLErrorCollector(path: path)
        ctxt.pointee._private = collector.opaque
        ctxt.pointee.sax.pointee.serror = { userData, error in
            // For parser errors libxml2 passes ctxt->userData, which is the parser context.
            guard let userData, let error,
                let opaque = userData.assumingMemoryBound(to: xmlParserCtxt.self).pointee._private
            else { return }
            XMLErrorCollector.from(opaque).record(error.pointee)
        }
        ctxt.pointee.sax.pointee.internalSubset = { userData, _, _, _ in
            // `<!DOCTYPE name ...` has been read; its internal subset (entity declarations) has not.
            guard let userData else { return }
            let ctxt = userData.assumingMemoryBound(to: xmlParserCtxt.self)
            if let opaque = ctxt.pointee._private {
                XMLErrorCollector.from(opaque).doctypeLine = Int(ctxt.pointee.input?.pointee.line ?? 1)
            }
            xmlStopParser(ctxt)
        }
        // Errors that bypass the context (I/O) go to the thread-local structured handler.
        xmlSetStructuredErrorFunc(collector.opaque) { context, error in
            guard let context, let error else { return }
            XMLErrorCollector.from(context).record(error.pointee)
        }
        defer { xmlSetStructuredErrorFunc(nil, nil) }

        let doc = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                xmlCtxtReadMemory(
                    ctxt, chars.baseAddress, Int32(chars.count), url ?? path, nil, compact ? readOnlyOptions : options)
            }
        }
        let hasDoctype =
            collector.doctypeLine != nil
            || doc.map { $0.pointee.intSubset != nil || $0.pointee.extSubset != nil } == true
        if hasDoctype {
            if let doc { xmlFreeDoc(doc) }
            let position = doctypePosition(in: bytes, nearLine: collector.doctypeLine)
            throw DiagnosticList([
                Diagnostic(
                    path: path, line: position.line, column: position.column,
                    message: "DOCTYPE is not allowed in scenarios (no DTDs, no entities)")
            ])
        }
        guard let doc, ctxt.pointee.wellFormed != 0 else {
            if let doc { xmlFreeDoc(doc) }
            // After the first fatal error libxml2 goes on reporting its consequences; the first
            // error is the one to fix.
            let first =
                collector.diagnostics.first
                ?? Diagnostic(path: path, line: 1, column: 1, message: "the document is not well-formed XML")
            throw DiagnosticList([first])
        }
        return (doc, tags)
    }

    /// Where `<!DOCTYPE` begins: the last occurrence at or before the line libxml2 reported.
    private static func doctypePosition(in bytes: [UInt8], nearLine line: Int?) -> SourceScanner.Position {
        let all = SourceScanner.occurrences(of: "<!DOCTYPE", in: bytes)
        if let line, let found = all.last(where: { $0.line <= line }) { return found }
        return all.first ?? SourceScanner.Position(line: line ?? 1, column: 1)
    }
}
