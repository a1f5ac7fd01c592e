import ArgumentParser

/// A refusal a command's own `validate()` threw, read from the parser's error without asking
/// the parser.
///
/// Why: the parser answers `exitCode(for:)` and `message(for:)` by building the failing
/// command's usage, which builds its argument set again, and a debug build checks every option
/// group of it again (`ArgumentSet.init`'s `#if DEBUG` validators). That was 18 of the test
/// suite's 150 CPU-s (`perf`, 2026-11-24): about 0.05 CPU-s a question, two or three
/// questions a refusal, on every refused command line, batch job and studio edit. A release
/// build does none of it, so only debug builds and the tests gain.
///
/// Only the one case whose answer the parser documents is read: a `ValidationError`, thrown
/// from `validate()` (wrapped by the parser as `userValidationError`) or from `run()`, whose
/// message is `message(for:)` and whose status is `ExitCode.validationFailure`. Anything else
/// (help, version, an unknown flag, a value a flag's type refuses) gets `nil`, and the caller
/// asks the parser. Should a new ArgumentParser wrap errors differently, the reading finds
/// nothing and every refusal takes the parser's slower road, unchanged in what it says;
/// `ParserRefusalTests` holds this reading to the parser's own answers.
enum ParserRefusal {
    /// The message of the `ValidationError` that `error` is or wraps, else nil.
    static func validationMessage(in error: any Error) -> String? {
        if let refusal = error as? ValidationError { return refusal.message }
        guard let parserError = Mirror(reflecting: error).descendant("parserError") else { return nil }
        let wrapped = Mirror(reflecting: parserError)
        guard wrapped.displayStyle == .enum, let payload = wrapped.children.first,
              payload.label == "userValidationError", let refusal = payload.value as? ValidationError else { return nil }
        return refusal.message
    }
}
