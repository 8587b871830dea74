import Testing

@testable import AdSpecEngine

/// The native advanced flow (source 003), built in Swift without XML: the second front end on
/// the engine's shared core.
@Suite struct GMATests {
    static let ad = GMAAdFixture(
        id: "g1", values: [.headline: "Ad", .media: "m.jpg", .callToAction: "Install"], media: MediaFixture(aspectRatio: 2))

    static func unit(_ responses: [ResponseOutcome], latency: Int = 100) -> AdUnit {
        AdUnit(id: "u", responses: responses.map { Response(latencyMs: latency, outcome: $0) })
    }

    static func adView(_ id: String = "adView", y: Double = 0, minHeight: Double? = nil, extra: [ViewNode] = []) -> ViewNode {
        ViewNode(
            id: id, kind: .gmaAdView(minHeight: minHeight), y: y, width: 300,
            children: [
                ViewNode(
                    kind: .stack(axis: .vertical, spacing: 0, lazy: false),
                    children: [
                        ViewNode(id: "\(id)-headline", kind: .gmaAssetView(outlet: .headline, adView: nil)),
                        ViewNode(id: "\(id)-media", kind: .gmaAssetView(outlet: .media, adView: nil), height: 100),
                        ViewNode(id: "\(id)-body", kind: .gmaAssetView(outlet: .body, adView: nil)),
                        ViewNode(id: "\(id)-cta", kind: .gmaAssetView(outlet: .callToAction, adView: nil), height: 40),
                    ] + extra)
            ])
    }

    static func run(
        code: [GMACode] = GMAViewModel.sampleCode, wrapper: GMAViewModel.Wrapper = .uikit, views: [String] = ["adView"],
        screen: [ViewNode] = [adView()], responses: [ResponseOutcome] = [.gmaAd(ad)], settings: Settings = Settings(),
        mutants: Set<Mutant> = [], _ script: [Action]
    ) throws -> Run {
        try Run(
            states: [StateDeclaration(id: "vm", kind: .gma, adUnitID: "u")], screen: screen, units: [unit(responses)],
            settings: settings,
            app: {
                $0.gmaModels = [GMAViewModel(id: "vm", adUnitID: "u", wrapper: wrapper, adViews: views, code: code)]
            }, mutants: mutants, script)
    }

    @Test("GMA-1, GMA-3, GMA-12, GMA-13: the sample's code: received, filled, associated last; impression at once, click on the CTA")
    func sample() throws {
        let run = try Self.run([.refreshAd(model: "vm"), .wait(ms: 150), .tap(node: "adView-cta")])
        #expect(run.time("model vm", "adLoader(_:didReceive:) from loader #1: ad=g1") == 100)
        #expect(run.count("ad view adView", "bodyView.text=nil bodyView.isHidden=true") == 1)
        #expect(run.count("ad view adView", "mediaView height = width / aspectRatio = 300 / 2 = 150") == 1)
        #expect(run.time("ad view adView", "nativeAd = g1; registered views [headline,media,callToAction]") == 100)
        #expect(run.time("model vm", "nativeAdDidRecordImpression ad=g1 view=adView") == 100)
        #expect(run.time("model vm", "nativeAdDidRecordClick ad=g1 view=adView asset=callToAction") == 150)
        let fills = run.lines.firstIndex { $0.text.hasPrefix("fills") }
        let association = run.lines.firstIndex { $0.text.hasPrefix("nativeAd = g1") }
        #expect(fills != nil && association != nil && fills! < association!)
    }

    @Test("GMA-4: with interaction left on the call to action, the button takes the touch; the setting lets it click")
    func ctaInteraction() throws {
        let code = GMAViewModel.sampleCode.filter { $0 != .disableCallToActionInteraction }
        let script: [Action] = [.refreshAd(model: "vm"), .wait(ms: 150), .tap(node: "adView-cta")]
        #expect(try Self.run(code: code, script).count("note", "the button takes the touch") == 1)
        var settings = Settings()
        settings.gmaEnabledCallToActionClicks = true
        #expect(try Self.run(code: code, settings: settings, script).count("model vm", "nativeAdDidRecordClick") == 1)
        #expect(try Self.run(code: code, mutants: [.gmaButtonPassesTouch], script).count("model vm", "nativeAdDidRecordClick") == 1)
    }

    @Test("GMA-4: a call to action whose nib turns user interaction off passes the touch as the code line does")
    func ctaInteractionOffInTheNib() throws {
        let code = GMAViewModel.sampleCode.filter { $0 != .disableCallToActionInteraction }
        let script: [Action] = [.refreshAd(model: "vm"), .wait(ms: 150), .tap(node: "adView-cta"), .tap(node: "adView-headline")]
        var view = Self.adView()
        view.children[0].children[3].userInteractionEnabled = false
        let run = try Self.run(code: code, screen: [view], script)
        #expect(run.count("model vm", "nativeAdDidRecordClick ad=g1 view=adView asset=callToAction") == 1)
        #expect(run.count("note", "the button takes the touch") == 0)
        // Off on another view: no effect (the headline label passes its touches anyway).
        view = Self.adView()
        view.children[0].children[0].userInteractionEnabled = false
        #expect(try Self.run(code: code, screen: [view], script).count("note", "the button takes the touch") == 1)
    }

    @Test("GMA-3: the association before populating registers nothing; a late fill registers only with the setting")
    func associateFirst() throws {
        let code: [GMACode] = [.associate, .fill(.headline, hideWhenAbsent: false)]
        let script: [Action] = [.refreshAd(model: "vm"), .wait(ms: 150), .tap(node: "adView-headline")]
        let run = try Self.run(code: code, script)
        #expect(run.count("note", "headlineView was not registered (empty when the ad was associated)") == 1)
        #expect(run.count("model vm", "nativeAdDidRecordImpression") == 1)
        var settings = Settings()
        settings.gmaLateFillRegisters = true
        #expect(try Self.run(code: code, settings: settings, script).count("model vm", "nativeAdDidRecordClick") == 1)
    }

