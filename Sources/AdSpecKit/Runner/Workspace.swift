import Foundation

/// The folders a run works in, and how it names files in what it prints.
public struct Workspace: Sendable {
    public var specs: URL { didSet { paths = Paths(specs: specs, displayBase: displayBase) } }
    public var goldens: GoldenStore
    /// Printed paths are relative to this folder when inside it (the current directory for the
    /// command line, the package root for `swift test`).
    public var displayBase: URL { didSet { paths = Paths(specs: specs, displayBase: displayBase) } }

    /// The folders' paths as the `URL` methods below work them out, made once (and again when a
    /// folder changes), so that what is done per scenario is string work on them.
    private var paths: Paths

    private struct Paths: Sendable {
        /// `displayBase.path`.
        var displayBase: String
        /// `specs.deletingLastPathComponent().path` and `specs.path`: where `sourceURL` looks.
        var sourceBases: [String]
        /// `specs.standardizedFileURL.path` with a `/`: `Corpus.recordedPath`'s folder.
        var recordedFolder: String
        /// `Corpus.displayPath`'s base: the standardized parent of the standardized specs, with a `/`.
        var displayFolder: String

        init(specs: URL, displayBase: URL) {
            self.displayBase = displayBase.path
            sourceBases = [specs.deletingLastPathComponent().path, specs.path]
            let standard = specs.standardizedFileURL
            recordedFolder = Self.folder(standard.path)
            displayFolder = Self.folder(standard.deletingLastPathComponent().standardizedFileURL.path)
        }

        private static func folder(_ path: String) -> String { path.hasSuffix("/") ? path : path + "/" }
    }

    public init(specs: URL, goldens: GoldenStore, displayBase: URL) {
        self.specs = specs.standardizedFileURL
        self.goldens = goldens
        self.displayBase = displayBase.standardizedFileURL
        paths = Paths(specs: self.specs, displayBase: self.displayBase)
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
        Self.relative(url.standardizedFileURL.path, to: displayBase.path) ?? url.standardizedFileURL.path
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
        // `Corpus.recordedPath(of: sourceURL(of: scenario), specs: specs)` on strings.
        recordedPath(of: sourceFilePath(of: scenario))
    }

    /// The path of a file as printed in a diagnostic or annotation (for example `Specs/x.xml`).
    public func displaySource(of scenario: LoadedScenario) -> String {
        // `display(sourceURL(of: scenario))` on strings.
        display(path: sourceFilePath(of: scenario))
    }

    // MARK: - The same on string paths (once per scenario, no URL)

    /// `URL(fileURLWithPath: path).standardizedFileURL.path` for an absolute path: the path itself
    /// when it is already standard (no empty, `.` or `..` part, no `/` at the end), which is what
    /// every path the kit makes from a standardized folder and a valid id or relative file path
    /// is; the `URL` way otherwise.
    static func standardized(_ path: String) -> String {
        if isStandard(path) { return path }
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// `path` is `/`, or `/` and parts that are neither empty nor `.` nor `..`.
    static func isStandard(_ path: String) -> Bool {
        // Over the string's contiguous bytes when it has them (a native string always does):
        // 10.8 M instructions for 3,000 paths through `UTF8View`'s indices before, a tenth of it
        // over the buffer (session 24, `verify -j 1` at 1,000 scenarios).
        if let standard = path.utf8.withContiguousStorageIfAvailable({ isStandard(bytes: $0) }) { return standard }
        return isStandard(bytes: path.utf8)
    }

    private static func isStandard<Bytes: Collection<UInt8>>(bytes: Bytes) -> Bool {
        guard bytes.first == UInt8(ascii: "/") else { return false }
        if bytes.count == 1 { return true }
        var partLength = 0
        var dots = 0
        for byte in bytes.dropFirst() {
            if byte == UInt8(ascii: "/") {
                if partLength == 0 || partLength == dots { return false }
                partLength = 0
                dots = 0
            } else {
                partLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        // The last part: not empty (no `/` at the end), not `.` or `..` (a part of dots only
        // longer than two, `...`, is a name).
        return partLength > 0 && !(partLength == dots && dots <= 2)
    }

    /// `display(URL(fileURLWithPath: path))`.
    func display(path: String) -> String {
        let path = Self.standardized(path)
        return Self.relative(path, to: paths.displayBase) ?? path
    }

    /// `sourceURL(of:).path`, worked out on strings: the same candidates in the same order.
    func sourceFilePath(of scenario: LoadedScenario) -> String {
        if scenario.path.hasPrefix("/") { return Self.standardized(scenario.path) }
        for base in paths.sourceBases {
            let candidate = Self.standardized(base.hasSuffix("/") ? base + scenario.path : base + "/" + scenario.path)
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
        return URL(fileURLWithPath: scenario.path).standardizedFileURL.path
    }

    /// `Corpus.recordedPath(of: URL(fileURLWithPath: file), specs: specs)` for a standardized
    /// absolute `file`.
    func recordedPath(of file: String) -> String {
        if file.hasPrefix(paths.recordedFolder), file.utf8.count > paths.recordedFolder.utf8.count {
            return Corpus.recordedFolderName + "/" + file.dropFirst(paths.recordedFolder.count)
        }
        if file.hasPrefix(paths.displayFolder), file.utf8.count > paths.displayFolder.utf8.count {
            return String(file.dropFirst(paths.displayFolder.count))
        }
        return file
    }

    static func relative(_ path: String, to base: String) -> String? {
        let base = base.hasSuffix("/") ? base : base + "/"
        guard path.hasPrefix(base) else { return nil }
        return String(path.dropFirst(base.count))
    }
}
