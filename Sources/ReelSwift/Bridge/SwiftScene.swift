import ReelModels
import ReelSwiftInput
import struct ReelSwiftUI.ViewClip
import struct ReelSwiftUI.ViewClipBound
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
    /// Which `#Preview` a file without a run shows, by name (nil: the first).
    public var preview: String?
    /// What the scene may hold: one past it is refused at the call that recorded the first
    /// action past it.
    public var sceneBound: SceneBound?
    /// Whether the interpreter records the literals it evaluates (`Interpreter.recordsLiterals`).
    public var recordsLiterals = true
    /// The output's bound on a SwiftUI view's clip, checked as it is made (`ViewClipBound`).
    public var clipBound: ViewClipBound?

    public init(program: SwiftProgram, setup: BadgeSetup = BadgeSetup(), timing: ClipTiming = ClipTiming(),
                views: [String: ViewPart] = [:], length: Double? = nil, limits: EvaluationLimits = .standard,
                measure: any TextMeasuring, preview: String? = nil, sceneBound: SceneBound? = nil) {
        self.preview = preview
        self.sceneBound = sceneBound
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
    /// The SwiftUI scene, when the run stored a `View` value (issue 39): what is drawn instead
    /// of the scene's badge.
    public var swiftUI: ViewClip?
    /// The name of the file's function that started the scene's first animation (`pop` for
    /// BadgeHub's `pop()`, as the built-in pop is named); nil when the run's own statements
    /// started it. Reports name the animation by it rather than by its scene action (`group`).
    public var animationName: String?
}

public enum SwiftScene {
    public static func make(_ request: SwiftSceneRequest) throws(SwiftRefusal) -> SwiftSceneResult {
        // Without a run, a refusal of the preview's statement is placed at the preview's view
        // in the file (it named a text called "run" the user never wrote).
        do {
            return try makePlacedInRun(request)
        } catch where request.program.run == nil {
            throw SwiftUIPreview.placed(error, file: request.program.file, name: request.preview)
        }
    }

    private static func makePlacedInRun(_ request: SwiftSceneRequest) throws(SwiftRefusal) -> SwiftSceneResult {
        let first = try evaluate(request, views: request.views)
        guard let still = StillClip(first.world, first.bridge, views: request.views) else { return try first.result() }
        // Exactly one named view moved, drawn as no part, and `--view` binds nothing to the
        // part it fits: it is the one meant; the run is evaluated again with it bound.
        if let only = still.inferred {
            var views = request.views
            views[only.name] = ViewPart(rawValue: only.part)
            if let label = still.overlaidLabel { views[label.name] = .label }
            let second = try evaluate(request, views: views)
            if StillClip(second.world, second.bridge, views: views) == nil { return try second.result() }
        }
        throw SwiftRefusal(fileName: first.run.fileName, line: 1, column: 1, message: still.message, kind: .entry,
                           remedy: still.candidates.isEmpty ? nil : .bindNamed(still.candidates))
    }

    /// One evaluation of the file and its run with these bindings: the world after the run
    /// (the bridge's).
    private struct Evaluated {
        var bridge: WorldBridge
        var interpreter: Interpreter
        var run: SwiftSource
        var request: SwiftSceneRequest

        var world: UIKitWorld { bridge.world }

        func result() throws(SwiftRefusal) -> SwiftSceneResult {
            if let motion = LayerViewMotion(world, bridge, run: run) { throw motion.refusal }
            let scene: Scene
            do {
                scene = try world.scene(setup: SwiftScene.worldSetup(request), fps: request.timing.fps, length: request.length, hold: request.timing.hold)
            } catch where error.limit == .seconds && request.length == nil {
                // The length is the longest animation's: refused at the call that made it.
                throw (world.defaultLengthCaller as? CallOrigin)?.limit(.sceneSeconds) ?? SwiftScene.refusal(error, run: run)
            } catch {
                // A value the recording refused as it finished (an animation block's end
                // values): at the code's latest call into the world, not the run's first column.
                throw WorldBridge.placed(error, world: world) ?? SwiftScene.refusal(error, run: run)
            }
            if let bound = request.sceneBound, let excess = bound(scene) {
                throw (world.caller(ofAction: excess.action) as? CallOrigin)?.refusal(excess.message)
                    ?? SwiftRefusal(fileName: run.fileName, line: 1, column: 1, message: excess.message, kind: .world)
            }
            let swiftUI = try SwiftUIScene.clip(of: bridge, request: request, run: run)
            let first = scene.actions.firstIndex(where: \.isAnimation)
            let name = first.flatMap { (world.caller(ofAction: $0) as? CallOrigin)?.enclosingFunctionName }
            return SwiftSceneResult(scene: scene, interpreter: interpreter, run: run.text, swiftUI: swiftUI, animationName: name)
        }
    }

