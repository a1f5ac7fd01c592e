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
    public internal(set) var timeline = Timeline()
    /// The badge's state after the actions so far.
    public private(set) var hub: BadgeHub
    /// The host view's layer, drawn first.
    public let host: Timeline.LayerID
    /// The badge circle's layer (redCircle).
    public let badge: Timeline.LayerID
    /// The count label's layer (countLabel), drawn on top.
    public let label: Timeline.LayerID
    /// The stage's clock, in seconds, exactly.
    public internal(set) var clock: Rational = .zero
    /// The layers the script added (`layer` actions), by name.
    var sublayers = SublayerTree()
    /// The stage's clock, in seconds.
    public var now: Double { clock.doubleValue }
    /// The font engine's measure, for badges that fit their content.
    private let measure: any TextMeasuring
    /// The host's contents by name: what a view action's `image: host` draws.
    let hostIcon: String?

    /// - Parameters:
    ///   - hostSize: the host view, at (0, 0).
    ///   - icon: the host's contents by name (the renderer draws it); nil for none.
    public init(hostSize: Size, icon: String?, hostColor: RGBA, hub: BadgeHub, measure: any TextMeasuring) {
        self.hub = hub
        self.measure = measure
        hostIcon = icon
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

    // MARK: what an animation adds (SeedAnimation.run(on:))

    /// Sets `layer`'s model values at `now`, as a property set outside an animation block.
    public mutating func setModel(of layer: Timeline.LayerID, _ change: @escaping @Sendable (inout LayerState) -> Void) {
        timeline.setModel(of: layer, at: clock, change)
    }

    /// Adds a Core Animation animation to `layer` at `now`; the clock stays where it is.
    public mutating func add(_ animation: any LayerAnimation, to layer: Timeline.LayerID) {
        timeline.add(animation, to: layer, at: clock)
    }

    /// UIView.animate's chained steps at `now`; the clock advances to the chain's end.
    public mutating func animateChain(curve: ViewAnimationCurve, _ steps: [ViewAnimationStep]) {
        clock = timeline.animateChain(at: clock, curve: curve, steps)
    }

    /// UIView.animateKeyframes at `now`; the clock advances to the block's end.
    public mutating func animateKeyframes(duration: Double, curve: TimingFunction, calculationMode: CalculationMode,
                                          _ keyframes: [ViewKeyframe]) {
        clock = timeline.animateKeyframes(at: clock, duration: duration, curve: curve,
                                          calculationMode: calculationMode, keyframes)
    }

    /// Changes the hub's own state without writing it to the layers: an animation that sets
    /// the layers itself (blink's alpha) keeps the hub in step for the actions after it.
    public mutating func changeHub(_ change: (inout BadgeHub) -> Void) {
        change(&hub)
    }

    // MARK: a user's own animation

    /// A user's `animate`, `spring` or `group` at `now` on its layer; the clock advances by
    /// its active time. On the badge, what moves the layer (geometry, transform, opacity)
    /// is added to the count's layer too, as the badge view's sublayers move with it.
    /// An animation added with a key first takes off the one added with the same key on the
    /// same part, as CALayer.add(_:forKey:) replaces it.
    mutating func add(_ action: AnimateAction) {
        if let name = action.sublayer { return addToSublayer(action, name: name) }
        if let key = action.key { remove(part: ViewPart(action.layer), key: key) }
        var added: [(layer: Timeline.LayerID, index: Int)] = []
        func attach(_ a: any LayerAnimation, to layer: Timeline.LayerID) {
            added.append((layer, timeline.animations(of: layer).count))
            timeline.add(a, to: layer, at: clock)
        }
        switch action.layer {
        case .host:
            if let a = action.layerAnimation() { attach(a, to: host) }
        case .label:
            if let a = action.layerAnimation() { attach(a, to: label) }
        case .circle:
            if let a = action.layerAnimation() { attach(a, to: badge) }
        case .badge:
            if let a = action.layerAnimation() { attach(a, to: badge) }
            if let a = action.layerAnimation(keeping: \.movesContents) {
                badgeCopies.insert(timeline.animations(of: label).count)
                attach(a, to: label)
            }
        }
        if let key = action.key { keyed[KeyedAnimation(part: ViewPart(action.layer), key: key)] = added.map { [$0.layer, $0.index] } }
        clock += action.exactDuration
    }

    /// The animations added with a key, by part and key: (layer, index) pairs.
    private var keyed: [KeyedAnimation: [[Int]]] = [:]
    /// The count layer's animations that are copies of the badge's (they go when the badge's go).
    private var badgeCopies: Set<Int> = []

    private struct KeyedAnimation: Hashable, Sendable {
        var part: ViewPart
        var key: String
    }

    /// The layer of `part`.
    public func layer(of part: ViewPart) -> Timeline.LayerID {
        switch part {
        case .host: host
        case .badge: badge
        case .label: label
        }
    }

    /// CALayer.removeAnimation(forKey:) at `now`, or removeAllAnimations without a key (the
    /// badge's copies on the count layer go with the badge's).
    mutating func remove(part: ViewPart, key: String?) {
        if let key {
            guard let entries = keyed.removeValue(forKey: KeyedAnimation(part: part, key: key)) else { return }
            for entry in entries {
                timeline.removeAnimations(of: entry[0], at: clock) { $0 == entry[1] }
            }
            return
        }
        timeline.removeAnimations(of: layer(of: part), at: clock) { _ in true }
        if part == .badge {
            let copies = badgeCopies
            timeline.removeAnimations(of: label, at: clock) { copies.contains($0) }
        }
        keyed = keyed.filter { $0.key.part != part }
    }

    // MARK: view actions (a Swift file's UIKit calls)

    /// `set`: view values set outside an animation block, at `now`.
    mutating func set(_ p: SetViewParameters) {
        let values = p.values.resolvingHostImage(hostIcon)
        timeline.setModel(of: layer(of: p.view), at: clock) { values.apply(to: &$0) }
    }

    /// `transition`: the part's content as it shows now leaves and the new values' arrives by
    /// the transition; the clock advances to its end.
    mutating func transition(_ p: TransitionParameters) {
        let id = layer(of: p.view)
        let outgoing = timeline.presentation(of: id, at: clock)
        let values = p.values
        timeline.setModel(of: id, at: clock) { values.apply(to: &$0) }
        timeline.add(TransitionAnimation(style: p.style, duration: p.duration, timingFunction: p.curve, outgoing: outgoing), to: id, at: clock)
        clock = clock + p.exactDuration
    }

    /// `viewAnimate`: UIView.animate at `now`; the clock advances to its completion.
    mutating func viewAnimate(_ p: ViewAnimateParameters) {
        let values = p.values.resolvingHostImage(hostIcon)
        clock = timeline.animate(at: clock, duration: p.duration, delay: p.delay, curve: p.timelineCurve,
                                 repeating: p.repeating, [ViewChange(layer(of: p.view)) { values.apply(to: &$0) }])
    }

    /// `viewKeyframes`: UIView.animateKeyframes at `now`; the clock advances to its completion.
    mutating func viewKeyframes(_ a: ViewKeyframesAction) {
        let layer = layer(of: a.block.view)
        clock = timeline.animateKeyframes(at: clock, duration: a.block.duration, delay: a.block.delay, curve: a.block.curve,
                                          calculationMode: a.block.calculationMode, repeating: a.block.repeating,
                                          a.keyframes.map { $0.keyframe(on: layer, hostIcon: hostIcon) })
    }

    /// Runs `body` with the clock at `time`; afterwards the clock stands at the later of
    /// where it was and where `body` left it (an action placed with `at`).
    mutating func at(_ time: Rational, _ body: (inout BadgeStage) -> Void) {
        let saved = clock
        clock = time
        body(&self)
        clock = .max(saved, clock)
    }
}

extension ViewPart {
    /// The part a user animation's layer names.
    init(_ layer: AnimatedLayer) {
        switch layer {
        case .host: self = .host
        case .badge: self = .badge
        case .label: self = .label
        case .circle: self = .badge
        }
    }
}
