import AdSpecEngine
import AdSpecHarness
import AdSpecKit
import AdSpecTestSupport
import Foundation
import Testing

/// An Interface Builder file as the nib of a `GADNativeAdView` (source 003's
/// `Bundle.main.loadNibNamed("NativeAdView", ...)`, Documentation/Nibs.md): what is read from a
/// real `.xib`, that a scenario taking its ad view from one runs as the same view written out,
/// and that a broken file is refused at its line and column.
@Suite("Loader: Interface Builder files")
struct NibFileTests {
    static let nibText: String = {
        let file = Repository.specs.appendingPathComponent("Library/NativeAdView.xib")
        return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }()

    /// `text` with `old` replaced by `new` (which may hold a marker), checked to be there once.
    static func nib(replacing old: String, with new: String) -> MarkedText {
        precondition(nibText.components(separatedBy: old).count == 2, "the nib has no single \(old)")
        return MarkedText(nibText.replacingOccurrences(of: old, with: new))
    }

    /// Writes `text` as `Broken.xib` in a new folder and loads it; the problems, as lines.
    static func problems(_ text: String) throws -> (path: String, lines: [String]) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("Broken.xib", text)
        do {
            _ = try InterfaceBuilderFiles.loadNib(named: "Broken", in: folder.url, adViewID: "v")
            return (file.path, [])
        } catch {
            return (file.path, error.diagnostics.map(\.description))
        }
    }

    @Test("The library's NativeAdView.xib: the ad view's size, each subview's frame, outlet and flags")
    func readsTheRepositoryNib() throws {
        let node = try InterfaceBuilderFiles.loadNib(
            named: "NativeAdView", in: Repository.specs.appendingPathComponent("Library"), adViewID: "adView")
        #expect(node.id == "adView" && node.width == 375 && node.height == 300)
        guard case .gmaAdView(nil) = node.kind else {
            Issue.record("the root is not a GADNativeAdView: \(node.kind)")
            return
        }
        var outlets: [String] = []
        for child in node.children {
            guard case .gmaAssetView(let outlet, nil) = child.kind else {
                Issue.record("\(child.id ?? "?") is not a view of the nib")
                continue
            }
            outlets.append(outlet?.rawValue ?? "-")
        }
        #expect(
            outlets == ["-", "icon", "headline", "advertiser", "starRating", "body", "media", "store", "price", "callToAction"])
        #expect(node.children.map { $0.id ?? "" }.first == "adView.aD7-Lb-q2c")
        let cta = try #require(node.children.first { $0.id == "adView.callToAction" })
        #expect([cta.x, cta.y, cta.width, cta.height] == [250, 260, 110, 34])
        // The nib turns the button's interaction off; the media view (a UIView) keeps its own.
        #expect(!cta.userInteractionEnabled)
        #expect(node.children.first { $0.id == "adView.media" }?.userInteractionEnabled == true)
        #expect(node.children.allSatisfy { !$0.hidden })
    }

    @Test("hidden, a fixed size constraint, a label's default interaction, nested subviews")
    func readsFlagsSizesAndNesting() throws {
        var text = Self.nibText.replacingOccurrences(
            of: #"id="Bd3-Xt-g5h" userLabel="Body">"#, with: #"id="Bd3-Xt-g5h" userLabel="Body" hidden="YES">"#)
        // The advertiser label without the attribute: a UILabel's default is off.
        text = text.replacingOccurrences(
            of:
                #"userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" fixedFrame="YES" text="Advertiser""#,
            with: #"contentMode="left" fixedFrame="YES" text="Advertiser""#)
        text = text.replacingOccurrences(
            of: #"<constraint firstAttribute="height" constant="40" id="Ht4-Ic-m2Q"/>"#,
            with: #"<constraint firstAttribute="height" constant="44" id="Ht4-Ic-m2Q"/>"#)
        text = text.replacingOccurrences(
            of: "<rect key=\"frame\" x=\"15\" y=\"15\" width=\"25\" height=\"15\"/>",
            with:
                "<rect key=\"frame\" x=\"15\" y=\"15\" width=\"25\" height=\"15\"/><subviews><view id=\"In-1\"><rect key=\"frame\" x=\"1\" y=\"2\" width=\"3\" height=\"4\"/></view></subviews>"
        )
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("N.xib", text)
        let node = try InterfaceBuilderFiles.loadNib(named: "N", in: folder.url, adViewID: "v")
        let views = Dictionary(uniqueKeysWithValues: node.allNodes().compactMap { n in n.id.map { ($0, n) } })
        #expect(views["v.body"]?.hidden == true)
        #expect(views["v.advertiser"]?.userInteractionEnabled == false)
        #expect(views["v.icon"]?.height == 44)
        #expect(views["v.aD7-Lb-q2c"]?.children.map(\.id) == ["v.In-1"])
        #expect(views["v.In-1"].map { [$0.x, $0.y, $0.width, $0.height] } == [1, 2, 3, 4])
        #expect(views["v.In-1"]?.userInteractionEnabled == true)
    }

    /// Issue 38's proof: the ad view from Specs/Library/NativeAdView.xib and the same view written
    /// out as screen nodes give the same transcript, event for event.
    @Test("A scenario taking its ad view from the .xib runs as the same view written out in XML")
    func theNibRunsAsTheViewWrittenOut() throws {
        func run(_ name: String) throws -> [TranscriptLine] {
            let file = Repository.specs.appendingPathComponent("gma/\(name).xml")
            return try ReferenceEngine().run(Corpus.loadScenario(file: file, specsDirectory: Repository.specs).input)
        }
        let fromNib = try run("nib-file")
        let writtenOut = try run("nib-file-written-out")
        #expect(fromNib == writtenOut)
        // Not vacuous: the nib's call to action records the click although the code leaves
        // `isUserInteractionEnabled = false` out (GMA-4).
        #expect(
            fromNib.contains { TranscriptFormat.line($0).contains("nativeAdDidRecordClick ad=g1 view=adView asset=callToAction") }
        )
    }

    @Test("An unknown outlet is refused at its property, with the nearest outlet")
    func unknownOutlet() throws {
        let marked = Self.nib(replacing: #"<outlet property="headlineView""#, with: "<outlet 1️⃣property=\"headLineView\"")
        let (path, lines) = try Self.problems(marked.text)
        #expect(
            lines == [
                "\(path):\(marked[1]): error: unknown outlet 'headLineView' of GADNativeAdView; did you mean 'headlineView'?"
            ])
    }

    @Test("An outlet connected to a view the nib does not have is refused at its destination")
    func outletToAMissingView() throws {
        let marked = Self.nib(replacing: #"destination="Pr8-Lb-k3m""#, with: "1️⃣destination=\"Gone-1\"")
        let (path, lines) = try Self.problems(marked.text)
        #expect(
            lines == ["\(path):\(marked[1]): error: outlet 'priceView' is connected to 'Gone-1', which is no view of the nib"])
    }

    @Test("An outlet connected to a view of the wrong class is refused: 003's cast would fail")
    func outletToTheWrongClass() throws {
        let marked = Self.nib(
            replacing: #"<outlet property="headlineView" destination="Hd1-Ln-b8s""#,
            with: "<outlet property=\"headlineView\" 1️⃣destination=\"Ct9-Bt-m4n\"")
        let (path, lines) = try Self.problems(
            marked.text.replacingOccurrences(
                of: #"<outlet property="callToActionView" destination="Ct9-Bt-m4n" id="oC3-ta-003"/>"#, with: ""))
        #expect(
            lines == [
                "\(path):\(marked[1]): error: outlet 'headlineView' is connected to a UIButton (<button>), but 003's code casts it "
                    + "`as? UILabel`: the view would stay empty"
            ])
    }

    @Test("A constraint adspec does not solve is refused at its place, not ignored")
    func refusedConstraint() throws {
        let marked = Self.nib(
            replacing: "      <color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>",
            with:
                "      <constraints>\n        1️⃣<constraint firstItem=\"Hd1-Ln-b8s\" firstAttribute=\"leading\" secondItem=\"Ic0-nV-w4e\" "
                + "secondAttribute=\"trailing\" constant=\"8\" id=\"Ld1-Cn-001\"/>\n      </constraints>\n"
                + "      <color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>")
        let (path, lines) = try Self.problems(marked.text)
        #expect(
            lines == [
                "\(path):\(marked[1]): error: Auto Layout constraint 'Ld1-Cn-001' (Hd1-Ln-b8s.leading equal Ic0-nV-w4e.trailing + 8) "
                    + "is not solved: adspec takes each view's saved frame and solves only a view's own fixed width or height; give "
                    + "the view a fixed frame and remove the constraint (Documentation/Nibs.md)"
            ])
    }

    @Test("A media view's aspect-ratio constraint is refused too (003 sizes the media in code: <size-media/>)")
    func refusedAspectRatio() throws {
        let marked = Self.nib(
            replacing: "<color key=\"backgroundColor\" systemColor=\"systemGray6Color\"/>",
            with: "<constraints>1️⃣<constraint firstAttribute=\"width\" secondItem=\"Md6-Vw-h7j\" secondAttribute=\"height\" "
                + "multiplier=\"16:9\" id=\"Ar1-Cn-002\"/></constraints>")
        let (path, lines) = try Self.problems(marked.text)
        #expect(
            lines.count == 1
                && lines.first?.hasPrefix(
                    "\(path):\(marked[1]): error: Auto Layout constraint 'Ar1-Cn-002' (self.width equal self.height * 16:9)")
                    == true,
            "\(lines)")
    }

    @Test("Malformed XML is refused at the first error")
    func malformed() throws {
        let marked = Self.nib(replacing: "    </view>\n  </objects>", with: "  1️⃣</objects>")
        let (path, lines) = try Self.problems(marked.text)
        #expect(lines.count == 1 && lines.first?.hasPrefix("\(path):\(marked[1].line):") == true, "\(lines)")
    }

    @Test("A DOCTYPE is refused, as in scenarios (no DTD, no entities)")
    func doctype() throws {
        let marked = Self.nib(
            replacing: "<document type=",
            with: "1️⃣<!DOCTYPE document [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>\n<document type=")
        let (path, lines) = try Self.problems(marked.text)
        #expect(lines == ["\(path):\(marked[1]): error: DOCTYPE is not allowed in scenarios (no DTDs, no entities)"])
    }

    @Test("The first top-level object must be a GADNativeAdView: 003 casts loadNibNamed's first object")
    func notANativeAdView() throws {
        let marked = Self.nib(
            replacing:
                #"<view contentMode="scaleToFill" id="Kq3-bV-x1N" customClass="GADNativeAdView" customModule="GoogleMobileAds">"#,
            with: "1️⃣<view contentMode=\"scaleToFill\" id=\"Kq3-bV-x1N\">")
        let (path, lines) = try Self.problems(marked.text)
        #expect(
            lines == [
                "\(path):\(marked[1]): error: the nib's first top-level object is <view>, not <view customClass=\"GADNativeAdView\">: "
                    + "003's `as? GADNativeAdView` would fail"
            ])
    }

    @Test("A scenario's nib that the library does not have, and subviews written beside a nib, are refused")
    func scenarioReferences() throws {
        let fixture = try SpecsFixture()
        defer { fixture.remove() }
        let app = """
                <gma-view-model id="vm" unit="u" wrapper="uikit" ad-views="v w"/>
                <screen><vstack><gma-ad-view id="v" nib="NativeAdVeiw"/><gma-ad-view id="w" nib="NativeAdView"><gma-asset-view id="x"/></gma-ad-view></vstack></screen>
            """
        try fixture.write(
            "t.xml",
            SpecsFixture.scenario(
                head: "  <network><unit id=\"u\"><response><gma-ad id=\"g\" headline=\"h\"/></response></unit></network>\n",
                app: app))
        let problems = fixture.problems("t.xml") ?? []
        #expect(
            problems.contains {
                $0.hasSuffix(
                    "error: no nib 'NativeAdVeiw': put the Interface Builder file in Specs/Library/NativeAdVeiw.xib; known in the library: NativeAdView; did you mean 'NativeAdView'?"
                )
            }, "\(problems)")
        #expect(
            problems.contains {
                $0.hasSuffix("error: <gma-ad-view nib=\"NativeAdView\"> takes its subviews from the nib: write none inside it")
            }, "\(problems)")
    }

    /// A nib is hashed into the source hash of the scenarios that load it, and only theirs: a
    /// changed nib marks their goldens stale and leaves the others' alone.
    @Test("A changed nib changes the source hash of the scenarios that load it, not of the others")
    func theNibIsInTheSourceHashOfItsScenarios() throws {
        let fixture = try SpecsFixture()
        defer { fixture.remove() }
        let gma = "  <network><unit id=\"u\"><response><gma-ad id=\"g\" headline=\"h\"/></response></unit></network>\n"
        try fixture.write(
            "nib.xml",
            SpecsFixture.scenario(
                head: gma,
                app: "<gma-view-model id=\"vm\" unit=\"u\" ad-views=\"v\"/><screen><gma-ad-view id=\"v\" nib=\"NativeAdView\"/></screen>"))
        try fixture.write(
            "other.xml",
            SpecsFixture.scenario(
                head: "  <network><unit ref=\"coffee-unit\"/></network>\n",
                app: "<state id=\"s\" unit=\"coffee-unit\"/><screen><view id=\"x\"/></screen>"))
        func hashes() throws -> [String] {
            try ["nib.xml", "other.xml"].map { name in
                try Corpus.loadScenario(file: fixture.specs.appendingPathComponent(name), specsDirectory: fixture.specs).sourceHash
            }
        }
        let before = try hashes()
        try fixture.write("Library/NativeAdView.xib", Self.nibText.replacingOccurrences(of: "</document>", with: "<!-- changed --></document>"))
        let after = try hashes()
        #expect(before[0] != after[0])
        #expect(before[1] == after[1])
    }
}
