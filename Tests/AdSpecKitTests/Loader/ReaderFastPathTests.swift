@testable import AdSpecHarness
@testable import AdSpecKit
import Testing

/// The reader's text helpers, and the XML tree's name lookups, flat trees and tag positions
/// (Documentation/LoaderCost.md), for ASCII and for text where bytes and `Character`s differ.
@Suite("Reader text and XML tree")
struct ReaderFastPathTests {
    @Test func wordsSplitAtXMLSpaceOnly() {
        #expect(" a  b\tc\nd ".xmlWords() == ["a", "b", "c", "d"])
        #expect("rule-1 rule-2\n    rule-3".xmlWords() == ["rule-1", "rule-2", "rule-3"])
        #expect("".xmlWords() == [] && "\t\n".xmlWords() == [])
        #expect("a\r\nb".xmlWords() == ["a\r\nb"])  // CR LF is one Character, not XML space
        #expect("x\u{A0}y".xmlWords() == ["x\u{A0}y"])
        #expect(" a \u{301}b".xmlWords() == ["a \u{301}b"])  // the space and the mark are one Character
        #expect("\n\n a \n\n  b c ".collapsingXMLSpace() == "a b c")
        #expect("  lead".trimmingWhitespace() == "lead" && "trail \n".trimmingWhitespace() == "trail")
    }

    @Test func numbersAndHashParts() {
        #expect(ScenarioReader.number("007") == 7 && ScenarioReader.number(" 12 ") == 12)
        #expect(ScenarioReader.number("1.5") == 1.5 && ScenarioReader.number("-5") == -5)
        #expect(ScenarioReader.number("") == nil && ScenarioReader.number("12a") == nil && ScenarioReader.number("٣") == nil)
        #expect(ScenarioReader.hashParts("a#0#12") == ["a", "0", "12"])
        #expect(ScenarioReader.hashParts("a##") == ["a", "", ""])
        #expect(ScenarioReader.hashParts("a#\u{301}") == ["a#\u{301}"])
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

    /// One test over the table (each row named in its expectation) keeps the green log short.
    @Test func hashPartsAreThoseOfTheCharacterSplit() {
        for text in ["", "#", "a", "a#0", "a#0#12", "#0", "a##", "a#", "caf\u{E9}#1", "e\u{301}#2", "a#\u{301}", "\u{3042}#", "a\r\n#b"] {
            #expect(
                ScenarioReader.hashParts(text) == text.split(separator: "#", omittingEmptySubsequences: false).map(String.init),
                "\(text.debugDescription)")
        }
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
