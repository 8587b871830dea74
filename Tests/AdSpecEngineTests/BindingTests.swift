import Testing

@testable import AdSpecEngine

@Suite struct BindingTests {
    func card(_ kind: AssetKind, hidden: Bool = false, opacity: Double = 1, drawingGroup: Bool = false, drawn: Bool = true)
        -> ViewNode
    {
        Build.card("A") { k in
            guard k == kind else { return nil }
            var node = Build.asset(
                k, id: "A-\(k.rawValue)", height: 16, hidden: hidden, opacity: opacity, drawingGroup: drawingGroup)
            node.present = drawn
            return node
        }
    }

    func run(_ card: ViewNode, settings: Settings = Settings(), mutants: Set<Mutant> = [], _ extra: [Action] = []) throws -> Run {
        try Run(
            screen: [Build.container("A", state: "s", card: card)], settings: settings, mutants: mutants,
            [.loadAd(state: "s"), .wait(ms: 3000)] + extra)
    }

    @Test(
        "BIND-4: a hidden, flattened or undrawn required asset fails binding after the grace period",
        arguments: [("hidden", true, false, true), ("drawingGroup", false, true, true), ("not drawn", false, false, false)])
    func missing(label: String, hidden: Bool, drawingGroup: Bool, drawn: Bool) throws {
        let run = try run(card(.sponsored, hidden: hidden, drawingGroup: drawingGroup, drawn: drawn))
        #expect(run.time("container A", "onAdBindingFailure error noViewForAsset userInfo[asset_name]=sponsored") == 120 + 2000)
        #expect(run.count("container A", "onAdImpression") == 0)
        #expect(run.count("container A", "bound to") == 0)
    }

    @Test("BIND-4 (inferred): the grace period is a setting; a view that appears within it lets the ad bind")
    func graceSetting() throws {
        var settings = Settings()
        settings.bindingGracePeriodMs = 500
        let late = try run(card(.title, hidden: true), settings: settings)
        #expect(late.time("container A", "onAdBindingFailure") == 620)
        let rescued = try Run(
            screen: [Build.container("A", state: "s", card: card(.title, hidden: true))],
            [.loadAd(state: "s"), .wait(ms: 1000), .set(node: "A-title", NodeChange(hidden: false)), .wait(ms: 2000)])
        #expect(rescued.time("container A", "bound to ad") == 1000)
        #expect(rescued.count("container A", "onAdBindingFailure") == 0)
    }

    @Test("BIND-4 mutant: failing at once instead of after the grace period is caught")
    func immediateFailureMutant() throws {
        let run = try run(card(.title, hidden: true), mutants: [.bindingFailsImmediately])
        #expect(run.time("container A", "onAdBindingFailure") == 120)
    }

    @Test("BIND-5: opacity(0) binds and flags the impression")
    func opacityZero() throws {
        let run = try run(card(.sponsored, opacity: 0))
        #expect(run.time("container A", "bound to ad") == 120)
        #expect(run.time("container A", "onAdImpression ad=demo-content-1 flag=invisibleRequiredAsset[sponsored]") == 1120)
    }

    @Test("BIND-6, BIND-7: an optional asset may be left out; the ad decides what is required")
    func optionalAssetOmitted() throws {
        let run = try run(card(.body, drawn: false))
        #expect(run.time("container A", "bound to ad") == 120)
        #expect(run.count("note", "does not draw body") == 1)
    }

    @Test("BIND-8: a primitive for a component the ad lacks registers nothing")
    func absentComponent() throws {
        var extra = Build.card("A")
        extra.children.append(Build.asset(.price, id: "A-price", height: 10))
        let run = try run(extra)
        #expect(run.find("container A", "bound to ad").first?.text.contains("price") == false)
    }

    @Test("CONT-2: a warning smaller than warningMinimumArea is logged and flags the impression")
    func smallWarning() throws {
        let run = try run(card(.warning, drawn: true).replacingHeight(of: "A-warning", with: 2))
        #expect(run.count("log warning", "less than warningMinimumArea 2%") == 1)
        #expect(run.count("container A", "flag=smallWarning") == 1)
    }
}

extension ViewNode {
    func replacingHeight(of id: String, with height: Double) -> ViewNode {
        var copy = self
        if copy.id == id { copy.height = height }
        copy.children = copy.children.map { $0.replacingHeight(of: id, with: height) }
        return copy
    }
}
