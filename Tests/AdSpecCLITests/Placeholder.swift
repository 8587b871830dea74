import Testing

@Suite struct AdSpecCLITestsPlaceholder {}
