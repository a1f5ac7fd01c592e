import ReelTimeline

/// The Shaky Bell's shakeWith(duration:angle:yOffset:): the icon's anchor moves to
/// (0.5, yOffset), then keyframes swing it to −angle, +angle, … and back to 0.
public struct ShakeParameters: SeedAnimation {
    /// Seconds the whole shake takes.
    public var duration = 1.0
    /// Radians; the seed's .pi / 8.
    public var angle = Double.pi / 8
    /// Where the bell pivots, as a fraction of its height from the top. The seed's tap
    /// handler uses 0 (the top); its test rig's reset uses 0.5.
    public var yOffset = 0.0
    /// numberOfFrames: the last returns to 0, the others alternate −angle, +angle.
    public var keyframes = 6
    /// CAKeyframeAnimation.calculationMode of the swing keyframes.
    public var calculationMode: CalculationMode = .linear
    /// The keyframe block's overall curve (easeInEaseOut when the options name none).
    public var curve: TimingFunction = .easeInEaseOut

    /// The seed's values.
    public init() {}

    public static let name = AnimationName(declaring: "shake")
    public static let summary = "The Shaky Bell: the bell swings about its pivot, the badge stays level."
    public static let isBell = true

    /// The angle in degrees, for people who think in them (the seed's rig shows degrees).
    public var angleDegrees: Double {
        get { angle * 180 / .pi }
        set { angle = newValue * .pi / 180 }
    }

    /// The fields a scene file and the command line accept, with their ranges and help.
    public static let parameters: [Parameter<Self>] = [
        .number("duration", \.duration, stepSeconds, unit: .seconds, help: "Seconds the whole shake takes."),
        // Two full turns either way: past 90° Core Animation turns the short way between keyframes.
        .number("angle", \.angle, -6.3...6.3, unit: .radians, help: "Swing in radians.", default: "pi/8 = \(Double.pi / 8)"),
        .number("angleDegrees", \.angleDegrees, -360...360, unit: .degrees, help: "Swing in degrees, instead of angle.",
                default: "22.5", aliasOf: "angle"),
        .number("yOffset", \.yOffset, -10...10, unit: .fraction,
                help: "Pivot as a fraction of the bell's height from its top: 0 the top, 0.5 the middle."),
        .integer("keyframes", \.keyframes, 2...1000, help: "Keyframes, at least 2; the last returns to 0."),
        .choice("calculationMode", \.calculationMode, help: "Keyframe calculation mode."),
        .curve("curve", \.curve, help: curveHelp),
    ]

    /// The angle each keyframe turns to.
    public var keyframeAngles: [Double] {
        (0..<keyframes).map { k in k == keyframes - 1 ? 0 : (k % 2 == 0 ? -angle : angle) }
    }

    /// UIView.animateKeyframes: keyframe k spans 1/n of the progress and the block's curve
    /// maps time to progress, so keyframe k is reached where curve(t/d) = (k+1)/n.
    public var keyframeOffsets: [Double] {
        let n = Double(keyframes)
        return [0] + (0..<keyframes).map { k in duration * curve.time(reaching: (Double(k) + 1) / n) }
    }

    /// shakeWith(duration:angle:yOffset:) on the host: its anchor moves to (0.5, yOffset),
    /// then the keyframes swing it.
    public func run(on stage: inout BadgeStage) {
        let yOffset = self.yOffset
        let host = stage.host
        stage.setModel(of: host) { $0.setAnchorPoint(Point(x: 0.5, y: yOffset)) }
        // k/n and 1/n (n ≤ 1000) read back as those exact fractions, so keyframe k starts
        // exactly where keyframe k − 1 ends.
        let n = Double(keyframes)
        let frames = keyframeAngles.enumerated().map { k, angle in
            ViewKeyframe(relativeStartTime: Double(k) / n, relativeDuration: 1 / n,
                         changes: [ViewChange(host) { $0.rotation = angle }])
        }
        stage.animateKeyframes(duration: duration, curve: curve, calculationMode: calculationMode, frames)
    }

    // MARK: its Swift (-o NAME.swift)

