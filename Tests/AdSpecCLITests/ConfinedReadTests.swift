import AdSpecTestSupport
import Foundation
import Testing

/// Nothing is read outside the repository's Specs/, Goldens/ and the seeds: a catalogue source
/// must be a file in ../shared/seeds/.
@Suite struct ConfinedReadTests {
    static let firstSource = #"path="../shared/seeds/000_2ffd5e3fdccbdd0a.txt""#

    @Test func aCatalogueSourceOutsideTheSeedsFolderIsALoadError() throws {
        for (path, why) in [
            ("/etc/hostname", "an absolute path"), ("../shared/seeds/../../../etc/hostname", "outside the seeds folder"),
            ("Specs/scenario.xsd", "outside the seeds folder"), ("../shared/seeds/", "outside the seeds folder"),
        ] {
            let corpus = try SmallCorpus(scenarios: 1)
            let rules = corpus.specs.appendingPathComponent("Catalogue/rules.xml")
            let text = try String(contentsOf: rules, encoding: .utf8)
            let line = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(Self.firstSource) })
            let column = try #require(text.split(separator: "\n", omittingEmptySubsequences: false)[line].range(of: "path=\""))
            let columnNumber = text.split(separator: "\n", omittingEmptySubsequences: false)[line].distance(
                from: text.split(separator: "\n", omittingEmptySubsequences: false)[line].startIndex, to: column.lowerBound) + 1
            try text.replacingOccurrences(of: Self.firstSource, with: "path=\"\(path)\"").write(
                to: rules, atomically: true, encoding: .utf8)
            for command in ["coverage", "verify", "list"] {
                let output = try corpus.run([command])
                #expect(output.status == 2, "\(path) \(command): \(output.stdout)\(output.stderr)")
                let expected = "Specs/Catalogue/rules.xml:\(line + 1):\(columnNumber): error: source 000 has path=\"\(path)\", \(why)"
                #expect(output.stderr.contains(expected), "\(path) \(command): \(output.stderr)")
                #expect(!output.stderr.contains("note: quotes not checked against source 000"), "\(output.stderr)")
            }
        }
    }

    @Test func theRepositoryCatalogueReadsOnlyTheSeeds() throws {
        let corpus = try SmallCorpus(scenarios: 1)
        let output = try corpus.run(["coverage"])
        #expect(!output.stderr.contains("error:"), "\(output.stderr)")
    }
}
