import AdSpecTestSupport
import Foundation
import Testing

/// The checked-in samples (Tests/DocSamples/*.swift, between `doc-sample` markers) are the seed
/// documents' Swift code: equal line for line for 000 (plain text), equal with every run of white
/// space as one space for 001 (flattened Markdown, whose code blocks lost their line breaks). The
/// only change allowed is the vendor module's import. Every code block of 000 and 001 is checked in,
/// and every Swift block of 003 (Tests/GMADocSamples: equal line for line; its Objective-C blocks
/// are out of scope, no front end compiles Objective-C).
struct DocSampleTextTests {
    static let seeds = Repository.root.deletingLastPathComponent().appendingPathComponent("shared/seeds")
    static let native = "000_2ffd5e3fdccbdd0a.txt"
    static let slider = "001_e0bb36c79ca826b6.txt"
    static let nativeAdvanced = "003_f929094a741c6c6e.txt"

    /// Every sample, in the order of the documents.
    static let expected = [
        "000/native-ad-view", "000/ad-card", "000/media-overlay", "000/events", "000/manual-images", "000/feed",
        "000/bulk", "000/enable-logging", "001/slider-ad-view", "001/block-and-card", "001/manual-images",
        "001/enable-logging", "003/uikit-did-receive", "003/media-content", "003/content-mode", "003/view-model",
        "003/representable", "003/content-view",
    ]

    /// The samples of the checked-in files, by id, with the vendor import put back.
    static func checkedIn() throws -> [(id: String, text: String)] {
        var result: [(String, String)] = []
        for file in [
            "DocSamples/NativeSamples.swift", "DocSamples/SliderSamples.swift", "GMADocSamples/UIKitSamples.swift",
            "GMADocSamples/SwiftUISamples.swift",
        ] {
            let url = Repository.root.appendingPathComponent("Tests/\(file)")
            var current: (id: String, lines: [String])?
            for line in try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n") {
                if line.hasPrefix("// doc-sample "), line.hasSuffix(" begin") {
                    current = (String(line.dropFirst("// doc-sample ".count).dropLast(" begin".count)), [])
                } else if line.hasPrefix("// doc-sample "), line.hasSuffix(" end"), let sample = current {
                    result.append((sample.id, sample.lines.joined(separator: "\n")))
                    current = nil
                } else if current != nil {
                    current!.lines.append(
                        line == "import AdSpecAds" ? "import YandexMobileAds" : line == "import AdSpecGMA" ? "import GoogleMobileAds" : line)
                }
            }
        }
        return result
    }

    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
    }

    /// The ```swift blocks of 001.
    static func sliderBlocks(_ text: String) -> [String] {
        text.components(separatedBy: "```swift ").dropFirst().map { String($0.components(separatedBy: " ```")[0]) }
    }

    @Test func everySampleIsCheckedInOnceInTheDocumentsOrder() throws {
        try #require(FileManager.default.fileExists(atPath: Self.seeds.path), "the seeds are not beside the clone")
        #expect(try Self.checkedIn().map(\.id) == Self.expected)
    }

    @Test func theSamplesOf000AreTheSeedsLinesAndCoverEveryCodeLine() throws {
        let (lines, covered) = try Self.seedLinesAndCovered(seed: Self.native, samples: "000/")
        // A code line: indented, a closing brace or parenthesis, or a line that opens a block.
        let code = lines.indices.filter { i in
            let line = lines[i]
            return line.hasPrefix(" ") || line == "}" || line == ")" || line.hasSuffix("{") || line.hasPrefix("import ")
                || line.hasPrefix("@") || line == "YandexAds.enableLogging()"
        }
        let missed = code.filter { !covered.contains($0) }.map { "line \($0 + 1): \(lines[$0])" }
        #expect(missed.isEmpty, "code lines of \(Self.native) in no checked-in sample:\n\(missed.joined(separator: "\n"))")
    }

    /// 003: each sample is lines of the seed as written, and every line of its Swift listings (after
    /// a "Swift" or "SwiftUI" heading, up to the next "Objective-C") that is code is in a sample.
    /// The Objective-C listings are out of scope: no front end compiles Objective-C.
    @Test func theSamplesOf003AreTheSeedsLinesAndCoverEverySwiftCodeLine() throws {
        let (lines, covered) = try Self.seedLinesAndCovered(seed: Self.nativeAdvanced, samples: "003/")
        var swift = false
        var code: [Int] = []
        let starts = ["import ", "class ", "struct ", "private ", "func ", "//", "@", "nativeAdView.", "}", ")"]
        for (i, line) in lines.enumerated() {
            if line == "Swift" || line == "SwiftUI" { swift = true } else if line == "Objective-C" { swift = false }
            if swift && (line.hasPrefix(" ") || starts.contains { line.hasPrefix($0) }) { code.append(i) }
        }
        #expect(code.count > 100)
        let missed = code.filter { !covered.contains($0) }.map { "line \($0 + 1): \(lines[$0])" }
        #expect(missed.isEmpty, "Swift code lines of \(Self.nativeAdvanced) in no checked-in sample:\n\(missed.joined(separator: "\n"))")
    }

    /// The seed's lines, and which of them the checked-in samples whose ids start with `prefix`
    /// hold: each sample must be lines of the seed as written.
    static func seedLinesAndCovered(seed name: String, samples prefix: String) throws -> ([String], Set<Int>) {
        try #require(FileManager.default.fileExists(atPath: seeds.path), "the seeds are not beside the clone")
        let seed = try String(contentsOf: seeds.appendingPathComponent(name), encoding: .utf8)
        let lines = seed.components(separatedBy: "\n")
        var covered = Set<Int>()
        for sample in try checkedIn() where sample.id.hasPrefix(prefix) {
            let sampleLines = sample.text.components(separatedBy: "\n")
            let start = lines.indices.first { i in
                i + sampleLines.count <= lines.count && Array(lines[i..<i + sampleLines.count]) == sampleLines
            }
            let found = try #require(start, "\(sample.id) is not in \(name) as written")
            covered.formUnion(found..<found + sampleLines.count)
        }
        return (lines, covered)
    }

    @Test func theSamplesOf001AreTheSeedsCodeBlocks() throws {
        try #require(FileManager.default.fileExists(atPath: Self.seeds.path), "the seeds are not beside the clone")
        let seed = try String(contentsOf: Self.seeds.appendingPathComponent(Self.slider), encoding: .utf8)
        let blocks = Self.sliderBlocks(seed).map(Self.collapsed)
        let samples = try Self.checkedIn().filter { $0.id.hasPrefix("001/") }.map { Self.collapsed($0.text) }
        #expect(blocks.count == 4)
        #expect(samples == blocks)
    }
}
