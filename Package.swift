// swift-tools-version: 6.1
import PackageDescription

// swift-syntax: the parser of the Swift files `render Badge.swift` evaluates (issue 29), built
// from source at 603.0.1 like every other dependency. The toolchain's prebuilt copy in
// usr/lib/swift/host was linked here before (issue 37 item 7, issue 38 item 4): it is built
// with library evolution, so every node access goes through resilient accessors, and parsing
// the 309-line examples/swift/BadgeHub.swift took ~12 ms CPU against 1.1–1.9 ms for this
// package in a release build — most of what a Swift file's `timeline` cost beyond the
// built-in's. It also needed unsafeFlags (-I/-L), a link made by scripts/setup before the
// manifest could be read, and the bundle copying the toolchain's libraries. The price is the
// build: CONTRIBUTING.md, "Build cost". Only ReelSwift, its tests and the executable import
// these modules (issue 37; DeclaredImportTests): the front ends reach ReelSwift through
// ReelSwiftInput's protocol, which the executable injects.
// SwiftOperators folds the parser's flat infix chains by Swift's own precedence groups;
// SwiftParserDiagnostics words a syntax error as swiftc does.
let syntaxModules = ["SwiftSyntax", "SwiftParser", "SwiftOperators", "SwiftDiagnostics", "SwiftParserDiagnostics"]
let syntaxProducts: [Target.Dependency] = syntaxModules.map { .product(name: $0, package: "swift-syntax") }

