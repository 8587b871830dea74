/// An element of a parsed document as a plain Swift value: libxml2's tree is converted into this
/// and freed at once, so nothing outside `SafeXML` ever sees a libxml2 pointer.
///
/// The elements of one document live in one `XMLTree` (flat arrays: every element's record, every
/// attribute, every distinct name), and an `XMLElementNode` is that tree and an element's index in
/// it. Building a document's tree is a handful of allocations instead of two arrays per element,
/// and freeing it is freeing those arrays (Documentation/Performance.md). The value
/// reads as a tree of structs: `children` a collection of nodes, `==` comparing what the nodes
/// hold (name, namespace, attributes, children, text, position), never which tree they are in. A
/// property set makes the node the root of a tree of its own (a copy of its subtree with the
/// change), as setting a field of a struct copies it.
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

    /// The document's tree and this element's index in `tree.elements`.
    let tree: XMLTree
    let index: Int

    init(tree: XMLTree, index: Int) {
        self.tree = tree
        self.index = index
    }

    package init(
        name: String, namespace: String? = nil, attributes: [Attribute] = [], children: [XMLElementNode] = [],
        text: String = "", line: Int = 1, column: Int = 1
    ) {
        self.init(
            name: name, nameKey: NameKey(name), namespace: namespace, attributes: attributes, children: children,
            text: text, line: line, column: column)
    }

    /// With `nameKey` made from `name` already: the root of a tree of its own, the children's
    /// subtrees copied into it.
    init<Children: Collection<XMLElementNode>>(
        name: String, nameKey: NameKey, namespace: String?, attributes: [Attribute], children: Children,
        text: String, line: Int, column: Int
    ) {
        var builder = XMLTree.Builder()
        let slot = builder.reserve(1)
        builder.copy(
            into: slot, name: name, nameKey: nameKey, namespace: namespace, attributes: attributes, children: children,
            text: text, line: line, column: column)
        self.init(tree: builder.finish(), index: 0)
    }

    private var record: XMLTree.Record {
        _read { yield tree.elements[index] }
    }

    /// The local name (`scenario`, `native-container`).
    package var name: String {
        get { tree.names[Int(record.name)] }
        set { rebuilt(name: newValue) }
    }
    /// For lookups by name (`child(named:)`, `children(named:)`): made from `name`.
    var nameKey: NameKey { tree.keys[Int(record.name)] }
    /// The namespace URI, if any.
    package var namespace: String? {
        get { record.namespace < 0 ? nil : tree.names[Int(record.namespace)] }
        set { rebuilt(namespace: .some(newValue)) }
    }
    /// The attributes in document order (an array made at each get: lookups go through
    /// `attribute(_:)` and `attributeSlice`, which make none).
    package var attributes: [Attribute] {
        get { Array(attributeSlice) }
        set { rebuilt(attributes: newValue) }
    }
    /// The attributes in place in the tree.
    var attributeSlice: ArraySlice<Attribute> {
        let record = record
        let first = Int(record.firstAttribute)
        return tree.attributes[first..<first + Int(record.attributeCount)]
    }
    /// The child elements in document order.
    package var children: Children {
        let record = record
        return Children(tree: tree, first: Int(record.firstChild), count: Int(record.childCount))
    }
    /// The element's own text and CDATA, concatenated (not its children's).
    package var text: String {
        get { record.text }
        set { rebuilt(text: newValue) }
    }
    /// Where the start tag begins (`<` of `<name`).
    package var line: Int {
        get { record.line }
        set { rebuilt(line: newValue) }
    }
    package var column: Int {
        get { record.column }
        set { rebuilt(column: newValue) }
    }

    /// The child elements of one element: nodes of the same tree, made as they are asked for.
    package struct Children: RandomAccessCollection, Sendable {
        let tree: XMLTree
        let first: Int
        package let count: Int

        package var startIndex: Int { 0 }
        package var endIndex: Int { count }
        package subscript(position: Int) -> XMLElementNode {
            precondition(position >= 0 && position < count, "child index out of range")
            return XMLElementNode(tree: tree, index: first + position)
        }
    }

    /// This node as the root of a tree of its own, with the fields given changed.
    private mutating func rebuilt(
        name: String? = nil, namespace: String?? = nil, attributes: [Attribute]? = nil, text: String? = nil,
        line: Int? = nil, column: Int? = nil
    ) {
        let newName = name ?? self.name
        self = XMLElementNode(
            name: newName, nameKey: NameKey(newName), namespace: namespace ?? self.namespace,
            attributes: attributes ?? self.attributes, children: children, text: text ?? self.text,
            line: line ?? self.line, column: column ?? self.column)
    }

    package func attribute(_ name: String) -> Attribute? {
        let key = NameKey(name)
        for attribute in attributeSlice where attribute.nameKey.mayEqual(key) && attribute.name == name { return attribute }
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

    package static func == (lhs: XMLElementNode, rhs: XMLElementNode) -> Bool {
        if lhs.tree === rhs.tree && lhs.index == rhs.index { return true }
        return lhs.name == rhs.name && lhs.namespace == rhs.namespace && lhs.attributeSlice.elementsEqual(rhs.attributeSlice)
            && lhs.text == rhs.text && lhs.line == rhs.line && lhs.column == rhs.column
            && lhs.children.elementsEqual(rhs.children)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(namespace)
        hasher.combine(attributeSlice.count)
        for attribute in attributeSlice { hasher.combine(attribute) }
        hasher.combine(text)
        hasher.combine(line)
        hasher.combine(column)
        hasher.combine(children.count)
        for child in children { hasher.combine(child) }
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

/// The elements of one document in flat arrays (`XMLElementNode` is a tree and an index): each
/// element's children are consecutive records, its attributes consecutive entries of
/// `attributes`, its name and namespace indices in `names`. Never changed once made.
final class XMLTree: Sendable {
    struct Record: Sendable {
        /// Indices in `names` (`namespace` -1: none).
        var name: Int32
        var namespace: Int32
        /// The element's attributes: `attributes[firstAttribute ..< firstAttribute + attributeCount]`.
        var firstAttribute: Int32
        var attributeCount: Int32
        /// The element's children: `elements[firstChild ..< firstChild + childCount]`.
        var firstChild: Int32
        var childCount: Int32
        var line: Int
        var column: Int
        var text: String
    }

    let elements: [Record]
    let attributes: [XMLElementNode.Attribute]
    /// The names and namespace URIs the records point to (and the attribute names the converter
    /// interned on the way; each attribute keeps its own name).
    let names: [String]
    let keys: [XMLElementNode.NameKey]

    private init(elements: [Record], attributes: [XMLElementNode.Attribute], names: [String], keys: [XMLElementNode.NameKey]) {
        self.elements = elements
        self.attributes = attributes
        self.names = names
        self.keys = keys
    }

    /// Makes a tree: `reserve` the records of an element's children (consecutive), then fill each
    /// with `set`; the root is the first record reserved.
    struct Builder {
        private(set) var elements: [Record] = []
        var attributes: [XMLElementNode.Attribute] = []
        private(set) var names: [String] = []
        private(set) var keys: [XMLElementNode.NameKey] = []

        init(elements: Int = 0, attributes: Int = 0, names: Int = 0) {
            self.elements.reserveCapacity(elements)
            self.attributes.reserveCapacity(attributes)
            self.names.reserveCapacity(names)
            keys.reserveCapacity(names)
        }

        private static let empty = Record(
            name: 0, namespace: -1, firstAttribute: 0, attributeCount: 0, firstChild: 0, childCount: 0, line: 1, column: 1,
            text: "")

        /// `count` consecutive records to fill; the index of the first.
        mutating func reserve(_ count: Int) -> Int {
            let first = elements.count
            // One by one: `append(contentsOf: repeatElement(...))` took about 300 instructions a record.
            for _ in 0..<count { elements.append(Self.empty) }
            return first
        }

        /// A name's index in `names`.
        mutating func addName(_ name: String, key: XMLElementNode.NameKey) -> Int32 {
            names.append(name)
            keys.append(key)
            return Int32(names.count - 1)
        }

        mutating func set(_ slot: Int, _ record: Record) { elements[slot] = record }

        /// Fills `slot` with an element given by its parts, its children's subtrees copied.
        mutating func copy<Children: Collection<XMLElementNode>>(
            into slot: Int, name: String, nameKey: XMLElementNode.NameKey, namespace: String?,
            attributes: [XMLElementNode.Attribute], children: Children, text: String, line: Int, column: Int
        ) {
            let nameIndex = addName(name, key: nameKey)
            let namespaceIndex = namespace.map { addName($0, key: XMLElementNode.NameKey($0)) } ?? -1
            let firstAttribute = self.attributes.count
            self.attributes.append(contentsOf: attributes)
            let firstChild = reserve(children.count)
            for (offset, child) in children.enumerated() {
                copy(
                    into: firstChild + offset, name: child.name, nameKey: child.nameKey, namespace: child.namespace,
                    attributes: child.attributes, children: child.children, text: child.text, line: child.line,
                    column: child.column)
            }
            set(
                slot,
                Record(
                    name: nameIndex, namespace: namespaceIndex, firstAttribute: Int32(firstAttribute),
                    attributeCount: Int32(attributes.count), firstChild: Int32(firstChild), childCount: Int32(children.count),
                    line: line, column: column, text: text))
        }

        func finish() -> XMLTree { XMLTree(elements: elements, attributes: attributes, names: names, keys: keys) }
    }
}
