// Generated from Specs/ by: ADSPEC_UPDATE_TESTS=1 swift test --filter everyScenarioHasATestCase
// One test function per scenario, so that `swift test --xunit-output` reports each scenario as a
// <testcase> of its own (see ConformanceTests.swift). Do not edit.

import Testing

extension ScenarioCases {
    static let ids: [String] = [
        "app/before-initialization-bulk-and-slider",
        "app/initialize-twice",
        "app/load-before-initialization",
        "app/load-before-initialization-fails",
        "app/logging-disabled-bulk-and-slider",
        "app/no-skadnetwork-bulk-and-slider",
        "app/off-main-thread",
        "app/off-main-thread-bulk-and-slider",
        "app/retry-threshold-setting",
        "app/unbounded-retry",
        "bulk/ads-count-out-of-range",
        "bulk/before-initialization-fails",
        "bulk/count-at-minimum-and-below-result",
        "bulk/count-range-settings",
        "bulk/demo-unit",
        "bulk/demo-unit-any-count",
        "bulk/failure",
        "bulk/fewer-than-count",
        "bulk/independent-containers",
        "bulk/load-on-preloaded-state",
        "bulk/loaded-again",
        "bulk/loaded-again-with-fewer-ads",
        "bulk/modifiers-on-wrapper",
        "bulk/preloaded-state-reloaded-while-unmounted",
        "bulk/scroll-away-and-back",
        "bulk/state-in-two-containers",
        "bulk/zero-ads",
        "bulk/zero-size-and-background",
        "docsamples/bulk",
        "docsamples/enable-logging",
        "docsamples/events",
        "docsamples/feed",
        "docsamples/hidden-vs-opacity",
        "docsamples/manual-images",
        "docsamples/media-overlay",
        "docsamples/native-ad-view",
        "docsamples/slider-ad-view",
        "docsamples/slider-enable-logging",
        "docsamples/slider-manual-images",
        "docsamples/state-in-body",
        "feed/lazy-item-gets-new-state",
        "feed/lazy-items-change-size",
        "feed/lazy-items-resize-on-load",
        "feed/lazy-reach-boundary",
        "feed/leaves-before-impression",
        "feed/list-on-appear",
        "feed/prefetch-margin-setting",
        "feed/scroll-away-and-back",
        "feed/state-in-body",
        "feed/view-model-preload",
        "gma/ad-views-leave-out-of-order",
        "gma/associate-before-populating",
        "gma/associate-before-populating-setting",
        "gma/background-and-unmounted",
        "gma/beside-native-ads-each-counted",
        "gma/cta-interaction-enabled",
        "gma/cta-interaction-enabled-setting",
        "gma/failed-load-and-refresh",
        "gma/guaranteed-assets-only",
        "gma/impression-dwell-setting",
        "gma/impression-dwell-setting-scrolled",
        "gma/impression-first-pixel",
        "gma/late-fill-setting-limits",
        "gma/media-aspect-ratio",
        "gma/nib-details",
        "gma/outlets",
        "gma/outlets-outside-setting",
        "gma/second-association",
        "gma/second-association-bad-value",
        "gma/second-association-both",
        "gma/second-association-both-first-view-scrolled-away",
        "gma/second-association-both-later-view",
        "gma/second-association-three-views",
        "gma/swiftui-associate-first",
        "gma/swiftui-second-ad",
        "gma/taps-before-the-ad",
        "gma/uikit-associate-first",
        "gma/uikit-refresh",
        "gma/uikit-sample",
        "gma/uikit-two-ad-views",
        "gma/wrong-ad-type",
        "images/feedback-before-images",
        "images/impression-before-images",
        "images/load-images-while-loading",
        "images/load-images-with-automatic-images",
        "images/manual-load",
        "layout/container-without-id-in-a-placeholder",
        "layout/containers-without-ids",
        "layout/for-each-in-zstack-behind-an-if",
        "layout/lazy-cache-bulk-carousel-height",
        "layout/lazy-cache-carousel-height",
        "layout/lazy-cache-hairline-items",
        "layout/lazy-cache-long-feed",
        "layout/lazy-cache-offset-item-edge",
        "layout/lazy-cache-pulled-up-from-below",
        "layout/lazy-cache-pulled-up-items",
        "layout/lazy-card-if-has",
        "layout/lazy-items-drawn-offset",
        "layout/lazy-items-fill-width",
        "layout/lazy-row-in-feed",
        "layout/optional-badge-over-the-card",
        "layout/state-handed-on-twice",
        "layout/unsized-card-straight-in-a-scroll-view",
        "layout/video-card-reused-too-small",
        "layout/warning-half-a-point-high",
        "native/absent-component",
        "native/basic-load",
        "native/binding-error-codes",
        "native/click-before-impression",
        "native/container-size-follows-phase",
        "native/containers-leave-out-of-order",
        "native/drawing-group",
        "native/empty-response-and-wrong-kinds",
        "native/events-only-while-mounted",
        "native/failure-then-retry",
        "native/hidden-vs-opacity",
        "native/impression-once",
        "native/layout-info",
        "native/load-while-busy",
        "native/logging-disabled",
        "native/modifiers-on-wrapper",
        "native/new-state-in-container",
        "native/new-state-while-old-loads",
        "native/no-load-without-call",
        "native/no-skadnetwork",
        "native/optional-not-drawn",
        "native/outcome-replayed-on-mount",
        "native/outcome-replayed-once",
        "native/phase-without-container",
        "native/plain-initialisers",
        "native/primitive-values",
        "native/rating-needs-label",
        "native/rating-needs-label-in-placeholder",
        "native/request-parameters",
        "native/required-decided-by-ad",
        "native/required-view-hidden-after-binding",
        "native/required-view-hidden-twice-after-binding",
        "native/rerender-while-loading",
        "native/restart-while-bound",
        "native/restart-while-loading",
        "native/shared-state-container-leaves",
        "native/shared-state-two-containers",
        "native/small-warning",
        "native/small-warning-not-reported",
        "native/state-in-body-recreated-while-loading",
        "native/state-kept-in-body",
        "native/state-moved-while-binding-pending",
        "native/state-moved-while-loading",
        "native/tap-outside-bound-window",
        "native/taps-on-a-one-point-view-click",
        "native/taps-on-untouchable-views",
        "native/taps-that-touch-nothing",
        "native/unknown-ad-unit",
        "native/view-appears-at-grace-end",
        "native/view-appears-within-grace",
        "native/warning-at-minimum-area",
        "native/zero-size-card",
        "slider/block-image-manual-load",
        "slider/block-no-click",
        "slider/block-not-seen-through-other-ad-inside",
        "slider/block-not-seen-through-unbound-card",
        "slider/block-seen-through-card-at-threshold",
        "slider/card-inside-another-slider",
        "slider/card-modifiers",
        "slider/cards-at-prefetch-margin",
        "slider/cards-outside-container",
        "slider/cards-outside-drawn-by-template",
        "slider/cards-outside-scrolled-away-and-back",
        "slider/cards-scroll-away-and-back",
        "slider/demo-slider",
        "slider/every-ad-placed-elsewhere",
        "slider/failure-retry-and-busy",
        "slider/layout-info",
        "slider/manual-images",
        "slider/native-ad-for-slider",
        "slider/new-state-in-container",
        "slider/no-block-assets",
        "slider/no-click-modifier",
        "slider/no-repeats",
        "slider/required-block-asset-missing",
        "slider/required-elements",
        "slider/shared-state-card-in-first-container",
        "slider/sliders-leave-out-of-order",
        "slider/state-in-body",
        "slider/state-in-body-cards-outside-loaded-again",
        "slider/state-in-body-loaded-again",
        "slider/two-required-block-assets-missing",
        "slider/two-sliders",
        "slider/video-card",
        "slider/zero-size-content",
        "timing/lazy-bulk-item-changed-twice",
        "timing/lazy-group-of-bulk-items",
        "timing/thirteen-timers-out-of-order",
        "video/aspect-ratio-below-minimum",
        "video/below-minimum-size",
        "video/content-video-card-without-rating-row",
        "video/fitted-video-below-minimum",
        "video/letterbox-within-a-point",
        "video/minimum-size-and-dwell-settings",
        "video/minimum-size-settings-out-of-range",
        "video/mute-control-hidden",
        "video/plays-at-minimum",
        "video/two-videos-and-end-of-video",
        "video/unsized-card-takes-content-size",
        "viewability/assets-outside-card-setting",
        "viewability/background-and-back",
        "viewability/clipped-frame-and-scroll-viewport",
        "viewability/dwell-boundary",
        "viewability/dwell-reset",
        "viewability/horizontal-carousel",
        "viewability/many-cards-background-cycles",
        "viewability/optional-asset-outside-card",
        "viewability/partial-while-scrolling",
        "viewability/required-asset-clipped-by-tolerance-counted",
        "viewability/required-asset-outside-or-clipped",
        "viewability/required-asset-past-each-edge",
        "viewability/settings-out-of-range",
        "viewability/several-cards",
        "viewability/share-note-within-rounding",
        "viewability/single-and-bulk-ads-each-counted",
        "viewability/threshold-above-whole-card",
        "viewability/whole-card-threshold-no-dwell",
        "viewability/zero-width-and-one-point-cards",
    ]

