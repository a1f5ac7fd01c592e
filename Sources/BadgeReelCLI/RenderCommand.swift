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

    @Flag(name: .shortAndLong, help: "No progress bar and no summary line.")
    var quiet = false

    func job() throws -> ExportJob {
        do throws(ExportError) { return ExportJob(reel: try SceneFileReader.load(scene), output: output, sources: [scene]) } catch {
            throw CommandFailure(error)
        }
    }
}
