import AdSpecHarness
import AdSpecKit
import AdSpecTestSupport
import Foundation
import Testing

/// The JUnit report is valid against the common strict JUnit schema (`Tests/Schemas/JUnit.xsd`,
/// which encodes the Ant/Jenkins one), for a passing run, a failing run and a run with an orphan,
/// validated with the kit's own libxml2 schema support.
@Suite struct JUnitSchemaTests {
    static let schemaPath = "Tests/Schemas/JUnit.xsd"

    static func schema() throws -> XMLSchema {
        try XMLSchema.load(contentsOf: Repository.root.appendingPathComponent(schemaPath), path: schemaPath)
    }

    /// The schema's complaints about `bytes` (none when valid).
    static func problems(_ bytes: [UInt8], path: String = "junit.xml") throws -> [String] {
        let schema = try schema()
        do throws(DiagnosticList) {
            _ = try SafeXML.parse(bytes, path: path, schema: schema)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    static func report(_ corpus: SmallCorpus, environment: [String: String] = [:]) throws -> (Shell.Output, [UInt8]) {
        let output = try corpus.run(["verify", "--junit", "junit.xml"], environment: environment)
        return (output, [UInt8](try Data(contentsOf: corpus.root.appendingPathComponent("junit.xml"))))
    }

    @Test func passingFailingAndOrphanRunsAreValid() throws {
        let corpus = try SmallCorpus(scenarios: 4)
        try corpus.recordAll()
        let (passing, passingXML) = try Self.report(corpus)
        #expect(passing.status == 0)
        #expect(try Self.problems(passingXML) == [])

        // A mismatch (with characters XML must escape), an errored scenario.
        try "# adspec transcript v1\n<&]]>\u{7}\n".write(to: corpus.golden(corpus.ids[1]), atomically: true, encoding: .utf8)
        let (failing, failingXML) = try Self.report(corpus, environment: ["ADSPEC_INJECT_FAULT": "error:\(corpus.ids[2])"])
        #expect(failing.status == 1)
        #expect(try Self.problems(failingXML) == [])
        let text = String(decoding: failingXML, as: UTF8.self)
        #expect(text.contains("failures=\"1\" errors=\"1\""))
        #expect(text.contains("<failure type=\"mismatch\""))
        #expect(text.contains("<error type=\"error\""))

        try "x\n".write(to: corpus.golden("extra/orphan"), atomically: true, encoding: .utf8)
        try corpus.recordAll()
        let (orphan, orphanXML) = try Self.report(corpus, environment: ["CI": "1"])
        #expect(orphan.status == 1)
        #expect(try Self.problems(orphanXML) == [])
        #expect(String(decoding: orphanXML, as: UTF8.self).contains(
            "<testcase name=\"orphan: Goldens/extra/orphan.transcript\" classname=\"adspec.run\""))
    }

    /// Guards the test: the schema refuses what the common schema refuses (the report's old shape).
    @Test func theSchemaRefusesFileOnTestcaseAndSkippedOnTestsuites() throws {
        let valid = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites>
              <testsuite name="adspec" package="adspec" id="0" timestamp="2026-01-02T03:04:05" hostname="h" tests="1" failures="0" errors="0" time="0.001">
                <properties/>
                <testcase name="a/b" classname="adspec.a" time="0.001"/>
                <system-out/>
                <system-err/>
              </testsuite>
            </testsuites>
            """
        #expect(try Self.problems(Array(valid.utf8)) == [])
        let variants = [
            valid.replacingOccurrences(of: "time=\"0.001\"/>", with: "time=\"0.001\" file=\"Specs/a/b.xml\"/>"),
            valid.replacingOccurrences(of: "<testsuites>", with: "<testsuites skipped=\"0\">"),
            valid.replacingOccurrences(of: " timestamp=\"2026-01-02T03:04:05\"", with: ""),
            valid.replacingOccurrences(of: "2026-01-02T03:04:05", with: "2026-01-02T03:04:05Z"),
            valid.replacingOccurrences(of: "    <properties/>\n", with: ""),
            valid.replacingOccurrences(of: "    <system-err/>\n", with: ""),
        ]
        for variant in variants {
            #expect(try !Self.problems(Array(variant.utf8)).isEmpty, "accepted:\n\(variant)")
        }
    }
}
