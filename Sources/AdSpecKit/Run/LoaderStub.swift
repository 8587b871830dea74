// TEMPORARY: stands in for the XML loader (Sources/AdSpecKit/Loader/) until it lands, with exactly
// the API the loader will expose. Delete this file as soon as the loader defines these types.
// It does not parse XML: it reads `id`, `title` and `rules` attributes with a plain text scan so
// that the runner, goldens and the command line can be exercised before the real loader exists.
import AdSpecEngine
import Foundation

public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(path):\(line):\(column): error: \(message)" }
}

public struct DiagnosticList: Error, Sendable {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}

public struct LoadedScenario: Sendable, Hashable {
    public var id: String
    public var title: String
    public var rules: [String]
    public var path: String
    public var sourceHash: String
    public var input: ScenarioInput
}

public struct Corpus: Sendable {
    public var scenarios: [LoadedScenario]

    public static func scenarioFiles(in specs: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: specs, includingPropertiesForKeys: nil) else {
            return []
        }
        var files: [URL] = []
        for case let url as URL in walker where url.pathExtension == "xml" {
            if url.pathComponents.contains("Library") || url.pathComponents.contains("Catalogue") { continue }
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }

    public static func load(specsDirectory: URL) throws(DiagnosticList) -> Corpus {
        var scenarios: [LoadedScenario] = []
        var problems: [Diagnostic] = []
        for file in scenarioFiles(in: specsDirectory) {
            do {
                scenarios.append(try loadScenario(file: file, specsDirectory: specsDirectory))
            } catch {
                problems += error.diagnostics
            }
        }
        if !problems.isEmpty { throw DiagnosticList(problems) }
        return Corpus(scenarios: scenarios.sorted { $0.id < $1.id })
    }

    public static func loadScenario(file: URL, specsDirectory: URL) throws(DiagnosticList) -> LoadedScenario {
        guard let data = FileManager.default.contents(atPath: file.path),
            let text = String(data: data, encoding: .utf8)
        else {
            throw DiagnosticList([Diagnostic(path: file.path, line: 1, column: 1, message: "cannot read file")])
        }
        func attribute(_ name: String) -> String? {
            guard let start = text.range(of: " \(name)=\"") else { return nil }
            guard let end = text[start.upperBound...].firstIndex(of: "\"") else { return nil }
            return String(text[start.upperBound..<end])
        }
        guard text.contains("</scenario>"), let id = attribute("id") else {
            throw DiagnosticList([
                Diagnostic(path: file.path, line: 1, column: 1, message: "stub loader: not a scenario")
            ])
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let input = ScenarioInput(
            id: id, adUnits: [],
            app: AppModel(states: [], screen: ViewNode(id: "root", kind: .view)), script: [])
        return LoadedScenario(
            id: id, title: attribute("title") ?? id,
            rules: (attribute("rules") ?? "").split(separator: " ").map(String.init),
            path: file.path, sourceHash: String(hash, radix: 16), input: input)
    }
}
