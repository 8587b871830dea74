import AdSpecTestSupport
import Foundation
import Testing

/// Issue 40: a library file is checked whole as it loads, every card expanded once (a cycle, a
/// chain of cards or a card over a limit of the kit), so a broken card stops the run before a
/// golden is written, whether or not a scenario uses it (Documentation/ScenarioFormat.md).
@Suite struct LibraryCheckTests {
    static let header = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"

    static func library(_ cards: String) -> String {
        header + "<library xmlns=\"urn:adspec:scenario:1\">\n" + cards + "</library>\n"
    }

    /// A corpus without goldens: `record` would write them.
    static func corpusWithoutGoldens() throws -> SmallCorpus {
        let corpus = try SmallCorpus(scenarios: 3)
        if FileManager.default.fileExists(atPath: corpus.goldens.path) { try FileManager.default.removeItem(at: corpus.goldens) }
        return corpus
    }

    static let loop = MarkedText(
        library(
            "<card id=\"loop-a\"><vstack><use card=\"loop-b\"/></vstack></card>\n"
                + "<card id=\"loop-b\"><vstack><use 1️⃣card=\"loop-a\"/></vstack></card>\n"))

    @Test(arguments: ["record", "verify", "list"])
    func anUnusedCardInACycleStopsTheRun(_ command: String) throws {
        let corpus = try Self.corpusWithoutGoldens()
        try corpus.write("Specs/Library/loop.xml", Self.loop.text)
        let output = try corpus.run([command])
        #expect(output.status == 2, "\(output.status) \(output.stdout)\(output.stderr)")
        #expect(
            output.stderr.contains(
                "Specs/Library/loop.xml:\(Self.loop[1]): error: card 'loop-a' uses itself (loop-a → loop-b → loop-a)\n"),
            "\(output.stderr)")
        #expect(corpus.goldenFiles().isEmpty, "\(corpus.goldenFiles())")
    }

    /// Issue 38, item 2: a library nib (`.xib`) is checked as it loads, like a library file: a
    /// broken one stops the run with its problem at line and column, exit 2, no golden written.
    @Test func aBrokenNibStopsTheRun() throws {
        let corpus = try Self.corpusWithoutGoldens()
        let nib = try String(
            contentsOf: Repository.specs.appendingPathComponent("Library/NativeAdView.xib"), encoding: .utf8)
        let marked = MarkedText(nib.replacingOccurrences(of: "<outlet property=\"bodyView\"", with: "<outlet 1️⃣property=\"bodyVeiw\""))
        try corpus.write("Specs/Library/Broken.xib", marked.text)
        let output = try corpus.run(["record"])
        #expect(output.status == 2, "\(output.status) \(output.stdout)\(output.stderr)")
        #expect(
            output.stderr.contains(
                "Specs/Library/Broken.xib:\(marked[1]): error: unknown outlet 'bodyVeiw' of GADNativeAdView; did you mean 'bodyView'?\n"),
            "\(output.stderr)")
        #expect(corpus.goldenFiles().isEmpty, "\(corpus.goldenFiles())")
    }

    @Test func aUsedCardInACycleStopsTheRunBeforeAGoldenIsWritten() throws {
        let corpus = try Self.corpusWithoutGoldens()
        try corpus.write("Specs/Library/loop.xml", Self.loop.text)
        try corpus.write(
            "Specs/native/loop.xml",
            KitLimitTests.scenario("big/loop", app: "<screen><use card=\"loop-a\"/></screen>"))
        let output = try corpus.run(["record"])
        #expect(output.status == 2, "\(output.status) \(output.stdout)\(output.stderr)")
        #expect(output.stderr.contains("Specs/Library/loop.xml:\(Self.loop[1]): error: card 'loop-a' uses itself"), "\(output.stderr)")
        #expect(corpus.goldenFiles().isEmpty, "\(corpus.goldenFiles())")
    }

    @Test func anUnusedCardOverTheNodeLimitStopsTheRun() throws {
        let corpus = try Self.corpusWithoutGoldens()
        // card-0 uses card-1 twice, ...: 2^20 nodes once inlined; only card-7, the first over
        // the limit on its own (2^15 - 3 nodes), is reported, not each card using it.
        var cards = ""
        for level in 0..<20 {
            cards +=
                "<card id=\"card-\(level)\"><vstack><use card=\"card-\(level + 1)\" prefix=\"a\"/><use card=\"card-\(level + 1)\" prefix=\"b\"/></vstack></card>\n"
        }
        cards += "<card id=\"card-20\"><view/></card>\n"
        try corpus.write("Specs/Library/nested.xml", Self.library(cards))
        let output = try corpus.run(["record"])
        #expect(output.status == 2, "\(output.status) \(output.stdout)\(output.stderr)")
        let errors = output.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(output.stderr)")
        #expect(
            output.stderr.contains(
                "Specs/Library/nested.xml:10:1: error: card 'card-7' has more than 20000 screen nodes once the cards it uses are inlined"),
            "\(output.stderr)")
        #expect(corpus.goldenFiles().isEmpty, "\(corpus.goldenFiles())")
    }

    @Test func anUnusedChainOfCardsTooLongStopsTheRunOnce() throws {
        let corpus = try Self.corpusWithoutGoldens()
        try corpus.write("Specs/Library/chain.xml", KitLimitTests.cardChain(400))
        let output = try corpus.run(["record"])
        #expect(output.status == 2, "\(output.status) \(output.stdout)\(output.stderr)")
        let errors = output.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(output.stderr)")
        #expect(output.stderr.contains(": card use nested deeper than 32; "), "\(output.stderr)")
        #expect(corpus.goldenFiles().isEmpty, "\(corpus.goldenFiles())")
    }

    /// Four cards of 240 nested stacks, each using the next (960 levels overflowed the engine's
    /// stack): deep-2, 480 deep, is the first over the screen depth limit on its own.
    @Test func anUnusedCardNestedTooDeepStopsTheRun() throws {
        let corpus = try Self.corpusWithoutGoldens()
        var cards = ""
        for level in 0..<4 {
            let inner = level < 3 ? "<use card=\"deep-\(level + 1)\"/>" : "<view/>"
            cards +=
                "<card id=\"deep-\(level)\">" + String(repeating: "<vstack>", count: 240) + inner
                + String(repeating: "</vstack>", count: 240) + "</card>\n"
        }
        try corpus.write("Specs/Library/deep.xml", Self.library(cards))
        let output = try corpus.run(["record"])
        #expect(output.status == 2, "\(output.status) \(output.stdout)\(output.stderr)")
        let errors = output.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(output.stderr)")
        #expect(
            output.stderr.contains(
                "Specs/Library/deep.xml:5:1: error: card 'deep-2' nests screen nodes more than 256 deep once the cards it uses are inlined"),
            "\(output.stderr)")
        #expect(corpus.goldenFiles().isEmpty, "\(corpus.goldenFiles())")
    }
}
