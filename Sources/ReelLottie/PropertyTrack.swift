import ReelTimeline

/// Turns one exported value of a layer — a function of some of its properties — into a
/// Lottie property whose keyframes reproduce the timeline: a hold keyframe while nothing
/// moves, one Bézier keyframe per eased animation segment, and a keyframe at every frame
/// where no exact form exists (or where dense keyframes are asked for). The result is then
/// checked against the timeline at every frame and half-frame; a property that does not
/// match is baked whole, so what a player shows never depends on this analysis being right.
struct PropertyTrack {
    let motion: LayerMotion
    let sources: [Source]
    let value: (LayerState) -> [Double]
    let fps: Double
    let frameCount: Int
    let bakeAll: Bool

    /// Largest difference, in the property's own unit (points, degrees, percent, 0...1
    /// color), between the keyframes and the timeline: far below anything visible.
    static let tolerance = 1e-3

    private struct Key {
        var frame: Double
        var value: [Double]
        enum Kind { case hold, linear, eased(TimingFunction) }
        var kind: Kind
    }

    /// The Lottie property, and why any part of it was baked.
    func build(name: String) -> (value: LottieValue, baked: [String]) {
        var reasons: [String] = []
        var keys = emit(forcedBake: bakeAll ? "dense keyframes requested" : nil, reasons: &reasons)
        if !matches(keys) {
            // Sampled at every frame, still spans included: right at every frame by construction.
            reasons = []
            keys = emit(forcedBake: "its exact keyframes did not match the timeline at every frame", bakingStill: true,
                        reasons: &reasons)
        }
        let value = Self.lottieValue(Self.compress(keys), scalar: false)
        return (value, Array(Set(reasons.map { $0.hasPrefix(name) ? $0 : "\(name): \($0)" })).sorted())
    }

    /// Clip time → frame, moved (by less than a frame) so that a change at time t shows at
    /// exactly the frames whose time k / fps is t or later, as the timeline shows it.
    private func frame(_ t: Double) -> Double {
        let f = t * fps
        var k = Int(f.rounded(.up))
        while k > 0 && Double(k - 1) / fps >= t { k -= 1 }
        while Double(k) / fps < t { k += 1 }
        return min(Double(k), max(f, Double(k - 1) + 1e-4))
    }

    /// The keyframes interval by interval; `forcedBake` bakes every eased interval (and with
    /// `bakingStill` every still one too), giving that reason.
    private func emit(forcedBake: String?, bakingStill: Bool = false, reasons: inout [String]) -> [Key] {
        var keys: [Key] = []
        let bounds = motion.bounds
        let kinds: [Motion] = (0..<motion.intervalCount).map { i in
            let kind = combinedMotion(interval: i)
            if let forcedBake {
                if case .eased = kind { return .baked(forcedBake) }
                if bakingStill, case .still = kind { return .baked(forcedBake) }
            }
            return kind
        }
        // Each interval's value at its start, and where an eased one ends.
        func ends(_ i: Int) -> (start: [Double], end: [Double]) {
            let a = bounds[i], b = bounds[i + 1]
            let base = motion.state(at: (a + b) / 2)
            switch kinds[i] {
            case .still:
                return (value(base), value(base))
            case .eased(let writerIndex, _):
                let w = motion.writers[writerIndex]
                var start = base, end = base
                w.apply(at: a, within: (a + b) / 2, to: &start)
                w.apply(at: b, within: (a + b) / 2, to: &end)
                return (value(start), value(end))
            case .baked:
                return (value(motion.state(at: min(a + 1e-9, (a + b) / 2))), value(motion.state(at: b)))
            }
        }
        var next = motion.intervalCount > 0 ? ends(0) : nil
        for i in 0..<motion.intervalCount {
            let a = bounds[i], b = bounds[i + 1]
            guard let current = next else { break }
            next = i + 1 < motion.intervalCount ? ends(i + 1) : nil
            let fa = frame(a), fb = frame(b)
            switch kinds[i] {
            case .still:
                keys.append(Key(frame: fa, value: current.start, kind: .hold))
            case .eased(_, let curve):
                keys.append(Key(frame: fa, value: current.start, kind: .eased(curve)))
                // A value that jumps when the segment ends: reach the end a thousandth of a
                // frame early and hold it there, so the next interval starts from its own value.
                if let after = next?.start, !Self.equal(after, current.end) {
                    var early = fb - 1e-3
                    let k = fb.rounded(.down)
                    if k < fb, k >= early { early = (k + fb) / 2 }
                    if early <= fa { early = (fa + fb) / 2 }
                    keys.append(Key(frame: early, value: current.end, kind: .hold))
                } else if next == nil {
                    keys.append(Key(frame: fb, value: current.end, kind: .hold))
                }
            case .baked(let reason):
                reasons.append(reason)
                keys.append(Key(frame: fa, value: current.start, kind: .linear))
                var k = Int(fa.rounded(.down)) + 1
                while Double(k) < fb && k < frameCount {
                    keys.append(Key(frame: Double(k), value: value(motion.state(at: Double(k) / fps)), kind: .linear))
                    k += 1
                }
            }
        }
        // Past the clip's end the last value holds.
        if let last = keys.last, last.frame < Double(frameCount) {
            keys.append(Key(frame: Double(frameCount), value: value(motion.state(at: Double(frameCount) / fps)), kind: .hold))
        }
        return keys
    }

