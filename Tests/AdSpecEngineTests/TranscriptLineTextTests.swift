import AdSpecEngine
import Testing

/// `TranscriptFormat.line` pads the time and the subject by character count, for ASCII and for
/// other subjects and events: the same text as the line written out by interpolation (below).
@Suite struct TranscriptLineTextTests {
    /// The line's layout, `"%6d ms  %-17s %s"` with columns counted as characters.
    static func interpolatedLine(time: String, subject: String, event: String) -> String {
        var time = time
        if time.count < 6 { time = String(repeating: " ", count: 6 - time.count) + time }
        var subject = subject
        if subject.count < TranscriptLine.subjectWidth {
            subject += String(repeating: " ", count: TranscriptLine.subjectWidth - subject.count)
        }
        return "\(time) ms  \(subject) \(event)"
    }

    static let subjects: [Subject] = [
        .step, .app, .note, .end, .log(.error), .log(.warning), .state("s"), .container("A"),
        .container("card-with-a-very-long-identifier"), .slider("S"), .bulk("b"), .model("m"), .adView("v"),
        .state(""), .container("exactly-7"), .state("12345678901"),
        // Not printable ASCII: columns counted as characters.
        .state("карточка"), .container("é"), .container("e\u{301}"), .state("a\r\nb"), .state("tab\there"),
        .state("del\u{7F}"), .adView("🙂"),
    ]
    static let events: [TranscriptEvent] = [
        .end, .note("plain"), .note(""), .note("Карточка — «кавычки»"), .note("tab\tand\nnewline"),
        .note("trailing space "), .app(.sdkInitialized),
    ]
    static let times = [0, 5, 42, 999_999, 1_000_000, 12_345_678_901, -1, -12_345, Int.max, Int.min]

    @Test func theLineEqualsTheInterpolatedOneForEveryTimeSubjectAndEvent() {
        for time in Self.times {
            for subject in Self.subjects {
                for event in Self.events {
                    let line = TranscriptLine(timeMs: time, subject: subject, event: event)
                    let expected = Self.interpolatedLine(
                        time: String(time), subject: TranscriptFormat.text(of: subject),
                        event: TranscriptFormat.text(of: event))
                    #expect(TranscriptFormat.line(line) == expected, "\(time) \(subject) \(event)")
                }
            }
        }
    }

    @Test func columnsAreAsTheGoldensHaveThem() {
        #expect(TranscriptFormat.line(.init(timeMs: 0, subject: .end, event: .end)) == "     0 ms  end               script finished")
        #expect(
            TranscriptFormat.line(.init(timeMs: 1_234_567, subject: .container("card-with-a-long-id"), event: .note("x")))
                == "1234567 ms  container card-with-a-long-id x")
        #expect(TranscriptFormat.line(.init(timeMs: -3, subject: .state("s"), event: .note(""))) == "    -3 ms  state s           ")
        // Padded by characters, not bytes: eight Cyrillic letters are eight columns, CR LF one.
        #expect(
            TranscriptFormat.line(.init(timeMs: 7, subject: .state("карточка"), event: .note("é")))
                == "     7 ms  state карточка    é")
        #expect(
            TranscriptFormat.line(.init(timeMs: 7, subject: .state("a\r\nb"), event: .note("n")))
                == "     7 ms  state a\r\nb         n")
    }
}

