import ReelModels
import ReelTimeline

/// The clip times of every keyframe of a scene's animations, for marking the plot: the ends
/// of UIView.animate's chained steps (pop, bump, blink), the moments the Shaky Bell's
/// keyframes are reached and a user animation's key times, on the scene's schedule
/// (`SceneSchedule`).
enum StudioKeyframes {
    static func times(in scene: Scene) -> [Double] {
        SceneSchedule(scene).entries.flatMap { entry -> [Double] in
            switch entry.action.unplaced {
            case .animate(let a): return offsets(of: a).map { entry.start + $0 }
            case .layerAnimation(let a): return offsets(of: a, within: a.duration).map { entry.start + $0 }
            case .viewAnimate(let p): return [entry.start + p.delay, entry.start + entry.duration]
            case .viewKeyframes(let a):
                // Each keyframe's end, reached where the block's curve reaches its fraction.
                let b = a.block
                let ends = a.keyframes.map { b.delay + b.duration * b.curve.time(reaching: min(1, $0.start + $0.duration)) }
                return ([b.delay] + ends + [entry.duration]).map { entry.start + $0 }
            default: return []
            }
        }
    }

    /// A user animation's marks from the action's start: where its active time begins and
    /// ends, and a keyframe animation's key times in its first iteration (keyTimes, or the
    /// values spread evenly as Core Animation spreads them: n − 1 segments, n for discrete;
    /// none for the paced modes, which ignore keyTimes); a group's children's inside the
    /// group's time, cut at its end as the group cuts them.
    static func offsets(of action: AnimateAction, within end: Double) -> [Double] {
        let timing = action.timing
        let begin = timing.beginTime, speed = timing.speed
        var marks = [begin, end]
        switch action {
        case .animate(let p) where !p.values.isEmpty && p.media.timeOffset == 0 && p.calculationMode != .paced && p.calculationMode != .cubicPaced:
            let n = p.values.count, segments = p.calculationMode == .discrete ? n : n - 1
            let keyTimes = p.keyTimes.isEmpty ? (0..<n).map { segments > 0 ? Double($0) / Double(segments) : 0 } : p.keyTimes
            marks += keyTimes.map { begin + $0 * p.duration / speed }
        case .group(let g, let children) where g.media.timeOffset == 0:
            marks += children.flatMap { child in
                offsets(of: child, within: child.duration).map { begin + $0 / speed }
            }
        default: break
        }
        return Array(Set(marks.filter { $0 >= 0 && $0 <= end + 1e-9 })).sorted()
    }

    /// Keyframe times from the animation's start, as the animation declares them.
    static func offsets(of animation: BadgeAnimation) -> [Double] { animation.keyframeOffsets }
}
