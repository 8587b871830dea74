/// A scenario id or an id glob, as expectations files, `--fault` options and selections write
/// them: `*` any run of characters (`/` included), `?` one character, `[...]` one of a set
/// (`[a-z]` a range, `[!...]` or `[^...]` its complement, `]` first in the set is itself), `\`
/// takes the next character as it is; a plain id matches only itself. The same language as
/// POSIX `fnmatch` without flags, written in Swift so that the harness needs no C library call.
public enum IDPattern {
    /// Whether `pattern` has a character that makes it a glob.
    public static func isGlob(_ pattern: String) -> Bool {
        pattern.contains { "*?[".contains($0) }
    }

    /// Whether `id` matches `pattern`.
    public static func matches(_ pattern: String, _ id: String) -> Bool {
        guard isGlob(pattern) else { return pattern == id }
        return matches(Array(pattern.unicodeScalars)[...], Array(id.unicodeScalars)[...])
    }

    private static func matches(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        var p = pattern.startIndex
        var t = text.startIndex
        // Where to resume after the last `*`: the pattern after it, and the text it has taken.
        var star: (pattern: Int, text: Int)?
        while t < text.endIndex {
            if p < pattern.endIndex {
                switch pattern[p] {
                case "*":
                    star = (p + 1, t)
                    p += 1
                    continue
                case "?":
                    p += 1
                    t += 1
                    continue
                case "[":
                    if let (matched, next) = set(pattern, at: p, matching: text[t]) {
                        if matched {
                            p = next
                            t += 1
                            continue
                        }
                    } else if text[t] == "[" {
                        // No closing `]`: the `[` is itself.
                        p += 1
                        t += 1
                        continue
                    }
                case "\\" where p + 1 < pattern.endIndex:
                    if pattern[p + 1] == text[t] {
                        p += 2
                        t += 1
                        continue
                    }
                case let literal:
                    if literal == text[t] {
                        p += 1
                        t += 1
                        continue
                    }
                }
            }
            // A mismatch: let the last `*` take one more character, or fail.
            guard let resume = star else { return false }
            star = (resume.pattern, resume.text + 1)
            p = resume.pattern
            t = resume.text + 1
        }
        while p < pattern.endIndex && pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }

    /// The set that opens at `start` (a `[`): whether `scalar` is in it and the index after its
    /// `]`; nil when the set never closes.
    private static func set(
        _ pattern: ArraySlice<Unicode.Scalar>, at start: Int, matching scalar: Unicode.Scalar
    ) -> (Bool, Int)? {
        var i = start + 1
        var negated = false
        if i < pattern.endIndex && (pattern[i] == "!" || pattern[i] == "^") {
            negated = true
            i += 1
        }
        var found = false
        var first = true
        while i < pattern.endIndex {
            var low = pattern[i]
            if low == "]" && !first { return (found != negated, i + 1) }
            first = false
            if low == "\\" && i + 1 < pattern.endIndex {
                i += 1
                low = pattern[i]
            }
            if i + 2 < pattern.endIndex && pattern[i + 1] == "-" && pattern[i + 2] != "]" {
                var high = pattern[i + 2]
                i += 2
                if high == "\\" && i + 1 < pattern.endIndex {
                    i += 1
                    high = pattern[i]
                }
                if low.value <= scalar.value && scalar.value <= high.value { found = true }
            } else if low == scalar {
                found = true
            }
            i += 1
        }
        return nil
    }
}
