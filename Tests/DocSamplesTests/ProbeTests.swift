import AdSpecAds
import AdSpecEngine
import Testing

@testable import DocSamples

@MainActor @Test func probeNativeAdView() async throws {
    let host = SampleHost(NativeAdView())
    host.adUnits = [AdUnit(id: "R-M-XXXXX-YY", responses: [Response(latencyMs: 120, outcome: .ads([DemoUnits.contentAd("demo-content")]))])]
    let input = try await host.scenario(id: "probe", script: [.wait(ms: 2000)])
    print(input.app.screen)
    print(input.app.states, input.script)
    for line in try ReferenceEngine().run(input) { print(line.rendered) }
}
