import AdSpecEngine
import AdSpecTestSupport
import Foundation
import Testing

@testable import AdSpecHarness
@testable import AdSpecKit

@Suite("Traceability")
struct TraceabilityTests {
    @Test func anUnknownRuleIDIsAnErrorAtTheCoversLine() throws {
        let fixture = try CatalogueFixture()
        defer { fixture.remove() }
        let text = MarkedText(CatalogueFixture.hiddenTitle(id: "t/typo", covers: "APP-2 1️⃣BIND-44"))
        try fixture.write("t/typo.xml", text.text)
        let catalogue = try fixture.loadCatalogue().catalogue
        let problems = catalogue.check(scenarios: try fixture.corpus()).map(\.description)
        #expect(
            problems == [
                "Specs/t/typo.xml:\(text[1]): error: scenario 't/typo' covers unknown rule id 'BIND-44' (did you mean BIND-4?); "
                    + "every id in covers must be a rule of Specs/Catalogue/rules.xml: fix the id, or add the rule to the catalogue"
            ])
        #expect(Traceability.check(scenarios: try fixture.corpus(), specsDirectory: fixture.specs).map(\.description) == problems)
    }

    @Test func knownIDsPassAndAFolderWithoutCatalogueIsNotChecked() throws {
        let fixture = try CatalogueFixture()
        defer { fixture.remove() }
        try fixture.write("t/hidden.xml", CatalogueFixture.hiddenTitle())
        #expect(Traceability.check(scenarios: try fixture.corpus(), specsDirectory: fixture.specs).isEmpty)
        try FileManager.default.removeItem(at: fixture.specs.appendingPathComponent("Catalogue/rules.xml"))
        try fixture.write("t/other.xml", CatalogueFixture.hiddenTitle(id: "t/other", covers: "NOPE-1"))
        #expect(Traceability.check(scenarios: try fixture.corpus(), specsDirectory: fixture.specs).isEmpty)
    }

    @Test func aBrokenCatalogueIsReportedByTheTraceabilityCheck() throws {
        let fixture = try CatalogueFixture(catalogue: "<catalogue/>\n")
        defer { fixture.remove() }
        let problems = Traceability.check(scenarios: [], specsDirectory: fixture.specs)
        #expect(problems.first?.path == "Specs/Catalogue/rules.xml")
    }

    @Test func theLocatorFindsTheIDInCoversNotInAComment() {
        let text = MarkedText("3️⃣<!-- BIND-4 is about hiding -->\n<scenario id=\"x\">\n  <covers>1️⃣BIND-44\n    2️⃣BIND-4</covers>")
        let locator = CoversLocator(lines: text.text.split(separator: "\n", omittingEmptySubsequences: false))
        #expect(locator.position(of: "BIND-4") == (text[2].line, text[2].column))
        #expect(locator.position(of: "BIND-44") == (text[1].line, text[1].column))
        #expect(locator.position(of: "CLK-1") == (text[3].line, text[3].column))
    }
}
