import AdSpecAds
import AdSpecEngine
import AdSpecHarness
import AdSpecKit
import AdSpecTestSupport
import Foundation
import SwiftUI
import Testing

@testable import DocSamples

/// Each documented sample, hosted by `SampleHost` and run with a script, gives the transcript of
/// its XML twin's golden, event for event. The twin's network and settings (the fixture data: what
/// the unit serves) are given to the host; the app — states, screen, calls — comes from the Swift.
@MainActor
enum SampleTwin {
    static func twin(_ id: String) throws -> LoadedScenario {
        try Corpus.loadScenario(file: Repository.specs.appendingPathComponent(id + ".xml"), specsDirectory: Repository.specs)
    }

    /// The golden's event lines (after its header).
    static func goldenEvents(_ id: String) throws -> [String] {
        let text = try String(contentsOf: Repository.goldens.appendingPathComponent(id + ".transcript"), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
    }

    static func transcript<Root: View>(of root: Root, twin id: String, script: [HostStep]) async throws -> [String] {
        let twin = try twin(id)
        let host = SampleHost(root)
        host.adUnits = twin.input.adUnits
        host.settings = twin.input.settings
        host.screenWidth = twin.input.app.screenWidth
        host.screenHeight = twin.input.app.screenHeight
        return try await host.run(id: id, script: script).map(\.rendered)
    }

    static func expectTwin<Root: View>(
        _ root: Root, twin id: String, script: [HostStep], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let actual = try await transcript(of: root, twin: id, script: script)
        let golden = try goldenEvents(id)
        let first = zip(actual, golden).enumerated().first { $0.element.0 != $0.element.1 }
        let message =
            "the sample's transcript differs from Goldens/\(id).transcript at event \(first?.offset ?? min(actual.count, golden.count)):\n"
                + "sample: \(first?.element.0 ?? actual.dropFirst(golden.count).first ?? "(none)")\n"
                + "golden: \(first?.element.1 ?? golden.dropFirst(actual.count).first ?? "(none)")"
        #expect(actual == golden, Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

@MainActor
struct SampleTwinTests {
    @Test func nativeAdViewLoadsOnAppearAndBindsTheAdCard() async throws {
        try await SampleTwin.expectTwin(NativeAdView(), twin: "docsamples/native-ad-view", script: [.wait(ms: 2000)])
    }

    @Test func theEventsSampleReceivesLoadAndImpression() async throws {
        try await SampleTwin.expectTwin(EventsView(), twin: "docsamples/events", script: [.wait(ms: 2000), .wait(ms: 500)])
    }

    @Test func theManualImagesSampleDrawsImagesOnlyAfterLoadImages() async throws {
        let view = ManualImagesView()
        try await SampleTwin.expectTwin(
            view, twin: "docsamples/manual-images", script: [.wait(ms: 500), .perform { view.loadImages() }, .wait(ms: 1000)])
    }

    @Test func theBulkViewModelShowsEachAdInItsOwnContainer() async throws {
        let view = BulkFeedView()
        try await SampleTwin.expectTwin(view, twin: "docsamples/bulk", script: [.perform { view.loadAds() }, .wait(ms: 2000)])
    }

    @Test func enableLoggingAddsTheSDKsLogLines() async throws {
        try await SampleTwin.expectTwin(
            HiddenAndTransparentSponsored(), twin: "docsamples/enable-logging",
            script: [
                .perform { enableLoggingAsNativeDocumentWrites() }, .wait(ms: 2500), .tap(node: "A-callToAction"),
                .tap(node: "B-callToAction"), .wait(ms: 500),
            ])
    }

    @Test func theSliderSampleBindsTheBlockAndTheContentCardButNotTheAppInstallCard() async throws {
        try await SampleTwin.expectTwin(SliderAdView(), twin: "docsamples/slider-ad-view", script: [.wait(ms: 2500), .wait(ms: 500)])
    }

    @Test func theSliderManualImagesSampleLoadsTheImagesOfBlockAndCards() async throws {
        let view = SliderManualImagesView()
        try await SampleTwin.expectTwin(
            view, twin: "docsamples/slider-manual-images",
            script: [.wait(ms: 500), .perform { view.loadImages() }, .wait(ms: 2000), .wait(ms: 500)])
    }

    @Test func theMediaOverlaySampleShowsTheVideoAndBinds() async throws {
        try await SampleTwin.expectTwin(VideoOverlayView(), twin: "docsamples/media-overlay", script: [.wait(ms: 2500)])
    }

    @Test func theSliderDocumentsEnableLoggingAddsTheSDKsLogLines() async throws {
        try await SampleTwin.expectTwin(
            SliderAdView(), twin: "docsamples/slider-enable-logging",
            script: [.perform { enableLoggingAsSliderDocumentWrites() }, .wait(ms: 2500), .wait(ms: 500)])
    }

    @Test func feedViewLoadsFromTheViewModelAndRebindsWithoutASecondImpression() async throws {
        let feed = FeedView()
        try await SampleTwin.expectTwin(
            feed, twin: "docsamples/feed",
            script: [
                .perform {
                    feed.addAd()
                    feed.addAd()
                    feed.addAd()
                },
                .wait(ms: 2500), .scroll(node: "scroll", offset: 532), .wait(ms: 2500), .scroll(node: "scroll", offset: 0),
                .wait(ms: 2500),
            ])
    }
}

@MainActor
struct DocumentedMistakeTests {
    @Test func aRequiredPrimitiveUnderHiddenBlocksBindingAndUnderOpacityZeroMarksTheImpression() async throws {
        try await SampleTwin.expectTwin(
            HiddenAndTransparentSponsored(), twin: "docsamples/hidden-vs-opacity",
            script: [.wait(ms: 2500), .tap(node: "A-callToAction"), .tap(node: "B-callToAction"), .wait(ms: 500)])
    }

    @Test func aStateMadeInBodyIsMadeAnewByARender() async throws {
        try await SampleTwin.expectTwin(
            StateMadeInBody(), twin: "docsamples/state-in-body", script: [.wait(ms: 600), .rerender, .wait(ms: 2000)])
    }

    /// The script's first step, at time 0, turns the SDK's log on (the XML twin's default) and, as
    /// every step does, renders `body` again: SwiftUI's render after the content's `onAppear` set
    /// `kept.cards` (the host renders only after a step).
    @Test func sliderCardsKeptFromLayoutAdsAndDrawnOutsideTheSliderEachCountTheirImpressionAndTheBlocksIsLost() async throws {
        try await SampleTwin.expectTwin(
            SliderCardsKeptOutside(), twin: "slider/cards-outside-drawn-by-template",
            script: [
                .perform { YandexAds.enableLogging() }, .wait(ms: 2500), .scroll(node: "row", offset: 328), .wait(ms: 2500),
                .scroll(node: "row", offset: 656), .wait(ms: 2500),
            ])
    }
}
