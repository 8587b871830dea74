import CLibXML2

/// Turns a libxml2 document into an `XMLTree` (its root an `XMLElementNode`). Reads text straight
/// from the parsed nodes: no entity is expanded on read (there are none: documents with a DOCTYPE
/// are refused).
enum XMLTreeConverter {
    /// Converts the root element (`tags`: the document's start tags, from `SourceScanner`). Where
    /// each element and attribute begins, by node address (to place schema errors), is worked
    /// out for `collector` only when an error asks for it (`XMLErrorCollector.placement`).
    static func convert(
        _ doc: xmlDocPtr, tags: SourceScanner.StartTags, collector: XMLErrorCollector
    ) -> XMLElementNode? {
        guard let root = xmlDocGetRootElement(doc) else { return nil }
        let elements = countElements(root)
        let matched = elements == tags.count ? tags : nil
        var walker = Walker(tags: matched)
        // Made at once: a record for each element counted, room for the attribute names the
        // scanner found (namespace declarations among them) when it matched the document, and
        // for the names of most scenarios (about 20 per document, the table's misses included).
        var builder = XMLTree.Builder(elements: elements, attributes: matched?.attributeCount ?? 0, names: 48)
        let slot = builder.reserve(1)
        walker.element(root, into: slot, of: &builder)
        let node = XMLElementNode(tree: builder.finish(), index: slot)
        collector.placement = {
            var placer = Walker(tags: matched)
            placer.place(root)
            return (placer.positions, placer.attributePositions)
        }
        return node
    }

