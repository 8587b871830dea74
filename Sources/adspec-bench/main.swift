// adspec-bench: what the kit's commands and the engine cost, printed side by side in one run.
// Not a test (nothing here passes or fails on time). Run it in release:
//
//     swift run -c release adspec-bench [--quick] [--only corpus,engine,feed,mutants,mechanical,instructions]
//                                       [--corpus-sizes 1000,20000]
//
// It builds `adspec` in release beside itself when it is not there, makes every workload
// deterministically (no clock, no randomness: the same files and inputs on every machine), and
// runs each measured thing in a child process of its own, so that the CPU time and peak resident
// size it reports are that child's (wait4's rusage). See Documentation/Performance.md.
//
// 1. Corpus: `xmllint --noout --nonet --schema` (the XML floor), `adspec list` and `adspec
//    verify` on the same files, at the repository's corpus and at 1,000 and 20,000 scenarios
//    (copies of the repository's scenarios under new ids, with goldens recorded first); `-j 1`
//    against `-j 2`; `list` and `verify -j 1` of the same sources built with
//    `--static-swift-stdlib` too (under .build/static-stdlib, built at every run).
// 2. Engine, in-process workloads: many timers (events per second), many containers, a lazy feed
//    scrolled end to end at 1,000 / 10,000 / 100,000 items (per-step and total cost).
// 3. The mutation run over the repository's corpus, `-j 1` and `-j 2`.
// 4. The full mechanical mutation run (`adspec mutate -j 2 --timeout 60 --report-only`, about 20
//    minutes on two cores): only with `--only mechanical` (or a list that names it), never by
//    default.
// 5. The corpus commands counted in instructions under callgrind (`--only instructions`, about
//    five minutes at 1,000 scenarios; needs valgrind): a figure the machine's load does not move.
// `--only` runs the named sections alone (default: corpus, engine, feed, mutants); `--corpus-sizes`
// replaces the generated corpus sizes (the repository's corpus is always measured first).
import AdSpecEngine
import AdSpecKit
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Prints straight to the standard output, unbuffered: a long run shows its progress, and one
/// that is stopped keeps what it had printed.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let text = items.map { "\($0)" }.joined(separator: separator) + terminator
    FileHandle.standardOutput.write(Data(text.utf8))
}

// MARK: - Processes

struct Usage {
    var status: Int32
    var cpu: Double
    var wall: Double
    var peakKiB: Int
    var output: String
}

func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// Runs `arguments` (an absolute executable first) as a child; its standard output is kept,
/// its standard error dropped. CPU time and peak RSS are the child's own (wait4).
func spawn(_ arguments: [String], environment: [String: String] = [:]) -> Usage {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("adspec-bench-\(getpid()).out").path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var env = ProcessInfo.processInfo.environment
    for key in ["CI", "GITHUB_ACTIONS", "ADSPEC_JOBS", "ADSPEC_RECORD", "ADSPEC_FILTER", "ADSPEC_SHARD"] {
        env.removeValue(forKey: key)
    }
    env["NO_COLOR"] = "1"
    for (key, value) in environment { env[key] = value }
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = env.map { strdup("\($0)=\($1)") } + [nil]
    defer {
        argv.forEach { free($0) }
        envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let start = monotonicSeconds()
    guard posix_spawn(&pid, arguments[0], &actions, nil, argv, envp) == 0 else {
        return Usage(status: -1, cpu: 0, wall: 0, peakKiB: 0, output: "cannot run \(arguments[0])")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let wall = monotonicSeconds() - start
    let cpu =
        Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec)
        + Double(usage.ru_stime.tv_usec) / 1e6
    let output = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
    try? FileManager.default.removeItem(atPath: out)
    let code = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return Usage(status: code, cpu: cpu, wall: wall, peakKiB: Int(usage.ru_maxrss), output: output)
}

/// The better (lower CPU) of `runs` runs: the machine is shared, so the least disturbed one.
func best(_ runs: Int, _ body: () -> Usage) -> Usage {
    var result = body()
    for _ in 1..<max(1, runs) {
        let next = body()
        if next.cpu < result.cpu { result = next }
    }
    return result
}

func which(_ name: String) -> String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
        let path = "\(folder)/\(name)"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
}

// MARK: - Formatting

func grouped(_ value: Int) -> String {
    let digits = String(value)
    var result = ""
    for (i, c) in digits.reversed().enumerated() {
        if i > 0 && i % 3 == 0 { result.append(",") }
        result.append(c)
    }
    return String(result.reversed())
}

