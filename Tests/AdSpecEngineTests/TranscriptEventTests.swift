import AdSpecEngine
import Testing

/// The transcript is typed: subjects and events are values, and one formatter writes the text.
@Suite struct TranscriptEventTests {
    @Test func callbacksCarryTheirPayloadAsFields() throws {
        let hidden = Build.card("A") {
            $0 == .sponsored ? Build.asset(.sponsored, id: "A-sponsored", height: 16, hidden: true) : nil
        }
        let run = try Run(screen: [Build.container("A", state: "s", card: hidden)], [.loadAd(state: "s"), .wait(ms: 3000)])
        let failure = run.lines.first { line in
            if case .callback(.onAdBindingFailure, _) = line.event { return true }
            return false
        }
        #expect(failure?.subject == .container("A"))
        #expect(failure?.event == .callback(.onAdBindingFailure(code: "noViewForAsset", asset: .sponsored), handled: true))
        #expect(failure?.event.isNormative == true)
        #expect(failure?.text == "onAdBindingFailure error noViewForAsset userInfo[asset_name]=sponsored")
        #expect(run.lines.contains { $0.subject == .log(.error) && $0.event.isNormative })
        #expect(run.lines.last?.event == .end)
    }

    @Test func notesAreInformative() {
        let note = TranscriptLine(timeMs: 12, subject: .note, event: .note("an explanation"))
        #expect(!note.event.isNormative)
        #expect(note.rendered == "    12 ms  note              an explanation")
        let phase = TranscriptLine(
            timeMs: 0, subject: .state("s"),
            event: .phaseChanged(
                from: .idle, .loading(LoadRequest(number: 1, unit: "u", parameters: ["b": "2", "a": "1"], manualImages: true))))
        #expect(phase.text == "phase .idle -> .loading; request #1 unit=u parameters a=1,b=2 images=manual")
        #expect(phase.event.isNormative)
    }
}

@Suite struct EngineNamesTests {
    @Test func derivedStateNamesReadBackAsWritten() {
        #expect(DerivedStateName.sliderCard(slider: "sl", index: 2).name == "sl.ads[2]")
        #expect(DerivedStateName.bulkAd(batch: "b", index: 0).name == "b[0]")
        #expect(
            DerivedStateName.readings(of: "sl.ads[2]") == [
                .bulkAd(batch: "sl.ads", index: 2), .sliderCard(slider: "sl", index: 2),
            ])
        #expect(DerivedStateName.readings(of: "b[0]") == [.bulkAd(batch: "b", index: 0)])
        #expect(DerivedStateName.readings(of: "b[x]").isEmpty)
        #expect(DerivedStateName.readings(of: "plain").isEmpty)
    }

    @Test func viewabilityIssuesNameTheirCheckAndRule() {
        let issue = ViewabilityIssue.requiredAssetClipped(.title)
        #expect(issue.check == .requiredAssetsInsideCard)
        #expect(issue.rule == "IMP-1")
        #expect(issue.check.isLogged)
        #expect(TranscriptFormat.text(of: issue) == "required asset title is clipped by the card")
        #expect(ViewabilityCheck.allCases.first == .bound)
        #expect(ViewabilityIssue.belowThreshold(share: 0.25, threshold: 0.5).check.rule == "IMP-1")
    }
}
