import AdSpecEngine
import AdSpecTestSupport
import Foundation
import Testing

@testable import AdSpecHTML
@testable import AdSpecHarness
@testable import AdSpecKit

/// `adspec report --html`: the same bytes every time, the elements the pages promise, and a
/// render log that leaves the transcript as it was.
@Suite struct HTMLReportTests {
    static let ids = [
        "native/basic-load", "native/hidden-vs-opacity", "native/drawing-group", "viewability/partial-while-scrolling",
        "slider/demo-slider", "viewability/dwell-reset", "native/tap-outside-bound-window",
    ]

    static func scenarios(_ ids: [String] = ids) throws -> [LoadedScenario] {
        let corpus = try RepositoryCorpus.corpus()
        return corpus.scenarios.filter { ids.contains($0.id) }
    }

    static func workspace(goldens: URL = Repository.goldens) -> Workspace {
        Workspace(specs: Repository.specs, goldens: GoldenStore(directory: goldens), displayBase: Repository.root)
    }

    @Test func theSameBytesTwiceAndForAnyNumberOfJobs() throws {
        let scenarios = try Self.scenarios()
        #expect(scenarios.count == Self.ids.count)
        let first = HTMLReport.files(of: scenarios, workspace: Self.workspace(), jobs: 1)
        let second = HTMLReport.files(of: scenarios.reversed(), workspace: Self.workspace(), jobs: 4)
        #expect(first.count == scenarios.count + 1)
        #expect(first == second)
        for file in first {
            #expect(!file.text.contains(Repository.root.path), "\(file.path) names an absolute path")
        }
    }

