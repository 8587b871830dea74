import AdSpecCorpus
import Foundation

extension AdSpecConformance.CorpusLocation {
    /// The corpus of this version of the kit, `Specs/` and `Goldens/`, shipped by the
    /// `AdSpecCorpus` product (`PackagedCorpus`), which links the harness alone (issue 37, item 1).
    public static let packaged = AdSpecConformance.CorpusLocation(specs: PackagedCorpus.specs, goldens: PackagedCorpus.goldens)

    /// The corpus as JSON data (`adspec export`): `PackagedCorpus.export`. Read it with
    /// `ExportedCorpus.load(directory:)` or `ExportedCorpus.packaged()` (AdSpecHarness, AdSpecCorpus).
    public static var packagedExport: URL { PackagedCorpus.export }
}
