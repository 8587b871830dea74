import AdSpecEngine
import AdSpecHarness
import AdSpecNib
import Foundation

/// Interface Builder files in the library (`Specs/Library/<Name>.xib`): the nibs that
/// `<gma-ad-view nib="Name">` loads, as `Bundle.main.loadNibNamed("Name", ...)` does in source
/// 003. Parsed with libxml2 under the scenario files' safe options (`SafeXML`: no network, no
/// DTD, no entities), read by `NibReader` (Documentation/Nibs.md).
struct LibraryNib: Sendable {
    var nib: InterfaceBuilderNib
    /// `Specs/Library/<Name>.xib` and the SHA-256 of its bytes: a scenario that loads the nib
    /// adds them to its source hash, so a changed nib marks its goldens stale.
    var recordedPath: String
    var hash: String
}

extension Library {
    /// The `.xib` files of the library folder, sorted.
    static func nibFiles(in specs: URL) -> [URL] {
        let folder = specs.appendingPathComponent(folderName, isDirectory: true)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".xib") && !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Reads every nib of the library folder; problems are returned with the library's.
    static func loadNibs(specs: URL) -> ([String: LibraryNib], [Diagnostic]) {
        var nibs: [String: LibraryNib] = [:]
        var diagnostics: [Diagnostic] = []
        for file in nibFiles(in: specs) {
            let path = Corpus.displayPath(of: file, specs: specs)
            do throws(DiagnosticList) {
                let bytes = try Corpus.read(file, path: path)
                let name = String(file.lastPathComponent.dropLast(".xib".count))
                let nib = try InterfaceBuilderFiles.read(bytes, name: name, path: path)
                nibs[name] = LibraryNib(
                    nib: nib, recordedPath: Corpus.recordedPath(of: file, specs: specs), hash: SHA256.hex(bytes))
            } catch {
                diagnostics += error.diagnostics
            }
        }
        return (nibs, diagnostics)
    }
}

/// Interface Builder files for source 003's front end: `Bundle.main.loadNibNamed` of a
/// GoogleMobileAds- and UIKit-shaped module takes its `GADNativeAdView` from here.
public enum InterfaceBuilderFiles {
    /// `Bundle.main.loadNibNamed(name, owner: nil, options: nil)?.first as? GADNativeAdView`: the
    /// nib `<folder>/<name>.xib` as the engine's screen node of an ad view named `adViewID`, its
    /// subviews named `<adViewID>.<outlet>` (`adView.headline`), or by Interface Builder id when
    /// connected to no outlet. Throws the file's problems, each at its line and column.
    public static func loadNib(named name: String, in folder: URL, adViewID: String) throws(DiagnosticList) -> ViewNode {
        let file = folder.appendingPathComponent(name + ".xib")
        let bytes = try Corpus.read(file, path: file.path, what: "nib")
        return try read(bytes, name: name, path: file.path).adView(id: adViewID)
    }

    /// The nib in `bytes` (the file at `path`, for messages).
    static func read(_ bytes: [UInt8], name: String, path: String) throws(DiagnosticList) -> InterfaceBuilderNib {
        if bytes.allSatisfy(\.isXMLSpace) {
            throw DiagnosticList([
                Diagnostic(
                    path: path, line: 1, column: 1,
                    message: "the file is empty; an Interface Builder file starts with "
                        + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">")
            ])
        }
        let root = try SafeXML.parse(bytes, path: path)
        return try NibReader.read(element(root), name: name, path: path)
    }

    private static func element(_ node: XMLElementNode) -> NibElement {
        NibElement(
            name: node.name,
            attributes: node.attributes.map {
                NibElement.Attribute(name: $0.name, value: $0.value, line: $0.line, column: $0.column)
            },
            children: node.children.map(element), line: node.line, column: node.column)
    }
}
