import AdSpecHarness
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `IDPattern` is the language of POSIX `fnmatch` without flags, written in Swift for the
/// harness; here the two are held against each other where the C library exists.
@Suite("IDPattern")
struct IDPatternTests {
    static let patterns = [
        "native/*", "*", "*/*", "native/view-*-grace", "native/?iew*", "[ns]*", "[!n]*", "[^n]*", "[a-m]*/x",
        "n*e/*", "**", "*a*b*c", "[]]x", "[!]]x", "x[", "x[a", "a\\*b", "\\[x]", "[a-]z", "[-a]z", "slider/*-card*",
        "gma/ad-views-leave-out-of-order", "native/*/*", "?", "*?", "a*", "*a", "[[:alpha:]]x",
    ]
    static let ids = [
        "native/view-appears-within-grace", "native/basic-load", "slider/video-card", "gma/ad-views-leave-out-of-order",
        "a", "ab", "abc", "aXbYc", "]x", "x[", "x[a", "a*b", "axb", "[x]", "x", "-z", "az", "z", "", "native/a/b", "ax",
    ]

    @Test func plainIdsMatchOnlyThemselves() {
        #expect(IDPattern.matches("native/basic-load", "native/basic-load"))
        #expect(!IDPattern.matches("native/basic-load", "native/basic-load2"))
        #expect(!IDPattern.isGlob("native/basic-load"))
        #expect(IDPattern.isGlob("native/*"))
    }

    @Test func starMatchesASlash() {
        #expect(IDPattern.matches("*", "native/basic-load"))
        #expect(IDPattern.matches("n*d", "native/basic-load"))
    }

    #if canImport(Glibc) || canImport(Darwin)
        /// Every pattern against every id: the same answer as `fnmatch(pattern, id, 0)`. Character
        /// classes (`[[:alpha:]]`) are the one part of fnmatch IDPattern does not read; ids never need them.
        /// One test over the table, each issue naming its pattern and id (a case per pattern was a
        /// line each of the `swift test` log: issue 39, item 2).
        @Test func agreesWithFnmatch() {
            for pattern in Self.patterns where !pattern.contains("[:") {
                for id in Self.ids {
                    let expected = IDPattern.isGlob(pattern) ? fnmatch(pattern, id, 0) == 0 : pattern == id
                    #expect(IDPattern.matches(pattern, id) == expected, "pattern \(pattern) id \(id)")
                }
            }
        }
    #endif
}
