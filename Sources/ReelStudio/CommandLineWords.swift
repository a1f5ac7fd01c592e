import ReelExport
import ReelModels
import ReelSwiftInput

/// The command line's words for what the studio shows: its refusals (`--pop-out-ratio 20:
/// expected …`) and the command that makes the same file (`badgereel pop --pop-out-ratio
/// 1.2 -o pop.gif`, the page's command line view). ReelStudio spells no flag of its own
/// (issue 28: only BadgeReelCLI does, `FlagSpellingTests`): `badgereel studio` gives the
/// studio BadgeReelCLI's words when it starts it (`StudioCommandLine`), and the studio's
/// tests take the same ones, so the page says what the command line would say.
public protocol CommandLineWords: Sendable {
    /// The command line's option for a parameter the studio's API names the way the command
    /// line does, without its dashes (`pop-out-ratio` → `--pop-out-ratio`).
    func option(named name: String) -> String
    /// What a refused value accepts, other values it names as the command line names them.
    func accepted(_ error: ParameterError) -> String
    /// A request's refusal, as the command line prints it.
    func message(for refusal: ReelRequest.Refusal) -> String
    /// An export's failure, as the command line prints it.
    func message(for error: ExportError) -> String
    /// An export's warning, as the command line prints it.
    func message(for warning: ExportWarning) -> String
    /// A Swift file's refusal: its first line as the command line prints it
    /// (`Badge.swift:12:9: error: …`), its remedy in the command line's words.
    func message(for diagnostic: SwiftDiagnostic) -> String
    /// The command that makes `request`'s file (its `output`), its values in their order.
    func command(for request: ReelRequest) -> String
    /// The command that renders the scene file at `scene` with `sets` into `output`.
    func command(rendering scene: String, sets: [SceneAssignment], output: String) -> String
    /// The command that renders the Swift file at `path` running `run` (and the command
    /// line's own further `arguments`, as typed) into `output`.
    func command(renderingSwift path: String, run: String?, arguments: [String], output: String) -> String
}