    @Test("app/before-initialization-bulk-and-slider", .enabled(if: ConformanceCorpus.isSelected("app/before-initialization-bulk-and-slider")))
    func app_before_initialization_bulk_and_slider() { ConformanceCheck.check(id: "app/before-initialization-bulk-and-slider") }

    @Test("app/initialize-twice", .enabled(if: ConformanceCorpus.isSelected("app/initialize-twice")))
    func app_initialize_twice() { ConformanceCheck.check(id: "app/initialize-twice") }

    @Test("app/load-before-initialization", .enabled(if: ConformanceCorpus.isSelected("app/load-before-initialization")))
    func app_load_before_initialization() { ConformanceCheck.check(id: "app/load-before-initialization") }

    @Test("app/load-before-initialization-fails", .enabled(if: ConformanceCorpus.isSelected("app/load-before-initialization-fails")))
    func app_load_before_initialization_fails() { ConformanceCheck.check(id: "app/load-before-initialization-fails") }

    @Test("app/logging-disabled-bulk-and-slider", .enabled(if: ConformanceCorpus.isSelected("app/logging-disabled-bulk-and-slider")))
    func app_logging_disabled_bulk_and_slider() { ConformanceCheck.check(id: "app/logging-disabled-bulk-and-slider") }

    @Test("app/no-skadnetwork-bulk-and-slider", .enabled(if: ConformanceCorpus.isSelected("app/no-skadnetwork-bulk-and-slider")))
    func app_no_skadnetwork_bulk_and_slider() { ConformanceCheck.check(id: "app/no-skadnetwork-bulk-and-slider") }

    @Test("app/off-main-thread", .enabled(if: ConformanceCorpus.isSelected("app/off-main-thread")))
    func app_off_main_thread() { ConformanceCheck.check(id: "app/off-main-thread") }

    @Test("app/off-main-thread-bulk-and-slider", .enabled(if: ConformanceCorpus.isSelected("app/off-main-thread-bulk-and-slider")))
    func app_off_main_thread_bulk_and_slider() { ConformanceCheck.check(id: "app/off-main-thread-bulk-and-slider") }

    @Test("app/retry-threshold-setting", .enabled(if: ConformanceCorpus.isSelected("app/retry-threshold-setting")))
    func app_retry_threshold_setting() { ConformanceCheck.check(id: "app/retry-threshold-setting") }

    @Test("app/unbounded-retry", .enabled(if: ConformanceCorpus.isSelected("app/unbounded-retry")))
    func app_unbounded_retry() { ConformanceCheck.check(id: "app/unbounded-retry") }

    @Test("bulk/ads-count-out-of-range", .enabled(if: ConformanceCorpus.isSelected("bulk/ads-count-out-of-range")))
    func bulk_ads_count_out_of_range() { ConformanceCheck.check(id: "bulk/ads-count-out-of-range") }

    @Test("bulk/before-initialization-fails", .enabled(if: ConformanceCorpus.isSelected("bulk/before-initialization-fails")))
    func bulk_before_initialization_fails() { ConformanceCheck.check(id: "bulk/before-initialization-fails") }

    @Test("bulk/count-at-minimum-and-below-result", .enabled(if: ConformanceCorpus.isSelected("bulk/count-at-minimum-and-below-result")))
    func bulk_count_at_minimum_and_below_result() { ConformanceCheck.check(id: "bulk/count-at-minimum-and-below-result") }

    @Test("bulk/count-range-settings", .enabled(if: ConformanceCorpus.isSelected("bulk/count-range-settings")))
    func bulk_count_range_settings() { ConformanceCheck.check(id: "bulk/count-range-settings") }

    @Test("bulk/demo-unit", .enabled(if: ConformanceCorpus.isSelected("bulk/demo-unit")))
    func bulk_demo_unit() { ConformanceCheck.check(id: "bulk/demo-unit") }

    @Test("bulk/demo-unit-any-count", .enabled(if: ConformanceCorpus.isSelected("bulk/demo-unit-any-count")))
    func bulk_demo_unit_any_count() { ConformanceCheck.check(id: "bulk/demo-unit-any-count") }

    @Test("bulk/failure", .enabled(if: ConformanceCorpus.isSelected("bulk/failure")))
    func bulk_failure() { ConformanceCheck.check(id: "bulk/failure") }

    @Test("bulk/fewer-than-count", .enabled(if: ConformanceCorpus.isSelected("bulk/fewer-than-count")))
    func bulk_fewer_than_count() { ConformanceCheck.check(id: "bulk/fewer-than-count") }

    @Test("bulk/independent-containers", .enabled(if: ConformanceCorpus.isSelected("bulk/independent-containers")))
    func bulk_independent_containers() { ConformanceCheck.check(id: "bulk/independent-containers") }

    @Test("bulk/load-on-preloaded-state", .enabled(if: ConformanceCorpus.isSelected("bulk/load-on-preloaded-state")))
    func bulk_load_on_preloaded_state() { ConformanceCheck.check(id: "bulk/load-on-preloaded-state") }

    @Test("bulk/loaded-again", .enabled(if: ConformanceCorpus.isSelected("bulk/loaded-again")))
    func bulk_loaded_again() { ConformanceCheck.check(id: "bulk/loaded-again") }

    @Test("bulk/loaded-again-with-fewer-ads", .enabled(if: ConformanceCorpus.isSelected("bulk/loaded-again-with-fewer-ads")))
    func bulk_loaded_again_with_fewer_ads() { ConformanceCheck.check(id: "bulk/loaded-again-with-fewer-ads") }

    @Test("bulk/modifiers-on-wrapper", .enabled(if: ConformanceCorpus.isSelected("bulk/modifiers-on-wrapper")))
    func bulk_modifiers_on_wrapper() { ConformanceCheck.check(id: "bulk/modifiers-on-wrapper") }

    @Test("bulk/preloaded-state-reloaded-while-unmounted", .enabled(if: ConformanceCorpus.isSelected("bulk/preloaded-state-reloaded-while-unmounted")))
    func bulk_preloaded_state_reloaded_while_unmounted() { ConformanceCheck.check(id: "bulk/preloaded-state-reloaded-while-unmounted") }

    @Test("bulk/scroll-away-and-back", .enabled(if: ConformanceCorpus.isSelected("bulk/scroll-away-and-back")))
    func bulk_scroll_away_and_back() { ConformanceCheck.check(id: "bulk/scroll-away-and-back") }

    @Test("bulk/state-in-two-containers", .enabled(if: ConformanceCorpus.isSelected("bulk/state-in-two-containers")))
    func bulk_state_in_two_containers() { ConformanceCheck.check(id: "bulk/state-in-two-containers") }

    @Test("bulk/zero-ads", .enabled(if: ConformanceCorpus.isSelected("bulk/zero-ads")))
    func bulk_zero_ads() { ConformanceCheck.check(id: "bulk/zero-ads") }

