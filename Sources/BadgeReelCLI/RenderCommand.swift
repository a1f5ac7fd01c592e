import ArgumentParser
import ReelExport
import ReelSwiftInput

/// `badgereel render scene.yaml`: a scene file's script to a file; `render Badge.swift`: a
/// Swift file's animation code evaluated to a scene (SwiftFileInput).
struct RenderCommand: PlannedExport {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render your own Swift animation code (UIKit, Core Animation, SwiftUI) or a scene file (YAML or JSON) to a file.",
        discussion: "A .swift file's animation code is evaluated as a device runs it, never compiled or run (docs/swift-files.md): --run gives the statements to run, --view binds a view the code makes to the host, badge or label, --length the clip's length; the badge, look, canvas and clip flags apply to it. A scene file is a host, a badge and a script of timed actions (docs/scene-files.md); `--save-scene` on any export writes one, and `-` reads one from standard input."
    )

    @Argument(help: ArgumentHelp("A Swift file (name.swift) of your animation code; or a scene file, or - for standard input.", valueName: "Badge.swift|scene.yaml"))
    var scene: String

    @Option(name: .shortAndLong, help: ExportOptionHelp.output) var output: String

    @Option(name: .customLong("set"), help: ArgumentHelp("Change one value of the scene as if the file said so: PATH=VALUE with the file's own path (actions[2].angle=0.6, canvas.scale=3); repeatable, the file is not changed.", valueName: "path=value"))
    var sets: [String] = []

    @Flag(name: .shortAndLong, help: "No progress bar and no summary line.")
    var quiet = false

    @OptionGroup(title: "Swift file") var swift: SwiftFileOptions
    @OptionGroup(title: "Badge (Swift file)") var badge: BadgeOptions
    @OptionGroup(title: "Look (Swift file)") var look: LookOptions
    @OptionGroup(title: "Canvas (Swift file)") var canvas: CanvasOptions
    @OptionGroup(title: "Clip (Swift file)") var clip: ClipOptions

    @Option(name: .customLong("swift-api"), help: SwiftAPIOption.help) var swiftAPI: String?

    @Option(help: ArgumentHelp("Also write a Swift file's scene as a scene file once the export succeeds; `badgereel render` on it gives the same bytes.", valueName: "file.yaml"))
    var saveScene: String?

    /// The flags that apply to a Swift file only.
    var swiftOnlyFlags: [String] {
        swift.givenFlags + badge.givenFlags + look.givenFlags + canvas.givenFlags + clip.givenFlags + (saveScene == nil ? [] : ["--save-scene"])
    }

    func job() throws -> ExportJob {
        var job = try sceneOrSwiftJob(scenes: nil)
        job.swiftAPI = try SwiftAPIOption.parse(swiftAPI)
        return job
    }

    func job(scenes: SceneLibrary) throws -> ExportJob {
        var job = try sceneOrSwiftJob(scenes: scenes)
        job.swiftAPI = try SwiftAPIOption.parse(swiftAPI)
        return job
    }

    /// The export a scene file or a Swift file asks for (`--swift-api` is the output's, apart).
    private func sceneOrSwiftJob(scenes: SceneLibrary?) throws -> ExportJob {
        if SwiftFileInput.isSwift(scene) { return try swiftJob() }
        if let flag = swiftOnlyFlags.first {
            throw ValidationError("\(flag) applies to a Swift file; the scene file \(scene) holds its own values")
        }
        return try Self.job(scene: scene, sets: sets, output: output, scenes: scenes)
    }

    /// A Swift file's export: its code evaluated with these flags.
    func swiftJob() throws -> ExportJob {
        if let set = sets.first { throw ValidationError("--set \(set) applies to a scene file; a Swift file's values are its code's") }
        let reel = try SwiftFileInput.reel(path: scene, swift: swift, badge: badge, look: look, canvas: canvas, clip: clip, output: output,
                                           swiftAPI: try SwiftAPIOption.parse(swiftAPI))
        // A SwiftUI view that never moves is a picture, which `still` draws: a clip of it would
        // be the silent still clip issue 39 forbids.
        if let swiftUI = reel.swiftUI, !swiftUI.moves {
            throw CommandFailure(diagnostic: SwiftDiagnostic(fileName: swift.run == nil ? scene : Flags.flag(for: "run"), line: 1, column: 1,
                                                             message: "nothing drawn moves: \(swiftUI.contentName) is shown as it is, with no state change or animation; give a run that changes its state, or draw it with still"))
        }
        return ExportJob(reel: reel, output: output, saveScene: saveScene, sources: [scene], swiftOptions: Flags.swiftReplayOptions)
    }

    /// The export of `scene` with its `sets` (PATH=VALUE words). With a batch's `scenes`, a
    /// scene without sets is read through the library: a thousand jobs of one scene parse it
    /// once and share one copy of its actions. A scene with `--set`s is read with them: the
    /// library's copy is the file as it is (a batch once rendered every `render … --set` job
    /// as the plain scene and let a refused value through).
    static func job(scene: String, sets: [String], output: String, scenes: SceneLibrary?) throws -> ExportJob {
        if SwiftFileInput.isSwift(scene) {
            // `render Badge.swift -o x.gif` as a batch's words read it: no Swift flags given.
            var command = try RenderCommand.parse([scene, "-o", output] + sets.flatMap { ["--set", $0] })
            return try command.swiftJobValidated()
        }
        do throws(ExportError) {
            var assignments: [SceneAssignment] = []
            for text in sets { assignments.append(try SceneAssignment(argument: text)) }
            // A batch edits the copy its library read once; alone, the file as it is now.
            let reel: Reel
            if let scenes { reel = try scenes.load(scene, sets: assignments) } else { reel = try SceneFileReader.load(scene, sets: assignments) }
            return ExportJob(reel: reel, output: output, sources: [scene], swiftOptions: Flags.swiftReplayOptions)
        } catch {
            throw CommandFailure(error)
        }
    }
}

extension RenderCommand {
    /// Validates (as parsing does) and plans a Swift file's job.
    mutating func swiftJobValidated() throws -> ExportJob {
        try validate()
        return try swiftJob()
    }
}
