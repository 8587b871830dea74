import AdSpecHarness
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

    /// The expected positions are marked in each test's XML (see `MarkedText`).
    private func problems(_ marked: MarkedText) -> [String] { problems(marked.text) }

    private func position(_ node: XMLElementNode) -> MarkedText.Position {
        MarkedText.Position(line: node.line, column: node.column)
    }

    @Test func elementsCarryLineColumnTextAndAttributes() throws {
        let text = MarkedText(
            """
            1️⃣<root a="1">
              2️⃣<child   b="x &amp; y"
                 3️⃣c="2">hello<![CDATA[ <world> ]]></child>4️⃣<child/>
            </root>
            """)
        let root = try parse(text.text).get()
        #expect(root.name == "root" && position(root) == text[1])
        #expect(root.children.count == 2)
        let child = root.children[0]
        #expect(position(child) == text[2])
        #expect(child["b"] == "x & y")
        let c = try #require(child.attribute("c"))
        #expect(MarkedText.Position(line: c.line, column: c.column) == text[3])
        #expect(child.text == "hello <world> ")
        #expect(position(root.children[1]) == text[4])
    }

    @Test func markersCountPositionsAsTheLoaderDoes() throws {
        // Columns count Unicode scalars (a decomposed "é" is two), CR LF is one line break.
        let text = MarkedText("<root a=\"ёж\">\r\n  <child b=\"日本 e\u{301}\" 1️⃣c=\"x\"/>\r\n2️⃣<child/></root>")
        #expect(text[1] == MarkedText.Position(line: 2, column: 20))
        let root = try parse(text.text).get()
        let c = try #require(root.children.first?.attribute("c"))
        #expect(MarkedText.Position(line: c.line, column: c.column) == text[1])
        #expect(position(root.children[1]) == text[2])
    }

    @Test func unclosedTagGivesPathLineAndColumn() {
        let text = MarkedText("<root>\n  2️⃣<child>\n</root>1️⃣\n")
        let found = problems(text)
        #expect(found == ["t.xml:\(text[1]): error: Opening and ending tag mismatch: child line \(text[2].line) and root"])
    }

    @Test func missingEndOfDocumentIsReportedOnce() {
        let found = problems("<root>\n  <child/>\n")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("t.xml:") == true)
    }

    @Test func externalEntityDoctypeIsRefusedAndNothingIsRead() {
        let text = MarkedText(
            """
            <?xml version="1.0"?>
            1️⃣<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>
            <x a="&e;">&e;</x>
            """)
        let found = problems(text)
        #expect(found == ["t.xml:\(text[1]): error: DOCTYPE is not allowed in scenarios (no DTDs, no entities)"])
        #expect(!found.joined().contains("root:"))
    }

    @Test func billionLaughsIsRefused() {
        var text = "<?xml version=\"1.0\"?>\n1️⃣<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            text += " <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        text += "]>\n<lolz a=\"&lol9;\">&lol9;</lolz>\n"
        let marked = MarkedText(text)
        // Refused before any entity is expanded: the answer is the refusal, not an expansion.
        #expect(problems(marked) == ["t.xml:\(marked[1]): error: DOCTYPE is not allowed in scenarios (no DTDs, no entities)"])
    }

    @Test func doctypeWithoutEntitiesIsRefusedToo() {
        let text = MarkedText("\n\n  1️⃣<!DOCTYPE root SYSTEM \"root.dtd\">\n<root/>")
        #expect(
            problems(text) == [
                "t.xml:\(text[1]): error: DOCTYPE is not allowed in scenarios (no DTDs, no entities)"
            ])
    }

    @Test func undeclaredEntityIsAnError() {
        let text = MarkedText("<root>&e;1️⃣</root>")
        #expect(problems(text) == ["t.xml:\(text[1]): error: Entity 'e' not defined"])
    }

    @Test(arguments: ["1️⃣", "1️⃣   \n\n"])
    func emptyFileIsRefused(_ marked: String) {
        let text = MarkedText(marked)
        let found = problems(text)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("t.xml:\(text[1]): error: the file is empty") == true)
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
        let bad = MarkedText("<scenario xmlns=\"urn:adspec:scenario:1\" id=\"x\">\n1️⃣<bogus/></scenario>")
        let results = ResultBox()
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let text = index.isMultiple(of: 2) ? good : bad.text
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
                #expect(problems.first?.hasPrefix("t\(index).xml:\(bad[1]): error: element <bogus> is not allowed here") == true, "\(problems)")
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
