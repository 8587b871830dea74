import Testing

@testable import AdSpecEngine

@Suite struct LoadingTests {
    let screen = [Build.container("A", state: "s", card: Build.card("A"))]

    @Test("LOAD-2: nothing is requested without loadAd()")
    func noImplicitLoad() throws {
        let run = try Run(screen: screen, [.wait(ms: 5000)])
        #expect(run.count("state s", "request") == 0)
        #expect(run.count("container A", "shows placeholder") == 1)
    }

    @Test("LOAD-1, CONT-1: idle and loading show the placeholder, loaded the card")
    func phases() throws {
        let run = try Run(screen: screen, [.loadAd(state: "s"), .wait(ms: 200)])
        #expect(run.time("state s", "phase .idle -> .loading; request #1") == 0)
        #expect(run.time("state s", "phase .loading -> .loaded") == DemoUnits.latencyMs)
        #expect(run.time("container A", "onAdLoad") == DemoUnits.latencyMs)
        #expect(run.time("container A", "shows content") == DemoUnits.latencyMs)
    }

    @Test("LOAD-3: loadAd() while loading or loaded sends nothing")
    func busyLoad() throws {
        let run = try Run(screen: screen, [.loadAd(state: "s"), .loadAd(state: "s"), .wait(ms: 200), .loadAd(state: "s")])
        #expect(run.count("state s", "request #") == 1)
        #expect(run.count("note", "no request sent") == 2)
        let broken = try Run(
            screen: screen, mutants: [.loadWhileBusySendsRequest], [.loadAd(state: "s"), .wait(ms: 200), .loadAd(state: "s")])
        #expect(broken.count("state s", "request #") == 2)
    }

    @Test("LOAD-2, CONT-1, EVT-1: a failure shows nothing; loadAd() again sends the request again")
    func failureAndRetry() throws {
        let unit = AdUnit(
            id: "u",
            responses: [
                Response(latencyMs: 50, outcome: .failure(LoadFailure(code: "noFill", message: "no ads"))),
                Response(latencyMs: 50, outcome: .ads([DemoUnits.contentAd("x")])),
            ])
        let run = try Run(
            states: [StateDeclaration(id: "s", adUnitID: "u")], screen: screen, units: [unit],
            [.loadAd(state: "s"), .wait(ms: 100), .loadAd(state: "s"), .wait(ms: 100)])
        #expect(run.time("container A", "onAdFailure error noFill") == 50)
        #expect(run.time("container A", "shows nothing") == 50)
        #expect(run.time("state s", "request #2") == 100)
        #expect(run.time("container A", "onAdLoad ad=x") == 150)
    }

    @Test("APP-2: without SKAdNetworkItems the load fails and nothing is requested")
    func skAdNetwork() throws {
        let run = try Run(screen: screen, app: { $0.hasSKAdNetworkItems = false }, [.loadAd(state: "s"), .wait(ms: 500)])
        #expect(run.count("state s", "request") == 0)
        #expect(run.time("container A", "onAdFailure error configurationError") == 0)
        #expect(run.count("log error", "SKAdNetworkItems") == 1)
    }

    @Test("APP-3: a load before initialisation waits for it (default) or fails (setting)")
    func beforeInitialisation() throws {
        let queued = try Run(
            screen: screen, app: { $0.sdkInitialized = false },
            [.loadAd(state: "s"), .wait(ms: 300), .initializeSDK, .wait(ms: 200)])
        #expect(queued.time("state s", "request #1") == 300)
        var settings = Settings()
        settings.loadBeforeInitialization = .fail
        let failed = try Run(screen: screen, settings: settings, app: { $0.sdkInitialized = false }, [.loadAd(state: "s")])
        #expect(failed.count("container A", "onAdFailure error sdkNotInitialized") == 1)
    }

    @Test("APP-4: SDK log lines appear only with enableLogging()")
    func logging() throws {
        let quiet = try Run(
            screen: screen,
            app: {
                $0.hasSKAdNetworkItems = false; $0.loggingEnabled = false
            }, [.loadAd(state: "s")])
        #expect(
            quiet.lines.allSatisfy {
                if case .log = $0.subject { return false }
                return true
            })
    }

    @Test("EVT-2: an outcome with no container in the hierarchy is not delivered, nor replayed")
    func noContainer() throws {
        var unmounted = Build.container("A", state: "s", card: Build.card("A"))
        unmounted.present = false
        let run = try Run(screen: [unmounted], [.loadAd(state: "s"), .wait(ms: 200), .mount(node: "A"), .wait(ms: 100)])
        #expect(run.count("container A", "onAdLoad") == 0)
        #expect(run.count("note", "onAdLoad of s not delivered") == 1)
        #expect(run.time("container A", "bound to ad") == 200)
    }

    @Test("APP-5: every demo unit answers with test ads")
    func demoUnits() {
        #expect(
            DemoUnits.all.map(\.id) == [
                "demo-native-content-yandex", "demo-native-app-yandex", "demo-native-bulk-yandex", "demo-native-slider-yandex",
            ])
        #expect(
            DemoUnits.appInstallAd("x").requiredKinds == [
                .title, .callToAction, .domain, .sponsored, .age, .price, .warning, .icon, .feedback, .media,
            ])
    }
}
