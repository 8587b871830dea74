import AdSpecEngine
import AdSpecHarness
import AdSpecKit
import AdSpecTestSupport
import Foundation
import Testing

/// The vocabulary of the native advanced flow (source 003): what it reads, and what it refuses.
@Suite("Loader: the GMA vocabulary")
struct GMALoaderTests {
    private let network = """
          <network>
            <unit id="u"><response><gma-ad id="g1" headline="Ad" call-to-action="Go" star-rating="4"><media aspect-ratio="0"/></gma-ad></response></unit>
          </network>

        """

    private func problems(_ text: String) throws -> [String] {
        let fixture = try SpecsFixture()
        defer { fixture.remove() }
        try fixture.write("t.xml", text)
        return fixture.problems("t.xml") ?? []
    }

    private func load(_ text: String) throws -> ScenarioInput {
        let fixture = try SpecsFixture()
        defer { fixture.remove() }
        try fixture.write("t.xml", text)
        return try Corpus.loadScenario(file: fixture.specs.appendingPathComponent("t.xml"), specsDirectory: fixture.specs).input
    }

    @Test func readsModelAdViewOutletsAdAndStep() throws {
        let input = try load(
            SpecsFixture.scenario(
                head: network,
                app: """
                        <gma-view-model id="vm" unit="u" wrapper="uikit" ad-views="v" delegate="false" root-view-controller="self">
                          <populate><associate/><fill asset="callToAction" hide-when-absent="true"/><size-media/></populate>
                        </gma-view-model>
                        <screen><gma-ad-view id="v" min-height="300"><gma-asset-view id="cta" outlet="callToAction"/><gma-asset-view id="x"/></gma-ad-view></screen>
                    """,
                script: "    <refresh-ad model=\"vm\"/>"))
        let model = try #require(input.app.gmaModels.first)
        #expect(
            model
                == GMAViewModel(
                    id: "vm", adUnitID: "u", wrapper: .uikit, rootViewController: true, setsDelegate: false, adViews: ["v"],
                    code: [.associate, .fill(.callToAction, hideWhenAbsent: true), .sizeMedia]))
        #expect(input.app.states.contains(StateDeclaration(id: "vm", kind: .gma, adUnitID: "u")))
        // Compared by pattern, not by `#expect(a == b)` over `ViewNode.Kind` (see `outlets(of:)`).
        let minHeight: Double? = if case .gmaAdView(let height) = input.app.screen.kind { height } else { nil }
        #expect(minHeight == 300)
        #expect(outlets(of: input.app.screen) == ["callToAction", "none"])
        #expect(input.script.map(\.action) == [.refreshAd(model: "vm")])
        let unit = try #require(input.adUnits.first { $0.id == "u" })
        guard case .gmaAd(let ad) = unit.responses.first?.outcome else {
            Issue.record("the response is not a GADNativeAd")
            return
        }
        #expect(ad.values == [.headline: "Ad", .media: "media.jpg", .callToAction: "Go", .starRating: "4"])
        #expect(ad.media.aspectRatio == 0)
    }

    /// The outlets of the node's children, `none` for a view connected to none. Swift Testing's
    /// `#expect(a == b)` over values of `ViewNode.Kind` crashed the debug test binary (a bad
    /// retain while copying the enum) after issue 13 added `ifHasAny`; comparing strings avoids it.
    private func outlets(of node: ViewNode) -> [String] {
        node.children.map { child in
            guard case .gmaAssetView(let outlet, nil) = child.kind else { return "?" }
            return outlet?.rawValue ?? "none"
        }
    }

    @Test func refusesUnknownReferences() throws {
        let found = try problems(
            SpecsFixture.scenario(
                head: network,
                app: """
                        <gma-view-model id="vm" unit="u" ad-views="nope"/>
                        <screen><vstack><gma-ad-view id="v"/><gma-asset-view id="i" outlet="icon" ad-view="elsewhere"/></vstack></screen>
                    """,
                script: "    <refresh-ad model=\"other\"/>"))
        #expect(found.contains { $0.hasSuffix("view model 'vm' fills 'nope', which is not a <gma-ad-view> of the screen") })
        #expect(found.contains { $0.hasSuffix("node 'i' is an outlet of 'elsewhere', which is not a <gma-ad-view> of the screen") })
        #expect(found.contains { $0.hasSuffix("unknown view model 'other': declare it with <gma-view-model> in <app>") })
    }

    /// Issue 38 item 3: without `<populate>` each wrapper runs its own sample's code (SwiftUI's
    /// `updateUIView` hides and sizes nothing); `nib-loading` is UIKit's, per ad unless said.
    @Test func withoutPopulateEachWrapperRunsItsOwnSample() throws {
        for (wrapper, code) in [("uikit", GMAViewModel.sampleCode), ("swiftui", GMAViewModel.swiftUISampleCode)] {
            let input = try load(
                SpecsFixture.scenario(
                    head: network,
                    app: "    <gma-view-model id=\"vm\" unit=\"u\" wrapper=\"\(wrapper)\" ad-views=\"v\"/>\n    <screen><gma-ad-view id=\"v\"/></screen>"))
            #expect(input.app.gmaModels.first?.code == code)
            #expect(input.app.gmaModels.first?.nibLoading == .perAd)
        }
        #expect(GMAViewModel.sampleCode != GMAViewModel.swiftUISampleCode)
        let found = try problems(
            SpecsFixture.scenario(
                head: network, app: "    <gma-view-model id=\"vm\" unit=\"u\" ad-views=\"v\" nib-loading=\"once\"/>\n    <screen><gma-ad-view id=\"v\"/></screen>"))
        #expect(found.contains { $0.hasSuffix("a SwiftUI representable's view is made by makeUIView: 'nib-loading' is for wrapper=\"uikit\"") })
    }

    @Test func refusesAStarRatingOutsideZeroToFive() throws {
        let found = try problems(
            SpecsFixture.scenario(
                head: "  <network><unit id=\"u\"><response><gma-ad id=\"g\" headline=\"A\" star-rating=\"7\"/></response></unit></network>\n",
                app: "    <gma-view-model id=\"vm\" unit=\"u\" ad-views=\"v\"/>\n    <screen><gma-ad-view id=\"v\"/></screen>"))
        #expect(found.contains { $0.hasSuffix("a star rating is a number from 0 to 5, not '7'") })
    }
}
