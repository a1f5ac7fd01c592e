import ReelTimeline

/// A layer property an exported value reads.
typealias Source = PartialKeyPath<LayerState>

/// Every property of `LayerState`, the sources an animation on an unknown key path might write.
var allSources: [Source] { [
    \LayerState.position, \LayerState.size, \LayerState.anchorPoint, \LayerState.rotation,
    \LayerState.cornerRadius, \LayerState.opacity, \LayerState.isHidden, \LayerState.backgroundColor,
    \LayerState.borderColor, \LayerState.borderWidth, \LayerState.text, \LayerState.fontSize,
    \LayerState.fontWeight, \LayerState.foregroundColor, \LayerState.contents,
    \LayerState.scaleX, \LayerState.scaleY, \LayerState.translationX, \LayerState.translationY,
] }

/// The sources a key path inside a property writes: a component (`position.x`) writes its
/// whole property, `transform.scale` writes both scales.
func sources(writtenBy keyPath: AnyKeyPath) -> [Source]? {
    // The transform's rotation is animated through `presentedRotation`, which writes
    // `rotation` (turned the short way): it is the rotation's track.
    if keyPath == \LayerState.presentedRotation { return [\LayerState.rotation] }
    if keyPath == \LayerState.transformScale { return [\LayerState.scaleX, \LayerState.scaleY] }
    if keyPath == \LayerState.position.x || keyPath == \LayerState.position.y { return [\LayerState.position] }
    if keyPath == \LayerState.size.width || keyPath == \LayerState.size.height { return [\LayerState.size] }
    return allSources.first { $0 == keyPath }.map { [$0] }
}

/// An animation whose target key path an exporter can read.
protocol KeyPathAnimation: LayerAnimation {
    var writtenKeyPath: AnyKeyPath { get }
    /// Why it cannot be one Bézier keyframe per segment; nil when it can.
    var bakeReason: String? { get }
    /// Its segments in local time (0...1 of one iteration) and each one's curve, when exact.
    var easedSegments: [(start: Double, end: Double, curve: TimingFunction)] { get }
}

extension BasicAnimation: KeyPathAnimation {
    var writtenKeyPath: AnyKeyPath { keyPath }
    var bakeReason: String? {
        // Without both ends the interpolation follows the value beneath, and an additive
        // animation adds to it: neither is one keyframe pair.
        if from == nil || to == nil { return "a basic animation without both from and to values" }
        if isAdditive { return "an additive basic animation" }
        return nil
    }
    // One segment: CABasicAnimation's timing function is the cubic Bézier, exactly.
    var easedSegments: [(start: Double, end: Double, curve: TimingFunction)] { [(0, 1, timingFunction)] }
}

extension SpringAnimation: KeyPathAnimation {
    var writtenKeyPath: AnyKeyPath { basic.keyPath }
    var bakeReason: String? { "a spring (a damped oscillation, not a cubic Bézier)" }
    var easedSegments: [(start: Double, end: Double, curve: TimingFunction)] { [] }
}

extension KeyframeAnimation: KeyPathAnimation {
    var writtenKeyPath: AnyKeyPath { keyPath }

    /// Whether every segment's own curve is linear (UIKit's animateKeyframes sets none).
    private var segmentsAreLinear: Bool { timingFunctions?.allSatisfy { $0 == .linear } ?? true }

    var bakeReason: String? {
        // An additive keyframe adds to the value beneath: not one keyframe per segment.
        if isAdditive { return "an additive keyframe animation" }
        switch calculationMode {
        case .linear, .paced:
            // Straight lines between values, eased by at most one curve: each segment is a
            // cubic Bézier (a curve's part is one; see easedSegments). Both a segment curve
            // and an overall curve make a curve of a curve, which is not.
            if timingFunction != .linear && !(calculationMode == .paced || segmentsAreLinear) {
                return "a keyframe animation with both segment curves and an overall \(timingFunction) curve"
            }
            // The overall curve's progress must rise steadily to find where each key time falls.
            if timingFunction != .linear && !((0...1).contains(timingFunction.y1) && (0...1).contains(timingFunction.y2)) {
                return "a keyframe animation under an overall curve that overshoots (\(timingFunction))"
            }
            return nil
        case .discrete: return "a discrete keyframe animation"
        case .cubic: return "a cubic keyframe animation (a Catmull-Rom spline through its values)"
        case .cubicPaced: return "a cubic-paced keyframe animation (a Catmull-Rom spline through its values)"
        }
    }

