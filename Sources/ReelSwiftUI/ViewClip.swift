/// A SwiftUI scene as frames: the view tree the screen shows at each frame time k / fps, its
/// animatable numbers already at the values the animations give them then (issue 39). What
/// the interpreter hands the drawing side: laying each tree out needs the renderer's text
/// measure (`ViewLayout`), which the interpreter does not have.
public struct ViewClip: Hashable, Sendable {
    /// Frames per second.
    public var fps: Double
    /// The tree of frame k, shown at k / fps seconds.
    public var frames: [ViewNode]
    /// The type of the view shown (`LikeButton`), for messages and names.
    public var contentName: String
    /// What moved each number the run's changes set (nil: not recorded).
    public var motion: ViewClipMotion?
    /// The state changes after the first, in time order, for the layout to animate each
    /// view's laid-out frame (`ClipLayout`).
    public var layoutChanges: [LayoutChange]
    /// Whether a `ViewClipBound` stopped the clip after these frames: it is a prefix, already
    /// past what the output it was made for can hold, for that output's refusal only.
    public var stoppedEarly = false

    public init(fps: Double, frames: [ViewNode], contentName: String, motion: ViewClipMotion? = nil, layoutChanges: [LayoutChange] = []) {
        self.fps = fps
        self.frames = frames
        self.contentName = contentName
        self.motion = motion
        self.layoutChanges = layoutChanges
    }

    /// The clip's length in seconds.
    public var duration: Double { Double(frames.count) / fps }

    /// Whether any frame shows something another does not.
    public var moves: Bool { frames.contains { $0 != frames.first } }
}
