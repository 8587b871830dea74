extension Catalogue {
    /// One rule: a normative statement of a source document, with a stable id.
    package struct Rule: Sendable, Hashable {
        /// `BIND-4`: the area's prefix, a dash, a number.
        package var id: String
        package var area: String
        package var source: String
        /// The heading of the source section, verbatim.
        package var section: String
        package var strength: Strength
        package var status: Status
        package var quote: Quote
        /// The rule in English, in the project's own words.
        package var statement: String
        package var inferred: [Inference]
        package var also: [Also]
        /// Ids of rules this one builds on.
        package var related: [String]
        /// The line of the `<rule>` element.
        package var line: Int
        /// How loosely an implementation may meet it (issue 9, item 2).
        package var tolerances: [Tolerance] = []

        package init(
            id: String, area: String, source: String, section: String, strength: Strength, status: Status,
            quote: Quote, statement: String, inferred: [Inference] = [], also: [Also] = [],
            related: [String] = [], line: Int, tolerances: [Tolerance] = []
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
            self.tolerances = tolerances
        }

        /// The settings (never `none`) that hold an assumed part of the rule.
        package var settings: [String] {
            inferred.map(\.setting).filter { $0 != Inference.fixedRule }
        }
    }

    /// A short verbatim excerpt of a source document.
    package struct Quote: Sendable, Hashable {
        package var text: String
        /// `ru`, `ja` or `en`.
        package var language: String
        package var line: Int

        package init(text: String, language: String, line: Int) {
            self.text = text
            self.language = language
            self.line = line
        }
    }

    /// One assumed part of a rule: the setting that holds it and its default.
    package struct Inference: Sendable, Hashable {
        /// The `setting` value for an assumption that is a fixed rule of the engine.
        package static let fixedRule = "none"

        /// A name of `Settings.names`, or `none`.
        package var setting: String
        /// For a setting, its default written as a scenario's `<set value="…"/>` would write it;
        /// for `none`, a description of the fixed behaviour.
        package var defaultValue: String
        /// What the default rests on (may be empty).
        package var reason: String
        package var line: Int

        package init(setting: String, defaultValue: String, reason: String, line: Int) {
            self.setting = setting
            self.defaultValue = defaultValue
            self.reason = reason
            self.line = line
        }
    }

    /// The same rule stated elsewhere (another document or section).
    package struct Also: Sendable, Hashable {
        package var source: String
        package var section: String
        package var quote: Quote

        package init(source: String, section: String, quote: Quote) {
            self.source = source
            self.section = section
            self.quote = quote
        }
    }
}
