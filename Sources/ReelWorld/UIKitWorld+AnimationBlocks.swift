import ReelModels
import ReelTimeline

/// UIView's animation blocks (UIView(UIViewAnimationWithBlocks), UIView(UIViewKeyframeAnimations)):
/// the block context says which closure is running; what it changed is recorded as view actions.
extension UIKitWorld {
    /// UIView.animate(withDuration:delay:options:animations:completion:) (and its shorter
    /// forms): `animations` runs now; each part it changed animates from its old values over
    /// `duration` after `delay`, with the options' curve; `completion` runs when they end.
    public func animate(withDuration duration: Double, delay: Double = 0, options: UIViewAnimationOptions = [],
                        animations: () throws -> Void, completion: ((Bool) throws -> Void)? = nil) throws {
        var p = ViewAnimateParameters()
        p.curve = options.curve
        try viewBlock(p, duration: duration, delay: delay, options: options, animations, completion)
    }

    /// UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:
    /// animations:completion:): the same, moved by a spring of that damping ratio that settles
    /// within `duration` (ReelTimeline's SpringParameters(dampingRatio:initialVelocity:duration:)).
    public func animate(withDuration duration: Double, delay: Double = 0, usingSpringWithDamping ratio: Double,
                        initialSpringVelocity velocity: Double, options: UIViewAnimationOptions = [],
                        animations: () throws -> Void, completion: ((Bool) throws -> Void)? = nil) throws {
        var p = ViewAnimateParameters()
        p.springDamping = min(1, max(0, ratio)); p.springVelocity = velocity
        try viewBlock(p, duration: duration, delay: delay, options: options, animations, completion)
    }

    /// A view block with its curve or spring already in `base`.
    func viewBlock(_ base: ViewAnimateParameters, duration: Double, delay: Double, options: UIViewAnimationOptions,
                   _ animations: () throws -> Void, _ completion: ((Bool) throws -> Void)?) throws {
        let spring = base.springDamping != nil || base.springStiffness != nil
        let inherited = AnimationBlockContext.Inherited(duration: max(0, duration), delay: max(0, delay), curve: spring ? nil : base.curve)
        try blocks.enter(.animate(inherited), refusal: "UIView.animate inside another animation block's closure is not evaluated: start it from the completion, or after the block")
        do { try flush() } catch { blocks.leave(); throw error }
        var before = recorder.parts
        let unbound = unboundLooks()
        do { try animations() } catch { blocks.leave(); throw error }
        // A keyframe block nested in the closure animated its parts (and left their values in
        // `recorder.parts`): this block animates only what the closure changed after it.
        for part in blocks.nestedParts { before[part] = recorder.parts[part] }
        let modified = blocks.modified
        blocks.leave()
        if let modified {
            // Only what modifyAnimations' closure changes repeats: a change made beside it in
            // the block's closure would animate once, which one recorded block cannot say.
            for (part, view) in bound {
                guard let old = before[part] else { continue }
                let now = try sceneState(of: view, as: part)
                if modified.entry[part] != old || modified.exit[part] != now {
                    throw WorldError("UIView.animate: a block whose closure changes \(part.rawValue) outside its UIView.modifyAnimations closure is not evaluated: change the views inside modifyAnimations only")
                }
            }
        }
        if duration > 0 { noteStarted(unbound) }
        // `.repeat` repeats forever unless the closure set a count (setAnimationRepeatCount).
        // modifyAnimations gives the count and autoreverse whatever the options say.
        let count = options.contains(.repeat) || modified != nil ? blocks.repeatCount : nil
        let endlessly = options.contains(.repeat) && count == nil
        var p = base
        if let count { p.repeatCount = count }
        p.duration = max(0, duration); p.delay = max(0, delay)
        p.autoreverses = modified?.autoreverses ?? options.contains(.autoreverse)
        p.beginFromCurrentState = options.contains(.beginFromCurrentState)
        // UIView.animate with no duration changes the values at once and animates nothing
        // (after any delay the completion runs as usual).
        if p.duration == 0 {
            try flush()
        } else {
            for part in ViewPart.allCases {
                guard let view = bound[part], let old = before[part] else { continue }
                let new = try sceneState(of: view, as: part)
                guard new != old else { continue }
                var q = p
                q.view = part
                q.values = ViewValues(from: old, to: new)
                if q.values.isEmpty { recorder.parts[part] = new; continue }
                try countAnimation()
                if endlessly {
                    recorder.noteEndless(added: sceneNow, begins: sceneNow + Rational(reading: p.delay),
                                         cycle: Rational(reading: p.duration) * Rational(p.autoreverses ? 2 : 1))
                }
                record(.viewAnimate(try checked(q, part, layer: view.layer)))
                recorder.parts[part] = new
            }
        }
        if endlessly { return }  // UIKit never calls the completion of an animation that repeats forever
        // (A block of no duration completes after its delay: nothing ran as Core Animation's 0.25 s.)
        let end = sceneNow + (p.duration == 0 ? Rational(reading: p.delay) : p.exactDuration)
        noteEnd(end)
        if let completion { try schedule(at: end - start) { try completion(true) } }
    }

