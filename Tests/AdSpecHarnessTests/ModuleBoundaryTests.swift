import AdSpecTestSupport
import Foundation
import Testing

/// The package's split by audience (Documentation/StyleGuide.md, "Modules and dependencies"),
/// checked on the sources themselves so that a change that breaks it fails here, not in an SDK
/// team's test target on a platform this machine cannot build.
@Suite("Module boundaries")
struct ModuleBoundaryTests {
    static let sources = Repository.root.appendingPathComponent("Sources")

    /// The Swift files of one module, as (path relative to the package root, text).
    static func swiftFiles(of module: String) throws -> [(path: String, text: String)] {
        let folder = sources.appendingPathComponent(module)
        let walker = try #require(FileManager.default.enumerator(atPath: folder.path))
        var files: [(String, String)] = []
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
            files.append(("Sources/\(module)/\(relative)", text))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// What another implementation's test target links builds wherever Foundation does: it
    /// imports the engine and Foundation only, and calls nothing that exists on one platform
    /// alone (`Process` is absent on iOS; Glibc and Darwin are one platform each).
    @Test func theHarnessImportsTheEngineAndFoundationOnly() throws {
        let files = try Self.swiftFiles(of: "AdSpecHarness")
        #expect(!files.isEmpty)
        for (path, text) in files {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("import ") || code.hasPrefix("@testable import ") || code.hasPrefix("@preconcurrency import ") {
                    let module = code.split(separator: " ").last.map(String.init) ?? ""
                    #expect(["AdSpecEngine", "Foundation"].contains(module), "\(path):\(number + 1): imports \(module)")
                }
                for call in ["Process(", "Glibc.", "Darwin.", "fnmatch(", "DispatchQueue"] where code.contains(call) {
                    Issue.record("\(path):\(number + 1): calls \(call), which the harness must not (it runs in an Apple test target)")
                }
            }
        }
    }

    /// The manifest gives the harness the engine alone (no libxml2, no ArgumentParser).
    @Test func theManifestGivesTheHarnessTheEngineAlone() throws {
        let manifest = try String(contentsOf: Repository.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".target(name: "AdSpecHarness", dependencies: ["AdSpecEngine"])"#))
        #expect(manifest.contains(#".library(name: "AdSpecHarness", targets: ["AdSpecHarness"])"#))
    }

    /// The packaged corpus links the harness alone, so a test target that must not read XML links
    /// it with AdSpecHarness (issue 37, item 1); the example's harness-only test imports no more.
    @Test func theCorpusProductLinksTheHarnessAlone() throws {
        let manifest = try String(contentsOf: Repository.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#"name: "AdSpecCorpus", dependencies: ["AdSpecEngine", "AdSpecHarness"], path: ".""#))
        #expect(manifest.contains(#"name: "MySDKHarnessOnlyTests", dependencies: ["MySDKHostAdapter", "AdSpecHarness", "AdSpecCorpus"]"#))
        let allowed = ["AdSpecCorpus": ["AdSpecHarness", "Foundation"], "MySDKHarnessOnlyTests": ["AdSpecCorpus", "AdSpecHarness", "MySDKHostAdapter", "Testing"]]
        for (module, file) in [
            ("AdSpecCorpus", "Sources/AdSpecCorpus/PackagedCorpus.swift"),
            ("MySDKHarnessOnlyTests", "Examples/SDKTestTarget/Tests/MySDKHarnessOnlyTests/MySDKHarnessOnlyTests.swift"),
        ] {
            let text = try String(contentsOf: Repository.root.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("import ") {
                let imported = String(line.dropFirst("import ".count))
                #expect(allowed[module, default: []].contains(imported), "\(file): imports \(imported)")
            }
        }
    }

    /// The platform floor (Documentation/YourImplementation.md#platforms): the manifest declares
    /// macOS 13 / iOS 16, and nothing in the package's sources or tests imports Synchronization,
    /// whose `Mutex` and `Atomic` would need macOS 15 / iOS 18 (the kit's `Lock` stands for them).
    @Test func thePlatformFloorIsNotRaisedBySynchronization() throws {
        let manifest = try String(contentsOf: Repository.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("platforms: [.macOS(.v13), .iOS(.v16)]"))
        for folder in ["Sources", "Tests", "Examples"] {
            let root = Repository.root.appendingPathComponent(folder)
            let walker = try #require(FileManager.default.enumerator(atPath: root.path))
            while let relative = walker.nextObject() as? String {
                guard relative.hasSuffix(".swift"), !relative.contains(".build/") else { continue }
                let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where line.trimmingCharacters(in: .whitespaces).hasSuffix("import Synchronization") {
                    Issue.record("\(folder)/\(relative):\(number + 1): imports Synchronization (macOS 15 / iOS 18)")
                }
            }
        }
    }

    /// No module grows past 12,000 lines: past that, it holds more than one audience.
    @Test(arguments: ["AdSpecEngine", "AdSpecHarness", "AdSpecHTML", "AdSpecKit", "AdSpecNib", "AdSpecSelfTest", "adspec"])
    func noModuleIsOver12000Lines(_ module: String) throws {
        let lines = try Self.swiftFiles(of: module).reduce(0) { $0 + $1.text.split(separator: "\n", omittingEmptySubsequences: false).count }
        #expect(lines <= 12_000, "Sources/\(module) has \(lines) lines")
    }

    /// The code carries no tricks whose benefit no user notices, and its comments say the rule or
    /// the reason, never the session that wrote them (history lives in git).
    @Test func noUncheckedExclusivityAndNoChangelogComments() throws {
        let modules = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).sorted()
        let history = try Regex(#"(?i)\b(session|round) [0-9]+"#)
        for module in modules {
            for (path, text) in try Self.swiftFiles(of: module) {
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let code = line.trimmingCharacters(in: .whitespaces)
                    // The mutation tool's lexer names the attribute to skip it in engine code.
                    if code.hasPrefix("@exclusivity(unchecked)") {
                        Issue.record("\(path):\(number + 1): @exclusivity(unchecked)")
                    }
                    if code.hasPrefix("//"), code.contains(history) {
                        Issue.record("\(path):\(number + 1): a changelog comment: \(code)")
                    }
                }
            }
        }
    }
}
