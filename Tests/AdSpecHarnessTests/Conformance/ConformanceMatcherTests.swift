import AdSpecEngine
import Testing

@testable import AdSpecHarness
@testable import AdSpecKit

/// The conformance matcher: normative projection, windows, partial order (Documentation/Conformance.md).
@Suite("Conformance matching")
struct ConformanceMatcherTests {
    static let grace = Catalogue.Tolerance(
        kind: .window, basis: .documented, setting: "bindingGracePeriodMs", minimum: 1500, maximum: 2500, unit: "ms",
        reason: "about two seconds", line: 1)
    static let windows = ConformanceWindows(byRule: ["BIND-4": [grace]])

    static func line(_ time: Int, _ subject: Subject, _ event: TranscriptEvent) -> TranscriptLine {
        TranscriptLine(timeMs: time, subject: subject, event: event)
    }

    /// A golden: a load, a note, a binding failure two seconds later with its log.
    static let golden: [TranscriptLine] = [
        line(
            0, .state("s"),
            .phaseChanged(from: .idle, .loading(LoadRequest(number: 1, unit: "u", parameters: [:], manualImages: false)))),
        line(0, .container("B"), .shows(.placeholder, imagesNotLoaded: false)),
        line(120, .state("s"), .phaseChanged(from: .loading, .loaded(ad: "ad-1", adType: .content))),
        line(120, .container("A"), .callback(.onAdLoad(ad: "ad-1"), handled: true)),
        line(120, .note, .note("binding waits")),
        line(
            2120, .log(.error),
            .log(.noViewForRequiredAsset(container: "A", MissingView(kind: .title, reason: .hidden), isSlider: false))),
        line(2120, .container("A"), .callback(.onAdBindingFailure(code: "noViewForAsset", asset: .title), handled: true)),
    ]

    func check(_ actual: [TranscriptLine]) -> ConformanceMatcher.Failure? {
        let expected = ConformanceMatcher.expected(
            from: Self.golden, settings: Settings(), windows: Self.windows, firstLine: 6)
        return ConformanceMatcher.match(
            expected: expected, observed: ConformanceMatcher.observed(actual), golden: "Goldens/x.transcript")
    }

    @Test func theGoldenItselfMatchesAndInformativeLinesAreIgnored() {
        #expect(check(Self.golden) == nil)
        #expect(check(Self.golden.filter { $0.event.isNormative }) == nil)
        var reworded = Self.golden
        reworded[4] = Self.line(120, .note, .note("another explanation entirely"))
        reworded[5].event = .log(
            .noViewForRequiredAsset(container: "A", MissingView(kind: .title, reason: .notDrawn), isSlider: false))
        #expect(check(reworded) == nil)
    }

    @Test func anEventMayMoveInsideItsWindowButNotOutside() throws {
        var late = Self.golden
        late[5].timeMs = 2600
        late[6].timeMs = 2620
        #expect(check(late) == nil)
        late[6].timeMs = 2621
        let failure = try #require(check(late))
        guard case .outsideWindow(let observed) = failure.kind else { Issue.record("\(failure)"); return }
        #expect(observed.timeMs == 2621)
        #expect(failure.rule == "BIND-4")
        #expect(failure.location == "Goldens/x.transcript:12")
        #expect(failure.lines[0].contains("Goldens/x.transcript:12 (BIND-4)"))
        #expect(failure.lines[1].contains("1620...2620 ms") && failure.lines[1].contains("window 1500...2500 ms (documented"))
        // An event of a rule without a window is exact.
        var early = Self.golden
        early[3].timeMs = 121
        #expect(
            check(early).map { failure in
                if case .outsideWindow = failure.kind { return failure.rule == "EVT-1" } else { return false }
            } == true)
    }

    @Test func sameInstantEventsOfDifferentSubjectsMayComeInAnyOrder() {
        var reordered = Self.golden
        reordered.swapAt(0, 1)
        reordered.swapAt(2, 3)
        reordered.swapAt(5, 6)
        #expect(check(reordered) == nil)
    }

    @Test func oneSubjectsEventsKeepTheirOrder() throws {
        // Both of state s at distinct times, swapped: s's second event comes first.
        var swapped = Self.golden
        swapped[0] = Self.golden[2]
        swapped[2] = Self.golden[0]
        let failure = try #require(check(swapped))
        guard case .different(let observed) = failure.kind else { Issue.record("\(failure)"); return }
        #expect(failure.expected?.line == 6)
        #expect(observed.event.content.hasPrefix("phase from=.loading to=.loaded"))
    }

    @Test func aMissingEventIsNamed() throws {
        var missing = Self.golden
        missing.remove(at: 6)
        let failure = try #require(check(missing))
        #expect(failure.kind == .missing)
        #expect(failure.location == "Goldens/x.transcript:12")
        #expect(failure.lines[2].hasPrefix("got: nothing"))
    }

    @Test func anExtraNormativeEventIsNamed() throws {
        var extra = Self.golden
        extra.insert(Self.line(500, .container("A"), .callback(.onAdClick(asset: .title), handled: true)), at: 4)
        let failure = try #require(check(extra))
        guard case .different(let observed) = failure.kind else { Issue.record("\(failure)"); return }
        #expect(observed.event.description == "container A onAdClick asset=title")
        // At the end of a subject's events it is reported as extra.
        var trailing = Self.golden
        trailing.append(Self.line(3000, .container("B"), .shows(.nothing, imagesNotLoaded: false)))
        let last = try #require(check(trailing))
        guard case .extra(let event) = last.kind else { Issue.record("\(last)"); return }
        #expect(event.event.description == "container B shows nothing")
        #expect(last.lines[0].hasPrefix("conformance: extra normative event at 3000 ms"))
        // An extra informative line is not a failure.
        var narrated = Self.golden
        narrated.append(Self.line(3000, .note, .note("more narration")))
        #expect(check(narrated) == nil)
    }
}
