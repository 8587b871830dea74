import AdSpecAds
import AdSpecEngine
import AdSpecHostReference
import Foundation
import SwiftUI
import Testing

/// The front end re-renders the app only when a value its views observe changed, as SwiftUI does
/// (issue 37 item 2), so that a host that forgets to publish a change is caught on Linux too.
@MainActor
@Suite("Observation")
struct ObservationTests {
    final class Model: ObservableObject {
        @Published var count = 0
        @Published var name = ""
        var plain = 0
    }

    @Test("objectWillChange: one publisher per object, sent before each @Published value (equal or not), not for a plain one")
    func objectWillChangeAsCombineSynthesisesIt() {
        let model = Model()
        #expect(model.objectWillChange === model.objectWillChange)
        final class Seen: @unchecked Sendable { var values: [Int] = [] }
        let seen = Seen()
        _ = model.objectWillChange.sink { seen.values.append(model.count) }
        model.count = 1
        model.name = "a"
        model.count = 1
        model.plain = 5
        // Sent before the change: the subscriber reads the value the property had.
        #expect(seen.values == [0, 1, 1])
    }

    struct Counter: View {
        @ObservedObject var model: Model
        var body: some View { Text("\(model.count)") }
    }

    @Test("The graph needs an update after a @Published change of an object a view observes, not after a plain one")
    func theGraphObservesItsObjects() {
        let model = Model()
        let graph = ViewGraph()
        _ = graph.evaluate(Counter(model: model))
        #expect(!graph.needsUpdate)
        model.plain = 1
        #expect(!graph.needsUpdate)
        model.count = 1
        #expect(graph.needsUpdate)
        _ = graph.evaluate(Counter(model: model))
        #expect(!graph.needsUpdate)
    }

    /// An app whose model is a plain class: the change a step makes reaches no view.
    final class PlainModel {
        var shown = false
    }

    struct PlainScreen: View {
        let model: PlainModel
        var body: some View {
            VStack(spacing: 0) {
                if model.shown {
                    Color.clear.accessibilityIdentifier("A")
                }
            }
        }
    }

    @Test("Issue 37 item 2: the reference driver refuses a step whose change the app did not publish, naming the step")
    func theDriverRefusesAnUnpublishedChange() async throws {
        let driver = ReferenceDriver()
        let app = AppModel(
            hasSKAdNetworkItems: true, sdkInitialized: true, loggingEnabled: false, screenWidth: 390, screenHeight: 844,
            states: [], screen: ViewNode(kind: .view))
        try await driver.begin(ScenarioInput(id: "t", settings: Settings(), adUnits: [], app: app, script: []))
        defer { driver.abandon() }
        let model = PlainModel()
        try await driver.show(PlainScreen(model: model))
        model.shown = true
        do {
            try await driver.update(step: 0)
            Issue.record("the step was not refused")
        } catch {
            #expect(error.stepIndex == 0)
            #expect(error.message.contains("published no change"))
        }
    }
}
