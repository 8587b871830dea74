/// The `--help` text of every command.
enum Help {
    static let main = """
        USAGE: adspec <command> [options] [ID...]

        Runs the XML scenarios in Specs/ against the reference binding engine and compares each
        transcript with its golden in Goldens/.

        COMMANDS:
          list                List scenarios: id and title, one a line.
          verify [ID...]      Run scenarios and compare with their goldens.
          record [ID...]      Run scenarios and write their goldens (refused when CI is set).

        Run 'adspec <command> --help' for a command's options.

        EXIT STATUS: 0 all passed, 1 a scenario failed or errored, 2 bad input or usage.

        """

    static let locations = """
          --specs DIR         Scenario folder (default: Specs in the current directory or the
                              package root found by walking up to Package.swift).
          --goldens DIR       Golden folder (default: Goldens beside the scenario folder).
          -h, --help          Show this help.
        """

    static let list = """
        USAGE: adspec list [options] [ID...]

        Prints the id and title of every scenario (or those matching ID, which may be a glob such
        as 'native/*'), one a line, in id order.

        OPTIONS:
        \(locations)

        EXIT STATUS: 0 listed, 2 bad input (load errors as path:line:column: error: ...) or usage.

        """

    static func run(_ command: String) -> String {
        let verb = command == "record" ? "writes their goldens" : "compares each transcript with its golden"
        let extra =
            command == "record"
            ? """

            Without --record, writes every golden whose bytes changed (mode 'all'), after running
            each scenario twice and getting identical bytes; a scenario that errors is never
            recorded. Refuses (exit 2) when the CI environment variable is set, unless --record is
            given explicitly.
            """
            : """

            On a mismatch prints a unified diff (appliable with patch -p0) naming the golden, the
            first divergent event and the command that re-records. A missing golden is a failure.
            """
        return """
            USAGE: adspec \(command) [options] [ID...]

            Runs the scenarios (all, or those matching ID: an id or a glob such as 'native/*') and
            \(verb). Results are printed in id order, closing with 'N passed, N failed'.\(extra)

            OPTIONS:
            \(locations)
              -j, --jobs N        Run N scenarios at a time (default: cores; ADSPEC_JOBS).
              --no-color          Never colour the diff (colour is used only on a terminal
                                  without NO_COLOR).

            EXIT STATUS: 0 all passed, 1 a scenario failed or errored, 2 bad input or usage.

            """
    }
}