func ms(_ seconds: Double) -> String { String(format: "%.0f", seconds * 1000) }
func ms2(_ seconds: Double) -> String { String(format: "%.2f", seconds * 1000) }
func mib(_ kib: Int) -> String { String(format: "%.0f", Double(kib) / 1024) }
func minutes(_ seconds: Double) -> String {
    String(format: "%d min %02d s", Int(seconds) / 60, Int(seconds) % 60)
}
func ratio(_ a: Double, _ b: Double) -> String { b > 0 ? String(format: "%.2fx", a / b) : "-" }

func table(_ header: [String], _ rows: [[String]]) {
    print("| " + header.joined(separator: " | ") + " |")
    print("| " + header.map { _ in "---:" }.joined(separator: " | ") + " |")
    for row in rows { print("| " + row.joined(separator: " | ") + " |") }
    print("")
}

// MARK: - Corpus workloads

let fileManager = FileManager.default
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
let repositorySpecs = packageRoot.appendingPathComponent("Specs")
let repositoryGoldens = packageRoot.appendingPathComponent("Goldens")

/// The scenario files of the repository's corpus, relative to Specs/, sorted.
func repositoryScenarios() -> [String] {
    Corpus.scenarioFiles(in: repositorySpecs).map {
        String($0.standardizedFileURL.path.dropFirst(repositorySpecs.standardizedFileURL.path.count + 1))
    }
}

/// A corpus of `count` scenarios in `root`/Specs: the schema, the library and the catalogue of
/// the repository, and copies of its scenarios in turn, the k-th round under `gK/` with ids
/// `gK/<id>`. Goldens are recorded by `adspec record`. `root`/../shared links to the
/// repository's shared/ so that the catalogue's quote check runs as in the repository.
/// A fingerprint of everything a generated corpus is made from: every file under the repository's
/// `Specs/` and `Goldens/` (relative path and bytes, in sorted order; FNV-1a, 64 bits). A corpus
/// kept from an earlier run is used again only when its `stamp` holds the same fingerprint, so a
/// changed scenario, schema, library, catalogue or golden (an engine change shows there) makes
/// the corpus and its goldens anew instead of measuring a stale one.
func sourcesFingerprint() -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
    }
    for folder in [repositorySpecs, repositoryGoldens] {
        let base = folder.standardizedFileURL.path
        let paths = (fileManager.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []).sorted()
        for relative in paths {
            var isFolder: ObjCBool = false
            let path = base + "/" + relative
            guard fileManager.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            mix((folder.lastPathComponent + "/" + relative + "\u{0}").utf8)
            mix(fileManager.contents(atPath: path) ?? Data())
        }
    }
    return String(hash, radix: 16)
}

