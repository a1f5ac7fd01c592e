import ReelSwift
@testable import BadgeReelCLI

/// Gives the in-process command line the Swift-file evaluator the executable gives it. The
/// suites that read Swift files through the command line or the studio live here, beside
/// ReelSwift, so the command line's and the studio's test targets never see the parser.
func adoptSwiftFiles() {
    SwiftFileInput.adopt(ReelSwiftEvaluator())
}

/// Reads and runs `args` as `main` would, with ReelSwift's evaluator; the outcome of a
/// failure, or nil on success.
func runInProcess(_ args: [String]) -> (message: String, code: Int32)? {
    adoptSwiftFiles()
    return Main.outcome(running: args)
}
