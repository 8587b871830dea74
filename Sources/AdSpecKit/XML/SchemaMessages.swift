import AdSpecHarness

extension SchemaMessages.Vocabulary {
    /// The attributes each element name may carry anywhere in the schema `root`: its
    /// `xs:attribute`s, through named complex types, extensions and attribute groups.
    init(schema root: XMLElementNode) {
        var named: [String: XMLElementNode] = [:]
        var elements: [XMLElementNode] = []
        func walk(_ node: XMLElementNode) {
            for child in node.children {
                if let name = child.attribute("name")?.value {
                    if child.name == "element" { elements.append(child) }
                    if ["complexType", "attributeGroup"].contains(child.name) { named[name] = child }
                }
                walk(child)
            }
        }
        walk(root)
        func local(_ name: String?) -> String? { name.map { String($0.split(separator: ":").last ?? "") } }
        // What `node` declares, through what it names, not descending into element declarations.
        func declared(in node: XMLElementNode, seen: inout Set<String>) -> Set<String> {
            var found: Set<String> = []
            let reference = local(node.name == "attributeGroup" ? node.attribute("ref")?.value : node.attribute("type")?.value ?? node.attribute("base")?.value)
            if let reference, let target = named[reference], seen.insert(reference).inserted {
                found.formUnion(declared(in: target, seen: &seen))
            }
            for child in node.children where child.name != "element" {
                if child.name == "attribute", let name = local(child.attribute("name")?.value ?? child.attribute("ref")?.value) {
                    found.insert(name)
                } else {
                    found.formUnion(declared(in: child, seen: &seen))
                }
            }
            return found
        }
        var attributes: [String: Set<String>] = [:]
        for element in elements {
            var seen: Set<String> = []
            attributes[element.attribute("name")?.value ?? "", default: []].formUnion(declared(in: element, seen: &seen))
        }
        self.init(attributes: attributes)
    }
}
