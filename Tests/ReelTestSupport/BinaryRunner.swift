import Foundation

/// Runs the built `badgereel` as a user would: a separate process, its exit status, its
/// stdout and stderr.
public struct BinaryRunner {
    /// What a run ended with.
    public struct Result {
        public var status: Int32
        public var stderr: String
        public var stdoutData: Data
        /// Decoded on demand: a raw-frames stdout is tens of megabytes of binary.
        public var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
    }

    /// The test runner sits beside the products of the same build.
    public static let executable: URL = {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var dir = runner.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("badgereel")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: ".build/debug/badgereel")
    }()

    /// Runs the binary with `arguments`, in `directory` if given, to its exit.
    public static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
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
