import Foundation
import ReelTestSupport
import Testing

/// A batch as the first process of a PID namespace (a container's `exec badgereel batch`),
/// where a signal left to its default action is ignored: SIGTERM and SIGINT must still stop
/// it within 2 s, with the exit status a shell gives that signal and no temporary left.
@Suite struct BatchSignalTests {
    let dir = scratchFolder()

    @Test(arguments: [(SIGTERM, Int32(143)), (SIGINT, Int32(130))])
    func aSignalStopsABatchRunningAsPIDOneWithinTwoSeconds(signal: Int32, status: Int32) throws {
        // Twelve 4x MP4s of the bell: seconds of work, so the signal lands mid-export.
        try Data("""
            jobs:
              - run: shake --count {c} --scale 4 -o out/s{c}.mp4
                matrix: {c: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]}
            """.utf8).write(to: dir.appendingPathComponent("m.yaml"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["--pid", "--fork", BinaryRunner.executable.path, "batch", "m.yaml", "--jobs", "2", "-q", "--report", "reports/r.json"]
        process.currentDirectoryURL = dir
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        // Wait for exports in flight: their temporaries beside the outputs.
        let out = dir.appendingPathComponent("out").path
        func temporaries() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []).filter { $0.contains(".badgereel-") }
        }
        let waitLimit = Date().addingTimeInterval(120)
        while temporaries().isEmpty && process.isRunning && Date() < waitLimit { usleep(20_000) }
        try #require(!temporaries().isEmpty, "no export started")

        // unshare's child is the batch, process 1 of the new namespace.
        let pid = process.processIdentifier
        let children = try String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)
        let child = try #require(pid_t(children.split(separator: " ").first ?? ""))
        let info = try String(contentsOfFile: "/proc/\(child)/status", encoding: .utf8)
        #expect(info.split(separator: "\n").contains { $0.hasPrefix("NSpid:") && $0.hasSuffix("\t1") }, "\(info)")

        let sent = Date()
        kill(child, signal)
        while process.isRunning && Date().timeIntervalSince(sent) < 10 { usleep(5_000) }
        let took = Date().timeIntervalSince(sent)
        #expect(took < 2, "stopped after \(took) s")
        process.waitUntilExit()
        #expect(process.terminationStatus == status, "exit \(process.terminationStatus)")
        #expect(temporaries().isEmpty, "\(temporaries())")
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let name = signal == SIGTERM ? "SIGTERM" : "SIGINT"
        #expect(stderr.contains("\(name): stopping the batch"), "\(stderr)")

        // The report still tells what was done: each output that exists is a rendered job,
        // every other job is notRun with the signal's name, and the report says it stopped.
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("reports/r.json"))) as? [String: Any])
        #expect(report["stopped"] as? String == name)
        let jobs = try #require(report["jobs"] as? [[String: Any]])
        #expect(jobs.count == 12)
        for job in jobs {
            let output = try #require(job["output"] as? String)
            let exists = FileManager.default.fileExists(atPath: dir.appendingPathComponent(output).path)
            #expect((job["state"] as? String) == (exists ? "rendered" : "notRun"), "\(job)")
            if !exists { #expect(job["message"] as? String == "not finished: the batch was stopped by \(name)") }
        }
        let counts = try #require(report["counts"] as? [String: Int])
        #expect(counts["rendered"] == jobs.filter { $0["state"] as? String == "rendered" }.count && (counts["notRun"] ?? 0) > 0)
    }

    /// A signal at any moment of a short batch: the status and the report tell the same
    /// story. Exit 0 only when every job ran and the report has no "stopped"; otherwise the
    /// signal's status and a stopped report. A signal that came while every running export
    /// was past its last frame let the batch exit 0 with jobs never run (6 runs in 30).
    @Test func theStatusAndTheReportAgreeWheneverTheSignalComes() throws {
        try Data("""
            jobs:
              - run: pop --count {c} --size 40x40 --fps 10 -o out/p{c}.gif
                matrix: {c: [1, 2, 3, 4, 5, 6]}
            """.utf8).write(to: dir.appendingPathComponent("m.yaml"))
        // How long the batch takes here, unsignalled: the signals are spread over that.
        let began = Date()
        #expect(try BinaryRunner.run(["batch", "m.yaml", "--jobs", "2", "-q", "--force"], in: dir).status == 0)
        let length = Date().timeIntervalSince(began)
        var stopped = 0, finished = 0
        let attempts = 24
        // Past the planned attempts, later and later signals until one run has finished by
        // itself: a loaded machine (the whole suite beside it) can make every planned one
        // land mid-batch.
        var attempt = 0
        while attempt < attempts || (finished == 0 && attempt < attempts + 10) {
            defer { attempt += 1 }
            let report = dir.appendingPathComponent("r\(attempt).json")
            let process = Process()
            process.executableURL = BinaryRunner.executable
            process.arguments = ["batch", "m.yaml", "--jobs", "2", "-q", "--force", "--report", report.lastPathComponent]
            process.currentDirectoryURL = dir
            process.standardError = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            // Mostly around the end of the work, where the exports are past their last frames
            // (the race), and a few early on; the first attempt at once.
            let at = attempt < 4 ? 0.2 * Double(attempt)
                : attempt < attempts ? 0.6 + 0.6 * Double(attempt - 4) / Double(attempts - 5)
                : 1.2 * Double(attempt - attempts + 2)
            usleep(UInt32(length * at * 1e6))
            kill(process.processIdentifier, SIGTERM)
            process.waitUntilExit()
            let status = process.terminationStatus
            guard let data = try? Data(contentsOf: report),
                  let document = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                // Stopped before the report could be written (still planning): the status says so.
                #expect(status == 143 || process.terminationReason == .uncaughtSignal, "attempt \(attempt): exit \(status) without a report")
                stopped += 1
                continue
            }
            let jobs = try #require(document["jobs"] as? [[String: Any]])
            let allRendered = jobs.count == 6 && jobs.allSatisfy { ["rendered", "upToDate"].contains($0["state"] as? String ?? "") }
            if status == 0 {
                finished += 1
                #expect(allRendered && document["stopped"] == nil, "attempt \(attempt): exit 0 with \(jobs.map { $0["state"] ?? "" }) stopped: \(document["stopped"] ?? "no")")
            } else {
                stopped += 1
                #expect(status == 143, "attempt \(attempt): exit \(status)")
                #expect(document["stopped"] as? String == "SIGTERM", "attempt \(attempt)")
            }
            try? FileManager.default.removeItem(at: report)
        }
        // Both endings were seen, or the test proved nothing about the race.
        #expect(stopped > 0 && finished > 0, "stopped \(stopped), finished \(finished)")
    }
}
