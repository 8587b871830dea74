import Testing

@testable import AdSpecHarness
@testable import AdSpecKit
@testable import AdSpecSelfTest

@Suite("Mechanical mutation: sites and the schema")
struct SiteFinderTests {
    static let source = """
        /// A comment with a < b and x += 1.
        struct Counter {
            var count = 0
            var limit: Int { 3 }

            mutating func add(_ n: Int, label: String) {
                if count < limit && n >= 1 {
                    count += n
                }
                guard label != "none", let first = label.first else { return }
                emit("\\(label) < \\(count + 1)", first == "x" || isSpecial)
                let values = Array<Int>(repeating: 2, count: n)
                total = values.map { $0 * 2 }.reduce(0, +) - count / 2
            }

            func isOver() -> Bool { count > limit }
        }
        """

    func sites() throws -> [MutationSite] { try SiteFinder.sites(file: "Counter.swift", source: Self.source).sites }

    @Test func eachOperatorGivesItsMutations() throws {
        let sites = try sites()
        func variants(_ label: String, _ occurrence: Int = 1) -> [String]? {
            sites.first { $0.label == label && $0.occurrence == occurrence && $0.kind != .condition }?.variants
        }
        #expect(variants("<") == ["<=", ">="])
        #expect(variants(">=") == [">", "<"])
        #expect(variants(">") == [">=", "<="])
        #expect(variants("!=") == ["=="])
        #expect(variants("==") == ["!="])
        #expect(variants("&&") == ["||"])
        #expect(variants("||") == ["&&"])
        #expect(variants("+=") == ["-="])
        #expect(variants("*") == ["/"])
        #expect(variants("-") == ["+"])
        #expect(variants("/") == ["*"])
        #expect(variants("2") == ["3", "1", "0"])
        #expect(variants("0") == ["1", "-1"])
        #expect(variants("1") == ["2", "0"])
    }

    @Test func stringsCommentsGenericsAndDeclarationsAreUntouched() throws {
        let sites = try sites()
        // The comment's `<` and `+=`, the string's `<` and `+`, `Array<Int>`, `reduce(0, +)`.
        #expect(sites.filter { $0.label == "<" }.count == 1)
        #expect(sites.filter { $0.label == "+=" }.count == 1)
        #expect(!sites.contains { $0.label == "+" })
        #expect(sites.filter { $0.label == ">" }.count == 1)
    }

    @Test func conditionsStatementsAndEntries() throws {
        let sites = try sites()
        let conditions = sites.filter { $0.kind == .condition }
        #expect(conditions.map(\.code) == ["count < limit && n >= 1", "label != \"none\""])
        #expect(conditions.allSatisfy { $0.variants == ["negate", "remove"] })
        let statements = sites.filter { $0.kind == .statement }.map(\.code)
        #expect(statements.contains("count += n"))
        #expect(statements.contains { $0.hasPrefix("emit(") })
        #expect(statements.contains { $0.hasPrefix("total = values.map") })
        // A closure's or a getter's one expression is its value: not removable.
        #expect(!statements.contains("$0 * 2"))
        #expect(!statements.contains("count > limit"))
        let entries = sites.filter { $0.kind == .earlyReturn }
        #expect(entries.map(\.scope) == ["Counter.add(_:label:)"])
        #expect(sites.first { $0.label == "<" }?.scope == "Counter.add(_:label:)")
        #expect(sites.first { $0.label == ">" }?.scope == "Counter.isOver()")
    }

    @Test func keysHaveNoLineNumbers() throws {
        let site = try sites().first { $0.label == "<" }!
        #expect(site.key(variant: 1) == "Counter.swift | Counter.add(_:label:) | < #1 | <=")
        let shifted = try SiteFinder.sites(file: "Counter.swift", source: "// a new first line\n\n" + Self.source).sites
        #expect(shifted.first { $0.label == "<" }?.key(variant: 1) == site.key(variant: 1))
        #expect(shifted.first { $0.label == "<" }?.line == site.line + 2)
    }

