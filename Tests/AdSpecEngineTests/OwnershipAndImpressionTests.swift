import Testing

@testable import AdSpecEngine

@Suite struct OwnershipTests {
    let two = [
        Build.container("A", state: "s", y: 0, card: Build.card("A")),
        Build.container("B", state: "s", y: 420, card: Build.card("B")),
    ]

    @Test("CONT-3: the last container to receive the state gets every event; the first none; a warning")
    func sharedState() throws {
        var b = two[1]
        b.present = false
        let run = try Run(
            screen: [two[0], b],
            [
                .loadAd(state: "s"), .wait(ms: 500), .mount(node: "B"), .wait(ms: 2000),
                .tap(node: "A-callToAction"), .tap(node: "B-callToAction"),
            ])
        #expect(run.time("log warning", "binding moves from A to B") == 500)
        #expect(run.time("container A", "unbound from ad") == 500)
        #expect(run.count("container A", "onAdImpression") == 0)
        #expect(run.time("container B", "onAdImpression") == 1500)
        #expect(run.count("container A", "onAdClick") == 0)
        #expect(run.count("container B", "onAdClick") == 1)
        let broken = try Run(
            screen: [two[0], b], mutants: [.sharedStateStaysWithFirst],
            [.loadAd(state: "s"), .wait(ms: 500), .mount(node: "B"), .wait(ms: 2000)])
        #expect(broken.count("container B", "onAdImpression") == 0)
    }

    @Test("LOAD-5: a container that receives a new state unbinds the old ad and starts from .idle")
    func newState() throws {
        let run = try Run(
            states: [
                StateDeclaration(id: "s", adUnitID: DemoUnits.contentID),
                StateDeclaration(id: "t", adUnitID: DemoUnits.contentID),
            ],
            screen: [two[0]], [.loadAd(state: "s"), .wait(ms: 200), .set(node: "A", NodeChange(state: "t")), .wait(ms: 100)])
        #expect(run.time("container A", "unbound from ad demo-content-1") == 200)
        #expect(run.find("container A", "shows placeholder").map(\.timeMs) == [0, 200])
    }

    @Test("LOAD-5: a state kept in body is created anew by every render")
    func bodyLifetime() throws {
        let run = try Run(
            states: [StateDeclaration(id: "s", adUnitID: DemoUnits.contentID, lifetime: .body)], screen: [two[0]],
            [.loadAd(state: "s"), .wait(ms: 300), .rerender, .wait(ms: 2000)])
        #expect(run.time("state s", "created anew by body") == 300)
        #expect(run.time("container A", "unbound from ad") == 300)
        #expect(run.count("container A", "onAdImpression") == 0)
    }
}

@Suite struct ImpressionTests {
    func run(y: Double = 0, height: Double = 400, settings: Settings = Settings(), mutants: Set<Mutant> = [], _ script: [Action])
        throws -> Run
    {
        try Run(
            screen: [Build.container("A", state: "s", y: y, height: height, card: Build.card("A"))], settings: settings,
            mutants: mutants, [.loadAd(state: "s")] + script)
    }

    @Test("IMP-1: 50 % of the card for 1000 ms counts the impression")
    func basic() throws {
        #expect(try run([.wait(ms: 3000)]).time("container A", "onAdImpression") == 1120)
        // 444 of 844 points visible: 400 - (644 + 400 - 844) = 200 of 400, exactly 50 %.
        #expect(try run(y: 644, [.wait(ms: 3000)]).time("container A", "onAdImpression") == 1120)
        #expect(try run(y: 645, [.wait(ms: 3000)]).count("container A", "onAdImpression") == 0)
    }

    @Test("IMP-1: the dwell restarts when the card drops below the threshold")
    func dwellRestarts() throws {
        let run = try run([
            .wait(ms: 700), .set(node: "A", NodeChange(y: 800)), .wait(ms: 100), .set(node: "A", NodeChange(y: 0)),
            .wait(ms: 2000),
        ])
        #expect(run.time("container A", "onAdImpression") == 1800)
    }

    @Test("IMP-3: content of zero size counts no impression")
    func zeroSize() throws {
        let run = try run(height: 0, [.wait(ms: 3000)])
        #expect(run.count("container A", "onAdImpression") == 0)
    }

    @Test("IMP-4: no impression accrues in background")
    func background() throws {
        let run = try run([.wait(ms: 500), .background, .wait(ms: 2000), .foreground, .wait(ms: 2000)])
        #expect(run.time("container A", "onAdImpression") == 3500)
    }

    @Test("IMP-2: at most one impression per ad")
    func once() throws {
        let run = try run([.wait(ms: 2000), .unmount(node: "A"), .mount(node: "A"), .wait(ms: 2000)])
        #expect(run.count("container A", "onAdImpression") == 1)
        #expect(run.count("container A", "bound to ad") == 2)
    }

    @Test("CLK-1: a tap on a registered asset view is a click, even before the impression; elsewhere it is not")
    func clicks() throws {
        let run = try run([.wait(ms: 500), .tap(node: "A-title"), .tap(node: "A"), .wait(ms: 1000)])
        #expect(run.time("container A", "onAdClick asset=title") == 500)
        #expect(run.time("container A", "onAdImpression") == 1120)
        #expect(run.count("container A", "onAdClick") == 1)
    }
}
