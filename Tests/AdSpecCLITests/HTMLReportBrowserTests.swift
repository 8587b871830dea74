import AdSpecEngine
import AdSpecHTML
import AdSpecHarness
import AdSpecKit
import AdSpecTestSupport
import Foundation
import Testing

/// `adspec report --html` in a real browser: Debian's headless Chromium loads the pages without
/// console errors, finds the promised elements in the DOM, and takes screenshots. Skipped, with
/// the reason printed, only when no `chromium` is installed (`.ci/run` installs it when it can).
/// A browser per page is a slow check (`SlowChecks`, issue 39, item 2): CI runs it.
@Suite(.enabled(if: SlowChecks.enabled, Comment(rawValue: SlowChecks.reason)))
struct HTMLReportBrowserTests {
    static let chromium: URL? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].map(URL.init(fileURLWithPath:))
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    static let ids = [
        "native/basic-load", "native/hidden-vs-opacity", "viewability/partial-while-scrolling",
        "native/tap-outside-bound-window", "viewability/dwell-reset", "images/load-images-while-loading",
    ]

    /// What each page must hold, as the browser built its DOM, beyond the screen, a lane and the transcript.
    static let promised: [String: [String]] = [
        "native/basic-load": ["<rect class=\"phase loading\"", "<rect class=\"phase loaded\"", "<g class=\"span dwell\"", "<polygon class=\"required\""],
        "native/hidden-vs-opacity": ["<rect class=\"phase loaded\"", "<polygon class=\"required\""],
        "viewability/partial-while-scrolling": [
            "<rect class=\"viewport\"", "<text class=\"offset\"", "<svg class=\"scrollmap\"", "<path class=\"unseen\"", "<svg class=\"gauge\"",
        ],
        "native/tap-outside-bound-window": ["<g class=\"span grace\"", "<g class=\"span dwell\""],
        "viewability/dwell-reset": ["<g class=\"span dwell\"", "<rect class=\"viewport\""],
        "images/load-images-while-loading": [
            "<rect class=\"image not-requested\"", "<path class=\"empty-image\"", "<rect class=\"image pending\"",
            "<rect class=\"image loaded\"",
        ],
    ]

    static func browse(_ url: URL, _ options: [String], profile: URL) throws -> Shell.Output {
        let chromium = try #require(Self.chromium)
        return try Shell.run(
            [
                chromium.path, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--user-data-dir=\(profile.path)", "--window-size=1280,900",
            ] + options + [url.absoluteString], in: profile)
    }

    /// Loads `page`: its DOM (returned), and a screenshot with the console logged, which must be clean.
    static func load(_ page: URL, shot: URL, profile: URL) throws -> String {
        let dom = try browse(page, ["--dump-dom"], profile: profile)
        #expect(dom.status == 0, "\(dom.stderr)")
        let run = try browse(page, ["--enable-logging=stderr", "--v=0", "--screenshot=\(shot.path)"], profile: profile)
        #expect(run.status == 0, "\(run.stderr)")
        let consoleErrors = run.stderr.split(separator: "\n").filter {
            $0.contains(":CONSOLE") || $0.contains("Uncaught") || $0.contains("Failed to load resource")
        }
        #expect(consoleErrors.isEmpty, "\(page.lastPathComponent): \(consoleErrors.joined(separator: "\n"))")
        let png = try Data(contentsOf: shot)
        #expect(png.count > 10_000, "a blank screenshot?")
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        return dom.stdout
    }

    @Test func pagesLoadWithoutConsoleErrorsAndHoldTheirElements() throws {
        guard Self.chromium != nil else {
            print("skipped: no chromium installed (apt-get install -y --no-install-recommends chromium)")
            return
        }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let site = folder.url("site")
        let output = try CLI.run(["report", "--html", site.path] + Self.ids, in: CLI.packageRoot)
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        let profile = try folder.makeFolder("profile")
        let index = try Self.load(site.appendingPathComponent("index.html"), shot: folder.url("index.png"), profile: profile)
        for id in Self.ids { #expect(index.contains(">\(id)</a>")) }
        for (number, id) in Self.ids.enumerated() {
            let page = site.appendingPathComponent("scenarios/" + id.replacingOccurrences(of: "/", with: "__") + ".html")
            #expect(FileManager.default.fileExists(atPath: page.path), "\(page.lastPathComponent) not written")
            let dom = try Self.load(page, shot: folder.url("shot\(number).png"), profile: profile)
            #expect(dom.contains("<title id=\"m0-t\">"), "\(id): no screen picture with a title")
            #expect(dom.contains("<g class=\"lane\""), "\(id): no timeline lane")
            #expect(dom.contains("<pre class=\"transcript\">"), "\(id): no transcript")
            for element in Self.promised[id] ?? [] { #expect(dom.contains(element), "\(id): no \(element)") }
        }
    }

    /// A failing page, made with a mutant (an engine that counts any visible share): the first
    /// divergent event is highlighted on the timeline, in the diff and transcript, and on the screen.
    @Test func aFailingPageHighlightsTheDivergenceOnTimelineAndScreen() throws {
        guard Self.chromium != nil else {
            print("skipped: no chromium installed (apt-get install -y --no-install-recommends chromium)")
            return
        }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let id = "viewability/partial-while-scrolling"
        // A scenario the mutant leaves passing, whose id sorts first: the index lists the failure above it.
        let passing = "native/basic-load"
        let corpus = try RepositoryCorpus.corpus()
        let workspace = Workspace(specs: Repository.specs, goldens: GoldenStore(directory: Repository.goldens), displayBase: Repository.root)
        let files = HTMLReport.files(
            of: corpus.scenarios.filter { $0.id == id || $0.id == passing }, workspace: workspace, jobs: 1,
            engine: ReferenceEngine(mutants: [.anyVisibilityCounts]))
        let site = folder.url("site")
        #expect(HTMLReport.write(files, to: site).isEmpty)
        let profile = try folder.makeFolder("profile")
        let dom = try Self.load(
            site.appendingPathComponent("scenarios/viewability__partial-while-scrolling.html"), shot: folder.url("fail.png"),
            profile: profile)
        #expect(dom.contains("FAIL"))
        #expect(dom.contains("<circle class=\"first\""), "no ring on the timeline")
        #expect(dom.contains("<span class=\"del first\">") || dom.contains("<span class=\"add first\">"), "no first line in the diff")
        #expect(dom.contains("class=\"ev n first\"") || dom.contains("class=\"ev i first\""), "no first line in the transcript")
        #expect(dom.contains("class=\"divergent\""), "no moment outlined on the screen")
        #expect(dom.contains("<rect class=\"divergent-node\""), "no node marked on the screen")
        let index = try Self.load(site.appendingPathComponent("index.html"), shot: folder.url("index.png"), profile: profile)
        let failing = try #require(index.range(of: ">\(id)</a>"), "the failing scenario is not in the index")
        let passed = try #require(index.range(of: ">\(passing)</a>"), "the passing scenario is not in the index")
        #expect(failing.lowerBound < passed.lowerBound, "the index does not list the failure first")
        #expect(index.contains("2 scenarios: 1 failed, 0 errored, 0 not applicable, 1 passed."))
    }
}