func makeCorpus(count: Int, root: URL, adspec: String, fingerprint: String) throws {
    let stamp = root.appendingPathComponent("stamp")
    if fileManager.fileExists(atPath: root.appendingPathComponent("Goldens").path),
        (try? String(contentsOf: stamp, encoding: .utf8)) == fingerprint
    {
        return
    }
    print("making the corpus of \(grouped(count)) scenarios in \(root.path) (its goldens recorded first) ...")
    try? fileManager.removeItem(at: root)
    let specs = root.appendingPathComponent("Specs")
    try fileManager.createDirectory(at: specs, withIntermediateDirectories: true)
    for item in ["scenario.xsd", "Library", "Catalogue"] {
        try fileManager.copyItem(at: repositorySpecs.appendingPathComponent(item), to: specs.appendingPathComponent(item))
    }
    let shared = root.deletingLastPathComponent().appendingPathComponent("shared")
    if !fileManager.fileExists(atPath: shared.path) {
        try fileManager.createSymbolicLink(
            at: shared, withDestinationURL: packageRoot.deletingLastPathComponent().appendingPathComponent("shared"))
    }
    let sources = repositoryScenarios()
    for index in 0..<count {
        let relative = sources[index % sources.count]
        let round = String(format: "g%03d", index / sources.count)
        let text = try String(contentsOf: repositorySpecs.appendingPathComponent(relative), encoding: .utf8)
        let id = String(relative.dropLast(4))
        let copy = text.replacingOccurrences(of: "id=\"\(id)\"", with: "id=\"\(round)/\(id)\"")
        let target = specs.appendingPathComponent(round).appendingPathComponent(relative)
        try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try copy.write(to: target, atomically: false, encoding: .utf8)
    }
    let goldens = root.appendingPathComponent("Goldens-recording")
    try fileManager.createDirectory(at: goldens, withIntermediateDirectories: true)
    let recorded = spawn([adspec, "record", "-q", "--specs", specs.path, "--goldens", goldens.path])
    guard recorded.status == 0 else { throw BenchError("recording the goldens of \(root.path) failed: \(recorded.output)") }
    try fileManager.moveItem(at: goldens, to: root.appendingPathComponent("Goldens"))
    try fingerprint.write(to: stamp, atomically: true, encoding: .utf8)
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Every XML file xmllint validates: the scenarios and the library (what `list` loads).
func xmlFiles(in specs: URL) -> [String] {
    let library = (try? fileManager.contentsOfDirectory(atPath: specs.appendingPathComponent("Library").path)) ?? []
    return library.filter { $0.hasSuffix(".xml") }.sorted().map { specs.appendingPathComponent("Library/\($0)").path }
        + Corpus.scenarioFiles(in: specs).map(\.path)
}

/// xmllint over `files` in batches (one process per 2,000 files); CPU summed, peak the largest.
func xmllint(_ path: String, schema: String, files: [String]) -> Usage {
    var total = Usage(status: 0, cpu: 0, wall: 0, peakKiB: 0, output: "")
    var start = 0
    while start < files.count {
        let batch = Array(files[start..<min(files.count, start + 2000)])
        let usage = spawn([path, "--noout", "--nonet", "--schema", schema] + batch)
        total.status = max(total.status, usage.status)
        total.cpu += usage.cpu
        total.wall += usage.wall
        total.peakKiB = max(total.peakKiB, usage.peakKiB)
        start += 2000
    }
    return total
}

// MARK: - Engine workloads (run in a child: `adspec-bench --workload NAME SIZE`)

/// A card like the documents' feed card: every component of the demo content ad, 400 points.
func card(_ prefix: String) -> ViewNode {
    let kinds: [(AssetKind, Double)] = [
        (.title, 20), (.domain, 20), (.sponsored, 20), (.age, 20), (.favicon, 14), (.feedback, 24),
        (.media, 201), (.body, 40), (.callToAction, 44), (.warning, 20),
    ]
    return ViewNode(
        id: "\(prefix)card", kind: .stack(axis: .vertical, spacing: 4, lazy: false), width: 358, height: 400,
        children: kinds.map { ViewNode(id: "\(prefix)\($0.0.rawValue)", kind: .asset($0.0), height: $0.1) })
}

func container(_ id: String, state: String) -> ViewNode {
    ViewNode(
        id: id, kind: .nativeContainer(state: state, handlers: Set(ContainerEvent.allCases)), x: 16, width: 358,
        children: [card("\(id)-")], placeholder: [ViewNode(id: "\(id)-spinner", kind: .view, height: 80)])
}

struct Workload {
    var input: ScenarioInput
    var steps: Int
}

let screenHeight = 844.0
let itemPitch = 400.0 + 16

/// A lazy feed: `items` states shown by a ForEach in a ScrollView { LazyVStack(spacing: 16) },
/// scrolled one screen a step from the top to the bottom. Each item is loaded one screen before
/// it comes into view (as a view model preloads), so items grow from the placeholder (80 points)
/// to the card (400) just below the viewport; each step waits 1.1 s, long enough for the items
/// in view to count their impressions.
func feed(items: Int) -> Workload {
    let states = (0..<items).map { "ad\($0)" }
    let template = container("item", state: "$item")
    let stack = ViewNode(
        id: "items", kind: .stack(axis: .vertical, spacing: 16, lazy: true),
        children: [ViewNode(kind: .forEachState(states: states), children: [template])])
    let scroll = ViewNode(id: "feed", kind: .scroll(axis: .vertical), children: [stack])
    var script: [Step] = []
    var loaded = 0
    let end = Double(items) * itemPitch
    var offset = 0.0
    var steps = 0
    while offset < end {
        // Load what the next two screens will show.
        let horizon = min(items, Int((offset + 3 * screenHeight) / itemPitch) + 1)
        while loaded < horizon {
            script.append(Step(.loadAd(state: states[loaded])))
            loaded += 1
        }
        script.append(Step(.scroll(node: "feed", offset: offset)))
        script.append(Step(.wait(ms: 1100)))
        offset += screenHeight
        steps += 1
    }
    let app = AppModel(
        states: states.map { StateDeclaration(id: $0, adUnitID: DemoUnits.contentID) }, screen: scroll)
    return Workload(input: ScenarioInput(id: "bench/feed-\(items)", adUnits: [], app: app, script: script), steps: steps)
}

/// Many timers: `count` states loaded at once from a unit whose responses have latencies spread
/// over 5 s (a deterministic permutation), so that the queue holds `count` timers out of order.
func timers(count: Int) -> Workload {
    let ad = DemoUnits.content.responses[0]
    let responses = (0..<count).map { i -> Response in
        var response = ad
        response.latencyMs = 1 + (i &* 7919) % 5000
        return response
    }
    let unit = AdUnit(id: "bench-unit", responses: responses)
    let states = (0..<count).map { "s\($0)" }
    let script = states.map { Step(.loadAd(state: $0)) } + [Step(.wait(ms: 6000))]
    let app = AppModel(
        loggingEnabled: false, states: states.map { StateDeclaration(id: $0, adUnitID: "bench-unit") },
        screen: ViewNode(id: "screen", kind: .overlay))
    return Workload(
        input: ScenarioInput(id: "bench/timers-\(count)", adUnits: [unit], app: app, script: script), steps: script.count)
}

/// Many containers: `count` containers with states of their own on one plain (not lazy) stack,
/// all loaded, then 2 s of binding and impressions.
func containers(count: Int) -> Workload {
    let states = (0..<count).map { "s\($0)" }
    let stack = ViewNode(
        id: "screen", kind: .stack(axis: .vertical, spacing: 0, lazy: false),
        children: states.enumerated().map { container("c\($0.offset)", state: $0.element) })
    let script = states.map { Step(.loadAd(state: $0)) } + [Step(.wait(ms: 2000))]
    let app = AppModel(states: states.map { StateDeclaration(id: $0, adUnitID: DemoUnits.contentID) }, screen: stack)
    return Workload(
        input: ScenarioInput(id: "bench/containers-\(count)", adUnits: [], app: app, script: script), steps: script.count)
}

func processCPU() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// In the child: builds the workload, runs it, prints `events lines steps build-seconds run-seconds render-seconds`.
func runWorkload(_ name: String, _ size: Int) {
    let built = processCPU()
    let workload: Workload
    switch name {
    case "feed": workload = feed(items: size)
    case "timers": workload = timers(count: size)
    case "containers": workload = containers(count: size)
    default: fatalError("unknown workload \(name)")
    }
    var engine = ReferenceEngine()
    engine.eventBudget = .max
    let start = processCPU()
    let result: (lines: [TranscriptLine], events: Int)
    do {
        result = try engine.runCountingEvents(workload.input)
    } catch {
        print("error \(error.message)")
        exit(1)
    }
    let ran = processCPU()
    var bytes = 0
    for line in result.lines { bytes += line.rendered.utf8.count + 1 }
    let rendered = processCPU()
    print(result.events, result.lines.count, workload.steps, start - built, ran - start, rendered - ran, bytes)
}

// MARK: - Main

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--workload", arguments.count == 3, let size = Int(arguments[2]) {
    runWorkload(arguments[1], size)
    exit(0)
}
/// The usage line of the header comment; printed for `--help` and for any flag it does not name,
/// so that a mistyped flag stops at once instead of starting a twenty-minute run without it.
let usage = """
    usage: adspec-bench [--quick] [--only corpus,engine,feed,mutants,mechanical,instructions]
                        [--corpus-sizes 1000,20000]
    """
