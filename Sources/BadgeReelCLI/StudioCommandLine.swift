import ReelExport
import ReelModels
import ReelStudio
import ReelSwiftInput

/// The command line's words, given to the studio when `badgereel studio` starts it: its
/// refusals as the command line prints them (`Flags`), and the command that makes the same
/// file as the page's edits, which the page shows (`badgereel pop --pop-out-ratio 1.2 -o
/// pop.gif`, `badgereel render scene.yaml --set … -o scene.gif`), read back by `ExportWords`
/// as the same request.
struct StudioCommandLine: CommandLineWords {
    func option(named name: String) -> String { "--" + name }

    func accepted(_ error: ParameterError) -> String { Flags.accepted(error) }

    func message(for refusal: ReelRequest.Refusal) -> String { Flags.message(for: refusal) }

    func message(for error: ExportError) -> String { Flags.message(for: error) }

    func message(for warning: ExportWarning) -> String { Flags.message(for: warning) }

    func message(for diagnostic: SwiftDiagnostic) -> String { diagnostic.firstLine(spelling: Flags.remedy) }

    /// `badgereel ANIMATION FLAGS -o OUTPUT`: each value as its flag, in the request's order;
    /// a toggle off unless given is its flag alone when on (and left out when off), and a
    /// value that starts with `-` is written `--flag=VALUE`, so it stays the option's value.
    func command(for request: ReelRequest) -> String {
        var words = ["badgereel"]
        let fields: [ParameterInfo]
        switch request.motion {
        case .animation(let name):
            words.append(name.rawValue)
            fields = name.parameters
        case .own(let kind, let keyPath):
            words += [AnimateCommand.configuration.commandName ?? "animate", keyPath] + (kind == .spring ? ["--spring"] : [])
            fields = ExportWords.animateFields
        }
        let infos = fields + BadgeSetup.infos + CanvasSpec.infos + ClipTiming.infos + EncodingSpec.infos
        for (name, text) in request.values {
            let flag = Flags.flag(for: name)
            if let info = infos.first(where: { $0.name == name }), !ExportWords.takesValue(info) {
                if ["true", "yes", "on"].contains(text.lowercased()) { words.append(flag) }
            } else if text.hasPrefix("-") {
                words.append("\(flag)=\(text)")
            } else {
                words += [flag, text]
            }
        }
        return ShellWords.join(words + (request.output.map { ["-o", $0] } ?? []))
    }

    func command(rendering scene: String, sets: [SceneAssignment], output: String) -> String {
        ShellWords.join(["badgereel", RenderCommand.configuration.commandName ?? "render", scene]
                        + sets.flatMap { ["--set", $0.argument] } + ["-o", output])
    }

    func command(renderingSwift path: String, run: String?, arguments: [String], output: String) -> String {
        ShellWords.join(["badgereel", "render", path] + (run.map { [Flags.flag(for: "run"), $0] } ?? []) + arguments + ["-o", output])
    }
}
