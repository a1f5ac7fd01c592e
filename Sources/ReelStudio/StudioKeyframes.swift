import ReelModels
import ReelTimeline

/// The clip times of every keyframe of a scene's animations, for marking the plot: the ends
/// of UIView.animate's chained steps (pop, bump, blink) and the moments the Shaky Bell's
/// keyframes are reached, on the scene's schedule (`SceneSchedule`).
enum StudioKeyframes {
    static func times(in scene: Scene) -> [Double] {
        SceneSchedule(scene).entries.flatMap { entry -> [Double] in
            guard case .animate(let a) = entry.action else { return [] }
            return offsets(of: a).map { entry.start + $0 }
        }
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
