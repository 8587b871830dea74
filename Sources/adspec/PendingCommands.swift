import AdSpecHarness
import AdSpecKit
import AdSpecSelfTest
import ArgumentParser

/// `adspec review [ID...]`: each pending golden as a diff against the accepted one.
struct Review: AdSpecCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Show each pending golden as a diff against the accepted one.",
        discussion: PendingOptions.discussion(
            """
            Shows each pending golden as a diff against the accepted golden (or as new). On a \
            terminal asks, per golden: [a]ccept, [r]eject, [s]kip or [q]uit.
            """))

    @OptionGroup var options: PendingOptions

    func run(in context: Context) -> ExitStatus { options.run(.review, in: context) }
}

/// `adspec accept [ID...]`: pending goldens replace the accepted ones.
struct Accept: AdSpecCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Move pending goldens over the accepted ones.",
        discussion: PendingOptions.discussion(
            """
            Moves each pending golden over its accepted golden. Refuses one recorded from an older \
            version of its scenario (the source hash in its header is not the scenario's current one). \
            One recorded from the same scenario as the accepted golden (the engine changed, not the \
            scenario) is shown as a diff and asked about on a terminal, refused elsewhere, unless --force.
            """))

    @OptionGroup var options: PendingOptions

    @Flag(
        help: """
            Accept pending goldens whose scenario did not change although their transcript did (the \
            engine changed) without asking; without it they are confirmed on a terminal and refused elsewhere.
            """)
    var force = false

    func run(in context: Context) -> ExitStatus { options.run(.accept, in: context, force: force) }
}

/// `adspec reject [ID...]`: pending goldens are deleted.
struct Reject: AdSpecCommand {
    static let configuration = CommandConfiguration(
        commandName: "reject",
        abstract: "Delete pending goldens.",
        discussion: PendingOptions.discussion(
            "Deletes each pending golden; accepted goldens are left as they are."))

    @OptionGroup var options: PendingOptions

    func run(in context: Context) -> ExitStatus { options.run(.reject, in: context) }
}

/// What `review`, `accept` and `reject` share.
struct PendingOptions: ParsableArguments {
    static func discussion(_ what: String) -> String {
        """
        \(what) All pending goldens, or those matching ID (an id or a glob). Pending goldens are \
        written by 'adspec verify --pending' (or ADSPEC_PENDING=1, also under swift test), as \
        '<id>.transcript.pending' beside the accepted golden, or in ADSPEC_PENDING_DIR.

        EXIT STATUS: 0 done (or nothing pending), 1 a file could not be moved, 2 an ID matches no \
        pending golden, 64 usage.
        """
    }

    @Argument(help: ArgumentHelp("A scenario id or a glob (default: every pending golden).", valueName: "id"))
    var ids: [String] = []

    @OptionGroup var locations: LocationOptions

    @Flag(help: "Never colour diffs.")
    var noColor = false

    func run(_ action: PendingReview.Action, in context: Context, force: Bool = false) -> ExitStatus {
        PendingReview.run(
            action, patterns: ids, workspace: locations.workspace(in: context), color: context.color(noColor: noColor),
            console: context.console, terminal: context.terminal, force: force)
    }
}
