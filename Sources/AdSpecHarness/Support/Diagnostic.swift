/// One problem in a file, at a position, printed the way compilers print them so that editors and
/// terminals can jump to it: `path:line:column: error: message`. Lines and columns count from 1.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = max(1, line)
        self.column = max(1, column)
        self.message = Self.oneLine(message)
    }

    /// Always one line, whatever the message holds (libxml2 quotes a value with its line breaks).
    public var description: String { "\(path):\(line):\(column): error: \(Self.oneLine(message))" }

    /// `text` as one line: each run of spaces that holds a line break or tab is one space (none
    /// at either end); any other control character (C0, DEL, C1) is written `\u{XX}` as in
    /// transcripts. A diagnostic is one problem a line, and nothing in it can move the terminal.
    package static func oneLine(_ text: String) -> String {
        func isBreak(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x09...0x0D, 0x85, 0x2028, 0x2029: true
            default: false
            }
        }
        func isControl(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
        }
        guard text.unicodeScalars.contains(where: { isBreak($0) || isControl($0) }) else { return text }
        var result = String.UnicodeScalarView()
        var run = String.UnicodeScalarView()  // spaces and breaks not yet written
        var runHasBreak = false
        for scalar in text.unicodeScalars {
            if scalar == " " || isBreak(scalar) {
                run.append(scalar)
                runHasBreak = runHasBreak || isBreak(scalar)
                continue
            }
            if runHasBreak {
                if !result.isEmpty { result.append(" ") }
            } else {
                result.append(contentsOf: run)
            }
            run = String.UnicodeScalarView()
            runHasBreak = false
            if isControl(scalar) {
                result.append(contentsOf: ("\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}").unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        if !runHasBreak { result.append(contentsOf: run) }
        return String(result)
    }
}

/// Every problem found while loading one file or a whole corpus, in file order, then line order.
public struct DiagnosticList: Error, Sendable, Hashable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    /// One diagnostic a line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
