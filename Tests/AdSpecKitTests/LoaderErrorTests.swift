import AdSpecEngine
import AdSpecKit
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

    @Test func malformedXMLPointsAtLineAndColumn() throws {
        let text = """
            <scenario xmlns="urn:adspec:scenario:1" id="t">
              <title>T</title>
              <covers>X-1</covers>
              <app><screen><view>
              </app>
            </scenario>
            """
        #expect(try problems(text) == ["Specs/t.xml:5:9: error: Opening and ending tag mismatch: view line 4 and app"])
    }

    @Test func unknownElementIsASchemaErrorAtItsLine() throws {
        let text = SpecsFixture.scenario(app: "    <screen>\n      <vstack>\n        <button/>\n      </vstack>\n    </screen>")
        let found = try problems(text)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("Specs/t.xml:8:9: error: Element 'button': This element is not expected.") == true)
    }

    @Test func onAdClickOnASliderContainerIsRefusedBySchema() throws {
        let text = SpecsFixture.scenario(
            app: "    <state id=\"sl\" kind=\"slider\" unit=\"demo-native-slider-yandex\"/>\n    <screen>\n"
                + "      <slider-container state=\"sl\" handlers=\"onAdLoad onAdClick\"/>\n    </screen>")
        let found = try problems(text)
        #expect(found.first?.hasPrefix("Specs/t.xml:8:36: error: Element 'slider-container', attribute 'handlers':") == true)
        #expect(found.first?.contains("onAdClick") == true)
    }

    @Test func unknownStateInAContainerAndInAStep() throws {
        let text = SpecsFixture.scenario(
            app: state + "\n    <screen><native-container id=\"A\" state=\"nope\"/></screen>",
            script: "    <load state=\"s\"/>\n    <load state=\"missing\"/>")
        #expect(
            try problems(text) == [
                "Specs/t.xml:7:38: error: unknown state 'nope'; known in <app>: s",
                "Specs/t.xml:11:11: error: unknown state 'missing'; known in <app>: s",
            ])
    }

    @Test func unknownNodeInAStep() throws {
        let text = SpecsFixture.scenario(
            app: state + "\n    <screen><native-container id=\"A\" state=\"s\"/></screen>",
            script: "    <tap node=\"B\"/>")
        #expect(try problems(text) == ["Specs/t.xml:10:10: error: unknown node 'B'; known in <screen>: A"])
    }

    @Test func duplicateNodeAndStateIDs() throws {
        let text = SpecsFixture.scenario(
            app: state + "\n" + state + "\n    <screen><vstack id=\"A\">\n      <view id=\"A\"/>\n    </vstack></screen>")
        #expect(
            try problems(text) == [
                "Specs/t.xml:7:12: error: duplicate state id 's' (also at line 6)",
                "Specs/t.xml:9:7: error: duplicate node id 'A', also at line 8",
            ])
    }

    @Test func duplicateIDsFromTheSameCardUsedTwice() throws {
        let text = SpecsFixture.scenario(
            app: state + "\n    <screen><native-container state=\"s\"><vstack>\n"
                + "      <use card=\"full-card\"/>\n      <use card=\"full-card\"/>\n    </vstack></native-container></screen>")
        let found = try problems(text)
        #expect(
            found == [
                "Specs/t.xml:9:7: error: duplicate node id 'card' (from card 'full-card' with prefix ''), also at line 8; "
                    + "give each <use> its own prefix="
            ])
    }

    @Test func duplicateScenarioIDAcrossFilesNamesBoth() throws {
        let fixture = try SpecsFixture()
        defer { fixture.remove() }
        let text = SpecsFixture.scenario(id: "same", app: "    <screen><view/></screen>")
        try fixture.write("a/one.xml", text)
        try fixture.write("b/two.xml", text)
        #expect(throws: DiagnosticList.self) { try Corpus.load(specsDirectory: fixture.specs) }
        do {
            _ = try Corpus.load(specsDirectory: fixture.specs)
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "Specs/b/two.xml:2:41: error: duplicate scenario id 'same' (also in Specs/a/one.xml:2:41)"
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
        let text = SpecsFixture.scenario(
            head: "  <settings><set name=\"viewabilityThreshold\" value=\"2\"/></settings>\n",
            app: "    <screen><view/></screen>")
        #expect(
            try problems(text) == [
                "Specs/t.xml:5:46: error: setting 'viewabilityThreshold' takes a share in (0, 1], not '2'"
            ])
    }

    @Test func unknownSettingNameIsRefusedBySchema() throws {
        let text = SpecsFixture.scenario(
            head: "  <settings><set name=\"graceMs\" value=\"2\"/></settings>\n", app: "    <screen><view/></screen>")
        let found = try problems(text)
        #expect(found.first?.hasPrefix("Specs/t.xml:5:18: error: Element 'set', attribute 'name':") == true)
    }

    @Test func templatePlaceholdersOutsideTheirTemplates() throws {
        let text = SpecsFixture.scenario(
            app: state + "\n    <screen><vstack>\n      <native-container state=\"$card\"/>\n"
                + "      <native-container state=\"$item\"/>\n      <if has=\"rating\"/>\n    </vstack></screen>")
        let found = try problems(text)
        #expect(found.count == 3)
        #expect(found[0].hasPrefix("Specs/t.xml:8:25: error: $card stands for each card of a slider"))
        #expect(found[1].hasPrefix("Specs/t.xml:9:25: error: $item stands for each state"))
        #expect(found[2].hasPrefix("Specs/t.xml:10:7: error: <if has=...> reads layout.has(_:)"))
    }

    @Test func libraryFileWithAScenarioRootIsRefused() throws {
        let found = try problems(
            SpecsFixture.scenario(app: "    <screen><view/></screen>"),
            extra: ["Library/wrong.xml": SpecsFixture.scenario(id: "wrong", app: "    <screen><view/></screen>")])
        #expect(found == ["Specs/Library/wrong.xml:2:1: error: a file in Specs/Library/ has the root <library>, not <scenario>"])
    }

    @Test func doctypeInAScenarioFileNeverReadsTheEntity() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE scenario [<!ENTITY e SYSTEM "file:///etc/passwd">]>
            <scenario xmlns="urn:adspec:scenario:1" id="t"><title>&e;</title><covers>X-1</covers>
            <app><screen><view/></screen></app><script/></scenario>
            """
        let found = try problems(text)
        #expect(found == ["Specs/t.xml:2:1: error: DOCTYPE is not allowed in scenarios (no DTDs, no entities)"])
        #expect(!found.joined().contains("root:x:0"))
    }
}
