import Foundation

/// The folders a run works in, and how it names files in what it prints.
public struct Workspace: Sendable {
    public var specs: URL
    public var goldens: GoldenStore
    /// Printed paths are relative to this folder when inside it (the current directory for the
    /// command line, the package root for `swift test`).
    public var displayBase: URL

    public init(specs: URL, goldens: GoldenStore, displayBase: URL) {
        self.specs = specs.standardizedFileURL
        self.goldens = goldens
        self.displayBase = displayBase.standardizedFileURL
    }

    /// Walks up from `start` to the nearest folder that holds `Package.swift`.
    public static func packageRoot(from start: URL) -> URL? {
        var folder = start.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// `url` relative to `displayBase` when inside it, else absolute.
    public func display(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        return Self.relative(path, to: displayBase.path) ?? path
    }

    /// The scenario file's absolute path (the loader may give it absolute or relative).
    public func sourceURL(of scenario: LoadedScenario) -> URL {
        if scenario.path.hasPrefix("/") { return URL(fileURLWithPath: scenario.path).standardizedFileURL }
        // The loader gives it relative to the folder that holds the specs folder.
        for base in [specs.deletingLastPathComponent(), specs] {
            let candidate = base.appendingPathComponent(scenario.path).standardizedFileURL
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return URL(fileURLWithPath: scenario.path).standardizedFileURL
    }

    /// The scenario file as `Specs/` and its path below the scenario folder (`Specs/native/x.xml`),
    /// whatever that folder is called and wherever it is: the same on every machine and in every
    /// copy of the corpus. Written into golden headers (`Corpus.recordedPath`).
    public func sourcePath(of scenario: LoadedScenario) -> String {
        Corpus.recordedPath(of: sourceURL(of: scenario), specs: specs)
    }

    /// The path of a file as printed in a diagnostic or annotation (for example `Specs/x.xml`).
    public func displaySource(of scenario: LoadedScenario) -> String {
        display(sourceURL(of: scenario))
    }

    static func relative(_ path: String, to base: String) -> String? {
        let base = base.hasSuffix("/") ? base : base + "/"
        guard path.hasPrefix(base) else { return nil }
        return String(path.dropFirst(base.count))
    }
}
