import Foundation

/// The rule catalogue (`Specs/Catalogue/rules.xml`): every normative statement of the source
/// documents as a rule with a stable id, grouped in areas. Loaded and checked by
/// `Catalogue.load(file:seedsDirectory:)`; used by the traceability check (every rule id a
/// scenario names exists), `adspec coverage` and the coverage gate, and `adspec mutants`.
public struct Catalogue: Sendable, Hashable {
    /// The catalogue file as given to the loader (used in diagnostics).
    public var path: String
    public var sources: [Source]
    public var areas: [Area]
    public var rules: [Rule]
    /// The folder relative paths are resolved against: the package root, which holds `Specs/`
    /// (source documents, and scenario paths such as `Specs/native/x.xml`).
    public var root: URL

    public init(path: String, sources: [Source], areas: [Area], rules: [Rule], root: URL) {
        self.path = path
        self.sources = sources
        self.areas = areas
        self.rules = rules
        self.root = root
    }

    /// The rule with this id, if any.
    public func rule(_ id: String) -> Rule? { rules.first { $0.id == id } }

    /// The area with this id, if any.
    public func area(_ id: String) -> Area? { areas.first { $0.id == id } }

    /// The source document with this id, if any.
    public func source(_ id: String) -> Source? { sources.first { $0.id == id } }

    /// The rules of one area, in catalogue order.
    public func rules(in area: String) -> [Rule] { rules.filter { $0.area == area } }

    /// Every rule id, as a set.
    public var ruleIDs: Set<String> { Set(rules.map(\.id)) }
}

extension Catalogue {
    /// One source document (a seed file).
    public struct Source: Sendable, Hashable {
        /// `000`, `001`, `003`: the number that starts the seed file's name.
        public var id: String
        /// Relative to the package root, as written (`../shared/seeds/000_….txt`).
        public var path: String
        public var language: String
        public var title: String
        public var line: Int

        public init(id: String, path: String, language: String, title: String, line: Int) {
            self.id = id
            self.path = path
            self.language = language
            self.title = title
            self.line = line
        }
    }

    /// A group of rules with one id prefix (`binding`, prefix `BIND`).
    public struct Area: Sendable, Hashable {
        public var id: String
        public var prefix: String
        public var title: String
        /// `false`: the engine has no front end for the area yet; the coverage gate does not
        /// require scenarios for its rules.
        public var implemented: Bool
        public var line: Int

        public init(id: String, prefix: String, title: String, implemented: Bool, line: Int) {
            self.id = id
            self.prefix = prefix
            self.title = title
            self.implemented = implemented
            self.line = line
        }
    }

    /// How binding a rule is (`strength` in the catalogue).
    public enum Strength: String, Sendable, Hashable, CaseIterable {
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
    public enum Status: String, Sendable, Hashable, CaseIterable {
        case documented
        case inferred
    }
}