    private static func countElements(_ node: xmlNodePtr) -> Int {
        var count = 1
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE { count += countElements(current) }
            child = current.pointee.next
        }
        return count
    }

    private struct Walker {
        let tags: SourceScanner.StartTags?
        var next = 0
        var positions: [UnsafeMutableRawPointer: SourceScanner.Position] = [:]
        var attributePositions: [UnsafeMutableRawPointer: [String: SourceScanner.Position]] = [:]
        /// The last namespace URI read, as libxml2 holds it, and its index in the tree's names:
        /// every element of a scenario has the same one, so it is made once instead of once per
        /// element.
        private var lastNamespace: (pointer: UnsafePointer<xmlChar>, index: Int32)?

        /// Names as libxml2 holds them → the `String`, its `NameKey` and its index in the tree's
        /// names. libxml2 interns element and attribute names in the parser's dictionary (one
        /// pointer per distinct name, a few dozen per scenario), so each name is decoded once per
        /// document instead of once per element or attribute: a small direct-mapped table by
        /// pointer, a miss (a slot taken by another name) only decodes again (and adds the name
        /// to the tree once more). On `adspec list` at 1,000 scenarios 60,000 of the 75,000 names
        /// are found in the table; measured -3.5 M instructions (a bigger table costs more to make
        /// and free per document than it saves).
        private var names = [InternedName?](repeating: nil, count: Walker.nameSlots)
        private static let nameSlots = 32  // 1 << (64 - 59)

        private struct InternedName {
            let pointer: UnsafePointer<xmlChar>
            let string: String
            let key: XMLElementNode.NameKey
            let index: Int32
        }

        init(tags: SourceScanner.StartTags?) { self.tags = tags }

        /// The name at `pointer` (an element's or an attribute's local name), its key and its
        /// index in `builder`'s names.
        private mutating func interned(
            _ pointer: UnsafePointer<xmlChar>, in builder: inout XMLTree.Builder
        ) -> (String, XMLElementNode.NameKey, Int32) {
            // Fibonacci hashing: the top bits of the pointer times 2^64/φ (the names lie packed
            // in the dictionary's pools, a few bytes apart).
            let slot = Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: pointer)) &* 0x9E37_79B9_7F4A_7C15) >> 59)
            if let name = names[slot], name.pointer == pointer { return (name.string, name.key, name.index) }
            let string = String(cString: pointer)
            let key = XMLElementNode.NameKey(string)
            let index = builder.addName(string, key: key)
            names[slot] = InternedName(pointer: pointer, string: string, key: key, index: index)
            return (string, key, index)
        }

        /// The index in `builder`'s names of `node`'s namespace URI, -1 for none.
        private mutating func namespace(of node: xmlNodePtr, in builder: inout XMLTree.Builder) -> Int32 {
            guard let href = node.pointee.ns?.pointee.href else { return -1 }
            if let last = lastNamespace, last.pointer == href { return last.index }
            let value = string(href)
            let index = builder.addName(value, key: XMLElementNode.NameKey(value))
            lastNamespace = (href, index)
            return index
        }

        /// Where the attribute begins: its name looked up in the tag at `index` by its bytes as
        /// libxml2 holds them (the same comparison as by `name`'s UTF-8, without going through the
        /// `String`), or by `name` when it has a prefix.
        private func position(
            of attribute: xmlAttrPtr, named name: String, inTag index: Int, else fallback: SourceScanner.Position
        ) -> SourceScanner.Position {
            guard let tags else { return fallback }
            if attribute.pointee.ns?.pointee.prefix == nil {
                let local = attribute.pointee.name!
                let bytes = UnsafeBufferPointer(start: local, count: Int(xmlStrlen(local)))
                return tags.attribute(bytes, ascii: bytes.allSatisfy { $0 < 0x80 }, inTag: index) ?? fallback
            }
            return tags.attribute(name.utf8, ascii: name.utf8.allSatisfy { $0 < 0x80 }, inTag: index) ?? fallback
        }

        /// Where `node`'s start tag begins: the position of the tag at `index`, else libxml2's line
        /// and column 1.
        private func position(of node: xmlNodePtr, tag index: Int) -> SourceScanner.Position {
            tags?.positions[index] ?? SourceScanner.Position(line: max(1, Int(xmlGetLineNo(node))), column: 1)
        }

        /// The attribute's qualified name as written (`xsi:schemaLocation`).
        private func name(of attribute: xmlAttrPtr) -> String {
            var name = string(attribute.pointee.name)
            if let prefix = attribute.pointee.ns?.pointee.prefix { name = string(prefix) + ":" + name }
            return name
        }

        /// Records where `node`, its attributes and every element below it begin, in the order
        /// `element(_:)` takes the tags.
        mutating func place(_ node: xmlNodePtr) {
            let index = next
            next += 1
            let position = position(of: node, tag: index)
            positions[UnsafeMutableRawPointer(node)] = position
            var property = node.pointee.properties
            while let attribute = property {
                let name = name(of: attribute)
                attributePositions[UnsafeMutableRawPointer(node), default: [:]][name] =
                    tags?.attribute(name.utf8, ascii: name.utf8.allSatisfy { $0 < 0x80 }, inTag: index) ?? position
                property = attribute.pointee.next
            }
            var child = node.pointee.children
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE { place(current) }
                child = current.pointee.next
            }
        }

        /// Fills `slot` of `builder` with `node`, and the records reserved for its children with
        /// them (in document order, each the next tag of `tags`).
        mutating func element(_ node: xmlNodePtr, into slot: Int, of builder: inout XMLTree.Builder) {
            let index = next
            next += 1
            let position = position(of: node, tag: index)

            let firstAttribute = builder.attributes.count
            var property = node.pointee.properties
            while let attribute = property {
                let name: String
                let key: XMLElementNode.NameKey
                if attribute.pointee.ns?.pointee.prefix == nil {
                    (name, key, _) = interned(attribute.pointee.name, in: &builder)
                } else {
                    name = self.name(of: attribute)
                    key = XMLElementNode.NameKey(name)
                }
                let at = self.position(of: attribute, named: name, inTag: index, else: position)
                builder.attributes.append(
                    XMLElementNode.Attribute(
                        name: name, nameKey: key, value: text(of: attribute.pointee.children), line: at.line,
                        column: at.column))
                property = attribute.pointee.next
            }
            let attributeCount = builder.attributes.count - firstAttribute

            // The children's records are consecutive, reserved before the first is filled.
            var child = node.pointee.children
            var count = 0
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE { count += 1 }
                child = current.pointee.next
            }
            let firstChild = builder.reserve(count)
            var text = ""
            var childSlot = firstChild
            child = node.pointee.children
            while let current = child {
                switch current.pointee.type {
                case XML_ELEMENT_NODE:
                    element(current, into: childSlot, of: &builder)
                    childSlot += 1
                case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                    if let content = current.pointee.content { text += string(content) }
                default: break
                }
                child = current.pointee.next
            }
            let (_, _, name) = interned(node.pointee.name, in: &builder)
            builder.set(
                slot,
                XMLTree.Record(
                    name: name, namespace: namespace(of: node, in: &builder), firstAttribute: Int32(firstAttribute),
                    attributeCount: Int32(attributeCount), firstChild: Int32(firstChild),
                    childCount: Int32(count), line: position.line, column: position.column, text: text))
        }

        /// The value of an attribute from its child nodes. An entity reference (impossible without
        /// a DOCTYPE) would be kept as written, never expanded.
        private func text(of first: xmlNodePtr?) -> String {
            // Nearly always one text node: its content as it is.
            if let first, first.pointee.next == nil, first.pointee.type != XML_ENTITY_REF_NODE,
                let content = first.pointee.content
            {
                return string(content)
            }
            var result = ""
            var node = first
            while let current = node {
                if current.pointee.type == XML_ENTITY_REF_NODE {
                    result += "&" + string(current.pointee.name) + ";"
                } else if let content = current.pointee.content {
                    result += string(content)
                }
                node = current.pointee.next
            }
            return result
        }
    }

}

private func string(_ pointer: UnsafePointer<xmlChar>) -> String { String(cString: pointer) }
