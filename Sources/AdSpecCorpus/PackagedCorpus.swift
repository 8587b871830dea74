import AdSpecHarness
import Foundation

/// The corpus of this version of the kit, shipped as the resources of the `AdSpecCorpus` product
/// (copied into the build folder of whichever package depends on it, found through
/// `Bundle.module`): `Specs/` and `Goldens/` for the kit's XML runner (AdSpecKit's
/// `CorpusLocation.packaged`), and `Export/`, the corpus as JSON (`adspec export`), for a test
/// target that links only AdSpecHarness (issue 37, item 1). This module links AdSpecHarness and
/// AdSpecEngine only, so that such a target needs no libxml2 and no ArgumentParser. The seeds stay
/// outside: a run needs none of them.
public enum PackagedCorpus {
    /// `Specs/`: the scenarios, their schema and library, the rule catalogue.
    public static let specs: URL = resource("Specs")
    /// `Goldens/`: the recorded transcripts.
    public static let goldens: URL = resource("Goldens")
    /// `Export/`: the corpus as JSON (the package's `Sources/AdSpecCorpus/Export/`); `swift test`
    /// fails when it is not what the corpus exports.
    public static let export: URL = resource("Export")

    private static func resource(_ name: String) -> URL {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil) else {
            preconditionFailure("the AdSpecCorpus bundle at \(Bundle.module.bundlePath) holds no \(name)/")
        }
        return url
    }
}

extension ExportedCorpus {
    /// The packaged export, read (`ExportedCorpus.load(directory: PackagedCorpus.export)`).
    public static func packaged() throws(LoadError) -> ExportedCorpus {
        try load(directory: PackagedCorpus.export)
    }
}
