import ReelTimeline

/// Still time around an animation and the frame rate it is sampled at.
public struct ClipTiming: ParameterSet, Codable, Hashable {
    public var fps = 50.0
    /// Still time before the animation starts.
    public var leadIn = 0.25
    /// Still time after each run, so a looping GIF rests between runs.
    public var hold = 0.75
    /// How many times the animation runs in the clip.
    public var repeatCount = 1

    public init() {}

    public static let parameters: [Parameter<Self>] = [
        .number("fps", \.fps, 1...240, unit: .framesPerSecond, help: "Frames per second.",
                default: "50 for GIF, still and timeline; 60 for other formats"),
        .number("leadIn", \.leadIn, 0...600, unit: .seconds, help: "Still seconds before the animation starts."),
        .number("hold", \.hold, 0...600, unit: .seconds, help: "Still seconds after each run."),
        .integer("repeat", \.repeatCount, 1...1000, help: "Runs of the animation in one clip."),
    ]
}

/// A finished script: its timeline, how long it lasts and when its frames fall.
public struct Clip: Sendable {
    public var timeline: Timeline
    public var layers: (host: Timeline.LayerID, badge: Timeline.LayerID, label: Timeline.LayerID)
    /// Clip time at which the (first) animation is triggered.
    public var start: Double
    /// The animation's own length.
    public var animationDuration: Double
    /// The whole clip, still time included.
    public var duration: Double
    public var fps: Double

    /// Frames cover [0, duration): frame k is at k / fps, so a looping clip does not show
    /// its first and last moment twice; a duration that is not a whole number of frames
    /// gets one more frame rather than losing its end (the tolerance absorbs 0.1 + 0.2).
    public var frameCount: Int { max(1, Int((duration * fps - 1e-6).rounded(.up))) }
    public func frameTime(_ k: Int) -> Double { Double(k) / fps }

    public func snapshot(frame k: Int) -> Snapshot { timeline.evaluate(at: frameTime(k)) }

    public init(timeline: Timeline, layers: (host: Timeline.LayerID, badge: Timeline.LayerID, label: Timeline.LayerID),
                start: Double, animationDuration: Double, duration: Double, fps: Double) {
        self.timeline = timeline; self.layers = layers; self.start = start
        self.animationDuration = animationDuration; self.duration = duration; self.fps = fps
    }

    /// One animation on a freshly set-up badge: lead-in, then `repeatCount` times the
    /// animation followed by the hold. The same path as a scene file's.
    public static func single(_ animation: BadgeAnimation, setup: BadgeSetup, timing: ClipTiming,
                              measure: any TextMeasuring) -> Clip {
        Scene(animation: animation, setup: setup, timing: timing).makeClip(measure: measure)
    }
}
