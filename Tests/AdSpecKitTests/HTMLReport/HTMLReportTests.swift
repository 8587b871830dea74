import AdSpecEngine
import AdSpecTestSupport
import Foundation
import Testing

@testable import AdSpecKit

/// `adspec report --html`: the same bytes every time, the elements the pages promise, and a
/// render log that leaves the transcript as it was.
@Suite struct HTMLReportTests {
    static let ids = [
        "native/basic-load", "native/hidden-vs-opacity", "native/drawing-group", "viewability/partial-while-scrolling",
        "slider/demo-slider",
    ]

    static func scenarios(_ ids: [String] = ids) throws -> [LoadedScenario] {
        let corpus = try Corpus.load(specsDirectory: Repository.specs)
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
            // Every picture has a text alternative: an <svg ...> is followed by its <title>.
            let svgs = page.components(separatedBy: "<svg ").dropFirst()
            #expect(svgs.count >= 2, "\(scenario.id): no screen or no timeline")
            for svg in svgs where !svg.hasPrefix("width=\"14\"") {  // the legend's marks are aria-hidden
                #expect(svg.contains("<title"), "\(scenario.id): an svg without a title")
                #expect(svg.contains("<desc"), "\(scenario.id): an svg without a desc")
            }
            // One lane per subject of the transcript.
            let subjects = Set(lines.map(\.subject.text))
            #expect(page.components(separatedBy: "<g class=\"lane\"").count - 1 == subjects.count)
            for subject in subjects {
                #expect(page.contains("data-subject=\"\(HTMLReport.escape(subject))\""))
            }
            // Normative marks are diamonds, informative ones circles, one mark per event.
            let diamonds = page.components(separatedBy: "<polygon class=\"mark n\"").count - 1
            let circles = page.components(separatedBy: "<circle class=\"mark i\"").count - 1
            #expect(diamonds == lines.filter(\.event.isNormative).count)
            #expect(diamonds + circles == lines.count)
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
        #expect(page.contains("<span class=\"del first\">-  1120 ms  container A       onAdImpressionX"))
        #expect(page.contains("<circle class=\"first\""))  // on the timeline
        #expect(page.contains("class=\"ev n first\""))  // in the transcript
    }

    /// Keeping the render log changes nothing the engine writes: the whole corpus.
    @Test func recordingRendersLeavesEveryTranscriptAlone() throws {
        let corpus = try Corpus.load(specsDirectory: Repository.specs)
        var compared = 0
        for scenario in corpus.scenarios where scenario.expectedRefusal == nil {
            guard let plain = try? ReferenceEngine().run(scenario.input) else { continue }
            let recorded = try ReferenceEngine().runRecordingRenders(scenario.input)
            #expect(recorded.lines == plain, "\(scenario.id)")
            #expect(!recorded.renders.isEmpty, "\(scenario.id)")
            #expect(recorded.renders.map(\.timeMs) == recorded.renders.map(\.timeMs).sorted(), "\(scenario.id)")
            compared += 1
        }
        #expect(compared > 50)
    }
}
