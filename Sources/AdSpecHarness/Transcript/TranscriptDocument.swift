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
    public var text: String {
        var bytes = Self.start(header: header, capacity: events.reduce(0) { $0 + $1.utf8.count + 1 })
        for event in events { Self.appendEvent(event, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The file of a run's typed lines: the `text` of the document whose events are the lines'
    /// `rendered` text, each line written into one reused buffer and copied from there into the
    /// file's (issue 35: a string made for every line, and an array of them, cost `verify` more
    /// than anything else in the file).
    public static func text(header: [String], lines: [TranscriptLine]) -> String {
        var bytes = start(header: header, capacity: lines.count * 80)
        var line = TranscriptText()
        for typed in lines {
            line.removeAll()
            TranscriptFormat.write(typed, to: &line)
            line.bytes.withUnsafeBufferPointer { ASCII.appendEscaped(utf8: $0, to: &bytes) }
            bytes.append(0x0A)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The header's lines, each with its LF, in a buffer with room for `capacity` more bytes.
    private static func start(header: [String], capacity: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(capacity + 512)
        for line in header {
            bytes.append(contentsOf: line.utf8)
            bytes.append(0x0A)
        }
        return bytes
    }

    /// An event line, escaped to printable ASCII, and its LF.
    private static func appendEvent(_ event: String, to bytes: inout [UInt8]) {
        ASCII.appendEscaped(event, to: &bytes)
        bytes.append(0x0A)
    }
}