do {
    var index = 0
    while index < arguments.count {
        switch arguments[index] {
        case "--quick": index += 1
        case "--only" where index + 1 < arguments.count, "--corpus-sizes" where index + 1 < arguments.count:
            index += 2
        case "--help", "-h":
            print(usage)
            exit(0)
        default:
            print("unknown or incomplete argument '\(arguments[index])'\n\(usage)")
            exit(64)
        }
    }
}
let quick = arguments.contains("--quick")
/// The value after `flag`, split at commas.
func listArgument(_ flag: String) -> [String]? {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return arguments[index + 1].split(separator: ",").map(String.init)
}
let knownSections = ["corpus", "engine", "feed", "mutants", "mechanical", "instructions"]
let sections = Set(listArgument("--only") ?? ["corpus", "engine", "feed", "mutants"])
if let unknown = sections.subtracting(knownSections).sorted().first {
    print("unknown section '\(unknown)' (sections: \(knownSections.joined(separator: ", ")))")
    exit(64)
}
let corpusSizes = listArgument("--corpus-sizes").map { $0.compactMap { Int($0) } }
let runs = quick ? 1 : 3
/// Rounds of the corpus section's four commands (see there): more than `runs`, because its ratios
/// are the issue's targets and its figures are the shortest (tens of milliseconds at 1,000).
let corpusRuns = quick ? 1 : 5
let me = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
let binFolder = me.deletingLastPathComponent()
let adspec = binFolder.appendingPathComponent("adspec").path

let swift = which("swift") ?? "/opt/swift/usr/bin/swift"
if !fileManager.isExecutableFile(atPath: adspec) {
    print("building adspec in release beside \(me.path) ...")
    let built = spawn([swift, "build", "-c", "release", "--product", "adspec", "--package-path", packageRoot.path])
    guard built.status == 0 else {
        print("swift build -c release --product adspec failed; build it and run again")
        exit(1)
    }
}

