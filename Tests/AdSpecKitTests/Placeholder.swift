import Testing

@Suite struct AdSpecKitTestsPlaceholder {}
