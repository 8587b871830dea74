/// An element of an Interface Builder document as the kit's XML parser gives it (AdSpecKit parses
/// with libxml2 under the scenario files' safe options and hands the tree over): its name, its
/// attributes with their positions, its element children. The reader needs no more, so this
/// module needs no libxml2.
package struct NibElement: Sendable, Hashable {
    package struct Attribute: Sendable, Hashable {
        package var name: String
        package var value: String
        package var line: Int
        package var column: Int

        package init(name: String, value: String, line: Int, column: Int) {
            self.name = name
            self.value = value
            self.line = line
            self.column = column
        }
    }

    package var name: String
    package var attributes: [Attribute]
    package var children: [NibElement]
    package var line: Int
    package var column: Int

    package init(name: String, attributes: [Attribute], children: [NibElement], line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.line = line
        self.column = column
    }

    package func attribute(_ name: String) -> Attribute? { attributes.first { $0.name == name } }

    package subscript(_ name: String) -> String? { attribute(name)?.value }

    package func children(named name: String) -> [NibElement] { children.filter { $0.name == name } }

    package func child(named name: String) -> NibElement? { children.first { $0.name == name } }
}
