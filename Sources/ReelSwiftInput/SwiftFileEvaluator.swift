import ReelModels
import struct ReelSwiftUI.ViewClip
import struct ReelSwiftUI.ViewClipBound

/// The one door to the Swift-file evaluator (issue 37): the front ends (BadgeReelCLI's `render`,
/// `still` and `timeline` of a `.swift` file, ReelStudio's Swift mode) evaluate a user's file
/// through this protocol and never import ReelSwift, so only ReelSwift, its tests and the
/// executable see swift-syntax and the toolchain's folder it comes from. The executable gives
/// the command line ReelSwift's evaluator (`Main.main(swiftFiles:)`), as `badgereel studio`
/// gives the studio the command line's words (`CommandLineWords`).
public protocol SwiftFileEvaluator: Sendable {
    /// The largest file, in UTF-8 bytes, the evaluator reads: a front end reads no more than
    /// one byte past it.
    var sourceByteLimit: Int { get }

    /// The refusal of a file over `sourceByteLimit`, named `fileName`, refused before it is
    /// decoded (the read stopped mid-file, perhaps mid-character).
    func oversized(fileName: String) -> SwiftDiagnostic

    /// The file (and its run statements) evaluated into a scene; refused as a compiler
    /// refuses code, at a line and column of one of the two texts.
    func evaluate(_ request: SwiftFileRequest) throws(SwiftDiagnostic) -> SwiftFileEvaluation
}

/// A Swift file and the statements to run after it, as text: what the front ends hold.
public struct SwiftFileProgram: Sendable, Equatable {
    /// The file's name in refusals (`Badge.swift`, as typed) and its text.
    public var fileName: String
    public var text: String
    /// `--run`'s statements, and what refusals call them (the command line's flag).
    public var run: String?
    public var runName: String

    /// The name the run's text has in refusals when the front end gives none.
    public static let defaultRunName = "run"

    public init(fileName: String, text: String, run: String? = nil, runName: String = Self.defaultRunName) {
        self.fileName = fileName
        self.text = text
        self.run = run
        self.runName = runName
    }

    /// The same program with literals replaced (the studio's controls): each edit applies to
    /// the text it names.
    public func replacingLiterals(_ edits: [LiteralEdit]) throws(SwiftDiagnostic) -> SwiftFileProgram {
        var out = self
        out.text = try LiteralEdit.apply(edits, to: text, fileName: fileName)
        if let run { out.run = try LiteralEdit.apply(edits, to: run, fileName: runName) }
        return out
    }
}

/// What a Swift file is evaluated with besides its text: the scene's setup and timing, `--view`'s
/// bindings, `--length`, and how text is measured (as the export draws it).
public struct SwiftFileRequest: Sendable {
    public var program: SwiftFileProgram
    public var setup: BadgeSetup
    public var timing: ClipTiming
    /// `--view NAME=part`.
    public var views: [String: ViewPart]
    /// `--length`: seconds from the run's start (nil: the world's default).
    public var length: Double?
    public var measure: any TextMeasuring
    /// Which `#Preview` of a SwiftUI file to show without a run, by name (nil: the first).
    public var preview: String?
    /// What the recorded scene may hold (`SceneBound`): checked once the scene is made, and
    /// a scene past it refused at the code's call that recorded the first action past it.
    public var sceneBound: SceneBound?
    /// Whether the evaluation lists the numeric literals it used (`SwiftFileEvaluation.literals`,
    /// the studio's controls). Off for the command line: naming each literal and placing it by
    /// line and column cost a render of BadgeHub.swift about 0.5 ms it never reads (issue 38).
    public var recordsLiterals = false
    /// The output's bound on a SwiftUI view's clip, checked as the clip is made: one already
    /// past it stops there (`ViewClip.stoppedEarly`), for the output's refusal. Nil: none.
    public var clipBound: ViewClipBound?

    public init(program: SwiftFileProgram, setup: BadgeSetup = BadgeSetup(), timing: ClipTiming = ClipTiming(),
                views: [String: ViewPart] = [:], length: Double? = nil, measure: any TextMeasuring, preview: String? = nil) {
        self.preview = preview
        self.program = program
        self.setup = setup
        self.timing = timing
        self.views = views
        self.length = length
        self.measure = measure
    }
}

/// What evaluating a Swift file gave: the scene it recorded, the numeric literals the
/// evaluation used (the studio's controls; empty unless the request `recordsLiterals`), and
/// the statements run (`--run`'s, or the ones chosen for a file without it).
public struct SwiftFileEvaluation: Sendable {
    public var scene: Scene
    public var literals: [EvaluatedLiteral]
    public var run: String
    /// The SwiftUI view the run shows, frame by frame (issue 39), drawn instead of `scene`.
    public var swiftUI: ViewClip?
    /// The name of the code's function that started the scene's first animation (`pop` for
    /// BadgeHub's `pop()`), what reports call the animation; nil when the run started it itself.
    public var animationName: String?
    /// Whether the evaluator refused the scene past the request's `sceneBound` itself, so the
    /// caller need not measure the scene again (writing it as YAML: ~0.3 ms a call, issue 38).
    public var sceneBoundApplied: Bool

    public init(scene: Scene, literals: [EvaluatedLiteral], run: String, swiftUI: ViewClip? = nil, animationName: String? = nil,
                sceneBoundApplied: Bool = false) {
        self.scene = scene
        self.literals = literals
        self.run = run
        self.swiftUI = swiftUI
        self.animationName = animationName
        self.sceneBoundApplied = sceneBoundApplied
    }
}
