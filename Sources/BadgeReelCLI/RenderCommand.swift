import ArgumentParser
import ReelExport

/// `badgereel render scene.yaml`: a scene file's script to a file.
struct RenderCommand: PlannedExport {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene file (YAML or JSON): a host, a badge and a script of timed actions.",
        discussion: "See docs/scene-files.md for the format; `--save-scene` on any export writes one. `-` reads the scene from standard input."
    )

    @Argument(help: ArgumentHelp("The scene file, or - for standard input.", valueName: "scene.yaml"))
    var scene: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Output file; the format follows the extension: \(outputFormats).", valueName: "file"))
    var output: String

    @Option(name: .customLong("set"), help: ArgumentHelp("Change one value of the scene as if the file said so: PATH=VALUE with the file's own path (actions[2].angle=0.6, canvas.scale=3); repeatable, the file is not changed.", valueName: "path=value"))
    var sets: [String] = []

    @Flag(name: .shortAndLong, help: "No progress bar and no summary line.")
    var quiet = false

    func job() throws -> ExportJob { try readWithSets(scene: scene, output: output) }

    /// The scene read through the batch's library: a thousand jobs of one scene parse it once
    /// and share one copy of its actions. A job with `--set`s reads the file with them, as
    /// `job()` does: the library's copy is the file as it is (a batch once rendered every
    /// `render … --set` job as the plain scene and let a refused value through).
    func job(scenes: SceneLibrary) throws -> ExportJob {
        let scene = ValueWords.filled(scene), output = ValueWords.filled(output)
        // Standard input is one job's of many: the parser's path refuses it in its words.
        guard scene != "-" else { throw CommandFailure(description: "reads the scene from standard input", exitCode: 64) }
        guard sets.isEmpty else { return try readWithSets(scene: scene, output: output) }
        do throws(ExportError) { return ExportJob(reel: try scenes.load(scene), output: output, sources: [scene]) } catch {
            throw CommandFailure(error)
        }
    }

    /// The file `scene` read with the `--set`s applied, each set word as the job gave it
    /// (`ValueWords.filled`: a batch's shared parse holds markers there; alone, the word).
    private func readWithSets(scene: String, output: String) throws -> ExportJob {
        do throws(ExportError) {
            var assignments: [SceneAssignment] = []
            for text in sets { assignments.append(try SceneAssignment(argument: ValueWords.filled(text))) }
            return ExportJob(reel: try SceneFileReader.load(scene, sets: assignments), output: output, sources: [scene])
        } catch {
            throw CommandFailure(error)
        }
    }
}