    @Test("bulk/zero-size-and-background", .enabled(if: ConformanceCorpus.isSelected("bulk/zero-size-and-background")))
    func bulk_zero_size_and_background() { ConformanceCheck.check(id: "bulk/zero-size-and-background") }

    @Test("docsamples/bulk", .enabled(if: ConformanceCorpus.isSelected("docsamples/bulk")))
    func docsamples_bulk() { ConformanceCheck.check(id: "docsamples/bulk") }

    @Test("docsamples/enable-logging", .enabled(if: ConformanceCorpus.isSelected("docsamples/enable-logging")))
    func docsamples_enable_logging() { ConformanceCheck.check(id: "docsamples/enable-logging") }

    @Test("docsamples/events", .enabled(if: ConformanceCorpus.isSelected("docsamples/events")))
    func docsamples_events() { ConformanceCheck.check(id: "docsamples/events") }

    @Test("docsamples/feed", .enabled(if: ConformanceCorpus.isSelected("docsamples/feed")))
    func docsamples_feed() { ConformanceCheck.check(id: "docsamples/feed") }

    @Test("docsamples/hidden-vs-opacity", .enabled(if: ConformanceCorpus.isSelected("docsamples/hidden-vs-opacity")))
    func docsamples_hidden_vs_opacity() { ConformanceCheck.check(id: "docsamples/hidden-vs-opacity") }

    @Test("docsamples/manual-images", .enabled(if: ConformanceCorpus.isSelected("docsamples/manual-images")))
    func docsamples_manual_images() { ConformanceCheck.check(id: "docsamples/manual-images") }

    @Test("docsamples/media-overlay", .enabled(if: ConformanceCorpus.isSelected("docsamples/media-overlay")))
    func docsamples_media_overlay() { ConformanceCheck.check(id: "docsamples/media-overlay") }

    @Test("docsamples/native-ad-view", .enabled(if: ConformanceCorpus.isSelected("docsamples/native-ad-view")))
    func docsamples_native_ad_view() { ConformanceCheck.check(id: "docsamples/native-ad-view") }

    @Test("docsamples/slider-ad-view", .enabled(if: ConformanceCorpus.isSelected("docsamples/slider-ad-view")))
    func docsamples_slider_ad_view() { ConformanceCheck.check(id: "docsamples/slider-ad-view") }

    @Test("docsamples/slider-enable-logging", .enabled(if: ConformanceCorpus.isSelected("docsamples/slider-enable-logging")))
    func docsamples_slider_enable_logging() { ConformanceCheck.check(id: "docsamples/slider-enable-logging") }

    @Test("docsamples/slider-manual-images", .enabled(if: ConformanceCorpus.isSelected("docsamples/slider-manual-images")))
    func docsamples_slider_manual_images() { ConformanceCheck.check(id: "docsamples/slider-manual-images") }

    @Test("docsamples/state-in-body", .enabled(if: ConformanceCorpus.isSelected("docsamples/state-in-body")))
    func docsamples_state_in_body() { ConformanceCheck.check(id: "docsamples/state-in-body") }

    @Test("feed/lazy-item-gets-new-state", .enabled(if: ConformanceCorpus.isSelected("feed/lazy-item-gets-new-state")))
    func feed_lazy_item_gets_new_state() { ConformanceCheck.check(id: "feed/lazy-item-gets-new-state") }

    @Test("feed/lazy-items-change-size", .enabled(if: ConformanceCorpus.isSelected("feed/lazy-items-change-size")))
    func feed_lazy_items_change_size() { ConformanceCheck.check(id: "feed/lazy-items-change-size") }

    @Test("feed/lazy-items-resize-on-load", .enabled(if: ConformanceCorpus.isSelected("feed/lazy-items-resize-on-load")))
    func feed_lazy_items_resize_on_load() { ConformanceCheck.check(id: "feed/lazy-items-resize-on-load") }

    @Test("feed/lazy-reach-boundary", .enabled(if: ConformanceCorpus.isSelected("feed/lazy-reach-boundary")))
    func feed_lazy_reach_boundary() { ConformanceCheck.check(id: "feed/lazy-reach-boundary") }

    @Test("feed/leaves-before-impression", .enabled(if: ConformanceCorpus.isSelected("feed/leaves-before-impression")))
    func feed_leaves_before_impression() { ConformanceCheck.check(id: "feed/leaves-before-impression") }

    @Test("feed/list-on-appear", .enabled(if: ConformanceCorpus.isSelected("feed/list-on-appear")))
    func feed_list_on_appear() { ConformanceCheck.check(id: "feed/list-on-appear") }

    @Test("feed/prefetch-margin-setting", .enabled(if: ConformanceCorpus.isSelected("feed/prefetch-margin-setting")))
    func feed_prefetch_margin_setting() { ConformanceCheck.check(id: "feed/prefetch-margin-setting") }

    @Test("feed/scroll-away-and-back", .enabled(if: ConformanceCorpus.isSelected("feed/scroll-away-and-back")))
    func feed_scroll_away_and_back() { ConformanceCheck.check(id: "feed/scroll-away-and-back") }

    @Test("feed/state-in-body", .enabled(if: ConformanceCorpus.isSelected("feed/state-in-body")))
    func feed_state_in_body() { ConformanceCheck.check(id: "feed/state-in-body") }

    @Test("feed/view-model-preload", .enabled(if: ConformanceCorpus.isSelected("feed/view-model-preload")))
    func feed_view_model_preload() { ConformanceCheck.check(id: "feed/view-model-preload") }

    @Test("gma/ad-views-leave-out-of-order", .enabled(if: ConformanceCorpus.isSelected("gma/ad-views-leave-out-of-order")))
    func gma_ad_views_leave_out_of_order() { ConformanceCheck.check(id: "gma/ad-views-leave-out-of-order") }

    @Test("gma/associate-before-populating", .enabled(if: ConformanceCorpus.isSelected("gma/associate-before-populating")))
    func gma_associate_before_populating() { ConformanceCheck.check(id: "gma/associate-before-populating") }

    @Test("gma/associate-before-populating-setting", .enabled(if: ConformanceCorpus.isSelected("gma/associate-before-populating-setting")))
    func gma_associate_before_populating_setting() { ConformanceCheck.check(id: "gma/associate-before-populating-setting") }

    @Test("gma/background-and-unmounted", .enabled(if: ConformanceCorpus.isSelected("gma/background-and-unmounted")))
    func gma_background_and_unmounted() { ConformanceCheck.check(id: "gma/background-and-unmounted") }

    @Test("gma/beside-native-ads-each-counted", .enabled(if: ConformanceCorpus.isSelected("gma/beside-native-ads-each-counted")))
    func gma_beside_native_ads_each_counted() { ConformanceCheck.check(id: "gma/beside-native-ads-each-counted") }

    @Test("gma/cta-interaction-enabled", .enabled(if: ConformanceCorpus.isSelected("gma/cta-interaction-enabled")))
    func gma_cta_interaction_enabled() { ConformanceCheck.check(id: "gma/cta-interaction-enabled") }

    @Test("gma/cta-interaction-enabled-setting", .enabled(if: ConformanceCorpus.isSelected("gma/cta-interaction-enabled-setting")))
    func gma_cta_interaction_enabled_setting() { ConformanceCheck.check(id: "gma/cta-interaction-enabled-setting") }

    @Test("gma/failed-load-and-refresh", .enabled(if: ConformanceCorpus.isSelected("gma/failed-load-and-refresh")))
    func gma_failed_load_and_refresh() { ConformanceCheck.check(id: "gma/failed-load-and-refresh") }

    @Test("gma/guaranteed-assets-only", .enabled(if: ConformanceCorpus.isSelected("gma/guaranteed-assets-only")))
    func gma_guaranteed_assets_only() { ConformanceCheck.check(id: "gma/guaranteed-assets-only") }

    @Test("gma/impression-dwell-setting", .enabled(if: ConformanceCorpus.isSelected("gma/impression-dwell-setting")))
    func gma_impression_dwell_setting() { ConformanceCheck.check(id: "gma/impression-dwell-setting") }

