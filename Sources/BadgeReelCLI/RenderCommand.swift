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

    @Option(name: .customLong("swift-api"), help: SwiftAPIOption.help) var swiftAPI: String?

    func job() throws -> ExportJob {
        var job = try Self.job(scene: scene, sets: sets, output: output, scenes: nil)
        job.swiftAPI = try SwiftAPIOption.parse(swiftAPI)
        return job
    }

    func job(scenes: SceneLibrary) throws -> ExportJob {
        var job = try Self.job(scene: scene, sets: sets, output: output, scenes: scenes)
        job.swiftAPI = try SwiftAPIOption.parse(swiftAPI)
        return job
    }

    /// The export of `scene` with its `sets` (PATH=VALUE words). With a batch's `scenes`, a
    /// scene without sets is read through the library: a thousand jobs of one scene parse it
    /// once and share one copy of its actions. A scene with `--set`s is read with them: the
    /// library's copy is the file as it is (a batch once rendered every `render … --set` job
    /// as the plain scene and let a refused value through).
    static func job(scene: String, sets: [String], output: String, scenes: SceneLibrary?) throws -> ExportJob {
        do throws(ExportError) {
            var assignments: [SceneAssignment] = []
            for text in sets { assignments.append(try SceneAssignment(argument: text)) }
            // A batch edits the copy its library read once; alone, the file as it is now.
            let reel: Reel
            if let scenes { reel = try scenes.load(scene, sets: assignments) } else { reel = try SceneFileReader.load(scene, sets: assignments) }
            return ExportJob(reel: reel, output: output, sources: [scene])
        } catch {
            throw CommandFailure(error)
        }
    }
}
