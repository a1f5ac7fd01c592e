import ReelTimeline

/// BadgeHub.pop(): the circle shrinks, overshoots and settles about its center while a
/// CAAnimationGroup moves its cornerRadius through the same ratios (linearly, so inside a
/// segment the radius and the size disagree, as on a device).
public struct PopParameters: SeedAnimation {
    /// Size at the end of the first step, times the base size.
    public var popStartRatio = 0.85
    /// Overshoot size, times the base size.
    public var popOutRatio = 1.05
    /// Undershoot size, times the base size.
    public var popInRatio = 0.95
    /// timeStart, timeOut, timeIn, timeEnd in the library.
    public var popStartTime = 0.05
    /// Seconds of the overshoot step.
    public var popOutTime = 0.2
    /// Seconds of the undershoot step.
    public var popInTime = 0.05
    /// Seconds of the settling step, back to the base size.
    public var popEndTime = 0.05
    /// The UIView.animate steps' curve (UIKit's default, easeInEaseOut).
    public var curve: TimingFunction = .easeInEaseOut

    /// The library's values.
    public init() {}

    public static let name = AnimationName(declaring: "pop")
    public static let summary = "BadgeHub's pop: the badge shrinks, overshoots and settles."

    /// The fields a scene file and the command line accept, with their ranges and help.
    public static let parameters: [Parameter<Self>] = [
        .number("popStartRatio", \.popStartRatio, ratios, unit: .ratio, help: "Size at the end of the first step, times the base size."),
        .number("popOutRatio", \.popOutRatio, ratios, unit: .ratio, help: "Overshoot size, times the base size."),
        .number("popInRatio", \.popInRatio, ratios, unit: .ratio, help: "Undershoot size, times the base size."),
        .number("popStartTime", \.popStartTime, stepSeconds, unit: .seconds, help: "Seconds of the first step."),
        .number("popOutTime", \.popOutTime, stepSeconds, unit: .seconds, help: "Seconds of the overshoot step."),
        .number("popInTime", \.popInTime, stepSeconds, unit: .seconds, help: "Seconds of the undershoot step."),
        .number("popEndTime", \.popEndTime, stepSeconds, unit: .seconds, help: "Seconds of the settling step."),
        .curve("curve", \.curve, help: curveHelp),
    ]

    /// The whole pop in seconds: the four steps one after another.
    public var duration: Double { popStartTime + popOutTime + popInTime + popEndTime }

    /// (ratio, duration) of the four steps, the last returning to 1.
    var steps: [(ratio: Double, duration: Double)] {
        [(popStartRatio, popStartTime), (popOutRatio, popOutTime), (popInRatio, popInTime), (1, popEndTime)]
    }

    /// The ends of the four steps.
    public var keyframeOffsets: [Double] { Self.chainOffsets(steps.map(\.duration)) }

    /// BadgeHub.pop(): a cornerRadius `CAAnimationGroup` of linear children through the
    /// ratios, and four chained UIView.animate steps of the size about the fixed center.
    public func run(on stage: inout BadgeStage) {
        let base = stage.hub.baseFrame
        let h = base.height, w = base.width
        // (a) The cornerRadius group: linear children back to back, fill mode removed.
        var children: [any LayerAnimation] = []
        // The library's radii are ratio × H/2; a corner style other than the capsule scales
        // its own radius by the same ratios, so `cornerStyle` pops consistently.
        let radius = stage.hub.cornerRadius
        // Begin times and the group's length are exact sums of the step durations (each a
        // small fraction, so its Double reads back exactly).
        var begin = Rational.zero, previous = radius
        for step in steps {
            let target = step.ratio * radius
            children.append(BasicAnimation(keyPath: \LayerState.cornerRadius, from: previous, to: target,
                                           timing: MediaTiming(beginTime: begin.doubleValue, duration: step.duration),
                                           isRemovedOnCompletion: false))
            previous = target; begin += Rational(reading: step.duration)
        }
        let badge = stage.badge
        stage.add(AnimationGroup(animations: children, timing: MediaTiming(duration: begin.doubleValue)), to: badge)
        // (b) Four chained UIView.animate steps of the size about the fixed center.
        stage.animateChain(curve: .timing(curve), steps.map { step in
            ViewAnimationStep(duration: step.duration, changes: [ViewChange(badge) { s in
                s.size = Size(width: w * step.ratio, height: h * step.ratio)
            }])
        })
    }

    // MARK: its Swift (-o NAME.swift)