    @Test("gma/impression-dwell-setting-scrolled", .enabled(if: ConformanceCorpus.isSelected("gma/impression-dwell-setting-scrolled")))
    func gma_impression_dwell_setting_scrolled() { ConformanceCheck.check(id: "gma/impression-dwell-setting-scrolled") }

    @Test("gma/impression-first-pixel", .enabled(if: ConformanceCorpus.isSelected("gma/impression-first-pixel")))
    func gma_impression_first_pixel() { ConformanceCheck.check(id: "gma/impression-first-pixel") }

    @Test("gma/late-fill-setting-limits", .enabled(if: ConformanceCorpus.isSelected("gma/late-fill-setting-limits")))
    func gma_late_fill_setting_limits() { ConformanceCheck.check(id: "gma/late-fill-setting-limits") }

    @Test("gma/media-aspect-ratio", .enabled(if: ConformanceCorpus.isSelected("gma/media-aspect-ratio")))
    func gma_media_aspect_ratio() { ConformanceCheck.check(id: "gma/media-aspect-ratio") }

    @Test("gma/nib-details", .enabled(if: ConformanceCorpus.isSelected("gma/nib-details")))
    func gma_nib_details() { ConformanceCheck.check(id: "gma/nib-details") }

    @Test("gma/outlets", .enabled(if: ConformanceCorpus.isSelected("gma/outlets")))
    func gma_outlets() { ConformanceCheck.check(id: "gma/outlets") }

    @Test("gma/outlets-outside-setting", .enabled(if: ConformanceCorpus.isSelected("gma/outlets-outside-setting")))
    func gma_outlets_outside_setting() { ConformanceCheck.check(id: "gma/outlets-outside-setting") }

    @Test("gma/second-association", .enabled(if: ConformanceCorpus.isSelected("gma/second-association")))
    func gma_second_association() { ConformanceCheck.check(id: "gma/second-association") }

    @Test("gma/second-association-bad-value", .enabled(if: ConformanceCorpus.isSelected("gma/second-association-bad-value")))
    func gma_second_association_bad_value() { ConformanceCheck.check(id: "gma/second-association-bad-value") }

    @Test("gma/second-association-both", .enabled(if: ConformanceCorpus.isSelected("gma/second-association-both")))
    func gma_second_association_both() { ConformanceCheck.check(id: "gma/second-association-both") }

    @Test("gma/second-association-both-first-view-scrolled-away", .enabled(if: ConformanceCorpus.isSelected("gma/second-association-both-first-view-scrolled-away")))
    func gma_second_association_both_first_view_scrolled_away() { ConformanceCheck.check(id: "gma/second-association-both-first-view-scrolled-away") }

    @Test("gma/second-association-both-later-view", .enabled(if: ConformanceCorpus.isSelected("gma/second-association-both-later-view")))
    func gma_second_association_both_later_view() { ConformanceCheck.check(id: "gma/second-association-both-later-view") }

    @Test("gma/second-association-three-views", .enabled(if: ConformanceCorpus.isSelected("gma/second-association-three-views")))
    func gma_second_association_three_views() { ConformanceCheck.check(id: "gma/second-association-three-views") }

    @Test("gma/swiftui-associate-first", .enabled(if: ConformanceCorpus.isSelected("gma/swiftui-associate-first")))
    func gma_swiftui_associate_first() { ConformanceCheck.check(id: "gma/swiftui-associate-first") }

    @Test("gma/swiftui-second-ad", .enabled(if: ConformanceCorpus.isSelected("gma/swiftui-second-ad")))
    func gma_swiftui_second_ad() { ConformanceCheck.check(id: "gma/swiftui-second-ad") }

    @Test("gma/taps-before-the-ad", .enabled(if: ConformanceCorpus.isSelected("gma/taps-before-the-ad")))
    func gma_taps_before_the_ad() { ConformanceCheck.check(id: "gma/taps-before-the-ad") }

    @Test("gma/uikit-associate-first", .enabled(if: ConformanceCorpus.isSelected("gma/uikit-associate-first")))
    func gma_uikit_associate_first() { ConformanceCheck.check(id: "gma/uikit-associate-first") }

    @Test("gma/uikit-refresh", .enabled(if: ConformanceCorpus.isSelected("gma/uikit-refresh")))
    func gma_uikit_refresh() { ConformanceCheck.check(id: "gma/uikit-refresh") }

    @Test("gma/uikit-sample", .enabled(if: ConformanceCorpus.isSelected("gma/uikit-sample")))
    func gma_uikit_sample() { ConformanceCheck.check(id: "gma/uikit-sample") }

    @Test("gma/uikit-two-ad-views", .enabled(if: ConformanceCorpus.isSelected("gma/uikit-two-ad-views")))
    func gma_uikit_two_ad_views() { ConformanceCheck.check(id: "gma/uikit-two-ad-views") }

    @Test("gma/wrong-ad-type", .enabled(if: ConformanceCorpus.isSelected("gma/wrong-ad-type")))
    func gma_wrong_ad_type() { ConformanceCheck.check(id: "gma/wrong-ad-type") }

    @Test("images/feedback-before-images", .enabled(if: ConformanceCorpus.isSelected("images/feedback-before-images")))
    func images_feedback_before_images() { ConformanceCheck.check(id: "images/feedback-before-images") }

    @Test("images/impression-before-images", .enabled(if: ConformanceCorpus.isSelected("images/impression-before-images")))
    func images_impression_before_images() { ConformanceCheck.check(id: "images/impression-before-images") }

    @Test("images/load-images-while-loading", .enabled(if: ConformanceCorpus.isSelected("images/load-images-while-loading")))
    func images_load_images_while_loading() { ConformanceCheck.check(id: "images/load-images-while-loading") }

    @Test("images/load-images-with-automatic-images", .enabled(if: ConformanceCorpus.isSelected("images/load-images-with-automatic-images")))
    func images_load_images_with_automatic_images() { ConformanceCheck.check(id: "images/load-images-with-automatic-images") }

    @Test("images/manual-load", .enabled(if: ConformanceCorpus.isSelected("images/manual-load")))
    func images_manual_load() { ConformanceCheck.check(id: "images/manual-load") }

    @Test("layout/container-without-id-in-a-placeholder", .enabled(if: ConformanceCorpus.isSelected("layout/container-without-id-in-a-placeholder")))
    func layout_container_without_id_in_a_placeholder() { ConformanceCheck.check(id: "layout/container-without-id-in-a-placeholder") }

    @Test("layout/containers-without-ids", .enabled(if: ConformanceCorpus.isSelected("layout/containers-without-ids")))
    func layout_containers_without_ids() { ConformanceCheck.check(id: "layout/containers-without-ids") }

    @Test("layout/for-each-in-zstack-behind-an-if", .enabled(if: ConformanceCorpus.isSelected("layout/for-each-in-zstack-behind-an-if")))
    func layout_for_each_in_zstack_behind_an_if() { ConformanceCheck.check(id: "layout/for-each-in-zstack-behind-an-if") }

    @Test("layout/lazy-cache-bulk-carousel-height", .enabled(if: ConformanceCorpus.isSelected("layout/lazy-cache-bulk-carousel-height")))
    func layout_lazy_cache_bulk_carousel_height() { ConformanceCheck.check(id: "layout/lazy-cache-bulk-carousel-height") }

    @Test("layout/lazy-cache-carousel-height", .enabled(if: ConformanceCorpus.isSelected("layout/lazy-cache-carousel-height")))
    func layout_lazy_cache_carousel_height() { ConformanceCheck.check(id: "layout/lazy-cache-carousel-height") }

    @Test("layout/lazy-cache-hairline-items", .enabled(if: ConformanceCorpus.isSelected("layout/lazy-cache-hairline-items")))
    func layout_lazy_cache_hairline_items() { ConformanceCheck.check(id: "layout/lazy-cache-hairline-items") }

    @Test("layout/lazy-cache-long-feed", .enabled(if: ConformanceCorpus.isSelected("layout/lazy-cache-long-feed")))
    func layout_lazy_cache_long_feed() { ConformanceCheck.check(id: "layout/lazy-cache-long-feed") }

