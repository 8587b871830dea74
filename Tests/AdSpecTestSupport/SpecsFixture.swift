import AdSpecHarness
import AdSpecKit
import Foundation

/// A throw-away specs folder: `<temp>/<uuid>/Specs/` with the repository's schema and library,
/// plus the files a test writes. Paths in messages are relative to `<temp>/<uuid>/`.
package struct SpecsFixture {
    package let folder: SpecsFolder
    package var root: URL { folder.root }
    package var specs: URL { folder.specs }

    package init(library: Bool = true) throws {
        folder = try SpecsFolder { path in path == "scenario.xsd" || (library && path.hasPrefix("Library/")) }
    }

    /// Writes `text` at `relative` (below `Specs/`) and returns its URL.
    @discardableResult
    package func write(_ relative: String, _ text: String) throws -> URL { try folder.write(relative, text) }

    package func remove() { folder.remove() }

    /// Loads one scenario file; returns the diagnostics as text lines, or nil when it loaded.
    package func problems(_ relative: String) -> [String]? {
        do {
            _ = try Corpus.loadScenario(file: specs.appendingPathComponent(relative), specsDirectory: specs)
            return nil
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// A scenario document around `app` and `script`, with the usual head.
    package static func scenario(
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
