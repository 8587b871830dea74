import AdSpecEngine
import AdSpecHarness
import AdSpecKit
import AdSpecTestSupport
import Foundation
import Testing

/// Issue 12, item 7: negative scenarios (`<expect-refusal phase="schema|loader|api" rule=...>`),
/// the primitive's form (`<asset form="plain|label">`), and the API surface the engine refuses.
@Suite("Negative scenarios")
struct NegativeScenarioTests {
    static let sliderState = "    <state id=\"sl\" kind=\"slider\" unit=\"demo-native-slider-yandex\"/>"
    static let nativeState = "    <state id=\"s\" unit=\"demo-native-app-yandex\"/>"

    /// Loads `text` as `Specs/t.xml` (covering the rules given) in a fresh fixture.
    static func load(_ text: String) throws -> Result<LoadedScenario, DiagnosticList> {
        let fixture = try SpecsFixture()
        defer { fixture.remove() }
        let file = try fixture.write("t.xml", text)
        do {
            return .success(try Corpus.loadScenario(file: file, specsDirectory: fixture.specs))
        } catch {
            return .failure(error)
        }
    }

    static func scenario(covers: String = "TEST-1", expect: String = "", app: String, script: String = "") -> String {
        SpecsFixture.scenario(head: expect.isEmpty ? "" : "  \(expect)\n", app: app, script: script)
            .replacingOccurrences(of: "<covers>TEST-1</covers>", with: "<covers>\(covers)</covers>")
    }

    static func refusal(_ scenario: LoadedScenario) -> RunError? {
        do {
            _ = try ReferenceEngine().run(scenario.input)
            return nil
        } catch {
            return error
        }
    }

    static func card(rating: String, others: String) -> String {
        let assets = AssetKind.allCases.map { kind in
            "        <asset id=\"\(kind.rawValue)\" kind=\"\(kind.rawValue)\" form=\"\(kind == .rating ? rating : others)\" height=\"20\"/>"
        }
        return """
                <screen>
                  <native-container id="A" state="s" width="358">
                    <vstack>
            \(assets.joined(separator: "\n"))
                    </vstack>
                  </native-container>
                </screen>
            """
    }

    @Test func onAdClickOnASliderContainerLoadsAndTheEngineRefusesItNamingSLD5() throws {
        let text = Self.scenario(
            app: Self.sliderState + "\n    <screen>\n      <slider-container id=\"S\" state=\"sl\" handlers=\"onAdLoad onAdClick\"/>\n    </screen>")
        let scenario = try Self.load(text).get()
        guard case .sliderContainer(_, let handlers) = scenario.input.app.screen.kind else {
            Issue.record("the screen's root is not the slider container")
            return
        }
        #expect(handlers == [.onAdLoad, .onAdClick])
        let error = try #require(Self.refusal(scenario))
        #expect(error.kind == .apiRefused(rule: "SLD-5"))
        #expect(error.message.contains("SliderAdContainer has no onAdClick modifier (node 'S')"))
        // Without the modifier the same slider runs.
        let plain = try Self.load(text.replacingOccurrences(of: " onAdClick", with: "")).get()
        #expect(Self.refusal(plain) == nil)
    }

    @Test func ratingWithoutALabelClosureIsRefusedNamingBIND2AndEveryOtherPrimitiveHasAPlainForm() throws {
        let refused = try Self.load(Self.scenario(app: Self.nativeState + "\n" + Self.card(rating: "plain", others: "label"))).get()
        let rating = try #require(refused.input.app.screen.allNodes().first { $0.id == "rating" })
        #expect(rating.form == .plain)
        let error = try #require(Self.refusal(refused))
        #expect(error.kind == .apiRefused(rule: "BIND-2"))
        #expect(error.message.contains("NativeAdAsset.Rating has no argument-less initialiser"))
        let plain = try Self.load(Self.scenario(app: Self.nativeState + "\n" + Self.card(rating: "label", others: "plain"))).get()
        #expect(plain.input.app.screen.allNodes().filter { $0.form == .plain }.count == AssetKind.allCases.count - 1)
        #expect(Self.refusal(plain) == nil)
        // The default form is the label closure: a primitive written without form= is never refused.
        let unwritten = try Self.load(
            Self.scenario(app: Self.nativeState + "\n" + Self.card(rating: "label", others: "label")
                .replacingOccurrences(of: " form=\"label\"", with: ""))
        ).get()
        #expect(unwritten.input.app.screen.allNodes().allSatisfy { $0.form == .label })
    }

