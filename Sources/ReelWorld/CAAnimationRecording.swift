import ReelModels
import ReelTimeline

/// Core Animation objects as the scene's layer-animation actions (`animate`, `spring`,
/// `group`): key paths, values and timing carried over field for field.
///
/// Key paths the scene animates one number or colour of (`opacity`, `transform.scale`,
/// `position.x`, `cornerRadius`, …) carry over as they are. `position`, `bounds.size`,
/// `bounds` and `transform` hold several: each becomes one animation per component with the
/// same timing (a CATransform3D as its scale, rotation about z and translation, which is how
/// Core Animation interpolates a transform, the rotation the shorter way), gathered in a
/// group that changes no timing (or, inside a group, added to it).
enum CAAnimationRecording {
    /// An animation converted: the action, whether it repeats forever (cut at the clip's end
    /// later), and when its active time begins and one cycle's length, in scene seconds.
    struct Converted {
        var action: AnimateAction
        var endless: Bool
        var begin: Double
        var cycle: Double
        /// For a finite repeat that runs past the scene's 600 s: the refusal the recording
        /// gives at its end unless the code takes the animation off first (it is drawn as
        /// repeating forever until then, which is the same motion).
        var overlong: String? = nil
    }

    /// The top-level animation `animation` added now.
    /// - Parameters:
    ///   - mediaNow: CACurrentMediaTime() now: a non-zero beginTime is in that time.
    ///   - transactionDuration: the duration an animation of duration 0 runs for.
    static func action(_ animation: CAAnimation, layer: AnimatedLayer, key: String?, mediaNow: Double,
                       transactionDuration: Double) throws(WorldError) -> Converted {
        let name = animation.className
        var timing = try Timing(animation, name: name, defaultDuration: transactionDuration)
        // A top-level beginTime is the layer's time, which is media time (Core Animation sets a
        // beginTime of 0 to the time of the add).
        if animation.beginTime != 0 {
            let relative = animation.beginTime - mediaNow
            if relative >= 0 {
                timing.media.beginTime = relative
            } else {
                // Begun before now: as far into its local time as it would be.
                timing.media.beginTime = 0
                timing.media.timeOffset += -relative * timing.media.speed
                guard timing.media.timeOffset <= 600 else {
                    throw WorldError("\(name).beginTime \(plainNumber(animation.beginTime)) is in the layer's time, where CACurrentMediaTime() is \(plainNumber(mediaNow)) now: it began \(plainNumber((-relative * 1000).rounded() / 1000)) s ago; write CACurrentMediaTime() + \(plainNumber(animation.beginTime)) to start it later")
                }
            }
        }
        guard timing.media.beginTime <= 600 else {
            throw WorldError("\(name).beginTime is \(plainNumber(timing.media.beginTime)) s from now, past the scene's 600 s")
        }
        var converted: AnimateAction
        var transparent = false
        if let group = animation as? CAAnimationGroup {
            var p = GroupParameters()
            p.layer = layer; p.key = key
            p.duration = timing.duration; p.timingFunction = timing.curve; p.media = timing.media
            if timing.endless { p.media.repeatCount = 0; p.media.repeatDuration = 0 }
            var children: [AnimateAction] = []
            for child in group.animations ?? [] {
                children += try components(of: child, insideGroupOf: timing.duration)
            }
            guard !children.isEmpty else { throw WorldError("a CAAnimationGroup without animations is not drawn") }
            converted = try checkedGroup(p, children)
        } else {
            var parts = try components(of: animation, timing: timing)
            if parts.count == 1 {
                converted = placed(parts[0], on: layer, key: key)
            } else {
                // One animation of several components: a group that keeps the timing as it is.
                transparent = true
                var p = GroupParameters()
                p.layer = layer; p.key = key
                p.media.fillMode = timing.media.fillMode
                p.media.removedOnCompletion = timing.media.removedOnCompletion
                // Children hold their own fill inside the group; the group lasts their active time.
                for i in parts.indices { parts[i] = withRemoved(parts[i], false) }
                p.duration = max(parts[0].exactDuration.doubleValue, Self.shortest)
                converted = try checkedGroup(p, parts)
            }
        }
        let cycle = timing.duration * (timing.media.autoreverses ? 2 : 1) / timing.media.speed
        if timing.endless, transparent { converted = markTransparent(converted) }
        return Converted(action: converted, endless: timing.endless, begin: timing.media.beginTime, cycle: cycle, overlong: timing.overlong)
    }

    /// The shortest duration written for something that lasts no time.
    static let shortest = 1e-6

