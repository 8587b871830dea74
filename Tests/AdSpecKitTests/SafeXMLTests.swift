import AdSpecKit
import AdSpecTestSupport
import Foundation
import Testing

@Suite("Safe XML parsing")
struct SafeXMLTests {
    private func parse(_ text: String, schema: XMLSchema? = nil) -> Result<XMLElementNode, DiagnosticList> {
        Result { () throws(DiagnosticList) in try SafeXML.parse(Array(text.utf8), path: "t.xml", schema: schema) }
    }

    private func problems(_ text: String) -> [String] {
        guard case .failure(let list) = parse(text) else { return [] }
        return list.diagnostics.map(\.description)
    }

    @Test func elementsCarryLineColumnTextAndAttributes() throws {
        let text = """
            <root a="1">
              <child   b="x &amp; y"
                 c="2">hello<![CDATA[ <world> ]]></child><child/>
            </root>
            """
        let root = try parse(text).get()
        #expect(root.name == "root" && root.line == 1 && root.column == 1)
        #expect(root.children.count == 2)
        let child = root.children[0]
        #expect(child.line == 2 && child.column == 3)
        #expect(child["b"] == "x & y")
        #expect(child.attribute("c")?.line == 3 && child.attribute("c")?.column == 6)
        #expect(child.text == "hello <world> ")
        #expect(root.children[1].line == 3 && root.children[1].column == 46)
    }

    @Test func unclosedTagGivesPathLineAndColumn() {
        let found = problems("<root>\n  <child>\n</root>\n")
        #expect(found == ["t.xml:3:8: error: Opening and ending tag mismatch: child line 2 and root"])
    }

    @Test func missingEndOfDocumentIsReportedOnce() {
        let found = problems("<root>\n  <child/>\n")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("t.xml:") == true)
    }

    @Test func externalEntityDoctypeIsRefusedAndNothingIsRead() {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>
            <x a="&e;">&e;</x>
            """
        let found = problems(text)
        #expect(found == ["t.xml:2:1: error: DOCTYPE is not allowed in scenarios (no DTDs, no entities)"])
        #expect(!found.joined().contains("root:"))
    }

    @Test func billionLaughsIsRefused() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            text += " <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        text += "]>\n<lolz a=\"&lol9;\">&lol9;</lolz>\n"
        let clock = ContinuousClock()
        var found: [String] = []
        let elapsed = clock.measure { found = problems(text) }
        #expect(found == ["t.xml:2:1: error: DOCTYPE is not allowed in scenarios (no DTDs, no entities)"])
        #expect(elapsed < .seconds(1))
    }

    @Test func doctypeWithoutEntitiesIsRefusedToo() {
        #expect(
            problems("\n\n  <!DOCTYPE root SYSTEM \"root.dtd\">\n<root/>") == [
                "t.xml:3:3: error: DOCTYPE is not allowed in scenarios (no DTDs, no entities)"
            ])
    }

    @Test func undeclaredEntityIsAnError() {
        #expect(problems("<root>&e;</root>") == ["t.xml:1:10: error: Entity 'e' not defined"])
    }

    @Test(arguments: ["", "   \n\n"])
    func emptyFileIsRefused(_ text: String) {
        let found = problems(text)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("t.xml:1:1: error: the file is empty") == true)
    }

    @Test func diagnosticFormat() {
        let diagnostic = Diagnostic(path: "Specs/a.xml", line: 3, column: 0, message: "m")
        #expect(diagnostic.description == "Specs/a.xml:3:1: error: m")
        #expect(DiagnosticList([diagnostic, diagnostic]).description == "Specs/a.xml:3:1: error: m\nSpecs/a.xml:3:1: error: m")
    }

    @Test func parsesFromManyThreadsAtOnce() throws {
        let schema = try XMLSchema.load(
            contentsOf: Repository.specs.appendingPathComponent("scenario.xsd"), path: "scenario.xsd")
        let good = SpecsFixture.scenario(app: "<screen><view id=\"v\"/></screen>")
        let bad = "<scenario xmlns=\"urn:adspec:scenario:1\" id=\"x\">\n<bogus/></scenario>"
        let results = ResultBox()
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let text = index.isMultiple(of: 2) ? good : bad
            let outcome = Result { () throws(DiagnosticList) in
                try SafeXML.parse(Array(text.utf8), path: "t\(index).xml", schema: schema)
            }
            results.append(index, outcome.map(\.name).mapError { Problems(lines: $0.diagnostics.map(\.description)) })
        }
        for (index, outcome) in results.all {
            if index.isMultiple(of: 2) {
                #expect((try? outcome.get()) == "scenario")
            } else if case .failure(let failure) = outcome {
                let problems = failure.lines
                #expect(problems.first?.hasPrefix("t\(index).xml:2:1: error: Element 'bogus'") == true)
                #expect(problems.allSatisfy { $0.hasPrefix("t\(index).xml:") })
            } else {
                Issue.record("t\(index).xml should not validate")
            }
        }
        #expect(results.all.count == 64)
    }
}

struct Problems: Error, Equatable {
    var lines: [String]
}

/// Collects results from concurrent work.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [(Int, Result<String, Problems>)] = []

    func append(_ index: Int, _ result: Result<String, Problems>) {
        lock.lock()
        defer { lock.unlock() }
        items.append((index, result))
    }

    var all: [(Int, Result<String, Problems>)] {
        lock.lock()
        defer { lock.unlock() }
        return items
    }
}
