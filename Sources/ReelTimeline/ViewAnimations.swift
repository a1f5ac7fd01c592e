/// How a UIView animation block moves its values.
public enum ViewAnimationCurve: Hashable, Sendable {
    /// A timing curve; UIView.animate's default is `.easeInEaseOut`.
    case timing(TimingFunction)
    /// UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:).
    case spring(dampingRatio: Double, initialVelocity: Double)
    /// A spring given by its physics (UISpringTimingParameters(mass:stiffness:damping:
    /// initialVelocity:)): the block's duration is the animations' duration as given.
    case physicalSpring(SpringParameters)
}

/// A change made to one layer inside an animation block.
public struct ViewChange: Sendable {
    /// The layer the change is made to.
    public var layer: Timeline.LayerID
    /// Sets the layer's new values, as the body of an animations closure does.
    public var change: @Sendable (inout LayerState) -> Void
    /// A change to `layer`'s values made inside an animation block.
    public init(_ layer: Timeline.LayerID, _ change: @escaping @Sendable (inout LayerState) -> Void) {
        self.layer = layer; self.change = change
    }
}

/// UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:).
public struct ViewKeyframe: Sendable {
    /// When the keyframe starts, as a fraction 0...1 of the whole animation's duration.
    public var relativeStartTime: Double
    /// How long it lasts, as a fraction 0...1 of the whole animation's duration.
    public var relativeDuration: Double
    /// The changes made in the keyframe's animations closure.
    public var changes: [ViewChange]
    /// A keyframe as UIView.addKeyframe takes it.
    public init(relativeStartTime: Double, relativeDuration: Double, changes: [ViewChange]) {
        self.relativeStartTime = relativeStartTime; self.relativeDuration = relativeDuration
        self.changes = changes
    }
}

/// One step of a chain of UIView.animate calls, each started from the previous completion.
public struct ViewAnimationStep: Sendable {
    /// The step's duration in seconds.
    public var duration: Double
    /// Seconds to wait after the previous step completes.
    public var delay: Double
    /// The changes made in the step's animations closure.
    public var changes: [ViewChange]
    /// A step lasting `duration` seconds after `delay` seconds.
    public init(duration: Double, delay: Double = 0, changes: [ViewChange]) {
        self.duration = duration; self.delay = delay; self.changes = changes
    }
}

extension Timeline {
    /// UIView.animate(withDuration:delay:options:animations:) called at `time`.
    ///
    /// As UIKit does: the model values change at once; for each property whose value changed,
    /// an animation from the old model value to the new one is added, beginning after `delay`
    /// (filled backwards so the old value shows during the delay) and removed on completion.
    /// Position, size and rotation animate additively, as UIKit's have since iOS 8: a second
    /// block on a property in flight adds its motion to the first's (`BasicAnimation.blockTarget`).
    /// - Returns: when the completion handler would run.
    @discardableResult
    public mutating func animate(at time: Double, duration: Double, delay: Double = 0,
                                 curve: ViewAnimationCurve = .timing(.easeInEaseOut),
                                 _ changes: [ViewChange]) -> Double {
        animate(at: Rational(reading: time), duration: duration, delay: delay, curve: curve, changes).doubleValue
    }

    /// The same on the exact clock: `duration` and `delay` are read as written, and the
    /// returned completion time is their exact sum with `time`.
    @discardableResult
    public mutating func animate(at time: Rational, duration: Double, delay: Double = 0,
                                 curve: ViewAnimationCurve = .timing(.easeInEaseOut),
                                 _ changes: [ViewChange]) -> Rational {
        animate(at: time, duration: duration, delay: delay, curve: curve, repeating: .none, changes)
    }

    /// The same with the block's repeat, autoreverse and begin-from-current-state options
    /// (`ViewAnimationRepeat`); the returned completion time is after every repetition.
    @discardableResult
    public mutating func animate(at time: Rational, duration: Double, delay: Double = 0,
                                 curve: ViewAnimationCurve = .timing(.easeInEaseOut),
                                 repeating: ViewAnimationRepeat, _ changes: [ViewChange]) -> Rational {
        let timing = repeating.timing(duration: duration, delay: delay)
        for layer in Set(changes.map(\.layer)).sorted() {
            let layerChanges = changes.filter { $0.layer == layer }.map(\.change)
            let old = model(of: layer, at: time)
            // .beginFromCurrentState: from what is on screen now, in-flight animations included.
            let from = repeating.fromCurrentState ? presentation(of: layer, at: time) : old
            var new = old
            for c in layerChanges { c(&new) }
            setModel(of: layer, at: time) { state in for c in layerChanges { c(&state) } }
            for property in AnimatableProperty.viewAnimatable where property.differs(old, new) {
                // Additive over whatever is beneath (iOS 8 and later), except when the block
                // begins from the current state: that one starts from what is on screen and
                // writes over the animations in flight.
                let additive = property.isAdditive && !repeating.fromCurrentState
                switch curve {
                case .timing(let fn):
                    add(property.basic(from, new, timing, fn, additive), to: layer, at: time)
                case .spring(let ratio, let velocity):
                    let spring = SpringParameters(dampingRatio: ratio, initialVelocity: velocity, duration: duration)
                    add(property.spring(from, new, spring, timing, additive), to: layer, at: time)
                case .physicalSpring(let spring):
                    add(property.spring(from, new, spring, timing, additive), to: layer, at: time)
                }
            }
        }
        return time + repeating.completion(duration: duration, delay: delay)
    }

