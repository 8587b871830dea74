/// A JSON value as the subject protocol writes and reads it (Documentation/SubjectProtocol.md):
/// objects keep their keys in the order written, numbers keep their text, so that what the kit
/// writes is the same bytes on every run and what it reads is judged exactly as sent.
/// Written by hand (Documentation/WrittenByHand.md): one line of JSON is parsed with positions
/// for messages, and `JSONSerialization` gives neither key order nor the difference between
/// `1` and `true` on every platform.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// The number's text as written (`12`, `0.5`, `1e-3`).
    case number(String)
    case string(String)
    case array([JSONValue])
    /// Members in the order written; a key appears once.
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .number(let text): hasher.combine(text)
        case .string(let text): hasher.combine(text)
        case .array(let values): hasher.combine(values)
        case .object(let members):
            for (key, value) in members {
                hasher.combine(key)
                hasher.combine(value)
            }
        }
    }

    /// An integer, written as such.
    public static func int(_ value: Int) -> JSONValue { .number(String(value)) }

    /// A finite number: whole numbers without a fraction (`390`), others as Swift's shortest
    /// round-tripping text (`201.375`, `1e-05`). A non-finite value (never in a loaded scenario)
    /// is written as `null`, which no schema accepts.
    public static func double(_ value: Double) -> JSONValue {
        guard value.isFinite else { return .null }
        if value == value.rounded(), abs(value) < 1e15 { return .number(String(Int(value))) }
        return .number("\(value)")
    }

    /// The member named `key` of an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// The value's kind in messages (`an object`, `a string`).
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    // MARK: Writing

    /// One line of JSON, no spaces, no newline; only ASCII (others as `\uXXXX`).
    public var text: String {
        var out = ""
        write(into: &out)
        return out
    }

    private func write(into out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let text): out += text
        case .string(let text): Self.writeString(text, into: &out)
        case .array(let values):
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                value.write(into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += "," }
                Self.writeString(key, into: &out)
                out += ":"
                value.write(into: &out)
            }
            out += "}"
        }
    }

    private static func writeString(_ text: String, into out: inout String) {
        out += "\""
        for unit in text.utf16 {
            switch unit {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0x20..<0x7F: out.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            default:
                let hex = String(unit, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        out += "\""
    }

    // MARK: Reading

    /// Why a line is not JSON: what was expected and at which byte (0-based).
    public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
        public var offset: Int
        public var message: String
        public var description: String { "\(message) at byte \(offset)" }
    }

    /// Parses one JSON text (surrounding whitespace allowed), at most `maximumDepth` deep.
    public static func parse(_ bytes: some Collection<UInt8>, maximumDepth: Int = 200) throws(ParseError) -> JSONValue {
        var parser = Parser(bytes: Array(bytes), maximumDepth: maximumDepth)
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.offset == parser.bytes.count else { throw parser.error("unexpected text after the value") }
        return value
    }

    public static func parse(_ text: String) throws(ParseError) -> JSONValue { try parse(Array(text.utf8)) }
}

private struct Parser {
    let bytes: [UInt8]
    let maximumDepth: Int
    var offset = 0

    init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    func error(_ message: String) -> JSONValue.ParseError { JSONValue.ParseError(offset: offset, message: message) }

    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { offset += 1 }
    }

    mutating func expect(_ literal: String, _ value: JSONValue) throws(JSONValue.ParseError) -> JSONValue {
        let utf8 = Array(literal.utf8)
        guard offset + utf8.count <= bytes.count, Array(bytes[offset..<offset + utf8.count]) == utf8 else {
            throw error("expected a JSON value")
        }
        offset += utf8.count
        return value
    }

    mutating func value(depth: Int) throws(JSONValue.ParseError) -> JSONValue {
        guard depth < maximumDepth else { throw error("nested deeper than \(maximumDepth) levels") }
        guard let byte = current else { throw error("expected a JSON value, found the end of the line") }
        switch byte {
        case UInt8(ascii: "{"):
            offset += 1
            var members: [(String, JSONValue)] = []
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                offset += 1
                return .object(members)
            }
            while true {
                skipWhitespace()
                guard current == UInt8(ascii: "\"") else { throw error("expected a member name in double quotes") }
                let start = offset
                let key = try string()
                if members.contains(where: { $0.0 == key }) {
                    throw JSONValue.ParseError(offset: start, message: "member '\(key)' appears twice")
                }
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { throw error("expected ':' after a member name") }
                offset += 1
                skipWhitespace()
                members.append((key, try value(depth: depth + 1)))
                skipWhitespace()
                if current == UInt8(ascii: ",") {
                    offset += 1
                    continue
                }
                guard current == UInt8(ascii: "}") else { throw error("expected ',' or '}' in an object") }
                offset += 1
                return .object(members)
            }
        case UInt8(ascii: "["):
            offset += 1
            var values: [JSONValue] = []
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                offset += 1
                return .array(values)
            }
            while true {
                skipWhitespace()
                values.append(try value(depth: depth + 1))
                skipWhitespace()
                if current == UInt8(ascii: ",") {
                    offset += 1
                    continue
                }
                guard current == UInt8(ascii: "]") else { throw error("expected ',' or ']' in an array") }
                offset += 1
                return .array(values)
            }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("expected a JSON value")
        }
    }

    mutating func digits() -> Int {
        let start = offset
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { offset += 1 }
        return offset - start
    }

    mutating func number() throws(JSONValue.ParseError) -> JSONValue {
        let start = offset
        if current == UInt8(ascii: "-") { offset += 1 }
        if current == UInt8(ascii: "0") {
            offset += 1
        } else if digits() == 0 {
            throw error("expected a digit")
        }
        if current == UInt8(ascii: ".") {
            offset += 1
            guard digits() > 0 else { throw error("expected a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            offset += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
            guard digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        return .number(String(decoding: bytes[start..<offset], as: UTF8.self))
    }

    mutating func hex4() throws(JSONValue.ParseError) -> UInt16 {
        guard offset + 4 <= bytes.count,
            let value = UInt16(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
        else { throw error("expected four hex digits after \\u") }
        offset += 4
        return value
    }

    mutating func string() throws(JSONValue.ParseError) -> String {
        offset += 1  // the opening quote
        var units: [UInt16] = []
        var run: [UInt8] = []
        func flush() {
            units += String(decoding: run, as: UTF8.self).utf16
            run.removeAll(keepingCapacity: true)
        }
        while true {
            guard let byte = current else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                flush()
                return String(decoding: units, as: UTF16.self)
            case UInt8(ascii: "\\"):
                flush()
                offset += 1
                guard let escaped = current else { throw error("unterminated string") }
                offset += 1
                switch escaped {
                case UInt8(ascii: "\""): units.append(0x22)
                case UInt8(ascii: "\\"): units.append(0x5C)
                case UInt8(ascii: "/"): units.append(0x2F)
                case UInt8(ascii: "b"): units.append(0x08)
                case UInt8(ascii: "f"): units.append(0x0C)
                case UInt8(ascii: "n"): units.append(0x0A)
                case UInt8(ascii: "r"): units.append(0x0D)
                case UInt8(ascii: "t"): units.append(0x09)
                case UInt8(ascii: "u"): units.append(try hex4())
                default:
                    offset -= 1
                    throw error("unknown escape '\\\(String(UnicodeScalar(escaped)))'")
                }
            case 0x00..<0x20:
                throw error("a control character inside a string")
            default:
                run.append(byte)
                offset += 1
            }
        }
    }
}