    /// A group's children, made to repeat until the group's end when they repeat forever.
    private static func components(of child: CAAnimation, insideGroupOf groupDuration: Double) throws(WorldError) -> [AnimateAction] {
        if child is CAAnimationGroup {
            throw WorldError("a CAAnimationGroup inside a CAAnimationGroup is not evaluated: put its animations in the outer group")
        }
        var timing = try Timing(child, name: child.className, defaultDuration: MediaTimingDefault.duration)
        timing.media.beginTime = child.beginTime
        if timing.endless {
            // The group's local time never passes its duration: repeating until then is forever.
            timing.media.repeatCount = 0
            timing.media.repeatDuration = max((groupDuration - child.beginTime) * timing.media.speed, shortest)
            timing.endless = false
        }
        return try components(of: child, timing: timing)
    }

    private enum MediaTimingDefault { static let duration = 0.25 }

    /// An animation's timing as the scene's fields hold it.
    struct Timing {
        var duration: Double
        var curve: TimingFunction
        var media: MediaTimingValues
        var endless: Bool
        /// Set for a finite repeat past the scene's 600 s: drawn as forever, refused when the
        /// recording ends unless the code took it off (see `Converted.overlong`). Inside a
        /// group, the group's duration ends it first ("the group's local time never passes
        /// its duration"), so there it is simply forever.
        var overlong: String?

        init(_ a: CAAnimation, name: String, defaultDuration: Double) throws(WorldError) {
            duration = a.duration > 0 ? a.duration : defaultDuration
            curve = a.timingFunction ?? .linear
            media = MediaTimingValues()
            media.speed = a.speed; media.timeOffset = a.timeOffset
            media.autoreverses = a.autoreverses
            media.fillMode = a.fillMode; media.removedOnCompletion = a.isRemovedOnCompletion
            guard a.speed > 0 else {
                throw WorldError("\(name).speed \(plainNumber(a.speed)) is not drawn: expected a speed above 0 (a paused or reversed animation)")
            }
            let perIteration = duration * (a.autoreverses ? 2 : 1)
            // .infinity, HUGE and Float.greatestFiniteMagnitude mean forever ("Setting this
            // property to greatestFiniteMagnitude will cause the animation to repeat forever",
            // CAMediaTiming.repeatCount). A finite count ends, so it is never drawn as forever
            // when it ends inside the scene. One that runs past the scene's 600 s is drawn as
            // forever (no clip reaches its end) and refused when the recording ends unless
            // the code takes it off before then (`repeatCount = Float(Int.max)` until a
            // stopWobble() removes it, issue 38), as a scene that long is.
            let greatest = Double(Float.greatestFiniteMagnitude)
            let forever = !a.repeatCount.isFinite || !a.repeatDuration.isFinite
                || a.repeatCount >= greatest || a.repeatDuration >= greatest
            if !forever {
                if a.repeatCount * perIteration / a.speed > 600 {
                    overlong = "\(name).repeatCount \(plainNumber(a.repeatCount)) runs \(plainNumber(a.repeatCount * perIteration / a.speed)) s, past the scene's 600 s, and the run did not remove it: expected at most \(plainNumber((600 * a.speed / perIteration).rounded(.down))) repetitions, .infinity to repeat forever, or removeAnimation(forKey:) before the run ends"
                } else if a.repeatDuration / a.speed > 600 {
                    overlong = "\(name).repeatDuration \(plainNumber(a.repeatDuration)) runs \(plainNumber(a.repeatDuration / a.speed)) s, past the scene's 600 s, and the run did not remove it: expected at most \(plainNumber(600 * a.speed)) s, .infinity to repeat forever, or removeAnimation(forKey:) before the run ends"
                }
            }
            endless = forever || overlong != nil
            if endless {
                media.repeatCount = 0; media.repeatDuration = 0
            } else if a.repeatCount > 1000 {
                media.repeatDuration = a.repeatCount * perIteration
            } else {
                media.repeatCount = a.repeatCount; media.repeatDuration = a.repeatDuration
            }
            if let property = a as? CAPropertyAnimation, property.isCumulative, a.repeatCount > 1 || endless {
                throw WorldError("\(name).isCumulative is not drawn (each repetition starts from the same values here)")
            }
        }
    }

