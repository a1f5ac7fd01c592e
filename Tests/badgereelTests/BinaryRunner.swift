import Foundation

/// Runs the built `badgereel` as a user would: a separate process, its exit status, its
/// stdout and stderr.
struct BinaryRunner {
    struct Result {
        var status: Int32
        var stderr: String
        var stdoutData: Data
        /// Decoded on demand: a raw-frames stdout is tens of megabytes of binary.
        var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
    }

    /// The test runner sits beside the products of the same build.
    static let executable: URL = {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var dir = runner.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("badgereel")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: ".build/debug/badgereel")
    }()

    static func run(_ arguments: [String], in directory: URL? = nil, executable: URL = executable) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes to the end before waiting, so a large output cannot block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stderr: String(decoding: errData, as: UTF8.self),
                      stdoutData: outData)
    }
}
