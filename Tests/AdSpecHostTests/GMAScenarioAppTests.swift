import AdSpecEngine
import AdSpecKit
import AdSpecTestSupport
import Foundation
import Testing

@testable import AdSpecHostReference

/// Source 003's scenarios through the public API (issue 37 items 2-3): the app AdSpecGMAHost
/// writes from each scenario, run by the GoogleMobileAds-shaped front end, hands the engine the
/// scenario's own view models. The front end learns them from what the app's code does (its
/// loader, the ad's delegate, the statements of its populate code, the views it populates, when
/// it loads its nib), so this holds only if the app does what the scenario says, statement for
/// statement. Discovered from the corpus: every scenario whose app is of source 003 alone.
@MainActor
struct GMAScenarioAppTests {
    static func gmaScenarios() throws -> [ScenarioInput] {
        let directory = Repository.specs.appendingPathComponent("gma")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".xml") }.sorted()
        return try files.compactMap { name in
            let input = try Corpus.loadScenario(file: directory.appendingPathComponent(name), specsDirectory: Repository.specs)
                .input
            let gmaOnly = !input.app.gmaModels.isEmpty && input.app.states.allSatisfy { $0.kind == .gma }
            return gmaOnly ? input : nil
        }
    }

    /// The outlets of the ad view `id` that a view is connected to: its asset views, and those
    /// outside it that name it.
    static func connected(_ id: String, in screen: ViewNode) -> Set<GMAAsset> {
        var outlets = Set<GMAAsset>()
        screen.forEachNode { node in
            guard node.id == id, case .gmaAdView = node.kind else {
                if case .gmaAssetView(let outlet?, id?) = node.kind { outlets.insert(outlet) }
                return
            }
            node.forEachNode { if case .gmaAssetView(let outlet?, nil) = $0.kind { outlets.insert(outlet) } }
        }
        return outlets
    }

    /// `code` as the app's statements can show it: a statement on an outlet no view is connected
    /// to sets nothing, so its hiding, the media's height and the call to action's interaction
    /// leave no trace there (nor in the engine, which says the fill as unconnected and the rest not at all).
    static func observable(_ code: [GMACode], outlets: Set<GMAAsset>) -> [GMACode] {
        code.compactMap { statement in
            switch statement {
            case .fill(let asset, true) where !outlets.contains(asset): .fill(asset, hideWhenAbsent: false)
            case .sizeMedia where !outlets.contains(.media): nil
            case .disableCallToActionInteraction where !outlets.contains(.callToAction): nil
            default: statement
            }
        }
    }

    @Test func theAppHandsTheEngineTheScenariosViewModels() throws {
        let scenarios = try Self.gmaScenarios()
        #expect(scenarios.count > 1)
        for input in scenarios {
            let learnt = try GMAReferenceRun.learnt(input)
            let refreshed = Set(input.script.compactMap { if case .refreshAd(let model) = $0.action { model } else { nil } })
            let expected = input.app.gmaModels.filter { refreshed.contains($0.id) }.sorted { $0.id < $1.id }.map { model in
                var model = model
                let outlets = model.adViews.map { Self.connected($0, in: input.app.screen) }
                if Set(outlets).count == 1 { model.code = Self.observable(model.code, outlets: outlets[0]) }
                return model
            }
            #expect(learnt.app.gmaModels.sorted { $0.id < $1.id } == expected, "\(input.id)")
            #expect(learnt.app.screen == input.app.screen, "\(input.id)")
            #expect(learnt.script == input.script, "\(input.id)")
        }
    }
}
