import Foundation
import ReelTestSupport
import Testing
@testable import BadgeReelCLI

/// `badgereel studio` as a user runs it: the URL on stderr, Ctrl-C or SIGTERM ends it with
/// 0, a busy port is one line; and the page in a real browser (headless Chromium).
@Suite(.serialized) struct StudioCommandTests {
    /// A running `badgereel studio` and the URL it printed.
    final class Server {
        let process = Process()
        let url: String
        private let err = Pipe()

        init(_ arguments: [String] = []) throws {
            process.executableURL = BinaryRunner.executable
            process.arguments = ["studio", "--port", "0"] + arguments
            process.standardError = err
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            var text = ""
            let deadline = Date().addingTimeInterval(30)
            while !text.contains("\n"), Date() < deadline {
                let chunk = err.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            guard let range = text.range(of: #"http://127\.0\.0\.1:\d+/"#, options: .regularExpression) else {
                process.terminate()
                throw StudioTestError("no URL on stderr: \(text)")
            }
            url = String(text[range])
        }

        /// Sends `signal` and waits for the exit status.
        func stop(_ signal: Int32 = SIGTERM) -> Int32 {
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            return process.terminationStatus
        }

        deinit { if process.isRunning { process.terminate() } }
    }

    struct StudioTestError: Error, CustomStringConvertible {
        var description: String
        init(_ d: String) { description = d }
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: [SIGTERM, SIGINT])
    func printsItsURLAndExitsZeroOnSignal(signal: Int32) throws {
        let server = try Server()
        #expect(server.url.hasPrefix("http://127.0.0.1:"))
        #expect(server.stop(signal) == 0)
    }

    @Test func aBusyPortIsOneLineAndExit69() throws {
        let server = try Server()
        defer { _ = server.stop() }
        let port = try #require(URL(string: server.url)?.port)
        let result = try BinaryRunner.run(["studio", "--port", String(port)])
        #expect(result.status == 69)
        #expect(result.stderr == "badgereel: cannot listen on 127.0.0.1:\(port): the port is in use; pick another with --port, or --port 0 for any free one\n")
    }

    @Test func refusesBadArgumentsBeforeListening() throws {
        let port = try BinaryRunner.run(["studio", "--port", "70000"])
        #expect(port.status == 64)
        #expect(port.stderr == "badgereel: --port 70000: expected a whole number from 0 to 65535\n")
        let missing = try BinaryRunner.run(["studio", "--port", "0", "/nonexistent/scene.yaml"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "badgereel: /nonexistent/scene.yaml: no such file\n")
    }

    @Test func warnsWhenListeningBeyondThisMachine() throws {
        let server = Process()
        server.executableURL = BinaryRunner.executable
        server.arguments = ["studio", "--port", "0", "--host", "0.0.0.0"]
        let err = Pipe()
        server.standardError = err
        try server.run()
        var text = ""
        while !text.contains("http://") {
            let chunk = err.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        kill(server.processIdentifier, SIGTERM)
        server.waitUntilExit()
        #expect(text.hasPrefix("badgereel: warning: --host 0.0.0.0: the studio is reachable from other machines"))
        #expect(server.terminationStatus == 0)
    }

    /// Loads the page in headless Chromium (Debian's, driven over WebDriver by
    /// scripts/studio-browser), moves the pop-out-ratio slider, and sees #command and
    /// #preview change. A missing browser fails the test: scripts/setup installs it.
    @Test(.tags(.chromium), .requires("chromium", "chromedriver", "python3")) func thePageWorksInARealBrowser() throws {
        let server = try Server()
        defer { _ = server.stop() }
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["python3", Self.repository.appendingPathComponent("scripts/studio-browser").path, "check", server.url]
        let out = Pipe(), err = Pipe()
        check.standardOutput = out
        check.standardError = err
        try check.run()
        let (outData, errData) = BinaryRunner.readBoth(out, err)
        let output = String(decoding: outData, as: UTF8.self), errors = String(decoding: errData, as: UTF8.self)
        check.waitUntilExit()
        #expect(check.terminationStatus == 0, "\(errors)")
        #expect(output.contains("--pop-out-ratio 2.5"))
        #expect(output.contains("#preview changed"))
    }
}