    /// BadgeHub's pop() as BadgeHub wrote it, with the tuned values.
    public func uikitMethod(setup: BadgeSetup) -> SeedSwiftMethod? {
        var body: [SeedSwiftCode] = [
            .line("// Pop values (BadgeHub's Constants) and step times (timeStart, timeOut, timeIn, timeEnd)."),
            .constant(name: "popStartRatio", type: "CGFloat", value: popStartRatio),
            .constant(name: "popOutRatio", type: "CGFloat", value: popOutRatio),
            .constant(name: "popInRatio", type: "CGFloat", value: popInRatio),
            .constant(name: "timeStart", type: "TimeInterval", value: popStartTime),
            .constant(name: "timeOut", type: "TimeInterval", value: popOutTime),
            .constant(name: "timeIn", type: "TimeInterval", value: popInTime),
            .constant(name: "timeEnd", type: "TimeInterval", value: popEndTime),
            .blank,
            .line("// BadgeHub reads baseFrame; the circle's bounds are it between animations."),
            .line("let height = bounds.size.height"),
            .line("let width = bounds.size.width"),
            .line("// The library's radii are ratio × height / 2: the circle's own radius, scaled."),
            .line("let radius = layer.cornerRadius"),
            .blank,
        ]
        let children: [(name: String, time: String, ratio: String, previous: String?)] = [
            ("startSize", "timeStart", "popStartRatio", nil),
            ("outSize", "timeOut", "popOutRatio", "startSize"),
            ("inSize", "timeIn", "popInRatio", "outSize"),
            ("endSize", "timeEnd", "1", "inSize"),
        ]
        let begins = ["0", "timeStart", "timeStart + timeOut", "timeStart + timeOut + timeIn"]
        for (i, child) in children.enumerated() {
            body += [
                .line("let \(child.name) = CABasicAnimation(keyPath: \"cornerRadius\")"),
                .line("\(child.name).duration = \(child.time)"),
                .line("\(child.name).beginTime = \(begins[i])"),
                .line(child.previous.map { "\(child.name).fromValue = \($0).toValue" } ?? "\(child.name).fromValue = NSNumber(value: Double(radius))"),
                .line("\(child.name).toValue = NSNumber(value: Double(\(child.ratio == "1" ? "radius" : "\(child.ratio) * radius")))"),
                .line("\(child.name).isRemovedOnCompletion = false"),
                .blank,
            ]
        }
        body += [
            .line("let group = CAAnimationGroup()"),
            .line("group.duration = timeStart + timeOut + timeIn + timeEnd"),
            .line("group.animations = [startSize, outSize, inSize, endSize]"),
            .line("layer.add(group, forKey: nil)"),
            .blank,
        ]
        let sizes: [(ratio: String?, time: String)] = [("popStartRatio", "timeStart"), ("popOutRatio", "timeOut"), ("popInRatio", "timeIn"), (nil, "timeEnd")]
        body.append(.chain(curve: curve, steps: sizes.map { ratio, time in
            SeedSwiftCode.ChainStep(duration: time, body: [
                "var frame: CGRect = self.frame",
                "let center: CGPoint = self.center",
                "frame.size.height = \(ratio.map { "height * \($0)" } ?? "height")",
                "frame.size.width = \(ratio.map { "width * \($0)" } ?? "width")",
                "self.frame = frame",
                "self.center = center",
            ])
        }))
        return SeedSwiftMethod(name: "badgePop", summary: [
            "BadgeHub's pop(): a CAAnimationGroup moves the circle's cornerRadius through the ratios",
            "(linear children back to back) while four chained UIView.animate steps change its size",
            "about its center. Call it on the badge circle (BadgeHub's redCircle).",
        ], receiver: .badge, body: body)
    }

    /// The circle's size through the four steps on their curve, its cornerRadius through the
    /// group's linear children.
    public func swiftUITracks(on stage: BadgeStage) -> SeedSwiftUITracks? {
        let base = stage.hub.baseFrame.size, radius = stage.hub.cornerRadius
        return SeedSwiftUITracks(name: "badgePop", tracks: [
            .init(.badge, .width, steps.map { .init(to: base.width * $0.ratio, duration: $0.duration, curve: curve) }),
            .init(.badge, .height, steps.map { .init(to: base.height * $0.ratio, duration: $0.duration, curve: curve) }),
            // The cornerRadius group's children are linear (BadgeHub sets no timing function).
            .init(.badge, .cornerRadius, steps.map { .init(to: $0.ratio * radius, duration: $0.duration, curve: .linear) }),
        ])
    }
}

extension AnimationName {
    /// BadgeHub's pop.
    public static var pop: AnimationName { PopParameters.name }
}
