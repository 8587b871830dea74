import Foundation
import Testing

import AdSpecHarness
import AdSpecKit
import AdSpecTestSupport

/// `CatalogueAreas`: the byte scan of an ASCII catalogue finds what the text scan finds.
@Suite struct CatalogueAreasTests {
    @Test func theRepositoryCatalogueReadsTheSameBothWays() throws {
        let url = Repository.specs.appendingPathComponent("Catalogue/rules.xml")
        let bytes = Array(try Data(contentsOf: url))
        var text = String(decoding: bytes, as: UTF8.self)
        let areas = text.withUTF8 { CatalogueAreas.byteAreas($0) }
        #expect(areas != nil)
        #expect(areas == CatalogueAreas.textAreas(text))
        #expect(areas?["binding"] == "BIND")
        #expect(CatalogueAreas.read(specs: Repository.specs) == areas)
    }

    static let edgeCases = [
        "",
        "<area ",
        "<area id=\"a\" prefix=\"A\"/>",
        "x<area id=\"a\" prefix=\"A\"/><area id=\"b\" prefix=\"B\">",
        "<area <area id=\"a\" prefix=\"A\">",
        "<area id=\"a\" prefix=\"A\"<area id=\"b\" prefix=\"B\"",
        "<area prefix=\"P\" id=\"i\" >",
        "<area id=\"a\"> prefix=\"A\"",
        "<area id=\"a\" xprefix=\"X\" prefix=\"A\"/>",
        "<area id=\"a\" prefix=\"A",
        "<area id=\"\" prefix=\"\"/>",
        "<area id=\"a\" prefix=\"A\"/>\r\n<area id=\"a\" prefix=\"B\"/>",
        "<area id=\"a\"\r\nprefix=\"A\"/>\r\n<area\r\n id=\"c\" prefix=\"C\"/>",
        "<area  id=\"a\" prefix=\"A\"/><areaid=\"b\" prefix=\"B\"/>",
        "<area id=\"a\" title=\"Нативная → реклама\" prefix=\"A\"/> <area id=\"я\" prefix=\"Я\">",
        "<area id=\"a\u{301}\" prefix=\"A\"/>",
        "<area id=\"a\"\u{301} prefix=\"A\"/><area id=\"b\" prefix=\"B\"/>",
        "<area \u{301}id=\"a\" prefix=\"A\"/><area id=\"b\" prefix=\"B\"/>",
        "<area id=\"a\" prefix=\"A\">\u{301}<area id=\"b\" prefix=\"B\"/>",
        "<area id=\"a\" prefix=\"A\"/\u{301}>x>",
        "\u{600}<area id=\"a\" prefix=\"A\"/>",
        "<area id=\"\u{1F600}\" prefix=\"\u{1F1F7}\u{1F1FA}\"/>",
        "<area id=\"a\" prefix=\"A\"/>\u{0} \u{FEFF}<area id=\"b\" prefix=\"B\"/>",
    ]

    /// One test over the table, each issue naming its text (a case per text was a line or more
    /// each of the `swift test` log: issue 39, item 2).
    @Test func edgeCasesReadTheSameBothWays() {
        for text in Self.edgeCases {
            #expect(CatalogueAreas.areas(in: text) == CatalogueAreas.textAreas(text), "text \(text.debugDescription)")
        }
    }
}
