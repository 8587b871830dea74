/// What one scenario gives the engine: settings, network, app and script. Built by the loader.

/// A state the app declares (`@StateObject` / view model).
public struct StateDeclaration: Sendable, Hashable {
    /// `gma`: the loader-owning object of the native advanced flow (source 003, `GMAViewModel`).
    public enum Kind: String, Sendable, Hashable { case native, slider, gma }
    /// Where the app keeps the state (LOAD-5): `stateObject` survives renders; `body` is created
    /// anew by every re-render (the documented mistake).
    public enum Lifetime: String, Sendable, Hashable { case stateObject, body }

    public var id: String
    public var kind: Kind
    /// `AdRequest(adUnitID:)`.
    public var adUnitID: String
    /// Targeting and Adfox parameters of the `AdRequest` (LOAD-4), shown with the request.
    public var parameters: [String: String]
    /// `NativeAdOptions(shouldLoadImagesAutomatically:)` (IMG-1).
    public var loadImagesAutomatically: Bool
    public var lifetime: Lifetime

    public init(
        id: String, kind: Kind = .native, adUnitID: String, parameters: [String: String] = [:],
        loadImagesAutomatically: Bool = true, lifetime: Lifetime = .stateObject
    ) {
        self.id = id
        self.kind = kind
        self.adUnitID = adUnitID
        self.parameters = parameters
        self.loadImagesAutomatically = loadImagesAutomatically
        self.lifetime = lifetime
    }
}

public struct AppModel: Sendable, Hashable {
    /// `Info.plist` has `SKAdNetworkItems` (APP-2).
    public var hasSKAdNetworkItems: Bool
    /// The SDK was initialised before the script starts (APP-3); step `initializeSDK` otherwise.
    public var sdkInitialized: Bool
    /// `YandexAds.enableLogging()` was called (APP-4): SDK log lines appear in the transcript.
    public var loggingEnabled: Bool
    /// The device screen, in points.
    public var screenWidth: Double
    public var screenHeight: Double
    public var states: [StateDeclaration]
    public var screen: ViewNode
    /// The native advanced flow's loader-owning objects (source 003); each is also a state of kind `gma`.
    public var gmaModels: [GMAViewModel] = []

    public init(
        hasSKAdNetworkItems: Bool = true, sdkInitialized: Bool = true, loggingEnabled: Bool = true,
        screenWidth: Double = 390, screenHeight: Double = 844, states: [StateDeclaration], screen: ViewNode
    ) {
        self.hasSKAdNetworkItems = hasSKAdNetworkItems
        self.sdkInitialized = sdkInitialized
        self.loggingEnabled = loggingEnabled
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.states = states
        self.screen = screen
    }
}

/// One step of the script. Steps run in order at the current engine time; only `wait` moves time.
public enum Action: Sendable, Hashable {
    case wait(ms: Int)
    case loadAd(state: String)
    case loadImages(state: String)
    case mount(node: String)
    case unmount(node: String)
    case set(node: String, NodeChange)
    case tap(node: String)
    case scroll(node: String, offset: Double)
    case background
    case foreground
    case initializeSDK
    /// `NativeBulkAdLoader.loadAds(with:adsCount:)`; results become states `batch#0`, `batch#1`, ...
    case bulkLoad(batch: String, adUnitID: String, count: Int)
    /// `NativeAdVideoState.setMuted(_:)` on the video of the media in `node`'s container.
    case setMuted(node: String, muted: Bool)
    /// Reads `NativeAdVideoState` of the media in `node`'s container into the transcript (VID-2).
    case inspectVideo(node: String)
    /// The app's `body` runs again without any other change.
    case rerender
    /// `refreshAd()` of a GMA view model (source 003): a new `GADAdLoader`, then `load(GADRequest())`.
    case refreshAd(model: String)
}

public struct Step: Sendable, Hashable {
    public var action: Action
    /// APP-1: the call was made off the main thread.
    public var offMainThread: Bool

    public init(_ action: Action, offMainThread: Bool = false) {
        self.action = action
        self.offMainThread = offMainThread
    }
}

public struct ScenarioInput: Sendable, Hashable {
    public var id: String
    public var settings: Settings
    /// The settings the scenario itself sets (`<settings><set name=…>`), in file order: a
    /// profile's value does not replace them, and a scenario pinning one an implementation has
    /// otherwise is NOT APPLICABLE to it (issue 36, item 2). Not sent to a subject process.
    public var pinnedSettings: [String] = []
    /// Ad units of the simulated network; the demo units (APP-5) are added unless a unit of the
    /// same id is given here.
    public var adUnits: [AdUnit]
    public var app: AppModel
    public var script: [Step]

    public init(id: String, settings: Settings = Settings(), adUnits: [AdUnit], app: AppModel, script: [Step]) {
        self.id = id
        self.settings = settings
        self.adUnits = adUnits
        self.app = app
        self.script = script
    }

    /// The network as the engine sees it: the scenario's units, then the demo units not overridden.
    public var network: [AdUnit] {
        adUnits + DemoUnits.all.filter { demo in !adUnits.contains { $0.id == demo.id } }
    }
}
