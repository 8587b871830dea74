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

    public init(scenario: LoadedScenario, sourcePath: String, lines: [TranscriptLine]) {
        self.init(
            scenarioID: scenario.id, sourcePath: sourcePath, sourceHash: scenario.sourceHash,
            title: scenario.title, rules: scenario.rules, events: lines.map(\.rendered))
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
        let lines = header
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines.reduce(0) { $0 + $1.utf8.count + 1 } + events.reduce(0) { $0 + $1.utf8.count + 1 })
        for line in lines {
            bytes.append(contentsOf: line.utf8)
            bytes.append(0x0A)
        }
        for event in events {
            let copied = event.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
                guard utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return false }
                bytes.append(contentsOf: utf8)
                return true
            }
            if copied != true { bytes.append(contentsOf: ASCII.escaped(event).utf8) }
            bytes.append(0x0A)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