/// The corpus section measures a second `adspec` too: the same sources built with the Swift
/// runtime and Foundation linked into the executable (`swift build -c release
/// --static-swift-stdlib`, the usual way to ship a Swift command-line tool on Linux), in a build
/// folder of its own (`.build/static-stdlib`) so that it never replaces the default build. It
/// starts in about 3 ms of CPU against 11 (no dynamic loading of libFoundation and ICU) and calls
/// the runtime directly rather than through the PLT. Built (incrementally) at every run that
/// has the corpus section, so it is never older than the sources.
let staticScratch = packageRoot.appendingPathComponent(".build/static-stdlib")
let adspecStatic = staticScratch.appendingPathComponent("release/adspec").path
func buildStatic() -> Bool {
    print("building adspec in release with --static-swift-stdlib under \(staticScratch.path) ...")
    let built = spawn([
        swift, "build", "-c", "release", "--static-swift-stdlib", "--product", "adspec", "--package-path",
        packageRoot.path, "--scratch-path", staticScratch.path,
    ])
    if built.status != 0 { print("that build failed (exit \(built.status)): the static rows are left out") }
    return built.status == 0
}

// The machine, as it is while the benchmark runs.
var load = [Double](repeating: 0, count: 3)
getloadavg(&load, 3)
let cores = ProcessInfo.processInfo.activeProcessorCount
let memory = ProcessInfo.processInfo.physicalMemory / (1 << 30)
print("# adspec-bench\(quick ? " --quick" : "")")
print("")
print(
    "machine: \(cores) cores, \(memory) GiB, \(ProcessInfo.processInfo.operatingSystemVersionString); "
        + String(format: "load average at the start %.2f %.2f %.2f", load[0], load[1], load[2]))
print(
    "CPU times are user + system of the child (wait4), the best of \(runs) run\(runs == 1 ? "" : "s") (the corpus section: of \(corpusRuns) rounds); peak RSS is the child's.")
print("")

// 1. Corpus.
let xmllintPath = which("xmllint")
let work = fileManager.temporaryDirectory.appendingPathComponent("adspec-bench/corpora")
try? fileManager.createDirectory(at: work, withIntermediateDirectories: true)
let repositoryCount = repositoryScenarios().count
let sizes = [repositoryCount] + (corpusSizes ?? (quick ? [300] : [1000, 20000]))
let fingerprint = sourcesFingerprint()

/// What the run measured against the targets of issue 15, printed at the end as one table.
struct TargetRow {
    var target: String
    var measured: String
    var met: Bool
}
var targetRows: [TargetRow] = []