    /// The key times as Core Animation resolves them: given (or even) for linear, spread by
    /// the distance between values for paced.
    private var resolvedTimes: [Double] {
        let n = values.count
        if calculationMode == .paced {
            var cumulative = [0.0]
            for i in 1..<n { cumulative.append(cumulative[i - 1] + values[i - 1].distance(to: values[i])) }
            if let total = cumulative.last, total > 0 { return cumulative.map { $0 / total } }
        } else if let k = keyTimes, k.count == n {
            return k
        }
        return (0..<n).map { Double($0) / Double(n - 1) }
    }

    /// One segment per pair of values. Under a linear overall curve a segment runs from key
    /// time to key time along its own curve. Under an overall curve E (animateKeyframes'
    /// curve), the segment from key time k_i to k_i+1 runs while E's progress goes from k_i
    /// to k_i+1, that is from time E⁻¹(k_i) to E⁻¹(k_i+1), and its fraction is E's part over
    /// that span, scaled to 0...1: again a cubic Bézier (E restricted), so still exact.
    var easedSegments: [(start: Double, end: Double, curve: TimingFunction)] {
        let n = values.count
        guard n > 1 else { return [] }
        let times = resolvedTimes
        var segments: [(start: Double, end: Double, curve: TimingFunction)] = []
        // A span a rounding error long (UIKit's keyframe block can leave 5/6 and 4/6 + 1/6
        // one bit apart) holds nothing to see.
        for i in 0..<(n - 1) where times[i + 1] - times[i] > 1e-9 {
            if timingFunction == .linear {
                let own = calculationMode == .linear ? timingFunctions.flatMap { i < $0.count ? $0[i] : nil } : nil
                segments.append((times[i], times[i + 1], own ?? .linear))
            } else {
                let x0 = timingFunction.time(forProgress: times[i]), x1 = timingFunction.time(forProgress: times[i + 1])
                guard x1 - x0 > 1e-12 else { continue }
                guard let part = timingFunction.restricted(from: x0, to: x1) else { return [] }
                segments.append((x0, x1, part))
            }
        }
        return segments
    }
}

/// How a property moves through one interval of the clip.
enum Motion {
    /// Constant through the interval.
    case still
    /// Along `curve` (in the interval's own unit time) by the animation `writer`.
    case eased(writer: Int, curve: TimingFunction)
    /// No exact form: sampled at every frame.
    case baked(String)
}

/// One animation's claim on a layer's properties, in clip time.
struct Writer {
    let animation: any LayerAnimation
    let sources: [Source]
    /// When it was added (a backwards fill shows from here) and the window its group allows.
    let added: Double
    let windowStart: Double, windowEnd: Double
    let activeStart: Double, activeEnd: Double
    let fillsBackwards: Bool, fillsForwards: Bool
    /// Exact segments in clip time, empty when it must be baked (and why).
    let segments: [(start: Double, end: Double, curve: TimingFunction)]
    let bakeReason: String?

    enum Phase { case none, fill, active }

    func phase(at t: Double) -> Phase {
        if t < added || t < windowStart || t >= windowEnd { return .none }
        if t < activeStart { return fillsBackwards ? .fill : .none }
        if t < activeEnd { return .active }
        return fillsForwards ? .fill : .none
    }

    /// Writes the animation's value at clip time `t` over `state`, as Core Animation would
    /// while it is active (its timing function applied to the linear progress), in the
    /// iteration that clip time `mid` is in: an interval that ends where the next iteration
    /// starts ends on this iteration's last value, not the next one's first.
    func apply(at t: Double, within mid: Double, to state: inout LayerState) {
        let d = animation.timing.effectiveDuration
        let iteration = max(0, ((mid - activeStart) / d).rounded(.down))
        let progress = min(1, max(0, (t - activeStart) / d - iteration))
        animation.apply(localTime: animation.timingFunction(progress) * d, to: &state)
    }
}

/// A layer's timeline cut into intervals at every moment anything about it can change, with
/// each property's motion in each interval.
struct LayerMotion {
    let timeline: Timeline
    let layer: Timeline.LayerID
    let writers: [Writer]
    /// Interval boundaries, ascending: interval i is [bounds[i], bounds[i + 1]).
    let bounds: [Double]

    init(timeline: Timeline, layer: Timeline.LayerID, duration: Double) {
        self.timeline = timeline; self.layer = layer
        var writers: [Writer] = []
        for attached in timeline.animations(of: layer) {
            Self.flatten(attached.animation, start: attached.addedAt, windowStart: attached.addedAt, windowEnd: .infinity,
                         inGroup: false, into: &writers)
        }
        self.writers = writers
        var times = [0.0, duration] + timeline.modelChangeTimes(of: layer)
        for w in writers {
            times += [w.added, w.windowStart, w.windowEnd, w.activeStart, w.activeEnd]
            times += w.segments.flatMap { [$0.start, $0.end] }
        }
        let sorted = times.filter { $0.isFinite && $0 >= 0 && $0 <= duration }.sorted()
        var bounds: [Double] = []
        // Moments a rounding error apart (a chain's sum of durations against a group's) are one.
        for t in sorted where bounds.last.map({ t - $0 > 1e-9 }) ?? true { bounds.append(t) }
        if bounds.count == 1 { bounds.append(duration + 1e-6) }
        self.bounds = bounds
    }

