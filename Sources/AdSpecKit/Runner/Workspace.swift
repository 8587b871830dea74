import Foundation

/// The folders a run works in, and how it names files in what it prints.
public struct Workspace: Sendable {
    public var specs: URL {
        didSet { folders = Folders(specs: specs, displayBase: displayBase) }
    }
    public var goldens: GoldenStore
    /// Printed paths are relative to this folder when inside it (the current directory for the
    /// command line, the package root for `swift test`).
    public var displayBase: URL {
        didSet { folders = Folders(specs: specs, displayBase: displayBase) }
    }
    /// The folders' paths as text, worked out once when a folder is set: a scenario's paths are
    /// made from them with string operations (issue 35, item 2: `URL.standardizedFileURL` per
    /// scenario and per path was most of what the split cost `verify`).
    private var folders: Folders

    private struct Folders: Sendable {
        /// The specs folder, and the folder that holds it (what the loader's paths are relative to).
        var specs: String
        var specsParent: String
        var displayBase: String

        init(specs: URL, displayBase: URL) {
            let specs = specs.standardizedFileURL
            self.specs = specs.path
            specsParent = specs.deletingLastPathComponent().path
            self.displayBase = displayBase.standardizedFileURL.path
        }
    }

    public init(specs: URL, goldens: GoldenStore, displayBase: URL) {
        self.specs = specs.standardizedFileURL
        self.goldens = goldens
        self.displayBase = displayBase.standardizedFileURL
        folders = Folders(specs: self.specs, displayBase: self.displayBase)
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
        display(path: url.standardizedFileURL.path)
    }

    /// A standardized absolute path relative to `displayBase` when inside it, else as it is.
    func display(path: String) -> String {
        Self.relative(path, to: folders.displayBase) ?? path
    }

    /// Where a scenario's file is and how it is named, worked out once (issue 35, item 2).
    public struct ScenarioPaths: Sendable, Hashable {
        /// The file's absolute, standardized URL.
        public var source: URL
        /// As printed (`display`): `Specs/native/x.xml` from the repository's folder.
        public var display: String
        /// As golden headers and source hashes name it (`Corpus.recordedPath`): `Specs/native/x.xml`.
        public var recorded: String
    }

    /// The scenario file's paths: one standardization of its URL, the rest string operations on
    /// the folders' paths.
    public func paths(of scenario: LoadedScenario) -> ScenarioPaths {
        let source = sourceURL(of: scenario)
        let path = source.path
        return ScenarioPaths(
            source: source, display: display(path: path),
            recorded: Corpus.recordedPath(ofStandardized: path, specs: folders.specs, specsParent: folders.specsParent))
    }

    /// The scenario file's absolute path (the loader may give it absolute or relative).
    public func sourceURL(of scenario: LoadedScenario) -> URL {
        if scenario.path.hasPrefix("/") { return URL(fileURLWithPath: scenario.path).standardizedFileURL }
        // The loader gives it relative to the folder that holds the specs folder.
        for base in [folders.specsParent, folders.specs] {
            let candidate = URL(fileURLWithPath: base + "/" + scenario.path).standardizedFileURL
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return URL(fileURLWithPath: scenario.path).standardizedFileURL
    }

    /// The scenario file as `Specs/` and its path below the scenario folder (`Specs/native/x.xml`),
    /// whatever that folder is called and wherever it is: the same on every machine and in every
    /// copy of the corpus. Written into golden headers (`Corpus.recordedPath`).
    public func sourcePath(of scenario: LoadedScenario) -> String {
        paths(of: scenario).recorded
    }

    /// The path of a file as printed in a diagnostic or annotation (for example `Specs/x.xml`).
    public func displaySource(of scenario: LoadedScenario) -> String {
        paths(of: scenario).display
    }

    static func relative(_ path: String, to base: String) -> String? {
        let base = base.hasSuffix("/") ? base : base + "/"
        guard path.hasPrefix(base) else { return nil }
        return String(path.dropFirst(base.count))
    }
}
