import AdSpecEngine
@testable import AdSpecHarness
@testable import AdSpecKit
import Testing

/// `NodeAttributes.written(in:)` (one pass over the attributes) against the nine lookups by name
/// it replaces, and `applyNodeAttributes` reporting in its fixed order whatever the file's order.
@Suite("Node attributes fast path")
struct NodeAttributesFastPathTests {
    private static func element(_ names: [String]) -> XMLElementNode {
        XMLElementNode(
            name: "view",
            attributes: names.enumerated().map { .init(name: $1, value: "1", line: 1, column: 10 + $0) })
    }

    static let attributeLists: [[String]] = [
        [], ["id"], ["id", "kind"], ["x"], ["y", "x"], ["spacing", "width"], ["name", "height", "hidden"],
        NodeAttributes.names, NodeAttributes.names.reversed(), ["drawing-group", "drawing-grou", "opacit", "presents"],
        ["x\u{301}", "\u{E9}", "widt\u{0068}", "clipped", "Present", "X"], ["\u{3042}", "opacity", "hidden-x"],
    ]

    /// One test over the table, each issue naming its list (a case per list was a line each of
    /// the `swift test` log: issue 39, item 2).
    @Test func writtenIsTheNineLookups() {
        for names in Self.attributeLists {
            let element = Self.element(names)
            var expected: UInt16 = 0
            for (index, name) in NodeAttributes.names.enumerated() where element[name] != nil { expected |= 1 << UInt16(index) }
            #expect(NodeAttributes.written(in: element) == expected, "attributes \(names)")
        }
    }

    @Test func bitsNameTheirAttributes() {
        let bits: [(UInt16, String)] = [
            (NodeAttributes.x, "x"), (NodeAttributes.y, "y"), (NodeAttributes.width, "width"),
            (NodeAttributes.height, "height"), (NodeAttributes.hidden, "hidden"),
            (NodeAttributes.drawingGroup, "drawing-group"), (NodeAttributes.opacity, "opacity"),
            (NodeAttributes.clipped, "clipped"), (NodeAttributes.present, "present"),
        ]
        for (bit, name) in bits { #expect(NodeAttributes.written(in: Self.element([name])) == bit, "\(name)") }
    }

    @Test func problemsComeInTheFixedOrderAndValuesAreRead() {
        // Written in reverse order, every one out of range or not a boolean.
        let values = [
            "present": "maybe", "clipped": "no", "opacity": "2", "drawing-group": "yes", "hidden": "2",
            "height": "-1", "width": "-1", "y": "1e9", "x": "1e9",
        ]
        let element = XMLElementNode(
            name: "view",
            attributes: NodeAttributes.names.reversed().enumerated().map {
                .init(name: $1, value: values[$1]!, line: 3, column: 5 + $0)
            })
        let reader = ScenarioReader(path: "t.xml", library: Library())
        var node = ViewNode(kind: .view)
        reader.applyNodeAttributes(element, to: &node)
        #expect(reader.diagnostics.map { String($0.message.prefix { $0 != " " }) } == NodeAttributes.names)

        let good = XMLElementNode(
            name: "view",
            attributes: [
                .init(name: "present", value: "false", line: 1, column: 1), .init(name: "opacity", value: "0.5", line: 1, column: 2),
                .init(name: "x", value: "3", line: 1, column: 3), .init(name: "height", value: "20", line: 1, column: 4),
                .init(name: "id", value: "v", line: 1, column: 5),
            ])
        let clean = ScenarioReader(path: "t.xml", library: Library())
        var read = ViewNode(kind: .view)
        clean.applyNodeAttributes(good, to: &read)
        #expect(clean.diagnostics.isEmpty)
        #expect(read.x == 3 && read.y == nil && read.height == 20 && read.width == nil)
        #expect(read.opacity == 0.5 && read.present == false && read.hidden == false && read.clipped == false)
    }
}
