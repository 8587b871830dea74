import AdSpecTestSupport
import Foundation
import Testing

/// The schemas (Specs/scenario.xsd, Specs/Catalogue/rules.xsd) are parsed with the same safe
/// options as every other file, and so is every schema they include or import, which must be a
/// file in the schema's folder: no URL is fetched, no file elsewhere is read.
@Suite struct SchemaSafetyTests {
    static func insert(_ text: String, afterLineContaining marker: String, in file: URL) throws -> Int {
        var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.contains(marker) })
        // After the start tag of xs:schema (which may span lines).
        let end = try #require(lines[index...].firstIndex { $0.hasSuffix(">") })
        lines.insert(text, at: end + 1)
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        return end + 2
    }

    @Test func aSchemaReferenceOutsideItsFolderIsALoadError() throws {
        for location in [
            "http://127.0.0.1:9/evil.xsd", "ftp://127.0.0.1/evil.xsd", "/etc/hostname", "file:///etc/hostname",
            "../../etc/hostname", "Library/../../x.xsd",
        ] {
            let corpus = try SmallCorpus(scenarios: 1)
            let schema = corpus.specs.appendingPathComponent("scenario.xsd")
            let line = try Self.insert(
                "  <xs:include schemaLocation=\"\(location)\"/>", afterLineContaining: "<xs:schema", in: schema)
            for command in ["verify", "list"] {
                let output = try corpus.run([command])
                #expect(output.status == 2, "\(location) \(command): \(output.stdout)\(output.stderr)")
                #expect(
                    output.stderr.hasPrefix(
                        "Specs/scenario.xsd:\(line):15: error: <xs:include schemaLocation=\"\(location)\">: a schema reads only files in its own folder"),
                    "\(location) \(command): \(output.stderr)")
            }
            #expect(corpus.goldenFiles().isEmpty)
        }
    }

    @Test func anImportedSchemaIsParsedSafely() throws {
        // The catalogue schema imports xml.xsd from its folder: that file gets a DOCTYPE with an
        // entity (libxml2 would expand it: it loads imports with NOENT); it is refused.
        let corpus = try SmallCorpus(scenarios: 1)
        let imported = corpus.specs.appendingPathComponent("Catalogue/xml.xsd")
        let text = try String(contentsOf: imported, encoding: .utf8)
        try text.replacingOccurrences(
            of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n",
            with: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE xs:schema [<!ENTITY secret SYSTEM \"/etc/hostname\">]>\n"
        ).replacingOccurrences(of: "xml:lang=\"en\">", with: "xml:lang=\"en\">&secret;").write(
            to: imported, atomically: true, encoding: .utf8)
        let output = try corpus.run(["coverage"])
        #expect(output.status == 2, "\(output.stdout)\(output.stderr)")
        #expect(output.stderr.contains("rules.xsd:1:1: error: the schema reads "), "\(output.stderr)")
        #expect(output.stderr.contains("xml.xsd (not well-formed, or has a DOCTYPE): refused"), "\(output.stderr)")
        let hostname = (try? String(contentsOfFile: "/etc/hostname", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        if hostname.count > 3 { #expect(!output.stderr.contains(hostname) && !output.stdout.contains(hostname)) }

        // An import inside the imported file that names the network is refused by the loader.
        let nested = try SmallCorpus(scenarios: 1)
        let nestedImport = nested.specs.appendingPathComponent("Catalogue/xml.xsd")
        _ = try Self.insert(
            "  <xs:include schemaLocation=\"http://127.0.0.1:9/more.xsd\"/>", afterLineContaining: "<xs:schema", in: nestedImport)
        let refused = try nested.run(["coverage"])
        #expect(refused.status == 2, "\(refused.stdout)\(refused.stderr)")
        #expect(refused.stderr.contains("http://127.0.0.1:9/more.xsd (not a file in "), "\(refused.stderr)")
    }

    @Test func theRepositorySchemasStillCompile() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        #expect(try corpus.run(["list"]).status == 0)
        let coverage = try corpus.run(["coverage"])
        #expect(!coverage.stderr.contains("error:"), "\(coverage.stderr)")
    }
}
