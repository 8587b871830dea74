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

    @Test func aStatesPhasesKeepTheirOrder() throws {
        // Both of state s at distinct times, swapped: s's second event comes first.
        var swapped = Self.golden
        swapped[0] = Self.golden[2]
        swapped[2] = Self.golden[0]
        // Each at its time, in the wrong order: LOAD-1 orders a state's phases.
        let failure = try #require(check(swapped))
        guard case .outOfOrder(let observed, let rule, _) = failure.kind else { Issue.record("\(failure)"); return }
        #expect(rule == "LOAD-1")
        #expect(failure.expected?.line == 8)
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
        guard case .extra(let observed) = failure.kind else { Issue.record("\(failure)"); return }
        #expect(observed.event.description == "container A onAdClick asset=title")
        #expect(failure.rule == "CLK-1")
        // At the end of a subject's events too.
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

/// Issue 36 items 4 and 5: orders only where a rule imposes them, windows per container.
@Suite("Conformance orders and windows")
struct ConformanceOrderTests {
    typealias T = ConformanceMatcherTests
    static let dwell = Catalogue.Tolerance(
        kind: .window, basis: .inferred, setting: "impressionDwellMs", minimum: 500, maximum: 2000, unit: "ms",
        reason: "no dwell is documented", line: 2)
    static let videoDwell = Catalogue.Tolerance(
        kind: .window, basis: .inferred, setting: "videoImpressionDwellMs", minimum: 1000, maximum: 3000, unit: "ms",
        reason: "the video dwell is assumed", line: 3)
    static let windows = ConformanceWindows(byRule: ["BIND-4": [T.grace], "IMP-1": [dwell, videoDwell]])

    static let loaded = T.line(120, .state("s"), .phaseChanged(from: .loading, .loaded(ad: "ad-1", adType: .content)))
    static let loading = T.line(
        0, .state("s"), .phaseChanged(from: .idle, .loading(LoadRequest(number: 1, unit: "u", parameters: [:], manualImages: false))))

    func check(_ golden: [TranscriptLine], _ actual: [TranscriptLine]) -> ConformanceMatcher.Failure? {
        let expected = ConformanceMatcher.expected(from: golden, settings: Settings(), windows: Self.windows, firstLine: 6)
        return ConformanceMatcher.match(
            expected: expected, observed: ConformanceMatcher.observed(actual), golden: "Goldens/x.transcript")
    }

    @Test func onAdLoadMayComeAfterTheContainerShowsContentAtTheSameInstant() {
        let golden = [
            Self.loading,
            T.line(0, .container("A"), .shows(.placeholder, imagesNotLoaded: false)),
            Self.loaded,
            T.line(120, .container("A"), .callback(.onAdLoad(ad: "ad-1"), handled: true)),
            T.line(120, .container("A"), .shows(.nothing, imagesNotLoaded: false)),
            T.line(120, .log(.warning), .log(.smallWarning(container: "A", share: 0.01, minimum: 0.02))),
            T.line(120, .log(.warning), .log(.missingSKAdNetworkItems)),
        ]
        var actual = golden
        actual.swapAt(3, 4)
        actual.swapAt(5, 6)
        #expect(check(golden, actual) == nil)
    }

    @Test func anOrderARuleImposesIsKeptAndNamed() throws {
        // CONT-1: the placeholder, then the content, at one instant.
        let golden = [
            T.line(0, .container("A"), .shows(.placeholder, imagesNotLoaded: false)),
            T.line(0, .container("A"), .shows(.nothing, imagesNotLoaded: false)),
        ]
        let failure = try #require(check(golden, golden.reversed()))
        guard case .outOfOrder(_, let rule, _) = failure.kind else { Issue.record("\(failure)"); return }
        #expect(rule == "CONT-1")
        #expect(failure.rule == "CONT-1")
        #expect(failure.location == "Goldens/x.transcript:7")
        #expect(failure.lines[2].contains("before Goldens/x.transcript:6 container A shows placeholder; CONT-1 orders"))
    }

    @Test func theWindowOfAnImpressionIsItsOwnContainers() throws {
        // Card V plays video (2000 ms dwell); card D is a display ad (1000 ms), viewable later.
        let golden = [
            T.line(100, .container("D"), .viewable(share: 1, dwellMs: 1000)),
            T.line(100, .container("V"), .viewable(share: 1, dwellMs: 2000)),
            T.line(1100, .container("D"), .callback(.onAdImpression(ad: "d", flags: []), handled: true)),
            T.line(2100, .container("V"), .callback(.onAdImpression(ad: "v", flags: []), handled: true)),
        ]
        let expected = ConformanceMatcher.expected(from: golden, settings: Settings(), windows: Self.windows, firstLine: 6)
        #expect(expected.map(\.allowed) == ["600...2100 ms", "1100...3100 ms"])
        // A 100 ms display dwell: D's impression at 200 ms is outside D's window (it was inside
        // V's, the last `viewable` line).
        var actual = golden
        actual[2].timeMs = 200
        let failure = try #require(check(golden, actual.sorted { $0.timeMs < $1.timeMs }))
        guard case .outsideWindow = failure.kind else { Issue.record("\(failure)"); return }
        #expect(failure.rule == "IMP-1")
    }

    @Test func onAdLoadToAnotherContainerIsNamedByEVT2() throws {
        let golden = [
            Self.loaded,
            T.line(120, .note, .outcomeNotDelivered(.onAdLoad, state: "s")),
        ]
        var actual = golden
        actual[1] = T.line(120, .container("A"), .callback(.onAdLoad(ad: "ad-1"), handled: true))
        let failure = try #require(check(golden, actual))
        guard case .different(let observed) = failure.kind else { Issue.record("\(failure)"); return }
        #expect(observed.event.description == "container A onAdLoad ad=ad-1")
        #expect(failure.rule == "EVT-2")
        // Alone, an extra onAdLoad is EVT-2's too.
        let extra = try #require(check([Self.loaded], actual))
        guard case .extra = extra.kind else { Issue.record("\(extra)"); return }
        #expect(extra.rule == "EVT-2")
    }
}
