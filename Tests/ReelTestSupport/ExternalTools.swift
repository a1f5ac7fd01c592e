import Foundation
import Testing

extension Tag {
    /// Needs FFmpeg's command-line tools (ffmpeg, ffprobe) as independent checkers.
    @Tag public static var ffmpeg: Self
    /// Needs Debian's Chromium (the studio in a real browser, driven by the .venv's Playwright).
    @Tag public static var chromium: Self
    /// Needs Node.js and TypeScript's checker (node-typescript): the studio page's modules
    /// type-checked and their unit tests run.
    @Tag public static var node: Self
    /// Needs the repository's .venv (rlottie-python and lottie, for the Lottie check).
    @Tag public static var venv: Self
}

/// The programs some tests use as independent checkers. scripts/setup installs all of them,
/// so `swift test` runs every test; a developer without one sees the test reported as
/// skipped with the reason and the fix, not a failure.
public enum ExternalTool {
    /// Whether `name` is an executable on PATH (or, with a slash, at that path).
    public static func isInstalled(_ name: String) -> Bool {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
    }

    /// The repository's root (this file is Tests/ReelTestSupport/ExternalTools.swift).
    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The .venv's python, which scripts/setup makes.
    public static let venvPython = repository.appendingPathComponent(".venv/bin/python").path
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only when every tool in `tools` is installed; otherwise it is reported
    /// as skipped with the tools missing and "run scripts/setup".
    public static func requires(_ tools: String...) -> Self {
        let missing = tools.filter { !ExternalTool.isInstalled($0) }
        return .enabled(if: missing.isEmpty, "needs \(missing.joined(separator: ", ")), which is not installed: run scripts/setup")
    }
}
