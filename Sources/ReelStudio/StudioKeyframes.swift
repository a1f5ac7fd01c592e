import ReelModels
import ReelTimeline

/// The clip times of every keyframe of a scene's animations, for marking the plot: the ends
/// of UIView.animate's chained steps (pop, bump, blink), the moments the Shaky Bell's
/// keyframes are reached and a user animation's key times, on the scene's schedule
/// (`SceneSchedule`).
enum StudioKeyframes {
    static func times(in scene: Scene) -> [Double] {
        SceneSchedule(scene).entries.flatMap { entry -> [Double] in
            switch entry.action {
            case .animate(let a): return offsets(of: a).map { entry.start + $0 }
            case .layerAnimation(let a): return offsets(of: a, within: a.duration).map { entry.start + $0 }
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

    /// Keyframe times from the animation's start.
    static func offsets(of animation: BadgeAnimation) -> [Double] {
        switch animation {
        case .pop(let p): return running([p.popStartTime, p.popOutTime, p.popInTime, p.popEndTime])
        case .bump(let p): return running([p.firstBumpTime, p.firstBumpTime, p.secondBumpTime, p.secondBumpTime])
        case .blink(let p): return running([p.blinkDuration, p.blinkDuration, p.blinkDuration])
        case .shake(let p):
            // UIView.animateKeyframes: keyframe k spans 1/n of the progress and the block's
            // curve maps time to progress, so keyframe k is reached where curve(t/d) = (k+1)/n.
            let n = Double(p.keyframes)
            return [0] + (0..<p.keyframes).map { k in p.duration * inverse(p.curve, (Double(k) + 1) / n) }
        }
    }

    private static func running(_ steps: [Double]) -> [Double] {
        var t = 0.0
        return [0] + steps.map { t += $0; return t }
    }

    /// The time fraction where `curve` reaches `progress`, by bisection (the curve is
    /// monotonic for control points inside 0...1; elsewhere this finds one crossing).
    static func inverse(_ curve: TimingFunction, _ progress: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            if curve(mid) < progress { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
