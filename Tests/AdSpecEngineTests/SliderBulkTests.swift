import Testing

@testable import AdSpecEngine

@Suite struct SliderTests {
    /// A slider like the documents' example: the block's sponsored label, then cards in a horizontal lazy stack.
    func slider(blockSponsored: Bool = true, cardsInside: Bool = true, height: Double = 460) -> [ViewNode] {
        let card = ViewNode(
            id: "card", kind: .nativeContainer(state: "$card", handlers: Set(ContainerEvent.allCases)),
            width: 320, height: 420, children: [Build.card("card")])
        let cards = ViewNode(kind: .sliderCards, children: [card])
        let row = ViewNode(
            id: "row", kind: .scroll(axis: .horizontal), height: 420,
            children: [ViewNode(kind: .stack(axis: .horizontal, spacing: 8, lazy: true), children: [cards])])
        var content: [ViewNode] = []
        if blockSponsored {
            content.append(
                ViewNode(
                    kind: .ifHas(.sponsored), height: 20, children: [Build.asset(.sponsored, id: "block-sponsored", height: 20)]))
        }
        if cardsInside { content.append(row) }
        let block = ViewNode(kind: .stack(axis: .vertical, spacing: 8, lazy: false), children: content)
        var result = [
            ViewNode(
                id: "S",
                kind: .sliderContainer(state: "sl", handlers: [.onAdLoad, .onAdFailure, .onAdBindingFailure, .onAdImpression]),
                width: 390, height: height, children: [block])
        ]
        if !cardsInside {
            // The cards shown in another part of the screen, outside the slider container.
            var outside = row
            outside.y = 480
            outside.children[0].children[0] = ViewNode(kind: .sliderCards, children: [card])
            result.append(
                ViewNode(id: "elsewhere", kind: .sliderContainer(state: "sl", handlers: []), y: 480, height: 0, children: []))
        }
        return result
    }

    let states = [StateDeclaration(id: "sl", kind: .slider, adUnitID: DemoUnits.sliderID)]

    @Test("SLD-1, SLD-2, SLD-8, SLD-11: the block binds and counts its impression; cards count theirs, without onAdLoad")
    func demoSlider() throws {
        let run = try Run(states: states, screen: slider(), [.loadAd(state: "sl"), .wait(ms: 3000)])
        #expect(run.time("slider S", "onAdLoad") == 120)
        #expect(run.time("slider S", "bound to ad demo-slider-1; views [sponsored]") == 120)
        #expect(run.time("slider S", "onAdImpression") == 1120)
        #expect(run.time("container card#0", "onAdImpression") == 1120)
        #expect(run.count("container card#0", "onAdLoad") == 0)
        // The second card is an app-install ad: the card layout draws no icon or price, so it cannot bind.
        #expect(run.time("container card#1", "onAdBindingFailure error noViewForAsset userInfo[asset_name]=price") == 2120)
        // The third card lies beyond the lazy stack's prefetch margin: not in the hierarchy.
        #expect(run.count("container card#2", "entered the hierarchy") == 0)
    }

    @Test("SLD-7: a required block component not drawn: the block does not bind")
    func requiredBlockAsset() throws {
        let run = try Run(states: states, screen: slider(blockSponsored: false), [.loadAd(state: "sl"), .wait(ms: 3000)])
        #expect(run.time("slider S", "onAdBindingFailure error noViewForAsset userInfo[asset_name]=sponsored") == 2120)
        #expect(run.count("slider S", "onAdImpression") == 0)
    }

    @Test("SLD-6: a block with no components of its own binds and counts its impression")
    func noBlockAssets() throws {
        let unit = AdUnit(
            id: "u",
            responses: [
                Response(
                    latencyMs: 100,
                    outcome: .slider(
                        SliderFixture(
                            id: "bare", blockAssets: [], cards: [DemoUnits.contentAd("c1"), DemoUnits.contentAd("c2")])))
            ])
        let run = try Run(
            states: [StateDeclaration(id: "sl", kind: .slider, adUnitID: "u")], screen: slider(blockSponsored: false),
            units: [unit], [.loadAd(state: "sl"), .wait(ms: 2000)])
        #expect(run.time("slider S", "bound to ad bare; views []") == 100)
        #expect(run.time("slider S", "onAdImpression ad=bare") == 1100)
        let broken = try Run(
            states: [StateDeclaration(id: "sl", kind: .slider, adUnitID: "u")], screen: slider(blockSponsored: false),
            units: [unit], mutants: [.sliderBlockNeedsOwnAssets], [.loadAd(state: "sl"), .wait(ms: 3000)])
        #expect(broken.count("slider S", "onAdImpression") == 0)
    }