let package = Package(
    name: "BadgeReel",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "badgereel", targets: ["badgereel"]),
        .library(name: "ReelTimeline", targets: ["ReelTimeline"]),
        .library(name: "ReelModels", targets: ["ReelModels"]),
        .library(name: "ReelFrame", targets: ["ReelFrame"]),
        .library(name: "ReelRender", targets: ["ReelRender"]),
        .library(name: "ReelEncode", targets: ["ReelEncode"]),
        .library(name: "ReelExport", targets: ["ReelExport"]),
        .library(name: "ReelLottie", targets: ["ReelLottie"]),
        .library(name: "ReelJSON", targets: ["ReelJSON"]),
        .library(name: "ReelSwiftOut", targets: ["ReelSwiftOut"]),
        // The command line as a library, for the benchmarks' batch planning.
        .library(name: "BadgeReelCLI", targets: ["BadgeReelCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // Already in the graph through Hummingbird; named so the targets that import them
        // declare it (the studio's logger; the studio tests' in-memory channel).
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
        // Also through Hummingbird: the studio's connection tracker sees its HTTP parts.
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        // Also through Hummingbird: `badgereel studio` runs its server in a ServiceGroup.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        // Core Animation's timing model in pure Swift: no C, no I/O.
        .target(name: "ReelTimeline"),
        // The seed's components (BadgeHub, Shaky Bell, NotificationBadge, dot) on that model,
        // and the parameter declarations every front end reads.
        .target(name: "ReelModels", dependencies: ["ReelTimeline"]),
        // The frame type the renderer writes and the encoders read; nothing else.
        .target(name: "ReelFrame"),
        // BadgeReel's one JSON writer (ordered keys, a number style per file kind) and the
        // Codable encoder over it: Lottie files, timeline and batch reports. No dependencies.
        .target(name: "ReelJSON"),
        // Swift source → a scene: SwiftParser's tree of a user's file, evaluated (never compiled
        // or run) by a bounded interpreter whose world is UIKit and Core Animation on
        // ReelTimeline's model.
        .target(name: "ReelSwift", dependencies: ["ReelTimeline", "ReelModels", "ReelWorld", "ReelSwiftUI", "ReelSwiftInput", "CLibcExtras"] + syntaxProducts),
        // The door to ReelSwift (issue 37): the protocol the front ends evaluate a Swift file
        // through, and the values that cross it (the program's text, its refusal as swiftc
        // prints it, its literals). No swift-syntax: the front ends never see the parser.
        .target(name: "ReelSwiftInput", dependencies: ["ReelModels", "ReelSwiftUI"]),
        // UIKit and Core Animation as plain Swift types, the interpreter's world: views, layers,
        // animations, a virtual clock; what the code does becomes scene actions. Its own module:
        // it needs no parser, so it and its tests build without the toolchain's parser modules.
        .target(name: "ReelWorld", dependencies: ["ReelTimeline", "ReelModels"], exclude: ["README.md"]),
        // SwiftUI's world beside ReelWorld, on the same clock: its animation model (springs,
        // curves, merging, keyframes, phases, transitions) and its layout, as plain values.
        // Pure Swift: no parser, no C, no I/O (docs/swiftui.md).
        .target(name: "ReelSwiftUI", dependencies: ["ReelTimeline"]),
        // Scenes → Swift source that moves the same: UIKit and Core Animation code, or a
        // SwiftUI keyframeAnimator (`-o NAME.swift`, the studio's Swift panel). Writes text only;
        // no swift-syntax.
        .target(name: "ReelSwiftOut", dependencies: ["ReelTimeline", "ReelModels", "ReelSwiftUI"]),
        // Cairo and Pango through pkg-config (scripts/setup installs them).
        .systemLibrary(name: "CCairo", pkgConfig: "badgereel-cairo",
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "librsvg2-dev"]),
                                   .brew(["cairo", "pango", "librsvg", "fontconfig"])]),
        // Snapshot → Frame: shapes, text, icons, canvas fitting. Never imports FFmpeg.
        .target(name: "ReelRender", dependencies: ["ReelTimeline", "ReelFrame", "CCairo", "ReelSwiftUI"]),
        // FFmpeg's headers through pkg-config (scripts/setup installs them); the libraries are
        // loaded on first use by FFmpegLoader, so starting the tool does not load them.
        .systemLibrary(name: "CFFmpeg", pkgConfig: "badgereel-ffmpeg",
                       providers: [.apt(["libavcodec-dev", "libavformat-dev", "libavfilter-dev", "libswscale-dev", "libavutil-dev", "libwebp-dev"]),
                                   .brew(["ffmpeg", "webp"])]),
        // OpenSSL's libcrypto through pkg-config, for SHA-256 (batch records, fingerprints, shards).
        .systemLibrary(name: "CCrypto", pkgConfig: "libcrypto",
                       providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]),
        .target(name: "FFmpegLoader", dependencies: ["CFFmpeg"], linkerSettings: [.linkedLibrary("dl")]),
        // The C library's extensions Swift's Glibc module does not declare (pthread_getattr_np,
        // renameat2, mallopt), as reel_-prefixed wrappers the compiler checks against the
        // library's headers; each says so where the C library lacks it.
        .target(name: "CLibcExtras"),
        // Frames → files through FFmpeg's libraries. Knows nothing about badges.
        .target(name: "ReelEncode", dependencies: ["ReelFrame", "CFFmpeg", "FFmpegLoader", "CLibcExtras"]),
        // A clip → Lottie (Bodymovin) JSON: a Codable model and the writer that fills it.
        // Its shapes come from ReelRender's captured Cairo paths; never imports Cairo itself.
        .target(name: "ReelLottie", dependencies: ["ReelTimeline", "ReelModels", "ReelRender", "ReelJSON"]),
        // The pipeline as a library: scene → fitted canvas → frames → file; stills, sweeps,
        // timeline reports and scene files. Every front end calls it the same way.
        .target(name: "ReelExport", dependencies: [
            "ReelTimeline", "ReelModels", "ReelFrame", "ReelRender", "ReelEncode", "ReelLottie", "ReelJSON", "ReelSwiftOut", "ReelSwiftUI", "CCrypto",
            // The door's protocol, so every front end evaluates a Swift file within what a
            // scene file holds the same way (BoundedSwiftEvaluation.swift); no swift-syntax.
            "ReelSwiftInput",
            .product(name: "Yams", package: "Yams"),
        ]),
        // The studio: a local Hummingbird server, its JSON API and the page (index.html,
        // studio.css and the script's ES modules under Resources/, compiled into the binary by SwiftPM so the
        // tool stays one self-contained file and reads nothing from disk to serve it).
        .target(
            name: "ReelStudio",
            dependencies: [
                "ReelTimeline", "ReelModels", "ReelFrame", "ReelRender", "ReelEncode", "ReelExport", "ReelJSON", "ReelSwiftOut",
                // Swift mode (issue 31): a Swift file's literals as controls, evaluated through
                // the door the command line hands it.
                "ReelSwiftInput",
                // A SwiftUI file's view, previewed frame by frame (issue 39).
                "ReelSwiftUI",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            ],
            // Says the modules are ES modules, for node's unit tests; not part of the page.
            exclude: ["Resources/package.json"],
            // The page's ES modules, one file each, listed in StudioPage.modules.
            resources: [
                .embedInCode("Resources/index.html"),
                .embedInCode("Resources/studio.css"),
                .embedInCode("Resources/studio.js"),
                .embedInCode("Resources/address.js"),
                .embedInCode("Resources/api.js"),
                .embedInCode("Resources/contract.js"),
                .embedInCode("Resources/controls.js"),
                .embedInCode("Resources/curve.js"),
                .embedInCode("Resources/dom.js"),
                .embedInCode("Resources/edits.js"),
                .embedInCode("Resources/format.js"),
                .embedInCode("Resources/history.js"),
                .embedInCode("Resources/plot.js"),
                .embedInCode("Resources/preview.js"),
                .embedInCode("Resources/refusal.js"),
                .embedInCode("Resources/scene.js"),
                .embedInCode("Resources/state.js"),
                .embedInCode("Resources/values.js"),
                .embedInCode("Resources/swift.js"),
                .embedInCode("Resources/literal.js"),
                .embedInCode("Resources/swift-panel.js"),
            ]
        ),
        // The command line as a library: the commands, their option groups, progress and
        // the summary lines; `badgereel studio` starts ReelStudio's server.
        .target(
            name: "BadgeReelCLI",
            dependencies: [
                "ReelTimeline", "ReelModels", "ReelEncode", "ReelExport", "ReelStudio", "ReelSwiftInput", "ReelSwiftOut", "ReelSwiftUI", "CLibcExtras",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // The executable: `main`, which gives the command line ReelSwift's evaluator (and
        // FFmpegLoader's bundle check, which the fonts' configuration shares).
        .executableTarget(name: "badgereel", dependencies: ["BadgeReelCLI", "ReelSwift", "FFmpegLoader"]),
        // What several test targets share: running the built binary, ffprobe, scratch folders.
        .target(name: "ReelTestSupport", path: "Tests/ReelTestSupport"),
        .testTarget(name: "ReelTimelineTests", dependencies: ["ReelTimeline", "ReelTestSupport"]),
        .testTarget(name: "ReelModelsTests", dependencies: ["ReelModels", "ReelTimeline"]),
        // Corpus/ holds the Swift files the tests evaluate (they import UIKit: read, never compiled).
        // Also the command line's and the studio's suites that read Swift files in process, with
        // ReelSwift's evaluator as the executable gives it: only here and in the executable does
        // the front ends' door meet ReelSwift, so their own test targets never see the parser.
        .testTarget(name: "ReelSwiftTests", dependencies: ["ReelSwift", "ReelSwiftInput", "ReelModels", "ReelTimeline", "ReelTestSupport",
                                                           "BadgeReelCLI", "ReelStudio", "ReelExport", "ReelSwiftOut", "StudioTestSupport", "ReelSwiftUI", "ReelRender",
                                                           .product(name: "ArgumentParser", package: "swift-argument-parser"),
                                                           .product(name: "Hummingbird", package: "hummingbird"),
                                                           .product(name: "NIOCore", package: "swift-nio")] + syntaxProducts,
                    exclude: ["Corpus", "RealWorld"]),
        .testTarget(name: "ReelWorldTests", dependencies: ["ReelWorld", "ReelModels", "ReelTimeline", "ReelExport", "ReelLottie"]),
        .testTarget(name: "ReelJSONTests", dependencies: ["ReelJSON"]),
        .testTarget(name: "ReelSwiftUITests", dependencies: ["ReelSwiftUI", "ReelTimeline"]),
        // The Swift writer's files, type-checked by the toolchain's swift-frontend against
        // Tests/AppleAPIStandIn (UIKit, QuartzCore, CoreGraphics and SwiftUI as Apple declares them).
        .testTarget(name: "ReelSwiftOutTests", dependencies: ["ReelSwiftOut", "ReelModels", "ReelTimeline", "ReelExport", "ReelTestSupport", "ReelSwiftUI",
                                                              .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "ReelRenderTests", dependencies: ["ReelRender", "ReelModels", "ReelExport", "ReelFrame", "ReelTimeline", "ReelSwiftUI", "CCairo", "ReelTestSupport"],
                    resources: [.copy("Golden")]),
        // The tests decode with FFmpeg directly, so they link its libraries.
        .testTarget(name: "ReelEncodeTests", dependencies: ["ReelEncode", "ReelFrame", "CFFmpeg", "ReelTestSupport"],
                    linkerSettings: [.linkedLibrary("avformat"), .linkedLibrary("avcodec"),
                                     .linkedLibrary("avutil"), .linkedLibrary("swscale")]),
        .testTarget(name: "ReelLottieTests", dependencies: ["ReelLottie", "ReelJSON", "ReelRender", "ReelModels", "ReelTimeline", "ReelExport", "ReelTestSupport"]),
        .testTarget(name: "ReelExportTests", dependencies: [
            "ReelExport", "ReelModels", "ReelTimeline", "ReelFrame", "ReelRender", "ReelEncode", "ReelTestSupport",
            .product(name: "PropertyBased", package: "swift-property-based"),
            // The scene reader's trees, compared node by node (SceneScriptSpliceTests).
            .product(name: "Yams", package: "Yams"),
        ]),
        // The binary end to end, and the command line's parsing in process.
        .testTarget(name: "BadgeReelCLITests", dependencies: [
            "BadgeReelCLI", "ReelExport", "ReelModels", "ReelTimeline", "ReelSwiftOut", "ReelTestSupport",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        // The studio's routes driven in process, without a socket or an HTTP client (so no
        // TLS stack is built for the tests): RouterClient, and what the route tests send and
        // read, shared with the Swift mode's suites in ReelSwiftTests.
        .target(name: "StudioTestSupport", dependencies: [
            "ReelStudio",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOEmbedded", package: "swift-nio"),
        ], path: "Tests/StudioTestSupport"),
        .testTarget(name: "ReelStudioTests", dependencies: [
            "ReelStudio", "BadgeReelCLI", "ReelExport", "ReelModels", "ReelTimeline", "ReelTestSupport", "StudioTestSupport",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "NIOCore", package: "swift-nio"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
