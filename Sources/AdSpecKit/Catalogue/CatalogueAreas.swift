import Foundation

/// The areas of the rule catalogue (`Specs/Catalogue/rules.xml`): area id to rule-id prefix
/// (`binding` -> `BIND`), so `--area binding` selects the scenarios covering any `BIND-*` rule.
/// Only the `<area id="..." prefix="..."/>` elements are read, with a plain text scan: the
/// catalogue's own loader is not part of the runner.
package enum CatalogueAreas {
    package static func read(specs: URL) -> [String: String] {
        let url = specs.appendingPathComponent("Catalogue/rules.xml")
        guard let text = try? BoundedFile.text(url, limit: KitLimits.standard.fileBytes) else { return [:] }
        var areas: [String: String] = [:]
        for chunk in text.components(separatedBy: "<area ").dropFirst() {
            let element = chunk.prefix { $0 != ">" }
            if let id = attribute("id", in: element), let prefix = attribute("prefix", in: element) {
                areas[id] = prefix
            }
        }
        return areas
    }

    private static func attribute(_ name: String, in element: Substring) -> String? {
        let padded = " " + element
        guard let start = padded.range(of: " \(name)=\"") else { return nil }
        let rest = padded[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}
