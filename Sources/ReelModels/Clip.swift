import ReelTimeline

/// Still time around an animation and the frame rate it is sampled at.
public struct ClipTiming: ParameterSet, Codable, Hashable {
    /// Frames per second the clip is sampled at.
    public var fps = 50.0
    /// Still time before the animation starts.
    public var leadIn = 0.25
    /// Still time after each run, so a looping GIF rests between runs.
    public var hold = 0.75
    /// How many times the animation runs in the clip.
    public var repeatCount = 1

    /// The default timing: a quarter-second lead-in, 0.75 s hold, one run at 50 fps.
    public init() {}

    /// The fields a scene file and the command line accept, with their ranges and help.
    public static let parameters: [Parameter<Self>] = [
        .number("fps", \.fps, 1...240, unit: .framesPerSecond, help: "Frames per second.",
                default: "50 for GIF, still and timeline; 60 for other formats"),
        .number("leadIn", \.leadIn, 0...600, unit: .seconds, help: "Still seconds before the animation starts.", suggested: 0...2),
        .number("hold", \.hold, 0...600, unit: .seconds, help: "Still seconds after each run.", suggested: 0...2),
        .integer("repeat", \.repeatCount, 1...1000, help: "Runs of the animation in one clip."),
    ]
}

/// A finished script: its timeline, how long it lasts and when its frames fall.
///
/// The clip's clock is the frame index: frame k is at exactly k / fps, with fps read as the
/// number it was written as (29.97 is 2997/100), and the timeline is evaluated at that exact
/// time, so a frame on a boundary written as a sum of durations is on it.
public struct Clip: Sendable {
    /// The layers and animations the frames are evaluated from.
    public var timeline: Timeline
    /// The ids of the host, badge circle and count label layers in `timeline`.
    public var layers: (host: Timeline.LayerID, badge: Timeline.LayerID, label: Timeline.LayerID)
    /// Clip time at which the (first) animation is triggered, exactly.
    public var startTime: Rational
    /// The (first) animation's own length, exactly.
    public var exactAnimationDuration: Rational
    /// The whole clip, still time included, exactly.
    public var exactDuration: Rational
    /// Frames per second, exactly.
    public var frameRate: Rational

    /// Clip time at which the (first) animation is triggered.
    public var start: Double { startTime.doubleValue }
    /// The animation's own length.
    public var animationDuration: Double { exactAnimationDuration.doubleValue }
    /// The whole clip, still time included.
    public var duration: Double { exactDuration.doubleValue }
    /// Frames per second as given; setting it sets `frameRate` to its reading.
    public var fps: Double { didSet { frameRate = Self.frameRate(reading: fps) } }

    /// Frames cover [0, duration): frame k is at k / fps, so a looping clip does not show
    /// its first and last moment twice; a duration that is not a whole number of frames
    /// gets one more frame rather than losing its end. Counted exactly: 1.35 s at 50 fps is
    /// 68 frames, 0.1 + 0.2 s at 10 fps is 3.
    public var frameCount: Int {
        let frames = exactDuration * frameRate
        return Int(clamping: Swift.max(1, frames.ceiling))
    }

    /// The time of frame k as a Double, k / fps (what reports print).
    public func frameTime(_ k: Int) -> Double { Double(k) / fps }

    /// The exact time of frame k: k / fps.
    public func frameInstant(_ k: Int) -> Rational { Rational(k) / frameRate }

    /// The frame k, evaluated at its exact time; its `time` reads k / fps.
    public func snapshot(frame k: Int) -> Snapshot {
        timeline.evaluate(at: frameInstant(k), reportedAs: frameTime(k))
    }

    /// A clip whose times are given in seconds, read as the numbers they were written as.
    public init(timeline: Timeline, layers: (host: Timeline.LayerID, badge: Timeline.LayerID, label: Timeline.LayerID),
                start: Double, animationDuration: Double, duration: Double, fps: Double) {
        self.init(timeline: timeline, layers: layers, startTime: Rational(reading: start),
                  animationDuration: Rational(reading: animationDuration), duration: Rational(reading: duration), fps: fps)
    }

    /// A clip on the exact clock; `fps` is read as written.
    public init(timeline: Timeline, layers: (host: Timeline.LayerID, badge: Timeline.LayerID, label: Timeline.LayerID),
                startTime: Rational, animationDuration: Rational, duration: Rational, fps: Double) {
        self.timeline = timeline; self.layers = layers; self.startTime = startTime
        self.exactAnimationDuration = animationDuration; self.exactDuration = duration; self.fps = fps
        frameRate = Self.frameRate(reading: fps)
    }

    /// `fps` read as written; a rate that reads as 0 or less (validation keeps fps above 0)
    /// falls back to one a second rather than dividing by zero.
    private static func frameRate(reading fps: Double) -> Rational {
        let rate = Rational(reading: fps)
        return rate > .zero ? rate : .one
    }

    /// One animation on a freshly set-up badge: lead-in, then `repeatCount` times the
    /// animation followed by the hold. The same path as a scene file's.
    public static func single(_ animation: BadgeAnimation, setup: BadgeSetup, timing: ClipTiming,
                              measure: any TextMeasuring) -> Clip {
        Scene(animation: animation, setup: setup, timing: timing).makeClip(measure: measure)
    }
}
