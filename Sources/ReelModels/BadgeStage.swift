import ReelTimeline

/// A host view with a BadgeHub on it, and a clock: the place where a script of actions
/// (set the count, pop, bump, blink, shake, wait) becomes layers and animations on a
/// timeline. Each action happens at `now`; animations advance `now` to their end, so a
/// script reads in order; `wait` adds still time.
///
/// The clock is exact (`Rational`): every duration is read as the number it was written as and
/// summed without rounding, so a run that starts after 0.1 + 0.3 + 0.2 s starts at 3/5 s, the
/// time of frame 36 at 60 fps, not one ulp after it.
public struct BadgeStage: Sendable {
    /// The layers and animations the script has made so far.
    public private(set) var timeline = Timeline()
    /// The badge's state after the actions so far.
    public private(set) var hub: BadgeHub
    /// The host view's layer, drawn first.
    public let host: Timeline.LayerID
    /// The badge circle's layer (redCircle).
    public let badge: Timeline.LayerID
    /// The count label's layer (countLabel), drawn on top.
    public let label: Timeline.LayerID
    /// The stage's clock, in seconds, exactly.
    public private(set) var clock: Rational = .zero
    /// The stage's clock, in seconds.
    public var now: Double { clock.doubleValue }
    /// The font engine's measure, for badges that fit their content.
    private let measure: any TextMeasuring

    /// - Parameters:
    ///   - hostSize: the host view, at (0, 0).
    ///   - icon: the host's contents by name (the renderer draws it); nil for none.
    public init(hostSize: Size, icon: String?, hostColor: RGBA, hub: BadgeHub, measure: any TextMeasuring) {
        self.hub = hub
        self.measure = measure
        host = timeline.addLayer(LayerState(frame: Rect(origin: .zero, size: hostSize),
                                            foregroundColor: hostColor, contents: icon))
        badge = timeline.addLayer(LayerState())
        label = timeline.addLayer(LayerState())
        fitContent()
        sync()
    }

    /// NotificationBadge sizes to what its label reads, which only the font engine knows.
    private mutating func fitContent() {
        guard hub.contentPadding != nil else { return }
        hub.fitContent(width: measure.width(of: hub.labelText, fontSize: hub.fontSize, weight: hub.fontWeight))
    }

    /// Writes the hub's values into the badge and label models at `now`. The values are
    /// computed here, once, so evaluating a frame only copies them.
    private mutating func sync() {
        let circle = LayerState(frame: hub.circleFrame, cornerRadius: hub.cornerRadius, opacity: hub.alpha,
                                isHidden: hub.isCircleHidden, backgroundColor: hub.circleColor,
                                borderColor: hub.circleBorderColor, borderWidth: hub.circleBorderWidth)
        let text = LayerState(frame: hub.circleFrame, opacity: hub.alpha, isHidden: hub.isLabelHidden,
                              text: hub.labelText, fontSize: hub.fontSize, fontWeight: hub.fontWeight,
                              foregroundColor: hub.labelColor)
        timeline.setModel(of: badge, at: clock) { [circle] s in s = circle }
        timeline.setModel(of: label, at: clock) { [text] s in s = text }
    }

    /// Changes the hub as `change` says, at `now`.
    public mutating func update(_ change: (inout BadgeHub) -> Void) {
        change(&hub)
        fitContent()
        sync()
    }

    /// Still time.
    public mutating func wait(_ seconds: Double) { clock += Rational(reading: seconds) }

    // MARK: BadgeHub's animations

    /// BadgeHub.pop() at `now`.
    public mutating func pop(_ p: PopParameters) {
        let base = hub.baseFrame
        let h = base.height, w = base.width
        // (a) The cornerRadius group: linear children back to back, fill mode removed.
        var children: [any LayerAnimation] = []
        // The library's radii are ratio × H/2; a corner style other than the capsule scales
        // its own radius by the same ratios, so `--corner-style` pops consistently.
        let radius = hub.cornerRadius
        // Begin times and the group's length are exact sums of the step durations (each a
        // small fraction, so its Double reads back exactly).
        var begin = Rational.zero, previous = radius
        for step in p.steps {
            let target = step.ratio * radius
            children.append(BasicAnimation(keyPath: \LayerState.cornerRadius, from: previous, to: target,
                                           timing: MediaTiming(beginTime: begin.doubleValue, duration: step.duration),
                                           isRemovedOnCompletion: false))
            previous = target; begin += Rational(reading: step.duration)
        }
        timeline.add(AnimationGroup(animations: children, timing: MediaTiming(duration: begin.doubleValue)),
                     to: badge, at: clock)
        // (b) Four chained UIView.animate steps of the size about the fixed center.
        let badge = self.badge
        let steps = p.steps.map { step in
            ViewAnimationStep(duration: step.duration, changes: [ViewChange(badge) { s in
                s.size = Size(width: w * step.ratio, height: h * step.ratio)
            }])
        }
        clock = timeline.animateChain(at: clock, curve: .timing(p.curve), steps)
    }

