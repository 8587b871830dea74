import AdSpecHarness
import AdSpecKit
import Foundation

/// A small corpus in a temporary folder: a copy of the package's `Specs/` (schema, catalogue,
/// library) with only the first few scenario files plus clones of one, and no goldens.
public final class SmallCorpus: Sendable {
    public let specsFolder: SpecsFolder
    public var root: URL { specsFolder.root }
    public var specs: URL { specsFolder.specs }
    public var goldens: URL { specsFolder.goldens }
    /// Scenario ids, sorted.
    public let ids: [String]

    public init(scenarios count: Int = 5) throws {
        let source = Repository.specs
        let files = Corpus.scenarioFiles(in: source)
        // About half real scenarios, half clones (below), so filters have two kinds to tell apart.
        let real = max(1, count - count / 2)
        var kept: [URL] = []
        for file in files where kept.count < real {
            if (try? Corpus.loadScenario(file: file, specsDirectory: source)) != nil { kept.append(file) }
        }
        let skipped = Set(files.map(\.standardizedFileURL.path)).subtracting(kept.map(\.standardizedFileURL.path))
        let specsFolder = try SpecsFolder(prefix: "adspec-test") { relative in
            !skipped.contains(source.appendingPathComponent(relative).standardizedFileURL.path)
        }
        self.specsFolder = specsFolder
        // The rest: clones of the first real scenario under other ids (extra/copy-N), the odd ones
        // covering another rule, so that selection and sharding have something to split.
        if let model = kept.first, kept.count < count {
            let text = try String(contentsOf: model, encoding: .utf8)
            let original = try Corpus.loadScenario(file: model, specsDirectory: source)
            for copy in 1...(count - kept.count) {
                var clone = text.replacingOccurrences(of: "id=\"\(original.id)\"", with: "id=\"extra/copy-\(copy)\"")
                if copy % 2 == 1, let covers = clone.range(of: #"<covers>[^<]*</covers>"#, options: .regularExpression) {
                    clone.replaceSubrange(covers, with: "<covers>CLK-1</covers>")
                }
                try specsFolder.write("extra/copy-\(copy).xml", clone)
            }
        }
        ids = try Corpus.load(specsDirectory: specsFolder.specs).scenarios.map(\.id)
    }

    /// Writes `text` at `relative` (below `root`) and returns its URL.
    @discardableResult
    public func write(_ relative: String, _ text: String) throws -> URL { try specsFolder.folder.write(relative, text) }

    /// Creates the folder `relative` (below `root`) and returns its URL.
    @discardableResult
    public func makeFolder(_ relative: String) throws -> URL { try specsFolder.folder.makeFolder(relative) }

    public func golden(_ id: String) -> URL { goldens.appendingPathComponent(id + ".transcript") }

    /// Every file under the goldens folder, relative, sorted.
    public func goldenFiles() -> [String] { TemporaryFolder.files(in: goldens) }
}
