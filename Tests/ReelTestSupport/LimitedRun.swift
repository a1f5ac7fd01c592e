import Foundation
import Testing

/// One run of the built binary under `/usr/bin/time` (for its peak memory) and a kill timer:
/// how the hostile-input and hostile-output suites prove that every case ends by itself,
/// within its time and memory, with a status below 128.
public struct LimitedRun: Sendable {
    public var status: Int32
    /// Ended by a signal (time(1) says "Command terminated by signal N").
    public var signalled: Bool
    public var stdout: Data
    public var stderr: String
    public var peakKiB: Int
    public var seconds: Double

    /// Runs `executable` (the built binary unless given) with `args`, after `prefix` (unshare,
    /// setpriv, ...), in `folder`, killed after `limit` seconds. `stderrPath`: stderr goes to
    /// that file (/dev/full) instead of a pipe; `stdin`: the null device unless given.
    public static func run(_ args: [String], in folder: URL, prefix: [String] = [], environment: [String: String] = [:],
                           stdin: FileHandle? = nil, stderrPath: String? = nil,
                           executable: String = BinaryRunner.executable.path, limit: Double = 30) throws -> LimitedRun {
        let report = folder.appendingPathComponent(".time-\(UInt32.random(in: 0...UInt32.max)).txt")
        defer { try? FileManager.default.removeItem(at: report) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "%M", "-o", report.path] + prefix + [executable] + args
        process.currentDirectoryURL = folder
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = stderrPath.flatMap { FileHandle(forWritingAtPath: $0) } ?? err
        process.standardInput = stdin ?? FileHandle.nullDevice
        let start = Date()
        try process.run()
        let killer = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: killer)
        let outData: Data, errData: Data
        if stderrPath != nil {
            try? err.fileHandleForWriting.close()
            (outData, errData) = (out.fileHandleForReading.readDataToEndOfFile(), Data())
        } else {
            // Both at once: a child that fills one pipe while we wait on the other never ends.
            (outData, errData) = BinaryRunner.readBoth(out, err)
        }
        process.waitUntilExit()
        killer.cancel()
        let timeText = (try? String(contentsOf: report, encoding: .utf8)) ?? ""
        return LimitedRun(status: process.terminationStatus,
                          signalled: timeText.contains("signal") || process.terminationReason == .uncaughtSignal,
                          stdout: outData, stderr: String(decoding: errData, as: UTF8.self),
                          peakKiB: timeText.split(separator: "\n").compactMap { Int($0) }.last ?? 0,
                          seconds: Date().timeIntervalSince(start))
    }

    /// A refusal: no signal death, a status from 1 to 127 (`status` exactly, when given), nothing
    /// on stdout, one line under 1000 bytes on stderr, bounded time and memory. The time bound
    /// catches unbounded work (the cases it guards ran for minutes); 20 s leaves room for a
    /// loaded 2-core machine, where refusals measured up to 10.7 s.
    public func expectRefused(_ what: String, status: Int32? = nil, maxSeconds: Double = 20, maxMiB: Int = 600,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!signalled && self.status > 0 && self.status < 128, "\(what): status \(self.status) \(stderr)", sourceLocation: sourceLocation)
        if let status { #expect(self.status == status, "\(what): status \(self.status), expected \(status): \(stderr)", sourceLocation: sourceLocation) }
        #expect(stdout.isEmpty, "\(what): stdout \(stdout.count) bytes", sourceLocation: sourceLocation)
        #expect(stderr.split(separator: "\n").count == 1 && stderr.utf8.count < 1000, "\(what): \(stderr.prefix(300))", sourceLocation: sourceLocation)
        #expect(seconds < maxSeconds, "\(what): \(seconds) s", sourceLocation: sourceLocation)
        #expect(peakKiB < maxMiB * 1024, "\(what): \(peakKiB / 1024) MiB", sourceLocation: sourceLocation)
    }
}
