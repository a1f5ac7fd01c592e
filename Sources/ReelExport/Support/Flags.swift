import ReelModels

/// The command line's words for the library's neutral ones: a parameter's flag is its name
/// in kebab-case, and a refusal at `badge.diameter` reads `--diameter 0: expected …`.
public enum Flags {
    /// `popOutRatio` → `--pop-out-ratio`.
    public static func flag(for name: String) -> String {
        var out = "--"
        for c in name {
            if c.isUppercase { out += "-" + c.lowercased() } else { out.append(c) }
        }
        return out
    }

    /// The flag a neutral path names: its parameter's, or the path's last part in kebab-case.
    public static func flag(forPath path: String) -> String {
        if path == "clip" { return "the clip" }
        if let p = ParameterCatalog.parameter(at: path) { return flag(for: p.name) }
        return flag(for: String(path.split(separator: ".").last ?? Substring(path)))
    }

    /// A refusal in the command line's words: `--diameter 0: expected …`.
    public static func message(for error: ParameterError) -> String {
        let flag = flag(forPath: error.path)
        return error.value.isEmpty ? "\(flag): expected \(error.accepted)" : "\(flag) \(error.value): expected \(error.accepted)"
    }
}