/// The Specs/ and Goldens/ folders of the corpus of `size` scenarios: the repository's own, or
/// one made (once, while the sources' fingerprint holds) under `work`.
func corpusFolders(_ size: Int) -> (specs: URL, goldens: URL) {
    if size == repositoryCount { return (repositorySpecs, repositoryGoldens) }
    let root = work.appendingPathComponent("c\(size)")
    do { try makeCorpus(count: size, root: root, adspec: adspec, fingerprint: fingerprint) } catch {
        print("cannot make the corpus of \(size): \(error)")
        exit(1)
    }
    return (root.appendingPathComponent("Specs"), root.appendingPathComponent("Goldens"))
}
if sections.contains("corpus") {
    print(
        "## Corpus: xmllint, list, verify (\(xmllintPath == nil ? "xmllint is not installed (apt: libxml2-utils): no floor" : "xmllint --noout --nonet --schema on the same files"))"
    )
    print("")
    var corpusRows: [[String]] = []
    var staticRows: [[String]] = []
    var jobRows: [[String]] = []
    let haveStatic = buildStatic()
    print("")
    for size in sizes {
        let (specs, goldens) = corpusFolders(size)
        let files = xmlFiles(in: specs)
        // The four commands in turn, `corpusRuns` rounds: a disturbance of a few seconds (another
        // process, the CPU's clock) then touches one round of each rather than all runs of one
        // command, and each figure is its best round. -j 1 and -j 2 are compared by their best wall.
        var floor: Usage? = nil, bestList: Usage? = nil, best1: Usage? = nil, best2: Usage? = nil
        var staticList: Usage? = nil, static1: Usage? = nil
        var wall1 = Double.infinity, wall2 = Double.infinity
        func keep(_ best: inout Usage?, _ next: Usage) { if best == nil || next.cpu < best!.cpu { best = next } }
        for _ in 0..<corpusRuns {
            if let path = xmllintPath {
                keep(&floor, xmllint(path, schema: specs.appendingPathComponent("scenario.xsd").path, files: files))
            }
            keep(&bestList, spawn([adspec, "list", "--specs", specs.path]))
            let one = spawn([adspec, "verify", "-q", "-j", "1", "--specs", specs.path, "--goldens", goldens.path])
            keep(&best1, one)
            wall1 = min(wall1, one.wall)
            let two = spawn([adspec, "verify", "-q", "-j", "2", "--specs", specs.path, "--goldens", goldens.path])
            keep(&best2, two)
            wall2 = min(wall2, two.wall)
            if haveStatic {
                keep(&staticList, spawn([adspecStatic, "list", "--specs", specs.path]))
                keep(
                    &static1,
                    spawn([adspecStatic, "verify", "-q", "-j", "1", "--specs", specs.path, "--goldens", goldens.path]))
            }
        }
        let (list, verify1, verify2) = (bestList!, best1!, best2!)
        let passed = verify1.output.split(separator: "\n").last.map(String.init) ?? "?"
        let label = size == repositoryCount ? "\(size) (Specs/)" : grouped(size)
        let floorCPU = floor?.cpu ?? 0
        corpusRows.append([
            label, floor.map { ms($0.cpu) } ?? "-", floor.map { mib($0.peakKiB) } ?? "-",
            ms(list.cpu), ratio(list.cpu, floorCPU), mib(list.peakKiB),
            ms(verify1.cpu), ratio(verify1.cpu, floorCPU), mib(verify1.peakKiB),
            "\(list.status)/\(verify1.status)", passed,
        ])
        jobRows.append([
            label, ms(wall1), ms(wall2), ratio(wall1, wall2), ms(verify1.cpu), ms(verify2.cpu),
        ])
        if size != repositoryCount, floorCPU > 0 {
            /// The two corpus targets, `list` within 2x and `verify -j 1` within 4x of xmllint,
            /// for one build (`build`: how its rows name it).
            func corpusTargets(list: Usage, verify: Usage, build: String) {
                for (command, usage, factor) in [("list", list, 2.0), ("verify -j 1", verify, 4.0)] {
                    targetRows.append(
                        TargetRow(
                            target: "`\(command)` within \(Int(factor))x of xmllint at \(grouped(size)) scenarios (CPU)\(build)",
                            measured: ratio(usage.cpu, floorCPU) + " (\(ms(usage.cpu)) ms against \(ms(floorCPU)) ms)",
                            met: usage.cpu <= factor * floorCPU))
                }
            }
            corpusTargets(list: list, verify: verify1, build: "")
            if let staticList, let static1 {
                corpusTargets(list: staticList, verify: static1, build: ", static build (--static-swift-stdlib)")
            }
        }
        if let staticList, let static1 {
            staticRows.append([
                label, floor.map { ms($0.cpu) } ?? "-", ms(list.cpu), ms(staticList.cpu), ratio(staticList.cpu, floorCPU),
                mib(staticList.peakKiB), ms(verify1.cpu), ms(static1.cpu), ratio(static1.cpu, floorCPU),
                "\(staticList.status)/\(static1.status)",
                staticList.output == list.output && static1.output == verify1.output ? "yes" : "**no**",
            ])
        }
        if size == 1000 {
            targetRows.append(
                TargetRow(
                    target: "`verify -j 2` at least 1.7x faster than `-j 1` at 1,000 scenarios (wall, idle machine)",
                    measured: ratio(wall1, wall2) + " (\(ms(wall1)) ms against \(ms(wall2)) ms)",
                    met: wall1 >= 1.7 * wall2))
        }
    }
    table(
        [
            "scenarios", "xmllint CPU ms", "xmllint MiB", "list CPU ms", "list / xmllint", "list MiB", "verify -j 1 CPU ms",
            "verify / xmllint", "verify MiB", "exit", "verify says",
        ], corpusRows)
    if !staticRows.isEmpty {
        print("### The same sources built with --static-swift-stdlib (in the same rounds, interleaved)")
        print("")
        table(
            [
                "scenarios", "xmllint CPU ms", "list CPU ms", "static list CPU ms", "static list / xmllint", "static list MiB",
                "verify -j 1 CPU ms", "static verify -j 1 CPU ms", "static verify / xmllint", "exit",
                "output as the default build's",
            ], staticRows)
    }
    print("### verify -j 1 against -j 2 (wall time: depends on how busy the other core is)")
    print("")
    table(["scenarios", "-j 1 wall ms", "-j 2 wall ms", "speed-up", "-j 1 CPU ms", "-j 2 CPU ms"], jobRows)
}

// 2. Engine.
func workload(_ name: String, _ size: Int) -> (usage: Usage, fields: [Double]) {
    let usage = best(quick ? 1 : 2) { spawn([me.path, "--workload", name, String(size)]) }
    let fields = usage.output.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
    return (usage, fields)
}

