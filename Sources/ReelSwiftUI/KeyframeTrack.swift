/// SwiftUI's `KeyframeTrack`: keyframes played back to back from a start value, on one
/// property (`keyPath`) of a `keyframeAnimator`'s value.
///
/// What Apple pins (developer.apple.com/documentation/swiftui/cubickeyframe): "Adjacent cubic
/// keyframes result in a Catmull-Rom spline"; a cubic after another kind starts with "the end
/// velocity of the segment defined by the previous keyframe"; a cubic before another kind ends
/// with "the initial velocity of the next segment". What no public source pins, chosen here
/// [Inferred] and listed in docs/swiftui.md for a device check:
/// - the Catmull-Rom tangent at an interior cubic keyframe with unequal segment lengths: the
///   non-uniform finite difference (pₖ₊₁ − pₖ₋₁)/(tₖ₊₁ − tₖ₋₁) (the uniform spline's tangent
///   when the segments are equal);
/// - at the track's first and last keyframe, velocity 0 (the start is at rest, and the end
///   settles) — the one public probe claim (a `Keyframes.swift` in an unnamed MetalUI repo) says
///   the same;
/// - a `SpringKeyframe` with a `duration` shorter than its settle holds the value it reached and
///   the next segment starts there (that probe claim, "K4–K4e"), rather than snapping to `to`.
public struct KeyframeTrack: Hashable, Sendable {
    /// The property this track animates (a key path of the animator's value; "" for the value).
    public var keyPath: String
    public var keyframes: [Keyframe]

    public init(_ keyPath: String, _ keyframes: [Keyframe]) {
        self.keyPath = keyPath
        self.keyframes = keyframes
    }

    /// A track on the animator's whole value (`KeyframeTrack { … }` without a key path).
    public init(_ keyframes: [Keyframe]) { self.init("", keyframes) }

    /// The sum of the segments' durations.
    public var duration: Double { keyframes.reduce(0) { $0 + $1.duration } }

    /// The track's value `time` seconds after it starts from `start`: before 0 the start value,
    /// after the last segment the value that segment ended at.
    public func value(from start: AnimatableVector, at time: Double) -> AnimatableVector {
        let segments = plan(from: start)
        guard time >= 0 else { return start }
        for segment in segments where time < segment.begin + segment.length {
            return segment.value(at: time - segment.begin)
        }
        return segments.last?.end ?? start
    }

    /// The velocity (units/s) at `time`, from the same segments.
    public func velocity(from start: AnimatableVector, at time: Double) -> AnimatableVector {
        let segments = plan(from: start)
        for segment in segments where time >= segment.begin && time < segment.begin + segment.length {
            return segment.velocity(at: time - segment.begin)
        }
        return .zero
    }

    /// One segment, with everything needed to evaluate it.
    struct Segment {
        enum Shape {
            case curve(UnitCurve)
            case hermite(v0: AnimatableVector, v1: AnimatableVector)
            case spring(Spring, v0: AnimatableVector)
            case jump
        }
        var begin: Double
        var length: Double
        var from: AnimatableVector
        var to: AnimatableVector
        var shape: Shape

        func value(at t: Double) -> AnimatableVector {
            switch shape {
            case .jump: return to
            case let .curve(curve):
                return from + (to - from).scaled(by: curve.value(at: length > 0 ? t / length : 1))
            case let .hermite(v0, v1):
                let h = length, u = h > 0 ? t / h : 1
                let u2 = u * u, u3 = u2 * u
                let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
                return from.scaled(by: h00) + v0.scaled(by: h10 * h) + to.scaled(by: h01) + v1.scaled(by: h11 * h)
            case let .spring(spring, v0):
                let delta = to - from
                return from + AnimatableVector(delta.components.indices.map { i in
                    spring.value(target: delta.components[i], initialVelocity: component(v0, i), time: t)
                })
            }
        }