    /// `action` on `layer` with `key` (children keep theirs: none).
    static func placed(_ action: AnimateAction, on layer: AnimatedLayer, key: String? = nil) -> AnimateAction {
        switch action {
        case .animate(var p): p.layer = layer; if key != nil { p.key = key }; return .animate(p)
        case .spring(var p): p.layer = layer; if key != nil { p.key = key }; return .spring(p)
        case .group(var p, let c): p.layer = layer; if key != nil { p.key = key }; return .group(p, c)
        }
    }

    private static func withRemoved(_ action: AnimateAction, _ removed: Bool) -> AnimateAction {
        switch action {
        case .animate(var p): p.media.removedOnCompletion = removed; return .animate(p)
        case .spring(var p): p.media.removedOnCompletion = removed; return .spring(p)
        case .group: return action
        }
    }

    /// Transparent groups of endless animations carry a marker (a group timeOffset of the
    /// smallest time) so `repeating` knows to lengthen the group with its children.
    private static let transparentMarker = 1e-9
    private static func markTransparent(_ a: AnimateAction) -> AnimateAction {
        guard case .group(var p, let c) = a else { return a }
        p.media.timeOffset = transparentMarker
        return .group(p, c)
    }

    /// An endless action made to last `seconds` from when it was added.
    static func repeating(_ action: AnimateAction, for seconds: Double) -> AnimateAction {
        func cut<P: MediaTimingFields>(_ p: inout P) {
            p.media.repeatCount = 0
            p.media.repeatDuration = max((seconds - p.media.beginTime) * p.media.speed, shortest)
        }
        switch action {
        case .animate(var p): cut(&p); return .animate(p)
        case .spring(var p): cut(&p); return .spring(p)
        case .group(var p, let children):
            if p.media.timeOffset == transparentMarker {
                p.media.timeOffset = 0
                p.duration = max(seconds, shortest)
                return .group(p, children.map { repeating($0, for: seconds) })
            }
            cut(&p)
            return .group(p, children)
        }
    }

    private static func checkedGroup(_ p: GroupParameters, _ children: [AnimateAction]) throws(WorldError) -> AnimateAction {
        do {
            try p.validate()
            return try AnimateAction(.group, p.keyedTexts, children: children)
        } catch {
            throw WorldError("CAAnimationGroup's \(error.path) \(error.value): expected \(error.accepted)")
        }
    }

    // MARK: key paths and values

    /// A component: a scene key path and how to read its value out of a Core Animation value.
    private struct Component {
        var keyPath: AnimationKeyPath
        var read: (CAValue) -> AnimatedValue?
    }

    /// The property animation `animation` as one action per component of its key path.
    private static func components(of animation: CAAnimation, timing: Timing) throws(WorldError) -> [AnimateAction] {
        let name = animation.className
        guard let property = animation as? CAPropertyAnimation else {
            throw WorldError("a plain CAAnimation animates nothing: use CABasicAnimation, CAKeyframeAnimation, CASpringAnimation or CAAnimationGroup")
        }
        guard let path = property.keyPath else { throw WorldError("\(name) without a keyPath animates nothing") }
        let comps = try components(of: path, name: name)
        var out: [AnimateAction] = []
        if let keyframe = property as? CAKeyframeAnimation, let followed = keyframe.path {
            return try pathComponents(keyframe, followed, keyPath: path, timing: timing)
        }
        if let keyframe = property as? CAKeyframeAnimation {
            let values = keyframe.values ?? []
            guard !values.isEmpty else { throw WorldError("CAKeyframeAnimation(keyPath: \"\(path)\") without values animates nothing") }
            let columns = try columnsOf(values, comps, path: path, name: name)
            for (i, c) in comps.enumerated() {
                var p = AnimateParameters()
                p.keyPath = c.keyPath; p.values = columns[i]
                p.keyTimes = keyframe.usableKeyTimes; p.timingFunctions = keyframe.timingFunctions ?? []
                p.calculationMode = keyframe.calculationMode
                p.duration = timing.duration; p.timingFunction = timing.curve; p.media = timing.media
                p.additive = keyframe.isAdditive
                out.append(try checked(.animate, p.keyedTexts, path: path, name: name))
            }
            return out
        }
        guard let basic = property as? CABasicAnimation else {
            throw WorldError("\(name) is not evaluated: use CABasicAnimation, CAKeyframeAnimation or CASpringAnimation")
        }
        let froms = try basic.fromValue.map { v throws(WorldError) in try row(v, comps, path: path, name: name) }
        var tos = try basic.toValue.map { v throws(WorldError) in try row(v, comps, path: path, name: name) }
        let bys = try basic.byValue.map { v throws(WorldError) in try row(v, comps, path: path, name: name) }
        if bys != nil, path == "transform" {
            throw WorldError("\(name)(keyPath: \"transform\").byValue is not evaluated: animate transform.rotation.z, transform.scale or transform.translation by a number instead")
        }
        // A transform turns the shorter way between its two rotations, as Core Animation
        // interpolates decomposed matrices.
        if path == "transform", let f = froms, var t = tos, let i = comps.firstIndex(where: { $0.keyPath == .rotation }),
           case .number(let a)? = f[i], case .number(let b)? = t[i] {
            t[i] = .number(a + ShortestRotation.turn(from: a, to: b)); tos = t
        }
        for (i, c) in comps.enumerated() {
            if let spring = basic as? CASpringAnimation {
                var p = SpringActionParameters()
                p.keyPath = c.keyPath
                p.fromValue = froms?[i]; p.toValue = tos?[i]; p.byValue = bys?[i]
                p.mass = spring.mass; p.stiffness = spring.stiffness; p.damping = spring.damping
                p.initialVelocity = spring.initialVelocity
                p.duration = timing.duration; p.media = timing.media; p.additive = spring.isAdditive
                out.append(try checked(.spring, p.keyedTexts, path: path, name: name))
            } else {
                var p = AnimateParameters()
                p.keyPath = c.keyPath
                p.fromValue = froms?[i]; p.toValue = tos?[i]; p.byValue = bys?[i]
                p.duration = timing.duration; p.timingFunction = timing.curve; p.media = timing.media
                p.additive = basic.isAdditive
                out.append(try checked(.animate, p.keyedTexts, path: path, name: name))
            }
        }
        return out
    }

