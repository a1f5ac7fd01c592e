// swift-tools-version: 6.1
import PackageDescription
import Foundation

// swift-syntax: the parser of the Swift files `render Badge.swift` evaluates (issue 29).
// The toolchain ships SwiftSyntax and SwiftParser prebuilt, with library evolution, in
// usr/lib/swift/host (for macros and the compiler's own use): importing and linking those
// compiles in seconds, where building swift-syntax 603 from source took 12 CPU-minutes in a
// release build (CONTRIBUTING.md, "Build cost"). The folder is the one of the toolchain
// compiling this manifest: the PackageDescription library this process runs with lives in
// <usr>/lib/swift/pm/ManifestAPI, so /proc/self/maps names it exactly; failing that, the
// toolchain of the `swiftc` on PATH; BADGEREEL_SWIFT_HOST overrides both. On Linux a build
// without it stops here with that advice: falling back to a source build silently cost
// 12 CPU-minutes and left two copies of the modules in one build folder (seen this round).
// Elsewhere (another platform's toolchain) swift-syntax 603.0.1 is built from source.
let swiftHost: String? = {
    let fm = FileManager.default
    func usable(_ dir: String) -> Bool { fm.fileExists(atPath: dir + "/SwiftParser.swiftmodule") }
    let environment = ProcessInfo.processInfo.environment
    if let dir = environment["BADGEREEL_SWIFT_HOST"], !dir.isEmpty {
        guard usable(dir) else { fatalError("BADGEREEL_SWIFT_HOST=\(dir): no SwiftParser.swiftmodule there; give the toolchain's usr/lib/swift/host") }
        return dir
    }
    if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) {
        for line in maps.split(separator: "\n") {
            guard let slash = line.firstIndex(of: "/") else { continue }
            let path = String(line[slash...])
            guard let range = path.range(of: "/lib/swift/pm/") else { continue }
            let dir = String(path[..<range.lowerBound]) + "/lib/swift/host"
            if usable(dir) { return dir }
        }
    }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
        let swiftc = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
        guard fm.isExecutableFile(atPath: swiftc.path) else { continue }
        let usr = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        let dir = usr.appendingPathComponent("lib/swift/host").path
        if usable(dir) { return dir }
    }
    #if os(Linux)
    fatalError("no usr/lib/swift/host with SwiftParser.swiftmodule in this toolchain; set BADGEREEL_SWIFT_HOST to one (swift.org's Linux toolchains ship it)")
    #else
    return nil
    #endif
}()
let syntaxDependencies: [Package.Dependency] = swiftHost == nil
    ? [.package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1")] : []
let syntaxProducts: [Target.Dependency] = swiftHost == nil
    ? [.product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
       .product(name: "SwiftOperators", package: "swift-syntax")] : []
// The toolchain's parser modules are not on the compiler's default search path. ReelSwift
// imports them `internal`ly, but a module built without library evolution still loads its
// dependencies' modules wherever it is imported, so every target that imports ReelSwift,
// directly or through BadgeReelCLI, gets the path too (syntaxClientSettings; the benchmarks'
// package finds it the same way). Library evolution for ReelSwift alone would spare them that,
// but warns once for every non-resilient module it imports (measured: 40 warnings).
let syntaxSwiftSettings: [SwiftSetting] = swiftHost.map { [.unsafeFlags(["-I", $0])] } ?? []
let syntaxClientSettings = syntaxSwiftSettings
// The bundle (scripts/bundle sets BADGEREEL_BUNDLE=1) carries these libraries in its lib/ and
// finds them through its own RPATH, so it records no path into the build machine's toolchain.
let bundling = ProcessInfo.processInfo.environment["BADGEREEL_BUNDLE"] == "1"
let syntaxLinkerSettings: [LinkerSetting] = swiftHost.map {
    [.unsafeFlags(["-L", $0] + (bundling ? [] : ["-Xlinker", "-rpath", "-Xlinker", $0])),
     .linkedLibrary("SwiftParser"), .linkedLibrary("SwiftSyntax"),
     // Folds the parser's flat infix chains by Swift's own precedence groups.
     .linkedLibrary("SwiftOperators")]
} ?? []

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
    ] + syntaxDependencies,
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
        .target(name: "ReelSwift", dependencies: ["ReelTimeline", "ReelModels", "ReelWorld"] + syntaxProducts,
                swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
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
        .target(name: "ReelSwiftOut", dependencies: ["ReelTimeline", "ReelModels"]),
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
        // Frames → files through FFmpeg's libraries. Knows nothing about badges.
        .target(name: "ReelEncode", dependencies: ["ReelFrame", "CFFmpeg", "FFmpegLoader"]),
        // A clip → Lottie (Bodymovin) JSON: a Codable model and the writer that fills it.
        // Its shapes come from ReelRender's captured Cairo paths; never imports Cairo itself.
        .target(name: "ReelLottie", dependencies: ["ReelTimeline", "ReelModels", "ReelRender", "ReelJSON"]),
        // The pipeline as a library: scene → fitted canvas → frames → file; stills, sweeps,
        // timeline reports and scene files. Every front end calls it the same way.
        .target(name: "ReelExport", dependencies: [
            "ReelTimeline", "ReelModels", "ReelFrame", "ReelRender", "ReelEncode", "ReelLottie", "ReelJSON", "ReelSwiftOut", "CCrypto",
            .product(name: "Yams", package: "Yams"),
        ]),
        // The studio: a local Hummingbird server, its JSON API and the page (index.html,
        // studio.css and the script's ES modules under Resources/, compiled into the binary by SwiftPM so the
        // tool stays one self-contained file and reads nothing from disk to serve it).
        .target(
            name: "ReelStudio",
            dependencies: [
                "ReelTimeline", "ReelModels", "ReelFrame", "ReelRender", "ReelEncode", "ReelExport", "ReelJSON", "ReelSwiftOut",
                // Swift mode (issue 31): a Swift file's literals as controls.
                "ReelSwift",
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
            ],
            swiftSettings: syntaxClientSettings
        ),
        // The command line as a library: the commands, their option groups, progress and
        // the summary lines; `badgereel studio` starts ReelStudio's server.
        .target(
            name: "BadgeReelCLI",
            dependencies: [
                "ReelModels", "ReelEncode", "ReelExport", "ReelStudio", "ReelSwift", "ReelSwiftOut",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: syntaxClientSettings
        ),
        // The executable: `main` and nothing else.
        .executableTarget(name: "badgereel", dependencies: ["BadgeReelCLI"], swiftSettings: syntaxClientSettings),
        // What several test targets share: running the built binary, ffprobe, scratch folders.
        .target(name: "ReelTestSupport", path: "Tests/ReelTestSupport"),
        .testTarget(name: "ReelTimelineTests", dependencies: ["ReelTimeline", "ReelTestSupport"]),
        .testTarget(name: "ReelModelsTests", dependencies: ["ReelModels"]),
        // Corpus/ holds the Swift files the tests evaluate (they import UIKit: read, never compiled).
        .testTarget(name: "ReelSwiftTests", dependencies: ["ReelSwift", "ReelModels", "ReelTimeline"] + syntaxProducts,
                    exclude: ["Corpus", "RealWorld"], swiftSettings: syntaxClientSettings),
        .testTarget(name: "ReelWorldTests", dependencies: ["ReelWorld", "ReelModels", "ReelTimeline", "ReelExport", "ReelLottie"]),
        .testTarget(name: "ReelJSONTests", dependencies: ["ReelJSON"]),
        .testTarget(name: "ReelSwiftUITests", dependencies: ["ReelSwiftUI", "ReelTimeline"]),
        // The Swift writer's files, type-checked by the toolchain's swift-frontend against
        // Tests/AppleAPIStandIn (UIKit, QuartzCore, CoreGraphics and SwiftUI as Apple declares them).
        .testTarget(name: "ReelSwiftOutTests", dependencies: ["ReelSwiftOut", "ReelModels", "ReelTimeline", "ReelExport", "ReelTestSupport",
                                                              .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "ReelRenderTests", dependencies: ["ReelRender", "ReelModels", "ReelExport"],
                    resources: [.copy("Golden")]),
        // The tests decode with FFmpeg directly, so they link its libraries.
        .testTarget(name: "ReelEncodeTests", dependencies: ["ReelEncode", "CFFmpeg"],
                    linkerSettings: [.linkedLibrary("avformat"), .linkedLibrary("avcodec"),
                                     .linkedLibrary("avutil"), .linkedLibrary("swscale")]),
        .testTarget(name: "ReelLottieTests", dependencies: ["ReelLottie", "ReelJSON", "ReelRender", "ReelModels", "ReelExport", "ReelTestSupport"]),
        .testTarget(name: "ReelExportTests", dependencies: [
            "ReelExport", "ReelModels", "ReelTimeline", "ReelTestSupport",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        // The binary end to end, and the command line's parsing in process.
        .testTarget(name: "BadgeReelCLITests", dependencies: [
            "BadgeReelCLI", "ReelExport", "ReelModels", "ReelSwiftOut", "ReelTestSupport",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "PropertyBased", package: "swift-property-based"),
        ], swiftSettings: syntaxClientSettings),
        // The studio's routes driven in process, without a socket or an HTTP client (so no
        // TLS stack is built for the tests).
        .testTarget(name: "ReelStudioTests", dependencies: [
            "ReelStudio", "BadgeReelCLI", "ReelExport", "ReelModels", "ReelTimeline", "ReelTestSupport",
            "ReelSwift",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOEmbedded", package: "swift-nio"),
        ], swiftSettings: syntaxClientSettings),
    ],
    swiftLanguageModes: [.v6]
)