    /// UIView.setAnimationRepeatCount(_:) (UIView.h, deprecated in iOS 13, still honoured):
    /// inside a UIView.animate block's closure, the block's animations repeat `count` times
    /// (fractions allowed, as CAMediaTiming's repeatCount) instead of forever with `.repeat`,
    /// and the completion runs when they end; "this method does nothing if called from outside
    /// of an animation block".
    public func setAnimationRepeatCount(_ count: Double) {
        guard case .animate = blocks.current, count > 0 else { return }
        blocks.repeatCount = count
    }

    /// UIView.modifyAnimations(withRepeatCount:autoreverses:animations:) (iOS 13 and later):
    /// "Repeats the specified animations a specific number of times, optionally running the
    /// animation forward and backward … You must call this method from within an enclosing
    /// animation block." Inside a UIView.animate block's closure, the block's animations repeat
    /// `count` times (CAMediaTiming's repeatCount; a fraction stops part way), reversing when
    /// `autoreverses` says, and the completion runs when they end. One per block; elsewhere
    /// refused, as Apple allows it nowhere else.
    public func modifyAnimations(withRepeatCount count: Double, autoreverses: Bool, animations: () throws -> Void) throws {
        guard case .animate = blocks.current else {
            throw WorldError("UIView.modifyAnimations outside a UIView.animate block's closure is not evaluated: call it from within the block's animations closure (Apple: \"from within an enclosing animation block\")")
        }
        guard blocks.modified == nil, blocks.repeatCount == nil else {
            throw WorldError("UIView.modifyAnimations: one per UIView.animate block is evaluated (with no setAnimationRepeatCount beside it)")
        }
        // (The recorded block's own check bounds the count from above, as for setAnimationRepeatCount.)
        guard count.isFinite, count > 0 else {
            throw WorldError("UIView.modifyAnimations(withRepeatCount: \(plainNumber(count))): expected a count above 0")
        }
        var entry: [ViewPart: LayerState] = [:]
        for (part, view) in bound { entry[part] = try sceneState(of: view, as: part) }
        try animations()
        var exit: [ViewPart: LayerState] = [:]
        for (part, view) in bound { exit[part] = try sceneState(of: view, as: part) }
        blocks.repeatCount = count
        blocks.modified = (autoreverses, entry, exit)
    }

