import AdSpecEngine
import Testing

@testable import AdSpecHarness

/// A wording is declared once and both writes and reads a line's text (issue 35, item 3).
@Suite struct WordingTests {
    @Test func aTemplateIsWordsAndHoles() {
        let wording: Wording = "bound to ad {ad}; views [{views}]"
        #expect(
            wording.pieces == [.words("bound to ad "), .hole("ad"), .words("; views ["), .hole("views"), .words("]")])
        #expect(wording.holes == 2)
        #expect(wording.text("ad-1", "title,body") == "bound to ad ad-1; views [title,body]")
        #expect(Wording("script finished").pieces == [.words("script finished")])
        #expect(Wording("{action} (off the main thread)").pieces == [.hole("action"), .words(" (off the main thread)")])
    }

    @Test func readingGivesEachHoleItsTextAndWritingItBackIsTheSameText() throws {
        let text = "bound to ad ad-1; views [title,body]"
        var scanner = TranscriptScanner(text)
        let (ad, views) = try scanner.read(.bound) { f throws in (try f.name("an ad id"), try f.assetKinds()) }
        #expect(ad == "ad-1")
        #expect(views == [.title, .body])
        #expect(scanner.atEnd)
        #expect(Wording.bound.text(ad, views.map(\.rawValue).joined(separator: ",")) == text)
    }

    @Test func wordsThatDifferAreAnErrorWhereTheyDiffer() throws {
        var scanner = TranscriptScanner("bound to an ad-1; views []")
        let error = try #require(throws: TranscriptParseError.self) {
            try scanner.read(.bound) { f throws in (try f.name("an ad id"), try f.assetKinds()) }
        }
        // `bound to a` is the wording's; `n` is where it differs.
        #expect(error.column == 11)
        #expect(error.expected == "'d '")
        #expect(error.found == "'n ad-1; views []'")
    }

    @Test func aHoleEndsWhereItsFieldReadsWhole() throws {
        // The reason holds the `)` that would end the hole first.
        var scanner = TranscriptScanner("title (hidden with .hidden())")
        let missing = try scanner.read(.missingView) { f throws in
            MissingView(kind: try f.assetKind(), reason: try f.choice("why a view is missing"))
        }
        #expect(missing == MissingView(kind: .title, reason: .hidden))
        #expect(scanner.atEnd)
    }

    @Test func aHoleWithoutTheWordsAfterItSaysWhatWasExpected() throws {
        var scanner = TranscriptScanner("bound to ad ad-1 views []")
        let error = try #require(throws: TranscriptParseError.self) {
            try scanner.read(.bound) { f throws in (try f.name("an ad id"), try f.assetKinds()) }
        }
        #expect(error.column == 13)
        #expect(error.expected == "an ad id followed by '; views ['")
    }
}
