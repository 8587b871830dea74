@testable import AdSpecHarness
@testable import AdSpecKit
import Testing

/// The reader's and the XML tree's fast paths (Documentation/LoaderCost.md) give what the
/// general way gives, for ASCII and for text where bytes and `Character`s differ.
@Suite("Reader fast paths")
struct ReaderFastPathTests {
    static let texts = [
        "", " ", "a", " a  b\tc\nd ", "\t\n", "one", "rule-1 rule-2\n    rule-3", "a\r\nb", "a\rb",
        "é t\u{E9}", "a \u{301}b", "x\u{A0}y", "\u{3042} \u{3044}", "a  \r\n  b", "1️⃣ 2",
        "  lead", "trail \n", "a\t\t b", "\n\n a \n\n",
    ]

    @Test(arguments: texts)
    func wordsAreThoseOfTheCharacterSplit(_ text: String) {
        #expect(text.xmlWords() == text.split(whereSeparator: \.isXMLSpace).map(String.init))
        #expect(text.collapsingXMLSpace() == text.collapsingWhitespace(where: \.isXMLSpace))
    }

    @Test(arguments: [
        "0", "7", "007", "42", "390", "123456789012345", "1234567890123456", "99999999999999999999", "", " ", " 12 ",
        "12 ", "-0", "-5", "+5", "1.5", "1e3", "0x10", "nan", "inf", "٣", "12a",
    ])
    func numbersAreThoseOfDouble(_ text: String) {
        let expected = Double(text.trimmingWhitespace())
        let read = ScenarioReader.number(text)
        #expect(read == expected || (read?.isNaN == true && expected?.isNaN == true))
        #expect(read?.sign == expected?.sign)
    }

    @Test func namesAreComparedAsStrings() {
        // "é" written precomposed and decomposed are the same name; so are the Kelvin sign and "K".
        let element = XMLElementNode(
            name: "n",
            attributes: [
                .init(name: "e\u{301}", value: "decomposed", line: 1, column: 1),
                .init(name: "\u{212A}", value: "kelvin", line: 1, column: 2),
                .init(name: "width", value: "10", line: 1, column: 3),
            ],
            children: [XMLElementNode(name: "caf\u{E9}"), XMLElementNode(name: "title")])
        #expect(element["\u{E9}"] == "decomposed")
        #expect(element["K"] == "kelvin")
        #expect(element["width"] == "10")
        #expect(element["widt"] == nil)
        #expect(element["height"] == nil)
        #expect(element.child(named: "cafe\u{301}")?.name == "caf\u{E9}")
        #expect(element.children(named: "title").count == 1)
        #expect(element.child(named: "titles") == nil)
        var renamed = element
        renamed.attributes[2].name = "height"
        #expect(renamed["height"] == "10")
        #expect(renamed["width"] == nil)
    }

    @Test(arguments: [
        "", "#", "a", "a#0", "a#0#12", "#0", "a##", "a#", "caf\u{E9}#1", "e\u{301}#2", "a#\u{301}", "\u{3042}#", "a\r\n#b",
    ])
    func hashPartsAreThoseOfTheCharacterSplit(_ text: String) {
        #expect(ScenarioReader.hashParts(text) == text.split(separator: "#", omittingEmptySubsequences: false).map(String.init))
    }

    @Test func flatTreesCompareAsValuesAndCopyOnSet() throws {
        // A parsed tree and the same tree made of parts are equal; setting a field of a node
        // (or of a child taken out) changes that copy only.
        let root = try SafeXML.parse(Array("<r a=\"1\"><c b=\"2\">t</c><d/></r>".utf8), path: "t.xml")
        let made = XMLElementNode(
            name: "r", attributes: [.init(name: "a", value: "1", line: 1, column: 4)],
            children: [
                XMLElementNode(
                    name: "c", attributes: [.init(name: "b", value: "2", line: 1, column: 13)], text: "t", line: 1, column: 10),
                XMLElementNode(name: "d", line: 1, column: 24),
            ], line: 1, column: 1)
        #expect(root == made)
        #expect(root.hashValue == made.hashValue)
        var child = root.children[0]
        child.text = "u"
        #expect(child.text == "u" && child.name == "c" && child["b"] == "2" && child.line == 1 && child.column == 10)
        #expect(root.children[0].text == "t")
        var renamed = made
        renamed.name = "s"
        #expect(renamed.name == "s" && renamed.children.count == 2 && renamed.children[1].name == "d")
        #expect(renamed != made && made.name == "r")
        #expect(root.allElements().map(\.name) == ["r", "c", "d"])
    }

    @Test func scannerPlacesTagsAndAttributesAsBefore() throws {
        // Text, a comment and CDATA holding `<`, CR LF and lone CR line ends, multi-byte characters.
        let text =
            "<?xml version=\"1.0\"?>\r\n<a x=\"1\">é<!-- <b c=\"2\"> --><![CDATA[ <d> ]]>\r<b  y='<' z=\"\"/>\n\u{3042}<c\tq=\"1\"/></a>"
        let tags = SourceScanner.startTags(in: Array(text.utf8))
        #expect(tags.map(\.position) == [.init(line: 2, column: 1), .init(line: 3, column: 1), .init(line: 4, column: 2)])
        #expect(tags[0].attribute("x".utf8) == .init(line: 2, column: 4))
        #expect(tags[1].attribute("y".utf8) == .init(line: 3, column: 5))
        #expect(tags[1].attribute("z".utf8) == .init(line: 3, column: 11))
        #expect(tags[2].attribute("q".utf8) == .init(line: 4, column: 5))
        #expect(tags[2].attribute("r".utf8) == nil)
    }
}
