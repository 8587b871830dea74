import AdSpecHarness
import Foundation

/// The catalogue, loaded once per process and command: `Catalogue.load` is asked for it by
/// several steps of one command (`coverage` and `mutants` twice), and its quote check reads and
/// searches every seed document. A load is kept with the bytes of every file it read (the
/// catalogue, its schemas, the seed documents); it is reused only while each of those files
/// still holds the same bytes, so a changed file is always loaded anew.
enum CatalogueMemo {
    struct Key: Hashable {
        var file: String
        var schema: String
        var root: String
    }

    struct Entry {
        /// Every file the load read, with its bytes then (nil: it could not be read).
        var inputs: [(path: String, bytes: [UInt8]?)]
        var result: Result<Catalogue.Loaded, DiagnosticList>
    }

    private static let entries = Lock<[Key: Entry]>([:])

    static func bytes(_ path: String) -> [UInt8]? {
        try? BoundedFile.read(URL(fileURLWithPath: path), limit: KitLimits.standard.fileBytes)
    }

    /// The kept result for `key`, when every file it was made from is unchanged.
    static func lookup(_ key: Key) -> Result<Catalogue.Loaded, DiagnosticList>? {
        guard let entry = entries.withLock({ $0[key] }) else { return nil }
        for input in entry.inputs where bytes(input.path) != input.bytes { return nil }
        return entry.result
    }

    static func store(_ key: Key, inputs: [String], _ result: Result<Catalogue.Loaded, DiagnosticList>) {
        let entry = Entry(inputs: inputs.map { ($0, bytes($0)) }, result: result)
        entries.withLock { $0[key] = entry }
    }
}