    @Test("GMA-12: no point on screen, no impression; the first point records it")
    func firstPixel() throws {
        let script: [Action] = [.refreshAd(model: "vm"), .wait(ms: 150), .set(node: "adView", NodeChange(y: 843)), .wait(ms: 10)]
        let below = try Self.run(screen: [Self.adView(y: 844)], script)
        #expect(below.count("note", "not a single point of the ad view on screen") == 1)
        #expect(below.time("model vm", "nativeAdDidRecordImpression") == 150)
        let half = try Self.run(screen: [Self.adView(y: 844)], mutants: [.gmaImpressionNeedsHalf], script)
        #expect(half.count("model vm", "nativeAdDidRecordImpression") == 0)
    }

    @Test("GMA-14, GMA-9: SwiftUI: two representables; the second association moves the ad; a re-render counts nothing again")
    func secondAssociation() throws {
        let screen = [
            ViewNode(
                kind: .stack(axis: .vertical, spacing: 0, lazy: false), children: [Self.adView("A"), Self.adView("B")])
        ]
        let script: [Action] = [.refreshAd(model: "vm"), .wait(ms: 150), .tap(node: "A-headline"), .rerender, .wait(ms: 10)]
        let run = try Self.run(wrapper: .swiftUI, views: ["A", "B"], screen: screen, script)
        #expect(run.count("ad view A", "unbound from ad g1: the ad was associated with B") == 2)
        #expect(run.count("note", "tap on A-headline: the ad was associated with B since; no click") == 1)
        #expect(run.count("model vm", "nativeAdDidRecordImpression") == 1)
        var settings = Settings()
        settings.gmaSecondAssociation = .both
        let both = try Self.run(wrapper: .swiftUI, views: ["A", "B"], screen: screen, settings: settings, script)
        #expect(both.count("ad view A", "already associated with this view") == 1)
        #expect(both.count("model vm", "nativeAdDidRecordClick ad=g1 view=A") == 1)
        let again = try Self.run(
            wrapper: .swiftUI, views: ["A", "B"], screen: screen, settings: settings, mutants: [.gmaImpressionPerAssociation],
            script)
        #expect(again.count("model vm", "nativeAdDidRecordImpression") > 1)
    }

    @Test("GMA-15, GMA-1: a replaced loader's answer is dropped; a failure calls didFailToReceiveAdWithError")
    func refresh() throws {
        let failure = ResponseOutcome.failure(LoadFailure(code: "noFill", message: ""))
        let run = try Self.run(
            responses: [failure, .gmaAd(Self.ad)],
            [.refreshAd(model: "vm"), .wait(ms: 150), .refreshAd(model: "vm"), .refreshAd(model: "vm"), .wait(ms: 150)])
        #expect(run.time("model vm", "adLoader(_:didFailToReceiveAdWithError:) from loader #1: error noFill") == 100)
        #expect(run.count("model vm", "the response to loader #2 reaches no delegate") == 1)
        #expect(run.time("model vm", "from loader #3: ad=g1") == 250)
    }

    @Test("GMA-13: an outlet view outside the ad view is filled but not registered")
    func outsideView() throws {
        let outside = ViewNode(id: "icon", kind: .gmaAssetView(outlet: .icon, adView: "adView"), y: 600, height: 40)
        var withIcon = Self.ad
        withIcon.values[.icon] = "i.png"
        let run = try Self.run(
            screen: [Self.adView(), outside], responses: [.gmaAd(withIcon)],
            [.refreshAd(model: "vm"), .wait(ms: 150), .tap(node: "icon")])
        #expect(run.count("ad view adView", "icon (not a subview of the ad view)") == 1)
        #expect(run.count("note", "iconView was not registered (not a subview of the ad view)") == 1)
    }

    @Test("GMA events are normative by type: delegate callbacks only when a delegate was set")
    func normative() {
        #expect(GMAEvent.recordedClick(ad: "g", view: "v", asset: .headline, delegate: true).isNormative)
        #expect(!GMAEvent.recordedClick(ad: "g", view: "v", asset: .headline, delegate: false).isNormative)
        #expect(!GMAEvent.associated(ad: "g", registered: [], skipped: []).isNormative)
        // The projection of a GMA line: Tests/AdSpecHarnessTests/Transcript/NormativeProjectionTests.swift.
    }

    /// The rule a failure names for a GMA line (`GMAEvent.rule`): the corpus asks for it only when
    /// a scenario fails, so the mapping is checked here.
    @Test func linesNameTheirRules() {
        #expect(GMAEvent.loaderCreated(number: 1, unit: "u", rootViewController: false).rule == "GMA-1")
        #expect(GMAEvent.loaderCreated(number: 2, unit: "u", rootViewController: false).rule == "GMA-15")
        #expect(GMAEvent.populates(ad: "g", wrapper: .swiftUI).rule == "GMA-6")
        #expect(GMAEvent.populates(ad: "g", wrapper: .uikit).rule == "GMA-3")
        #expect(GMANoClick.notRegistered(GMASkippedView(asset: .icon, reason: .notSubview)).rule == "GMA-13")
        #expect(GMANoClick.notRegistered(GMASkippedView(asset: .icon, reason: .empty)).rule == "GMA-3")
        #expect(GMANoClick.buttonTakesTouch.rule == "GMA-4")
        #expect(GMANoClick.adMoved(to: "v").rule == "GMA-14")
    }
}