    /// The Shaky Bell's shakeWith(duration:angle:yOffset:) as its author wrote it, the tuned
    /// values as its defaults.
    public func uikitMethod(setup: BadgeSetup) -> SeedSwiftMethod? {
        let frame: [SeedSwiftCode] = [
            .block("if k == numberOfFrames - 1 {", [.line("self.transform = CGAffineTransform.identity")], close: "} else {"),
            .indented([.line("self.transform = CGAffineTransform(rotationAngle: k % 2 == 0 ? -angle : +angle)")]),
            .line("}"),
        ]
        return SeedSwiftMethod(name: "shakeWith", summary: [
            "The Shaky Bell's shakeWith(duration:angle:yOffset:): the anchor moves to (0.5, yOffset), then",
            "keyframes swing the view to -angle, +angle, … and back. Call it on the bell (its imageView).",
        ], parameters: [.init("duration", "Double", default: duration), .init("angle", "CGFloat", default: angle),
                        .init("yOffset", "CGFloat", default: yOffset)], receiver: .host, body: [
            .line("let numberOfFrames = \(keyframes)"),
            .blank,
            .line("// setAnchorPoint: moves the anchor without moving the view on screen, the position"),
            .line("// shifting by the anchor's move turned by the current transform."),
            .line("let newAnchor = CGPoint(x: 0.5, y: yOffset)"),
            .line("let newPoint = CGPoint(x: bounds.size.width * newAnchor.x, y: bounds.size.height * newAnchor.y).applying(transform)"),
            .line("let oldPoint = CGPoint(x: bounds.size.width * layer.anchorPoint.x, y: bounds.size.height * layer.anchorPoint.y).applying(transform)"),
            .line("var position = layer.position"),
            .line("position.x -= oldPoint.x"),
            .line("position.x += newPoint.x"),
            .line("position.y -= oldPoint.y"),
            .line("position.y += newPoint.y"),
            .line("layer.position = position"),
            .line("layer.anchorPoint = newAnchor"),
            .blank,
            .keyframes(duration: "duration", mode: calculationMode, curve: curve, body: [
                .line("// Keyframe k spans 1/numberOfFrames from k/numberOfFrames: -angle, +angle, …, then identity."),
                .block("for k in 0..<numberOfFrames {", [
                    .block("UIView.addKeyframe(withRelativeStartTime: Double(k) / Double(numberOfFrames), relativeDuration: 1 / Double(numberOfFrames)) {", frame),
                ]),
            ]),
        ])
    }

    /// The bell's rotation: keyframe k is reached where the block's overall curve reaches
    /// (k + 1) / n, so each straight segment between keyframes is the curve's piece between
    /// those progresses, a Bézier of its own (linear mode); discrete mode holds each value
    /// from where the curve reaches its key time; paced mode is linear with key times spread
    /// by distance. The cubic modes (Catmull-Rom splines), a swing past a quarter turn either
    /// way and a curve that turns back have no exact keyframes: nil, sampled.
    public func swiftUITracks(on stage: BadgeStage) -> SeedSwiftUITracks? {
        let start = stage.timeline.model(of: stage.host, at: stage.clock).rotation
        return SeedSwiftUITracks(name: "bellShake", tracks: [.init(.host, .rotation, rotationKeyframes(from: start))])
    }

    private func rotationKeyframes(from start: Double) -> [SeedSwiftUITracks.Keyframe]? {
        let angles = keyframeAngles
        guard start == 0, angle != 0, 2 * abs(angle) <= .pi, BezierPiece.risesMonotonically(curve) else { return nil }
        let n = angles.count
        let values = [start] + angles
        // Where each keyframe is reached in progress: k/n, or in paced mode by the distance
        // travelled so far (as Core Animation spreads paced key times; timing functions ignored).
        var progress = (0...n).map { Double($0) / Double(n) }
        if calculationMode == .paced {
            var cumulative = [0.0]
            for i in 1...n { cumulative.append(cumulative[i - 1] + abs(values[i] - values[i - 1])) }
            progress = cumulative.indices.map { $0 == n ? 1 : cumulative[$0] / cumulative[n] }
        }
        let params = progress.map { BezierPiece.parameter(reaching: $0, on: curve) }
        let times = params.map { BezierPiece.time(at: $0, on: curve) }
        switch calculationMode {
        case .linear, .paced:
            return (0..<n).map { k in
                .init(to: values[k + 1], duration: duration * (times[k + 1] - times[k]),
                      curve: BezierPiece.piece(of: curve, from: params[k], to: params[k + 1]))
            }
        case .discrete:
            var out: [SeedSwiftUITracks.Keyframe] = []
            for k in 0..<n {
                out.append(.init(to: values[k], duration: duration * (times[k + 1] - times[k]), curve: .linear))
                out.append(.move(to: values[k + 1]))
            }
            return out
        case .cubic, .cubicPaced:
            return nil
        }
    }
}

extension AnimationName {
    /// The Shaky Bell's shake.
    public static var shake: AnimationName { ShakeParameters.name }
}