    /// The setup the world is made from and the scene keeps: the request's, laid out as BadgeHub
    /// lays a badge out unless it names a layout.
    private static func worldSetup(_ request: SwiftSceneRequest) -> BadgeSetup {
        var setup = request.setup
        if setup.layout == nil { setup.layout = .hub }
        return setup
    }

    private static func evaluate(_ request: SwiftSceneRequest, views: [String: ViewPart]) throws(SwiftRefusal) -> Evaluated {
        var worldLimits = request.limits.world
        // The scene length limit is the code's clock, which starts after the clip's lead-in:
        // `--length 120`, inside its documented range, was refused as past the scene's 120 s.
        worldLimits.seconds = request.timing.leadIn + request.limits.sceneSeconds
        let world = UIKitWorld(setup: worldSetup(request), measure: request.measure, start: request.timing.leadIn, limits: worldLimits)
        let bridge = WorldBridge(world: world, viewBindings: views)
        let interpreter = Interpreter(limits: request.limits, world: bridge)
        interpreter.recordsLiterals = request.recordsLiterals
        bridge.interpreter = interpreter
        // Tasks still asleep when the evaluation ends, however it ends, are unwound (and let
        // go of the interpreter they hold).
        defer { InterpretedTask.endAll(in: interpreter) }
        for (name, value) in bridge.predefined() { interpreter.predefine(name, value) }
        let file = request.program.file
        try interpreter.run(file)
        let run: SwiftSource
        if let given = request.program.run {
            run = given
        } else {
            // A SwiftUI file's #Preview is what it shows without a run; otherwise the one
            // function that starts an animation runs.
            var text = try SwiftUIPreview.statement(file: file, name: request.preview)
            // A playground's top-level code that starts animations, with no function that
            // does, is its own run.
            if text == nil, world.animationsStarted > 0, EntryPoint.candidates(in: file.tree).isEmpty { text = "" }
            if text == nil { text = try EntryPoint.statement(for: interpreter, file: file) }
            run = SwiftSource(fileName: SwiftProgram.defaultRunName, text: text ?? "")
        }
        // A run that awaits (`try await Task.sleep(for: .seconds(1))` between two changes) is
        // itself a task on the world's clock, as top-level code with `await` is an async main.
        if run.tree.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.await) }) {
            do {
                try InterpretedTask.start(interpreter: interpreter, world: world, state: { bridge.swiftUI.stateDescription(interpreter: interpreter) }) {
                    try interpreter.run(run)
                }
            } catch {
                throw refusal(error, run: run)
            }
        } else {
            try interpreter.run(run)
        }
        do {
            try world.run()
            return Evaluated(bridge: bridge, interpreter: interpreter, run: run, request: request)
        } catch let error as WorldError {
            // Raised as a turn ended (a timed call's changes recorded): at the call that made them.
            throw WorldBridge.placed(error, world: world) ?? refusal(error, run: run)
        } catch {
            throw refusal(error, run: run)
        }
    }

    /// A refusal of what the world raised after the code returned (a timed call's change, the
    /// scene's length): about the run as a whole, placed at its start, the code that caused it
    /// having finished.
    fileprivate static func refusal(_ error: any Error, run: SwiftSource) -> SwiftRefusal {
        switch error {
        case let refusal as SwiftRefusal:
            return refusal
        case let error as WorldError:
            let kind: SwiftRefusal.Kind = error.limit.map { .limit(EvaluationLimits.Name($0)) } ?? .world
            return SwiftRefusal(fileName: run.fileName, line: 1, column: 1, message: error.message, kind: kind)
        default:
            return SwiftRefusal(fileName: run.fileName, line: 1, column: 1, message: "\(error)", kind: .world)
        }
    }
}

extension EvaluationLimits {
    /// The limits the world counts, from these (one set of limits, each counted once).
    var world: WorldLimits {
        WorldLimits(scheduledCalls: scheduledCalls, animations: animations, views: views, seconds: sceneSeconds)
    }
}
