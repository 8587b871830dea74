import AdSpecHarness
import AdSpecKit
import AdSpecTestSupport
import Foundation
import Testing

/// Every output sample in README.md and Documentation/*.md is what a command prints, checked here,
/// so that none can go stale. A sample is a fenced block right after a marker line:
///
///     <!-- sample: adspec verify native/basic-load -->
///     <!-- sample in a copy: sed -i 's/a/b/' Specs/x.xml && adspec verify x -->
///
/// The command runs under bash, standard error merged into standard output, with the built
/// `adspec` first on `PATH`, the environment of `CLI.environment` (no CI, no ADSPEC_* variables)
/// and `LC_ALL=C`; in the package root, or (`in a copy`) in a temporary folder holding a copy of
/// `Specs/` and `Goldens/`, so that it may edit them. The block must hold exactly what it prints.
/// A fence without a marker must name its language (```sh, ```xml, ```text): a bare fence is an
/// output sample, and one without a marker fails.
///
/// `ADSPEC_UPDATE_DOCS=1 swift test --filter DocumentationSamples` rewrites the blocks in place
/// (each page atomically) instead of failing.
@Suite struct DocumentationSamplesTests {
    static let update = ProcessInfo.processInfo.environment["ADSPEC_UPDATE_DOCS"] == "1"

    /// README.md and every Documentation/*.md, relative to the package root, sorted.
    static let pages: [String] = {
        let folder = CLI.packageRoot.appendingPathComponent("Documentation")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/" + $0 }
    }()

    @Test(arguments: pages) func samplesAreWhatTheirCommandsPrint(page: String) throws {
        let url = CLI.packageRoot.appendingPathComponent(page)
        let text = try String(contentsOf: url, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let parsed = SamplePage.parse(lines)
        for problem in parsed.problems {
            Issue.record("\(page):\(problem.line): \(problem.message)", sourceLocation: location(url, problem.line))
        }
        var changed = false
        // From the last sample to the first, so that rewriting a block keeps the earlier ones' lines.
        for sample in parsed.samples.reversed() {
            let actual = try output(of: sample)
            let actualLines = actual.isEmpty ? [] : actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if let fence = actualLines.first(where: { $0.hasPrefix("```") }) {
                Issue.record(
                    "\(page):\(sample.markerLine): the output of `\(sample.command)` has a line '\(fence)' that would end the block",
                    sourceLocation: location(url, sample.markerLine))
                continue
            }
            let expected = Array(lines[sample.body])
            guard expected != actualLines else { continue }
            if Self.update {
                lines.replaceSubrange(sample.body, with: actualLines)
                changed = true
            } else {
                Issue.record(
                    """
                    \(page):\(sample.markerLine): the sample of `\(sample.command)` differs from what the command prints \
                    (- the page, + the command):
                    \(Self.diff(expected, actualLines, firstLine: sample.body.lowerBound + 1))
                    Rewrite the samples with: ADSPEC_UPDATE_DOCS=1 swift test --filter DocumentationSamples
                    """,
                    sourceLocation: location(url, sample.body.lowerBound + 1))
            }
        }
        if changed {
            try Data(lines.joined(separator: "\n").utf8).write(to: url, options: .atomic)
        }
    }

    /// Every repository path the prose names in backquotes (`Sources/AdSpecKit/Run/LineDiff.swift`)
    /// exists, so that moving a file cannot leave the documentation pointing nowhere. Paths with
    /// placeholders (`<id>`, `*`, `…`) and fenced blocks are not checked.
    /// Every page in one test, each issue at its page's line (a case per page was a line each of
    /// the `swift test` log: issue 39, item 2).
    @Test func pathsNamedInProseExist() throws {
        for page in Self.pages { try pathsNamedInProseExist(page: page) }
    }

    func pathsNamedInProseExist(page: String) throws {
        let url = CLI.packageRoot.appendingPathComponent(page)
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let roots = ["Sources/", "Tests/", "Specs/", "Goldens/", "Documentation/", ".ci/", "Package.swift", "Examples/"]
        var inFence = false
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("```") { inFence.toggle() }
            if inFence || line.hasPrefix("```") { continue }
            let quoted = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            for path in quoted where roots.contains(where: { path.hasPrefix($0) }) {
                if path.contains(where: { "<*…{ ".contains($0) }) { continue }
                let file = path.split(separator: ":").first.map(String.init) ?? path
                #expect(
                    FileManager.default.fileExists(atPath: CLI.packageRoot.appendingPathComponent(file).path),
                    "\(page):\(index + 1): `\(path)` does not exist", sourceLocation: location(url, index + 1))
            }
        }
    }

    @Test func readmeLinksEveryDocumentationPage() throws {
        let readme = try String(contentsOf: CLI.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(Self.pages.count > 1, "no Documentation/*.md found")
        for page in Self.pages.dropFirst() {
            #expect(readme.contains("](\(page))"), "README.md does not link \(page)")
        }
    }

    /// Guards the test itself: a change of the marker syntax must not make every page pass empty.
    @Test func samplesAreFound() throws {
        let samples = try Self.pages.map { page in
            let text = try String(contentsOf: CLI.packageRoot.appendingPathComponent(page), encoding: .utf8)
            return SamplePage.parse(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)).samples
        }
        #expect(!samples.joined().isEmpty, "no sample found: has the marker syntax changed?")
    }

    @Test func readmeIsUnder12KB() throws {
        let size = try Data(contentsOf: CLI.packageRoot.appendingPathComponent("README.md")).count
        #expect(size < 12 * 1024, "README.md is \(size) bytes; move reference material to Documentation/")
    }

    // MARK: Running a sample

    func output(of sample: Sample) throws -> String {
        let binary = try #require(CLI.binary, "the adspec executable was not built (run swift build first)")
        var folder = CLI.packageRoot
        var copy: TemporaryFolder?
        if sample.inCopy {
            let temporary = try TemporaryFolder()
            for name in ["Specs", "Goldens"] {
                try FileManager.default.copyItem(
                    at: CLI.packageRoot.appendingPathComponent(name), to: temporary.url.appendingPathComponent(name))
            }
            folder = temporary.url
            copy = temporary
        }
        defer { withExtendedLifetime(copy) {} }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let environment = CLI.environment(["PATH": binary.deletingLastPathComponent().path + ":" + path, "LC_ALL": "C"])
        let result = try Shell.run(["/bin/bash", "-c", "exec 2>&1\n" + sample.command], in: folder, environment: environment)
        var text = result.stdout + result.stderr
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    func location(_ url: URL, _ line: Int) -> SourceLocation {
        SourceLocation(fileID: "AdSpecCLITests/" + url.lastPathComponent, filePath: url.path, line: max(1, line), column: 1)
    }

    /// The lines that differ, with two lines of context, numbered as on the page.
    static func diff(_ expected: [String], _ actual: [String], firstLine: Int) -> String {
        let edits = LineDiff.edits(from: expected, to: actual)
        let changed = edits.indices.filter {
            if case .equal = edits[$0] { return false }
            return true
        }
        var shown = Set<Int>()
        for index in changed { shown.formUnion(max(0, index - 2)...min(edits.count - 1, index + 2)) }
        var text: [String] = []
        var previous = -1
        for index in shown.sorted() {
            if index != previous + 1 { text.append("@@ near line \(Self.pageLine(of: edits, at: index, firstLine: firstLine))") }
            previous = index
            switch edits[index] {
            case .equal(let a, _): text.append("  " + expected[a])
            case .delete(let a): text.append("- " + expected[a])
            case .insert(let b): text.append("+ " + actual[b])
            }
        }
        return text.joined(separator: "\n")
    }

    static func pageLine(of edits: [LineDiff.Edit], at index: Int, firstLine: Int) -> Int {
        for edit in edits[index...] {
            switch edit {
            case .equal(let a, _), .delete(let a): return firstLine + a
            case .insert: continue
            }
        }
        return firstLine + edits.filter { if case .insert = $0 { return false } else { return true } }.count
    }
}

