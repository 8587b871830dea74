import AdSpecTestSupport
import Foundation
import Testing

/// End to end, through the built `adspec`: the kit's limits (Documentation/ScenarioFormat.md,
/// "Limits") and the engine budget (Documentation/Settings.md) hold against hostile files: a clear
/// `path:line:column` error or an ERROR result, quickly, in bounded memory.
@Suite struct KitLimitTests {
    static let header = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"

    /// A scenario with `app` inside `<app>` and `script` inside `<script>`.
    static func scenario(_ id: String, app: String, script: String = "") -> String {
        header + #"<scenario xmlns="urn:adspec:scenario:1" id="\#(id)">"# + "\n"
            + "<title>t</title><covers>FEED-1</covers>\n<app>" + app + "</app>\n<script>" + script
            + "</script></scenario>\n"
    }

    /// `adspec` run under `/usr/bin/time -v` when there is one: the output and the child's peak
    /// resident memory in KiB (nil without `time`).
    static func measured(_ corpus: SmallCorpus, _ arguments: [String]) throws -> (Shell.Output, Int?) {
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time), let binary = CLI.binary else {
            return (try corpus.run(arguments), nil)
        }
        let output = try Shell.run([time, "-v", binary.path] + arguments, in: corpus.root, environment: CLI.environment([:]))
        let line = output.stderr.split(separator: "\n").first { $0.contains("Maximum resident set size") }
        return (output, line.flatMap { $0.split(separator: ":").last }.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) })
    }

    /// A file of `bytes` bytes at `relative` (below the root), sparse: it costs no disk.
    static func sparseFile(_ corpus: SmallCorpus, _ relative: String, bytes: UInt64) throws -> URL {
        let url = try corpus.write(relative, "")
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: bytes)
        try handle.close()
        return url
    }


    // MARK: - Files over the size limit are refused before they are read

    @Test func aFiftyMegabyteScenarioIsRefusedBeforeItIsRead() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        _ = try Self.sparseFile(corpus, "Specs/native/huge.xml", bytes: 50 << 20)
        let (output, peak) = try Self.measured(corpus, ["list"])
        #expect(output.status == 2)
        #expect(
            output.stderr.contains(
                "Specs/native/huge.xml:1:1: error: the file is 52428800 bytes, larger than the limit of 4194304 bytes (4 MiB)"),
            "\(output.stderr)")
        if let peak {
            // Reading the file would take 50 MB at least; the kit's own run takes far less.
            #expect(peak < 40_000, "peak resident memory \(peak) KiB")
        }
    }

    @Test func anOversizedLibraryFileIsRefusedBeforeItIsHashed() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        _ = try Self.sparseFile(corpus, "Specs/Library/huge.xml", bytes: 5 << 20)
        let output = try corpus.run(["list"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("Specs/Library/huge.xml:1:1: error: the file is 5242880 bytes, larger than the limit"))
    }

    @Test func anOversizedCatalogueIsRefused() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        _ = try Self.sparseFile(corpus, "Specs/Catalogue/rules.xml", bytes: 5 << 20)
        let output = try corpus.run(["coverage"])
        #expect(output.status == 2, "\(output.stdout)\(output.stderr)")
        #expect(output.stderr.contains("Specs/Catalogue/rules.xml:1:1: error: the file is 5242880 bytes, larger than the limit"))
    }

    @Test func anOversizedGoldenIsAnErrorOfItsScenarioOnly() throws {
        let corpus = try SmallCorpus(scenarios: 3)
        try corpus.recordAll()
        let id = corpus.ids[0]
        let handle = try FileHandle(forWritingTo: corpus.golden(id))
        try handle.truncate(atOffset: 50 << 20)
        try handle.close()
        let (output, peak) = try Self.measured(corpus, ["verify"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("ERROR \(id)\n  cannot read the golden Goldens/\(id).transcript: the file is 52428800 bytes"))
        for other in corpus.ids.dropFirst() { #expect(output.stdout.contains("PASS \(other)\n")) }
        if let peak { #expect(peak < 40_000, "peak resident memory \(peak) KiB") }
    }

    // MARK: - Elements and attributes

    @Test func fortyThousandElementsOnOneLineLoadInSeconds() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        // 15,000 views (two attributes each) on the one line: within every limit, loads.
        let views = String(repeating: #"<view name="Post" height="1"/>"#, count: 15_000)
        try corpus.write(
            "Specs/native/one-line.xml",
            Self.scenario("big/one-line", app: "<screen><vstack>" + views + "</vstack></screen>")
                .replacingOccurrences(of: "\n", with: ""))
        var output: Shell.Output?
        output = try corpus.run(["list", "big/one-line"])
        #expect(output?.status == 0, "\(output?.stderr ?? "")")
        #expect(output?.stdout.hasPrefix("big/one-line") == true)

        // 40,000 on one line: over the node limit, refused at the first node over it.
        let marked = MarkedText(
            Self.scenario(
                "big/one-line",
                app: "<screen><vstack>" + String(repeating: "<view height=\"1\"/>", count: 19_999) + MarkedText.marker(1)
                    + String(repeating: "<view height=\"1\"/>", count: 20_000) + "</vstack></screen>"
            ).replacingOccurrences(of: "\n", with: ""))
        try corpus.write("Specs/native/one-line.xml", marked.text)
        output = try corpus.run(["list"])
        #expect(output?.status == 2)
        #expect(
            output?.stderr.contains(
                "Specs/native/one-line.xml:\(marked[1]): error: more than 20000 screen nodes in one scenario") == true,
            "\(output?.stderr ?? "")")
    }

    @Test func moreElementsThanTheLimitAreRefusedBeforeParsing() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        let marked = MarkedText(
            Self.scenario(
                "big/elements",
                app: "<screen><vstack>\n" + String(repeating: "<view/>", count: 99_994) + MarkedText.marker(1)
                    + String(repeating: "<view/>", count: 100_000) + "</vstack></screen>"))
        try corpus.write("Specs/native/elements.xml", marked.text)
        var output: Shell.Output?
        output = try corpus.run(["list"])
        #expect(output?.status == 2)
        #expect(
            output?.stderr.contains(
                "Specs/native/elements.xml:\(marked[1]): error: more than 100000 elements in one file") == true,
            "\(output?.stderr ?? "")")
    }

    @Test func oneHundredThousandAttributesAreRefusedQuickly() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        let attributes = (0..<100_000).map { (n: Int) in (n == 256 ? MarkedText.marker(1) : "") + "a\(n)=\"1\"" }
        let marked = MarkedText(
            Self.scenario("big/attributes", app: "<screen>\n<view " + attributes.joined(separator: " ") + "/></screen>"))
        try corpus.write("Specs/native/attributes.xml", marked.text)
        var output: Shell.Output?
        output = try corpus.run(["list"])
        #expect(output?.status == 2)
        #expect(
            output?.stderr.contains(
                "Specs/native/attributes.xml:\(marked[1]): error: more than 256 attributes on one element") == true,
            "\(output?.stderr ?? "")")
    }

    // MARK: - States, steps, nodes

    @Test func moreStatesThanTheLimitAreALoadError() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        let states = (0..<5_001).map { n in
            (n == 5_000 ? MarkedText.marker(1) : "") + "<state id=\"s\(n)\" unit=\"demo-native-content-yandex\"/>\n"
        }
        let marked = MarkedText(Self.scenario("big/states", app: states.joined() + "<screen><view/></screen>"))
        try corpus.write("Specs/native/states.xml", marked.text)
        let output = try corpus.run(["list"])
        #expect(output.status == 2)
        #expect(
            output.stderr.contains(
                "Specs/native/states.xml:\(marked[1]): error: more than 5000 states in one scenario (5001; the kit's limit of states per scenario)"
            ), "\(output.stderr)")
    }

    @Test func moreStepsThanTheLimitAreALoadError() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        let steps = String(repeating: "<wait ms=\"1\"/>\n", count: 10_000) + MarkedText.marker(1) + "<wait ms=\"1\"/>\n"
        let marked = MarkedText(Self.scenario("big/steps", app: "<screen><view/></screen>", script: "\n" + steps))
        try corpus.write("Specs/native/steps.xml", marked.text)
        let output = try corpus.run(["list"])
        #expect(output.status == 2)
        #expect(
            output.stderr.contains(
                "Specs/native/steps.xml:\(marked[1]): error: more than 10000 steps in one scenario (10001; the kit's limit of steps per scenario)"
            ), "\(output.stderr)")
    }

    @Test func aForEachThatExpandsPastTheNodeLimitIsALoadError() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        let ids = (0..<3_000).map { "s\($0)" }
        let states = ids.map { "<state id=\"\($0)\" unit=\"demo-native-content-yandex\"/>\n" }.joined()
        let template = #"<native-container id="c" state="$item">"# + String(repeating: "<view/>", count: 6)
            + "</native-container>"
        let marked = MarkedText(
            Self.scenario(
                "big/for-each",
                app: states + MarkedText.marker(1) + "<screen><vstack><for-each states=\"" + ids.joined(separator: " ")
                    + "\">" + template + "</for-each></vstack></screen>"))
        try corpus.write("Specs/native/for-each.xml", marked.text)
        let output = try corpus.run(["list"])
        #expect(output.status == 2)
        #expect(
            output.stderr.contains(
                "Specs/native/for-each.xml:\(marked[1]): error: more than 20000 screen nodes once every <for-each> is expanded"),
            "\(output.stderr)")
    }

    @Test func cardsThatUseEachOtherTwiceAreStoppedAtTheNodeLimit() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        // card-8 uses card-9 twice, card-9 uses card-10 twice, ...: 2^14 - 3 nodes, within the
        // limit (the library is checked whole as it loads: LibraryCheckTests); the scenario uses
        // it twice.
        var cards = ""
        for level in 8..<20 {
            cards +=
                "<card id=\"card-\(level)\"><vstack><use card=\"card-\(level + 1)\" prefix=\"a\"/><use card=\"card-\(level + 1)\" prefix=\"b\"/></vstack></card>\n"
        }
        cards += "<card id=\"card-20\"><view/></card>\n"
        try corpus.write(
            "Specs/Library/nested.xml", Self.header + "<library xmlns=\"urn:adspec:scenario:1\">\n" + cards + "</library>\n")
        try corpus.write(
            "Specs/native/nested.xml",
            Self.scenario(
                "big/nested",
                app: "<screen><vstack><use card=\"card-8\" prefix=\"x\"/><use card=\"card-8\" prefix=\"y\"/></vstack></screen>"))
        var output: Shell.Output?
        output = try corpus.run(["list"])
        #expect(output?.status == 2)
        #expect(output?.stderr.contains("error: more than 20000 screen nodes in one scenario (cards inlined") == true, "\(output?.stderr ?? "")")
    }

    /// `card-0` uses `card-1` uses ... `card-(count - 1)`, one card a line, in `Specs/Library/chain.xml`.
    static func cardChain(_ count: Int) -> String {
        var cards = ""
        for level in 0..<count - 1 {
            cards += "<card id=\"card-\(level)\"><vstack><use card=\"card-\(level + 1)\"/></vstack></card>\n"
        }
        cards += "<card id=\"card-\(count - 1)\"><view/></card>\n"
        return header + "<library xmlns=\"urn:adspec:scenario:1\">\n" + cards + "</library>\n"
    }

    /// A chain of 400 cards, each using the next, used to overflow the loader's stack (SIGSEGV,
    /// exit status 139, no summary): card use is nested at most `KitLimits.cardUseDepth` deep.
    @Test(arguments: ["verify", "record"])
    func aLongChainOfCardsIsALoadErrorNotACrash(_ command: String) throws {
        let corpus = try SmallCorpus(scenarios: 2)
        let marked = MarkedText(MarkedText.marking(1, before: "card=\"card-32\"", in: Self.cardChain(400)))
        try corpus.write("Specs/Library/chain.xml", marked.text)
        try corpus.write("Specs/native/chain.xml", Self.scenario("big/chain", app: "<screen><use card=\"card-0\"/></screen>"))
        let output = try corpus.run([command])
        #expect(output.status == 2, "\(output.status) \(output.stdout)\(output.stderr)")
        let chain = (0...32).map { "card-\($0)" }.joined(separator: " uses ")
        #expect(
            output.stderr.contains(
                "Specs/Library/chain.xml:\(marked[1]): error: \(chain): card use nested deeper than 32; "),
            "\(output.stderr)")
    }

    /// A card of 240 nested stacks used inside 200 stacks of the scenario: each file is within
    /// libxml2's depth limit, the screen is not within the kit's (the engine lays a screen out by
    /// recursion: 960 levels overflowed its stack, SIGSEGV).
    @Test func aScreenNestedDeeperThanTheLimitThroughACardIsALoadError() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        let card =
            "<card id=\"deep\">" + String(repeating: "<vstack>", count: 240) + "<view/>"
            + String(repeating: "</vstack>", count: 240) + "</card>\n"
        try corpus.write("Specs/Library/deep.xml", Self.header + "<library xmlns=\"urn:adspec:scenario:1\">\n" + card + "</library>\n")
        let screen =
            "<screen>" + String(repeating: "<vstack>", count: 200) + "<use card=\"deep\"/>"
            + String(repeating: "</vstack>", count: 200) + "</screen>"
        try corpus.write("Specs/native/deep.xml", Self.scenario("big/deep", app: screen))
        let output = try corpus.run(["verify"])
        #expect(output.status == 2, "\(output.status) \(output.stdout)\(output.stderr)")
        // The 257th nested node: the 57th stack of the card (line 3).
        let column = 1 + "<card id=\"deep\">".count + 56 * "<vstack>".count
        #expect(
            output.stderr.contains(
                "Specs/Library/deep.xml:3:\(column): error: screen nodes nested more than 256 deep (cards inlined; "),
            "\(output.stderr)")
    }

    // MARK: - Ids

    /// Issue 40, item 9: node and card ids had no length limit. A node id over
    /// `KitLimits.idCharacters` (200) characters, or one that a `<use>` prefix takes over it, and
    /// a card id over it, are load errors at the id's file:line:column.
    @Test func nodeAndCardIdsLongerThanTheLimitAreLoadErrors() throws {
        let corpus = try SmallCorpus(scenarios: 2)
        let long = String(repeating: "n", count: 201)
        let marked = MarkedText(
            MarkedText.marking(1, before: "<view", in: Self.scenario("big/node", app: "<screen><view id=\"\(long)\"/></screen>")))
        try corpus.write("Specs/native/node.xml", marked.text)
        let card = String(repeating: "c", count: 201)
        let shortCard = "<card id=\"short\"><view id=\"\(String(repeating: "v", count: 150))\"/></card>\n</library>\n"
        // A broken library stops the run before any scenario is read: the card first, alone.
        try corpus.write(
            "Specs/Library/long.xml",
            Self.header + "<library xmlns=\"urn:adspec:scenario:1\">\n<card id=\"\(card)\"><view/></card>\n" + shortCard)
        let library = try corpus.run(["list"])
        #expect(library.status == 2, "\(library.status) \(library.stdout)\(library.stderr)")
        #expect(
            library.stderr.contains(
                "Specs/Library/long.xml:3:7: error: the card id '\(String(repeating: "c", count: 40))...' is 201 characters long, longer than the limit of 200; give it a shorter one"),
            "\(library.stderr)")
        try corpus.write("Specs/Library/long.xml", Self.header + "<library xmlns=\"urn:adspec:scenario:1\">\n" + shortCard)
        let prefixed = MarkedText(
            MarkedText.marking(
                1, before: "<use", in: Self.scenario("big/prefix", app: "<screen><use card=\"short\" prefix=\"\(String(repeating: "p", count: 51))\"/></screen>")))
        try corpus.write("Specs/native/prefix.xml", prefixed.text)
        let output = try corpus.run(["list"])
        #expect(output.status == 2, "\(output.status) \(output.stdout)\(output.stderr)")
        let shown = String(repeating: "n", count: 40) + "..."
        #expect(
            output.stderr.contains(
                "Specs/native/node.xml:\(marked[1]): error: the node id '\(shown)' is 201 characters long, longer than the limit of 200; give it a shorter one"),
            "\(output.stderr)")
        #expect(
            output.stderr.contains(
                "Specs/native/prefix.xml:\(prefixed[1]): error: the node id '\(String(repeating: "p", count: 40))...' with its prefixes ('\(String(repeating: "p", count: 40))...') is 201 characters long"),
            "\(output.stderr)")
    }

    // MARK: - Engine budget

    @Test func aScenarioOverTheEngineBudgetIsAnErrorAndTheOthersStillRun() throws {
        let corpus = try SmallCorpus(scenarios: 3)
        try corpus.recordAll()
        // 10,000 views laid out again after each of 150 steps: about 1.5 million engine events.
        try corpus.write(
            "Specs/native/busy.xml",
            Self.scenario(
                "big/busy", app: "<screen><vstack>" + String(repeating: "<view height=\"1\"/>", count: 10_000) + "</vstack></screen>",
                script: String(repeating: "<wait ms=\"1\"/>", count: 150)))
        let output = try corpus.run(["verify"])
        #expect(output.status == 1)
        #expect(
            output.stdout.contains(
                "ERROR big/busy\n  the subject 'reference' could not run the scenario: the scenario exceeded the engine budget of 1000000 events at step 99 of 150\n"
            ), "\(output.stdout)")
        #expect(!FileManager.default.fileExists(atPath: corpus.golden("big/busy").path))
        for id in corpus.ids { #expect(output.stdout.contains("PASS \(id)\n")) }
        #expect(output.stdout.hasSuffix("\(corpus.ids.count) passed, 1 failed\n"), "\(output.stdout)")
    }

    /// Issue 40, item 5: 19,990 views in a lazy stack scrolled 9,990 times, within every limit,
    /// took 27 s of CPU (about 95 s under load): each render scanned every item, but only the few
    /// placed nodes were counted. The budget counts that scan, so the run stops early.
    @Test func aLongLazyStackScrolledStepByStepStopsAtTheBudget() throws {
        let corpus = try SmallCorpus(scenarios: 1)
        try corpus.recordAll()
        let views = String(repeating: "<view height=\"10\"/>", count: 19_990)
        let steps = (1...9_990).map { "<scroll node=\"feed\" offset=\"\($0 * 20)\"/>" }.joined()
        try corpus.write(
            "Specs/native/lazy.xml",
            Self.scenario(
                "big/lazy", app: "<screen><scroll id=\"feed\" height=\"800\"><lazy-vstack id=\"list\">" + views
                    + "</lazy-vstack></scroll></screen>", script: steps))
        let start = ContinuousClock.now
        let output = try corpus.run(["verify"])
        #expect(output.status == 1, "\(output.stdout)\(output.stderr)")
        #expect(
            output.stdout.contains(
                "ERROR big/lazy\n  the subject 'reference' could not run the scenario: the scenario exceeded the engine budget of 1000000 events at step "
            ), "\(output.stdout)")
        #expect(ContinuousClock.now - start < .seconds(30))
        #expect(!FileManager.default.fileExists(atPath: corpus.golden("big/lazy").path))
    }
}
