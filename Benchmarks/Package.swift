// swift-tools-version: 6.1
// Benchmarks live in their own package so that building and testing BadgeReel never builds
// package-benchmark; they run with `swift package benchmark` from this folder.
import PackageDescription
import Foundation

// BadgeReelCLI imports ReelSwift, which imports the toolchain's prebuilt SwiftParser; a module
// built without library evolution loads its dependencies' modules wherever it is imported, so
// these targets need the folder on their search path too. It is found as ../Package.swift finds
// it (that manifest says why): the folder beside the PackageDescription library this manifest
// runs with, or BADGEREEL_SWIFT_HOST.
let swiftHost: String? = {
    if let dir = ProcessInfo.processInfo.environment["BADGEREEL_SWIFT_HOST"], !dir.isEmpty { return dir }
    let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
    return maps.split(separator: "\n").lazy.compactMap { line -> String? in
        guard let slash = line.firstIndex(of: "/"), let range = line[slash...].range(of: "/lib/swift/pm/") else { return nil }
        return String(line[slash..<range.lowerBound]) + "/lib/swift/host"
    }.first { FileManager.default.fileExists(atPath: $0 + "/SwiftParser.swiftmodule") }
}()

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
            swiftSettings: swiftHost.map { [.unsafeFlags(["-I", $0])] } ?? [],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
