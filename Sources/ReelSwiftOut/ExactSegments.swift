import ReelModels
import ReelTimeline

/// The keyframes that say an action's motion of one layer value exactly in SwiftUI, or nil
/// where they cannot (the track is then sampled). An empty list: the action leaves it alone.
enum ExactSegments {
    typealias Segment = KeyframeTrackModel.Segment

    /// - Parameters:
    ///   - stage: the stage before the action, at its start.
    ///   - offset: what a relative track subtracts (the value at the trigger).
    static func segments(of action: SceneAction, layer: String, property p: TrackedProperty, stage: BadgeStage,
                         id: Timeline.LayerID, offset: Double) -> (segments: [Segment], note: String?)? {
        let model = stage.timeline.model(of: id, at: stage.clock)
        if case .animate(let animation) = action {
            return seed(animation, layer: layer, property: p, model: model, stage: stage, offset: offset).map { ($0, nil) }
        }
        if case .layerAnimation(let own) = action {
            let targets: [String] = switch own.layer {
            case .host: ["host"]
            case .label: ["label"]
            case .circle: ["badge"]
            case .badge: own.keyPaths.allSatisfy(\.movesContents) ? ["badge", "label"] : ["badge"]
            }
            guard targets.contains(layer) else { return ([], nil) }
            return custom(own, property: p, model: model, offset: offset).map { ($0, nil) }
        }
        return nil
    }

    // MARK: the seed animations

    private static func seed(_ animation: BadgeAnimation, layer: String, property p: TrackedProperty, model: LayerState,
                             stage: BadgeStage, offset: Double) -> [Segment]? {
        if let pop = animation.parameters(as: PopParameters.self) {
            guard layer == "badge" else { return [] }
            let steps = [(pop.popStartRatio, pop.popStartTime), (pop.popOutRatio, pop.popOutTime),
                         (pop.popInRatio, pop.popInTime), (1, pop.popEndTime)]
            let base = stage.hub.baseFrame.size, radius = stage.hub.cornerRadius
            switch p.name {
            case "width": return steps.map { Segment(to: base.width * $0.0, duration: $0.1, kind: .linear(pop.curve)) }
            case "height": return steps.map { Segment(to: base.height * $0.0, duration: $0.1, kind: .linear(pop.curve)) }
            // The cornerRadius group's children are linear (BadgeHub sets no timing function).
            case "cornerRadius": return steps.map { Segment(to: $0.0 * radius, duration: $0.1, kind: .linear(.linear)) }
            default: return []
            }
        }
        if let bump = animation.parameters(as: BumpParameters.self) {
            guard layer != "host", p.name == "offsetY" else { return [] }
            let y0 = stage.hub.bumpCenter.y
            let steps = [(bump.firstBumpDistance, bump.firstBumpTime), (0, bump.firstBumpTime),
                         (bump.secondBumpDistance, bump.secondBumpTime), (0, bump.secondBumpTime)]
            return [Segment(to: y0 - offset, duration: 0, kind: .move)]
                + steps.map { Segment(to: (y0 - $0.0) - offset, duration: $0.1, kind: .linear(bump.curve)) }
        }
        if let blink = animation.parameters(as: BlinkParameters.self) {
            guard layer != "host", p.name == "opacity" else { return [] }
            return [Segment(to: blink.blinkAlpha, duration: 0, kind: .move)]
                + [1, blink.blinkAlpha, 1].map { Segment(to: $0, duration: blink.blinkDuration, kind: .linear(blink.curve)) }
        }
        if let shake = animation.parameters(as: ShakeParameters.self) {
            guard layer == "host", p.name == "rotation" else { return [] }
            return self.shake(shake, from: model.rotation)
        }
        return nil
    }

    /// The bell's keyframes: keyframe k is reached where the block's overall curve reaches
    /// (k + 1) / n, so each straight segment between keyframes is the curve's piece between
    /// those progresses, a Bézier of its own (linear mode); discrete mode holds each value
    /// from where the curve reaches its key time; paced mode is linear with key times spread by
    /// distance. The cubic modes (Catmull-Rom splines) are sampled.
    private static func shake(_ p: ShakeParameters, from start: Double) -> [Segment]? {
        let angles = p.keyframeAngles
        guard start == 0, p.angle != 0, 2 * abs(p.angle) <= .pi, BezierPiece.risesMonotonically(p.curve) else { return nil }
        let n = angles.count
        let values = [start] + angles
        // Where each keyframe is reached in progress: k/n, or in paced mode by the distance
        // travelled so far (as Core Animation spreads paced key times; timing functions ignored).
        var progress = (0...n).map { Double($0) / Double(n) }
        if p.calculationMode == .paced {
            var cumulative = [0.0]
            for i in 1...n { cumulative.append(cumulative[i - 1] + abs(values[i] - values[i - 1])) }
            progress = cumulative.indices.map { $0 == n ? 1 : cumulative[$0] / cumulative[n] }
        }
        let params = progress.map { BezierPiece.parameter(reaching: $0, on: p.curve) }
        let times = params.map { BezierPiece.time(at: $0, on: p.curve) }
        switch p.calculationMode {
        case .linear, .paced:
            return (0..<n).map { k in
                Segment(to: values[k + 1], duration: p.duration * (times[k + 1] - times[k]),
                        kind: .linear(BezierPiece.piece(of: p.curve, from: params[k], to: params[k + 1])))
            }
        case .discrete:
            var out: [Segment] = []
            for k in 0..<n {
                out.append(Segment(to: values[k], duration: p.duration * (times[k + 1] - times[k]), kind: .linear(.linear)))
                out.append(Segment(to: values[k + 1], duration: 0, kind: .move))
            }
            return out
        case .cubic, .cubicPaced:
            return nil
        }
    }

