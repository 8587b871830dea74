import AdSpecEngine
import AdSpecTestSupport
import Foundation
import Testing

@testable import AdSpecHarness
@testable import AdSpecKit

@Suite("Loading the rule catalogue")
struct CatalogueTests {
    @Test func theRepositoryCatalogueLoads() throws {
        let loaded = try Catalogue.load(specsDirectory: Repository.specs)
        let catalogue = loaded.catalogue
        #expect(catalogue.path == "Specs/Catalogue/rules.xml")
        #expect(catalogue.areas.count == 13)
        #expect(catalogue.rules.count >= 80)
        #expect(catalogue.area("gma")?.implemented == true)
        let bind4 = try #require(catalogue.rule("BIND-4"))
        #expect(bind4.area == "binding" && bind4.strength == .must && bind4.status == .documented)
        #expect(bind4.inferred.contains { $0.setting == "bindingGracePeriodMs" && $0.defaultValue == "2000" })
        // The seeds sit beside the clone on every machine; without them the quote check is skipped with a note.
        let seeds = Repository.root.deletingLastPathComponent().appendingPathComponent("shared/seeds")
        if FileManager.default.fileExists(atPath: seeds.path) {
            #expect(loaded.notes.isEmpty)
        } else {
            #expect(loaded.notes.contains { $0.contains("quotes not checked") })
        }
    }

    @Test func aSmallCatalogueReadsEveryField() throws {
        let fixture = try CatalogueFixture()
        defer { fixture.remove() }
        let loaded = try fixture.loadCatalogue()
        #expect(loaded.notes.isEmpty)
        let catalogue = loaded.catalogue
        #expect(catalogue.sources.map(\.id) == ["000"])
        #expect(catalogue.areas.map(\.prefix) == ["APP", "BIND", "GMA"])
        #expect(catalogue.rules.map(\.id) == ["APP-2", "APP-7", "BIND-4", "GMA-1"])
        let rule = try #require(catalogue.rule("BIND-4"))
        #expect(rule.quote.text == "Примерно через две секунды придёт onAdBindingFailure.")
        #expect(rule.quote.language == "ru")
        #expect(rule.settings == ["bindingGracePeriodMs"])
        #expect(rule.inferred.first?.reason == "About two seconds.")
        #expect(catalogue.rule("APP-7")?.strength == .appGuidance)
    }

    @Test func aSchemaViolationIsReportedWithPathLineAndColumn() throws {
        let rules = CatalogueFixture.defaultRules.replacingOccurrences(
            of: "strength=\"app-guidance\"", with: "strength=\"nice\"")
        let text = MarkedText(
            CatalogueFixture.catalogueText(rules: MarkedText.marking(1, lineOf: "strength=\"nice\"", in: rules)))
        let fixture = try CatalogueFixture(catalogue: text.text)
        defer { fixture.remove() }
        let problems = fixture.catalogueProblems()
        #expect(problems.count >= 1)
        let first = try #require(problems.first)
        #expect(first.hasPrefix("Specs/Catalogue/rules.xml:\(text[1].line):"))
        #expect(first.contains("error: attribute 'strength' of <rule> is 'nice'"), "\(first)")
        #expect(!first.contains("{urn:adspec:catalogue:1}"))
    }

