import ArgumentParser
import ReelExport

/// An option group of a seed animation's export whose `validate()` makes only checks that
/// `ReelRequest.reel()` makes again — each section's values against their declarations,
/// alone, in the same order — but for those `validateBeyondRequest()` makes. A batch's jobs
/// of one shape skip the rest (`JobPlanner`): the request refuses what they would, and a
/// refused job is planned again through the parser, so its words are the parser's.
protocol RequestSection: ParsableArguments {
    /// The checks of `validate()` that the request does not make.
    func validateBeyondRequest() throws
}

extension RequestSection {
    func validateBeyondRequest() throws {}
}

/// An export whose job is a `ReelRequest` of every section's values, checked by `reel()`:
/// the seed animations' `ExportCommand.job()`, and `animate`'s own request (its groups are
/// the same sections; its key path and fields are checked by the command's `validate()` and
/// again by the request).
protocol RequestedExport: PlannedExport {}

extension ExportCommand: RequestedExport {}
extension AnimateCommand: RequestedExport {}

// ReelRequest.reel() checks the animation's own values (`BadgeAnimation(animation, own)`),
// the badge and look sections (`BadgeSetup.from`), the canvas, the curve (over the pop's
// defaults), the clip and the encoding, each alone, exactly as these groups' validate() do.
extension ParameterSlots: RequestSection {}
extension BadgeOptions: RequestSection {}
extension LookOptions: RequestSection {}
extension CanvasOptions: RequestSection {}
extension CurveOptions: RequestSection {}
extension ClipOptions: RequestSection {}

extension EncodingOptions: RequestSection {
    /// --loop with --no-loop: the request takes --no-loop as loop 1, the last value given,
    /// so only the group refuses the pair.
    func validateBeyondRequest() throws { try validateLoopFlags() }
}
