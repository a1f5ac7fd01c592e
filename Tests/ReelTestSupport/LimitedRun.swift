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
    /// Wall-clock seconds, start to exit.
    public var seconds: Double
    /// CPU seconds (user + system) the process used: the work it did, which a loaded
    /// machine stretches in wall time but not here.
    public var cpuSeconds: Double

    /// Runs `executable` (the built binary unless given) with `args`, after `prefix` (unshare,
    /// setpriv, ...), in `folder`, killed after `limit` seconds of wall time (a guard against
    /// hangs, far past any refusal's: the work itself is bounded in CPU seconds). `stderrPath`: stderr goes to
    /// that file (/dev/full) instead of a pipe; `stdin`: the null device unless given.
    public static func run(_ args: [String], in folder: URL, prefix: [String] = [], environment: [String: String] = [:],
                           stdin: FileHandle? = nil, stderrPath: String? = nil,
                           executable: String = BinaryRunner.executable.path, limit: Double = 120) throws -> LimitedRun {
        let report = folder.appendingPathComponent(".time-\(UInt32.random(in: 0...UInt32.max)).txt")
        defer { try? FileManager.default.removeItem(at: report) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "%M %U %S", "-o", report.path] + prefix + [executable] + args
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
        // time(1)'s last line: peak KiB, user and system seconds.
        let measured = timeText.split(separator: "\n").last.map { $0.split(separator: " ") } ?? []
        let numbers = measured.count == 3 ? measured.compactMap { Double($0) } : []
        return LimitedRun(status: process.terminationStatus,
                          signalled: timeText.contains("signal") || process.terminationReason == .uncaughtSignal,
                          stdout: outData, stderr: String(decoding: errData, as: UTF8.self),
                          peakKiB: numbers.count == 3 ? Int(numbers[0]) : 0,
                          seconds: Date().timeIntervalSince(start),
                          cpuSeconds: numbers.count == 3 ? numbers[1] + numbers[2] : .infinity)
    }

    /// A refusal: no signal death, a status from 1 to 127 (`status` exactly, when given), nothing
    /// on stdout, one line under 1000 bytes on stderr, bounded work and memory. The work bound
    /// is CPU seconds, not wall time, and catches unbounded work (the cases it guards ran for
    /// minutes): a wall-clock bound failed on a 2-core machine at load 18 (21.7 s for a
    /// refusal that spends well under a second of CPU), which is a flake, not a finding.
    public func expectRefused(_ what: String, status: Int32? = nil, maxSeconds: Double = 20, maxMiB: Int = 600,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!signalled && self.status > 0 && self.status < 128, "\(what): status \(self.status) \(stderr)", sourceLocation: sourceLocation)
        if let status { #expect(self.status == status, "\(what): status \(self.status), expected \(status): \(stderr)", sourceLocation: sourceLocation) }
        #expect(stdout.isEmpty, "\(what): stdout \(stdout.count) bytes", sourceLocation: sourceLocation)
        #expect(stderr.split(separator: "\n").count == 1 && stderr.utf8.count < 1000, "\(what): \(stderr.prefix(300))", sourceLocation: sourceLocation)
        #expect(cpuSeconds < maxSeconds, "\(what): \(cpuSeconds) CPU s (\(seconds) s wall)", sourceLocation: sourceLocation)
        #expect(peakKiB < maxMiB * 1024, "\(what): \(peakKiB / 1024) MiB", sourceLocation: sourceLocation)
    }
}
