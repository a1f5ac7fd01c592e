/// What moved each animatable number of a SwiftUI clip, as the stage saw it (issue 39 item 4):
/// the animations themselves, not only the frames they drew, so `-o x.swift` can write a
/// spring as the spring it was. Numbers are named by their place in the view tree and their
/// property (the key the timeline's paths come from) and found in a frame by their position
/// in `ViewNode.numbers`.
public struct ViewClipMotion: Hashable, Sendable {
    /// One change of a number, or the end of the animation that moved it.
    public enum Event: Hashable, Sendable {
        /// The number was set to `to` at `time` (scene seconds) from the model value `from`,
        /// with `animation` (nil: it jumped). `interrupted`: an earlier animation of it was
        /// still running, so SwiftUI merged or combined the two.
        case set(time: Double, from: Double, to: Double, animation: Animation?, interrupted: Bool)
        /// The animation moving it ended on the frame at `time` (the value shown is the model's
        /// from then on).
        case ended(time: Double)
    }

    /// One number's history.
    public struct Number: Hashable, Sendable {
        /// Its place in the tree and its property (`0<#scale.x`).
        public var key: String
        /// Its index in the last frame's `ViewNode.numbers`.
        public var position: Int
        public var events: [Event]
        public init(key: String, position: Int, events: [Event]) {
            self.key = key; self.position = position; self.events = events
        }
    }

    /// When the content first appeared (scene seconds): what a replay's trigger stands for.
    public var start: Double
    /// The numbers a change set, by position; a number an animator or a transition drove is
    /// not here (its frames are all there is of it).
    public var numbers: [Number]

    public init(start: Double, numbers: [Number]) {
        self.start = start; self.numbers = numbers
    }
}
