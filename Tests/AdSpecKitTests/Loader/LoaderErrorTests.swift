import AdSpecEngine
import AdSpecHarness
import AdSpecKit
import AdSpecTestSupport
import Foundation
import Testing

@Suite("Loader errors")
struct LoaderErrorTests {
    /// Loads `text` as `Specs/t.xml` in a fresh fixture and returns the diagnostics.
    private func problems(_ text: String, extra: [String: String] = [:]) throws -> [String] {
        let fixture = try SpecsFixture()
        defer { fixture.remove() }
        try fixture.write("t.xml", text)
        for (path, content) in extra { try fixture.write(path, content) }
        return try #require(fixture.problems("t.xml"), "the scenario should not load")
    }

    private let state = "    <state id=\"s\" unit=\"demo-native-content-yandex\"/>"

    /// The expected positions are marked in each test's XML (see `MarkedText`).
    private func problems(_ marked: MarkedText, extra: [String: String] = [:]) throws -> [String] {
        try problems(marked.text, extra: extra)
    }

    @Test func malformedXMLPointsAtLineAndColumn() throws {
        let text = MarkedText(
            """
            <scenario xmlns="urn:adspec:scenario:1" id="t">
              <title>T</title>
              <covers>X-1</covers>
              <app><screen>2️⃣<view>
              </app>1️⃣
            </scenario>
            """)
        #expect(
            try problems(text) == [
                "Specs/t.xml:\(text[1]): error: Opening and ending tag mismatch: view line \(text[2].line) and app"
            ])
    }

    @Test func unknownElementIsASchemaErrorAtItsLine() throws {
        let text = MarkedText(
            SpecsFixture.scenario(app: "    <screen>\n      <vstack>\n        1️⃣<button/>\n      </vstack>\n    </screen>"))
        let found = try problems(text)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("Specs/t.xml:\(text[1]): error: element <button> is not allowed here; allowed here: <vstack>") == true)
    }

    // Issue 39, item 5: a typo in an element, an attribute, an asset kind or a node id is one line,
    // at its place, naming what is allowed and the nearest allowed name (libxml2's own messages
    // were "This element is not expected" and no suggestion).

    @Test func aMistypedElementNamesTheNearestAllowedOne() throws {
        let text = MarkedText(SpecsFixture.scenario(app: "    <screen>\n      1️⃣<vstak>\n      </vstak>\n    </screen>"))
        let found = try problems(text)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("Specs/t.xml:\(text[1]): error: element <vstak> is not allowed here; allowed here: <vstack>, ") == true, "\(found)")
        #expect(found.first?.hasSuffix("; did you mean <vstack>?") == true, "\(found)")
    }

    @Test func aMistypedAttributeNamesTheNearestAllowedOne() throws {
        let text = MarkedText(
            SpecsFixture.scenario(app: state + "\n    <screen>\n      <native-container id=\"A\" state=\"s\" 1️⃣widht=\"10\"/>\n    </screen>"))
        let found = try problems(text)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("Specs/t.xml:\(text[1]): error: attribute 'widht' is not allowed on <native-container>; allowed on <native-container>: ") == true, "\(found)")
        #expect(found.first?.hasSuffix("; did you mean 'width'?") == true, "\(found)")
    }

    @Test func aMistypedRequiredAttributeIsOneLine() throws {
        let text = MarkedText(SpecsFixture.scenario(app: state + "\n    <screen><view/></screen>", script: "    <load 1️⃣stat=\"s\"/>"))
        // libxml2's "required but missing" for `state` is folded into the line that suggests it.
        #expect(
            try problems(text).filter { $0.contains("<load>") } == [
                "Specs/t.xml:\(text[1]): error: attribute 'stat' is not allowed on <load>; allowed on <load>: state, thread; "
                    + "did you mean 'state'? (<load> needs 'state')"
            ])
    }

    @Test func aMistypedAssetKindNamesTheNearestKind() throws {
        let text = MarkedText(
            SpecsFixture.scenario(
                app: state + "\n    <screen>\n      <native-container id=\"A\" state=\"s\">\n        <asset 1️⃣kind=\"favIcon\"/>\n"
                    + "      </native-container>\n    </screen>"))
        let found = try problems(text)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("Specs/t.xml:\(text[1]): error: attribute 'kind' of <asset> is 'favIcon', which is not one of its values; allowed: ") == true, "\(found)")
        #expect(found.first?.hasSuffix("; did you mean 'favicon'?") == true, "\(found)")
    }

    @Test func aNodeIdInTheWrongCaseNamesTheRightOne() throws {
        let text = MarkedText(
            SpecsFixture.scenario(
                app: state + "\n    <screen>\n      <native-container id=\"A\" state=\"s\"/>\n    </screen>",
                script: "    <tap 1️⃣node=\"a\"/>"))
        let found = try problems(text)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("Specs/t.xml:\(text[1]): error: unknown node 'a'; known in <screen>: A") == true, "\(found)")
        #expect(found.first?.hasSuffix("; did you mean 'A'?") == true, "\(found)")
    }

    @Test func aWrongRootElementSaysWhatTheRootMustBe() throws {
        let found = try problems("<?xml version=\"1.0\"?>\n<scenaro xmlns=\"urn:adspec:scenario:1\" id=\"x\"/>\n")
        #expect(found.first?.contains("error: the root element is <scenaro>, not <scenario> in the namespace urn:adspec:scenario:1") == true, "\(found)")
    }

    // onAdClick on a slider container is no longer the schema's to refuse: the subject refuses it
    // (SLD-5, an api negative scenario), see NegativeScenarioTests.

    @Test func unknownStateInAContainerAndInAStep() throws {
        let text = MarkedText(
            SpecsFixture.scenario(
                app: state + "\n    <screen><native-container id=\"A\" 1️⃣state=\"nope\"/></screen>",
                script: "    <load state=\"s\"/>\n    <load 2️⃣state=\"missing\"/>"))
        #expect(
            try problems(text) == [
                "Specs/t.xml:\(text[1]): error: unknown state 'nope'; known in <app>: s",
                "Specs/t.xml:\(text[2]): error: unknown state 'missing'; known in <app>: s",
            ])
    }

    @Test func unknownNodeInAStep() throws {
        let text = MarkedText(
            SpecsFixture.scenario(
                app: state + "\n    <screen><native-container id=\"A\" state=\"s\"/></screen>",
                script: "    <tap 1️⃣node=\"B\"/>"))
        #expect(try problems(text) == ["Specs/t.xml:\(text[1]): error: unknown node 'B'; known in <screen>: A"])
    }

    @Test func duplicateNodeAndStateIDs() throws {
        let text = MarkedText(
            SpecsFixture.scenario(
                app: "    1️⃣<state id=\"s\" unit=\"demo-native-content-yandex\"/>\n"
                    + "    <state 2️⃣id=\"s\" unit=\"demo-native-content-yandex\"/>\n"
                    + "    <screen>3️⃣<vstack id=\"A\">\n      4️⃣<view id=\"A\"/>\n    </vstack></screen>"))
        #expect(
            try problems(text) == [
                "Specs/t.xml:\(text[2]): error: duplicate state id 's' (also at line \(text[1].line))",
                "Specs/t.xml:\(text[4]): error: duplicate node id 'A', also at line \(text[3].line)",
            ])
    }

    @Test func duplicateIDsFromTheSameCardUsedTwice() throws {
        let text = MarkedText(
            SpecsFixture.scenario(
                app: state + "\n    <screen><native-container state=\"s\"><vstack>\n"
                    + "      1️⃣<use card=\"full-card\"/>\n      2️⃣<use card=\"full-card\"/>\n"
                    + "    </vstack></native-container></screen>"))
        let found = try problems(text)
        #expect(
            found == [
                "Specs/t.xml:\(text[2]): error: duplicate node id 'card' (from card 'full-card' with prefix ''), "
                    + "also at line \(text[1].line); "
                    + "give each <use> its own prefix="
            ])
    }

    @Test func duplicateScenarioIDAcrossFilesNamesBoth() throws {
        let fixture = try SpecsFixture()
        defer { fixture.remove() }
        let text = MarkedText(
            MarkedText.marking(
                1, before: "id=\"same\"", in: SpecsFixture.scenario(id: "same", app: "    <screen><view/></screen>")))
        try fixture.write("a/one.xml", text.text)
        try fixture.write("b/two.xml", text.text)
        #expect(throws: DiagnosticList.self) { try Corpus.load(specsDirectory: fixture.specs) }
        do {
            _ = try Corpus.load(specsDirectory: fixture.specs)
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "Specs/b/two.xml:\(text[1]): error: duplicate scenario id 'same' (also in Specs/a/one.xml:\(text[1]))"
                ])
        }
    }

    @Test func corpusCollectsEveryProblemOfEveryFile() throws {
        let fixture = try SpecsFixture()
        defer { fixture.remove() }
        try fixture.write("a.xml", "")
        try fixture.write("b.xml", "<scenario xmlns=\"urn:adspec:scenario:1\" id=\"b\"/>")
        try fixture.write("c.xml", SpecsFixture.scenario(id: "c", app: "    <screen><view/></screen>"))
        do {
            _ = try Corpus.load(specsDirectory: fixture.specs)
            Issue.record("the corpus should not load")
        } catch {
            let paths = error.diagnostics.map(\.path)
            #expect(paths == ["Specs/a.xml", "Specs/b.xml"])
        }
    }

    @Test func unknownReferences() throws {
        let text = SpecsFixture.scenario(
            head:
                "  <network><unit ref=\"nope-unit\"/><unit id=\"u\"><response><ad ref=\"nope-ad\"/></response></unit></network>\n",
            app:
                "    <state id=\"s\" unit=\"nowhere\"/>\n    <screen><native-container state=\"s\"><use card=\"nope-card\"/></native-container></screen>"
        )
        let found = try problems(text)
        #expect(found.count == 4)
        #expect(found[0].contains("unknown unit 'nope-unit'"))
        #expect(found[1].contains("unknown ad 'nope-ad'"))
        #expect(found[2].contains("unknown ad unit 'nowhere'"))
        #expect(found[3].contains("unknown card 'nope-card'; known in the library: ") && found[3].contains("full-card"))
    }

    @Test func settingWithABadValue() throws {
        let text = MarkedText(
            SpecsFixture.scenario(
                head: "  <settings><set name=\"viewabilityThreshold\" 1️⃣value=\"2\"/></settings>\n",
                app: "    <screen><view/></screen>"))
        #expect(
            try problems(text) == [
                "Specs/t.xml:\(text[1]): error: setting 'viewabilityThreshold' takes a share in (0, 1], not '2'"
            ])
    }

    @Test func unknownSettingNameIsRefusedBySchema() throws {
        let text = MarkedText(
            SpecsFixture.scenario(
                head: "  <settings><set 1️⃣name=\"graceMs\" value=\"2\"/></settings>\n", app: "    <screen><view/></screen>"))
        let found = try problems(text)
        #expect(found.first?.hasPrefix("Specs/t.xml:\(text[1]): error: attribute 'name' of <set> is 'graceMs', which is not one of its values") == true)
    }

    @Test func templatePlaceholdersOutsideTheirTemplates() throws {
        let text = MarkedText(
            SpecsFixture.scenario(
                app: state + "\n    <screen><vstack>\n      <native-container 1️⃣state=\"$card\"/>\n"
                    + "      <native-container 2️⃣state=\"$item\"/>\n      3️⃣<if has=\"rating\"/>\n    </vstack></screen>"))
        let found = try problems(text)
        #expect(found.count == 3)
        #expect(found[0].hasPrefix("Specs/t.xml:\(text[1]): error: $card stands for each card of a slider"))
        #expect(found[1].hasPrefix("Specs/t.xml:\(text[2]): error: $item stands for each state"))
        #expect(found[2].hasPrefix("Specs/t.xml:\(text[3]): error: <if has=...> reads layout.has(_:)"))
    }

    @Test func libraryFileWithAScenarioRootIsRefused() throws {
        let wrong = MarkedText(
            MarkedText.marking(
                1, before: "<scenario ", in: SpecsFixture.scenario(id: "wrong", app: "    <screen><view/></screen>")))
        let found = try problems(
            SpecsFixture.scenario(app: "    <screen><view/></screen>"), extra: ["Library/wrong.xml": wrong.text])
        #expect(
            found == [
                "Specs/Library/wrong.xml:\(wrong[1]): error: a file in Specs/Library/ has the root <library>, not <scenario>"
            ])
    }

    @Test func doctypeInAScenarioFileNeverReadsTheEntity() throws {
        let text = MarkedText(
            """
            <?xml version="1.0"?>
            1️⃣<!DOCTYPE scenario [<!ENTITY e SYSTEM "file:///etc/passwd">]>
            <scenario xmlns="urn:adspec:scenario:1" id="t"><title>&e;</title><covers>X-1</covers>
            <app><screen><view/></screen></app><script/></scenario>
            """)
        let found = try problems(text)
        #expect(found == ["Specs/t.xml:\(text[1]): error: DOCTYPE is not allowed in scenarios (no DTDs, no entities)"])
        #expect(!found.joined().contains("root:x:0"))
    }
}
