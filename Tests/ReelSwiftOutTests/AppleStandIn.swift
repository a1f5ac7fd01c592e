import Foundation
import ReelTestSupport

/// The toolchain's compiler and the Apple API stand-in modules (Tests/AppleAPIStandIn) built
/// with it once per test run, for type-checking the writer's files.
enum AppleStandIn {
    /// The `usr` folder of the toolchain this test runs on: where its Swift runtime was loaded
    /// from (/proc/self/maps names it), else the `swiftc` on PATH.
    static let toolchainBin: URL? = {
        if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) {
            for line in maps.split(separator: "\n") {
                guard let slash = line.firstIndex(of: "/") else { continue }
                let path = String(line[slash...])
                guard let range = path.range(of: "/lib/swift/linux/libswiftCore.so") else { continue }
                let bin = URL(fileURLWithPath: String(path[..<range.lowerBound]) + "/bin")
                if FileManager.default.isExecutableFile(atPath: bin.appendingPathComponent("swift-frontend").path) { return bin }
            }
        }
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let bin = URL(fileURLWithPath: String(dir))
            if FileManager.default.isExecutableFile(atPath: bin.appendingPathComponent("swift-frontend").path) { return bin }
        }
        return nil
    }()

    static let sources = WriterCases.repository.appendingPathComponent("Tests/AppleAPIStandIn")

    /// Runs a toolchain tool; its status and standard error.
    static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, stderr: String) {
        guard let bin = toolchainBin else { throw StandInError.noToolchain }
        let process = Process()
        process.executableURL = bin.appendingPathComponent(tool)
        process.arguments = arguments
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The stand-in modules, built once per test run (both tests read them).
    static let modules: Result<URL, any Error> = Result { try build() }

    /// The stand-in modules, built into a fresh folder: CoreGraphics, QuartzCore, UIKit, SwiftUI.
    static func build() throws -> URL {
        let folder = scratchFolder().appendingPathComponent("modules")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for module in ["CoreGraphics", "QuartzCore", "UIKit", "SwiftUI"] {
            let dir = sources.appendingPathComponent(module)
            let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".swift") }.sorted()
                .map { dir.appendingPathComponent($0).path }
            let result = try run("swiftc", ["-emit-module", "-module-name", module, "-parse-as-library", "-I", folder.path,
                                            "-o", folder.appendingPathComponent("\(module).swiftmodule").path] + files)
            guard result.status == 0 else { throw StandInError.build(module, result.stderr) }
        }
        return folder
    }

    /// Type-checks `file` against the modules in `modules`, as an app target in the Swift 5
    /// language mode does; the compiler's errors, empty when it type-checks.
    static func typecheck(_ file: URL, modules: URL) throws -> String {
        let result = try run("swift-frontend", ["-frontend", "-typecheck", "-swift-version", "5", "-I", modules.path, file.path])
        return result.status == 0 ? "" : result.stderr
    }

    enum StandInError: Error, CustomStringConvertible {
        case noToolchain
        case build(String, String)
        var description: String {
            switch self {
            case .noToolchain: "no swift-frontend beside the running toolchain or on PATH"
            case .build(let module, let errors): "the \(module) stand-in does not build:\n\(errors)"
            }
        }
    }
}
