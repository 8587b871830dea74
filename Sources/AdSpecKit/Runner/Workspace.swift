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

    /// `display(_:)` of a file by its absolute path (an absolute file `URL`'s `path`), standardized
    /// on the text (`standardized(path:)`).
    func display(file path: String) -> String {
        display(path: Self.standardized(path: path))
    }

    /// Where a scenario's file is and how it is named, worked out once (issue 35, item 2).
    public struct ScenarioPaths: Sendable, Hashable {
        /// The file's absolute, standardized path.
        public var file: String
        /// As printed (`display`): `Specs/native/x.xml` from the repository's folder.
        public var display: String
        /// As golden headers and source hashes name it (`Corpus.recordedPath`): `Specs/native/x.xml`.
        public var recorded: String

        /// The file's absolute, standardized URL.
        public var source: URL { URL(fileURLWithPath: file) }
    }

    /// The scenario file's paths: string operations on its path and the folders' paths.
    public func paths(of scenario: LoadedScenario) -> ScenarioPaths {
        let file = sourceFile(of: scenario)
        return ScenarioPaths(
            file: file, display: display(path: file),
            recorded: Corpus.recordedPath(ofStandardized: file, specs: folders.specs, specsParent: folders.specsParent))
    }

    /// The scenario file's absolute URL (the loader may give it absolute or relative).
    public func sourceURL(of scenario: LoadedScenario) -> URL {
        URL(fileURLWithPath: sourceFile(of: scenario))
    }

    /// The scenario file's absolute, standardized path: the loader gives it relative to the folder
    /// that holds the specs folder, or absolute.
    func sourceFile(of scenario: LoadedScenario) -> String {
        if scenario.path.hasPrefix("/") { return Self.standardized(path: scenario.path) }
        for base in [folders.specsParent, folders.specs] {
            let candidate = Self.standardized(path: base + "/" + scenario.path)
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
        // Relative to the current folder.
        return URL(fileURLWithPath: scenario.path).standardizedFileURL.path
    }

    /// `URL(fileURLWithPath: path).standardizedFileURL.path` of an absolute `path`, worked out on
    /// its UTF-8 (`/` and `.` are single bytes there): empty and `.` components dropped, each `..`
    /// taking away the component before it (none above the root). Issue 35, item 2: through `URL`
    /// it cost some 36,000 instructions a call, two calls a scenario; `StringPathTests` compares
    /// the two.
    static func standardized(path: String) -> String {
        var path = path
        return path.withUTF8 { bytes in
            let slash = UInt8(ascii: "/")
            let dot = UInt8(ascii: ".")
            var kept: [Range<Int>] = []
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == slash {
                switch end - start {
                case 0: break
                case 1 where bytes[start] == dot: break
                case 2 where bytes[start] == dot && bytes[start + 1] == dot: _ = kept.popLast()
                default: kept.append(start..<end)
                }
                start = end + 1
            }
            guard !kept.isEmpty else { return "/" }
            var standardized: [UInt8] = []
            standardized.reserveCapacity(bytes.count + 1)
            for component in kept {
                standardized.append(slash)
                standardized.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[component]))
            }
            return String(decoding: standardized, as: UTF8.self)
        }
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
