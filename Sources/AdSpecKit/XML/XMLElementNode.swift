/// An element of a parsed document as a plain Swift value: libxml2's tree is converted into this
/// and freed at once, so nothing outside `SafeXML` ever sees a libxml2 pointer.
public struct XMLElementNode: Sendable, Hashable {
    public struct Attribute: Sendable, Hashable {
        /// The qualified name as written (`id`, `xsi:schemaLocation`).
        public var name: String
        /// The value as parsed: character references and the five predefined entities replaced,
        /// nothing else expanded (documents with a DOCTYPE are refused).
        public var value: String
        public var line: Int
        public var column: Int

        public init(name: String, value: String, line: Int, column: Int) {
            self.name = name
            self.value = value
            self.line = line
            self.column = column
        }
    }

    /// The local name (`scenario`, `native-container`).
    public var name: String
    /// The namespace URI, if any.
    public var namespace: String?
    public var attributes: [Attribute]
    public var children: [XMLElementNode]
    /// The element's own text and CDATA, concatenated (not its children's).
    public var text: String
    /// Where the start tag begins (`<` of `<name`).
    public var line: Int
    public var column: Int

    public init(
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

    public func attribute(_ name: String) -> Attribute? { attributes.first { $0.name == name } }

    public subscript(_ name: String) -> String? { attribute(name)?.value }

    public func children(named name: String) -> [XMLElementNode] { children.filter { $0.name == name } }

    public func child(named name: String) -> XMLElementNode? { children.first { $0.name == name } }

    /// Every element of the subtree, depth first, this one first.
    public func allElements() -> [XMLElementNode] {
        var result = [self]
        for child in children { result += child.allElements() }
        return result
    }
}