if sections.contains("engine") {
    print("## Engine")
    print("")
    print("Engine events are what `EngineBudget` counts: steps, timers fired, re-evaluations of the screen and")
    print("nodes laid out in them. Run = the engine's CPU time for the whole script (the workload is built and the")
    print("transcript rendered outside it); peak RSS is the child's, with the transcript held in memory.")
    print("")
    var engineRows: [[String]] = []
    let timerSizes = quick ? [4000] : [8000, 32000]
    let containerSizes = quick ? [100, 400] : [400, 1600]
    for (name, sizesOfWorkload) in [("timers", timerSizes), ("containers", containerSizes)] {
        for size in sizesOfWorkload {
            let (usage, f) = workload(name, size)
            guard f.count >= 7 else {
                engineRows.append([name, grouped(size), "failed: \(usage.output)", "", "", "", ""])
                continue
            }
            engineRows.append([
                name, grouped(size), grouped(Int(f[0])), grouped(Int(f[1])), ms(f[4]),
                grouped(Int(f[0] / max(f[4], 1e-9))), mib(usage.peakKiB),
            ])
            if name == "timers" {
                let rate = f[0] / max(f[4], 1e-9)
                targetRows.append(
                    TargetRow(
                        target: "at least 250,000 engine events per second, \(grouped(size)) timers",
                        measured: grouped(Int(rate)), met: rate >= 250_000))
            }
        }
    }
    table(["workload", "size", "events", "lines", "run CPU ms", "events / s", "peak MiB"], engineRows)
}

if sections.contains("feed") {
    let feedSizes = quick ? [1000, 10000] : [1000, 10000, 100_000]
    print("### A lazy feed scrolled end to end, one screen (844 points) a step")
    print("")
    var feedRows: [[String]] = []
    var feedCosts: [(items: Int, seconds: Double, perStep: Double)] = []
    for size in feedSizes {
        let (usage, f) = workload("feed", size)
        guard f.count >= 7 else {
            feedRows.append([grouped(size), "failed: \(usage.output)", "", "", "", "", ""])
            continue
        }
        feedCosts.append((items: size, seconds: f[4], perStep: f[4] / f[2] * 1e6))
        feedRows.append([
            grouped(size), grouped(Int(f[2])), grouped(Int(f[0])), grouped(Int(f[1])), String(format: "%.1f", f[4]),
            String(format: "%.1f", f[4] / f[2] * 1e6), grouped(Int(f[0] / max(f[4], 1e-9))), mib(usage.peakKiB),
        ])
    }
    table(["items", "steps", "events", "lines", "run CPU s", "µs per step", "events / s", "peak MiB"], feedRows)
    // The targets: the largest feed end to end under two minutes, and a flat cost per step: the
    // largest feed's cost per step at most 1.5 times the smallest's ("flat" read as within the
    // spread of a shared machine, not as a growth with N).
    if let first = feedCosts.first, let last = feedCosts.last, feedCosts.count > 1 {
        targetRows.append(
            TargetRow(
                target: "a feed of \(grouped(last.items)) items scrolled end to end in under two minutes (CPU)",
                measured: String(format: "%.1f s", last.seconds), met: last.seconds < 120))
        targetRows.append(
            TargetRow(
                target: "cost per step flat from \(grouped(first.items)) to \(grouped(last.items)) items (at most 1.5x)",
                measured: String(format: "%.0f µs to %.0f µs per step (%.2fx)", first.perStep, last.perStep, last.perStep / first.perStep),
                met: last.perStep <= 1.5 * first.perStep))
    }
}

// 3. Mutants.
if sections.contains("mutants") {
    print("## The mutation run over the repository's corpus (`adspec mutants`)")
    print("")
    let mutants1 = best(quick ? 1 : 2) { spawn([adspec, "mutants", "-j", "1", "--specs", repositorySpecs.path]) }
    let mutants2 = best(quick ? 1 : 2) { spawn([adspec, "mutants", "-j", "2", "--specs", repositorySpecs.path]) }
    let verdict = mutants1.output.split(separator: "\n").last.map(String.init) ?? "?"
    table(
        ["jobs", "wall ms", "CPU ms", "peak MiB", "says"],
        [
            ["1", ms(mutants1.wall), ms(mutants1.cpu), mib(mutants1.peakKiB), verdict],
            ["2", ms(mutants2.wall), ms(mutants2.cpu), mib(mutants2.peakKiB), ratio(mutants1.wall, mutants2.wall) + " faster"],
        ])
}

