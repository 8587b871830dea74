/// An element of a parsed document as a plain Swift value: libxml2's tree is converted into this
/// and freed at once, so nothing outside `SafeXML` ever sees a libxml2 pointer.
package struct XMLElementNode: Sendable, Hashable {
    package struct Attribute: Sendable, Hashable {
        /// The qualified name as written (`id`, `xsi:schemaLocation`).
        package var name: String
        /// The value as parsed: character references and the five predefined entities replaced,
        /// nothing else expanded (documents with a DOCTYPE are refused).
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

    /// The local name (`scenario`, `native-container`).
    package var name: String
    /// The namespace URI, if any.
    package var namespace: String?
    package var attributes: [Attribute]
    package var children: [XMLElementNode]
    /// The element's own text and CDATA, concatenated (not its children's).
    package var text: String
    /// Where the start tag begins (`<` of `<name`).
    package var line: Int
    package var column: Int

    package init(
        name: String, namespace: String? = nil, attributes: [Attribute] = [], children: [XMLElementNode] = [],
        text: String = "", line: Int = 1, column: Int = 1
    ) {
        self.name = name
        self.namespace = namespace
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
        self.column = column
    }

    package func attribute(_ name: String) -> Attribute? { attributes.first { $0.name == name } }

    package subscript(_ name: String) -> String? { attribute(name)?.value }

    package func children(named name: String) -> [XMLElementNode] { children.filter { $0.name == name } }

    package func child(named name: String) -> XMLElementNode? { children.first { $0.name == name } }

    /// Every element of the subtree, depth first, this one first.
    package func allElements() -> [XMLElementNode] {
        var result = [self]
        for child in children { result += child.allElements() }
        return result
    }
}