    @Test(
        "SLD-4: a card shown outside the slider, mounted before the slider loads, binds and counts its impression; the block's is lost"
    )
    func cardOutside() throws {
        let block = ViewNode(
            id: "S", kind: .sliderContainer(state: "sl", handlers: [.onAdImpression]), width: 390, height: 40,
            children: [ViewNode(kind: .ifHas(.sponsored), children: [Build.asset(.sponsored, id: "bs", height: 20)])])
        let outside = Build.container("out", state: "sl.ads[0]", y: 100, height: 420, card: Build.card("o"))
        let run = try Run(states: states, screen: [block, outside], [.loadAd(state: "sl"), .wait(ms: 2000)])
        #expect(run.time("container out", "bound to ad demo-slide-1") == 120)
        #expect(run.time("container out", "onAdImpression ad=demo-slide-1") == 1120)
        #expect(run.count("slider S", "onAdImpression") == 0)
        #expect(run.time("log warning", "out, a card of sl, is shown outside the SliderAdContainer") == 120)
        #expect(run.count("note", "S cannot count its impression: its cards are shown outside") == 1)
    }

    @Test("SLD-10: a slider left with no card after removing repeats fails with noFill")
    func allCardsRepeated() throws {
        let coffee = DemoUnits.contentAd("coffee")
        let units = [
            AdUnit(id: "native", responses: [Response(latencyMs: 50, outcome: .ads([coffee]))]),
            AdUnit(
                id: "slider",
                responses: [
                    Response(latencyMs: 100, outcome: .slider(SliderFixture(id: "blk", blockAssets: [], cards: [coffee])))
                ]),
        ]
        let run = try Run(
            states: [
                StateDeclaration(id: "n", adUnitID: "native"), StateDeclaration(id: "sl", kind: .slider, adUnitID: "slider"),
            ],
            screen: slider(blockSponsored: false), units: units,
            [.loadAd(state: "n"), .wait(ms: 60), .loadAd(state: "sl"), .wait(ms: 200)])
        #expect(run.time("slider S", "onAdFailure error noFill") == 160)
        #expect(run.count("note", "already placed in other blocks of the app left out: coffee") == 1)
    }

    @Test("APP-5: a demo unit answers every request with a new test ad")
    func demoNumbering() throws {
        let run = try Run(
            states: [
                StateDeclaration(id: "a", adUnitID: DemoUnits.contentID),
                StateDeclaration(id: "b", adUnitID: DemoUnits.contentID),
            ],
            screen: [], [.loadAd(state: "a"), .loadAd(state: "b"), .wait(ms: 200)])
        #expect(run.count("state a", "ad=demo-content-1") == 1)
        #expect(run.count("state b", "ad=demo-content-2") == 1)
    }

    @Test("SLD-5: a tap on the block's own asset is no click")
    func blockNoClick() throws {
        let run = try Run(
            states: states, screen: slider(),
            [.loadAd(state: "sl"), .wait(ms: 200), .tap(node: "block-sponsored"), .tap(node: "card-title#0")])
        #expect(run.count("slider S", "onAdClick") == 0)
        #expect(run.time("container card#0", "onAdClick asset=title") == 200)
    }

    @Test("SLD-9: zero-size slider content counts no impression")
    func zeroSize() throws {
        let run = try Run(states: states, screen: slider(height: 0), [.loadAd(state: "sl"), .wait(ms: 2000)])
        #expect(run.count("slider S", "onAdImpression") == 0)
    }

    @Test("SLD-9: in a row of zero height the lazy stack still holds the cards within reach, each of zero size")
    func zeroHeightRow() throws {
        var screen = slider()
        screen[0].children[0].children[1].height = 0  // the row
        screen[0].children[0].children[1].children[0].children[0].children[0].height = nil  // the card takes the row's height
        let run = try Run(states: states, screen: screen, [.loadAd(state: "sl"), .wait(ms: 2000)])
        #expect(run.count("container card#1", "entered the hierarchy") == 1)
        #expect(run.count("note", "card#0 cannot count its impression: content has zero size (320x0)") == 1)
        #expect(run.count("container card#0", "onAdImpression") == 0)
    }