    @Test func anApiNegativeScenarioLoadsWithItsExpectation() throws {
        let scenario = try Self.load(
            Self.scenario(
                covers: "SLD-5", expect: "<expect-refusal phase=\"api\" rule=\"SLD-5\">no   onAdClick</expect-refusal>",
                app: Self.sliderState + "\n    <screen>\n      <slider-container state=\"sl\" handlers=\"onAdClick\"/>\n    </screen>")
        ).get()
        let expected = try #require(scenario.expectedRefusal)
        #expect(expected.phase == .api)
        #expect(expected.rule == "SLD-5")
        #expect(expected.fragment == "no onAdClick")
        #expect(scenario.loadRefusal.isEmpty)
    }

    @Test func aLoaderNegativeScenarioIsRefusedByTheLoaderAsExpected() throws {
        let text = Self.scenario(
            expect: "<expect-refusal phase=\"loader\" rule=\"TEST-1\">unknown state 'nope'</expect-refusal>",
            app: "    <screen>\n      <native-container state=\"nope\"/>\n    </screen>")
        let scenario = try Self.load(text).get()
        #expect(scenario.expectedRefusal?.phase == .loader)
        #expect(scenario.loadRefusal.count == 1)
        #expect(scenario.loadRefusal.first?.message.hasPrefix("unknown state 'nope'") == true)
        // Refused with another message: the file fails to load, with the loader's messages and why.
        let other = try Self.load(text.replacingOccurrences(of: "unknown state 'nope'", with: "something else"))
        guard case .failure(let problems) = other else {
            Issue.record("a loader refusal without the fragment loaded")
            return
        }
        #expect(problems.diagnostics.first?.message.hasPrefix("unknown state 'nope'") == true)
        #expect(problems.diagnostics.last?.message.contains("but no message above says so") == true)
        // Not refused at all: a load failure at the expectation.
        let loads = try Self.load(text.replacingOccurrences(of: "state=\"nope\"", with: "state=\"s\"").replacingOccurrences(
            of: "    <screen>", with: Self.nativeState + "\n    <screen>"))
        guard case .failure(let notRefused) = loads else {
            Issue.record("a loader negative scenario that loads was accepted")
            return
        }
        #expect(notRefused.diagnostics.map(\.message) == ["expected to be refused by the loader (TEST-1) but it loaded"])
    }

    @Test func aSchemaNegativeScenarioIsRefusedByTheSchemaAsExpected() throws {
        let text = Self.scenario(
            expect: "<expect-refusal phase=\"schema\" rule=\"TEST-1\">element &lt;button&gt; is not allowed here</expect-refusal>",
            app: "    <screen>\n      <button/>\n    </screen>")
        let scenario = try Self.load(text).get()
        #expect(scenario.expectedRefusal?.phase == .schema)
        #expect(scenario.loadRefusal.first?.message.contains("element <button>") == true)
    }

    @Test func theRefusedRuleMustBeCovered() throws {
        let result = try Self.load(
            Self.scenario(
                expect: "<expect-refusal phase=\"api\" rule=\"SLD-5\"/>",
                app: Self.sliderState + "\n    <screen>\n      <slider-container state=\"sl\" handlers=\"onAdClick\"/>\n    </screen>"))
        guard case .failure(let problems) = result else {
            Issue.record("an expectation for a rule the scenario does not cover loaded")
            return
        }
        #expect(problems.diagnostics.map(\.message) == ["expect-refusal names rule 'SLD-5', which is not in the scenario's <covers>"])
    }
}
