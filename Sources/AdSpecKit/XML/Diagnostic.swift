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
        // One problem, one line: a line break inside the message (a quoted value written with
        // `&#10;`) is shown as `\n`.
        self.message =
            message.contains(where: \.isNewline)
            ? message.replacingOccurrences(of: "\r\n", with: "\\n").replacingOccurrences(of: "\n", with: "\\n")
                .replacingOccurrences(of: "\r", with: "\\r")
            : message
    }

    public var description: String { "\(path):\(line):\(column): error: \(message)" }
}

/// Every problem found while loading one file or a whole corpus, in file order, then line order.
public struct DiagnosticList: Error, Sendable, Hashable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    /// One diagnostic a line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
