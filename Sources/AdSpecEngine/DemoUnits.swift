/// The SDK's demo ad units as built-in fixtures (APP-5). They always return test ads.
/// Required flags follow BIND-7: required when present: title, domain, warning, sponsored, age,
/// feedback, callToAction, media, and for app-install ads also icon and price.
public enum DemoUnits {
    public static let contentID = "demo-native-content-yandex"
    public static let appInstallID = "demo-native-app-yandex"
    public static let bulkID = "demo-native-bulk-yandex"
    public static let sliderID = "demo-native-slider-yandex"

    /// Latency of every demo unit's response, in engine milliseconds.
    public static let latencyMs = 120

    public static var all: [AdUnit] { [content, appInstall, bulk, slider] }

    /// The ids of `all`, to ask whether an id is a demo unit's without making the units (`all`
    /// makes every one of them at each call).
    public static let ids: Set<String> = [contentID, appInstallID, bulkID, sliderID]

    public static var content: AdUnit {
        AdUnit(
            id: contentID, numbersAds: true,
            responses: [Response(latencyMs: latencyMs, outcome: .ads([contentAd("demo-content")]))])
    }

    public static var appInstall: AdUnit {
        AdUnit(
            id: appInstallID, numbersAds: true,
            responses: [Response(latencyMs: latencyMs, outcome: .ads([appInstallAd("demo-app")]))])
    }

    /// The bulk demo unit returns three ads whatever `adsCount` asks for (at most `adsCount`).
    public static var bulk: AdUnit {
        AdUnit(
            id: bulkID, numbersAds: true,
            responses: [
                Response(
                    latencyMs: latencyMs,
                    outcome: .ads([contentAd("demo-bulk"), appInstallAd("demo-bulk"), contentAd("demo-bulk")]))
            ])
    }

    /// The slider demo unit: a block that marks `sponsored` as required, with three cards.
    public static var slider: AdUnit {
        AdUnit(
            id: sliderID, numbersAds: true,
            responses: [
                Response(
                    latencyMs: latencyMs,
                    outcome: .slider(
                        SliderFixture(
                            id: "demo-slider",
                            blockAssets: [AssetFixture(kind: .sponsored, value: "Advertising", required: true)],
                            cards: [contentAd("demo-slide"), appInstallAd("demo-slide"), contentAd("demo-slide")])))
            ])
    }

    public static func contentAd(_ id: String) -> AdFixture {
        AdFixture(
            id: id, adType: .content,
            assets: [
                AssetFixture(kind: .title, value: "Demo content ad", required: true),
                AssetFixture(kind: .body, value: "A test ad from the demo unit", required: false),
                AssetFixture(kind: .callToAction, value: "Open", required: true),
                AssetFixture(kind: .domain, value: "example.com", required: true),
                AssetFixture(kind: .sponsored, value: "Advertising", required: true),
                AssetFixture(kind: .age, value: "18+", required: true),
                AssetFixture(kind: .warning, value: "There are contraindications", required: true),
                AssetFixture(kind: .favicon, value: "favicon.png", required: false),
                AssetFixture(kind: .feedback, value: "", required: true),
                AssetFixture(kind: .media, value: "media.jpg", required: true),
            ],
            media: MediaFixture(aspectRatio: 16.0 / 9.0), warningMinimumArea: 0.02)
    }

    public static func appInstallAd(_ id: String) -> AdFixture {
        AdFixture(
            id: id, adType: .appInstall,
            assets: [
                AssetFixture(kind: .title, value: "Demo app", required: true),
                AssetFixture(kind: .body, value: "A test app-install ad", required: false),
                AssetFixture(kind: .callToAction, value: "Install", required: true),
                AssetFixture(kind: .domain, value: "apps.apple.com", required: true),
                AssetFixture(kind: .sponsored, value: "Advertising", required: true),
                AssetFixture(kind: .age, value: "12+", required: true),
                AssetFixture(kind: .price, value: "Free", required: true),
                AssetFixture(kind: .reviewCount, value: "1024", required: false),
                AssetFixture(kind: .warning, value: "Read the terms", required: true),
                AssetFixture(kind: .icon, value: "icon.png", required: true),
                AssetFixture(kind: .rating, value: "4.5", required: false),
                AssetFixture(kind: .feedback, value: "", required: true),
                AssetFixture(kind: .media, value: "media.jpg", required: true),
            ],
            media: MediaFixture(aspectRatio: 16.0 / 9.0), warningMinimumArea: 0.02)
    }
}
