extension Catalogue {
    /// One rule: a normative statement of a source document, with a stable id.
    public struct Rule: Sendable, Hashable {
        /// `BIND-4`: the area's prefix, a dash, a number.
        public var id: String
        public var area: String
        public var source: String
        /// The heading of the source section, verbatim.
        public var section: String
        public var strength: Strength
        public var status: Status
        public var quote: Quote
        /// The rule in English, in the project's own words.
        public var statement: String
        public var inferred: [Inference]
        public var also: [Also]
        /// Ids of rules this one builds on.
        public var related: [String]
        /// The line of the `<rule>` element.
        public var line: Int

        public init(
            id: String, area: String, source: String, section: String, strength: Strength, status: Status,
            quote: Quote, statement: String, inferred: [Inference] = [], also: [Also] = [],
            related: [String] = [], line: Int
        ) {
            self.id = id
            self.area = area
            self.source = source
            self.section = section
            self.strength = strength
            self.status = status
            self.quote = quote
            self.statement = statement
            self.inferred = inferred
            self.also = also
            self.related = related
            self.line = line
        }

        /// The settings (never `none`) that hold an assumed part of the rule.
        public var settings: [String] {
            inferred.map(\.setting).filter { $0 != Inference.fixedRule }
        }
    }

    /// A short verbatim excerpt of a source document.
    public struct Quote: Sendable, Hashable {
        public var text: String
        /// `ru`, `ja` or `en`.
        public var language: String
        public var line: Int

        public init(text: String, language: String, line: Int) {
            self.text = text
            self.language = language
            self.line = line
        }
    }

    /// One assumed part of a rule: the setting that holds it and its default.
    public struct Inference: Sendable, Hashable {
        /// The `setting` value for an assumption that is a fixed rule of the engine.
        public static let fixedRule = "none"

        /// A name of `Settings.names`, or `none`.
        public var setting: String
        /// For a setting, its default written as a scenario's `<set value="…"/>` would write it;
        /// for `none`, a description of the fixed behaviour.
        public var defaultValue: String
        /// What the default rests on (may be empty).
        public var reason: String
        public var line: Int

        public init(setting: String, defaultValue: String, reason: String, line: Int) {
            self.setting = setting
            self.defaultValue = defaultValue
            self.reason = reason
            self.line = line
        }
    }

    /// The same rule stated elsewhere (another document or section).
    public struct Also: Sendable, Hashable {
        public var source: String
        public var section: String
        public var quote: Quote

        public init(source: String, section: String, quote: Quote) {
            self.source = source
            self.section = section
            self.quote = quote
        }
    }
}
