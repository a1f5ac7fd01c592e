import Foundation

/// Runs the built `badgereel` as a user would: a separate process, its exit status, its
/// stdout and stderr.
public struct BinaryRunner {
    /// What a run ended with.
    public struct Result {
        /// The exit status.
        public var status: Int32
        /// Everything written to stderr, as text.
        public var stderr: String
        /// Everything written to stdout, as bytes.
        public var stdoutData: Data
        /// Decoded on demand: a raw-frames stdout is tens of megabytes of binary.
        public var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
    }

    /// The built `badgereel`: the test runner sits beside the products of the same build.
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

    /// Runs `executable` (the built binary unless given) with `arguments`, in `directory` if
    /// given, with `environment` added to this process's, to its exit.
    public static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
                           executable: URL = executable) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both pipes are read to the end at the same time, before waiting: reading one and
        // then the other would deadlock once the child filled the unread pipe's buffer
        // (64 KiB on Linux) while the reader waits on the other.
        let (outData, errData) = readBoth(out, err)
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stderr: String(decoding: errData, as: UTF8.self),
                      stdoutData: outData)
    }

    /// Reads `first` on this thread and `second` on another, each to its end.
    public static func readBoth(_ first: Pipe, _ second: Pipe) -> (Data, Data) {
        final class Box: @unchecked Sendable { var data = Data() }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let handle = second.fileHandleForReading
        Thread {
            box.data = handle.readDataToEndOfFile()
            done.signal()
        }.start()
        let firstData = first.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        return (firstData, box.data)
    }
}
