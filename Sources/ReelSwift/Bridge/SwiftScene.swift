import ReelModels
import ReelTimeline
import ReelWorld

/// A Swift file (and `--run`) to a scene: the file evaluated against a world made from the
/// scene's setup, its recording framed as the seed animations are (a still lead-in before the
/// run's clock starts, a hold after the last thing ends).
public struct SwiftSceneRequest {
    public var program: SwiftProgram
    public var setup: BadgeSetup
    public var timing: ClipTiming
    /// `--view NAME=part`.
    public var views: [String: ViewPart]
    /// `--length`: seconds from the run's start (nil: the world's default, two cycles of anything endless).
    public var length: Double?
    public var limits: EvaluationLimits
    public var measure: any TextMeasuring

    public init(program: SwiftProgram, setup: BadgeSetup = BadgeSetup(), timing: ClipTiming = ClipTiming(),
                views: [String: ViewPart] = [:], length: Double? = nil, limits: EvaluationLimits = .standard,
                measure: any TextMeasuring) {
        self.program = program
        self.setup = setup
        self.timing = timing
        self.views = views
        self.length = length
        self.limits = limits
        self.measure = measure
    }
}

/// What evaluating a Swift file gave: the scene, and the interpreter (its literals and log).
public struct SwiftSceneResult {
    public var scene: Scene
    public var interpreter: Interpreter
    /// The statements run: `--run`'s, or the ones chosen for a file without it.
    public var run: String
}

public enum SwiftScene {
    public static func make(_ request: SwiftSceneRequest) throws(SwiftRefusal) -> SwiftSceneResult {
        var setup = request.setup
        if setup.layout == nil { setup.layout = .hub }
        var worldLimits = WorldLimits()
        worldLimits.views = request.limits.views
        worldLimits.animations = request.limits.animations
        // The scene length limit is the code's clock, which starts after the clip's lead-in:
        // `--length 120`, inside its documented range, was refused as past the scene's 120 s.
        worldLimits.seconds = request.timing.leadIn + request.limits.sceneSeconds
        let world = UIKitWorld(setup: setup, measure: request.measure, start: request.timing.leadIn, limits: worldLimits)
        let bridge = WorldBridge(world: world, viewBindings: request.views)
        let interpreter = Interpreter(limits: request.limits, world: bridge)
        for (name, value) in bridge.predefined() { interpreter.predefine(name, value) }
        let file = request.program.file
        try interpreter.run(file)
        let run: SwiftSource
        if let given = request.program.run {
            run = given
        } else {
            run = SwiftSource(fileName: SwiftProgram.defaultRunName, text: try EntryPoint.statement(for: interpreter, file: file))
        }
        try interpreter.run(run)
        do {
            try world.run()
            let scene = try world.scene(setup: setup, fps: request.timing.fps, length: request.length, hold: request.timing.hold)
            return SwiftSceneResult(scene: scene, interpreter: interpreter, run: run.text)
        } catch let refusal as SwiftRefusal {
            throw refusal
        } catch let error as WorldError {
            // Raised by the world after the code returned (a timed call's change, a length):
            // placed at the run's start, the code that caused it having finished.
            throw SwiftRefusal(fileName: run.fileName, line: 1, column: 1, message: error.message)
        } catch {
            throw SwiftRefusal(fileName: run.fileName, line: 1, column: 1, message: "\(error)")
        }
    }
}