/// One marked block: its command and the lines of the page between its fences.
struct Sample: Sendable {
    var markerLine: Int
    var command: String
    var inCopy: Bool
    /// Indices into the page's lines (0-based) of the block's content, fences excluded.
    var body: Range<Int>
}

/// The samples of one page, and what is wrong with its markers and fences.
struct SamplePage {
    var samples: [Sample] = []
    var problems: [(line: Int, message: String)] = []

    static let marker = "<!-- sample"

    static func parse(_ lines: [String]) -> SamplePage {
        var page = SamplePage()
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix(marker) {
                index = page.readSample(lines, at: index)
                continue
            }
            if line.hasPrefix("```") {
                // A fence without a marker: it must say what it holds, and is skipped to its end.
                if line == "```" {
                    page.problems.append(
                        (index + 1, "a fence without a language is an output sample: mark it with <!-- sample: COMMAND -->, "
                            + "or name what it holds (```sh, ```xml, ```text)"))
                }
                index += 1
                while index < lines.count && lines[index] != "```" { index += 1 }
            }
            index += 1
        }
        return page
    }

    /// Reads the marker at `index` and its block; returns the index after the block.
    mutating func readSample(_ lines: [String], at index: Int) -> Int {
        let line = lines[index]
        var rest = line.dropFirst(Self.marker.count)
        var inCopy = false
        if rest.hasPrefix(" in a copy") {
            inCopy = true
            rest = rest.dropFirst(" in a copy".count)
        }
        guard rest.hasPrefix(": "), rest.hasSuffix(" -->") else {
            problems.append((index + 1, "a sample marker is '<!-- sample: COMMAND -->' or '<!-- sample in a copy: COMMAND -->'"))
            return index + 1
        }
        let command = String(rest.dropFirst(2).dropLast(4)).trimmingCharacters(in: .whitespaces)
        guard index + 1 < lines.count, lines[index + 1].hasPrefix("```") else {
            problems.append((index + 1, "a sample marker must be followed at once by a fenced block"))
            return index + 1
        }
        var end = index + 2
        while end < lines.count && lines[end] != "```" { end += 1 }
        guard end < lines.count else {
            problems.append((index + 2, "the sample's block is not closed"))
            return end
        }
        samples.append(Sample(markerLine: index + 1, command: command, inCopy: inCopy, body: (index + 2)..<end))
        return end + 1
    }
}
