import AdSpecEngine
import Foundation

/// A transcript as written to a golden file: a versioned header saying what it was made from,
/// then one event a line. The text is ASCII, LF-separated, with a trailing newline, and the same
/// bytes on every run:
///
///     # adspec transcript v1
///     # scenario native/hidden-vs-opacity
///     # source Specs/native/hidden-vs-opacity.xml sha256=<hash of the scenario file>
///     # title <title>
///     # covers BIND-4 IMP-2
///          0 ms  state s        phase idle -> loading ...
///
/// The source hash lets a run tell "the scenario changed and the golden was not re-recorded" from
/// "the engine's behaviour changed".
public struct TranscriptDocument: Sendable, Hashable {
    public static let formatLine = "# adspec transcript v1"

    public var scenarioID: String
    /// The scenario file, relative to the directory that holds `Specs/` (for example
    /// `Specs/native/hidden-vs-opacity.xml`).
    public var sourcePath: String
    public var sourceHash: String
    public var title: String
    public var rules: [String]
    public var events: [String]

    public init(
        scenarioID: String, sourcePath: String, sourceHash: String, title: String, rules: [String],
        events: [String]
    ) {
        self.scenarioID = scenarioID
        self.sourcePath = sourcePath
        self.sourceHash = sourceHash
        self.title = title
        self.rules = rules
        self.events = events
    }

    /// The header lines, in order.
    public var header: [String] {
        [
            Self.formatLine,
            "# scenario \(ASCII.escaped(scenarioID))",
            "# source \(ASCII.escaped(sourcePath)) sha256=\(ASCII.escaped(sourceHash))",
            "# title \(ASCII.escaped(title))",
            "# covers \(rules.map { ASCII.escaped($0) }.joined(separator: " "))",
        ]
    }

    /// The whole file: header, events, LF after every line.
    ///
    /// Fast path: the bytes are gathered into one buffer and made a String once. An event line of
    /// printable ASCII (nearly all of them) is copied as it is, checked over its contiguous UTF-8
    /// storage; any other line goes through `ASCII.escaped`, so the text is the same as
    /// `header + events.map(ASCII.escaped)`, each followed by a line feed.
    public var text: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(events.reduce(Self.headerCapacity) { $0 + $1.utf8.count + 1 })
        Self.appendHeader(
            scenarioID: scenarioID, sourcePath: sourcePath, sourceHash: sourceHash, title: title, rules: rules, to: &bytes)
        for event in events { Self.appendLine(event, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `TranscriptDocument(...events: lines.map(\.rendered)).text`, written straight from the engine's
    /// lines: each line's text goes into the one buffer as it is made, with no `events` array
    /// of strings kept and walked again, and each line checked a word at a time (session 24:
    /// the transcripts of `verify -j 1` at 1,000 scenarios cost 217 M instructions beyond the
    /// engine's runs instead of 257 M, 179 M of it `TranscriptFormat.line`).
    /// Tests/AdSpecKitTests/Goldens/TranscriptDocumentTests.swift compares the two.
    public static func text(
        scenarioID: String, sourcePath: String, sourceHash: String, title: String, rules: [String], lines: [TranscriptLine]
    ) -> String {
        var bytes: [UInt8] = []
        // An estimate (a line is some 90 bytes), not a bound: the array grows if it is short.
        bytes.reserveCapacity(headerCapacity + lines.count * 128)
        appendHeader(
            scenarioID: scenarioID, sourcePath: sourcePath, sourceHash: sourceHash, title: title, rules: rules, to: &bytes)
        for line in lines {
            // Written in place; a line that is not printable ASCII (hardly ever) is taken back
            // out and escaped, as `appendLine(_:to:)` does with a line string.
            let start = bytes.count
            TranscriptFormat.appendLine(line, to: &bytes)
            let printable = bytes.withUnsafeBufferPointer { ASCII.isPrintable(UnsafeBufferPointer(rebasing: $0[start...])) }
            if !printable {
                let text = String(decoding: bytes[start...], as: UTF8.self)
                bytes.removeSubrange(start...)
                appendEscaped(text, to: &bytes)
            }
            bytes.append(0x0A)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Room for a header with fields of ordinary length.
    private static let headerCapacity = 512

    /// The `header` lines, each followed by a line feed, appended field by field (a field of
    /// printable ASCII as it is, any other through `ASCII.escaped`): no line strings made.
    private static func appendHeader(
        scenarioID: String, sourcePath: String, sourceHash: String, title: String, rules: [String],
        to bytes: inout [UInt8]
    ) {
        bytes.append(contentsOf: formatLine.utf8)
        bytes.append(contentsOf: "\n# scenario ".utf8)
        appendEscaped(scenarioID, to: &bytes)
        bytes.append(contentsOf: "\n# source ".utf8)
        appendEscaped(sourcePath, to: &bytes)
        bytes.append(contentsOf: " sha256=".utf8)
        appendEscaped(sourceHash, to: &bytes)
        bytes.append(contentsOf: "\n# title ".utf8)
        appendEscaped(title, to: &bytes)
        bytes.append(contentsOf: "\n# covers ".utf8)
        for (index, rule) in rules.enumerated() {
            if index > 0 { bytes.append(0x20) }
            appendEscaped(rule, to: &bytes)
        }
        bytes.append(0x0A)
    }

    /// `ASCII.escaped(line)` and a line feed.
    private static func appendLine(_ line: String, to bytes: inout [UInt8]) {
        appendEscaped(line, to: &bytes)
        bytes.append(0x0A)
    }

    /// `ASCII.escaped(text)`'s bytes: printable ASCII (nearly every field and line) is copied from
    /// the string's contiguous storage after one check; anything else is escaped.
    private static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        let copied = text.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            guard ASCII.isPrintable(utf8) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if copied != true { bytes.append(contentsOf: ASCII.escaped(text).utf8) }
    }
}
