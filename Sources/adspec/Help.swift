/// The `--help` text of every command.
enum Help {
    static let main = """
        USAGE: adspec <command> [options] [ID...]

        Runs the XML scenarios in Specs/ against the reference binding engine and compares each
        transcript with its golden in Goldens/.

        COMMANDS:
          list [ID...]        List scenarios: id and title, one a line.
          verify [ID...]      Run scenarios and compare with their goldens.
          record [ID...]      Run scenarios and write their goldens (refused when CI is set).
          review [ID...]      Show each pending golden as a diff against the accepted one.
          accept [ID...]      Move pending goldens over the accepted ones.
          reject [ID...]      Delete pending goldens.
          coverage            Rules of Specs/Catalogue per area, the scenarios covering each; the gate.
          mutants [NAME...]   Run the corpus against each engine mutant; every one must be caught.

        ID is a scenario id or a glob ('native/*'). Run 'adspec <command> --help' for options.

        EXIT STATUS: 0 all passed, 1 a scenario failed or errored (or an unreferenced golden was
        rejected), 2 bad input (load errors, unknown id) or usage.

        """

    static let locations = """
          --specs DIR         Scenario folder (default: Specs in the current directory, or in
                              the package root found by walking up to Package.swift).
          --goldens DIR       Golden folder (default: Goldens beside the scenario folder).
          -h, --help          Show this help.
        """

    static let list = """
        USAGE: adspec list [options] [ID...]

        Prints the id and title of every scenario (or those matching ID), one a line, in id order.

        OPTIONS:
        \(locations)

        EXIT STATUS: 0 listed, 2 bad input (load errors as path:line:column: error: ...) or usage.

        """

    static func run(_ command: String) -> String {
        let what =
            command == "record"
            ? """
            writes their goldens. Without --record, every golden whose bytes changed is written
            (mode 'all'). Refuses (exit 2) when the CI environment variable is set, unless --record
            or --pending is given explicitly.
            """
            : """
            compares each transcript with its golden. On a mismatch prints a unified diff
            (appliable with patch -p0) naming the golden, the first divergent event and the command
            that re-records. A missing golden is a failure unless the record mode writes it.
            """
        return """
            USAGE: adspec \(command) [options] [ID...]

            Runs the scenarios (all, or those matching ID: an id or a glob such as 'native/*') and
            \(what)
            Results are printed in id order, the same for any number of jobs, closing with
            'N passed, N failed'. A golden is written only after two runs give identical bytes,
            and never for a scenario that errors.

            OPTIONS:
            \(locations)
              --record MODE       never | missing | failed | all (default: ADSPEC_RECORD, else
                                  \(command == "record" ? "all" : "never")). With CI set the mode is never unless this flag is given.
              --pending           Write pending goldens for review (adspec review/accept/reject)
                                  instead of over accepted ones (ADSPEC_PENDING=1; folder:
                                  ADSPEC_PENDING_DIR, else '<id>.transcript.pending' beside).
              --rule RULE         Only scenarios covering RULE (an id or glob: 'BIND-*'). Repeatable.
              --area AREA         Only scenarios in AREA: a catalogue area ('binding'), its rule
                                  prefix ('BIND') or an id's first part ('native'). Repeatable.
              --shard I/N         Run the I-th of N shards (1-based; also ADSPEC_SHARD, Bazel's
                                  TEST_TOTAL_SHARDS and TEST_SHARD_INDEX).
              --unreferenced P    Goldens no scenario references: warn | reject | delete (default:
                                  ADSPEC_UNREFERENCED, else reject in CI, warn elsewhere). Refused
                                  on a filtered run (ids, --rule, --area, --shard).
              --junit PATH        Write a JUnit XML report (also XML_OUTPUT_FILE).
              --json PATH         Write a JSON report (also ADSPEC_JSON).
              -j, --jobs N        Run N scenarios at a time (default: ADSPEC_JOBS, else cores).
              --no-color          Never colour diffs (colour is used only on a terminal, without
                                  NO_COLOR).

            ENVIRONMENT: CI, ADSPEC_RECORD, ADSPEC_PENDING, ADSPEC_PENDING_DIR, ADSPEC_FILTER,
              ADSPEC_RULE, ADSPEC_AREA, ADSPEC_SHARD, ADSPEC_UNREFERENCED, ADSPEC_JOBS, ADSPEC_JSON,
              ADSPEC_ARTIFACTS_DIR (failed scenarios' actual transcript and diff), GITHUB_ACTIONS
              (annotations), XML_OUTPUT_FILE, TEST_TOTAL_SHARDS, TEST_SHARD_INDEX,
              TEST_SHARD_STATUS_FILE, TEST_UNDECLARED_OUTPUTS_DIR, NO_COLOR.

            EXIT STATUS: 0 all passed, 1 a scenario failed or errored or an unreferenced golden was
            rejected, 2 bad input or usage (nothing is written).

            """
    }

    static func pending(_ command: String) -> String {
        let what: String
        switch command {
        case "review": what = "Shows each pending golden as a diff against the accepted golden (or as new)."
        case "accept": what = "Moves each pending golden over its accepted golden."
        default: what = "Deletes each pending golden; accepted goldens are left as they are."
        }
        return """
            USAGE: adspec \(command) [options] [ID...]

            \(what) All pending goldens, or those matching ID (an id or a glob). Pending goldens
            are written by 'adspec verify --pending' (or ADSPEC_PENDING=1, also under swift test),
            as '<id>.transcript.pending' beside the accepted golden, or in ADSPEC_PENDING_DIR.

            OPTIONS:
            \(locations)
              --no-color          Never colour diffs.

            EXIT STATUS: 0 done (or nothing pending), 1 a file could not be moved, 2 an ID
            matches no pending golden, or usage.

            """
    }
}