    @Test func exclusivityAttributesLeaveAPropertysSitesAsTheyAre() throws {
        let plain = """
            final class Model {
                var count = 0
                private(set) var total = 1 { didSet { version &+= 1 } }
                var version = 2
            }
            """
        let attributed = plain.replacingOccurrences(of: "    var ", with: "    @exclusivity(unchecked) var ")
            .replacingOccurrences(of: "    private(set) var ", with: "    @exclusivity(unchecked) private(set) var ")
        #expect(attributed != plain)
        let keys = { (source: String) in
            try SiteFinder.sites(file: "Model.swift", source: source).sites.map { site in
                site.variants.indices.map { site.key(variant: $0 + 1) }
            }
        }
        #expect(try keys(attributed) == keys(plain))
        #expect(try !keys(plain).isEmpty)
    }

    @Test func theHandWrittenMutantsSwitchesAreLeftAlone() throws {
        let source = """
            extension Simulation {
                func f(x: Int) {
                    if x > 1 && mutated(.someBug) {
                        emit(.a)
                    }
                    guard x < 9 || mutated(.other) else { return }
                    emit(.b)
                    if y >= 2 && !(mutated(.third) && z != 4) { emit(.c) }
                }
            }
            """
        let sites = try SiteFinder.sites(file: "S.swift", source: source).sites
        #expect(!sites.contains { $0.code == "emit(.a)" })
        #expect(!sites.contains { $0.label == "||" })
        #expect(sites.filter { $0.label == "&&" }.map(\.line) == [8])
        #expect(sites.contains { $0.code == "emit(.b)" })
        #expect(sites.contains { $0.kind == .condition && $0.label == "guard" })
        // Operands joined to a mutant's switch by `&&` only count when the mutant is on.
        #expect(!sites.contains { $0.label == ">" || $0.label == "1" || $0.label == "!=" || $0.label == "4" })
        #expect(sites.contains { $0.label == "<" } && sites.contains { $0.label == ">=" } && sites.contains { $0.label == "2" })
    }

    @Test func theSchemaKeepsLinesAndWrapsEachSite() throws {
        let found = try SiteFinder.sites(file: "Counter.swift", source: Self.source)
        let numbered = found.sites.enumerated().map { ($0.offset, $0.element) }
        let schema = MutantSchema.rewrite(source: Self.source, tokens: found.tokens, sites: numbered)
        #expect(schema.split(separator: "\n", omittingEmptySubsequences: false).count
            == Self.source.split(separator: "\n", omittingEmptySubsequences: false).count)
        let lessSite = found.sites.firstIndex { $0.label == "<" }!
        #expect(schema.contains("count \(MutantSchema.operatorName("<", site: lessSite)) limit"))
        #expect(schema.contains("__adspecCondition("))
        #expect(schema.contains("if __adspecMutant("))
        #expect(schema.contains("/// A comment with a < b and x += 1."))
        #expect(schema.contains("emit(\"\\(label) < \\(count + 1)\""))
        #expect(schema.contains("Array<Int>(repeating: __adspecInteger("))
        let runtime = MutantSchema.runtime(sites: numbered, siteCount: numbered.count)
        #expect(runtime.contains("infix operator \(MutantSchema.operatorName("<", site: lessSite)) : ComparisonPrecedence"))
        #expect(MutationPlan.siteNumber(inRuntimeLine: "func \(MutantSchema.operatorName("<=", site: 37)) <T") == 37)
        #expect(MutationPlan.siteNumber(inRuntimeLine: "infix operator \(MutantSchema.operatorName("-=", site: 1)) : X") == 1)
    }

    @Test func mutatedCodeShowsTheChange() throws {
        let sites = try sites()
        let less = sites.first { $0.label == "<" }!
        #expect(less.mutatedCode(variant: 1) == "if count <= limit && n >= 1 {")
        let condition = sites.first { $0.kind == .condition }!
        #expect(condition.mutatedCode(variant: 1) == "!(count < limit && n >= 1)")
        #expect(condition.mutatedCode(variant: 2) == "true")
    }
}
