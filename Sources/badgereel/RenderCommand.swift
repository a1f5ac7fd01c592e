import ArgumentParser
import Foundation
import ReelModels
import ReelEncode

/// `badgereel render scene.yaml`: a scene file's script to a file.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene file (YAML or JSON): a host, a badge and a script of timed actions.",
        discussion: "See the README's scene-file reference; `--save-scene` on any export writes one."
    )

    @Argument(help: ArgumentHelp("The scene file.", valueName: "scene.yaml"))
    var scene: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Output file; the format follows the extension: \(OutputFormat.accepted).", valueName: "file"))
    var output: String

    @Flag(name: .shortAndLong, help: "No progress bar and no summary line.")
    var quiet = false

    func run() throws {
        let text: String
        do {
            text = try String(contentsOfFile: scene, encoding: .utf8)
        } catch {
            throw ValidationError("\(scene): cannot read the scene file")
        }
        let loaded: Scene
        do {
            loaded = try SceneReader(file: scene, dithers: Dither.allCases.map(\.rawValue)).read(text)
        } catch {
            throw ValidationError(error.description)
        }
        try SceneExport.run(loaded, to: output, quiet: quiet)
    }
}