    @Test("layout/lazy-cache-offset-item-edge", .enabled(if: ConformanceCorpus.isSelected("layout/lazy-cache-offset-item-edge")))
    func layout_lazy_cache_offset_item_edge() { ConformanceCheck.check(id: "layout/lazy-cache-offset-item-edge") }

    @Test("layout/lazy-cache-pulled-up-from-below", .enabled(if: ConformanceCorpus.isSelected("layout/lazy-cache-pulled-up-from-below")))
    func layout_lazy_cache_pulled_up_from_below() { ConformanceCheck.check(id: "layout/lazy-cache-pulled-up-from-below") }

    @Test("layout/lazy-cache-pulled-up-items", .enabled(if: ConformanceCorpus.isSelected("layout/lazy-cache-pulled-up-items")))
    func layout_lazy_cache_pulled_up_items() { ConformanceCheck.check(id: "layout/lazy-cache-pulled-up-items") }

    @Test("layout/lazy-card-if-has", .enabled(if: ConformanceCorpus.isSelected("layout/lazy-card-if-has")))
    func layout_lazy_card_if_has() { ConformanceCheck.check(id: "layout/lazy-card-if-has") }

    @Test("layout/lazy-items-drawn-offset", .enabled(if: ConformanceCorpus.isSelected("layout/lazy-items-drawn-offset")))
    func layout_lazy_items_drawn_offset() { ConformanceCheck.check(id: "layout/lazy-items-drawn-offset") }

    @Test("layout/lazy-items-fill-width", .enabled(if: ConformanceCorpus.isSelected("layout/lazy-items-fill-width")))
    func layout_lazy_items_fill_width() { ConformanceCheck.check(id: "layout/lazy-items-fill-width") }

    @Test("layout/lazy-row-in-feed", .enabled(if: ConformanceCorpus.isSelected("layout/lazy-row-in-feed")))
    func layout_lazy_row_in_feed() { ConformanceCheck.check(id: "layout/lazy-row-in-feed") }

    @Test("layout/optional-badge-over-the-card", .enabled(if: ConformanceCorpus.isSelected("layout/optional-badge-over-the-card")))
    func layout_optional_badge_over_the_card() { ConformanceCheck.check(id: "layout/optional-badge-over-the-card") }

    @Test("layout/state-handed-on-twice", .enabled(if: ConformanceCorpus.isSelected("layout/state-handed-on-twice")))
    func layout_state_handed_on_twice() { ConformanceCheck.check(id: "layout/state-handed-on-twice") }

    @Test("layout/unsized-card-straight-in-a-scroll-view", .enabled(if: ConformanceCorpus.isSelected("layout/unsized-card-straight-in-a-scroll-view")))
    func layout_unsized_card_straight_in_a_scroll_view() { ConformanceCheck.check(id: "layout/unsized-card-straight-in-a-scroll-view") }

    @Test("layout/video-card-reused-too-small", .enabled(if: ConformanceCorpus.isSelected("layout/video-card-reused-too-small")))
    func layout_video_card_reused_too_small() { ConformanceCheck.check(id: "layout/video-card-reused-too-small") }

    @Test("layout/warning-half-a-point-high", .enabled(if: ConformanceCorpus.isSelected("layout/warning-half-a-point-high")))
    func layout_warning_half_a_point_high() { ConformanceCheck.check(id: "layout/warning-half-a-point-high") }

    @Test("native/absent-component", .enabled(if: ConformanceCorpus.isSelected("native/absent-component")))
    func native_absent_component() { ConformanceCheck.check(id: "native/absent-component") }

    @Test("native/basic-load", .enabled(if: ConformanceCorpus.isSelected("native/basic-load")))
    func native_basic_load() { ConformanceCheck.check(id: "native/basic-load") }

    @Test("native/binding-error-codes", .enabled(if: ConformanceCorpus.isSelected("native/binding-error-codes")))
    func native_binding_error_codes() { ConformanceCheck.check(id: "native/binding-error-codes") }

    @Test("native/click-before-impression", .enabled(if: ConformanceCorpus.isSelected("native/click-before-impression")))
    func native_click_before_impression() { ConformanceCheck.check(id: "native/click-before-impression") }

    @Test("native/container-size-follows-phase", .enabled(if: ConformanceCorpus.isSelected("native/container-size-follows-phase")))
    func native_container_size_follows_phase() { ConformanceCheck.check(id: "native/container-size-follows-phase") }

    @Test("native/containers-leave-out-of-order", .enabled(if: ConformanceCorpus.isSelected("native/containers-leave-out-of-order")))
    func native_containers_leave_out_of_order() { ConformanceCheck.check(id: "native/containers-leave-out-of-order") }

    @Test("native/drawing-group", .enabled(if: ConformanceCorpus.isSelected("native/drawing-group")))
    func native_drawing_group() { ConformanceCheck.check(id: "native/drawing-group") }

    @Test("native/empty-response-and-wrong-kinds", .enabled(if: ConformanceCorpus.isSelected("native/empty-response-and-wrong-kinds")))
    func native_empty_response_and_wrong_kinds() { ConformanceCheck.check(id: "native/empty-response-and-wrong-kinds") }

    @Test("native/events-only-while-mounted", .enabled(if: ConformanceCorpus.isSelected("native/events-only-while-mounted")))
    func native_events_only_while_mounted() { ConformanceCheck.check(id: "native/events-only-while-mounted") }

    @Test("native/failure-then-retry", .enabled(if: ConformanceCorpus.isSelected("native/failure-then-retry")))
    func native_failure_then_retry() { ConformanceCheck.check(id: "native/failure-then-retry") }

    @Test("native/hidden-vs-opacity", .enabled(if: ConformanceCorpus.isSelected("native/hidden-vs-opacity")))
    func native_hidden_vs_opacity() { ConformanceCheck.check(id: "native/hidden-vs-opacity") }

    @Test("native/impression-once", .enabled(if: ConformanceCorpus.isSelected("native/impression-once")))
    func native_impression_once() { ConformanceCheck.check(id: "native/impression-once") }

    @Test("native/layout-info", .enabled(if: ConformanceCorpus.isSelected("native/layout-info")))
    func native_layout_info() { ConformanceCheck.check(id: "native/layout-info") }

    @Test("native/load-while-busy", .enabled(if: ConformanceCorpus.isSelected("native/load-while-busy")))
    func native_load_while_busy() { ConformanceCheck.check(id: "native/load-while-busy") }

    @Test("native/logging-disabled", .enabled(if: ConformanceCorpus.isSelected("native/logging-disabled")))
    func native_logging_disabled() { ConformanceCheck.check(id: "native/logging-disabled") }

    @Test("native/modifiers-on-wrapper", .enabled(if: ConformanceCorpus.isSelected("native/modifiers-on-wrapper")))
    func native_modifiers_on_wrapper() { ConformanceCheck.check(id: "native/modifiers-on-wrapper") }

    @Test("native/new-state-in-container", .enabled(if: ConformanceCorpus.isSelected("native/new-state-in-container")))
    func native_new_state_in_container() { ConformanceCheck.check(id: "native/new-state-in-container") }

    @Test("native/new-state-while-old-loads", .enabled(if: ConformanceCorpus.isSelected("native/new-state-while-old-loads")))
    func native_new_state_while_old_loads() { ConformanceCheck.check(id: "native/new-state-while-old-loads") }

    @Test("native/no-load-without-call", .enabled(if: ConformanceCorpus.isSelected("native/no-load-without-call")))
    func native_no_load_without_call() { ConformanceCheck.check(id: "native/no-load-without-call") }

    @Test("native/no-skadnetwork", .enabled(if: ConformanceCorpus.isSelected("native/no-skadnetwork")))
    func native_no_skadnetwork() { ConformanceCheck.check(id: "native/no-skadnetwork") }

    @Test("native/optional-not-drawn", .enabled(if: ConformanceCorpus.isSelected("native/optional-not-drawn")))
    func native_optional_not_drawn() { ConformanceCheck.check(id: "native/optional-not-drawn") }

    @Test("native/outcome-replayed-on-mount", .enabled(if: ConformanceCorpus.isSelected("native/outcome-replayed-on-mount")))
    func native_outcome_replayed_on_mount() { ConformanceCheck.check(id: "native/outcome-replayed-on-mount") }

