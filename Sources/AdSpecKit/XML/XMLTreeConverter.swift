import CLibXML2

/// Turns a libxml2 document into `XMLElementNode` values. Reads text straight from the parsed
/// nodes: no entity is expanded on read (there are none: documents with a DOCTYPE are refused).
enum XMLTreeConverter {
    /// Converts the root element (`tags`: the document's start tags, from `SourceScanner`). Where
    /// each element and attribute begins, by node address (to place schema errors), is worked
    /// out for `collector` only when an error asks for it (`XMLErrorCollector.placement`).
    static func convert(
        _ doc: xmlDocPtr, tags: SourceScanner.StartTags, collector: XMLErrorCollector
    ) -> XMLElementNode? {
        guard let root = xmlDocGetRootElement(doc) else { return nil }
        let matched = countElements(root) == tags.count ? tags : nil
        var walker = Walker(tags: matched)
        let node = walker.element(root)
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
        /// The last namespace URI read, as libxml2 holds it and as a `String`: every element of a
        /// scenario has the same one, so it is made once instead of once per element.
        private var lastNamespace: (pointer: UnsafePointer<xmlChar>, value: String)?

        /// Names as libxml2 holds them → the `String` and its `NameKey`. libxml2 interns element
        /// and attribute names in the parser's dictionary (one pointer per distinct name, a few
        /// dozen per scenario), so each name is decoded once per document instead of once per
        /// element or attribute: a small direct-mapped table by pointer, a miss (a slot taken by
        /// another name) only decodes again. On `adspec list` at 1,000 scenarios 60,000 of the
        /// 75,000 names are found in the table; measured -3.5 M instructions (a bigger table
        /// costs more to make and free per document than it saves).
        private var names = [InternedName?](repeating: nil, count: Walker.nameSlots)
        private static let nameSlots = 32  // 1 << (64 - 59)

        private struct InternedName {
            let pointer: UnsafePointer<xmlChar>
            let string: String
            let key: XMLElementNode.NameKey
        }

        init(tags: SourceScanner.StartTags?) { self.tags = tags }

        /// The name at `pointer` (an element's or an attribute's local name) and its key.
        private mutating func interned(_ pointer: UnsafePointer<xmlChar>) -> (String, XMLElementNode.NameKey) {
            // Fibonacci hashing: the top bits of the pointer times 2^64/φ (the names lie packed
            // in the dictionary's pools, a few bytes apart).
            let slot = Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: pointer)) &* 0x9E37_79B9_7F4A_7C15) >> 59)
            if let name = names[slot], name.pointer == pointer { return (name.string, name.key) }
            let string = String(cString: pointer)
            let key = XMLElementNode.NameKey(string)
            names[slot] = InternedName(pointer: pointer, string: string, key: key)
            return (string, key)
        }

        private mutating func namespace(of node: xmlNodePtr) -> String? {
            guard let href = node.pointee.ns?.pointee.href else { return nil }
            if let last = lastNamespace, last.pointer == href { return last.value }
            let value = string(href)
            lastNamespace = (href, value)
            return value
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

        mutating func element(_ node: xmlNodePtr) -> XMLElementNode {
            let index = next
            next += 1
            let position = position(of: node, tag: index)

            // Both arrays are made at their final size (counted on libxml2's lists first), not
            // grown one reallocation at a time.
            var attributes: [XMLElementNode.Attribute] = []
            var property = node.pointee.properties
            var count = 0
            while let attribute = property {
                count += 1
                property = attribute.pointee.next
            }
            attributes.reserveCapacity(count)
            property = node.pointee.properties
            while let attribute = property {
                let name: String
                let key: XMLElementNode.NameKey
                if attribute.pointee.ns?.pointee.prefix == nil {
                    (name, key) = interned(attribute.pointee.name)
                } else {
                    name = self.name(of: attribute)
                    key = XMLElementNode.NameKey(name)
                }
                let at = self.position(of: attribute, named: name, inTag: index, else: position)
                attributes.append(
                    XMLElementNode.Attribute(
                        name: name, nameKey: key, value: text(of: attribute.pointee.children), line: at.line,
                        column: at.column))
                property = attribute.pointee.next
            }

            var children: [XMLElementNode] = []
            var text = ""
            var child = node.pointee.children
            count = 0
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE { count += 1 }
                child = current.pointee.next
            }
            children.reserveCapacity(count)
            child = node.pointee.children
            while let current = child {
                switch current.pointee.type {
                case XML_ELEMENT_NODE: children.append(element(current))
                case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                    if let content = current.pointee.content { text += string(content) }
                default: break
                }
                child = current.pointee.next
            }
            let (name, key) = interned(node.pointee.name)
            return XMLElementNode(
                name: name, nameKey: key, namespace: namespace(of: node),
                attributes: attributes, children: children, text: text, line: position.line, column: position.column)
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