/// The most frequent events read as the goldens word them.
@Suite struct TranscriptLineBytesTests {
    /// Events of every frequent kind, and each one's text as the goldens have it.
    static let written: [(event: TranscriptEvent, text: String)] = [
        (.step(.wait(ms: 300), offMainThread: false), "wait 300 ms"),
        (.step(.loadAd(state: "s"), offMainThread: true), "s.loadAd() (off the main thread)"),
        (
            .phaseChanged(
                from: .idle, .loading(.init(number: 1, unit: "demo-native", parameters: [:], manualImages: false))),
            "phase .idle -> .loading; request #1 unit=demo-native"
        ),
        (
            .phaseChanged(
                from: .failed(code: "3"),
                .loading(.init(number: 12, unit: "u", parameters: ["z": "1", "a": "b c"], manualImages: true))),
            "phase .failed -> .loading; request #12 unit=u parameters a=b c,z=1 images=manual"
        ),
        (.phaseChanged(from: .loading, .loaded(ad: "ad-1", adType: .appInstall)), "phase .loading -> .loaded; ad=ad-1 type=appInstall"),
        (
            .phaseChanged(
                from: .loading,
                .sliderLoaded(
                    slider: "sl", blockAssets: [.init(kind: .title, required: true), .init(kind: .icon, required: false)],
                    ads: ["a", "b"])),
            "phase .loading -> .loaded; slider=sl block assets=[title*,icon] ads=[a,b]"
        ),
        (.phaseChanged(from: .loading, .failed(code: "2", message: "")), "phase .loading -> .failed; error 2"),
        (.phaseChanged(from: .loading, .failed(code: "2", message: "no fill")), "phase .loading -> .failed; error 2: no fill"),
        (.mounted(state: "s"), "entered the hierarchy with state s"),
        (.shows(.placeholder, imagesNotLoaded: false), "shows placeholder"),
        (.shows(.nothing, imagesNotLoaded: false), "shows nothing"),
        (
            .shows(.content(nil), imagesNotLoaded: true),
            "shows content; images not loaded: Icon, Favicon, MainImage and Media draw empty space"
        ),
        (.shows(.content(.slider(ads: 3, has: [])), imagesNotLoaded: false), "shows content; SliderAdLayoutInfo ads=3 has=[]"),
        (
            .shows(
                .content(
                    .native(
                        .init(
                            adType: .content, has: [.title, .media], mediaAspectRatio: 1.5, mediaHasVideo: true,
                            warningMinimumArea: nil))),
                imagesNotLoaded: false),
            "shows content; NativeAdLayoutInfo adType=content has=[title,media] media.aspectRatio=1.5 media.hasVideo=true warningMinimumArea=none"
        ),
        (
            .shows(
                .content(
                    .native(
                        .init(
                            adType: .appInstall, has: [.body], mediaAspectRatio: nil, mediaHasVideo: false, warningMinimumArea: 0.25))),
                imagesNotLoaded: false),
            "shows content; NativeAdLayoutInfo adType=appInstall has=[body] warningMinimumArea=0.25"
        ),
        (.bound(ad: "ad-1", views: [.title, .body, .icon]), "bound to ad ad-1; views [title,body,icon]"),
        (.bound(ad: "ad-1", views: []), "bound to ad ad-1; views []"),
        (.draws([]), "draws"),
        (
            .draws([
                .init(kind: .title, value: .text("Hi \"there\"")), .init(kind: .rating, value: .rating("4.50")),
                .init(kind: .rating, value: .rating("n/a")), .init(kind: .icon, value: .image("i.png")),
                .init(kind: .feedback, value: .sdkIcon), .init(kind: .mainImage, value: .empty),
                .init(kind: .media, value: .video("v")), .init(kind: .media, value: .still("w")),
            ]),
            "draws title=\"Hi \"there\"\" rating=4.5 rating=n/a icon=image(i.png) feedback=image(SDK icon) mainImage=empty media=video(v) media=still(w)"
        ),
        (.redraws([.init(kind: .icon, value: .image("i"))]), "redraws icon=image(i)"),
        (.viewable(share: 0.5, dwellMs: 1000), "viewable (50% on screen); impression after 1000 ms"),
        (.callback(.onAdLoad(ad: "ad-1"), handled: true), "onAdLoad ad=ad-1"),
        (.callback(.onAdFailure(code: "3"), handled: false), "onAdFailure error 3 (no handler attached)"),
        (
            .callback(.onAdBindingFailure(code: "7", asset: .title), handled: true),
            "onAdBindingFailure error 7 userInfo[asset_name]=title"
        ),
        (.callback(.onAdClick(asset: .callToAction), handled: true), "onAdClick asset=callToAction"),
        (.callback(.onAdImpression(ad: "ad-1", flags: []), handled: true), "onAdImpression ad=ad-1"),
        (
            .callback(
                .onAdImpression(ad: "ad-1", flags: [.invisibleRequiredAsset([.title, .age]), .smallWarning(share: 0.1)]),
                handled: true),
            "onAdImpression ad=ad-1 flag=invisibleRequiredAsset[title,age] flag=smallWarning[10%]"
        ),
        (.end, "script finished"),
    ]

    @Test func theWrittenEventsReadAsTheirWording() {
        for (event, text) in Self.written {
            #expect(TranscriptFormat.text(of: event) == text, "\(event)")
        }
    }
}