    @Test func pagesHoldTheScreenTimelineAndTranscript() throws {
        let scenarios = try Self.scenarios()
        let files = HTMLReport.files(of: scenarios, workspace: Self.workspace(), jobs: 2)
        let index = try #require(files.first { $0.path == "index.html" })
        for scenario in scenarios {
            #expect(index.text.contains("href=\"\(HTMLReport.pagePath(of: scenario.id))\""))
            let page = try #require(files.first { $0.path == HTMLReport.pagePath(of: scenario.id) }).text
            let lines = try ReferenceEngine().run(scenario.input)
            let periods = try ReferenceEngine().runRecordingRenders(scenario.input).periods
            // Every picture has a text alternative: an <svg ...> is followed by its <title>.
            let svgs = page.components(separatedBy: "<svg ").dropFirst()
            #expect(svgs.count >= 2, "\(scenario.id): no screen or no timeline")
            for svg in svgs where !svg.hasPrefix("width=\"14\"") {  // the legend's marks are aria-hidden
                #expect(svg.contains("<title"), "\(scenario.id): an svg without a title")
                #expect(svg.contains("<desc"), "\(scenario.id): an svg without a desc")
            }
            // One lane per subject of the transcript (and of the engine's periods).
            let subjects = Set(lines.map(\.subject.text) + periods.map(\.subject))
            #expect(page.components(separatedBy: "<g class=\"lane\"").count - 1 == subjects.count)
            for subject in subjects {
                #expect(page.contains("data-subject=\"\(HTMLReport.escape(subject))\""))
            }
            // Normative marks are diamonds, informative ones circles, one mark per event.
            let diamonds = page.components(separatedBy: "<polygon class=\"mark n\"").count - 1
            let circles = page.components(separatedBy: "<circle class=\"mark i\"").count - 1
            #expect(diamonds == lines.filter(\.event.isNormative).count)
            #expect(diamonds + circles == lines.count)
            // One bar per phase, one span per dwell and grace period.
            #expect(page.components(separatedBy: "<rect class=\"phase ").count - 1 == periods.filter { $0.kind == .phase }.count)
            #expect(page.components(separatedBy: "<g class=\"span dwell\"").count - 1 == periods.filter { $0.kind == .dwell }.count)
            #expect(page.components(separatedBy: "<g class=\"span grace\"").count - 1 == periods.filter { $0.kind == .grace }.count)
            // The transcript, every line.
            for line in lines { #expect(page.contains(HTMLReport.escape(line.rendered))) }
            #expect(page.contains("&#10003; PASS"))
            #expect(!page.contains("<script"))
            // No network: the only URL is the SVG namespace.
            #expect(!page.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("://"))
        }
        // Hidden and drawingGroup views are drawn with their own patterns.
        let hidden = try #require(files.first { $0.path == HTMLReport.pagePath(of: "native/hidden-vs-opacity") }).text
        #expect(hidden.contains("hatch)\"") && hidden.contains("(hidden)"))
        let group = try #require(files.first { $0.path == HTMLReport.pagePath(of: "native/drawing-group") }).text
        #expect(group.contains("dots)\"") && group.contains("(drawingGroup)"))
        // Phases as bars, from when to when; the dwell as a span to the impression.
        let basic = try #require(files.first { $0.path == HTMLReport.pagePath(of: "native/basic-load") }).text
        #expect(basic.contains("<title>state s .loading from 0 ms to 120 ms</title>"))
        #expect(basic.contains("<title>state s .loaded from 120 ms to the end of the script</title>"))
        #expect(basic.contains("<title>container A viewability dwell from 120 ms to 1120 ms (onAdImpression ad=demo-content-1); its timer was due at 1120 ms</title>"))
        // Required assets: a corner flag, a star and the desc's list.
        #expect(basic.contains("<polygon class=\"required\""))
        #expect(basic.contains("&#9733;") || basic.contains("\u{2605}title"))
        #expect(basic.contains("required assets of A: title, "))
        // An interrupted dwell, its timer's rest; a grace period ended by the binding failure.
        let reset = try #require(files.first { $0.path == HTMLReport.pagePath(of: "viewability/dwell-reset") }).text
        #expect(reset.contains("container A viewability dwell from 120 ms to 720 ms (impression dwell interrupted: 0% of the card on screen"))
        #expect(reset.contains("its timer was due at 1120 ms"))
        let grace = try #require(files.first { $0.path == HTMLReport.pagePath(of: "native/tap-outside-bound-window") }).text
        #expect(grace.contains("container B binding grace period from 120 ms to 2120 ms (onAdBindingFailure error noViewForAsset"))
        // A scroll view: its viewport, the offset written, the scroll map; the unseen part of the card veiled.
        let scroll = try #require(files.first { $0.path == HTMLReport.pagePath(of: "viewability/partial-while-scrolling") }).text
        #expect(scroll.contains("<rect class=\"viewport\""))
        #expect(scroll.contains("feed offset 196</text>"))
        #expect(scroll.contains("content offset 196 pt"))
        #expect(scroll.contains("<svg class=\"scrollmap\""))
        #expect(scroll.contains("<path class=\"unseen\""))
        #expect(scroll.contains("A: 49.0% on screen, threshold 50.0%"))
    }

    /// A mutant's page: the first divergent event outlined on the timeline, the transcript and the
    /// screen (the moment and the card it concerns), whichever render it falls in.
    @Test func aMutantsPageMarksTheDivergenceOnTheScreen() throws {
        let id = "viewability/partial-while-scrolling"
        let engine = ReferenceEngine(mutants: [.anyVisibilityCounts])
        let files = HTMLReport.files(of: try Self.scenarios([id]), workspace: Self.workspace(), jobs: 1, engine: engine)
        let page = try #require(files.first { $0.path == HTMLReport.pagePath(of: id) }).text
        #expect(page.contains("FAIL"))
        let recorded = try engine.runRecordingRenders(try #require(try Self.scenarios([id]).first).input)
        let divergent = try #require(recorded.lines.firstIndex { $0.text.hasPrefix("viewable (25%") })
        let moment = try #require(recorded.renders.firstIndex { $0.lineCount > divergent })
        #expect(recorded.renders[moment].timeMs == 500)
        #expect(page.contains("<figure id=\"moment\(moment)\" class=\"divergent\">"))
        #expect(page.components(separatedBy: "class=\"divergent\"").count == 2)
        #expect(page.contains("first divergent event here, at 500 ms: container A viewable (25% on screen)"))
        #expect(page.contains("<rect class=\"divergent-node\""))
        #expect(page.contains("<title>the first divergent event concerns A</title>"))
        #expect(page.contains("<span id=\"e\(divergent)\" class=\"ev i first\">") || page.contains("<span id=\"e\(divergent)\" class=\"ev n first\">"))
    }

    @Test func aFailingScenarioShowsTheDiffWithTheFirstDivergentLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let id = "native/basic-load"
        let golden = try String(contentsOf: Repository.goldens.appendingPathComponent(id + ".transcript"), encoding: .utf8)
        _ = try folder.write(id + ".transcript", golden.replacingOccurrences(of: "onAdImpression", with: "onAdImpressionX"))
        let files = HTMLReport.files(of: try Self.scenarios([id]), workspace: Self.workspace(goldens: folder.url), jobs: 1)
        let page = try #require(files.first { $0.path == HTMLReport.pagePath(of: id) }).text
        #expect(page.contains("FAIL"))
        // The differing word marked in the removed line and in the added one (issue 39 item 3).
        #expect(page.contains("<span class=\"del first\">-  1120 ms  container A       <mark>onAdImpressionX</mark> ad="))
        #expect(page.contains("<span class=\"add\">+  1120 ms  container A       <mark>onAdImpression</mark> ad="))
        #expect(page.contains("<circle class=\"first\""))  // on the timeline
        #expect(page.contains("class=\"ev n first\""))  // in the transcript
        // On the screen: the impression changes nothing drawn, so the moment is the one from 120 ms.
        #expect(page.contains("first divergent event here, at 1120 ms: container A onAdImpression"))
        #expect(page.contains("<rect class=\"divergent-node\""))
    }

    /// The index lists what failed first, then errors, not applicable, passes (by id within
    /// each), every result with a symbol and a word, and counts that add up (issue 39, item 7).
    @Test func theIndexPutsFailuresFirstAndItsCountsAddUp() throws {
        func row(_ id: String, _ status: ScenarioResult.Status) -> HTMLReport.IndexRow {
            HTMLReport.IndexRow(id: id, title: id, status: status, rules: [], areas: [], moments: 0, events: 0)
        }
        let rows = [
            row("a/pass", .passed), row("b/na", .notApplicable), row("c/error", .errored), row("d/fail", .failed),
            row("e/recorded", .recorded), row("f/missing", .missingGolden), row("g/pending", .pending),
        ]
        let page = HTMLReport.indexPage(rows)
        let order = ["d/fail", "f/missing", "g/pending", "c/error", "b/na", "a/pass", "e/recorded"]
        let positions = try order.map { id in try #require(page.range(of: ">\(id)</a>"), "\(id) not listed").lowerBound }
        #expect(positions == positions.sorted())
        #expect(page.contains("7 scenarios: 3 failed, 1 errored, 1 not applicable, 2 passed."))
        #expect(page.contains("<tr class=\"error\">") && page.contains("&#9888; ERROR"))
        #expect(page.contains("<tr class=\"na\">") && page.contains("&#8856; N/A"))
        #expect(page.contains("<tr class=\"fail\">") && page.contains("&#10007; FAIL"))

        // The same from a real run: a broken golden puts its scenario before one that passes.
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (passing, failing) = ("native/basic-load", "viewability/dwell-reset")
        for id in [passing, failing] {
            let golden = try String(contentsOf: Repository.goldens.appendingPathComponent(id + ".transcript"), encoding: .utf8)
            _ = try folder.write(id + ".transcript", id == failing ? golden.replacingOccurrences(of: "onAdImpression", with: "onAdImpressionX") : golden)
        }
        let files = HTMLReport.files(of: try Self.scenarios([passing, failing]), workspace: Self.workspace(goldens: folder.url), jobs: 2)
        let index = try #require(files.first { $0.path == "index.html" }).text
        let first = try #require(index.range(of: ">\(failing)</a>")).lowerBound
        let second = try #require(index.range(of: ">\(passing)</a>")).lowerBound
        #expect(first < second)
        #expect(index.contains("2 scenarios: 1 failed, 0 errored, 0 not applicable, 1 passed."))
    }

    /// The image primitives of the screens show where their images are (IMG-1, IMG-2), as the
    /// transcript says: not requested before `loadImages()`, pending while it runs, loaded once it
    /// finished and the primitives redrew.
    @Test func theScreensShowWhereTheImagesAre() throws {
        let id = "images/load-images-while-loading"
        let files = HTMLReport.files(of: try Self.scenarios([id]), workspace: Self.workspace(), jobs: 1)
        let page = try #require(files.first { $0.path == HTMLReport.pagePath(of: id) }).text
        let figures = page.components(separatedBy: "<figure id=\"moment").dropFirst()
        func figure(at ms: Int) throws -> String {
            try #require(figures.first { $0.contains("<figcaption><strong>\(ms) ms</strong>") }, "no moment at \(ms) ms")
        }
        func count(_ text: String, in figure: String) -> Int { figure.components(separatedBy: text).count - 1 }
        // Icon, MainImage and Media: three image views of card A.
        let before = try figure(at: 150)
        #expect(count("<rect class=\"image not-requested\"", in: before) == 3)
        #expect(count("<path class=\"empty-image\"", in: before) == 3)
        #expect(before.contains("A (state s): images not requested: no loadImages() yet; empty space drawn"))
        #expect(before.contains("\u{2205}icon") || before.contains("\u{2605}\u{2205}icon"))
        let loading = try figure(at: 300)
        #expect(count("<rect class=\"image pending\"", in: loading) == 3)
        #expect(loading.contains("A (state s): images pending: loadImages() called, not finished"))
        #expect(!loading.contains("image not-requested"))
        let loaded = try figure(at: 700)
        #expect(count("<rect class=\"image loaded\"", in: loaded) == 3)
        #expect(loaded.contains("A (state s): images loaded"))
        #expect(!loaded.contains("image pending") && !loaded.contains("empty-image"))
        #expect(page.contains("Image primitives (Icon, Favicon, MainImage, Media) show where their images are"))
    }

    /// Keeping the render log changes nothing the engine writes, and the image state it records
    /// is what the transcript's `draws` and `redraws` lines say: an image primitive draws `empty`
    /// exactly while its images are not loaded (IMG-2). The whole corpus.
    @Test func recordingRendersLeavesEveryTranscriptAlone() throws {
        let corpus = try RepositoryCorpus.corpus()
        var compared = 0
        var imageStates: Set<RenderSnapshot.ImageLoad> = []
        for scenario in corpus.scenarios where scenario.expectedRefusal == nil {
            guard let plain = try? ReferenceEngine().run(scenario.input) else { continue }
            let recorded = try ReferenceEngine().runRecordingRenders(scenario.input)
            #expect(recorded.lines == plain, "\(scenario.id)")
            #expect(!recorded.renders.isEmpty, "\(scenario.id)")
            #expect(recorded.renders.map(\.timeMs) == recorded.renders.map(\.timeMs).sorted(), "\(scenario.id)")
            // Periods lie within the run, start where their subject wrote, and end after they start.
            for period in recorded.periods {
                #expect(period.fromMs <= (period.toMs ?? period.fromMs), "\(scenario.id) \(period)")
                if period.kind != .phase {
                    let start = try #require(period.startLine, "\(scenario.id) \(period)")
                    #expect(plain[start].subject.text == period.subject && plain[start].timeMs == period.fromMs)
                    #expect(period.dueMs != nil, "\(scenario.id) \(period)")
                }
            }
            for render in recorded.renders {
                for info in render.containers where !info.imageNodes.isEmpty {
                    let subject: Subject = info.isSlider ? .slider(info.id) : .container(info.id)
                    let drawn = plain.prefix(render.lineCount).last { line in
                        guard line.subject == subject else { return false }
                        if case .draws = line.event { return true }
                        if case .redraws = line.event { return true }
                        return false
                    }
                    var values: [PrimitiveValue] = []
                    if case .draws(let all) = drawn?.event { values = all }
                    if case .redraws(let all) = drawn?.event { values = all }
                    for value in values where value.kind.waitsForImages {
                        #expect(
                            (value.value == .empty) == (info.images != .loaded),
                            "\(scenario.id) at \(render.timeMs) ms: \(info.id) draws \(value) with images \(info.images.rawValue)")
                        imageStates.insert(info.images)
                    }
                }
            }
            compared += 1
        }
        #expect(compared > 50)
        // The corpus draws every image state, so the check above is not vacuous.
        #expect(imageStates == Set(RenderSnapshot.ImageLoad.allCases))
    }
}
