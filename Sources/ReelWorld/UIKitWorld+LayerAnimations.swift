import ReelModels
import ReelTimeline

/// CALayer's animations (CALayer.h: add(_:forKey:), removeAnimation(forKey:)), recorded as layer actions.
extension UIKitWorld {
    /// CALayer.add(_:forKey:) on `layer`: the animation (a copy) runs from now on the part its
    /// view is drawn as; an animation added with the same key is taken off first.
    func add(_ animation: CAAnimation, to layer: CALayer, key: String?) throws(WorldError) {
        if let transition = animation as? CATransition { return try addTransition(transition, to: layer) }
        try flush()
        let transactionDuration = transactions.duration
        let converted = try CAAnimationRecording.action(animation, layer: .badge, key: key,
                                                        mediaNow: currentMediaTime(),
                                                        transactionDuration: transactionDuration)
        // strokeStart and strokeEnd are CAShapeLayer's: on another layer the animation runs
        // and moves nothing drawn, which would be a still clip.
        if !(layer is CAShapeLayer), let shapeOnly = converted.action.keyPaths.first(where: \.isShapeLayerOnly) {
            throw WorldError("\(animation.className)(keyPath: \"\(shapeOnly.rawValue)\") added to a \(layer.className) is not drawn: \(shapeOnly.rawValue) is a CAShapeLayer's (the stroke drawn along its path), and a \(layer.className) draws no stroke")
        }
        if let key {
            layer.keyed.removeAll { $0.key == key }; recorder.removeOverlong(of: ObjectIdentifier(layer), key: key)
            // The animation it replaces is taken off before its end.
            try tellRemoved(from: layer, key: key)
        }
        if let refusal = converted.overlong { recorder.noteOverlong(layer: ObjectIdentifier(layer), key: key, refusal: refusal) }
        let end = converted.endless ? nil : sceneNow + converted.action.exactDuration
        if let key { layer.keyed.append((key, animation, end)) }
        try tellDelegate(of: animation, on: layer, key: key, begins: sceneNow + Rational(reading: converted.begin), ends: end)
        animationsStarted += 1
        // A part's layer, or a layer the code added under a part (recorded by the flush above).
        let part: ViewPart, sublayer: String?
        if let viewPart = layer.view?.part {
            part = viewPart; sublayer = nil
        } else if let recorded = recordedSublayer(layer) {
            part = recorded.part; sublayer = recorded.name
        } else {
            recorder.unboundAnimationCount += 1
            if let view = layer.view { noteMovedUnbound(view) }
            return
        }
        try countAnimation()
        var action = converted.action
        action = CAAnimationRecording.placed(action, on: animatedLayer(part))
        if let sublayer { action = action.onSublayer(sublayer) }
        // Core Animation takes off an animation added earlier with the same key.
        if let key { recorder.cutLayerAnimations(of: ObjectIdentifier(layer), key: key, now: sceneNow) }
        if converted.endless {
            recorder.noteEndless(added: sceneNow, begins: sceneNow + Rational(reading: converted.begin), cycle: Rational(reading: converted.cycle),
                                 layer: ObjectIdentifier(layer), key: key)
        } else if let end {
            // The open transactions' end; the length keeps it apart, so that taking it off shortens it.
            transactions.noteEnd(end)
            // The clip runs until the last replicated copy ends: instance i plays it
            // instanceDelay × i later (Apple, CAReplicatorLayer.instanceDelay).
            let copiesEnd = end + Rational(reading: Self.replicatedDelay(of: layer))
            recorder.noteLayerAnimationEnd(layer: ObjectIdentifier(layer), key: key, added: sceneNow, end: copiesEnd)
        }
        record(.layerAnimation(action))
    }

    /// How much later than `layer`'s own the last replicated copy of its animations runs: each
    /// CAReplicatorLayer above it plays instance i's animations instanceDelay × i later, nested
    /// ones adding up.
    static func replicatedDelay(of layer: CALayer) -> Double {
        var delay = 0.0
        var above = layer.superlayer
        while let l = above {
            if let replicator = l as? CAReplicatorLayer {
                delay += max(0, replicator.instanceDelay) * Double(max(0, replicator.instanceCount - 1))
            }
            above = l.superlayer
        }
        return delay
    }

    /// CALayer.removeAnimation(forKey:) (or removeAllAnimations, key nil) on `layer`.
    ///
    /// The turn's changes are not recorded first: a removal changes no model value, so a change
    /// made before it in the same turn is the same recorded after it, and a `CATransition` added
    /// later in the turn must still show it ("set the text, remove the old push, add the next",
    /// as a counter that pushes each digit does).
    func removeAnimation(from layer: CALayer, key: String?) throws(WorldError) {
        if let key { layer.keyed.removeAll { $0.key == key } } else { layer.keyed.removeAll() }
        recorder.removeOverlong(of: ObjectIdentifier(layer), key: key)
        try tellRemoved(from: layer, key: key)
        recorder.cutLayerAnimations(of: ObjectIdentifier(layer), key: key, now: sceneNow)
        var p = RemoveAnimationParameters()
        if let part = layer.view?.part {
            p.view = part
        } else if let recorded = recordedSublayer(layer) {
            p.view = recorded.part; p.sublayer = recorded.name
        } else {
            return
        }
        let part = p.view
        p.key = key
        record(.removeAnimation(try checked(p, part)))
    }

    /// The layer a part's animation is added to: the badge's circle alone unless the count is
    /// drawn inside the badge view (then it moves with the circle's layer, as sublayers do).
    func animatedLayer(_ part: ViewPart) -> AnimatedLayer {
        switch part {
        case .host: return .host
        case .label: return .label
        case .badge:
            if let badge = bound[.badge], let label = bound[.label], label !== badge, label.isDescendant(of: badge) { return .badge }
            return .circle
        }
    }
}
