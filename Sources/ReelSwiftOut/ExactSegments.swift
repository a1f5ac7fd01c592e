import ReelModels
import ReelTimeline

/// The keyframes that say an action's motion of one layer value exactly in SwiftUI, or nil
/// where they cannot (the track is then sampled). An empty list: the action leaves it alone.
enum ExactSegments {
    typealias Segment = KeyframeTrackModel.Segment

    /// - Parameters:
    ///   - stage: the stage before the action, at its start.
    ///   - offset: what a relative track subtracts (the value at the trigger).
    ///   - seedTracks: a seed animation's own keyframes, when `action` is one.
    static func segments(of action: SceneAction, seedTracks: SeedSwiftUITracks?, layer: String, property p: TrackedProperty,
                         stage: BadgeStage, at start: Rational, id: Timeline.LayerID, offset: Double) -> (segments: [Segment], note: String?)? {
        let model = stage.timeline.model(of: id, at: start)
        if case .animate = action {
            return seed(seedTracks, layer: layer, property: p, offset: offset).map { ($0, nil) }
        }
        if case .viewAnimate(let block) = action {
            guard block.view.rawValue == layer else { return ([], nil) }
            return viewAnimate(block, property: p, model: model, offset: offset).map { ($0, nil) }
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

    /// The seed's own keyframes for `p` on `layer` (its file says them, `SeedAnimation.swiftUITracks(on:)`):
    /// a relative track's are the change from the value at the trigger.
    private static func seed(_ form: SeedSwiftUITracks?, layer: String, property p: TrackedProperty, offset: Double) -> [Segment]? {
        guard let form else { return nil }
        guard let track = form.tracks.first(where: { $0.part.rawValue == layer && TrackedProperty.of($0.value).name == p.name }) else { return [] }
        return track.keyframes?.map { k in
            Segment(to: p.relative ? k.value - offset : k.value, duration: k.duration, kind: k.curve.map { .linear($0) } ?? .move)
        }
    }

    // MARK: a Swift file's UIView.animate block

    /// A block eased by a curve: its delay held, then one `LinearKeyframe` from the value at
    /// the call to the value the block sets, through the block's curve; a block moved by a
    /// spring (a damping ratio, or a physical spring) one `SpringKeyframe` of that spring over
    /// the block's duration, as a CASpringAnimation is. Repeats, autoreverse and blocks begun
    /// from the current state are sampled, but a curve's whole runs (a repeat count, or the
    /// repeatDuration that lasts a whole number of them), forwards or there and back: one
    /// `LinearKeyframe` a leg, the way back through the curve reversed (Core Animation plays
    /// an autoreversed iteration's second half on the mirrored time, CAMediaTiming.autoreverses,
    /// so its progress is 1 − f(1 − u): the Bézier with control points (1 − x2, 1 − y2),
    /// (1 − x1, 1 − y1)); the jump to the block's value at the end is the track's move to it.
    private static func viewAnimate(_ block: ViewAnimateParameters, property p: TrackedProperty, model: LayerState,
                                    offset: Double) -> [Segment]? {
        guard !block.beginFromCurrentState else { return nil }
        let repeats = block.autoreverses || block.repeatCount != 0 || block.repeatDuration != 0
        let runs = block.repeatCount != 0 ? block.repeatCount : block.repeatDuration != 0 ? UIKitViewBlock.repeatCount(for: block) ?? 0 : 1
        if repeats {
            guard case .timing = block.timelineCurve, runs >= 1, runs <= 100, runs == runs.rounded() else { return nil }
        }
        var target = model
        block.values.apply(to: &target)
        let from = p.read(model), to = p.read(target)
        guard from != to else { return [] }
        let shift = p.relative ? offset : 0
        var out: [Segment] = []
        if block.delay > 0 { out.append(Segment(to: from - shift, duration: block.delay, kind: .linear(.linear))) }
        switch block.timelineCurve {
        case .timing(let curve) where repeats:
            let back = TimingFunction(1 - curve.x2, 1 - curve.y2, 1 - curve.x1, 1 - curve.y1)
            for _ in 0..<Int(runs) {
                out.append(Segment(to: to - shift, duration: block.duration, kind: .linear(curve)))
                if block.autoreverses { out.append(Segment(to: from - shift, duration: block.duration, kind: .linear(back))) }
            }
        case .timing(let curve):
            out.append(Segment(to: to - shift, duration: block.duration, kind: .linear(curve)))
        case .spring(let ratio, let velocity):
            // UIKit's damping-ratio spring settles within the block's duration (the timeline's
            // own reading, SpringParameters(dampingRatio:initialVelocity:duration:)).
            let spring = SpringParameters(dampingRatio: ratio, initialVelocity: velocity, duration: block.duration)
            out.append(Segment(to: to - shift, duration: block.duration, kind: .spring(spring)))
        case .physicalSpring(let spring):
            out.append(Segment(to: to - shift, duration: block.duration, kind: .spring(spring)))
        }
        return out
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
        case .group(let g, let children): return group(g, children, property: p, model: model, offset: offset)
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

    /// A group played once as it is (linear, no begin time, repeat, speed or offset, removed
    /// when done) whose value `p` one child animates: that child's keyframes, inside the
    /// group's time (Core Animation times a child from its group's start), held to the
    /// group's end, then the model value (the group removed). A value no child animates is
    /// left alone; two children on one value, or a child running past its group, are sampled.
    private static func group(_ g: GroupParameters, _ children: [AnimateAction], property p: TrackedProperty,
                              model: LayerState, offset: Double) -> [Segment]? {
        let touching = children.filter { child in
            child.keyPaths.contains { TrackedProperty.of($0)?.contains { $0.name == p.name } == true }
        }
        guard let child = touching.first else { return [] }
        guard touching.count == 1, g.timingFunction == .linear, g.media == MediaTimingValues() else { return nil }
        if case .group = child { return nil }
        guard var out = custom(child, property: p, model: model, offset: offset) else { return nil }
        let length = out.reduce(Rational.zero) { $0 + Rational(reading: $1.duration) }
        let group = Rational(reading: g.duration)
        guard length <= group, let last = out.last?.to else { return nil }
        if length < group { out.append(Segment(to: last, duration: (group - length).doubleValue, kind: .linear(.linear))) }
        out.append(Segment(to: p.read(model) - (p.relative ? offset : 0), duration: 0, kind: .move))
        return out
    }

    /// The curve an autoreversed iteration runs back through: progress 1 − f(1 − u), the
    /// Bézier with its control points turned about the centre.
    static func reversed(_ f: TimingFunction) -> TimingFunction {
        TimingFunction(1 - f.x2, 1 - f.y2, 1 - f.x1, 1 - f.y1)
    }
}
