import AdSpecKit
import Foundation

/// A throw-away specs folder: `<temp>/<uuid>/Specs/` with the repository's schema and library,
/// plus the files a test writes. Paths in messages are relative to `<temp>/<uuid>/`.
struct SpecsFixture {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let repositorySpecs = repository.appendingPathComponent("Specs")

    let root: URL
    var specs: URL { root.appendingPathComponent("Specs") }

    init(library: Bool = true) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("adspec-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.repositorySpecs.appendingPathComponent("scenario.xsd"), to: specs.appendingPathComponent("scenario.xsd"))
        if library {
            try FileManager.default.copyItem(
                at: Self.repositorySpecs.appendingPathComponent("Library"), to: specs.appendingPathComponent("Library"))
        }
    }

    /// Writes `text` at `relative` (below `Specs/`) and returns its URL.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> URL {
        let url = specs.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// Loads one scenario file; returns the diagnostics as text lines, or nil when it loaded.
    func problems(_ relative: String) -> [String]? {
        do {
            _ = try Corpus.loadScenario(file: specs.appendingPathComponent(relative), specsDirectory: specs)
            return nil
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// A scenario document around `app` and `script`, with the usual head.
    static func scenario(
        id: String = "test/scenario", head: String = "", app: String, script: String = ""
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <scenario xmlns="urn:adspec:scenario:1" id="\(id)">
          <title>Test</title>
          <covers>TEST-1</covers>
        \(head)  <app>
        \(app)
          </app>
          <script>
        \(script)
          </script>
        </scenario>

        """
    }
}
