/// libxml2's schema errors in the kit's voice (issue 39, item 5: "This element is not expected",
/// "No matching global declaration available for the validation root" reached the user as they
/// were): what was found, what is allowed there, and the nearest allowed name for an element, an
/// attribute or a value of a list (an asset kind, a setting's name). Each stays one line; the
/// collector (`XMLErrorCollector`, in AdSpecKit) gives it its file:line:column. Plain text, beside
/// `Diagnostic`; the vocabulary is read from the schema by the kit (`Vocabulary(schema:)`).
package enum SchemaMessages {
    /// The attributes each element name may carry anywhere in the schema, from its `xs:attribute`
    /// declarations (through named types, extensions and attribute groups): libxml2 names the
    /// attribute it refuses, not those it would take.
    package struct Vocabulary: Sendable {
        package var attributes: [String: Set<String>] = [:]

        package init() {}

        package init(attributes: [String: Set<String>]) { self.attributes = attributes }
    }

    /// The kit's message for libxml2's `message` (already without the scenario namespace and the
    /// trailing full stop: `XMLErrorCollector.tidy`); the message itself when it is none of the
    /// known forms.
    package static func rewrite(_ message: String, vocabulary: Vocabulary) -> String {
        let (element, attribute, rest) = subject(of: message)
        guard let element else { return message }
        let tag = "<\(element)>"
        if rest.hasPrefix("This element is not expected") {
            guard let allowed = list(in: rest, open: "( ", close: " )") else {
                return "element \(tag) is not allowed here: nothing more is allowed at this place"
            }
            let names = allowed.map { $0.hasPrefix("{") ? String($0.drop { $0 != "}" }.dropFirst()) : $0 }
            return "element \(tag) is not allowed here; allowed here: " + shown(names.map { "<\($0)>" })
                + suggestion(element, in: names, quote: { "<\($0)>" })
        }
        if rest.hasPrefix("No matching global declaration available for the validation root") {
            return "the root element is \(tag), not <scenario> in the namespace \("urn:adspec:scenario:1")"
                + " (<scenario xmlns=\"\("urn:adspec:scenario:1")\" id=\"...\">)"
        }
        if rest.hasPrefix("Missing child element(s)") {
            let expected = list(in: rest, open: "( ", close: " )") ?? []
            return "\(tag) is missing a child element: expected " + shown(expected.map { "<\($0)>" }, joiner: " or ")
        }
        if let attribute, rest.hasPrefix("The attribute '") && rest.hasSuffix("' is not allowed") {
            let allowed = (vocabulary.attributes[element] ?? []).sorted()
            return "attribute '\(attribute)' is not allowed on \(tag)"
                + (allowed.isEmpty ? "; it takes no attributes" : "; allowed on \(tag): " + shown(allowed))
                + suggestion(attribute, in: allowed, quote: { "'\($0)'" })
        }
        if let missing = between(rest, "The attribute '", "' is required but missing") {
            return "\(tag) needs the attribute '\(missing)'"
        }
        let place = attribute.map { "attribute '\($0)' of \(tag)" } ?? tag
        if rest.hasPrefix("[facet 'enumeration'] The value '"), let value = between(rest, "The value '", "' is not an element") {
            let allowed = list(in: rest, open: "{", close: "}")?.map { $0.trimmingCharacters(in: ["'"]) } ?? []
            return "\(place) is '\(value)', which is not one of its values; allowed: " + shown(allowed)
                + suggestion(value, in: allowed, quote: { "'\($0)'" })
        }
        if let value = between(rest, "'", "' is not a valid value of the ") {
            let type = between(rest, "type '", "'") ?? ""
            return "\(place) is '\(value)', which is not \(describe(type))"
        }
        if rest.hasPrefix("Character content other than whitespace is not allowed") {
            return "\(tag) holds text, but only elements are allowed in it"
        }
        if rest.hasPrefix("Element content is not allowed") {
            return "\(tag) holds elements, but only text is allowed in it"
        }
        if rest.hasPrefix("[facet '") {
            // Ranges, lengths and patterns: libxml2's sentence after the facet, about this place.
            let sentence = rest.drop { $0 != "]" }.dropFirst().trimmingCharacters(in: .whitespaces)
            return "\(place): \(sentence)"
        }
        return "\(place): \(rest)"
    }

    /// `Element 'x', attribute 'y': rest` -> (`x`, `y`, `rest`); `Element 'x': rest` -> (`x`, nil, `rest`).
    package static func subject(of message: String) -> (element: String?, attribute: String?, rest: String) {
        guard message.hasPrefix("Element '"), let end = message.dropFirst(9).firstIndex(of: "'") else {
            return (nil, nil, message)
        }
        let element = String(message[message.index(message.startIndex, offsetBy: 9)..<end])
        var rest = message[message.index(after: end)...]
        var attribute: String?
        if rest.hasPrefix(", attribute '"), let close = rest.dropFirst(13).firstIndex(of: "'") {
            attribute = String(rest[rest.index(rest.startIndex, offsetBy: 13)..<close])
            rest = rest[rest.index(after: close)...]
        }
        guard rest.hasPrefix(": ") else { return (nil, nil, message) }
        return (element, attribute, String(rest.dropFirst(2)))
    }

    /// The names between `open` and `close`, split at commas.
    package static func list(in text: String, open: String, close: String) -> [String]? {
        guard let start = text.range(of: open), let end = text.range(of: close, range: start.upperBound..<text.endIndex)
        else { return nil }
        return text[start.upperBound..<end.lowerBound].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    package static func between(_ text: String, _ open: String, _ close: String) -> String? {
        guard let start = text.range(of: open), let end = text.range(of: close, range: start.upperBound..<text.endIndex)
        else { return nil }
        return String(text[start.upperBound..<end.lowerBound])
    }

    /// `; did you mean 'favicon'?`, or nothing when no allowed name is near.
    package static func suggestion(_ name: String, in allowed: [String], quote: (String) -> String) -> String {
        NearestName.suggestion(for: name, in: allowed).map { "; did you mean \(quote($0))?" } ?? ""
    }

    /// At most 20 names, then how many more.
    package static func shown(_ names: [String], joiner: String = ", ") -> String {
        names.prefix(20).joined(separator: joiner) + (names.count > 20 ? " (and \(names.count - 20) more)" : "")
    }

    /// `a whole number` for `xs:integer`; a named type of the schema by its name.
    package static func describe(_ type: String) -> String {
        switch type.split(separator: ":").last.map(String.init) ?? type {
        case "integer", "int", "long": "a whole number"
        case "nonNegativeInteger": "a whole number of 0 or more"
        case "positiveInteger": "a whole number of 1 or more"
        case "decimal", "double", "float": "a number"
        case "boolean": "true or false"
        case "": "a valid value"
        case let name: "a valid \(name)"
        }
    }
}
