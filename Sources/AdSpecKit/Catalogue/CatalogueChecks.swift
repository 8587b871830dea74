import AdSpecEngine
import AdSpecHarness
import Foundation

/// The checks on a parsed catalogue that XSD 1.0 cannot express (see `Specs/Catalogue/README.md`):
/// an `inferred` rule has an `<inferred>` child; a rule's id prefix is its area's; every quote is
/// a substring of its source document; every setting named exists and its default is the
/// engine's. Each problem is a `path:line:column: error: ...` diagnostic.
package struct CatalogueChecks: Sendable {
    package var catalogue: Catalogue
    /// The folder source paths are relative to (the package root, which holds `Specs/`).
    package var sourceBase: URL

    package init(catalogue: Catalogue, sourceBase: URL) {
        self.catalogue = catalogue
        self.sourceBase = sourceBase
    }

    /// What the checks found: errors, and notes (a check that could not run, such as the quote
    /// check when the seed documents are absent).
    package struct Findings: Sendable {
        package var errors: [Diagnostic] = []
        package var notes: [String] = []
    }

    package func run() -> Findings {
        var findings = Findings()
        findings.errors += sourcePaths()
        let documents = loadDocuments(notes: &findings.notes)
        for rule in catalogue.rules {
            findings.errors += structure(of: rule)
            findings.errors += quotes(of: rule, documents: documents)
            findings.errors += rule.inferred.compactMap(check(_:))
            findings.errors += rule.tolerances.compactMap { check($0, of: rule) }
        }
        return findings
    }

    private func error(_ line: Int, _ message: String) -> Diagnostic {
        Diagnostic(path: catalogue.path, line: line, column: 1, message: message)
    }

    /// The status/inferred pairing and the id prefix.
    func structure(of rule: Catalogue.Rule) -> [Diagnostic] {
        var errors: [Diagnostic] = []
        if rule.status == .inferred && rule.inferred.isEmpty {
            errors.append(
                error(
                    rule.line,
                    "rule \(rule.id) has status=\"inferred\" but no <inferred> child; add <inferred setting=\"…\" "
                        + "default=\"…\"> saying which setting holds the assumption (or setting=\"none\")"))
        }
        if let area = catalogue.area(rule.area) {
            let prefix = rule.id.split(separator: "-").first.map(String.init) ?? rule.id
            if prefix != area.prefix {
                errors.append(
                    error(
                        rule.line,
                        "rule \(rule.id) is in area '\(area.id)', whose ids start with \(area.prefix)-; "
                            + "renumber it as \(area.prefix)-n or move it to the area of prefix \(prefix)"))
            }
        }
        return errors
    }

    /// Every quote, against the document its nearest `source` names. Documents that could not be
    /// read are skipped (a note says so).
    func quotes(of rule: Catalogue.Rule, documents: [String: [UInt8]]) -> [Diagnostic] {
        var pairs = [(rule.source, rule.quote)]
        pairs += rule.also.map { ($0.source, $0.quote) }
        return pairs.compactMap { source, quote in
            guard let document = documents[source] else { return nil }
            if CatalogueText.contains(document, Array(CatalogueText.collapsed(quote.text).utf8)) { return nil }
            let path = catalogue.source(source)?.path ?? source
            return error(
                quote.line,
                "the quote of rule \(rule.id) is not in source \(source) (\(path)): \"\(quote.text)\"; "
                    + "copy it verbatim from the document (runs of whitespace may differ)")
        }
    }

    /// A setting named must exist, and its default must be `Settings()`'s value.
    func check(_ inference: Catalogue.Inference) -> Diagnostic? {
        let name = inference.setting
        guard name != Catalogue.Inference.fixedRule else { return nil }
        guard Settings.names.contains(name) else {
            return error(
                inference.line,
                "unknown setting '\(name)'; the engine's settings are: \(Settings.names.joined(separator: ", "))")
        }
        let engineDefault = SettingsDefaults.text(of: name) ?? "?"
        var settings = Settings()
        do {
            try settings.override(name, with: inference.defaultValue)
        } catch {
            return self.error(
                inference.line,
                "default=\"\(inference.defaultValue)\" of setting \(name) is not a value a scenario can set (\(error)); "
                    + "the engine's default is \(engineDefault)")
        }
        guard settings == Settings() else {
            return self.error(
                inference.line,
                "default=\"\(inference.defaultValue)\" of setting \(name) differs from the engine's default "
                    + "Settings().\(name) = \(engineDefault); correct the catalogue or Settings.swift")
        }
        return nil
    }

    /// Where the seed documents may be, relative to `sourceBase`: `../shared/seeds`, beside the
    /// clone (the repository's), or `seeds` in the package root (a self-contained corpus).
    package static let seedsRelativePaths = ["../shared/seeds", "seeds"]

    /// The seeds folders, absolute.
    package var seedsFolders: [URL] {
        Self.seedsRelativePaths.map {
            URL(fileURLWithPath: $0, isDirectory: true, relativeTo: sourceBase).standardizedFileURL
        }
    }

    /// The file a source's path names, when it is a relative path that stays inside the seeds
    /// folder (`../shared/seeds/000_….txt`); `nil` for an absolute path or one that leaves it.
    func confinedURL(of source: Catalogue.Source) -> URL? {
        let path = source.path
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\0"), !path.contains("\\") else { return nil }
        let url = URL(fileURLWithPath: path, relativeTo: sourceBase).standardizedFileURL
        for folder in seedsFolders {
            // Lexically below the folder: no part of what is left may climb out of it again.
            if let relative = Workspace.relative(url.path, to: folder.path), !relative.isEmpty,
                !relative.split(separator: "/").contains("..")
            {
                return url
            }
        }
        return nil
    }

    /// A source's path must name a file in the seeds folder: the catalogue reads nothing else.
    func sourcePaths() -> [Diagnostic] {
        catalogue.sources.compactMap { source in
            guard confinedURL(of: source) == nil else { return nil }
            let why = source.path.hasPrefix("/") ? "an absolute path" : "outside the seeds folder"
            return Diagnostic(
                path: catalogue.path, line: source.pathLine, column: source.pathColumn,
                message: "source \(source.id) has path=\"\(source.path)\", \(why); a source document is a file in "
                    + "../shared/seeds/ (relative to the folder that holds Specs/; or in seeds/ there), for example "
                    + "../shared/seeds/000_….txt")
        }
    }

    /// Each source document, whitespace-collapsed, as UTF-8 by source id (quotes are searched
    /// for byte by byte); a note for each one missing. A source whose path leaves the seeds
    /// folder is not read (`sourcePaths` reports it).
    func loadDocuments(notes: inout [String]) -> [String: [UInt8]] {
        var documents: [String: [UInt8]] = [:]
        var missing: [String] = []
        for source in catalogue.sources {
            guard let url = confinedURL(of: source) else { continue }
            guard let text = try? BoundedFile.text(url, limit: KitLimits.standard.fileBytes) else {
                missing.append("\(source.id) (\(url.path))")
                continue
            }
            documents[source.id] = Array(CatalogueText.collapsed(text).utf8)
        }
        if !missing.isEmpty {
            notes.append(
                "note: quotes not checked against source \(missing.joined(separator: ", ")): the seed document is absent")
        }
        return documents
    }

}