    @Test("IMG-3: the slider's loadImages() covers the block and every card")
    func images() throws {
        let run = try Run(
            states: [StateDeclaration(id: "sl", kind: .slider, adUnitID: DemoUnits.sliderID, loadImagesAutomatically: false)],
            screen: slider(), [.loadAd(state: "sl"), .wait(ms: 200), .loadImages(state: "sl"), .wait(ms: 1000)])
        #expect(run.time("state sl", "loadImages() finished: images of sl, sl.ads[0], sl.ads[1], sl.ads[2] loaded") == 500)
        #expect(run.time("slider S", "onAdImpression") == 1120)
    }
}

@Suite struct BulkTests {
    func items() -> [ViewNode] {
        let item = ViewNode(
            id: "item", kind: .nativeContainer(state: "$item", handlers: Set(ContainerEvent.allCases)),
            height: 400, children: [Build.card("item")])
        let list = ViewNode(kind: .bulkItems(batch: "b"), children: [item])
        return [
            ViewNode(
                id: "feed", kind: .scroll(axis: .vertical),
                children: [ViewNode(kind: .stack(axis: .vertical, spacing: 16, lazy: true), children: [list])])
        ]
    }

    @Test("BULK-1: adsCount outside 1...9 is an argument error and sends nothing", arguments: [0, 10])
    func outOfRange(count: Int) throws {
        let run = try Run(
            states: [], screen: items(), [.bulkLoad(batch: "b", adUnitID: DemoUnits.bulkID, count: count), .wait(ms: 500)])
        #expect(run.count("bulk b", "argument error") == 1)
        #expect(run.count("bulk b", "request #") == 0)
    }

    @Test("BULK-2, BULK-3, EVT-3: each ad in its own container, already loaded, with no onAdLoad")
    func demoBulk() throws {
        let run = try Run(
            states: [], screen: items(), [.bulkLoad(batch: "b", adUnitID: DemoUnits.bulkID, count: 9), .wait(ms: 3000)])
        #expect(run.time("bulk b", "succeeded with 3 ad(s)") == 120)
        #expect(run.count("container item#0", "onAdLoad") == 0)
        #expect(run.time("container item#0", "onAdImpression") == 1120)
        #expect(run.time("container item#1", "onAdBindingFailure error noViewForAsset userInfo[asset_name]=price") == 2120)
    }

    @Test("Steps reach nodes inside a template instance: hiding item-sponsored#0 breaks only the first item")
    func instanceChange() throws {
        let run = try Run(
            states: [], screen: items(),
            [
                .set(node: "item-sponsored#0", NodeChange(hidden: true)),
                .bulkLoad(batch: "b", adUnitID: DemoUnits.bulkID, count: 3), .wait(ms: 2500),
                .tap(node: "item-title#2"), .unmount(node: "item-title#2"), .tap(node: "item-title#2"),
            ])
        #expect(run.time("container item#0", "onAdBindingFailure error noViewForAsset userInfo[asset_name]=sponsored") == 2120)
        #expect(run.count("container item#2", "bound to ad demo-bulk-3") == 1)
        #expect(run.count("note", "tap on item-title#2: not a registered asset view") == 0)
        #expect(run.count("container item#2", "onAdClick asset=title") == 1)
        #expect(run.count("note", "tap on item-title#2: not in the hierarchy") == 1)
    }

    @Test("BULK-2: zero ads is a success")
    func zero() throws {
        let unit = AdUnit(id: "empty", responses: [Response(latencyMs: 80, outcome: .ads([]))])
        let run = try Run(
            states: [], screen: items(), units: [unit], [.bulkLoad(batch: "b", adUnitID: "empty", count: 3), .wait(ms: 200)])
        #expect(run.time("bulk b", "succeeded with 0 ad(s)") == 80)
        let broken = try Run(
            states: [], screen: items(), units: [unit], mutants: [.zeroBulkIsError],
            [.bulkLoad(batch: "b", adUnitID: "empty", count: 3), .wait(ms: 200)])
        #expect(broken.count("bulk b", "failed") == 1)
    }
}

