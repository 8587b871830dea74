import Testing

@testable import AdSpecHarness
@testable import AdSpecKit
@testable import AdSpecSelfTest

@Suite("Mechanical mutation: equivalents file, sample and shard")
struct EquivalentsAndSelectionTests {
    @Test func entriesParseWithTheirLines() {
        let text = """
            # comment
            A.swift | T.f() | < #1 | <= | the two are never equal here
            A.swift | T.f() | || #2 | && | both sides are the same value | even with a bar
            """
        let (list, errors) = EquivalentMutants.parse(text, path: "Specs/Mutation/equivalent.txt")
        #expect(errors.isEmpty)
        #expect(list.entries.map(\.line) == [2, 3])
        #expect(list.entries[1].key == "A.swift | T.f() | || #2 | &&")
        #expect(list.entries[1].reason == "both sides are the same value | even with a bar")
    }

    @Test func malformedEntriesAreErrorsWithFileAndLine() {
        let text = "A.swift | T.f() | < #1 | <=\nA.swift | T.f() | < #1 | <= | r\nA.swift | T.f() | < #1 | <= | again\n"
        let (_, errors) = EquivalentMutants.parse(text, path: "eq.txt")
        #expect(errors.count == 2)
        #expect(errors[0].hasPrefix("eq.txt:1: error: expected"))
        #expect(errors[1] == "eq.txt:3: error: the mutant is listed twice (first at line 2)")
    }

    @Test func aListedMutantThatIsKilledOrGoneIsAnError() {
        let (list, _) = EquivalentMutants.parse(
            "A.swift | T.f() | < #1 | <= | r\nA.swift | T.g() | + #1 | - | r\nA.swift | T.f() | == #1 | != | r\n", path: "eq.txt")
        let problems = list.problems(
            existing: ["A.swift | T.f() | < #1 | <=", "A.swift | T.f() | == #1 | !="],
            killedBy: ["A.swift | T.f() | < #1 | <=": "native/basic"])
        #expect(
            problems == [
                "eq.txt:1: error: listed as equivalent but killed by native/basic (remove the entry): A.swift | T.f() | < #1 | <=",
                "eq.txt:2: error: no such mutant (the code changed?): A.swift | T.g() | + #1 | -",
            ])
    }

    @Test func aKnownSurvivorThatIsKilledIsAnErrorAndNoMutantIsInBothLists() {
        let (known, _) = EquivalentMutants.parse(
            "A.swift | T.f() | < #1 | <= | left: no scenario reaches the margin yet\nA.swift | T.f() | == #1 | != | left\n",
            path: "known.txt", listedAs: "a known survivor")
        #expect(
            known.problems(existing: ["A.swift | T.f() | < #1 | <=", "A.swift | T.f() | == #1 | !="],
                killedBy: ["A.swift | T.f() | == #1 | !=": "native/margin"])
                == ["known.txt:2: error: listed as a known survivor but killed by native/margin (remove the entry): A.swift | T.f() | == #1 | !="])
        let (equivalent, _) = EquivalentMutants.parse("A.swift | T.f() | < #1 | <= | never equal\n", path: "eq.txt")
        #expect(
            equivalent.overlaps(known)
                == ["known.txt:1: error: also listed in eq.txt:1 (equivalent or known survivor, not both): A.swift | T.f() | < #1 | <="])
    }

    static let mutants = (0..<50).flatMap { site in (1...2).map { MechanicalMutant(site: site, variant: $0) } }

    @Test func theSampleIsDeterministicSortedAndSeeded() {
        let a = MutantSelection(sample: 10, seed: 1).apply(Self.mutants)
        let b = MutantSelection(sample: 10, seed: 1).apply(Self.mutants)
        let c = MutantSelection(sample: 10, seed: 2).apply(Self.mutants)
        #expect(a == b)
        #expect(a != c)
        #expect(a.count == 10 && Set(a).count == 10)
        #expect(a == a.sorted())
        #expect(MutantSelection(sample: 500, seed: 1).apply(Self.mutants) == Self.mutants)
        // Pinned: the same seed gives the same mutants on every machine.
        var generator = SplitMix64(seed: 1)
        #expect(generator.next() == 0x910A_2DEC_8902_5CC1)
    }

    @Test func shardsPartitionTheSelection() {
        let selection = MutantSelection(sample: 33, seed: 7).apply(Self.mutants)
        let shards = (1...4).map { MutantSelection(sample: 33, seed: 7, shard: ($0, 4)).apply(Self.mutants) }
        #expect(shards.flatMap { $0 }.sorted() == selection)
        #expect(Set(shards.flatMap { $0 }).count == 33)
        #expect(shards.map(\.count) == [9, 8, 8, 8])
        #expect(MutantSelection.parseShard("2/3")! == (2, 3))
        #expect(MutantSelection.parseShard("0/3") == nil)
        #expect(MutantSelection.parseShard("4/3") == nil)
        #expect(MutantSelection.parseShard("x") == nil)
    }
}
