import AdSpecKit
import Foundation

extension AdSpecConformance.CorpusLocation {
    /// The corpus of this version of the kit, `Specs/` and `Goldens/`, shipped as the resources of
    /// the `AdSpecCorpus` product (copied into the build folder of whichever package depends on
    /// it, and found through `Bundle.module`). The seeds stay outside: a run needs none of them.
    public static let packaged: AdSpecConformance.CorpusLocation = {
        guard let specs = Bundle.module.url(forResource: "Specs", withExtension: nil),
            let goldens = Bundle.module.url(forResource: "Goldens", withExtension: nil)
        else {
            preconditionFailure("the AdSpecCorpus bundle at \(Bundle.module.bundlePath) holds no Specs/ or Goldens/")
        }
        return AdSpecConformance.CorpusLocation(specs: specs, goldens: goldens)
    }()

    /// The corpus as JSON data (`adspec export`, issue 37 item 1): the package's `Sources/AdSpecCorpus/Export/`, shipped
    /// beside `Specs/` and `Goldens/`. Read it with `ExportedCorpus.load(directory:)` (AdSpecHarness);
    /// `swift test` fails when it is not what the corpus exports.
    public static let packagedExport: URL = {
        guard let export = Bundle.module.url(forResource: "Export", withExtension: nil) else {
            preconditionFailure("the AdSpecCorpus bundle at \(Bundle.module.bundlePath) holds no Export/")
        }
        return export
    }()
}