    /// Adds `animation`'s writers: a group's children in its window (a group with a plain
    /// linear timing runs them in its own time), other animations as themselves.
    private static func flatten(_ animation: any LayerAnimation, start: Double, windowStart: Double, windowEnd: Double,
                                inGroup: Bool, into writers: inout [Writer]) {
        let timing = animation.timing
        let simple = timing.speed == 1 && timing.timeOffset == 0 && timing.repeatCount <= 1 && timing.repeatDuration == 0
            && !timing.autoreverses
        // A whole number of plain repeats is the same segments again, iteration after
        // iteration: still one Bézier keyframe per segment (a user's wiggle run twice).
        let iterations = timing.repeatCount.rounded() == timing.repeatCount ? Int(max(1, min(timing.repeatCount, 1000))) : 0
        let repeats = timing.speed == 1 && timing.timeOffset == 0 && timing.repeatDuration == 0 && !timing.autoreverses
            && iterations > 1
        let activeStart = start + timing.beginTime
        let activeEnd = activeStart + timing.effectiveDuration * Double(repeats ? iterations : 1)
        // A group that fills nothing shows its children only while it is active, in its own
        // time; other groups (filled, eased, repeated) are sampled like any unknown animation.
        if let group = animation as? AnimationGroup, simple, group.timingFunction == .linear, timing.fillMode == .removed {
            for child in group.animations {
                flatten(child, start: activeStart, windowStart: max(windowStart, activeStart),
                        windowEnd: min(windowEnd, activeEnd), inGroup: true, into: &writers)
            }
            return
        }
        let fillsForwards = (inGroup || !animation.isRemovedOnCompletion)
            && (timing.fillMode == .forwards || timing.fillMode == .both)
        let fillsBackwards = timing.fillMode == .backwards || timing.fillMode == .both
        var sources = allSources
        var reason: String? = "an animation this exporter does not read (\(type(of: animation)))"
        var segments: [(start: Double, end: Double, curve: TimingFunction)] = []
        if let known = animation as? any KeyPathAnimation {
            if let written = ReelLottie.sources(writtenBy: known.writtenKeyPath) { sources = written }
            reason = known.bakeReason
            if !simple && !repeats { reason = "an animation with speed, offset, fractional repeats or autoreverse" }
            if reason == nil {
                let d = timing.effectiveDuration
                let one = known.easedSegments
                segments = (0..<(repeats ? iterations : 1)).flatMap { i in
                    let begin = activeStart + Double(i) * d
                    return one.map { (begin + $0.start * d, begin + $0.end * d, $0.curve) }
                }
                if segments.isEmpty { reason = "an animation whose segments could not be mapped onto Bézier keyframes" }
            }
        }
        writers.append(Writer(animation: animation, sources: sources, added: start, windowStart: windowStart,
                              windowEnd: windowEnd, activeStart: activeStart, activeEnd: activeEnd,
                              fillsBackwards: fillsBackwards, fillsForwards: fillsForwards,
                              segments: segments, bakeReason: reason))
    }

    var intervalCount: Int { bounds.count - 1 }

    /// The presentation values at clip time `t`.
    func state(at t: Double) -> LayerState { timeline.presentation(of: layer, at: t) }

    /// How `source` moves through interval `i`: the last-added animation showing in it decides,
    /// as Core Animation applies animations in the order they were added.
    func motion(of source: Source, interval i: Int) -> Motion {
        let a = bounds[i], b = bounds[i + 1], mid = (a + b) / 2
        guard let index = writers.indices.last(where: { writers[$0].sources.contains(source) && writers[$0].phase(at: mid) != .none })
        else { return .still }
        let w = writers[index]
        if w.phase(at: mid) == .fill { return .still }
        if let reason = w.bakeReason { return .baked(reason) }
        guard let segment = w.segments.first(where: { $0.start <= mid && mid < $0.end }) else { return .still }
        let span = segment.end - segment.start
        let xa = (a - segment.start) / span, xb = (b - segment.start) / span
        guard let curve = segment.curve.restricted(from: max(0, xa), to: min(1, xb)) else {
            return .baked("an eased segment cut where it does not move")
        }
        return .eased(writer: index, curve: curve)
    }
}