    /// One motion for the exported value: still if every source is, eased if exactly one
    /// animation eases its sources, else baked.
    private func combinedMotion(interval i: Int) -> Motion {
        var eased: (writer: Int, curve: TimingFunction)?
        for source in sources {
            switch motion.motion(of: source, interval: i) {
            case .still: continue
            case .baked(let reason): return .baked(reason)
            case .eased(let w, let curve):
                if let e = eased, e.writer != w { return .baked("two animations moving one value at once") }
                eased = (w, curve)
            }
        }
        if let eased { return .eased(writer: eased.writer, curve: eased.curve) }
        return .still
    }

    /// Whether the keyframes give the timeline's values at every frame, and at every
    /// half-frame inside exact (held or eased) spans. Frames are visited in order, so the
    /// keyframe in force is found by walking forward: linear in frames plus keyframes.
    private func matches(_ keys: [Key]) -> Bool {
        guard !keys.isEmpty else { return frameCount == 0 }
        var i = 0
        for k in 0..<frameCount {
            for half in [0.0, 0.5] {
                let f = Double(k) + half
                while i + 1 < keys.count && keys[i + 1].frame <= f { i += 1 }
                if half > 0, case .linear = keys[i].kind { continue }
                let expected = value(motion.state(at: f / fps))
                if !Self.equal(expected, Self.evaluate(keys, i, atFrame: f)) { return false }
            }
        }
        return true
    }

    /// The value keyframe `i` gives at frame `f` (at or after its own frame), as a player
    /// computes it: held, or eased by its Bézier toward the next keyframe's value.
    private static func evaluate(_ keys: [Key], _ i: Int, atFrame f: Double) -> [Double] {
        let key = keys[i]
        if f < key.frame || i == keys.count - 1 { return key.value }
        let next = keys[i + 1]
        let span = next.frame - key.frame
        let x = span > 0 ? (f - key.frame) / span : 1
        let y: Double
        switch key.kind {
        case .hold: return key.value
        case .linear: y = x
        case .eased(let curve): y = curve(x)
        }
        return zip(key.value, next.value).map { $0 + ($1 - $0) * y }
    }

    private static func equal(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// Drops keyframes that change nothing: a linear step between equal values becomes a
    /// hold, and a hold followed by a hold of the same value is one.
    private static func compress(_ keys: [Key]) -> [Key] {
        var out: [Key] = []
        for (i, key) in keys.enumerated() {
            var key = key
            if case .linear = key.kind, i + 1 < keys.count, keys[i + 1].value == key.value { key.kind = .hold }
            if let last = out.last, case .hold = last.kind, last.value == key.value, case .hold = key.kind { continue }
            out.append(key)
        }
        return out
    }

    private static func lottieValue(_ keys: [Key], scalar: Bool) -> LottieValue {
        if keys.count == 1 || keys.allSatisfy({ $0.value == keys[0].value }) {
            let v = keys.first?.value ?? []
            return v.count == 1 ? .scalar(v[0]) : .vector(v)
        }
        return .animated(keys.enumerated().map { i, key in
            let isLast = i == keys.count - 1
            switch key.kind {
            case .hold:
                return LottieKeyframe(time: key.frame, start: key.value, hold: !isLast)
            case .linear:
                return isLast ? LottieKeyframe(time: key.frame, start: key.value)
                    : LottieKeyframe(time: key.frame, start: key.value, out: LottieEasing(x: 0, y: 0), in: LottieEasing(x: 1, y: 1))
            case .eased(let c):
                return isLast ? LottieKeyframe(time: key.frame, start: key.value)
                    : LottieKeyframe(time: key.frame, start: key.value, out: LottieEasing(x: c.x1, y: c.y1), in: LottieEasing(x: c.x2, y: c.y2))
            }
        })
    }
}