    @Test("native/outcome-replayed-once", .enabled(if: ConformanceCorpus.isSelected("native/outcome-replayed-once")))
    func native_outcome_replayed_once() { ConformanceCheck.check(id: "native/outcome-replayed-once") }

    @Test("native/phase-without-container", .enabled(if: ConformanceCorpus.isSelected("native/phase-without-container")))
    func native_phase_without_container() { ConformanceCheck.check(id: "native/phase-without-container") }

    @Test("native/plain-initialisers", .enabled(if: ConformanceCorpus.isSelected("native/plain-initialisers")))
    func native_plain_initialisers() { ConformanceCheck.check(id: "native/plain-initialisers") }

    @Test("native/primitive-values", .enabled(if: ConformanceCorpus.isSelected("native/primitive-values")))
    func native_primitive_values() { ConformanceCheck.check(id: "native/primitive-values") }

    @Test("native/rating-needs-label", .enabled(if: ConformanceCorpus.isSelected("native/rating-needs-label")))
    func native_rating_needs_label() { ConformanceCheck.check(id: "native/rating-needs-label") }

    @Test("native/rating-needs-label-in-placeholder", .enabled(if: ConformanceCorpus.isSelected("native/rating-needs-label-in-placeholder")))
    func native_rating_needs_label_in_placeholder() { ConformanceCheck.check(id: "native/rating-needs-label-in-placeholder") }

    @Test("native/request-parameters", .enabled(if: ConformanceCorpus.isSelected("native/request-parameters")))
    func native_request_parameters() { ConformanceCheck.check(id: "native/request-parameters") }

    @Test("native/required-decided-by-ad", .enabled(if: ConformanceCorpus.isSelected("native/required-decided-by-ad")))
    func native_required_decided_by_ad() { ConformanceCheck.check(id: "native/required-decided-by-ad") }

    @Test("native/required-view-hidden-after-binding", .enabled(if: ConformanceCorpus.isSelected("native/required-view-hidden-after-binding")))
    func native_required_view_hidden_after_binding() { ConformanceCheck.check(id: "native/required-view-hidden-after-binding") }

    @Test("native/required-view-hidden-twice-after-binding", .enabled(if: ConformanceCorpus.isSelected("native/required-view-hidden-twice-after-binding")))
    func native_required_view_hidden_twice_after_binding() { ConformanceCheck.check(id: "native/required-view-hidden-twice-after-binding") }

    @Test("native/rerender-while-loading", .enabled(if: ConformanceCorpus.isSelected("native/rerender-while-loading")))
    func native_rerender_while_loading() { ConformanceCheck.check(id: "native/rerender-while-loading") }

    @Test("native/restart-while-bound", .enabled(if: ConformanceCorpus.isSelected("native/restart-while-bound")))
    func native_restart_while_bound() { ConformanceCheck.check(id: "native/restart-while-bound") }

    @Test("native/restart-while-loading", .enabled(if: ConformanceCorpus.isSelected("native/restart-while-loading")))
    func native_restart_while_loading() { ConformanceCheck.check(id: "native/restart-while-loading") }

    @Test("native/shared-state-container-leaves", .enabled(if: ConformanceCorpus.isSelected("native/shared-state-container-leaves")))
    func native_shared_state_container_leaves() { ConformanceCheck.check(id: "native/shared-state-container-leaves") }

    @Test("native/shared-state-two-containers", .enabled(if: ConformanceCorpus.isSelected("native/shared-state-two-containers")))
    func native_shared_state_two_containers() { ConformanceCheck.check(id: "native/shared-state-two-containers") }

    @Test("native/small-warning", .enabled(if: ConformanceCorpus.isSelected("native/small-warning")))
    func native_small_warning() { ConformanceCheck.check(id: "native/small-warning") }

    @Test("native/small-warning-not-reported", .enabled(if: ConformanceCorpus.isSelected("native/small-warning-not-reported")))
    func native_small_warning_not_reported() { ConformanceCheck.check(id: "native/small-warning-not-reported") }

    @Test("native/state-in-body-recreated-while-loading", .enabled(if: ConformanceCorpus.isSelected("native/state-in-body-recreated-while-loading")))
    func native_state_in_body_recreated_while_loading() { ConformanceCheck.check(id: "native/state-in-body-recreated-while-loading") }

    @Test("native/state-kept-in-body", .enabled(if: ConformanceCorpus.isSelected("native/state-kept-in-body")))
    func native_state_kept_in_body() { ConformanceCheck.check(id: "native/state-kept-in-body") }

    @Test("native/state-moved-while-binding-pending", .enabled(if: ConformanceCorpus.isSelected("native/state-moved-while-binding-pending")))
    func native_state_moved_while_binding_pending() { ConformanceCheck.check(id: "native/state-moved-while-binding-pending") }

    @Test("native/state-moved-while-loading", .enabled(if: ConformanceCorpus.isSelected("native/state-moved-while-loading")))
    func native_state_moved_while_loading() { ConformanceCheck.check(id: "native/state-moved-while-loading") }

    @Test("native/tap-outside-bound-window", .enabled(if: ConformanceCorpus.isSelected("native/tap-outside-bound-window")))
    func native_tap_outside_bound_window() { ConformanceCheck.check(id: "native/tap-outside-bound-window") }

    @Test("native/taps-on-a-one-point-view-click", .enabled(if: ConformanceCorpus.isSelected("native/taps-on-a-one-point-view-click")))
    func native_taps_on_a_one_point_view_click() { ConformanceCheck.check(id: "native/taps-on-a-one-point-view-click") }

    @Test("native/taps-on-untouchable-views", .enabled(if: ConformanceCorpus.isSelected("native/taps-on-untouchable-views")))
    func native_taps_on_untouchable_views() { ConformanceCheck.check(id: "native/taps-on-untouchable-views") }

    @Test("native/taps-that-touch-nothing", .enabled(if: ConformanceCorpus.isSelected("native/taps-that-touch-nothing")))
    func native_taps_that_touch_nothing() { ConformanceCheck.check(id: "native/taps-that-touch-nothing") }

    @Test("native/unknown-ad-unit", .enabled(if: ConformanceCorpus.isSelected("native/unknown-ad-unit")))
    func native_unknown_ad_unit() { ConformanceCheck.check(id: "native/unknown-ad-unit") }

    @Test("native/view-appears-at-grace-end", .enabled(if: ConformanceCorpus.isSelected("native/view-appears-at-grace-end")))
    func native_view_appears_at_grace_end() { ConformanceCheck.check(id: "native/view-appears-at-grace-end") }

    @Test("native/view-appears-within-grace", .enabled(if: ConformanceCorpus.isSelected("native/view-appears-within-grace")))
    func native_view_appears_within_grace() { ConformanceCheck.check(id: "native/view-appears-within-grace") }

    @Test("native/warning-at-minimum-area", .enabled(if: ConformanceCorpus.isSelected("native/warning-at-minimum-area")))
    func native_warning_at_minimum_area() { ConformanceCheck.check(id: "native/warning-at-minimum-area") }

    @Test("native/zero-size-card", .enabled(if: ConformanceCorpus.isSelected("native/zero-size-card")))
    func native_zero_size_card() { ConformanceCheck.check(id: "native/zero-size-card") }

    @Test("slider/block-image-manual-load", .enabled(if: ConformanceCorpus.isSelected("slider/block-image-manual-load")))
    func slider_block_image_manual_load() { ConformanceCheck.check(id: "slider/block-image-manual-load") }

    @Test("slider/block-no-click", .enabled(if: ConformanceCorpus.isSelected("slider/block-no-click")))
    func slider_block_no_click() { ConformanceCheck.check(id: "slider/block-no-click") }

    @Test("slider/block-not-seen-through-other-ad-inside", .enabled(if: ConformanceCorpus.isSelected("slider/block-not-seen-through-other-ad-inside")))
    func slider_block_not_seen_through_other_ad_inside() { ConformanceCheck.check(id: "slider/block-not-seen-through-other-ad-inside") }

