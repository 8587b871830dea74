import AdSpecEngine
import AdSpecHarness
import AdSpecKit
import Testing

/// Normative projection v1 (Documentation/Conformance.md): wording-free, by typed event.
@Suite struct NormativeProjectionTests {
    @Test func callbacksProjectTheirPayloadAndContainer() {
        let impression = TranscriptLine(
            timeMs: 1120, subject: .container("A"),
            event: .callback(.onAdImpression(ad: "content-1", flags: [.smallWarning(share: 0.01)]), handled: true))
        #expect(impression.normative?.description == "container A onAdImpression ad=content-1 flags=[smallWarning]")
        let plain = TranscriptLine(
            timeMs: 0, subject: .container("A"), event: .callback(.onAdImpression(ad: "content-1", flags: []), handled: true))
        #expect(plain.normative?.description == "container A onAdImpression ad=content-1 flags=[]")
        let unhandled = TranscriptLine(
            timeMs: 0, subject: .container("A"), event: .callback(.onAdClick(asset: .title), handled: false))
        #expect(unhandled.normative == nil)
    }

    @Test func logsProjectTheirCategoryNotTheirWording() {
        let line = TranscriptLine(
            timeMs: 0, subject: .log(.warning), event: .log(.stateSharedByContainers(state: "s", from: "A", to: "B")))
        #expect(line.normative?.description == "log warning category=stateMoved")
        #expect(line.conformanceRule == "CONT-3")
    }

    @Test func informativeLinesHaveNoProjection() {
        let lines: [TranscriptEvent] = [
            .note("why"), .viewable(share: 0.6, dwellMs: 1000), .bindingWaits(graceMs: 2000, missing: []),
            .step(.wait(ms: 10), offMainThread: false), .end, .mounted(state: "s"),
            .notViewable(container: "A", .inBackground), .sliderAdsLeftOut(state: "s", ads: ["x"]),
        ]
        for event in lines {
            #expect(!event.isNormative)
            #expect(TranscriptLine(timeMs: 0, subject: .note, event: event).normative == nil)
        }
    }

    @Test func phasesAndPrimitivesAreCanonical() {
        let phase = TranscriptLine(
            timeMs: 0, subject: .state("s"),
            event: .phaseChanged(from: .loading, .failed(code: "noFill", message: "no ad for this request")))
        #expect(phase.normative?.description == "state s phase from=.loading to=.failed code=noFill")
        let draws = TranscriptLine(
            timeMs: 0, subject: .container("A"),
            event: .draws([
                PrimitiveValue(kind: .title, value: .text("Say \"hi\"")), PrimitiveValue(kind: .rating, value: .rating("4.50")),
            ]))
        #expect(draws.normative?.description == "container A draws title=\"Say \\\"hi\\\"\" rating=rating(4.5)")
        let missed = TranscriptLine(timeMs: 0, subject: .note, event: .outcomeNotDelivered(.onAdLoad, state: "s"))
        #expect(missed.normative?.description == "state s onAdLoad delivered=none")
        let slider = TranscriptLine(
            timeMs: 0, subject: .slider("S"),
            event: .callback(.onAdBindingFailure(code: "noViewForAsset", asset: .sponsored), handled: true))
        #expect(slider.conformanceRule == "SLD-7")
    }

    @Test("a GMA line projects to its facts without the wording")
    func gmaLine() {
        let line = TranscriptLine(
            timeMs: 0, subject: .adView("v"), event: .gma(.fills([.set(.headline, .text("A \"b\"")), .unconnected(.store)])))
        #expect(line.normative?.description == #"ad view v fills headline="A \"b\"" store=unconnected"#)
    }
}
