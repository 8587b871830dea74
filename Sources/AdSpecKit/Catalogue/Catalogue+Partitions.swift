import AdSpecHarness
import Foundation

/// Rule partitions (issue 10, item 2; `Specs/Catalogue/partitions.xml`, Documentation/Partitions.md):
/// for a `must` or `should` rule, the ways it can be reached (entry point, where the modifier
/// sits, the phase of the triggering step, one or two of a kind, each side of a boundary), each
/// with the scenarios that reach it that way, or marked as not applying with the reason.
extension Catalogue {
    /// The partitions file and its schema, relative to the specs folder.
    package static let partitionsRelativePath = "Catalogue/partitions.xml"
    package static let partitionsSchemaRelativePath = "Catalogue/partitions.xsd"
    package static let partitionsNamespace = "urn:adspec:partitions:1"

    /// One way a rule can be reached.
    package struct Partition: Sendable, Hashable {
        /// `dimension:value`: `entry:bulk`, `placement:wrapper`, `phase:loading`, `count:two`,
        /// `boundary:threshold-at`.
        package var id: String
        /// The scenarios that reach the rule this way; empty when it does not apply (or is open).
        package var scenarios: [String]
        /// Why the partition does not apply to the rule; `nil` when it applies.
        package var notApplicable: String?
        package var line: Int

        package init(id: String, scenarios: [String], notApplicable: String? = nil, line: Int) {
            self.id = id
            self.scenarios = scenarios
            self.notApplicable = notApplicable
            self.line = line
        }

        package var applies: Bool { notApplicable == nil }
        /// The dimension (`entry`, `placement`, `phase`, `count`, `boundary`).
        package var dimension: String { String(id.split(separator: ":").first ?? "") }
    }

    /// The partitions of one rule, in file order.
    package struct RulePartitions: Sendable, Hashable {
        package var rule: String
        package var partitions: [Partition]
        package var line: Int

        package init(rule: String, partitions: [Partition], line: Int) {
            self.rule = rule
            self.partitions = partitions
            self.line = line
        }
    }

    /// The partitions of a rule, if the partitions file lists it.
    package func partitions(of rule: String) -> RulePartitions? { partitionMap?.rules.first { $0.rule == rule } }

    /// Whether a rule must have partitions: a `must` or `should` rule of an implemented area.
    package func needsPartitions(_ rule: Rule) -> Bool {
        (rule.strength == .must || rule.strength == .should) && (area(rule.area)?.implemented ?? false)
    }
}

/// The loaded partitions file.
package struct PartitionMap: Sendable, Hashable {
    /// The file as given to the loader (used in diagnostics).
    package var path: String
    package var rules: [Catalogue.RulePartitions]

    package init(path: String, rules: [Catalogue.RulePartitions]) {
        self.path = path
        self.rules = rules
    }

    /// Loads and checks `Catalogue/partitions.xml` of a specs folder against the catalogue, or
    /// returns `nil` when the folder has none (a corpus without partitions: the gate then asks
    /// for none). A file that is there must be valid.
    static func load(specsDirectory specs: URL, catalogue: Catalogue) throws(DiagnosticList) -> PartitionMap? {
        let file = specs.appendingPathComponent(Catalogue.partitionsRelativePath)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        let schemaURL = specs.appendingPathComponent(Catalogue.partitionsSchemaRelativePath)
        let path = Workspace.relative(file.standardizedFileURL.path, to: catalogue.root.path) ?? file.path
        let element: XMLElementNode
        do {
            let data = try Corpus.read(file, path: path, what: "rule partitions")
            let schema = try XMLSchema.load(contentsOf: schemaURL, path: schemaURL.standardizedFileURL.path)
            element = try SafeXML.parse(data, path: path, schema: schema)
        } catch {
            throw DiagnosticList(
                error.diagnostics.map { diagnostic in
                    var copy = diagnostic
                    copy.message = copy.message.replacingOccurrences(of: "{\(Catalogue.partitionsNamespace)}", with: "")
                    return copy
                })
        }
        var diagnostics: [Diagnostic] = []
        func problem(_ line: Int, _ message: String) {
            diagnostics.append(Diagnostic(path: path, line: line, column: 1, message: message))
        }
        if element.name != "partitions" || element.namespace != Catalogue.partitionsNamespace {
            problem(element.line, "the root element is <partitions xmlns=\"\(Catalogue.partitionsNamespace)\">")
        }
        var rules: [Catalogue.RulePartitions] = []
        for ruleElement in element.children(named: "rule") {
            let id = CatalogueText.collapsed(ruleElement["id"] ?? "")
            if let rule = catalogue.rule(id) {
                if !catalogue.needsPartitions(rule) {
                    let implemented = catalogue.area(rule.area)?.implemented ?? false
                    problem(
                        ruleElement.line,
                        "rule \(id) is \(implemented ? rule.strength.rawValue : "of area '\(rule.area)', not implemented"); "
                            + "partitions are listed for the must and should rules of implemented areas only")
                }
            } else {
                var message = "partitions for unknown rule id '\(id)'"
                if let near = catalogue.nearestRuleID(to: id) { message += " (did you mean \(near)?)" }
                problem(ruleElement.line, message + "; every rule here must be a rule of \(catalogue.path)")
            }
            var partitions: [Catalogue.Partition] = []
            for partition in ruleElement.children(named: "partition") {
                let partitionID = CatalogueText.collapsed(partition["id"] ?? "")
                let scenarios = (partition["scenarios"] ?? "").split(separator: " ").map(String.init)
                let reason = CatalogueText.collapsed(partition.text)
                let notApplicable = partition["applies"] == "false"
                if notApplicable && (reason.isEmpty || !scenarios.isEmpty) {
                    problem(
                        partition.line,
                        "partition \(partitionID) of \(id) has applies=\"false\": give the reason as its text and no scenarios")
                } else if !notApplicable && !reason.isEmpty {
                    problem(
                        partition.line,
                        "partition \(partitionID) of \(id) has text but applies: text is the reason a partition does not "
                            + "apply (applies=\"false\"); list the covering scenarios in scenarios=\"...\"")
                }
                partitions.append(
                    Catalogue.Partition(
                        id: partitionID, scenarios: scenarios, notApplicable: notApplicable ? reason : nil,
                        line: partition.line))
            }
            rules.append(Catalogue.RulePartitions(rule: id, partitions: partitions, line: ruleElement.line))
        }
        if !diagnostics.isEmpty { throw DiagnosticList(diagnostics) }
        return PartitionMap(path: path, rules: rules)
    }
}
