/// An element of a parsed document as a plain Swift value: libxml2's tree is converted into this
/// and freed at once, so nothing outside `SafeXML` ever sees a libxml2 pointer.
package struct XMLElementNode: Sendable, Hashable {
    package struct Attribute: Sendable, Hashable {
        /// The qualified name as written (`id`, `xsi:schemaLocation`).
        package var name: String { didSet { nameKey = NameKey(name) } }
        /// For lookups by name (`XMLElementNode.attribute(_:)`): made from `name`.
        var nameKey: NameKey
        /// The value as parsed: character references and the five predefined entities replaced,
        /// nothing else expanded (documents with a DOCTYPE are refused).
        package var value: String
        package var line: Int
        package var column: Int

        package init(name: String, value: String, line: Int, column: Int) {
            self.init(name: name, nameKey: NameKey(name), value: value, line: line, column: column)
        }

        /// With `nameKey` made from `name` already (`XMLTreeConverter` keeps one per distinct name).
        init(name: String, nameKey: NameKey, value: String, line: Int, column: Int) {
            self.name = name
            self.nameKey = nameKey
            self.value = value
            self.line = line
            self.column = column
        }
    }

    /// The local name (`scenario`, `native-container`).
    package var name: String { didSet { nameKey = NameKey(name) } }
    /// For lookups by name (`child(named:)`, `children(named:)`): made from `name`.
    var nameKey: NameKey
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
        self.init(
            name: name, nameKey: NameKey(name), namespace: namespace, attributes: attributes, children: children,
            text: text, line: line, column: column)
    }

    /// With `nameKey` made from `name` already (`XMLTreeConverter` keeps one per distinct name).
    init(
        name: String, nameKey: NameKey, namespace: String?, attributes: [Attribute], children: [XMLElementNode],
        text: String, line: Int, column: Int
    ) {
        self.name = name
        self.nameKey = nameKey
        self.namespace = namespace
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
        self.column = column
    }

    package func attribute(_ name: String) -> Attribute? {
        let key = NameKey(name)
        for attribute in attributes where attribute.nameKey.mayEqual(key) && attribute.name == name { return attribute }
        return nil
    }

    package subscript(_ name: String) -> String? { attribute(name)?.value }

    package func children(named name: String) -> [XMLElementNode] {
        let key = NameKey(name)
        return children.filter { $0.nameKey.mayEqual(key) && $0.name == name }
    }

    package func child(named name: String) -> XMLElementNode? {
        let key = NameKey(name)
        for child in children where child.nameKey.mayEqual(key) && child.name == name { return child }
        return nil
    }

    /// What a lookup by name compares before the names themselves: the length in bytes of an
    /// ASCII name. Names are compared as `String`s are (canonical equivalence); two ASCII names
    /// can only be equal when they have the same length, so a name of another length is passed
    /// over without a string comparison. A name that is not ASCII is always compared.
    struct NameKey: Sendable, Hashable {
        /// The UTF-8 length when every byte is ASCII, else -1.
        private var asciiLength: Int

        init(_ name: String) {
            // On the bytes in memory (a small string is copied to the stack), not through the
            // `UTF8View`'s iterator, which costs far more than the comparisons it saves.
            let ascii =
                name.utf8.withContiguousStorageIfAvailable { bytes in
                    var all: UInt8 = 0
                    for byte in bytes { all |= byte }
                    return all < 0x80
                } ?? name.utf8.allSatisfy { $0 < 0x80 }
            asciiLength = ascii ? name.utf8.count : -1
        }

        /// False only when both names are ASCII and their lengths differ (so they differ).
        func mayEqual(_ other: NameKey) -> Bool {
            asciiLength == other.asciiLength || asciiLength < 0 || other.asciiLength < 0
        }
    }

    /// Every element of the subtree, depth first, this one first.
    package func allElements() -> [XMLElementNode] {
        var result = [self]
        for child in children { result += child.allElements() }
        return result
    }
}
