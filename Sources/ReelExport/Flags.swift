import ReelModels
import ReelExport

/// The command line's words for the library's neutral ones: a parameter's flag is its name
/// in kebab-case, and a refusal at `badge.diameter` reads `--diameter 0: expected …`.
enum Flags {
    /// `popOutRatio` → `--pop-out-ratio`.
    static func flag(for name: String) -> String {
        var out = "--"
        for c in name {
            if c.isUppercase { out += "-" + c.lowercased() } else { out.append(c) }
        }
        return out
    }

    /// The flag a neutral path names: its parameter's, or the path's last part in kebab-case.
    static func flag(forPath path: String) -> String {
        if path == "clip" { return "the clip" }
        if let p = ParameterCatalog.parameter(at: path) { return flag(for: p.name) }
        return flag(for: String(path.split(separator: ".").last ?? Substring(path)))
    }

    static func message(for error: ParameterError) -> String {
        let flag = flag(forPath: error.path)
        return error.value.isEmpty ? "\(flag): expected \(error.accepted)" : "\(flag) \(error.value): expected \(error.accepted)"
    }
}