    // MARK: a user's own animation

    /// Basic animations, straight keyframes and springs whose timing is a begin time, whole
    /// repeats and autoreverse; the rest (groups, speed, offsets, fractional repeats,
    /// additive, cubic and paced keyframes, colours) is sampled.
    private static func custom(_ action: AnimateAction, property p: TrackedProperty, model: LayerState,
                               offset: Double) -> [Segment]? {
        let keyPath: AnimationKeyPath, media: MediaTimingValues, additive: Bool
        switch action {
        case .animate(let a): (keyPath, media, additive) = (a.keyPath, a.media, a.additive)
        case .spring(let s): (keyPath, media, additive) = (s.keyPath, s.media, s.additive)
        case .group: return nil
        }
        guard let properties = TrackedProperty.of(keyPath), let path = keyPath.numberPath else { return nil }
        guard properties.contains(where: { $0.name == p.name }) else { return [] }
        // position.x/y move the centre only when the anchor is the centre.
        if keyPath == .positionX || keyPath == .positionY, model.anchorPoint != Point(x: 0.5, y: 0.5) { return nil }
        if keyPath == .width || keyPath == .height, model.anchorPoint != Point(x: 0.5, y: 0.5) { return nil }
        let repeats = media.repeatCount == 0 ? 1 : media.repeatCount
        guard !additive, media.speed == 1, media.timeOffset == 0, media.repeatDuration == 0,
              repeats == repeats.rounded(), repeats <= 100 else { return nil }
        let current = model[keyPath: path]
        let shift = p.relative ? offset : 0
        var out: [Segment] = []
        let fillsBackwards = media.fillMode == .backwards || media.fillMode == .both
        let holdsAfter = !media.removedOnCompletion && (media.fillMode == .forwards || media.fillMode == .both)
        var iteration: [Segment] = [], startValue = current
        switch action {
        case .animate(let a) where a.values.isEmpty:
            let anim = BasicAnimation(keyPath: path, from: a.fromValue?.number, to: a.toValue?.number, by: a.byValue?.number,
                                      timing: MediaTiming(duration: a.duration))
            let from = anim.startValue(current: current), to = anim.endValue(current: current)
            let d = anim.timing.effectiveDuration
            startValue = from
            iteration = [Segment(to: to - shift, duration: d, kind: .linear(a.timingFunction))]
            if media.autoreverses {
                iteration.append(Segment(to: from - shift, duration: d, kind: .linear(reversed(a.timingFunction))))
            }
        case .animate(let a):
            guard a.calculationMode == .linear, a.timingFunction == .linear else { return nil }
            let values = a.values.compactMap(\.number)
            guard values.count >= 2 else { return nil }
            let d = MediaTiming(duration: a.duration).effectiveDuration
            let keyTimes = a.keyTimes.isEmpty ? values.indices.map { Double($0) / Double(values.count - 1) } : a.keyTimes
            startValue = values[0]
            for i in 1..<values.count {
                let curve = a.timingFunctions.isEmpty ? TimingFunction.linear : a.timingFunctions[i - 1]
                iteration.append(Segment(to: values[i] - shift, duration: d * (keyTimes[i] - keyTimes[i - 1]), kind: .linear(curve)))
            }
            if media.autoreverses {
                for i in stride(from: values.count - 1, to: 0, by: -1) {
                    let curve = a.timingFunctions.isEmpty ? TimingFunction.linear : a.timingFunctions[i - 1]
                    iteration.append(Segment(to: values[i - 1] - shift, duration: d * (keyTimes[i] - keyTimes[i - 1]),
                                             kind: .linear(reversed(curve))))
                }
            }
        case .spring(let s):
            guard !media.autoreverses else { return nil }
            let anim = BasicAnimation(keyPath: path, from: s.fromValue?.number, to: s.toValue?.number, by: s.byValue?.number,
                                      timing: MediaTiming(duration: s.iterationDuration))
            startValue = anim.startValue(current: current)
            iteration = [Segment(to: anim.endValue(current: current) - shift, duration: s.iterationDuration, kind: .spring(s.spring))]
        case .group:
            return nil
        }
        if media.beginTime > 0 {
            if fillsBackwards { out.append(Segment(to: startValue - shift, duration: 0, kind: .move)) }
            out.append(Segment(to: fillsBackwards ? startValue - shift : current - shift, duration: media.beginTime, kind: .linear(.linear)))
        }
        for _ in 0..<Int(repeats) {
            out.append(Segment(to: startValue - shift, duration: 0, kind: .move))
            out += iteration
        }
        if !holdsAfter { out.append(Segment(to: current - shift, duration: 0, kind: .move)) }
        return out
    }

    /// The curve an autoreversed iteration runs back through: progress 1 − f(1 − u), the
    /// Bézier with its control points turned about the centre.
    static func reversed(_ f: TimingFunction) -> TimingFunction {
        TimingFunction(1 - f.x2, 1 - f.y2, 1 - f.x1, 1 - f.y1)
    }
}
