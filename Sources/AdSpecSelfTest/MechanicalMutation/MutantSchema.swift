import AdSpecHarness
import AdSpecKit
/// Writes the mutant schema: every engine file with each site guarded by the run-time switch
/// (`__adspecMutant(site)` is 0 for the original code, else the number of the active mutation),
/// and the switch itself. Lines stay where they were in the original file, so the compiler's
/// `file:line:column` of an error names the site it rejects.
///
/// - an operator becomes a per-site operator of the same precedence (`a < b` is `a <~^~ b`),
///   whose function picks the original or the mutated operation; operands are not re-parsed;
/// - a literal `5` becomes `__adspecInteger(site, 5, 6, 4, 0)`;
/// - a condition clause `c` becomes `__adspecCondition(site, c)` (negated, or always true);
/// - a statement `s` becomes `if __adspecMutant(site) == 0 { s }`;
/// - a function entry gets `if __adspecMutant(site) != 0 { return };` after its `{`.
package enum MutantSchema {
    /// The operator that stands for `original` at `site`: the original followed by the site's
    /// number in binary, `^` for 0 and `~` for 1 (characters no engine operator uses).
    package static func operatorName(_ original: String, site: Int) -> String {
        original + "~" + String(site, radix: 2).map { $0 == "0" ? "^" : "~" }.joined()
    }

    /// The rewritten file. `sites` are this file's sites with their global numbers.
    package static func rewrite(source: String, tokens: [SwiftToken], sites: [(number: Int, site: MutationSite)]) -> String {
        rewriteWithColumns(source: source, tokens: tokens, sites: sites).text
    }

    /// The rewritten file, and where each site's code begins in it (line, 1-based byte column).
    package static func rewriteWithColumns(
        source: String, tokens: [SwiftToken], sites: [(number: Int, site: MutationSite)]
    ) -> (text: String, columns: [Int: (line: Int, column: Int)]) {
        var starts: [Int: [Int]] = [:]
        for (number, site) in sites {
            starts[site.kind == .earlyReturn ? site.firstToken : site.firstToken, default: []].append(number)
        }
        var prefixes: [Int: [(span: Int, text: String)]] = [:]
        var suffixes: [Int: [(span: Int, text: String)]] = [:]
        var replacements: [Int: String] = [:]
        for (number, site) in sites {
            let span = site.lastToken - site.firstToken
            switch site.kind {
            case .relational, .equality, .logical, .arithmetic, .compoundAssignment:
                replacements[site.firstToken] = operatorName(tokens[site.firstToken].text, site: number)
            case .integer:
                let values = ([site.label] + site.variants).joined(separator: ", ")
                replacements[site.firstToken] = "__adspecInteger(\(number), \(values))"
            case .condition:
                prefixes[site.firstToken, default: []].append((span, "__adspecCondition(\(number), "))
                suffixes[site.lastToken, default: []].append((span, ")"))
            case .statement:
                prefixes[site.firstToken, default: []].append((span, "if __adspecMutant(\(number)) == 0 { "))
                suffixes[site.lastToken, default: []].append((span, " }"))
            case .earlyReturn:
                suffixes[site.firstToken, default: []].append((Int.max, " if __adspecMutant(\(number)) != 0 { return };"))
            }
        }
        let bytes = Array(source.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 2)
        var position = 0
        var columns: [Int: (line: Int, column: Int)] = [:]
        var line = 1
        var lineStart = 0
        func append<S: Sequence>(_ chunk: S) where S.Element == UInt8 {
            for byte in chunk {
                out.append(byte)
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = out.count
                }
            }
        }
        for (i, token) in tokens.enumerated() {
            append(bytes[position..<token.start])
            for number in starts[i] ?? [] { columns[number] = (line, out.count - lineStart + 1) }
            // Outer wrappers open first and close last.
            for prefix in (prefixes[i] ?? []).sorted(by: { $0.span > $1.span }) { append(prefix.text.utf8) }
            if let replacement = replacements[i] {
                append(replacement.utf8)
            } else {
                append(bytes[token.start..<token.end])
            }
            for suffix in (suffixes[i] ?? []).sorted(by: { $0.span < $1.span }) { append(suffix.text.utf8) }
            position = token.end
        }
        append(bytes[position...])
        return (String(decoding: out, as: UTF8.self), columns)
    }

    static let precedence: [String: String] = [
        "<": "ComparisonPrecedence", "<=": "ComparisonPrecedence", ">": "ComparisonPrecedence",
        ">=": "ComparisonPrecedence", "==": "ComparisonPrecedence", "!=": "ComparisonPrecedence",
        "&&": "LogicalConjunctionPrecedence", "||": "LogicalDisjunctionPrecedence",
        "+": "AdditionPrecedence", "-": "AdditionPrecedence", "*": "MultiplicationPrecedence",
        "/": "MultiplicationPrecedence", "+=": "AssignmentPrecedence", "-=": "AssignmentPrecedence",
    ]

    /// The switch and the per-site operators: a Swift file added to the engine's copy.
    package static func runtime(sites: [(number: Int, site: MutationSite)], siteCount: Int) -> String {
        var text = """
            // Generated by `adspec mutate` into the mutant schema's copy of the engine; never part of
            // the engine's own sources (Documentation/MechanicalMutation.md).

            // The switch is plain memory behind two constant pointers: an executed site costs two
            // loads, two stores and a compare (no array copy-on-write, no exclusivity check).
            // __adspecSwitch: [0] the active site, [1] its variant, [2] the sites executed since
            // the step count was last set, [3] the most that may execute before the run is a hang.
            nonisolated(unsafe) let __adspecSwitch: UnsafeMutablePointer<Int> = {
                let switches = UnsafeMutablePointer<Int>.allocate(capacity: 4)
                switches.initialize(repeating: 0, count: 4)
                switches[0] = -1
                switches[3] = Int.max
                return switches
            }()
            nonisolated(unsafe) let __adspecHits: UnsafeMutablePointer<Bool> = {
                let hits = UnsafeMutablePointer<Bool>.allocate(capacity: \(max(siteCount, 1)))
                hits.initialize(repeating: false, count: \(max(siteCount, 1)))
                return hits
            }()
            nonisolated(unsafe) var __adspecOverrun: () -> Never = { fatalError("over the step budget") }

            @inline(__always) func __adspecMutant(_ site: Int) -> Int {
                let switches = __adspecSwitch
                __adspecHits[site] = true
                switches[2] &+= 1
                if switches[2] > switches[3] { __adspecOverrun() }
                return site == switches[0] ? switches[1] : 0
            }

            @inline(__always) func __adspecCondition(_ site: Int, _ value: @autoclosure () throws -> Bool) rethrows -> Bool {
                switch __adspecMutant(site) {
                case 1: return try !value()
                case 2: return true
                default: return try value()
                }
            }

            // One function per number of variants (a literal has one to three): a variadic
            // parameter would allocate an array at every executed literal.
            @inline(__always) func __adspecInteger<T: ExpressibleByIntegerLiteral>(_ site: Int, _ value: T, _ v1: T) -> T {
                __adspecMutant(site) == 1 ? v1 : value
            }

            @inline(__always) func __adspecInteger<T: ExpressibleByIntegerLiteral>(_ site: Int, _ value: T, _ v1: T, _ v2: T) -> T {
                switch __adspecMutant(site) {
                case 1: return v1
                case 2: return v2
                default: return value
                }
            }

            @inline(__always) func __adspecInteger<T: ExpressibleByIntegerLiteral>(
                _ site: Int, _ value: T, _ v1: T, _ v2: T, _ v3: T
            ) -> T {
                switch __adspecMutant(site) {
                case 1: return v1
                case 2: return v2
                case 3: return v3
                default: return value
                }
            }

            /// The worker's handle on the switch.
            public enum AdSpecMutantSchema {
                public static let siteCount = \(siteCount)

                public static func activate(site: Int, variant: Int) {
                    __adspecSwitch[0] = site
                    __adspecSwitch[1] = variant
                }

                public static func resetHits() {
                    __adspecHits.update(repeating: false, count: \(max(siteCount, 1)))
                }

                public static func hits() -> [Int] {
                    (0..<\(max(siteCount, 1))).filter { __adspecHits[$0] }
                }

                /// The sites executed since the last `limitSteps`.
                public static var steps: Int { __adspecSwitch[2] }

                /// Counts executed sites from zero; past `limit`, `overrun` is called (it does not return).
                public static func limitSteps(_ limit: Int) {
                    __adspecSwitch[2] = 0
                    __adspecSwitch[3] = limit
                }

                public static func onOverrun(_ overrun: @escaping () -> Never) {
                    __adspecOverrun = overrun
                }
            }

            """
        for (number, site) in sites {
            let original: String
            switch site.kind {
            case .relational, .equality, .logical, .arithmetic, .compoundAssignment: original = site.label
            default: continue
            }
            let name = operatorName(original, site: number)
            text += "\ninfix operator \(name) : \(precedence[original]!)\n"
            text += declarations(name: name, site: site, number: number)
        }
        return text
    }

    /// The functions of one site's operator.
    static func declarations(name: String, site: MutationSite, number: Int) -> String {
        func body(_ l: String, _ r: String) -> String {
            let cases = site.variants.enumerated().map { "case \($0.offset + 1): return \(l) \($0.element) \(r)" }
                .joined(separator: "; ")
            return "switch __adspecMutant(\(number)) { \(cases); default: return \(l) \(site.label) \(r) }"
        }
        switch site.kind {
        case .relational:
            return "func \(name) <T: Comparable>(l: T, r: T) -> Bool { \(body("l", "r")) }\n"
        case .equality:
            if site.comparesWithNil {
                return "func \(name) <T>(l: T?, r: _OptionalNilComparisonType) -> Bool { \(body("l", "nil")) }\n"
            }
            return "func \(name) <T: Equatable>(l: T, r: T) -> Bool { \(body("l", "r")) }\n"
        case .logical:
            return
                "func \(name) (l: Bool, r: @autoclosure () throws -> Bool) rethrows -> Bool { \(body("try l", "r()")) }\n"
        case .arithmetic where site.label == "+" || site.label == "-":
            return "func \(name) <T: AdditiveArithmetic>(l: T, r: T) -> T { \(body("l", "r")) }\n"
        case .arithmetic:
            return "func \(name) <T: BinaryInteger>(l: T, r: T) -> T { \(body("l", "r")) }\n"
                + "func \(name) <T: FloatingPoint>(l: T, r: T) -> T { \(body("l", "r")) }\n"
        case .compoundAssignment:
            let cases = site.variants.enumerated().map { "case \($0.offset + 1): l \($0.element) r" }.joined(separator: "; ")
            return
                "func \(name) <T: AdditiveArithmetic>(l: inout T, r: T) { switch __adspecMutant(\(number)) { \(cases); default: l \(site.label) r } }\n"
        default:
            return ""
        }
    }
}