    /// Nested UIView.animate calls, each in the previous one's completion handler: each step
    /// begins when the previous ends and starts from the previous step's target.
    /// - Returns: when the last completion handler would run.
    @discardableResult
    public mutating func animateChain(at time: Double, curve: ViewAnimationCurve = .timing(.easeInEaseOut),
                                      _ steps: [ViewAnimationStep]) -> Double {
        animateChain(at: Rational(reading: time), curve: curve, steps).doubleValue
    }

    /// The same on the exact clock: each step begins exactly where the previous one ended.
    @discardableResult
    public mutating func animateChain(at time: Rational, curve: ViewAnimationCurve = .timing(.easeInEaseOut),
                                      _ steps: [ViewAnimationStep]) -> Rational {
        var t = time
        for step in steps {
            t = animate(at: t, duration: step.duration, delay: step.delay, curve: curve, step.changes)
        }
        return t
    }

    /// UIView.animateKeyframes(withDuration:delay:options:animations:) called at `time`.
    ///
    /// As UIKit builds it: one CAKeyframeAnimation per changed property, whose values start at
    /// the old model value and reach each keyframe's value at relativeStart + relativeDuration
    /// (holding where keyframes leave gaps); the whole span is eased by `curve`, the block's
    /// overall curve (easeInEaseOut when the options name none); the model takes the final values.
    /// - Returns: when the completion handler would run.
    @discardableResult
    public mutating func animateKeyframes(at time: Double, duration: Double, delay: Double = 0,
                                          curve: TimingFunction = .easeInEaseOut,
                                          calculationMode: CalculationMode = .linear,
                                          _ keyframes: [ViewKeyframe]) -> Double {
        animateKeyframes(at: Rational(reading: time), duration: duration, delay: delay, curve: curve,
                         calculationMode: calculationMode, keyframes).doubleValue
    }

    /// The same on the exact clock. Relative start times and durations are read as written
    /// and their sums are exact, so a keyframe that starts where the previous one ended (k/n
    /// after (k−1)/n + 1/n) adds no second key time there: a duplicate key time would be a
    /// zero-length hold, and in the cubic modes a cusp.
    @discardableResult
    public mutating func animateKeyframes(at time: Rational, duration: Double, delay: Double = 0,
                                          curve: TimingFunction = .easeInEaseOut,
                                          calculationMode: CalculationMode = .linear,
                                          _ keyframes: [ViewKeyframe]) -> Rational {
        animateKeyframes(at: time, duration: duration, delay: delay, curve: curve, calculationMode: calculationMode,
                         repeating: .none, keyframes)
    }

    /// The same with the block's repeat and autoreverse options; the returned completion
    /// time is after every repetition. (`fromCurrentState` starts each property's first key
    /// value from its presentation value.)
    @discardableResult
    public mutating func animateKeyframes(at time: Rational, duration: Double, delay: Double = 0,
                                          curve: TimingFunction = .easeInEaseOut,
                                          calculationMode: CalculationMode = .linear,
                                          repeating: ViewAnimationRepeat, _ keyframes: [ViewKeyframe]) -> Rational {
        let timing = repeating.timing(duration: duration, delay: delay)
        let ordered = keyframes.enumerated().map { offset, frame in
            (frame: frame, begin: Rational(reading: frame.relativeStartTime), offset: offset)
        }.sorted { ($0.begin, $0.offset) < ($1.begin, $1.offset) }
        let layers = Set(keyframes.flatMap { $0.changes.map(\.layer) }).sorted()
        for layer in layers {
            let start = model(of: layer, at: time)
            let shown = repeating.fromCurrentState ? presentation(of: layer, at: time) : start
            for property in AnimatableProperty.viewAnimatable {
                var states = [shown], keyTimes = [Rational.zero]
                var current = start
                for (frame, begin, _) in ordered {
                    let changes = frame.changes.filter { $0.layer == layer }
                    guard !changes.isEmpty else { continue }
                    var next = current
                    for c in changes { c.change(&next) }
                    guard property.differs(current, next) else { current = next; continue }
                    let end = begin + Rational(reading: frame.relativeDuration)
                    if begin > keyTimes[keyTimes.count - 1] { states.append(current); keyTimes.append(begin) }
                    states.append(next); keyTimes.append(end)
                    current = next
                }
                guard states.count > 1 else { continue }
                if keyTimes[keyTimes.count - 1] < .one { states.append(current); keyTimes.append(.one) }
                add(property.keyframes(states, keyTimes, calculationMode, timing, curve), to: layer, at: time)
            }
            let changes = ordered.flatMap { $0.frame.changes.filter { $0.layer == layer } }.map(\.change)
            setModel(of: layer, at: time) { state in for c in changes { c(&state) } }
        }
        return time + repeating.completion(duration: duration, delay: delay)
    }
}
