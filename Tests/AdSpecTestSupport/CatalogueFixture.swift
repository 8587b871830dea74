import AdSpecEngine
import Foundation

import AdSpecHarness
import AdSpecKit

/// A throw-away package root for the catalogue, coverage, mutation and expectation tests:
/// `<temp>/<uuid>/Specs/` with the repository's scenario schema, library and catalogue schema, a
/// small catalogue, seed documents under `<temp>/<uuid>/seeds/`, and goldens under `Goldens/`.
package struct CatalogueFixture {
    /// The repository files a catalogue test needs: the scenario schema, the library and the
    /// catalogue's schemas (not its rules).
    package static let copied: Set<String> = ["scenario.xsd", "Catalogue/rules.xsd", "Catalogue/xml.xsd"]

    package let folder: SpecsFolder
    package var root: URL { folder.root }
    package var specs: URL { folder.specs }
    package var goldens: URL { folder.goldens }
    package var workspace: Workspace { Workspace(specs: specs, goldens: GoldenStore(directory: goldens), displayBase: root) }

    package init(catalogue: String? = CatalogueFixture.catalogue, seed: String? = CatalogueFixture.seed) throws {
        folder = try SpecsFolder(prefix: "adspec-catalogue") { path in
            Self.copied.contains(path) || path.hasPrefix("Library/")
        }
        if let catalogue { try write("Catalogue/rules.xml", catalogue) }
        if let seed { try write("../seeds/000.txt", seed) }
    }

    /// Writes `text` at `relative` (below `Specs/`) and returns its URL.
    @discardableResult
    package func write(_ relative: String, _ text: String) throws -> URL { try folder.write(relative, text) }

    package func remove() { folder.remove() }

    package func loadCatalogue() throws(DiagnosticList) -> Catalogue.Loaded { try Catalogue.load(specsDirectory: specs) }

    /// The diagnostics of loading the catalogue, as text lines (empty when it loads).
    package func catalogueProblems() -> [String] {
        do {
            _ = try loadCatalogue()
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    package func corpus() throws -> [LoadedScenario] { try Corpus.load(specsDirectory: specs).scenarios }

    /// Records every scenario's golden with the reference engine.
    package func recordGoldens() throws {
        let checker = ScenarioChecker(subject: ReferenceEngine(), workspace: workspace, policy: GoldenPolicy(mode: .all))
        for scenario in try corpus() {
            let result = checker.check(scenario)
            precondition(result.status.isSuccess, result.message)
        }
    }

    /// The seed document: each quote of `catalogue` appears in it, with other whitespace.
    package static let seed = """
        # Документ
        Все вызовы   методов SDK необходимо выполнять
        из главного потока. В Info.plist обязателен ключ SKAdNetworkItems.
        Примерно через две секунды придёт onAdBindingFailure.
        Используйте демоблоки. Другая рекомендация.

        """

    package static let catalogue = catalogueText(rules: defaultRules)

    package static let defaultRules = """
            <rule id="APP-2" area="app" source="000" section="S" strength="must" status="documented">
              <quote xml:lang="ru">В Info.plist обязателен ключ SKAdNetworkItems.</quote>
              <statement>Without SKAdNetworkItems loading fails.</statement>
            </rule>
            <rule id="APP-7" area="app" source="000" section="S" strength="app-guidance" status="documented">
              <quote xml:lang="ru">Используйте демоблоки.</quote>
              <statement>Use the demo units.</statement>
            </rule>
            <rule id="BIND-4" area="binding" source="000" section="S" strength="must" status="documented">
              <quote xml:lang="ru">Примерно через две
                секунды придёт onAdBindingFailure.</quote>
              <statement>A hidden required asset fails binding after the grace period.</statement>
              <inferred setting="bindingGracePeriodMs" default="2000">About two seconds.</inferred>
            </rule>
            <rule id="GMA-1" area="gma" source="000" section="S" strength="must" status="documented">
              <quote xml:lang="ru">Другая рекомендация.</quote>
              <statement>Something of another SDK.</statement>
            </rule>
        """

    package static func catalogueText(rules: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <catalogue xmlns="urn:adspec:catalogue:1" version="1">
          <sources>
            <source id="000" path="seeds/000.txt" xml:lang="ru" title="Test document"/>
          </sources>
          <areas>
            <area id="app" prefix="APP" title="App and SDK set-up" implemented="true"/>
            <area id="binding" prefix="BIND" title="Assets and binding" implemented="true"/>
            <area id="gma" prefix="GMA" title="Another SDK" implemented="false"/>
          </areas>
          <rules>
        \(rules)
          </rules>
        </catalogue>

        """
    }

    /// A scenario whose required title is hidden: binding fails 2000 ms after the load (BIND-4).
    package static func hiddenTitle(id: String = "t/hidden", covers: String = "BIND-4", skan: Bool = true) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <scenario xmlns="urn:adspec:scenario:1" id="\(id)">
          <title>A hidden required title blocks binding</title>
          <covers>\(covers)</covers>
          <app sk-ad-network-items="\(skan)">
            <state id="s" unit="demo-native-content-yandex"/>
            <screen>
              <vstack id="root">
                <native-container id="A" state="s" x="16" y="60" width="358">
                  <vstack id="card" width="358" spacing="8">
                    <asset id="title" kind="title" height="20" hidden="\(skan)"/>
                    <asset id="domain" kind="domain" height="20"/>
                    <asset id="sponsored" kind="sponsored" height="20"/>
                    <asset id="age" kind="age" height="20"/>
                    <asset id="feedback" kind="feedback" width="24" height="24"/>
                    <asset id="media" kind="media" height="201"/>
                    <asset id="cta" kind="callToAction" height="44"/>
                    <asset id="warning" kind="warning" height="20"/>
                  </vstack>
                </native-container>
              </vstack>
            </screen>
          </app>
          <script>
            <load state="s"/>
            <wait ms="3000"/>
          </script>
        </scenario>

        """
    }

    /// Without SKAdNetworkItems the load fails at once (APP-2).
    package static func noSKAdNetwork(id: String = "t/no-skan", covers: String = "APP-2") -> String {
        hiddenTitle(id: id, covers: covers, skan: false)
    }

    /// The two scenarios above, with goldens recorded.
    package static func twoScenarios() throws -> CatalogueFixture {
        let fixture = try CatalogueFixture()
        try fixture.write("t/hidden.xml", hiddenTitle())
        try fixture.write("t/no-skan.xml", noSKAdNetwork())
        try fixture.recordGoldens()
        return fixture
    }
}
