import AdSpecHarness
import AdSpecKit
import Foundation

/// Every site of the engine's sources, numbered: the schema's switch numbers them the same way.
package struct MutationPlan: Sendable {
    package struct File: Sendable {
        package var name: String
        package var source: String
        package var tokens: [SwiftToken]
    }

    package var files: [File]
    /// All sites, numbered by position, files in name order.
    package var sites: [MutationSite]
    /// The excluded files, copied into the schema as they are.
    package var verbatim: [String: String] = [:]

    /// The files left out, because no transcript can depend on them by construction: the
    /// hand-written mutants (Mutant.swift) are the kit's self-test; RenderSnapshot.swift copies the
    /// engine's frames for the HTML report's pictures after each render (`runRecordingRenders`,
    /// which the corpus run never calls; a test holds its transcripts equal to `run`'s, and the
    /// HTML report tests check the pictures).
    package static let excludedFiles: Set<String> = ["Mutant.swift", "RenderSnapshot.swift"]

    package init(files: [(name: String, source: String)]) throws(SwiftLexer.Failure) {
        var planned: [File] = []
        var sites: [MutationSite] = []
        for (name, source) in files.sorted(by: { $0.name < $1.name }) {
            let found: (tokens: [SwiftToken], sites: [MutationSite])
            do throws(SwiftLexer.Failure) {
                found = try SiteFinder.sites(file: name, source: source)
            } catch {
                throw SwiftLexer.Failure(line: error.line, message: "\(name): \(error.message)")
            }
            planned.append(File(name: name, source: source, tokens: found.tokens))
            sites.append(contentsOf: found.sites)
        }
        self.files = planned
        self.sites = sites
    }

    /// The engine folder's Swift files, but the excluded ones.
    package static func load(engineFolder: URL) throws(MechanicalMutationRun.Failure) -> MutationPlan {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: engineFolder.path)
                .filter { $0.hasSuffix(".swift") }.sorted()
        } catch {
            throw .init("cannot list \(engineFolder.path): \(error.localizedDescription)")
        }
        var files: [(String, String)] = []
        var verbatim: [String: String] = [:]
        for name in names {
            guard let data = FileManager.default.contents(atPath: engineFolder.appendingPathComponent(name).path) else {
                throw .init("cannot read \(name)")
            }
            let text = String(decoding: data, as: UTF8.self)
            if excludedFiles.contains(name) {
                verbatim[name] = text
            } else {
                files.append((name, text))
            }
        }
        do throws(SwiftLexer.Failure) {
            var plan = try MutationPlan(files: files)
            plan.verbatim = verbatim
            return plan
        } catch {
            throw .init("cannot read the engine's sources: \(error.message) (line \(error.line))")
        }
    }

    /// Every mutant of the sites not in `dropped`, in order.
    package func mutants(excluding dropped: Set<Int>) -> [MechanicalMutant] {
        sites.indices.filter { !dropped.contains($0) }.flatMap { site in
            (1...sites[site].variants.count).map { MechanicalMutant(site: site, variant: $0) }
        }
    }

    /// The schema's files for the sites not in `dropped`: each engine file rewritten, and the
    /// switch's own file.
    package func schema(excluding dropped: Set<Int>) -> Schema {
        var out = verbatim
        var columns: [Int: (line: Int, column: Int)] = [:]
        var start = 0
        var active: [(number: Int, site: MutationSite)] = []
        for file in files {
            let count = sites[start...].prefix { $0.file == file.name }.count
            let these = (start..<(start + count)).filter { !dropped.contains($0) }.map { ($0, sites[$0]) }
            let written = MutantSchema.rewriteWithColumns(source: file.source, tokens: file.tokens, sites: these)
            out[file.name] = written.text
            columns.merge(written.columns) { a, _ in a }
            active += these
            start += count
        }
        let runtime = MutantSchema.runtime(sites: active, siteCount: sites.count)
        var lines: [Int: Int] = [:]
        for (offset, line) in runtime.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // `func <~^~ …` and `infix operator <~^~ …` lines name their site's operator.
            guard let number = Self.siteNumber(inRuntimeLine: String(line)) else { continue }
            lines[offset + 1] = number
        }
        out[MutantSchema.runtimeFileName] = runtime
        return Schema(files: out, runtimeLines: lines, columns: columns)
    }

    /// The schema's files by name; the switch file's lines that declare a site's operator; where
    /// each site's code begins in its rewritten file.
    package struct Schema {
        package var files: [String: String]
        package var runtimeLines: [Int: Int]
        package var columns: [Int: (line: Int, column: Int)]
    }

    static func siteNumber(inRuntimeLine line: String) -> Int? {
        let words = line.split(separator: " ")
        let name: Substring
        if words.count >= 3, words[0] == "infix", words[1] == "operator" {
            name = words[2]
        } else if words.count >= 2, words[0] == "func" {
            name = words[1]
        } else {
            return nil
        }
        guard let tilde = name.lastIndex(where: { !"~^".contains($0) }) else { return nil }
        let code = name[name.index(after: tilde)...]
        guard code.first == "~", code.count >= 2 else { return nil }
        return Int(String(code.dropFirst().map { $0 == "^" ? "0" : "1" }), radix: 2)
    }
}

extension MutantSchema {
    package static let runtimeFileName = "__AdSpecMutantSchema.swift"
}

/// A deterministic choice of mutants: `--sample N --seed S` then `--shard i/n`.
package struct MutantSelection: Sendable, Hashable {
    package var sample: Int?
    package var seed: UInt64
    package var shard: (index: Int, count: Int)?

    package init(sample: Int? = nil, seed: UInt64 = 0, shard: (index: Int, count: Int)? = nil) {
        self.sample = sample
        self.seed = seed
        self.shard = shard
    }

    package static func == (a: Self, b: Self) -> Bool {
        a.sample == b.sample && a.seed == b.seed && a.shard?.index == b.shard?.index && a.shard?.count == b.shard?.count
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(sample)
        hasher.combine(seed)
        hasher.combine(shard?.index)
        hasher.combine(shard?.count)
    }

    /// The chosen mutants, in their order. The sample is a seeded Fisher-Yates draw over the
    /// list (SplitMix64), independent of the machine and of `-j`; shard i of n takes every n-th
    /// of what is left, starting at the i-th.
    package func apply(_ mutants: [MechanicalMutant]) -> [MechanicalMutant] {
        var chosen = mutants
        if let sample, sample < mutants.count {
            var generator = SplitMix64(seed: seed)
            var pool = mutants
            for i in 0..<sample {
                let j = i + Int(generator.next() % UInt64(pool.count - i))
                pool.swapAt(i, j)
            }
            chosen = pool[0..<sample].sorted()
        }
        if let shard {
            chosen = chosen.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
        }
        return chosen
    }

    /// `i/n`, 1 <= i <= n.
    package static func parseShard(_ text: String) -> (index: Int, count: Int)? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 1, i <= n else { return nil }
        return (i, n)
    }
}

/// SplitMix64 (Steele, Lea, Flood 2014): small, seeded, the same numbers everywhere.
package struct SplitMix64: Sendable {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
