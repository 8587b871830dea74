import AdSpecTestSupport
import Foundation
import Testing

/// The built `adspec` executable, found beside the test bundle (the products folder of the
/// build), else in the package's `.build/debug`.
enum CLI {
    static var packageRoot: URL { Repository.root }

    static let binary: URL? = {
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        folders.append(Bundle.main.bundleURL)
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        for scratch in [".build", ".build-run"] {
            folders.append(packageRoot.appendingPathComponent(scratch).appendingPathComponent("debug"))
        }
        for folder in folders {
            let candidate = folder.appendingPathComponent("adspec")
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate.path)
            {
                return candidate
            }
        }
        return nil
    }()

    /// The environment a child gets: this process's, without anything that changes how adspec
    /// behaves (CI detection, colour, ADSPEC_*, report variables), plus `extra`.
    static func environment(_ extra: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment.filter { name, _ in
            !name.hasPrefix("ADSPEC_") && !name.hasPrefix("TEST_") && !name.hasPrefix("GITHUB_")
                && ![
                    "CI", "CONTINUOUS_INTEGRATION", "BUILD_NUMBER", "NO_COLOR", "FORCE_COLOR", "CLICOLOR_FORCE", "TERM",
                    "XML_OUTPUT_FILE",
                ].contains(name)
        }
        environment.merge(extra) { _, new in new }
        return environment
    }

    static func run(_ arguments: [String], in folder: URL, environment extra: [String: String] = [:]) throws -> Shell.Output {
        let binary = try #require(CLI.binary, "the adspec executable was not built (run swift build first)")
        return try Shell.run([binary.path] + arguments, in: folder, environment: environment(extra))
    }
}

/// Running the CLI in a small corpus.
extension SmallCorpus {
    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Shell.Output {
        try CLI.run(arguments, in: root, environment: environment)
    }

    /// Records every golden (outside CI) and checks that it worked.
    func recordAll() throws {
        let output = try run(["record"])
        #expect(output.status == 0, "record failed:\n\(output.stdout)\(output.stderr)")
    }
}
