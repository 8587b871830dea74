import AdSpecTestSupport
import Foundation
import Testing

/// Goldens do not depend on where the checkout is or on what the scenario folder is called: the
/// `# source` line and the source hash name files as `Specs/<path below the scenario folder>`.
@Suite struct GoldenLocationTests {
    @Test func renamingOrMovingTheScenarioFolderChangesNoGolden() throws {
        let corpus = try SmallCorpus(scenarios: 3)
        try corpus.recordAll()
        let recorded = Dictionary(
            uniqueKeysWithValues: try corpus.goldenFiles().map { ($0, try Data(contentsOf: corpus.goldens.appendingPathComponent($0))) })
        #expect(!recorded.isEmpty)
        // Scenarios that use the library hash its files too (by name): one here does.
        let scenarioFiles = TemporaryFolder.files(in: corpus.specs).filter { !$0.hasPrefix("Library/") && $0.hasSuffix(".xml") }
        let usingLibrary = try #require(
            try scenarioFiles.first { file in
                let text = try String(contentsOf: corpus.specs.appendingPathComponent(file), encoding: .utf8)
                return ["<use card=", "<unit ref=", "<ad ref="].contains { text.contains($0) }
            })
        let text = try String(contentsOf: corpus.specs.appendingPathComponent(usingLibrary), encoding: .utf8)
        let idMatch = try #require(text.range(of: #"<scenario[^>]* id="[^"]+""#, options: .regularExpression))
        let id = String(text[idMatch].components(separatedBy: " id=\"")[1].dropLast())
        #expect(corpus.ids.contains(id))

        // The scenario folder renamed and moved one level down; then the whole checkout moved.
        try FileManager.default.createDirectory(
            at: corpus.root.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: corpus.specs, to: corpus.root.appendingPathComponent("elsewhere/Scenarios"))
        let renamed = try corpus.run(["verify", "--specs", "elsewhere/Scenarios", "--goldens", "Goldens"])
        #expect(renamed.status == 0, "\(renamed.stdout)\(renamed.stderr)")
        #expect(renamed.stdout.hasSuffix("\(corpus.ids.count) passed, 0 failed\n"))

        let moved = try TemporaryFolder(prefix: "adspec-moved")
        let checkout = moved.url("deeper/checkout")
        try FileManager.default.createDirectory(at: checkout.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: corpus.root, to: checkout)
        let copied = try CLI.run(["verify", "--specs", "elsewhere/Scenarios", "--goldens", "Goldens"], in: checkout)
        #expect(copied.status == 0, "\(copied.stdout)\(copied.stderr)")

        // Re-recording there writes the same bytes.
        let again = try CLI.run(
            ["record", "--record", "all", "--specs", "elsewhere/Scenarios", "--goldens", "Goldens"], in: checkout)
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
        for (name, data) in recorded {
            #expect(try Data(contentsOf: checkout.appendingPathComponent("Goldens").appendingPathComponent(name)) == data, "\(name)")
        }
        let header = try String(contentsOf: checkout.appendingPathComponent("Goldens/\(corpus.ids[0]).transcript"), encoding: .utf8)
        #expect(header.split(separator: "\n")[2].hasPrefix("# source Specs/"), "\(header)")

        // A library file that changes (any of them: the hash covers them all) still marks the
        // goldens of scenarios that use the library stale.
        let cards = checkout.appendingPathComponent("elsewhere/Scenarios/Library/ads.xml")
        try (String(contentsOf: cards, encoding: .utf8) + "<!-- changed -->\n").write(to: cards, atomically: true, encoding: .utf8)
        try "x\n".appendingToFile(checkout.appendingPathComponent("Goldens/\(id).transcript"))
        let stale = try CLI.run(["verify", "--specs", "elsewhere/Scenarios", "--goldens", "Goldens"], in: checkout)
        #expect(stale.status == 1)
        #expect(stale.stdout.contains("FAIL \(id)\n"), "\(stale.stdout)")
        #expect(stale.stdout.contains("changed since the golden was recorded"), "\(stale.stdout)")
    }
}

extension String {
    fileprivate func appendingToFile(_ url: URL) throws {
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(utf8))
    }
}
