import Foundation
import ReelEncode

/// What a batch records beside each output it writes, so the next run can skip a job that is
/// up to date: a small hidden file `.NAME.badgereel-batch` in the output's folder holding
///
///     badgereel-batch 1
///     key <SHA-256 of the tool version, the build (BuildFingerprint), the job's words, its
///          resolved scene and its input files' bytes>
///     file <size> <SHA-256> <name>      (the output, and the saved scene if any)
///
/// A job is up to date when its key is the one recorded and every file it writes still has
/// the recorded size and digest. Content, never timestamps: a checkout, a copy or a cache
/// restore changes mtimes but not bytes, and a hand-edited output is noticed.
public enum BatchStamp {
    /// The stamp's file-name suffix.
    public static let suffix = ".badgereel-batch"
    static let header = "badgereel-batch 1"

    /// The stamp's path for `output`: hidden, beside it.
    public static func path(for output: String) -> String {
        let url = URL(fileURLWithPath: output)
        let folder = url.deletingLastPathComponent().path
        return (folder == "/" ? "" : folder) + "/." + url.lastPathComponent + suffix
    }

    /// The content hash of everything `task`'s output is made from: the tool's version, the
    /// build and libraries that draw and encode it (BuildFingerprint), the command's words, the reel they resolve to (every value, defaults included, as a scene
    /// file writes it) and the bytes of every file it reads.
    public static func key(for task: BatchTask, digests: FileDigests) throws(ExportError) -> String {
        var hash = SHA256()
        hash.update("\(header)\ntool \(ToolVersion.current)\n")
        hash.update(try BuildFingerprint.current().text(encodingWith: ReelExporter.ffmpegLibraries(for: task.job.output)))
        for word in task.spec.arguments { hash.update("arg \(word.utf8.count) \(word)\n") }
        let scene = SceneFileWriter.yaml(task.job.reel)
        hash.update("reel \(scene.utf8.count)\n\(scene)\n")
        for input in task.inputs {
            let (size, digest) = try digests.digest(of: input)
            hash.update("input \(input.utf8.count) \(input) \(size) \(digest)\n")
        }
        return hash.hexDigest()
    }

    /// Whether the stamp beside `task`'s output records `key` and every output is as recorded.
    public static func isUpToDate(_ task: BatchTask, key: String) -> Bool {
        let stamp = path(for: task.job.output)
        // A record is a few hundred bytes; anything much larger is not one of ours.
        guard let size = (try? FileManager.default.attributesOfItem(atPath: stamp))?[.size] as? Int, size < 1 << 16,
              let data = FileManager.default.contents(atPath: stamp), let text = String(data: data, encoding: .utf8) else { return false }
        let lines = text.split(separator: "\n").map(String.init)
        guard lines.count == 2 + task.outputs.count, lines[0] == header, lines[1] == "key \(key)" else { return false }
        for (line, output) in zip(lines.dropFirst(2), task.outputs) {
            guard let (size, digest) = try? FileDigests.compute(output),
                  line == "file \(size) \(digest) \(URL(fileURLWithPath: output).lastPathComponent)" else { return false }
        }
        return true
    }

    /// Records `key` and the outputs as they are now; atomic like every output.
    public static func write(_ task: BatchTask, key: String) throws(ExportError) {
        var text = "\(header)\nkey \(key)\n"
        for output in task.outputs {
            let (size, digest) = try FileDigests.compute(output)
            text += "file \(size) \(digest) \(URL(fileURLWithPath: output).lastPathComponent)\n"
        }
        let stamp = path(for: task.job.output)
        do {
            try AtomicOutput.write(to: stamp) { temporary in try Data(text.utf8).write(to: URL(fileURLWithPath: temporary)) }
        } catch {
            throw .output(path: stamp, reason: "\(error)")
        }
    }
}
