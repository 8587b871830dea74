import AdSpecHarness
/// A unified diff from a golden to an actual transcript: ASCII, appliable with `patch -p0` from
/// the folder the golden's path is relative to (`--- Goldens/x.transcript` / `+++ actual`), three
/// lines of context, and each hunk header naming the event index and engine time of the hunk's
/// first changed event (`@@ -8,7 +8,7 @@ event 7 at 1100 ms`). Colour only when asked.
public struct TranscriptDiff: Sendable, Hashable {
    /// One line of a file: its text, and whether a newline ends it (only a file's last line can lack one).
    public struct Line: Sendable, Hashable {
        public var text: Substring
        public var newline: Bool
    }

    public struct Hunk: Sendable, Hashable {
        public enum Kind: Sendable, Hashable { case context, removed, added }
        /// 0-based index of the hunk's first line in the old and the new file, and line counts.
        public var oldStart: Int
        public var oldCount: Int
        public var newStart: Int
        public var newCount: Int
        public var lines: [(kind: Kind, line: Line)]
        /// Where the first change sits: "event 7 at 1100 ms", or "header".
        public var label: String

        public static func == (lhs: Hunk, rhs: Hunk) -> Bool {
            lhs.oldStart == rhs.oldStart && lhs.oldCount == rhs.oldCount && lhs.newStart == rhs.newStart
                && lhs.newCount == rhs.newCount && lhs.label == rhs.label
                && lhs.lines.map(\.kind) == rhs.lines.map(\.kind) && lhs.lines.map(\.line) == rhs.lines.map(\.line)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(oldStart)
            hasher.combine(newStart)
            hasher.combine(label)
        }
    }

    public var oldName: String
    public var newName: String
    public var old: [Line]
    public var new: [Line]
    public var edits: [LineDiff.Edit]
    public var hunks: [Hunk]

    public init(old oldText: String, new newText: String, oldName: String, newName: String, context: Int = 3) {
        self.oldName = oldName
        self.newName = newName
        old = Self.lines(of: oldText)
        new = Self.lines(of: newText)
        edits = LineDiff.edits(from: old, to: new)
        hunks = []
        hunks = makeHunks(context: context)
    }

    public var isEmpty: Bool { hunks.isEmpty }

    public static func lines(of text: String) -> [Line] {
        var parts = text.split(separator: "\n", omittingEmptySubsequences: false)
        let endsWithNewline = parts.last == ""
        if endsWithNewline { parts.removeLast() }
        return parts.enumerated().map { index, part in
            Line(text: part, newline: endsWithNewline || index < parts.count - 1)
        }
    }

    private func makeHunks(context: Int) -> [Hunk] {
        var oldBefore: [Int] = []
        var newBefore: [Int] = []
        var a = 0
        var b = 0
        for edit in edits {
            oldBefore.append(a)
            newBefore.append(b)
            switch edit {
            case .equal: a += 1; b += 1
            case .delete: a += 1
            case .insert: b += 1
            }
        }
        let changes = edits.indices.filter { if case .equal = edits[$0] { return false } else { return true } }
        guard !changes.isEmpty else { return [] }
        var groups: [(first: Int, last: Int)] = []
        for change in changes {
            if let last = groups.last, change - last.last - 1 <= 2 * context {
                groups[groups.count - 1].last = change
            } else {
                groups.append((change, change))
            }
        }
        let layoutOld = TranscriptLayout(lines: old)
        let layoutNew = TranscriptLayout(lines: new)
        return groups.map { group in
            let start = max(0, group.first - context)
            let end = min(edits.count - 1, group.last + context)
            var lines: [(kind: Hunk.Kind, line: Line)] = []
            var oldCount = 0
            var newCount = 0
            for edit in edits[start...end] {
                switch edit {
                case .equal(let a, _):
                    lines.append((.context, old[a]))
                    oldCount += 1
                    newCount += 1
                case .delete(let a):
                    lines.append((.removed, old[a]))
                    oldCount += 1
                case .insert(let b):
                    lines.append((.added, new[b]))
                    newCount += 1
                }
            }
            let label: String
            switch edits[group.first] {
            case .delete(let a): label = layoutOld.label(ofLine: a)
            case .insert(let b): label = layoutNew.label(ofLine: b)
            case .equal: label = ""
            }
            return Hunk(
                oldStart: oldBefore[start], oldCount: oldCount, newStart: newBefore[start], newCount: newCount,
                lines: lines, label: label)
        }
    }

    /// The differing part of each changed line of a hunk that has a counterpart (issue 39 item
    /// 3): in each run of removed then added lines, the k-th removed line and the k-th added one,
    /// when they are alike (`ComparedLines.alike`). By index in `hunk.lines`.
    public static func spans(of hunk: Hunk) -> [Int: Range<Int>] {
        var spans: [Int: Range<Int>] = [:]
        var index = 0
        let lines = hunk.lines
        while index < lines.count {
            guard lines[index].kind != .context else {
                index += 1
                continue
            }
            var removed: [Int] = []
            var added: [Int] = []
            while index < lines.count && lines[index].kind != .context {
                if lines[index].kind == .removed { removed.append(index) } else { added.append(index) }
                index += 1
            }
            for (old, new) in zip(removed, added) {
                let a = String(lines[old].line.text)
                let b = String(lines[new].line.text)
                guard ComparedLines.alike(a, b), let span = DifferingSpan(a, b) else { continue }
                spans[old] = span.old
                spans[new] = span.new
            }
        }
        return spans
    }

    /// The diff as text. With `color`, ANSI escapes mark headers, hunks, removals and additions,
    /// and the differing part of a changed line in reverse video.
    public func rendered(color: Bool = false) -> String {
        guard !hunks.isEmpty else { return "" }
        func paint(_ text: String, _ code: String) -> String {
            color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
        }
        func range(_ start: Int, _ count: Int) -> String {
            // GNU diff's convention: an empty range names the line before it; a count of 1 is implied.
            if count == 0 { return "\(start),0" }
            if count == 1 { return "\(start + 1)" }
            return "\(start + 1),\(count)"
        }
        var out = paint("--- \(oldName)", "1") + "\n" + paint("+++ \(newName)", "1") + "\n"
        for hunk in hunks {
            let label = hunk.label.isEmpty ? "" : " " + hunk.label
            out +=
                paint("@@ -\(range(hunk.oldStart, hunk.oldCount)) +\(range(hunk.newStart, hunk.newCount)) @@", "36")
                + label + "\n"
            let spans = color ? Self.spans(of: hunk) : [:]
            for (index, (kind, line)) in hunk.lines.enumerated() {
                var text = ASCII.escaped(String(line.text))
                // Offsets are the raw line's: marked only when escaping left it as it is.
                if let span = spans[index], text == String(line.text) {
                    text = DifferingSpan.wrap(text, span, open: "\u{1B}[7m", close: "\u{1B}[27m")
                }
                switch kind {
                case .context: out += " " + text + "\n"
                case .removed: out += paint("-" + text, "31") + "\n"
                case .added: out += paint("+" + text, "32") + "\n"
                }
                if !line.newline { out += "\\ No newline at end of file\n" }
            }
        }
        return out
    }
}