    /// A keyframe animation along a path (`CAKeyframeAnimation.path`) as the scene's keyframes:
    /// the path followed in chords (`CGPath.flattened`), x and y each a keyframe track whose key
    /// times are the distance travelled over the whole length, so the layer moves at an even
    /// pace (calculationMode `paced`: "Keyframe values are spaced to produce an even pace
    /// throughout the animation"; keyTimes and timingFunctions are ignored); the animation's
    /// own timing function still shapes the whole. With a rotationMode, a third track turns
    /// the layer to the path's tangent at each point (`rotateAuto`: "The objects travel on a
    /// tangent to the path"; `rotateAutoReverse` half a turn more), added to the layer's own
    /// rotation [Inferred: the layer keeps its transform and the path's turn is applied on top].
    private static func pathComponents(_ keyframe: CAKeyframeAnimation, _ followed: CGPath, keyPath: String,
                                       timing: Timing) throws(WorldError) -> [AnimateAction] {
        guard keyPath == "position" else {
            throw WorldError("CAKeyframeAnimation(keyPath: \"\(keyPath)\").path is not drawn: a path moves position")
        }
        guard keyframe.calculationMode == .paced || keyframe.calculationMode == .cubicPaced else {
            throw WorldError("CAKeyframeAnimation.path with calculationMode \(keyframe.calculationMode.rawValue) is not evaluated (paced and cubicPaced are)")
        }
        let points = followed.flattened()
        var lengths = [0.0]
        for (a, b) in zip(points, points.dropFirst()) {
            lengths.append(lengths[lengths.count - 1] + ((b.point.x - a.point.x) * (b.point.x - a.point.x) + (b.point.y - a.point.y) * (b.point.y - a.point.y)).squareRoot())
        }
        let total = lengths[lengths.count - 1]
        guard total > 0 else { throw WorldError("CAKeyframeAnimation.path of no length moves nothing") }
        let keyTimes = lengths.map { $0 / total }
        var tracks: [(AnimationKeyPath, [Double])] = [(.positionX, points.map(\.point.x)), (.positionY, points.map(\.point.y))]
        if let mode = keyframe.rotationMode {
            let turn = mode == .rotateAutoReverse ? Double.pi : 0
            tracks.append((.rotation, ShortestRotation.unwrapped(points.map { $0.tangent + turn })))
        }
        var out: [AnimateAction] = []
        for (index, (component, values)) in tracks.enumerated() {
            var p = AnimateParameters()
            p.keyPath = component; p.values = values.map { .number($0) }
            p.keyTimes = keyTimes; p.calculationMode = .linear
            p.duration = timing.duration; p.timingFunction = timing.curve; p.media = timing.media
            p.additive = index == 2 || keyframe.isAdditive
            out.append(try checked(.animate, p.keyedTexts, path: keyPath, name: keyframe.className))
        }
        return out
    }

