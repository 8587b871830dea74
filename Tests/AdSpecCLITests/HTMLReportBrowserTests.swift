import AdSpecTestSupport
import Foundation
import Testing

/// `adspec report --html` in a real browser: Debian's headless Chromium loads the pages without
/// console errors, finds the promised elements in the DOM, and takes screenshots. Skipped, with
/// the reason printed, only when no `chromium` is installed (`.ci/run` installs it when it can).
@Suite struct HTMLReportBrowserTests {
    static let chromium: URL? = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].map(URL.init(fileURLWithPath:))
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    static let ids = ["native/basic-load", "native/hidden-vs-opacity", "viewability/partial-while-scrolling"]

    static func browse(_ url: URL, _ options: [String], profile: URL) throws -> Shell.Output {
        let chromium = try #require(Self.chromium)
        return try Shell.run(
            [
                chromium.path, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--user-data-dir=\(profile.path)", "--window-size=1280,900",
            ] + options + [url.absoluteString], in: profile)
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
        let pages = [site.appendingPathComponent("index.html")]
            + Self.ids.map { site.appendingPathComponent("scenarios/" + $0.replacingOccurrences(of: "/", with: "__") + ".html") }
        for (number, page) in pages.enumerated() {
            #expect(FileManager.default.fileExists(atPath: page.path), "\(page.lastPathComponent) not written")
            // The DOM as the browser built it.
            let dom = try Self.browse(page, ["--dump-dom"], profile: profile)
            #expect(dom.status == 0, "\(dom.stderr)")
            if number == 0 {
                for id in Self.ids { #expect(dom.stdout.contains(">\(id)</a>")) }
            } else {
                #expect(dom.stdout.contains("<svg"))
                #expect(dom.stdout.contains("<title id=\"m0-t\">"), "no screen picture with a title")
                #expect(dom.stdout.contains("<g class=\"lane\""), "no timeline lane")
                #expect(dom.stdout.contains("<pre class=\"transcript\">"), "no transcript")
            }
            // A screenshot, with the console logged to standard error.
            let shot = folder.url("shot\(number).png")
            let run = try Self.browse(page, ["--enable-logging=stderr", "--v=0", "--screenshot=\(shot.path)"], profile: profile)
            #expect(run.status == 0, "\(run.stderr)")
            let consoleErrors = run.stderr.split(separator: "\n").filter {
                $0.contains(":CONSOLE") || $0.contains("Uncaught") || $0.contains("Failed to load resource")
            }
            #expect(consoleErrors.isEmpty, "\(page.lastPathComponent): \(consoleErrors.joined(separator: "\n"))")
            let png = try Data(contentsOf: shot)
            #expect(png.count > 10_000, "a blank screenshot?")
            #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        }
    }
}
