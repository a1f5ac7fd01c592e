import Foundation
import ReelEncode
import ReelModels

/// No output ever lands on an input: a job's outputs are compared with its inputs (the scene
/// file, the icon file) and with each other as the file system resolves them (symbolic links
/// followed, hard links caught by device and inode), not as strings.
enum OutputSafety {
    /// Refuses `job` when an output would replace one of its inputs or another output.
    static func check(_ job: ExportJob) throws(ExportError) {
        // Raw frames are for a pipe: on a terminal they are megabytes of noise (1.7 MB for the
        // default pop), refused as gzip refuses to write compressed data to one.
        if job.output == "-", isatty(STDOUT_FILENO) != 0 {
            throw .invalid(ParameterError("output", value: "-", accepted: "a file, or '-' with standard output sent to a pipe or a file (raw frames are not for a terminal)"))
        }
        var inputs = job.sources.filter { $0 != "-" }.map { ($0, "the scene file") }
        if let icon = job.reel.scene.setup.icon, icon.contains(".") { inputs.append((icon, "the icon file")) }
        var outputs: [(path: String, name: String)] = []
        if job.output != "-" { outputs.append((job.output, "output")) }
        if let scene = job.saveScene { outputs.append((scene, "saveScene")) }
        for (i, output) in outputs.enumerated() {
            for (input, what) in inputs where covers(output.path, input) {
                throw .invalid(ParameterError(output.name, value: ParameterText.quoted(output.path),
                                              accepted: "a path that is not an input; it would replace \(what) \(ParameterText.quoted(input))"))
            }
            for other in outputs[..<i] where same(output.path, other.path) {
                throw .invalid(ParameterError(output.name, value: ParameterText.quoted(output.path),
                                              accepted: "a path of its own; it is also the \(other.name == "output" ? "export's output" : "scene file")"))
            }
        }
    }

    /// Whether writing `output` (a file, a frame folder or a frame pattern) would replace `input`.
    static func covers(_ output: String, _ input: String) -> Bool {
        if same(output, input) { return true }
        guard OutputFormat.forPath(output) == .pngSequence else { return false }
        let inputURL = URL(fileURLWithPath: resolved(input))
        if output.hasSuffix("/") {
            // A frame folder is replaced whole: nothing inside it may be an input.
            let folder = resolved(String(output.dropLast()))
            return inputURL.path.hasPrefix(folder + "/")
        }
        // A pattern replaces the files in its folder whose names it matches.
        let outputURL = URL(fileURLWithPath: output)
        guard resolved(outputURL.deletingLastPathComponent().path) == inputURL.deletingLastPathComponent().path else { return false }
        let name = NSRegularExpression.escapedPattern(for: outputURL.lastPathComponent)
        let pattern = name.replacingOccurrences(of: #"%0?\d*d"#, with: "[0-9]+", options: .regularExpression)
        return inputURL.lastPathComponent.range(of: "^\(pattern)$", options: .regularExpression) != nil
    }

    /// Whether two paths name the same file: by device and inode when both exist, else by
    /// their resolved paths.
    static func same(_ a: String, _ b: String) -> Bool {
        var sa = stat(), sb = stat()
        if stat(a, &sa) == 0, stat(b, &sb) == 0 { return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino }
        return resolved(a) == resolved(b)
    }

    /// `path` made absolute with symbolic links resolved; for a file that does not exist yet,
    /// its folder resolved and its name kept.
    static func resolved(_ path: String) -> String {
        let url = URL(fileURLWithPath: path)
        if let real = realpath(url.path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        let folder = url.deletingLastPathComponent().path
        guard let real = realpath(folder, nil) else { return url.standardizedFileURL.path }
        defer { free(real) }
        return String(cString: real) + "/" + url.lastPathComponent
    }
}