    @Test("slider/block-not-seen-through-unbound-card", .enabled(if: ConformanceCorpus.isSelected("slider/block-not-seen-through-unbound-card")))
    func slider_block_not_seen_through_unbound_card() { ConformanceCheck.check(id: "slider/block-not-seen-through-unbound-card") }

    @Test("slider/block-seen-through-card-at-threshold", .enabled(if: ConformanceCorpus.isSelected("slider/block-seen-through-card-at-threshold")))
    func slider_block_seen_through_card_at_threshold() { ConformanceCheck.check(id: "slider/block-seen-through-card-at-threshold") }

    @Test("slider/card-inside-another-slider", .enabled(if: ConformanceCorpus.isSelected("slider/card-inside-another-slider")))
    func slider_card_inside_another_slider() { ConformanceCheck.check(id: "slider/card-inside-another-slider") }

    @Test("slider/card-modifiers", .enabled(if: ConformanceCorpus.isSelected("slider/card-modifiers")))
    func slider_card_modifiers() { ConformanceCheck.check(id: "slider/card-modifiers") }

    @Test("slider/cards-at-prefetch-margin", .enabled(if: ConformanceCorpus.isSelected("slider/cards-at-prefetch-margin")))
    func slider_cards_at_prefetch_margin() { ConformanceCheck.check(id: "slider/cards-at-prefetch-margin") }

    @Test("slider/cards-outside-container", .enabled(if: ConformanceCorpus.isSelected("slider/cards-outside-container")))
    func slider_cards_outside_container() { ConformanceCheck.check(id: "slider/cards-outside-container") }

    @Test("slider/cards-outside-drawn-by-template", .enabled(if: ConformanceCorpus.isSelected("slider/cards-outside-drawn-by-template")))
    func slider_cards_outside_drawn_by_template() { ConformanceCheck.check(id: "slider/cards-outside-drawn-by-template") }

    @Test("slider/cards-outside-scrolled-away-and-back", .enabled(if: ConformanceCorpus.isSelected("slider/cards-outside-scrolled-away-and-back")))
    func slider_cards_outside_scrolled_away_and_back() { ConformanceCheck.check(id: "slider/cards-outside-scrolled-away-and-back") }

    @Test("slider/cards-scroll-away-and-back", .enabled(if: ConformanceCorpus.isSelected("slider/cards-scroll-away-and-back")))
    func slider_cards_scroll_away_and_back() { ConformanceCheck.check(id: "slider/cards-scroll-away-and-back") }

    @Test("slider/demo-slider", .enabled(if: ConformanceCorpus.isSelected("slider/demo-slider")))
    func slider_demo_slider() { ConformanceCheck.check(id: "slider/demo-slider") }

    @Test("slider/every-ad-placed-elsewhere", .enabled(if: ConformanceCorpus.isSelected("slider/every-ad-placed-elsewhere")))
    func slider_every_ad_placed_elsewhere() { ConformanceCheck.check(id: "slider/every-ad-placed-elsewhere") }

    @Test("slider/failure-retry-and-busy", .enabled(if: ConformanceCorpus.isSelected("slider/failure-retry-and-busy")))
    func slider_failure_retry_and_busy() { ConformanceCheck.check(id: "slider/failure-retry-and-busy") }

    @Test("slider/layout-info", .enabled(if: ConformanceCorpus.isSelected("slider/layout-info")))
    func slider_layout_info() { ConformanceCheck.check(id: "slider/layout-info") }

    @Test("slider/manual-images", .enabled(if: ConformanceCorpus.isSelected("slider/manual-images")))
    func slider_manual_images() { ConformanceCheck.check(id: "slider/manual-images") }

    @Test("slider/native-ad-for-slider", .enabled(if: ConformanceCorpus.isSelected("slider/native-ad-for-slider")))
    func slider_native_ad_for_slider() { ConformanceCheck.check(id: "slider/native-ad-for-slider") }

    @Test("slider/new-state-in-container", .enabled(if: ConformanceCorpus.isSelected("slider/new-state-in-container")))
    func slider_new_state_in_container() { ConformanceCheck.check(id: "slider/new-state-in-container") }

    @Test("slider/no-block-assets", .enabled(if: ConformanceCorpus.isSelected("slider/no-block-assets")))
    func slider_no_block_assets() { ConformanceCheck.check(id: "slider/no-block-assets") }

    @Test("slider/no-click-modifier", .enabled(if: ConformanceCorpus.isSelected("slider/no-click-modifier")))
    func slider_no_click_modifier() { ConformanceCheck.check(id: "slider/no-click-modifier") }

    @Test("slider/no-repeats", .enabled(if: ConformanceCorpus.isSelected("slider/no-repeats")))
    func slider_no_repeats() { ConformanceCheck.check(id: "slider/no-repeats") }

    @Test("slider/required-block-asset-missing", .enabled(if: ConformanceCorpus.isSelected("slider/required-block-asset-missing")))
    func slider_required_block_asset_missing() { ConformanceCheck.check(id: "slider/required-block-asset-missing") }

    @Test("slider/required-elements", .enabled(if: ConformanceCorpus.isSelected("slider/required-elements")))
    func slider_required_elements() { ConformanceCheck.check(id: "slider/required-elements") }

    @Test("slider/shared-state-card-in-first-container", .enabled(if: ConformanceCorpus.isSelected("slider/shared-state-card-in-first-container")))
    func slider_shared_state_card_in_first_container() { ConformanceCheck.check(id: "slider/shared-state-card-in-first-container") }

    @Test("slider/sliders-leave-out-of-order", .enabled(if: ConformanceCorpus.isSelected("slider/sliders-leave-out-of-order")))
    func slider_sliders_leave_out_of_order() { ConformanceCheck.check(id: "slider/sliders-leave-out-of-order") }

    @Test("slider/state-in-body", .enabled(if: ConformanceCorpus.isSelected("slider/state-in-body")))
    func slider_state_in_body() { ConformanceCheck.check(id: "slider/state-in-body") }

    @Test("slider/state-in-body-cards-outside-loaded-again", .enabled(if: ConformanceCorpus.isSelected("slider/state-in-body-cards-outside-loaded-again")))
    func slider_state_in_body_cards_outside_loaded_again() { ConformanceCheck.check(id: "slider/state-in-body-cards-outside-loaded-again") }

    @Test("slider/state-in-body-loaded-again", .enabled(if: ConformanceCorpus.isSelected("slider/state-in-body-loaded-again")))
    func slider_state_in_body_loaded_again() { ConformanceCheck.check(id: "slider/state-in-body-loaded-again") }

    @Test("slider/two-required-block-assets-missing", .enabled(if: ConformanceCorpus.isSelected("slider/two-required-block-assets-missing")))
    func slider_two_required_block_assets_missing() { ConformanceCheck.check(id: "slider/two-required-block-assets-missing") }

    @Test("slider/two-sliders", .enabled(if: ConformanceCorpus.isSelected("slider/two-sliders")))
    func slider_two_sliders() { ConformanceCheck.check(id: "slider/two-sliders") }

    @Test("slider/video-card", .enabled(if: ConformanceCorpus.isSelected("slider/video-card")))
    func slider_video_card() { ConformanceCheck.check(id: "slider/video-card") }

    @Test("slider/zero-size-content", .enabled(if: ConformanceCorpus.isSelected("slider/zero-size-content")))
    func slider_zero_size_content() { ConformanceCheck.check(id: "slider/zero-size-content") }

    @Test("timing/lazy-bulk-item-changed-twice", .enabled(if: ConformanceCorpus.isSelected("timing/lazy-bulk-item-changed-twice")))
    func timing_lazy_bulk_item_changed_twice() { ConformanceCheck.check(id: "timing/lazy-bulk-item-changed-twice") }

    @Test("timing/lazy-group-of-bulk-items", .enabled(if: ConformanceCorpus.isSelected("timing/lazy-group-of-bulk-items")))
    func timing_lazy_group_of_bulk_items() { ConformanceCheck.check(id: "timing/lazy-group-of-bulk-items") }

    @Test("timing/thirteen-timers-out-of-order", .enabled(if: ConformanceCorpus.isSelected("timing/thirteen-timers-out-of-order")))
    func timing_thirteen_timers_out_of_order() { ConformanceCheck.check(id: "timing/thirteen-timers-out-of-order") }