        func velocity(at t: Double) -> AnimatableVector {
            switch shape {
            case .jump: return .zero
            case let .curve(curve):
                guard length > 0 else { return .zero }
                return (to - from).scaled(by: curve.velocity(at: t / length) / length)
            case let .hermite(v0, v1):
                let h = length
                guard h > 0 else { return .zero }
                let u = t / h, u2 = u * u
                let d00 = 6 * u2 - 6 * u, d10 = 3 * u2 - 4 * u + 1, d01 = -6 * u2 + 6 * u, d11 = 3 * u2 - 2 * u
                return from.scaled(by: d00 / h) + v0.scaled(by: d10) + to.scaled(by: d01 / h) + v1.scaled(by: d11)
            case let .spring(spring, v0):
                let delta = to - from
                return AnimatableVector(delta.components.indices.map { i in
                    spring.velocity(target: delta.components[i], initialVelocity: component(v0, i), time: t)
                })
            }
        }

        /// The value the segment ends at (a cut-short spring's reached value).
        var end: AnimatableVector { value(at: length) }
    }

    /// Lays the keyframes out as segments from `start`, resolving the automatic velocities.
    func plan(from start: AnimatableVector) -> [Segment] {
        // Keyframe values and times, with the start as point 0.
        var points = [start], times = [0.0]
        for keyframe in keyframes {
            points.append(keyframe.value)
            times.append(times[times.count - 1] + keyframe.duration)
        }
        var segments: [Segment] = []
        var from = start
        var previousEndVelocity = AnimatableVector.zero
        for (index, keyframe) in keyframes.enumerated() {
            let k = index + 1   // this keyframe's point
            var segment = Segment(begin: times[k - 1], length: keyframe.duration, from: from, to: keyframe.value, shape: .jump)
            switch keyframe {
            case .move:
                segment.shape = .jump
            case let .linear(_, _, curve):
                segment.shape = .curve(curve)
            case let .spring(_, _, spring, startVelocity):
                segment.shape = .spring(spring, v0: startVelocity ?? previousEndVelocity)
            case let .cubic(_, _, startVelocity, endVelocity):
                let v0: AnimatableVector
                if let startVelocity {
                    v0 = startVelocity
                } else if index > 0, case .cubic = keyframes[index - 1] {
                    v0 = tangent(points, times, at: k - 1)
                } else {
                    v0 = index == 0 ? .zero : previousEndVelocity
                }
                let v1: AnimatableVector
                if let endVelocity {
                    v1 = endVelocity
                } else if index + 1 < keyframes.count {
                    v1 = automaticStartVelocity(ofKeyframe: index + 1, points: points, times: times)
                } else {
                    v1 = .zero
                }
                segment.shape = .hermite(v0: v0, v1: v1)
            }
            segments.append(segment)
            from = segment.end
            previousEndVelocity = segment.velocity(at: segment.length)
        }
        return segments
    }

    /// The start velocity keyframe `index` will have, as seen from the cubic before it.
    private func automaticStartVelocity(ofKeyframe index: Int, points: [AnimatableVector], times: [Double]) -> AnimatableVector {
        switch keyframes[index] {
        case let .cubic(_, _, start, _): return start ?? tangent(points, times, at: index)
        case let .linear(to, duration, curve):
            guard duration > 0 else { return .zero }
            return (to - points[index]).scaled(by: curve.velocity(at: 0) / duration)
        case let .spring(_, _, _, start): return start ?? tangent(points, times, at: index)
        case .move: return .zero
        }
    }

    /// The Catmull-Rom tangent at point `k`: (pₖ₊₁ − pₖ₋₁)/(tₖ₊₁ − tₖ₋₁); 0 at the ends.
    private func tangent(_ points: [AnimatableVector], _ times: [Double], at k: Int) -> AnimatableVector {
        guard k > 0, k + 1 < points.count, times[k + 1] > times[k - 1] else { return .zero }
        return (points[k + 1] - points[k - 1]).scaled(by: 1 / (times[k + 1] - times[k - 1]))
    }
}

private func component(_ v: AnimatableVector, _ i: Int) -> Double { i < v.components.count ? v.components[i] : 0 }