    @Test func malformedXMLIsReported() throws {
        let text = MarkedText("<catalogue xmlns=\"urn:adspec:catalogue:1\" version=\"1\">\n<sources>\n1️⃣</catalogue>\n")
        let fixture = try CatalogueFixture(catalogue: text.text)
        defer { fixture.remove() }
        let problems = fixture.catalogueProblems()
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("Specs/Catalogue/rules.xml:\(text[1].line):") == true)
    }

    @Test func anInferredRuleNeedsAnInferredChild() throws {
        let rules = CatalogueFixture.defaultRules.replacingOccurrences(
            of: "id=\"APP-2\" area=\"app\" source=\"000\" section=\"S\" strength=\"must\" status=\"documented\"",
            with: "id=\"APP-2\" area=\"app\" source=\"000\" section=\"S\" strength=\"must\" status=\"inferred\"")
        let text = MarkedText(
            CatalogueFixture.catalogueText(rules: MarkedText.marking(1, lineOf: "<rule id=\"APP-2\"", in: rules)))
        let fixture = try CatalogueFixture(catalogue: text.text)
        defer { fixture.remove() }
        #expect(
            fixture.catalogueProblems() == [
                "Specs/Catalogue/rules.xml:\(text[1]): error: rule APP-2 has status=\"inferred\" but no <inferred> child; add "
                    + "<inferred setting=\"…\" default=\"…\"> saying which setting holds the assumption (or setting=\"none\")"
            ])
    }

    @Test func theIDPrefixMustBeTheArea() throws {
        let rules = CatalogueFixture.defaultRules.replacingOccurrences(
            of: "id=\"APP-7\" area=\"app\"", with: "id=\"APP-7\" area=\"binding\"")
        let text = MarkedText(
            CatalogueFixture.catalogueText(rules: MarkedText.marking(1, lineOf: "<rule id=\"APP-7\"", in: rules)))
        let fixture = try CatalogueFixture(catalogue: text.text)
        defer { fixture.remove() }
        let problems = fixture.catalogueProblems()
        #expect(problems.count == 1)
        #expect(
            problems.first?.hasPrefix(
                "Specs/Catalogue/rules.xml:\(text[1]): error: rule APP-7 is in area 'binding', whose ids start with BIND-")
                == true)
    }

    @Test func aQuoteMustBeInItsSource() throws {
        let rules = CatalogueFixture.defaultRules.replacingOccurrences(
            of: "Используйте демоблоки.", with: "Используйте демо-блоки.")
        let text = MarkedText(
            CatalogueFixture.catalogueText(rules: MarkedText.marking(1, lineOf: "демо-блоки", in: rules)))
        let fixture = try CatalogueFixture(catalogue: text.text)
        defer { fixture.remove() }
        let problems = fixture.catalogueProblems()
        #expect(problems.count == 1)
        #expect(
            problems.first?.hasPrefix("Specs/Catalogue/rules.xml:\(text[1]): error: the quote of rule APP-7 is not in source 000")
                == true)
    }

    @Test func withoutTheSeedsTheQuoteCheckIsSkippedWithANote() throws {
        let rules = CatalogueFixture.defaultRules.replacingOccurrences(of: "Используйте демоблоки.", with: "Anything at all.")
        let fixture = try CatalogueFixture(catalogue: CatalogueFixture.catalogueText(rules: rules), seed: nil)
        defer { fixture.remove() }
        let loaded = try fixture.loadCatalogue()
        #expect(loaded.catalogue.rules.count == 4)
        #expect(loaded.notes.count == 1)
        #expect(loaded.notes.first?.hasPrefix("note: quotes not checked against source 000") == true)
    }

    @Test(arguments: [
        ("2000", nil),
        ("1500", "differs from the engine's default Settings().bindingGracePeriodMs = 2000"),
        ("two seconds", "is not a value a scenario can set"),
    ])
    func aSettingDefaultMustBeTheEngines(value: String, problem: String?) throws {
        let rules = CatalogueFixture.defaultRules.replacingOccurrences(of: "default=\"2000\"", with: "default=\"\(value)\"")
        let text = MarkedText(
            CatalogueFixture.catalogueText(rules: MarkedText.marking(1, lineOf: "<inferred setting=", in: rules)))
        let fixture = try CatalogueFixture(catalogue: text.text)
        defer { fixture.remove() }
        let problems = fixture.catalogueProblems()
        if let problem {
            #expect(problems.count == 1)
            #expect(
                problems.first?.hasPrefix(
                    "Specs/Catalogue/rules.xml:\(text[1]): error: default=\"\(value)\" of setting bindingGracePeriodMs") == true)
            #expect(problems.first?.contains(problem) == true)
        } else {
            #expect(problems.isEmpty)
        }
    }

    @Test func settingDefaultsAreWrittenAsAScenarioWritesThem() {
        #expect(SettingsDefaults.text(of: "bindingGracePeriodMs") == "2000")
        #expect(SettingsDefaults.text(of: "viewabilityThreshold") == "0.5")
        #expect(SettingsDefaults.text(of: "lazyPrefetchMargin") == "50")
        #expect(SettingsDefaults.text(of: "loadWhileBusy") == "ignore")
        #expect(SettingsDefaults.text(of: "requireAssetsInsideCard") == "true")
        #expect(SettingsDefaults.text(of: "noSuchSetting") == nil)
        for name in Settings.names { #expect(SettingsDefaults.text(of: name) != nil, "\(name)") }
    }

    @Test func whitespaceIsCollapsed() {
        #expect("  a \n\t b  c ".collapsingWhitespace() == "a b c")
        #expect("".collapsingWhitespace() == "")
    }
}
