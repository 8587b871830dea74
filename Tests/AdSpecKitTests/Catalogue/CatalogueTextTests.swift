import AdSpecTestSupport
import Foundation
import Testing

@testable import AdSpecHarness
@testable import AdSpecKit

/// `CatalogueText` is a byte-level fast path of `collapsingWhitespace()` and of a naive byte
/// search: these compare it with them on the seed documents, on the catalogue, on edge cases of
/// grapheme breaking, and on seeded random strings.
@Suite("The catalogue's byte-level text work")
struct CatalogueTextTests {
    static let samples: [String] = [
        "", " ", "  \t\n ", "a", " a ", "a  b", "a\r\nb", "\r\n", "a\u{3000}b", "\u{A0}x\u{A0}",
        "x\u{2028}y", "x\u{85}y", "Привет,  мир", "ж\u{0483}x", " \u{0301}a", "\n\u{0301}a", "a \u{0301}b",
        "\u{0600} 1", "a\u{200D} b", "a \u{200D}b", "カ\u{3099} ", "ｶ ﾞ", "e\u{301} e", "🇯🇵 🇷🇺", "👍🏽 x",
        "\u{1680}\u{2000}\u{200A}\u{202F}\u{205F}", "tab\there", "「引用」　です。", "x\u{0B}\u{0C}y",
    ]

    @Test func collapsingIsTheCharacterBasedCollapse() {
        for sample in Self.samples {
            #expect(CatalogueText.collapsed(sample) == sample.collapsingWhitespace(), "\(Array(sample.unicodeScalars))")
            #expect(CatalogueText.collapsed(sample[...]) == sample.collapsingWhitespace())
        }
    }

    @Test func collapsingTheSeedsAndTheCatalogueIsTheCharacterBasedCollapse() throws {
        let seeds = Repository.root.deletingLastPathComponent().appendingPathComponent("shared/seeds")
        var files = [Repository.specs.appendingPathComponent(Catalogue.relativePath)]
        files += ((try? FileManager.default.contentsOfDirectory(atPath: seeds.path)) ?? []).sorted()
            .map { seeds.appendingPathComponent($0) }
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(CatalogueText.collapsed(text) == text.collapsingWhitespace(), "\(file.lastPathComponent)")
            // The fast path itself (not the fallback) answers for these documents.
            #expect(text.utf8.withContiguousStorageIfAvailable { CatalogueText.collapsedScalars($0) } != nil)
        }
    }

    @Test func collapsingRandomStringsIsTheCharacterBasedCollapse() {
        // Scalars from every range the fast path treats specially, and marks and joiners beside them.
        let pool: [Unicode.Scalar] = [
            " ", "\t", "\n", "\r", "a", "Z", "-", "\u{85}", "\u{A0}", "\u{AD}", "é", "\u{301}", "\u{483}", "Ж",
            "\u{600}", "\u{94D}", "\u{915}", "\u{93F}", "\u{1680}", "\u{2003}", "\u{200B}", "\u{200C}", "\u{200D}",
            "\u{2028}", "\u{2029}", "\u{202F}", "\u{205F}", "—", "\u{3000}", "、", "\u{302A}", "か", "\u{3099}",
            "ア", "漢", "\u{FF76}", "\u{FF9E}", "\u{1F44D}", "\u{1F3FD}", "\u{1F1EF}", "\u{AC00}", "\u{1100}",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<3000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<next(12) { scalars.append(pool[next(pool.count)]) }
            let text = String(scalars)
            #expect(CatalogueText.collapsed(text) == text.collapsingWhitespace(), "\(Array(text.unicodeScalars))")
        }
    }

    @Test func containsIsANaiveByteSearch() {
        func naive(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
            guard !needle.isEmpty else { return true }
            guard needle.count <= haystack.count else { return false }
            return (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<$0 + needle.count]) == needle }
        }
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<3000 {
            let haystack = (0..<next(20)).map { _ in UInt8(next(3)) }
            let needle = (0..<next(5)).map { _ in UInt8(next(3)) }
            #expect(CatalogueText.contains(haystack, needle) == naive(haystack, needle), "\(haystack) \(needle)")
        }
        let russian = Array("Привет, мир: привязка".utf8)
        #expect(CatalogueText.contains(russian, Array("мир".utf8)))
        #expect(CatalogueText.contains(russian, Array("привязка".utf8)))
        #expect(!CatalogueText.contains(russian, Array("мира".utf8)))
    }
}
