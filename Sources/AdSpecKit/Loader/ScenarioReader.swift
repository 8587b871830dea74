import AdSpecEngine
import AdSpecHarness

/// Turns a validated `<scenario>` element into the engine's `ScenarioInput`, checking what the
/// schema cannot: references, duplicate ids, settings, template placeholders. Every problem is
/// recorded with the line and column of the element or attribute at fault; reading goes on after
/// a problem so that one run reports them all.
final class ScenarioReader {
    /// The file being read: the scenario, or a library file while a card of it is being inlined.
    var path: String
    var library: Library
    var diagnostics: [Diagnostic] = []
    /// Whether the scenario takes any ad, unit or card from the library.
    var usesLibrary = false
    /// The library's nibs the screen loads (`<gma-ad-view nib>`), by name: their hashes join the source hash.
    var nibsUsed: Set<String> = []
    /// How much of each thing a scenario may have (`ScenarioReader+Sizes`).
    var limits = KitLimits.standard
    /// Screen nodes read so far, inlined cards included.
    var nodesRead = 0
    /// The largest `ScreenContext.depth` of a node read (nested cards included); whether the
    /// screen depth limit has been reported (once per scenario).
    var deepestNode = 0
    var depthReported = false

    /// Every node id of the screen (after cards are inlined), where it was declared, what it is.
    var nodes: [String: NodeRecord] = [:]
    var states: [String: (declaration: StateDeclaration, location: SourceLocation)] = [:]
    /// Units the scenario declares (`<network>`), by id.
    var units: [String: SourceLocation] = [:]
    /// Ads declared inline (in the scenario or the library), by id.
    var inlineAds: [String: SourceLocation] = [:]
    /// Batches that `bulk-load` steps produce.
    var batches: Set<String> = []
    /// `<use>` elements whose duplicate ids have been reported (once per use).
    var reportedUseSites: Set<SourceLocation> = []
    /// Set while this reader reads a library card's body for `CardReadings`: what the body does
    /// to the scenario (diagnostics, ids) is written down here instead of done.
    var recording: [CardEvent]?
    /// While recording: the body read the scenario's states or batches (`readingScenario()`).
    var readsScenario = false
    /// Card bodies through `library.cardReadings` (false: each read at every use, the general
    /// way, which the tests compare it with).
    var readsCardBodiesOnce = true

    struct NodeRecord {
        var location: SourceLocation
        var kind: ViewNode.Kind
        /// How many `for-each` / `bulk-items` / `slider-cards` templates enclose the node.
        var templateDepth: Int
    }

    init(path: String, library: Library) {
        self.path = path
        self.library = library
    }

    // MARK: - Diagnostics

    func error(line: Int, column: Int, _ message: String) {
        add(Diagnostic(path: path, line: line, column: column, message: message))
    }

    /// A problem found: in `diagnostics`, or in the recording of a card body.
    func add(_ diagnostic: Diagnostic) {
        if recording != nil {
            recording?.append(.diagnostic(diagnostic))
        } else {
            diagnostics.append(diagnostic)
        }
    }

    func error(_ element: XMLElementNode, _ message: String) {
        error(line: element.line, column: element.column, message)
    }

    /// At the attribute when the element has it, else at the element.
    func error(_ element: XMLElementNode, attribute: String, _ message: String) {
        if let at = element.attribute(attribute) {
            error(line: at.line, column: at.column, message)
        } else {
            error(element, message)
        }
    }

    // MARK: - Attribute values (the schema has checked their form; these guard the rest)

    func string(_ element: XMLElementNode, _ name: String) -> String? { element[name] }

    func bool(_ element: XMLElementNode, _ name: String, default fallback: Bool) -> Bool {
        guard let text = element[name] else { return fallback }
        switch text.trimmingWhitespace() {
        case "true", "1": return true
        case "false", "0": return false
        default:
            error(element, attribute: name, "\(name) takes true or false, not '\(text)'")
            return fallback
        }
    }

    // Numbers: `int(_:_:in:)` and `double(_:_:in:)` (ScenarioReader+Limits.swift), always with a range.

    /// A required attribute (the schema requires it too; this keeps the reader total).
    func required(_ element: XMLElementNode, _ name: String) -> String? {
        guard let value = element[name] else {
            error(element, "<\(element.name)> needs the attribute \(name)=")
            return nil
        }
        return value
    }

    func words(_ text: String) -> [String] { text.xmlWords() }
}

extension String {
    /// The words of the text, split at runs of XML white space.
    func xmlWords() -> [String] {
        split(whereSeparator: \.isXMLSpace).map(String.init)
    }

    /// Runs of XML white space as one space, none at either end.
    func collapsingXMLSpace() -> String {
        collapsingWhitespace(where: \.isXMLSpace)
    }
}

extension String {
    func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isXMLSpace }), let last = lastIndex(where: { !$0.isXMLSpace }) else {
            return ""
        }
        return String(self[first...last])
    }
}