// 4. The full mechanical mutation run: once (it takes about twenty minutes), in the package,
// whose `.build-mutants/` schema it builds incrementally first (that build is in the figure).
if sections.contains("mechanical") {
    print("## The full mechanical mutation run (`adspec mutate -j 2 --timeout 60 --report-only`)")
    print("")
    let report = fileManager.temporaryDirectory.appendingPathComponent("adspec-bench-mechanical.json")
    let run = spawn([
        adspec, "mutate", "-j", "2", "--timeout", "60", "--report-only", "--json", report.path,
        "--specs", repositorySpecs.path, "--goldens", repositoryGoldens.path,
    ])
    // The report's own summary lines: the score and the counts, as `adspec mutate` prints them.
    let summary = run.output.split(separator: "\n").last { $0.hasPrefix("score ") }.map(String.init) ?? ""
    let count = run.output.split(separator: "\n").first { $0.contains(" sites, ") }.map(String.init) ?? ""
    table(
        ["wall", "CPU", "peak MiB", "exit", "says"],
        [[minutes(run.wall), minutes(run.cpu), mib(run.peakKiB), String(run.status), summary.isEmpty ? "?" : summary]])
    if !count.isEmpty { print(count) }
}
// 5. Instructions (only when named): the corpus commands under `valgrind --tool=callgrind`,
// counted in user-mode instructions, which another process on the machine does not change (the
// CPU times above move by 10 to 30 % between idle runs of the same build on these machines).
/// The instructions callgrind counted for `arguments` (its "I refs" line), or nil.
func instructions(_ valgrind: String, _ arguments: [String]) -> Int? {
    let log = fileManager.temporaryDirectory.appendingPathComponent("adspec-bench-\(getpid()).callgrind").path
    defer { try? fileManager.removeItem(atPath: log) }
    let usage = spawn([valgrind, "--tool=callgrind", "--callgrind-out-file=/dev/null", "--log-file=\(log)"] + arguments)
    guard usage.status == 0, let text = try? String(contentsOfFile: log, encoding: .utf8),
        let line = text.split(separator: "\n").last(where: { $0.contains("I   refs:") }),
        let count = Int(line.split(separator: ":").last!.filter(\.isNumber))
    else { return nil }
    return count
}

if sections.contains("instructions") {
    print("## Corpus in instructions (valgrind --tool=callgrind, user mode; verify with -j 1)")
    print("")
    print(
        "Valgrind's CPU has no SHA extensions, so SHA-256 runs its Swift rounds here (about 52 instructions a byte of"
            + " every scenario file) where a native run on an x86-64 CPU that has them takes about 2.")
    print("")
    if let valgrind = which("valgrind"), let xmllint = xmllintPath {
        var rows: [[String]] = []
        for size in [repositoryCount] + (corpusSizes ?? [1000]) {
            let (specs, goldens) = corpusFolders(size)
            let files = xmlFiles(in: specs)
            let schema = specs.appendingPathComponent("scenario.xsd").path
            // xmllint in the batches the CPU table uses (one process per 2,000 files).
            var floor: Int? = 0
            for start in stride(from: 0, to: files.count, by: 2000) {
                let batch = Array(files[start..<min(files.count, start + 2000)])
                let count = instructions(valgrind, [xmllint, "--noout", "--nonet", "--schema", schema] + batch)
                floor = count.flatMap { count in floor.map { $0 + count } }
            }
            let list = instructions(valgrind, [adspec, "list", "--specs", specs.path])
            let verify = instructions(
                valgrind, [adspec, "verify", "-q", "-j", "1", "--specs", specs.path, "--goldens", goldens.path])
            func millions(_ count: Int?) -> String { count.map { String(format: "%.1f M", Double($0) / 1e6) } ?? "failed" }
            func over(_ count: Int?) -> String {
                guard let count, let floor, floor > 0 else { return "-" }
                return ratio(Double(count), Double(floor))
            }
            rows.append([
                size == repositoryCount ? "\(size) (Specs/)" : grouped(size), millions(floor), millions(list), over(list),
                millions(verify), over(verify),
            ])
        }
        table(["scenarios", "xmllint", "list", "list / xmllint", "verify -j 1", "verify / xmllint"], rows)
    } else {
        print("needs valgrind and xmllint (apt: valgrind libxml2-utils): not measured")
        print("")
    }
}

if !targetRows.isEmpty {
    print("## Against the targets of issue 15 (this run's figures)")
    print("")
    table(["target", "measured", "met"], targetRows.map { [$0.target, $0.measured, $0.met ? "yes" : "**no**"] })
}
getloadavg(&load, 3)
print(String(format: "load average at the end %.2f %.2f %.2f", load[0], load[1], load[2]))
