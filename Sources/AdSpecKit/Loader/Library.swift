import AdSpecEngine
import AdSpecHarness
import Foundation

/// The reusable parts under `Specs/Library/*.xml` (root `<library>`): ads, ad units and card
/// layouts, referenced from scenarios by id (`<ad ref>`, `<unit ref>`, `<use card>`), never by path.
struct Library: Sendable {
    var ads: [String: (ad: AdFixture, location: SourceLocation)] = [:]
    var units: [String: (unit: AdUnit, location: SourceLocation)] = [:]
    /// The Interface Builder files (`<Name>.xib`) by name (Library+Nibs.swift).
    var nibs: [String: LibraryNib] = [:]
    var cards: [String: (element: XMLElementNode, location: SourceLocation)] = [:] {
        didSet { cardReadings = CardReadings() }
    }
    /// Each card body read once per context it is used in (ScenarioReader+CardReadings.swift);
    /// made anew whenever `cards` changes.
    private(set) var cardReadings = CardReadings()
    /// SHA-256 of each library file's bytes, by recorded path (`Specs/Library/<name>.xml`, whatever
    /// the scenario folder is called: `Corpus.recordedPath`): a scenario's source hash includes
    /// those of the library files it uses, so a changed card or ad marks its goldens stale.
    var fileHashes: [String: String] = [:] {
        didSet { fingerprintBytes = Array(("\n" + Self.fingerprint(of: fileHashes)).utf8) }
    }

    /// One line per library file, `path sha256`, sorted: what a scenario using the library
    /// adds to its source hash.
    var fingerprint: String { Self.fingerprint(of: fileHashes) }

    /// A line feed and `fingerprint`, as UTF-8: what follows a scenario's bytes in its source
    /// hash, made once per library rather than once per scenario.
    private(set) var fingerprintBytes: [UInt8] = Array("\n".utf8)

    private static func fingerprint(of fileHashes: [String: String]) -> String {
        fileHashes.keys.sorted().map { "\($0) \(fileHashes[$0]!)\n" }.joined()
    }

    static let folderName = "Library"

    /// The library files, sorted.
    static func files(in specs: URL) -> [URL] {
        let folder = specs.appendingPathComponent(folderName, isDirectory: true)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".xml") && !$0.hasPrefix(".") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// Reads every library file. Problems are returned, not thrown, so that a corpus load reports
    /// them together with the scenarios' (each once).
    static func load(specs: URL, schema: XMLSchema) -> (Library, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var sources: [(path: String, recordedPath: String, bytes: [UInt8])] = []
        for file in files(in: specs) {
            let path = Corpus.displayPath(of: file, specs: specs)
            do {
                sources.append((path, Corpus.recordedPath(of: file, specs: specs), try Corpus.read(file, path: path)))
            } catch {
                diagnostics += error.diagnostics
            }
        }
        var (library, problems) = load(sources: sources, schema: schema)
        let (nibs, nibProblems) = loadNibs(specs: specs)
        library.nibs = nibs
        return (library, diagnostics + problems + nibProblems)
    }

    /// The library of these files' bytes (`path` for messages, `recordedPath` for the hashes), in
    /// order: what `load(specs:schema:)` reads, and what the fuzz target gives for a library
    /// file it made (issue 40, item 8: library faults within the fuzzer's reach).
    static func load(sources: [(path: String, recordedPath: String, bytes: [UInt8])], schema: XMLSchema) -> (Library, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var documents: [(path: String, root: XMLElementNode)] = []
        var fileHashes: [String: String] = [:]
        for (path, recordedPath, bytes) in sources {
            do {
                fileHashes[recordedPath] = SHA256.hex(bytes)
                let root = try SafeXML.parse(bytes, path: path, schema: schema)
                if root.name != "library" {
                    diagnostics.append(
                        Diagnostic(
                            path: path, line: root.line, column: root.column,
                            message: "a file in Specs/\(folderName)/ has the root <library>, not <\(root.name)>"))
                    continue
                }
                documents.append((path, root))
            } catch {
                diagnostics += error.diagnostics
            }
        }

        var library = Library()
        library.fileHashes = fileHashes
        let reader = ScenarioReader(path: "", library: library)
        // Ads first (units refer to them), then units, then cards; each in file order.
        for document in documents {
            reader.path = document.path
            for element in document.root.children(named: "ad") {
                guard let ad = reader.readAd(element, topLevelInLibrary: true) else { continue }
                library.ads[ad.id] = (ad, SourceLocation(path: document.path, element: element))
            }
        }
        reader.library = library
        var cardOrder: [String] = []
        for document in documents {
            reader.path = document.path
            for element in document.root.children(named: "unit") {
                guard let unit = reader.readUnit(element, topLevelInLibrary: true) else { continue }
                let location = SourceLocation(path: document.path, element: element)
                if let first = library.units[unit.id] {
                    reader.error(
                        element, attribute: "id",
                        "duplicate unit id '\(unit.id)' (also at \(first.location.reference(from: document.path)))")
                    continue
                }
                library.units[unit.id] = (unit, location)
            }
            for element in document.root.children(named: "card") {
                let id = element["id"] ?? ""
                // A card id is at most `KitLimits.idCharacters` long, as a scenario's (issue 40, item 9).
                if id.utf8.count > reader.limits.idCharacters && id.count > reader.limits.idCharacters {
                    reader.error(
                        element, attribute: "id",
                        "the card id '\(ScenarioReader.shortened(id))' is \(id.count) characters long, longer than the limit of "
                            + "\(reader.limits.idCharacters); give it a shorter one")
                    continue
                }
                if let first = library.cards[id] {
                    reader.error(
                        element, attribute: "id",
                        "duplicate card id '\(id)' (also at \(first.location.reference(from: document.path)))")
                    continue
                }
                library.cards[id] = (element, SourceLocation(path: document.path, element: element))
                cardOrder.append(id)
            }
        }
        // Every card expanded once: a broken card stops the run whether or not a scenario uses it.
        let cardProblems = library.checkCards(in: cardOrder, limits: reader.limits)
        return (library, diagnostics + reader.diagnostics + cardProblems)
    }
}
