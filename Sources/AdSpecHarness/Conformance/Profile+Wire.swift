import AdSpecEngine

extension Profile {
    /// A profile as JSON (issue 36, item 1): `adspec verify --profile FILE`'s object, setting name
    /// to value (a number, `true`/`false` or a string), or the subject protocol's `hello` members
    /// `profile` and `configurable` (an array of setting names). Only the shape is checked here;
    /// the names and the domains against the rule catalogue (`Catalogue.problems(of:)`).
    /// The `profile` object: each value a number when the engine reads one, a boolean for
    /// `true`/`false`, else a string; names sorted.
    public var wire: JSONValue {
        .object(
            values.keys.sorted().map { name in
                let value = values[name]!
                if value == "true" || value == "false" { return (name, .bool(value == "true")) }
                if Double(value) != nil { return (name, .number(value)) }
                return (name, .string(value))
            })
    }

    public init(wire profile: JSONValue, configurable: JSONValue? = nil, path: String = "profile") throws(WireError) {
        guard case .object(let members) = profile else {
            throw WireError(path: path, message: "a profile is an object of setting names to values, not \(profile.kindName)")
        }
        var values: [String: String] = [:]
        for (name, value) in members {
            guard values[name] == nil else { throw WireError(path: "\(path).\(name)", message: "given twice") }
            switch value {
            case .number(let text), .string(let text): values[name] = text
            case .bool(let flag): values[name] = flag ? "true" : "false"
            default:
                throw WireError(
                    path: "\(path).\(name)", message: "a setting's value is a number, a boolean or a string, not \(value.kindName)")
            }
        }
        var names: Set<String> = []
        if let configurable, configurable != .null {
            guard case .array(let items) = configurable else {
                throw WireError(path: "configurable", message: "an array of setting names, not \(configurable.kindName)")
            }
            for (index, item) in items.enumerated() {
                guard case .string(let name) = item else {
                    throw WireError(path: "configurable[\(index)]", message: "a setting name, not \(item.kindName)")
                }
                names.insert(name)
            }
        }
        self.init(values: values, configurable: names)
    }
}
