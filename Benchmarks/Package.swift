// swift-tools-version: 6.1
// Benchmarks live in their own package so that building and testing BadgeReel never builds
// package-benchmark; they run with `swift package benchmark` from this folder. They build no
// swift-syntax: BadgeReelCLI reaches the Swift-file evaluator through ReelSwiftInput's
// protocol and links none of the parser (../Package.swift, issue 37).
import PackageDescription

let package = Package(
    name: "BadgeReelBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "BadgeReel", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "ReelBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ReelTimeline", package: "BadgeReel"),
                .product(name: "ReelModels", package: "BadgeReel"),
                .product(name: "ReelFrame", package: "BadgeReel"),
                .product(name: "ReelRender", package: "BadgeReel"),
                .product(name: "ReelEncode", package: "BadgeReel"),
                .product(name: "ReelExport", package: "BadgeReel"),
                .product(name: "BadgeReelCLI", package: "BadgeReel"),
            ],
            path: "Benchmarks/ReelBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
