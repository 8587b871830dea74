import AdSpecHarness
import CLibXML2
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a schema may read besides itself: the files its `xs:include`, `xs:import`,
/// `xs:redefine` and `xs:override` name, and only when they are relative paths to regular files
/// in the schema's own folder (or below it). libxml2's schema compiler would load them itself,
/// with `XML_PARSE_NOENT` and without `XML_PARSE_NONET`, so from the network if a location were
/// a URL. Here:
/// - before compiling, every `schemaLocation` of the schema is checked (`check`): an absolute
///   path, a URL, or a `..` that leaves the folder is a `path:line:column` error;
/// - while compiling, libxml2's external entity loader is ours (`compiling`): it refuses the
///   network and anything outside the folder, and hands libxml2 a file only after `SafeXML` has
///   parsed it with the options of every other file (no `DOCTYPE`, so `NOENT` has nothing to
///   expand).
enum SchemaImports {
    /// The elements of the XSD namespace that name another schema file.
    static let referencingElements: Set<String> = ["include", "import", "redefine", "override"]
    static let xsdNamespace = "http://www.w3.org/2001/XMLSchema"

    /// The folder a schema at `path` (absolute, or relative to the current directory) may read.
    static func folder(ofSchemaAt path: String) -> URL {
        URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
    }

    /// Diagnostics for every `schemaLocation` in `root` (the parsed schema) that is not a
    /// relative path inside `folder`.
    static func check(_ root: XMLElementNode, path: String, folder: URL) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for child in root.children
        where referencingElements.contains(child.name) && child.namespace == xsdNamespace {
            guard let location = child.attribute("schemaLocation") else { continue }
            let value = location.value
            if value.hasPrefix("/") || value.hasPrefix("file:") || confined(value, in: folder) == nil {
                problems.append(
                    Diagnostic(
                        path: path, line: location.line, column: location.column,
                        message: "<xs:\(child.name) schemaLocation=\"\(location.value)\">: a schema reads only files in its "
                            + "own folder, named by a relative path (no URL, no absolute path, no '..' out of the folder)"))
            }
        }
        return problems
    }

    /// The file `location` names when it is a relative path (or a `file:` URL) inside `folder`.
    static func confined(_ location: String, in folder: URL) -> URL? {
        var location = location
        if location.hasPrefix("file:///") {
            location.removeFirst("file://".count)
        } else if location.hasPrefix("file:/") {
            location.removeFirst("file:".count)
        }
        guard !location.isEmpty, !location.contains("\0"), !location.contains("\\"), !location.contains("://"),
            !location.hasPrefix("/") || location.hasPrefix(folder.path + "/")
        else { return nil }
        // A scheme of any kind (http:, ftp:, data:) before the first '/'.
        if let colon = location.firstIndex(of: ":"), !location[..<colon].contains("/") { return nil }
        let url =
            location.hasPrefix("/")
            ? URL(fileURLWithPath: location).standardizedFileURL
            : URL(fileURLWithPath: location, relativeTo: folder).standardizedFileURL
        guard let relative = Workspace.relative(url.path, to: folder.path), !relative.isEmpty,
            !relative.split(separator: "/").contains("..")
        else { return nil }
        return url
    }

    // MARK: - The loader, while a schema compiles

    private struct Scope: Sendable {
        var thread: pthread_t
        var folder: URL
        var refused: [String] = []
    }

    /// Set while a schema compiles: one at a time (`compileLock`).
    private static let scope = Lock<Scope?>(nil)
    private static let compileLock = Lock(())

    private static let installed: Bool = {
        xmlSetExternalEntityLoader { url, _, context in
            guard let url else { return nil }
            return SchemaImports.load(String(cString: url), context: context)
        }
        return true
    }()

    /// Runs `body` (which compiles a schema from `folder`) with the loader confined to that
    /// folder; returns its result and the locations the loader refused.
    static func compiling<T>(in folder: URL, _ body: () -> T) -> (result: T, refused: [String]) {
        _ = installed
        return compileLock.withLock { _ in
            scope.withLock { $0 = Scope(thread: pthread_self(), folder: folder) }
            let result = body()
            let refused = scope.withLock { state in
                defer { state = nil }
                return state?.refused ?? []
            }
            return (result, refused)
        }
    }

    /// libxml2 asks for an external entity: only a schema file, during a compile on this thread.
    private static func load(_ location: String, context: xmlParserCtxtPtr?) -> xmlParserInputPtr? {
        guard let context, let current = scope.withLock({ $0 }), pthread_equal(current.thread, pthread_self()) != 0
        else { return nil }
        func refuse(_ why: String) -> xmlParserInputPtr? {
            scope.withLock { $0?.refused.append("\(location) (\(why))") }
            return nil
        }
        let absolute =
            location.hasPrefix("/") || location.contains(":")
            ? location
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(location).path
        guard let url = confined(absolute, in: current.folder) else {
            return refuse("not a file in \(current.folder.path)")
        }
        var status = stat()
        guard lstat(url.path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            return refuse("not a regular file")
        }
        guard status.st_size <= SafeXML.maximumSize, let data = FileManager.default.contents(atPath: url.path) else {
            return refuse("cannot be read, or larger than \(SafeXML.maximumSize) bytes")
        }
        let bytes = [UInt8](data)
        // Parsed first as every other file is; the thread's error handler is the compile's.
        let savedHandler = __xmlStructuredError().pointee
        let savedContext = __xmlStructuredErrorContext().pointee
        let safe: Bool
        do {
            xmlFreeDoc(try SafeXML.parseDocument(bytes, path: url.path))
            safe = true
        } catch {
            safe = false
        }
        xmlSetStructuredErrorFunc(savedContext, savedHandler)
        guard safe else { return refuse("not well-formed, or has a DOCTYPE") }
        let buffer = bytes.withUnsafeBufferPointer { raw in
            raw.withMemoryRebound(to: CChar.self) {
                xmlParserInputBufferCreateMem($0.baseAddress, Int32($0.count), XML_CHAR_ENCODING_NONE)
            }
        }
        guard let buffer, let input = xmlNewIOInputStream(context, buffer, XML_CHAR_ENCODING_NONE) else {
            return refuse("libxml2 is out of memory")
        }
        if let name = xmlCharStrdup(url.path) {
            input.pointee.filename = UnsafePointer(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self))
        }
        return input
    }
}
