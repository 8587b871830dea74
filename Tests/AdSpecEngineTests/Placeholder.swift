import Testing

@Suite struct AdSpecEngineTestsPlaceholder {}
