import Foundation

/// The rule catalogue (`Specs/Catalogue/rules.xml`): every normative statement of the source
/// documents as a rule with a stable id, grouped in areas. Loaded and checked by
/// `Catalogue.load(file:seedsDirectory:)`; used by the traceability check (every rule id a
/// scenario names exists), `adspec coverage` and the coverage gate, and `adspec mutants`.
package struct Catalogue: Sendable, Hashable {
    /// The catalogue file as given to the loader (used in diagnostics).
    package var path: String
    package var sources: [Source]
    package var areas: [Area]
    package var rules: [Rule]
    /// The folder relative paths are resolved against: the package root, which holds `Specs/`
    /// (source documents, and scenario paths such as `Specs/native/x.xml`).
    package var root: URL
    /// The rule partitions (`Catalogue/partitions.xml`), when the specs folder has them.
    package var partitionMap: PartitionMap?

    package init(path: String, sources: [Source], areas: [Area], rules: [Rule], root: URL) {
        self.path = path
        self.sources = sources
        self.areas = areas
        self.rules = rules
        self.root = root
    }

    /// The rule with this id, if any.
    package func rule(_ id: String) -> Rule? { rules.first { $0.id == id } }

    /// The area with this id, if any.
    package func area(_ id: String) -> Area? { areas.first { $0.id == id } }

    /// The source document with this id, if any.
    package func source(_ id: String) -> Source? { sources.first { $0.id == id } }

    /// The rules of one area, in catalogue order.
    package func rules(in area: String) -> [Rule] { rules.filter { $0.area == area } }

    /// Every rule id, as a set.
    package var ruleIDs: Set<String> { Set(rules.map(\.id)) }
}

extension Catalogue {
    /// One source document (a seed file).
    package struct Source: Sendable, Hashable {
        /// `000`, `001`, `003`: the number that starts the seed file's name.
        package var id: String
        /// Relative to the package root, as written (`../shared/seeds/000_….txt`).
        package var path: String
        package var language: String
        package var title: String
        package var line: Int
        /// Where the `path` attribute is (for a path that leaves the seeds folder).
        package var pathLine: Int
        package var pathColumn: Int

        package init(
            id: String, path: String, language: String, title: String, line: Int, pathLine: Int? = nil,
            pathColumn: Int = 1
        ) {
            self.id = id
            self.path = path
            self.language = language
            self.title = title
            self.line = line
            self.pathLine = pathLine ?? line
            self.pathColumn = pathColumn
        }
    }

    /// A group of rules with one id prefix (`binding`, prefix `BIND`).
    package struct Area: Sendable, Hashable {
        package var id: String
        package var prefix: String
        package var title: String
        /// `false`: the engine has no front end for the area yet; the coverage gate does not
        /// require scenarios for its rules.
        package var implemented: Bool
        package var line: Int

        package init(id: String, prefix: String, title: String, implemented: Bool, line: Int) {
            self.id = id
            self.prefix = prefix
            self.title = title
            self.implemented = implemented
            self.line = line
        }
    }

    /// How binding a rule is (`strength` in the catalogue).
    package enum Strength: String, Sendable, Hashable, CaseIterable {
        /// Obligatory, or definite SDK behaviour.
        case must
        /// Advice whose neglect has a consequence the engine models.
        case should
        /// The document recommends it; nothing breaks without it.
        case recommended
        /// Addressed to the app developer; the engine at most flags it.
        case appGuidance = "app-guidance"
    }

    /// Whether the documents state the rule or the engine assumes it (`status`).
    package enum Status: String, Sendable, Hashable, CaseIterable {
        case documented
        case inferred
    }
}
