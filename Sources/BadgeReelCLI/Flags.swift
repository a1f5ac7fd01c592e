import ReelExport
import ReelModels
import ReelSwiftInput

/// The command line's words for the library's neutral ones: a parameter's flag is its name
/// in kebab-case, and a refusal at `badge.diameter` reads `--diameter 0: expected …`. The
/// libraries never spell a flag (`FlagSpellingTests`); the studio shows its refusals and its
/// command line in these words too (`StudioCommandLine`).
enum Flags {
    /// `popOutRatio` → `--pop-out-ratio`.
    static func flag(for name: String) -> String {
        "--" + ParameterCatalog.kebab(name)
    }

    /// The flag a neutral path names: its parameter's, or the path's last part in kebab-case.
    static func flag(forPath path: String) -> String {
        if path == "clip" { return "the clip" }
        if let p = ParameterCatalog.parameter(at: path) { return flag(for: p.name) }
        return flag(for: String(path.split(separator: ".").last ?? Substring(path)))
    }

    /// What a refusal accepts, another value it names by its flag (`… or give --matte COLOR`).
    static func accepted(_ error: ParameterError) -> String {
        error.accepted(naming: flag(forPath:))
    }

    /// A refusal in the command line's words: `--diameter 0: expected …`.
    /// The options a `.swift` output's replay line spells (`ExportJob.swiftOptions`).
    /// Made once, so every job holds the same dictionary (jobs are compared, and printed).
    static let swiftReplayOptions: [String: String] =
        Dictionary(ReelExporter.swiftReplayNames.map { ($0, flag(for: $0)) }, uniquingKeysWith: { first, _ in first })

    /// What a Swift-file refusal asks of the user, as the flag that gives it.
    static func remedy(_ remedy: SwiftRemedy) -> String {
        switch remedy {
        case .giveStatements: "give the statements to run with \(flag(for: "run"))"
        case .chooseFunction: "choose one with \(flag(for: "run"))"
        case .giveCall: "give the call with \(flag(for: "run"))"
        case .bindView(let part): "bind one with \(flag(for: "view")) NAME=\(part)"
        case .bindNamed(let views):
            (views.count == 1 ? "bind it with " : "bind one with ")
                + views.map { "\(flag(for: "view")) \($0.name)=\($0.part)" }.joined(separator: " or ")
        }
    }

    static func message(for error: ParameterError) -> String {
        let flag = flag(forPath: error.path)
        return error.value.isEmpty ? "\(flag): expected \(accepted(error))" : "\(flag) \(error.value): expected \(accepted(error))"
    }

    /// An export's failure in one line: a refused value names its flag, an input file the
    /// flag that named it; everything else reads as the library words it.
    static func message(for error: ExportError) -> String {
        switch error {
        case .invalid(let e), .unreachable(let e): message(for: e)
        case .inputFile(let key, let path, let reason): "\(flag(forPath: key)) \(path): \(reason)"
        case .scene, .input, .output, .encoder: error.description
        }
    }

    /// A request's refusal as the command line words it: a value as `message(for:)`, the key
    /// path as `animate`'s argument, a name no section declares as ArgumentParser refuses an
    /// unknown flag, and a field of the other kind of animation by what `--spring` changes.
    static func message(for refusal: ReelRequest.Refusal) -> String {
        switch refusal {
        case .value(let e): message(for: e)
        case .keyPath(let e): "keyPath \(e.value): expected \(accepted(e))"
        case .unknown(let name): "Unknown option '\(flag(for: name))'"
        case .otherKindsField(let name, .spring): "\(flag(for: name)) is a keyframe or basic animation's field; it does not apply to --spring"
        case .otherKindsField(let name, _): "\(flag(for: name)) is a spring's field; add --spring for a CASpringAnimation"
        }
    }

    /// An export's warning, `--fps 7: …`.
    static func message(for warning: ExportWarning) -> String {
        "\(flag(forPath: warning.path)) \(warning.value): \(warning.message)"
    }
}