    private static func checked(_ kind: AnimateAction.Kind, _ texts: [(key: String, text: String)], path: String,
                                name: String) throws(WorldError) -> AnimateAction {
        do {
            return try AnimateAction(kind, texts)
        } catch {
            let value = error.value.isEmpty ? "" : " \(error.value)"
            throw WorldError("\(name)(keyPath: \"\(path)\")'s \(error.path)\(value) is not drawn: expected \(error.accepted)")
        }
    }

    /// The key paths the scene animates, for refusals.
    static let acceptedKeyPaths = (["position", "bounds", "bounds.size", "transform", "transform.scale.xy"] + AnimationKeyPath.allCases.map(\.rawValue)).joined(separator: ", ")

    /// The scene key paths `path` animates, and how each reads its value.
    private static func components(of path: String, name: String) throws(WorldError) -> [Component] {
        func number(_ v: CAValue) -> AnimatedValue? { if case .number(let n) = v { .number(n) } else { nil } }
        if let direct = AnimationKeyPath(rawValue: path) {
            switch direct.valueType {
            case .number: return [Component(keyPath: direct.canonical, read: number)]
            case .color: return [Component(keyPath: direct, read: { if case .color(let c) = $0 { .color(c.drawn) } else { nil } })]
            }
        }
        switch path {
        case "transform.scale.xy":
            // Not in Apple's key-path table ("Core Animation Extensions to Key-Value Coding")
            // but honoured by Core Animation, as Pulsator relies on: the x and y scale together.
            return [Component(keyPath: .scaleX, read: number), Component(keyPath: .scaleY, read: number)]
        case "position":
            return [Component(keyPath: .positionX) { if case .point(let p) = $0 { .number(p.x) } else { nil } },
                    Component(keyPath: .positionY) { if case .point(let p) = $0 { .number(p.y) } else { nil } }]
        case "bounds.size":
            return [Component(keyPath: .width) { if case .size(let s) = $0 { .number(s.width) } else { nil } },
                    Component(keyPath: .height) { if case .size(let s) = $0 { .number(s.height) } else { nil } }]
        case "bounds":
            // A bounds' origin scrolls the layer's sublayers; the scene's parts have none.
            return [Component(keyPath: .width) { if case .rect(let r) = $0 { .number(r.width) } else { nil } },
                    Component(keyPath: .height) { if case .rect(let r) = $0 { .number(r.height) } else { nil } }]
        case "transform":
            func part(_ k: KeyPath<CGAffineTransform.Decomposition, Double>) -> (CAValue) -> AnimatedValue? {
                { v in
                    guard case .transform(let t) = v, t.undrawableReason == nil, let d = t.affine.decomposition else { return nil }
                    return .number(d[keyPath: k])
                }
            }
            return [Component(keyPath: .scaleX, read: part(\.scaleX)), Component(keyPath: .scaleY, read: part(\.scaleY)),
                    Component(keyPath: .rotation, read: part(\.rotation)),
                    Component(keyPath: .translationX, read: part(\.translationX)),
                    Component(keyPath: .translationY, read: part(\.translationY))]
        default:
            throw WorldError("\(name)(keyPath: \"\(path)\") is not drawn (the scene animates \(acceptedKeyPaths))")
        }
    }

    /// One value split into its components.
    private static func row(_ v: CAValue, _ comps: [Component], path: String, name: String) throws(WorldError) -> [AnimatedValue?] {
        if case .transform(let t) = v, let reason = t.undrawableReason { throw WorldError("\(name)(keyPath: \"\(path)\"): \(reason)") }
        let values = comps.map { $0.read(v) }
        if values.contains(where: { $0 == nil }) {
            throw WorldError("\(name)(keyPath: \"\(path)\") given \(v.kind), which that key path does not hold")
        }
        return values
    }

    /// Keyframe values split into one list per component (a transform's rotations unwrapped
    /// so each segment turns the shorter way).
    private static func columnsOf(_ values: [CAValue], _ comps: [Component], path: String, name: String) throws(WorldError) -> [[AnimatedValue]] {
        var columns = [[AnimatedValue]](repeating: [], count: comps.count)
        for v in values {
            let r = try row(v, comps, path: path, name: name)
            for i in comps.indices { if let x = r[i] { columns[i].append(x) } }
        }
        if path == "transform", let i = comps.firstIndex(where: { $0.keyPath == .rotation }) {
            let angles = columns[i].compactMap(\.number)
            columns[i] = ShortestRotation.unwrapped(angles).map { .number($0) }
        }
        return columns
    }
}
