/// A scene's script on its clock, in seconds: when each action starts and how long it
/// takes, as `BadgeStage` runs it (a wait takes its seconds, an animation its duration,
/// everything else no time). The one walk of the scene's clock that canvas fitting, the
/// studio's plot and its previews read; `Scene.makeClip` runs the same script on the
/// stage's exact (rational) clock.
public struct SceneSchedule: Sendable {
    /// One action of the script and its place on the clock.
    public struct Entry: Sendable {
        /// The action.
        public let action: SceneAction
        /// When it starts, in seconds from the clip's start.
        public let start: Double
        /// How long it takes, in seconds (0 for an action that happens at once).
        public let duration: Double
    }

    /// Every action, in the script's order.
    public let entries: [Entry]
    /// When the last action ends: the script's length in seconds.
    public let end: Double

    /// The schedule of `scene`'s script.
    public init(_ scene: Scene) {
        var now = 0.0
        var entries: [Entry] = []
        entries.reserveCapacity(scene.actions.count)
        for action in scene.actions {
            let duration: Double
            switch action.unplaced {
            case .wait(let seconds): duration = seconds
            case .animate(let animation): duration = animation.duration
            case .layerAnimation(let animation): duration = animation.duration
            case let other: duration = other.exactDuration.doubleValue
            }
            if let at = action.placedAt {
                // Placed: starts at its time; the clock waits for the later end.
                entries.append(Entry(action: action, start: at, duration: duration))
                now = max(now, at + duration)
                continue
            }
            entries.append(Entry(action: action, start: now, duration: duration))
            // Summed in script order, as the stage's clock runs: every start is the same
            // double the earlier per-use walks computed.
            now += duration
        }
        self.entries = entries
        end = now
    }
}
