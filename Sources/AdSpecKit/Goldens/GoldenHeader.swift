import Foundation

/// What a golden file says it was made from, read back from its header. Lenient: a golden edited
/// by hand or written by an older version still reads, with the fields it lacks left `nil`.
package struct GoldenHeader: Sendable, Hashable {
    package var format: String?
    package var scenarioID: String?
    package var sourcePath: String?
    package var sourceHash: String?

    package init(format: String? = nil, scenarioID: String? = nil, sourcePath: String? = nil, sourceHash: String? = nil) {
        self.format = format
        self.scenarioID = scenarioID
        self.sourcePath = sourcePath
        self.sourceHash = sourceHash
    }

    /// Reads the leading `# ` lines of a golden file.
    package init(parsing text: String) {
        self.init()
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("#") else { break }
            if line.hasPrefix("# adspec transcript ") {
                format = String(line.dropFirst(2))
            } else if line.hasPrefix("# scenario ") {
                scenarioID = String(line.dropFirst("# scenario ".count))
            } else if line.hasPrefix("# source ") {
                let rest = line.dropFirst("# source ".count)
                if let marker = rest.range(of: " sha256=", options: .backwards) {
                    sourcePath = String(rest[..<marker.lowerBound])
                    sourceHash = String(rest[marker.upperBound...])
                } else {
                    sourcePath = String(rest)
                }
            }
        }
    }
}
