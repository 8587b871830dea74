import AdSpecEngine
import AdSpecHarness
import AdSpecKit
import AdSpecTestSupport
import Foundation
import Testing

@Suite("Loading scenarios")
struct LoaderTests {
    @Test func goodScenarioLoadsIntoTheExpectedInput() throws {
        let fixture = try SpecsFixture()
        defer { fixture.remove() }
        let file = try fixture.write(
            "feeds/good.xml",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <scenario xmlns="urn:adspec:scenario:1" id="feeds/good">
              <title>
                A good
                scenario
              </title>
              <covers>LOAD-1  FEED-1
                BIND-4</covers>
              <description>Anything.</description>
              <settings>
                <set name="bindingGracePeriodMs" value="1500"/>
                <set name="loadWhileBusy" value="restart"/>
              </settings>
              <network>
                <unit id="R-M-1" image-latency="250">
                  <response latency="90"><ad ref="coffee"/></response>
                  <response><ads><ad ref="coffee"/><ad id="tea"><asset kind="title" value="Tea" required="true"/></ad></ads></response>
                  <response latency="80"><failure code="noFill" message="No ads"/></response>
                </unit>
                <unit ref="coffee-unit"/>
                <unit id="slider-unit">
                  <response latency="110">
                    <slider id="blk">
                      <block-asset kind="sponsored" value="Ad" required="true"/>
                      <ad ref="coffee"/>
                    </slider>
                  </response>
                </unit>
              </network>
              <app sk-ad-network-items="false" logging="false" screen-height="700">
                <state id="s1" unit="R-M-1" images="manual">
                  <parameter name="age" value="25"/>
                </state>
                <state id="s2" unit="coffee-unit" lifetime="body"/>
                <state id="sl" unit="slider-unit" kind="slider"/>
                <screen>
                  <list id="feed" height="600">
                    <for-each states="s1 s2">
                      <native-container id="item" state="$item" handlers="onAdLoad onAdClick" height="300">
                        <asset id="t" kind="title" hidden="true"/>
                        <if has="rating"><asset kind="rating" opacity="0.5"/></if>
                        <placeholder><view name="ProgressView"/></placeholder>
                      </native-container>
                    </for-each>
                    <slider-container id="S" state="sl" height="200" clipped="true">
                      <asset kind="sponsored" drawing-group="true"/>
                      <lazy-hstack spacing="8">
                        <slider-cards>
                          <native-container state="$card" width="300"><asset id="c" kind="callToAction"/></native-container>
                        </slider-cards>
                      </lazy-hstack>
                    </slider-container>
                  </list>
                </screen>
              </app>
              <script>
                <load state="s1"/>
                <load state="sl" thread="background"/>
                <wait ms="120"/>
                <set node="t#0" hidden="false" opacity="0.25" y="-10"/>
                <scroll node="feed" offset="600"/>
                <tap node="c#1"/>
                <bulk-load batch="b" unit="demo-native-bulk-yandex" count="3"/>
                <load-images state="b[2]"/>
                <set-muted node="S" muted="false"/>
                <background/><foreground/><initialize-sdk/><rerender/>
                <unmount node="S"/><mount node="S"/>
              </script>
            </scenario>
            """)
        let loaded = try Corpus.loadScenario(file: file, specsDirectory: fixture.specs)
        #expect(loaded.id == "feeds/good")
        #expect(loaded.title == "A good scenario")
        #expect(loaded.rules == ["LOAD-1", "FEED-1", "BIND-4"])
        #expect(loaded.path == "Specs/feeds/good.xml")
        // The hash covers the scenario file and, as this scenario uses the library, the library
        // files: a changed library card makes the golden stale.
        #expect(loaded.sourceHash.count == 64)
        #expect(loaded.sourceHash != SHA256.hex([UInt8](try Data(contentsOf: file))))
        #expect(try Corpus.loadScenario(file: file, specsDirectory: fixture.specs).sourceHash == loaded.sourceHash)
        let libraryFile = fixture.specs.appendingPathComponent("Library/cards.xml")
        let library = try Data(contentsOf: libraryFile)
        try (library + Data("<!-- changed -->\n".utf8)).write(to: libraryFile)
        #expect(try Corpus.loadScenario(file: file, specsDirectory: fixture.specs).sourceHash != loaded.sourceHash)
        try library.write(to: libraryFile)

        var settings = Settings()
        settings.bindingGracePeriodMs = 1500
        settings.loadWhileBusy = .restart
        let coffee = try #require(DemoUnitsLike.coffee(fixture))
        let tea = AdFixture(id: "tea", adType: .content, assets: [AssetFixture(kind: .title, value: "Tea", required: true)])
        let units = [
            AdUnit(
                id: "R-M-1",
                responses: [
                    Response(latencyMs: 90, outcome: .ads([coffee])),
                    Response(latencyMs: 120, outcome: .ads([coffee, tea])),
                    Response(latencyMs: 80, outcome: .failure(LoadFailure(code: "noFill", message: "No ads"))),
                ], imageLatencyMs: 250),
            AdUnit(id: "coffee-unit", responses: [Response(latencyMs: 150, outcome: .ads([coffee]))]),
            AdUnit(
                id: "slider-unit",
                responses: [
                    Response(
                        latencyMs: 110,
                        outcome: .slider(
                            SliderFixture(
                                id: "blk", blockAssets: [AssetFixture(kind: .sponsored, value: "Ad", required: true)],
                                cards: [coffee])))
                ]),
        ]
        let card = ViewNode(
            id: "item", kind: .nativeContainer(state: "$item", handlers: [.onAdLoad, .onAdClick]), height: 300,
            children: [
                ViewNode(id: "t", kind: .asset(.title), hidden: true),
                ViewNode(kind: .ifHas(.rating), children: [ViewNode(kind: .asset(.rating), opacity: 0.5)]),
            ],
            placeholder: [ViewNode(kind: .view)])
        let slider = ViewNode(
            id: "S",
            kind: .sliderContainer(state: "sl", handlers: [.onAdLoad, .onAdFailure, .onAdBindingFailure, .onAdImpression]),
            height: 200, clipped: true,
            children: [
                ViewNode(kind: .asset(.sponsored), drawingGroup: true),
                ViewNode(
                    kind: .stack(axis: .horizontal, spacing: 8, lazy: true),
                    children: [
                        ViewNode(
                            kind: .sliderCards,
                            children: [
                                ViewNode(
                                    kind: .nativeContainer(state: "$card", handlers: Set(ContainerEvent.allCases)), width: 300,
                                    children: [ViewNode(id: "c", kind: .asset(.callToAction))])
                            ])
                    ]),
            ])
        let screen = ViewNode(
            id: "feed", kind: .scroll(axis: .vertical), height: 600,
            children: [
                ViewNode(
                    kind: .stack(axis: .vertical, spacing: 0, lazy: true),
                    children: [ViewNode(kind: .forEachState(states: ["s1", "s2"]), children: [card]), slider])
            ])
        let app = AppModel(
            hasSKAdNetworkItems: false, sdkInitialized: true, loggingEnabled: false, screenWidth: 390, screenHeight: 700,
            states: [
                StateDeclaration(id: "s1", adUnitID: "R-M-1", parameters: ["age": "25"], loadImagesAutomatically: false),
                StateDeclaration(id: "s2", adUnitID: "coffee-unit", lifetime: .body),
                StateDeclaration(id: "sl", kind: .slider, adUnitID: "slider-unit"),
            ],
            screen: screen)
        let script: [Step] = [
            Step(.loadAd(state: "s1")),
            Step(.loadAd(state: "sl"), offMainThread: true),
            Step(.wait(ms: 120)),
            Step(.set(node: "t#0", NodeChange(hidden: false, opacity: 0.25, y: -10))),
            Step(.scroll(node: "feed", offset: 600)),
            Step(.tap(node: "c#1")),
            Step(.bulkLoad(batch: "b", adUnitID: "demo-native-bulk-yandex", count: 3)),
            Step(.loadImages(state: "b[2]")),
            Step(.setMuted(node: "S", muted: false)),
            Step(.background), Step(.foreground), Step(.initializeSDK), Step(.rerender),
            Step(.unmount(node: "S")), Step(.mount(node: "S")),
        ]
        var expected = ScenarioInput(id: "feeds/good", settings: settings, adUnits: units, app: app, script: script)
        // The settings the scenario sets, in file order (issue 36, item 2).
        expected.pinnedSettings = ["bindingGracePeriodMs", "loadWhileBusy"]
        #expect(loaded.input.pinnedSettings == expected.pinnedSettings)
        #expect(loaded.input.settings == expected.settings)
        #expect(loaded.input.adUnits == expected.adUnits)
        #expect(loaded.input.app.states == expected.app.states)
        #expect(loaded.input.app.screen == expected.app.screen)
        #expect(loaded.input.script == expected.script)
        #expect(loaded.input == expected)
    }

    @Test func repositoryCorpusLoads() throws {
        let corpus = try Corpus.load(specsDirectory: Repository.specs)
        #expect(!corpus.scenarios.isEmpty)
        #expect(corpus.scenarios.map(\.id) == corpus.scenarios.map(\.id).sorted())
        let basic = try #require(corpus.scenarios.first { $0.id == "native/basic-load" })
        #expect(basic.path == "Specs/native/basic-load.xml")
        #expect(basic.sourceHash.count == 64)
        #expect(basic.input.app.states == [StateDeclaration(id: "s", adUnitID: DemoUnits.contentID)])
        #expect(basic.input.script == [Step(.loadAd(state: "s")), Step(.wait(ms: 2000)), Step(.wait(ms: 500))])
        let nodes = basic.input.app.screen.allNodes()
        // The full card draws every primitive, each once, with prefixed ids.
        var kinds: [AssetKind] = []
        for node in nodes { if case .asset(let kind) = node.kind { kinds.append(kind) } }
        #expect(kinds.sorted() == AssetKind.allCases)
        #expect(nodes.contains { $0.id == "a-cta" })
        #expect(!nodes.contains { $0.id == "cta" })
        let container = try #require(nodes.first { $0.id == "A" })
        #expect(container.kind == .nativeContainer(state: "s", handlers: Set(ContainerEvent.allCases)))
        #expect(container.children.first?.id == "a-card" && container.children.first?.width == 358)
        #expect(container.placeholder.map(\.id) == ["spinner"])
    }

    @Test func useReplacesRootAttributesAndNestsPrefixes() throws {
        let fixture = try SpecsFixture()
        defer { fixture.remove() }
        try fixture.write(
            "Library/more.xml",
            """
            <library xmlns="urn:adspec:scenario:1">
              <card id="pair"><hstack id="row"><use card="full-card" prefix="l-"/><use card="full-card" prefix="r-"/></hstack></card>
            </library>
            """)
        let file = try fixture.write(
            "a.xml",
            SpecsFixture.scenario(
                app: """
                    <state id="s" unit="demo-native-content-yandex"/>
                    <screen><native-container id="A" state="s"><use card="pair" prefix="x-" id="pair-root" y="8"/></native-container></screen>
                    """,
                script: "<tap node=\"x-r-cta\"/>"))
        let loaded = try Corpus.loadScenario(file: file, specsDirectory: fixture.specs)
        let root = try #require(loaded.input.app.screen.children.first)
        #expect(root.id == "pair-root" && root.y == 8)
        #expect(root.children.map(\.id) == ["x-l-card", "x-r-card"])
    }

    @Test func scenarioFilesSkipLibraryAndCatalogueAndAreSorted() throws {
        let fixture = try SpecsFixture()
        defer { fixture.remove() }
        try fixture.write("b/z.xml", "<x/>")
        try fixture.write("a.xml", "<x/>")
        try fixture.write("b/a.xml", "<x/>")
        try fixture.write("Catalogue/rules.xml", "<x/>")
        try fixture.write("notes.txt", "")
        let names = Corpus.scenarioFiles(in: fixture.specs).map {
            $0.path.replacingOccurrences(of: fixture.specs.standardizedFileURL.path + "/", with: "")
        }
        #expect(names == ["a.xml", "b/a.xml", "b/z.xml"])
    }

    @Test func loadsFromManyThreads() throws {
        let file = Repository.specs.appendingPathComponent("native/basic-load.xml")
        let reference = try Corpus.loadScenario(file: file, specsDirectory: Repository.specs)
        let box = ResultBox()
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            let result = Result { () throws(DiagnosticList) in
                try Corpus.loadScenario(file: file, specsDirectory: Repository.specs)
            }
            box.append(
                index,
                result.map { $0 == reference ? "same" : "different" }.mapError {
                    Problems(lines: $0.diagnostics.map(\.description))
                })
        }
        #expect(box.all.count == 16)
        #expect(box.all.allSatisfy { (try? $0.1.get()) == "same" })
    }
}

/// The library's coffee ad as the loader should read it.
enum DemoUnitsLike {
    static func coffee(_ fixture: SpecsFixture) -> AdFixture? {
        AdFixture(
            id: "coffee", adType: .content,
            assets: [
                AssetFixture(kind: .title, value: "Fresh coffee every morning", required: true),
                AssetFixture(kind: .body, value: "Beans roasted this week, delivered tomorrow", required: false),
                AssetFixture(kind: .callToAction, value: "Order", required: true),
                AssetFixture(kind: .domain, value: "coffee.example", required: true),
                AssetFixture(kind: .sponsored, value: "Advertising", required: true),
                AssetFixture(kind: .age, value: "18+", required: true),
                AssetFixture(kind: .warning, value: "There are contraindications", required: true),
                AssetFixture(kind: .favicon, value: "coffee-favicon.png", required: false),
                AssetFixture(kind: .feedback, value: "", required: true),
                AssetFixture(kind: .media, value: "coffee.jpg", required: true),
            ],
            media: MediaFixture(aspectRatio: 16.0 / 9.0), warningMinimumArea: 0.02)
    }
}
