import AdSpecHarness
import CLibXML2
import Foundation

/// Collects libxml2's errors for one parse or one validation. Reached from libxml2's callbacks
/// through a context pointer (`ctxt->_private` for the parser, the user data of the schema
/// contexts and of the thread-local structured handler), never through global state, so any
/// number of files can be loaded on any number of threads at once.
final class XMLErrorCollector {
    let path: String
    private(set) var diagnostics: [Diagnostic] = []
    /// Set by the DOCTYPE hook: the line libxml2 had reached when it saw `<!DOCTYPE name ...`.
    var doctypeLine: Int?
    /// Where each element (and attribute) of the document being validated begins, by node
    /// address, so that schema errors, which libxml2 reports with column 0, get a real column.
    var positions: [UnsafeMutableRawPointer: SourceScanner.Position] = [:]
    /// Where each attribute begins, by the address of its element.
    var attributePositions: [UnsafeMutableRawPointer: [String: SourceScanner.Position]] = [:]
    /// Works out `positions` and `attributePositions` (`XMLTreeConverter`): called at the first
    /// schema error, so that a document without one never pays for them.
    var placement: (() -> ([UnsafeMutableRawPointer: SourceScanner.Position], [UnsafeMutableRawPointer: [String: SourceScanner.Position]]))?

    /// Set to validate: schema errors are rewritten in the kit's voice (`SchemaMessages`).
    var vocabulary: SchemaMessages.Vocabulary?
    /// The attribute suggested for each element: its "required but missing" is then left out.
    private var suggested: [UnsafeMutableRawPointer: (index: Int, attribute: String)] = [:]

    init(path: String) { self.path = path }

    var opaque: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    static func from(_ opaque: UnsafeMutableRawPointer) -> XMLErrorCollector {
        Unmanaged<XMLErrorCollector>.fromOpaque(opaque).takeUnretainedValue()
    }

    func add(line: Int, column: Int, message: String) {
        diagnostics.append(Diagnostic(path: path, line: line, column: column, message: message))
    }

    func record(_ error: xmlError) {
        // Warnings (e.g. a relative namespace URI) are not errors of the scenario.
        guard error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        var message = error.message.map { String(cString: $0) } ?? "unknown XML error (code \(error.code))"
        message = Self.tidy(message)
        let attributeOfMessage = Self.attributeName(in: message)
        if let vocabulary, error.domain == Int32(XML_FROM_SCHEMASV.rawValue) {
            let (element, attribute, rest) = SchemaMessages.subject(of: message)
            if let node = error.node, let element, let earlier = suggested[node],
                SchemaMessages.between(rest, "The attribute '", "' is required but missing") == earlier.attribute
            {
                diagnostics[earlier.index].message += " (<\(element)> needs '\(earlier.attribute)')"
                return
            }
            message = SchemaMessages.rewrite(message, vocabulary: vocabulary)
            if let node = error.node, let attribute, rest.hasSuffix("' is not allowed"),
                let near = NearestName.suggestion(for: attribute, in: (vocabulary.attributes[element ?? ""] ?? []).sorted())
            {
                suggested[node] = (diagnostics.count, near)
            }
        }
        var line = Int(error.line)
        var column = 0
        if error.domain == Int32(XML_FROM_SCHEMASV.rawValue) || error.domain == Int32(XML_FROM_SCHEMASP.rawValue) {
            // Schema errors carry the node's line and column 0.
            if let place = placement {
                placement = nil
                (positions, attributePositions) = place()
            }
            if let node = error.node, let position = positions[node] {
                line = position.line
                column = position.column
                // "Element 'x', attribute 'y': ..." is about the attribute: point at it.
                if let name = attributeOfMessage, let at = attributePositions[node]?[name] {
                    line = at.line
                    column = at.column
                }
            }
        } else {
            column = Int(error.int2)
        }
        // libxml2 gives column 0 when it has none (schema errors on nodes we cannot place, I/O
        // errors). The output format always has a column, so column 1 stands for "the line".
        add(line: line, column: max(1, column), message: message)
    }

    static func attributeName(in message: String) -> String? {
        guard message.hasPrefix("Element '"), let marker = message.range(of: "', attribute '") else { return nil }
        let rest = message[marker.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<end])
    }

    /// `Element '{urn:adspec:scenario:1}foo': ...` reads better without the namespace, which every
    /// element of a scenario has; libxml2's trailing newline and full stop go too.
    static func tidy(_ message: String) -> String {
        var text = message.replacingOccurrences(of: "{\(ScenarioNamespace.uri)}", with: "")
        while let last = text.last, last == "\n" || last == " " { text.removeLast() }
        if text.hasSuffix(".") && !text.hasSuffix("..") { text.removeLast() }
        return text
    }
}

/// The namespace of the scenario format, version 1.
package enum ScenarioNamespace {
    package static let uri = "urn:adspec:scenario:1"
}
