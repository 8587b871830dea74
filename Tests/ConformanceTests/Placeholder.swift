import Testing

@Suite struct ConformanceTestsPlaceholder {}