    /// BadgeHub.bump() at `now`: center y = initialCenter.y − v for the circle and label
    /// (bumpCenterY; the tutorial's copy with initialCenter never set uses 0).
    public mutating func bump(_ p: BumpParameters) {
        let y0 = hub.bumpCenter.y
        let badge = self.badge, label = self.label
        func bumpCenterY(_ v: Double) -> [ViewChange] {
            [ViewChange(badge) { $0.center.y = y0 - v }, ViewChange(label) { $0.center.y = y0 - v }]
        }
        for change in bumpCenterY(0) { timeline.setModel(of: change.layer, at: clock, change.change) }
        clock = timeline.animateChain(at: clock, curve: .timing(p.curve), [
            ViewAnimationStep(duration: p.firstBumpTime, changes: bumpCenterY(p.firstBumpDistance)),
            ViewAnimationStep(duration: p.firstBumpTime, changes: bumpCenterY(0)),
            ViewAnimationStep(duration: p.secondBumpTime, changes: bumpCenterY(p.secondBumpDistance)),
            ViewAnimationStep(duration: p.secondBumpTime, changes: bumpCenterY(0)),
        ])
    }

    /// BadgeHub.blink() at `now`: setAlpha(blinkAlpha), then animate to 1, blinkAlpha, 1.
    public mutating func blink(_ p: BlinkParameters) {
        let badge = self.badge, label = self.label
        func setAlpha(_ a: Double) -> [ViewChange] {
            [ViewChange(badge) { $0.opacity = a }, ViewChange(label) { $0.opacity = a }]
        }
        hub.setAlpha(p.blinkAlpha)
        for change in setAlpha(p.blinkAlpha) { timeline.setModel(of: change.layer, at: clock, change.change) }
        clock = timeline.animateChain(at: clock, curve: .timing(p.curve), [
            ViewAnimationStep(duration: p.blinkDuration, changes: setAlpha(1)),
            ViewAnimationStep(duration: p.blinkDuration, changes: setAlpha(p.blinkAlpha)),
            ViewAnimationStep(duration: p.blinkDuration, changes: setAlpha(1)),
        ])
        hub.setAlpha(1)
    }

    // MARK: a user's own animation

    /// A user's `animate`, `spring` or `group` at `now` on its layer; the clock advances by
    /// its active time. On the badge, what moves the layer (geometry, transform, opacity)
    /// is added to the count's layer too, as the badge view's sublayers move with it.
    mutating func add(_ action: AnimateAction) {
        switch action.layer {
        case .host:
            if let a = action.layerAnimation() { timeline.add(a, to: host, at: clock) }
        case .badge:
            if let a = action.layerAnimation() { timeline.add(a, to: badge, at: clock) }
            if let a = action.layerAnimation(keeping: \.movesContents) { timeline.add(a, to: label, at: clock) }
        }
        clock += action.exactDuration
    }

    // MARK: the Shaky Bell

    /// shakeWith(duration:angle:yOffset:) on the host at `now`.
    public mutating func shake(_ p: ShakeParameters) {
        let yOffset = p.yOffset
        timeline.setModel(of: host, at: clock) { $0.setAnchorPoint(Point(x: 0.5, y: yOffset)) }
        let host = self.host
        // k/n and 1/n (n ≤ 1000) read back as those exact fractions, so keyframe k starts
        // exactly where keyframe k − 1 ends.
        let n = Double(p.keyframes)
        let keyframes = p.keyframeAngles.enumerated().map { k, angle in
            ViewKeyframe(relativeStartTime: Double(k) / n, relativeDuration: 1 / n,
                         changes: [ViewChange(host) { $0.rotation = angle }])
        }
        clock = timeline.animateKeyframes(at: clock, duration: p.duration, curve: p.curve,
                                        calculationMode: p.calculationMode, keyframes)
    }
}
