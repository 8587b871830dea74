/// Reading the protocol's values: an object's members by name, with the path to each one for
/// messages (`scenario.app.screen.children[2].width: expected a number, got a string`). Every
/// member must be one the protocol defines: `finish()` names any other, so that a misspelt
/// optional member is an error rather than silently absent.

/// Why a value is not what the protocol says: where it is and what was wrong.
public struct WireError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

struct WireObject {
    let members: [(String, JSONValue)]
    let path: String
    private var used: Set<String> = []

    init(_ value: JSONValue, path: String) throws(WireError) {
        guard case .object(let members) = value else {
            throw WireError(path: path, message: "expected an object, got \(value.kindName)")
        }
        self.members = members
        self.path = path
    }

    func at(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    mutating func optional(_ key: String) -> JSONValue? {
        used.insert(key)
        guard let value = members.first(where: { $0.0 == key })?.1 else { return nil }
        return value
    }

    mutating func required(_ key: String) throws(WireError) -> JSONValue {
        guard let value = optional(key) else { throw WireError(path: path, message: "missing member '\(key)'") }
        return value
    }

    /// Every member was read: anything else is not part of the protocol.
    func finish() throws(WireError) {
        if let extra = members.first(where: { !used.contains($0.0) }) {
            throw WireError(path: path, message: "unknown member '\(extra.0)'")
        }
    }

    // MARK: Scalars

    static func string(_ value: JSONValue, _ path: String) throws(WireError) -> String {
        guard case .string(let text) = value else {
            throw WireError(path: path, message: "expected a string, got \(value.kindName)")
        }
        return text
    }

    static func bool(_ value: JSONValue, _ path: String) throws(WireError) -> Bool {
        guard case .bool(let flag) = value else {
            throw WireError(path: path, message: "expected true or false, got \(value.kindName)")
        }
        return flag
    }

    static func double(_ value: JSONValue, _ path: String) throws(WireError) -> Double {
        guard case .number(let text) = value, let number = Double(text), number.isFinite else {
            throw WireError(path: path, message: "expected a number, got \(value.kindName)")
        }
        return number
    }

    static func int(_ value: JSONValue, _ path: String) throws(WireError) -> Int {
        guard case .number(let text) = value, let number = Double(text), number == number.rounded(),
            abs(number) <= 9_007_199_254_740_991
        else {
            throw WireError(path: path, message: "expected a whole number, got \(value.kindName) \(value.text.prefix(20))")
        }
        return Int(number)
    }

    static func array(_ value: JSONValue, _ path: String) throws(WireError) -> [JSONValue] {
        guard case .array(let values) = value else {
            throw WireError(path: path, message: "expected an array, got \(value.kindName)")
        }
        return values
    }

    static func name<T: RawRepresentable<String>>(_ value: JSONValue, _ path: String, _ all: [T]) throws(WireError) -> T {
        let text = try string(value, path)
        guard let result = T(rawValue: text) else {
            throw WireError(path: path, message: "'\(text)' is not one of \(all.map(\.rawValue).joined(separator: ", "))")
        }
        return result
    }

    // MARK: Members

    mutating func string(_ key: String) throws(WireError) -> String { try Self.string(required(key), at(key)) }
    mutating func bool(_ key: String) throws(WireError) -> Bool { try Self.bool(required(key), at(key)) }
    mutating func int(_ key: String) throws(WireError) -> Int { try Self.int(required(key), at(key)) }
    mutating func double(_ key: String) throws(WireError) -> Double { try Self.double(required(key), at(key)) }

    mutating func optionalString(_ key: String) throws(WireError) -> String? {
        guard let value = optional(key) else { return nil }
        return try Self.string(value, at(key))
    }

    mutating func optionalBool(_ key: String) throws(WireError) -> Bool? {
        guard let value = optional(key) else { return nil }
        return try Self.bool(value, at(key))
    }

    mutating func optionalDouble(_ key: String) throws(WireError) -> Double? {
        guard let value = optional(key) else { return nil }
        return try Self.double(value, at(key))
    }

    mutating func optionalInt(_ key: String) throws(WireError) -> Int? {
        guard let value = optional(key) else { return nil }
        return try Self.int(value, at(key))
    }

    mutating func name<T: RawRepresentable<String>>(_ key: String, _ all: [T]) throws(WireError) -> T {
        try Self.name(required(key), at(key), all)
    }

    /// An array member, each element read by `element` (given its value and path).
    mutating func array<T>(
        _ key: String, _ element: (JSONValue, String) throws(WireError) -> T
    ) throws(WireError) -> [T] {
        let values = try Self.array(required(key), at(key))
        var result: [T] = []
        result.reserveCapacity(values.count)
        for (index, value) in values.enumerated() { result.append(try element(value, "\(at(key))[\(index)]")) }
        return result
    }

    mutating func strings(_ key: String) throws(WireError) -> [String] {
        try array(key) { (value, path) throws(WireError) in try Self.string(value, path) }
    }

    mutating func names<T: RawRepresentable<String>>(_ key: String, _ all: [T]) throws(WireError) -> [T] {
        try array(key) { (value, path) throws(WireError) in try Self.name(value, path, all) }
    }

    /// An object of string values (`parameters`).
    mutating func stringMap(_ key: String) throws(WireError) -> [String: String] {
        let value = try required(key)
        guard case .object(let members) = value else {
            throw WireError(path: at(key), message: "expected an object, got \(value.kindName)")
        }
        var result: [String: String] = [:]
        for (name, member) in members { result[name] = try Self.string(member, "\(at(key)).\(name)") }
        return result
    }

    /// A tagged object's `kind`, and an error for a kind not in `known`.
    mutating func kind() throws(WireError) -> String { try string("kind") }

    func unknownKind(_ kind: String, _ known: [String]) -> WireError {
        WireError(path: at("kind"), message: "'\(kind)' is not one of \(known.joined(separator: ", "))")
    }
}

/// Building the protocol's objects: members in the order given, optional ones left out when nil.
struct WireBuilder {
    private(set) var members: [(String, JSONValue)] = []

    init(kind: String? = nil) {
        if let kind { members.append(("kind", .string(kind))) }
    }

    mutating func add(_ key: String, _ value: JSONValue?) {
        if let value { members.append((key, value)) }
    }

    var value: JSONValue { .object(members) }

    static func object(kind: String? = nil, _ members: (String, JSONValue?)...) -> JSONValue {
        var builder = WireBuilder(kind: kind)
        for (key, value) in members { builder.add(key, value) }
        return builder.value
    }
}

extension JSONValue {
    static func strings(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }
    static func names<T: RawRepresentable<String>>(_ values: [T]) -> JSONValue { .array(values.map { .string($0.rawValue) }) }
    /// An object of strings, keys in code-point order (the same bytes on every run).
    static func stringMap(_ map: [String: String]) -> JSONValue {
        .object(
            map.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }.map { ($0, .string(map[$0]!)) })
    }
    static func optionalDouble(_ value: Double?) -> JSONValue? { value.map(JSONValue.double) }
}