    /// UIView.animateKeyframes(withDuration:delay:options:animations:completion:): `animations`
    /// runs now and adds keyframes (`addKeyframe`); each part they change gets its keyframes,
    /// the block's curve from the options (easeInEaseOut when they name none).
    public func animateKeyframes(withDuration duration: Double, delay: Double = 0, options: UIViewKeyframeAnimationOptions = [],
                                 animations: () throws -> Void, completion: ((Bool) throws -> Void)? = nil) throws {
        let collection = AnimationBlockContext.KeyframeCollection()
        let animation = options.animationOptions
        var duration = duration, delay = delay
        var curve = animation.curve
        // Inside a UIView block's closure (UIView.animate, a property animator's animations):
        // the keyframe block inherits the outer block's duration and curve unless its options
        // override them (UIView.AnimationOptions.overrideInheritedDuration/-Curve, UIView.h);
        // its delay counts from the outer block's start. The outer block's changes so far are
        // not set apart: they animate over the whole keyframe block, which then has its timing.
        var outer: AnimationBlockContext.Block?
        if case .animate(let inherited)? = blocks.current {
            if !animation.contains(.overrideInheritedDuration) { duration = inherited.duration }
            if !animation.contains(.overrideInheritedCurve) {
                guard let inheritedCurve = inherited.curve else {
                    throw WorldError("UIView.animateKeyframes inside a spring animation block's closure is not evaluated: a keyframe block takes a curve, not a spring")
                }
                curve = inheritedCurve
            }
            delay = inherited.delay + max(0, delay)
            outer = blocks.nest(.keyframes(collection))
        } else {
            try blocks.enter(.keyframes(collection), refusal: "UIView.animateKeyframes inside another animation block's closure is not evaluated")
            do { try flush() } catch { blocks.leave(); throw error }
        }
        func leave() { if let outer { blocks.resume(outer) } else { blocks.leave() } }
        let before = recorder.parts
        let unbound = unboundLooks()
        do {
            try animations()
            // Changes made in the block's closure outside any keyframe animate over the whole block.
            try collectKeyframe(into: collection, start: 0, duration: 1)
        } catch { leave(); recorder.parts = before; throw error }
        leave()
        if outer != nil { blocks.nestedParts.formUnion(collection.frames.keys) }
        if duration > 0 { noteStarted(unbound) }
        let endlessly = animation.contains(.repeat)
        var p = ViewKeyframesParameters()
        p.duration = max(0, duration); p.delay = max(0, delay)
        p.curve = curve
        p.calculationMode = options.calculationMode
        p.autoreverses = animation.contains(.autoreverse)
        p.beginFromCurrentState = animation.contains(.beginFromCurrentState)
        // `collectKeyframe` moved `recorded` along keyframe by keyframe; the blocks start from `before`.
        let after = recorder.parts
        recorder.parts = before
        for part in ViewPart.allCases {
            guard let frames = collection.frames[part], !frames.isEmpty else { continue }
            if p.duration == 0 { continue }
            var q = p
            q.view = part
            try countAnimation()
            if endlessly {
                recorder.noteEndless(added: sceneNow, begins: sceneNow + Rational(reading: p.delay),
                                     cycle: Rational(reading: p.duration) * Rational(p.autoreverses ? 2 : 1))
            }
            let action: ViewKeyframesAction
            do { action = try ViewKeyframesAction(try checked(q, part, layer: bound[part]?.layer), frames) } catch let e as ParameterError {
                throw WorldError("the \(part.rawValue)'s keyframes: \(e.accepted)")
            }
            record(.viewKeyframes(action))
        }
        recorder.parts = after
        if p.duration == 0 {
            // No duration: the values are set at once.
            recorder.parts = before
            try flush()
        }
        if endlessly { return }
        let end = sceneNow + (p.duration == 0 ? Rational(reading: p.delay) : p.exactDuration)
        noteEnd(end)
        if let completion { try schedule(at: end - start) { try completion(true) } }
    }

    /// UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:), inside
    /// animateKeyframes' closure: `animations` runs now; what it changes is reached at
    /// start + duration (fractions of the block).
    public func addKeyframe(withRelativeStartTime start: Double, relativeDuration duration: Double,
                            animations: () throws -> Void) throws {
        guard let collection = blocks.keyframes else {
            throw WorldError("UIView.addKeyframe outside UIView.animateKeyframes' animations closure is not evaluated")
        }
        guard (0...1).contains(start), (0...1).contains(duration) else {
            throw WorldError("UIView.addKeyframe(withRelativeStartTime: \(plainNumber(start)), relativeDuration: \(plainNumber(duration))): expected both from 0 to 1")
        }
        // Changes made between keyframes belong to the block.
        try collectKeyframe(into: collection, start: 0, duration: 1)
        try animations()
        try collectKeyframe(into: collection, start: start, duration: duration)
    }

    /// Adds what changed in the bound views since the last keyframe as a keyframe.
    func collectKeyframe(into collection: AnimationBlockContext.KeyframeCollection, start: Double, duration: Double) throws(WorldError) {
        for part in ViewPart.allCases {
            guard let view = bound[part], let old = recorder.parts[part] else { continue }
            let new = try sceneState(of: view, as: part)
            guard new != old else { continue }
            var k = ViewKeyframeParameters()
            k.start = start; k.duration = duration
            k.values = ViewValues(from: old, to: new)
            if !k.values.isEmpty {
                let frames = collection.frames[part, default: []]
                guard frames.count < ViewKeyframesAction.maxKeyframes else {
                    throw WorldError("more than \(ViewKeyframesAction.maxKeyframes) keyframes in one block on the \(part.rawValue)")
                }
                collection.frames[part] = frames + [try checked(k, part, layer: bound[part]?.layer)]
            }
            recorder.parts[part] = new
        }
    }

    /// UIView.performWithoutAnimation(_:): outside a block the changes are set at once, as
    /// any change outside a block is.
    public func performWithoutAnimation(_ actions: () throws -> Void) throws {
        guard !blocks.isInsideBlock else {
            throw WorldError("UIView.performWithoutAnimation inside an animation block's closure is not evaluated")
        }
        try actions()
        try flush()
    }
}
