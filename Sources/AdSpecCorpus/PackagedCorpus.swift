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
}
