import AdSpecKit
import Foundation
import Testing

/// The built `adspec` executable, found beside the test bundle (the products folder of the
/// build), else in the package's `.build/debug`.
enum CLI {
    static let packageRoot: URL = {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        return Workspace.packageRoot(from: here) ?? here
    }()

    static let binary: URL? = {
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        folders.append(Bundle.main.bundleURL)
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        for scratch in [".build", ".build-run"] {
            folders.append(packageRoot.appendingPathComponent(scratch).appendingPathComponent("debug"))
        }
        for folder in folders {
            let candidate = folder.appendingPathComponent("adspec")
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate.path)
            {
                return candidate
            }
        }
        return nil
    }()

    /// The environment a child gets: this process's, without anything that changes how adspec
    /// behaves (CI, ADSPEC_*, report variables), plus `extra`.
    static func environment(_ extra: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment.filter { name, _ in
            !name.hasPrefix("ADSPEC_") && !name.hasPrefix("TEST_") && !name.hasPrefix("GITHUB_")
                && !["CI", "NO_COLOR", "XML_OUTPUT_FILE"].contains(name)
        }
        environment.merge(extra) { _, new in new }
        return environment
    }

    static func run(_ arguments: [String], in folder: URL, environment extra: [String: String] = [:]) throws -> Shell.Output {
        let binary = try #require(CLI.binary, "the adspec executable was not built (run swift build first)")
        return try Shell.run([binary.path] + arguments, in: folder, environment: environment(extra))
    }
}

/// A small corpus in a temporary folder: a copy of the package's `Specs/` (schema, catalogue,
/// library) with only the first few scenario files plus clones of one, and no goldens.
final class SmallCorpus: Sendable {
    let folder: TemporaryFolder
    var root: URL { folder.url }
    var specs: URL { root.appendingPathComponent("Specs") }
    var goldens: URL { root.appendingPathComponent("Goldens") }
    /// Scenario ids, sorted.
    let ids: [String]

    init(scenarios count: Int = 5) throws {
        let folder = try TemporaryFolder()
        self.folder = folder
        let specs = folder.url.appendingPathComponent("Specs")
        let source = CLI.packageRoot.appendingPathComponent("Specs")
        let files = Corpus.scenarioFiles(in: source)
        // About half real scenarios, half clones (below), so filters have two kinds to tell apart.
        let real = max(1, count - count / 2)
        var kept: [URL] = []
        for file in files where kept.count < real {
            if (try? Corpus.loadScenario(file: file, specsDirectory: source)) != nil { kept.append(file) }
        }
        let skipped = Set(files.map(\.standardizedFileURL.path)).subtracting(kept.map(\.standardizedFileURL.path))
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        if let walker = FileManager.default.enumerator(atPath: source.path) {
            while let relative = walker.nextObject() as? String {
                let from = source.appendingPathComponent(relative)
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: from.path, isDirectory: &isFolder)
                if isFolder.boolValue || skipped.contains(from.standardizedFileURL.path) { continue }
                let to = specs.appendingPathComponent(relative)
                try FileManager.default.createDirectory(
                    at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: from, to: to)
            }
        }
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
                let url = specs.appendingPathComponent("extra/copy-\(copy).xml")
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try clone.write(to: url, atomically: true, encoding: .utf8)
            }
        }
        ids = try Corpus.load(specsDirectory: specs).scenarios.map(\.id)
    }

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Shell.Output {
        try CLI.run(arguments, in: root, environment: environment)
    }

    func golden(_ id: String) -> URL { goldens.appendingPathComponent(id + ".transcript") }

    /// Every file under the goldens folder, relative, sorted.
    func goldenFiles() -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: goldens.path) else { return [] }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: goldens.appendingPathComponent(relative).path, isDirectory: &isFolder)
            if !isFolder.boolValue { files.append(relative) }
        }
        return files.sorted()
    }

    /// Records every golden (outside CI) and checks that it worked.
    func recordAll() throws {
        let output = try run(["record"])
        #expect(output.status == 0, "record failed:\n\(output.stdout)\(output.stderr)")
    }
}
