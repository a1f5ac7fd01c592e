import ReelTimeline

/// A seed animation's Swift, as data the Swift writer (ReelSwiftOut) renders: the animation's
/// own file says what its author wrote — the method, its constants, its steps — and the writer
/// says how UIKit and SwiftUI spell it (numbers, curves, chained blocks, keyframe options). So
/// a new animation's `-o x.swift` is written from its own file, and the writer names no seed.
public struct SeedSwiftMethod: Sendable, Hashable {
    /// One parameter of the method: `label: UIView`, or `angle: CGFloat = 0.39…` with a default.
    public struct Parameter: Sendable, Hashable {
        public var label: String
        public var type: String
        public var defaultValue: Double?

        public init(_ label: String, _ type: String, default defaultValue: Double? = nil) {
            self.label = label; self.type = type; self.defaultValue = defaultValue
        }
    }

    /// The method's name (`badgePop`); a scene with a second set of values numbers it (`badgePop2`).
    public var name: String
    /// The doc comment's lines, without `/// `.
    public var summary: [String]
    public var parameters: [Parameter]
    /// The view `--run` calls it on: the badge circle, or the host (the bell).
    public var receiver: ViewPart
    /// The call's arguments after the name, as the replay writes them (`label: label`).
    public var arguments: String
    public var body: [SeedSwiftCode]

    public init(name: String, summary: [String], parameters: [Parameter] = [], receiver: ViewPart, arguments: String = "",
                body: [SeedSwiftCode]) {
        self.name = name; self.summary = summary; self.parameters = parameters; self.receiver = receiver
        self.arguments = arguments; self.body = body
    }
}

/// A piece of a seed method's body. Plain lines are the author's code, naming no number the
/// user tuned; tuned values are constants, and the UIKit calls whose spelling depends on a
/// curve are said by what they do.
public indirect enum SeedSwiftCode: Sendable, Hashable {
    /// A line as written (a statement or a `//` comment).
    case line(String)
    /// An empty line.
    case blank
    /// `let name: type = value`, the value as a literal.
    case constant(name: String, type: String, value: Double)
    /// `open`, the body one level in, then `close`.
    case block(String, [SeedSwiftCode], close: String = "}")
    /// Lines one level in, with no line around them (an `else` branch after a block).
    case indented([SeedSwiftCode])
    /// UIView.animate calls chained by their completions, each step's duration an expression
    /// and its animations closure's lines, eased by `curve`.
    case chain(curve: TimingFunction, steps: [ChainStep])
    /// UIView.animateKeyframes over `duration` (an expression) with `mode` and the block's
    /// overall `curve`, its animations closure's body.
    case keyframes(duration: String, mode: CalculationMode, curve: TimingFunction, body: [SeedSwiftCode])

    /// One step of a chain.
    public struct ChainStep: Sendable, Hashable {
        public var duration: String
        public var body: [String]
        public init(duration: String, body: [String]) { self.duration = duration; self.body = body }
    }
}

/// A seed animation's motion as SwiftUI keyframe tracks, by view and value: each a list of
/// keyframes the writer renders as `LinearKeyframe`/`MoveKeyframe`, or nil keyframes where
/// the value moves in a way no keyframe says exactly (the writer samples it). A view value
/// not listed is left alone by the animation.
public struct SeedSwiftUITracks: Sendable {
    /// The view modifier's name (`badgePop`, `bellShake`).
    public var name: String
    public var tracks: [Track]

    public init(name: String, tracks: [Track]) { self.name = name; self.tracks = tracks }

    /// The values a track may move, as a view's layer holds them (absolute, in the host's space).
    public enum Value: String, Sendable, CaseIterable {
        case width, height, centerX, centerY, rotation, opacity, cornerRadius
    }

    public struct Track: Sendable {
        public var part: ViewPart
        public var value: Value
        /// nil: moves, but not as keyframes can say exactly.
        public var keyframes: [Keyframe]?
        public init(_ part: ViewPart, _ value: Value, _ keyframes: [Keyframe]?) {
            self.part = part; self.value = value; self.keyframes = keyframes
        }
    }

    /// One keyframe: to `value` over `duration` seconds through `curve`, or at once (nil curve).
    public struct Keyframe: Sendable {
        public var value: Double
        public var duration: Double
        public var curve: TimingFunction?
        public init(to value: Double, duration: Double, curve: TimingFunction?) {
            self.value = value; self.duration = duration; self.curve = curve
        }
        /// A jump to `value` (a `MoveKeyframe`).
        public static func move(to value: Double) -> Keyframe { Keyframe(to: value, duration: 0, curve: nil) }
    }
}
