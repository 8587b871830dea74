import AdSpecHarness
import AdSpecKit
import Foundation

/// A validator for the part of JSON Schema draft 2020-12 that Documentation/Protocol/*.schema.json
/// uses, written by hand for the tests (Documentation/WrittenByHand.md): no validator is in the
/// toolchain. Keywords: `type` (one name), `properties`, `required`, `additionalProperties`
/// (false or a schema), `items`, `enum`, `const`, `minimum`, `oneOf`, `$ref` (`file`,
/// `file#/$defs/Name`, `#/$defs/Name`, resolved in the schema folder), `$defs`; `$schema`, `title`
/// and `description` are annotations. Any other keyword is an error of the schema, so a
/// schema cannot use a keyword this validator would silently skip.
struct JSONSchemaSubset {
    /// The schema files, by file name.
    let documents: [String: JSONValue]

    init(folder: URL) throws {
        var documents: [String: JSONValue] = [:]
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".schema.json") }
        for name in names.sorted() {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            documents[name] = try JSONValue.parse(Array(data))
        }
        self.documents = documents
    }

    static let keywords: Set<String> = [
        "$schema", "title", "description", "type", "properties", "required", "additionalProperties", "items", "enum",
        "const", "minimum", "oneOf", "$ref", "$defs",
    ]

    /// The problems of `instance` against the document `file` (empty: valid).
    func validate(_ instance: JSONValue, against file: String) -> [String] {
        guard let document = documents[file] else { return ["no schema \(file)"] }
        return validate(instance, document, file: file, path: "$")
    }

    private func resolve(_ reference: String, from file: String) -> (JSONValue, String)? {
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let target = parts[0].isEmpty ? file : parts[0]
        guard var node = documents[target] else { return nil }
        if parts.count == 2, !parts[1].isEmpty {
            for segment in parts[1].split(separator: "/") {
                guard let next = node[String(segment)] else { return nil }
                node = next
            }
        }
        return (node, target)
    }

    private func validate(_ instance: JSONValue, _ schema: JSONValue, file: String, path: String) -> [String] {
        guard case .object(let members) = schema else { return ["\(path): the schema is not an object"] }
        var problems: [String] = []
        for (keyword, _) in members where !Self.keywords.contains(keyword) {
            problems.append("\(path): keyword '\(keyword)' is not in the subset this validator implements")
        }
        if let reference = schema["$ref"] {
            guard case .string(let text) = reference, let (target, targetFile) = resolve(text, from: file) else {
                return problems + ["\(path): unresolvable $ref \(reference.text)"]
            }
            problems += validate(instance, target, file: targetFile, path: path)
        }
        if case .string(let type) = schema["type"] {
            if !Self.has(type: type, instance) { return problems + ["\(path): expected \(type), got \(instance.kindName)"] }
        } else if schema["type"] != nil {
            problems.append("\(path): 'type' must be one name in this subset")
        }
        if let constant = schema["const"], constant != instance {
            problems.append("\(path): expected \(constant.text), got \(instance.text.prefix(60))")
        }
        if case .array(let values) = schema["enum"], !values.contains(instance) {
            problems.append("\(path): \(instance.text.prefix(60)) is not one of \(values.map(\.text).joined(separator: ", "))")
        }
        if case .number(let minimum) = schema["minimum"], case .number(let value) = instance,
            let low = Double(minimum), let number = Double(value), number < low
        {
            problems.append("\(path): \(value) is below the minimum \(minimum)")
        }
        if case .object(let instanceMembers) = instance {
            let properties: [(String, JSONValue)]
            if case .object(let declared) = schema["properties"] { properties = declared } else { properties = [] }
            if case .array(let required) = schema["required"] {
                for case .string(let name) in required where instance[name] == nil {
                    problems.append("\(path): missing member '\(name)'")
                }
            }
            for (name, value) in instanceMembers {
                if let property = properties.first(where: { $0.0 == name }) {
                    problems += validate(value, property.1, file: file, path: "\(path).\(name)")
                } else if let additional = schema["additionalProperties"] {
                    if additional == .bool(false) {
                        problems.append("\(path): member '\(name)' is not allowed")
                    } else if additional != .bool(true) {
                        problems += validate(value, additional, file: file, path: "\(path).\(name)")
                    }
                }
            }
        }
        if case .array(let elements) = instance, let items = schema["items"] {
            for (index, element) in elements.enumerated() {
                problems += validate(element, items, file: file, path: "\(path)[\(index)]")
            }
        }
        if case .array(let alternatives) = schema["oneOf"] {
            // An alternative whose `const` member (a `kind`, a `type`) differs fails without
            // looking further: the same answer, sooner.
            let outcomes = alternatives.map { alternative in
                if let mismatch = Self.constantMismatch(instance, alternative) { return [mismatch] }
                return validate(instance, alternative, file: file, path: path)
            }
            let matching = outcomes.filter(\.isEmpty).count
            if matching == 0 {
                // The alternative that came closest says most about what is wrong.
                let closest = outcomes.min { $0.count < $1.count } ?? []
                problems.append(
                    "\(path): matches none of \(alternatives.count) alternatives; closest: \(closest.prefix(3).joined(separator: "; "))"
                )
            } else if matching > 1 {
                problems.append("\(path): matches \(matching) of the alternatives of oneOf, not exactly one")
            }
        }
        return problems
    }

    /// `path: kind is not ...` when `instance` has a member whose value differs from the `const`
    /// the alternative's `properties` give it.
    static func constantMismatch(_ instance: JSONValue, _ alternative: JSONValue) -> String? {
        guard case .object(let properties)? = alternative["properties"], case .object = instance else { return nil }
        for (name, property) in properties {
            if let constant = property["const"], let value = instance[name], value != constant {
                return "\(name) is not \(constant.text)"
            }
        }
        return nil
    }

    static func has(type: String, _ value: JSONValue) -> Bool {
        switch (type, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null),
            ("number", .number):
            return true
        case ("integer", .number(let text)):
            guard let number = Double(text) else { return false }
            return number == number.rounded()
        default:
            return false
        }
    }
}