    @Test("video/aspect-ratio-below-minimum", .enabled(if: ConformanceCorpus.isSelected("video/aspect-ratio-below-minimum")))
    func video_aspect_ratio_below_minimum() { ConformanceCheck.check(id: "video/aspect-ratio-below-minimum") }

    @Test("video/below-minimum-size", .enabled(if: ConformanceCorpus.isSelected("video/below-minimum-size")))
    func video_below_minimum_size() { ConformanceCheck.check(id: "video/below-minimum-size") }

    @Test("video/content-video-card-without-rating-row", .enabled(if: ConformanceCorpus.isSelected("video/content-video-card-without-rating-row")))
    func video_content_video_card_without_rating_row() { ConformanceCheck.check(id: "video/content-video-card-without-rating-row") }

    @Test("video/fitted-video-below-minimum", .enabled(if: ConformanceCorpus.isSelected("video/fitted-video-below-minimum")))
    func video_fitted_video_below_minimum() { ConformanceCheck.check(id: "video/fitted-video-below-minimum") }

    @Test("video/letterbox-within-a-point", .enabled(if: ConformanceCorpus.isSelected("video/letterbox-within-a-point")))
    func video_letterbox_within_a_point() { ConformanceCheck.check(id: "video/letterbox-within-a-point") }

    @Test("video/minimum-size-and-dwell-settings", .enabled(if: ConformanceCorpus.isSelected("video/minimum-size-and-dwell-settings")))
    func video_minimum_size_and_dwell_settings() { ConformanceCheck.check(id: "video/minimum-size-and-dwell-settings") }

    @Test("video/minimum-size-settings-out-of-range", .enabled(if: ConformanceCorpus.isSelected("video/minimum-size-settings-out-of-range")))
    func video_minimum_size_settings_out_of_range() { ConformanceCheck.check(id: "video/minimum-size-settings-out-of-range") }

    @Test("video/mute-control-hidden", .enabled(if: ConformanceCorpus.isSelected("video/mute-control-hidden")))
    func video_mute_control_hidden() { ConformanceCheck.check(id: "video/mute-control-hidden") }

    @Test("video/plays-at-minimum", .enabled(if: ConformanceCorpus.isSelected("video/plays-at-minimum")))
    func video_plays_at_minimum() { ConformanceCheck.check(id: "video/plays-at-minimum") }

    @Test("video/two-videos-and-end-of-video", .enabled(if: ConformanceCorpus.isSelected("video/two-videos-and-end-of-video")))
    func video_two_videos_and_end_of_video() { ConformanceCheck.check(id: "video/two-videos-and-end-of-video") }

    @Test("video/unsized-card-takes-content-size", .enabled(if: ConformanceCorpus.isSelected("video/unsized-card-takes-content-size")))
    func video_unsized_card_takes_content_size() { ConformanceCheck.check(id: "video/unsized-card-takes-content-size") }

    @Test("viewability/assets-outside-card-setting", .enabled(if: ConformanceCorpus.isSelected("viewability/assets-outside-card-setting")))
    func viewability_assets_outside_card_setting() { ConformanceCheck.check(id: "viewability/assets-outside-card-setting") }

    @Test("viewability/background-and-back", .enabled(if: ConformanceCorpus.isSelected("viewability/background-and-back")))
    func viewability_background_and_back() { ConformanceCheck.check(id: "viewability/background-and-back") }

    @Test("viewability/clipped-frame-and-scroll-viewport", .enabled(if: ConformanceCorpus.isSelected("viewability/clipped-frame-and-scroll-viewport")))
    func viewability_clipped_frame_and_scroll_viewport() { ConformanceCheck.check(id: "viewability/clipped-frame-and-scroll-viewport") }

    @Test("viewability/dwell-boundary", .enabled(if: ConformanceCorpus.isSelected("viewability/dwell-boundary")))
    func viewability_dwell_boundary() { ConformanceCheck.check(id: "viewability/dwell-boundary") }

    @Test("viewability/dwell-reset", .enabled(if: ConformanceCorpus.isSelected("viewability/dwell-reset")))
    func viewability_dwell_reset() { ConformanceCheck.check(id: "viewability/dwell-reset") }

    @Test("viewability/horizontal-carousel", .enabled(if: ConformanceCorpus.isSelected("viewability/horizontal-carousel")))
    func viewability_horizontal_carousel() { ConformanceCheck.check(id: "viewability/horizontal-carousel") }

    @Test("viewability/many-cards-background-cycles", .enabled(if: ConformanceCorpus.isSelected("viewability/many-cards-background-cycles")))
    func viewability_many_cards_background_cycles() { ConformanceCheck.check(id: "viewability/many-cards-background-cycles") }

    @Test("viewability/optional-asset-outside-card", .enabled(if: ConformanceCorpus.isSelected("viewability/optional-asset-outside-card")))
    func viewability_optional_asset_outside_card() { ConformanceCheck.check(id: "viewability/optional-asset-outside-card") }

    @Test("viewability/partial-while-scrolling", .enabled(if: ConformanceCorpus.isSelected("viewability/partial-while-scrolling")))
    func viewability_partial_while_scrolling() { ConformanceCheck.check(id: "viewability/partial-while-scrolling") }

    @Test("viewability/required-asset-clipped-by-tolerance-counted", .enabled(if: ConformanceCorpus.isSelected("viewability/required-asset-clipped-by-tolerance-counted")))
    func viewability_required_asset_clipped_by_tolerance_counted() { ConformanceCheck.check(id: "viewability/required-asset-clipped-by-tolerance-counted") }

    @Test("viewability/required-asset-outside-or-clipped", .enabled(if: ConformanceCorpus.isSelected("viewability/required-asset-outside-or-clipped")))
    func viewability_required_asset_outside_or_clipped() { ConformanceCheck.check(id: "viewability/required-asset-outside-or-clipped") }

    @Test("viewability/required-asset-past-each-edge", .enabled(if: ConformanceCorpus.isSelected("viewability/required-asset-past-each-edge")))
    func viewability_required_asset_past_each_edge() { ConformanceCheck.check(id: "viewability/required-asset-past-each-edge") }

    @Test("viewability/settings-out-of-range", .enabled(if: ConformanceCorpus.isSelected("viewability/settings-out-of-range")))
    func viewability_settings_out_of_range() { ConformanceCheck.check(id: "viewability/settings-out-of-range") }

    @Test("viewability/several-cards", .enabled(if: ConformanceCorpus.isSelected("viewability/several-cards")))
    func viewability_several_cards() { ConformanceCheck.check(id: "viewability/several-cards") }

    @Test("viewability/share-note-within-rounding", .enabled(if: ConformanceCorpus.isSelected("viewability/share-note-within-rounding")))
    func viewability_share_note_within_rounding() { ConformanceCheck.check(id: "viewability/share-note-within-rounding") }

    @Test("viewability/single-and-bulk-ads-each-counted", .enabled(if: ConformanceCorpus.isSelected("viewability/single-and-bulk-ads-each-counted")))
    func viewability_single_and_bulk_ads_each_counted() { ConformanceCheck.check(id: "viewability/single-and-bulk-ads-each-counted") }

    @Test("viewability/threshold-above-whole-card", .enabled(if: ConformanceCorpus.isSelected("viewability/threshold-above-whole-card")))
    func viewability_threshold_above_whole_card() { ConformanceCheck.check(id: "viewability/threshold-above-whole-card") }

    @Test("viewability/whole-card-threshold-no-dwell", .enabled(if: ConformanceCorpus.isSelected("viewability/whole-card-threshold-no-dwell")))
    func viewability_whole_card_threshold_no_dwell() { ConformanceCheck.check(id: "viewability/whole-card-threshold-no-dwell") }

    @Test("viewability/zero-width-and-one-point-cards", .enabled(if: ConformanceCorpus.isSelected("viewability/zero-width-and-one-point-cards")))
    func viewability_zero_width_and_one_point_cards() { ConformanceCheck.check(id: "viewability/zero-width-and-one-point-cards") }
}