@Suite struct VideoAndImageTests {
    func video(width: Double, mediaHeight: Double) -> [ViewNode] {
        let card = ViewNode(
            kind: .stack(axis: .vertical, spacing: 0, lazy: false),
            children: [
                Build.asset(.title, id: "v-title"), Build.asset(.sponsored), Build.asset(.domain), Build.asset(.age),
                Build.asset(.feedback), Build.asset(.callToAction), Build.asset(.warning),
                ViewNode(id: "v-media", kind: .asset(.media), width: width, height: mediaHeight),
            ])
        return [
            ViewNode(
                id: "V", kind: .nativeContainer(state: "s", handlers: Set(ContainerEvent.allCases)), width: width,
                height: 140 + mediaHeight, children: [card])
        ]
    }

    var unit: AdUnit {
        var ad = DemoUnits.contentAd("vid")
        ad.media = MediaFixture(aspectRatio: 16.0 / 9.0, video: VideoFixture(durationMs: 15000))
        return AdUnit(id: "video", responses: [Response(latencyMs: 100, outcome: .ads([ad]))])
    }

    @Test("VID-1, VID-2: video at 300x160 or more plays, with its state advancing with engine time")
    func plays() throws {
        let run = try Run(
            states: [StateDeclaration(id: "s", adUnitID: "video")], screen: video(width: 320, mediaHeight: 180), units: [unit],
            [
                .loadAd(state: "s"), .wait(ms: 600), .setMuted(node: "v-media", muted: false), .wait(ms: 400),
                .inspectVideo(node: "v-media"), .wait(ms: 2000),
            ])
        #expect(run.time("container V", "media plays video") == 100)
        #expect(run.time("container V", "video position=500 ms duration=15000 ms isMuted=false") == 600)
        #expect(run.time("container V", "video position=900 ms") == 1000)
        #expect(run.time("container V", "onAdImpression") == 2100)
    }

    @Test("VID-2: an unsized Media keeps the media's aspect ratio; a letterboxed video is measured as fitted")
    func aspectRatio() throws {
        var ad = DemoUnits.contentAd("wide")
        ad.media = MediaFixture(aspectRatio: 2, video: VideoFixture(durationMs: 15000))
        let unit = AdUnit(id: "wide", responses: [Response(latencyMs: 100, outcome: .ads([ad]))])
        // Unsized Media 300 wide: 300x150 by the ratio, below 160 high.
        var unsized = video(width: 300, mediaHeight: 0)
        unsized[0].height = nil
        unsized[0].children[0].children[7].height = nil
        let run = try Run(
            states: [StateDeclaration(id: "s", adUnitID: "wide")], screen: unsized, units: [unit],
            [.loadAd(state: "s"), .wait(ms: 200)])
        #expect(run.count("log warning", "Media 300x150 smaller than 300x160") == 1)
        // A 300x169 Media frame: the 2:1 video is fitted to 300x150 inside it.
        let framed = try Run(
            states: [StateDeclaration(id: "s", adUnitID: "wide")], screen: video(width: 300, mediaHeight: 169), units: [unit],
            [.loadAd(state: "s"), .wait(ms: 200)])
        #expect(framed.count("log warning", "video fitted in Media 300x150 smaller than 300x160") == 1)
    }

    @Test("VID-1: below 300x160 the media shows its still image")
    func small() throws {
        let run = try Run(
            states: [StateDeclaration(id: "s", adUnitID: "video")], screen: video(width: 280, mediaHeight: 150), units: [unit],
            [.loadAd(state: "s"), .wait(ms: 1500)])
        #expect(run.count("container V", "media shows still image") == 1)
        #expect(run.count("log warning", "smaller than 300x160") == 1)
        #expect(run.time("container V", "onAdImpression") == 1100)
    }

    @Test("IMG-1, IMG-2: with manual images, primitives are empty until loadImages(); the impression does not wait")
    func manualImages() throws {
        let run = try Run(
            states: [StateDeclaration(id: "s", adUnitID: DemoUnits.contentID, loadImagesAutomatically: false)],
            screen: [Build.container("A", state: "s", card: Build.card("A"))],
            [.loadAd(state: "s"), .wait(ms: 3000), .loadImages(state: "s"), .wait(ms: 500)])
        #expect(run.time("container A", "onAdImpression") == 1120)
        #expect(run.count("container A", "images not loaded") == 1)
        #expect(run.time("state s", "loadImages() finished") == 3300)
        #expect(run.time("container A", "redraws favicon=image(favicon.png) media=image(media.jpg)") == 3300)
    }
}
