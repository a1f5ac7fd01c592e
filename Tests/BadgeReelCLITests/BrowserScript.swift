import Foundation
import ReelTestSupport

/// A Playwright script of scripts/ run with the .venv's Python against a studio: what every
/// browser suite does, in one place.
enum BrowserScript {
    /// Runs `scripts/NAME ARGUMENTS…`; its exit status, standard output and standard error.
    static func run(_ name: String, _ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let check = Process()
        check.executableURL = URL(fileURLWithPath: ExternalTool.venvPython)
        check.arguments = [StudioCommandTests.repository.appendingPathComponent("scripts/\(name)").path] + arguments
        let out = Pipe(), err = Pipe()
        check.standardOutput = out
        check.standardError = err
        try check.run()
        let (outData, errData) = BinaryRunner.readBoth(out, err)
        check.waitUntilExit()
        return (check.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }
}
