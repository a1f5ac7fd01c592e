import ArgumentParser
import ReelTimeline
import ReelModels

/// The badge's content and geometry: flags every subcommand shares.
struct BadgeOptions: ParsableArguments {
    private static let defaults = BadgeSetup()

    @Option(parsing: .unconditional, help: "The count; 0 or less hides the badge (default: \(defaults.count)).", transform: Parse.integer)
    var count: Int?

    @Option(parsing: .unconditional, help: "Above this the label reads \"N+\", e.g. 99 for \"99+\" (default: \(defaults.maxCount)).",
            transform: Parse.integer)
    var maxCount: Int?

    @Option(help: ArgumentHelp("Format the count as this locale does, e.g. ar_EG for Arabic-Indic digits (default: BadgeHub's plain digits).", valueName: "identifier"))
    var locale: String?

    @Option(help: "Text instead of a count (NotificationBadge's .text); the badge widens to fit.")
    var text: String?

    @Flag(help: "A 10-point dot without text, as on a tab bar item.")
    var dot = false

    @Option(parsing: .unconditional, help: "Badge diameter in points (default: 30; the bell's badge 16; the dot 10).", transform: Parse.number)
    var diameter: Double?

    @Option(help: ArgumentHelp("Host view size in points (default: 96x96; the bell 24x24).", valueName: "WxH"),
            transform: Parse.size)
    var hostSize: Size?

    @Option(parsing: .unconditional, help: ArgumentHelp("moveCircleBy(x:y:) in points (default: 0,0).", valueName: "X,Y"), transform: Parse.point)
    var circleOffset: Point?

    @Option(parsing: .unconditional, help: "scaleCircleSize(by:) (default: \(plainNumber(defaults.circleScale))).", transform: Parse.number)
    var circleScale: Double?

    @Option(help: ArgumentHelp("Whose look: badgehub (a 30-point circle, regular label at half its width) or notification (the design system's NotificationBadge: 16 points high, 11-point semibold, sized to its content) (default: badgehub).", valueName: "style"),
            transform: Parse.style)
    var style: BadgeStyle?

    @Option(help: ArgumentHelp("NotificationBadge corner style: none, small, medium, large, max (default: max, a capsule).", valueName: "style"),
            transform: Parse.cornerStyle)
    var cornerStyle: CornerStyle?

    /// The setup these flags describe, over the seed's defaults.
    func setup() throws -> BadgeSetup {
        var s = BadgeSetup()
        if let count { s.count = count }
        if let maxCount { s.maxCount = maxCount }
        s.locale = locale
        s.text = text
        s.dot = dot
        s.diameter = diameter
        s.hostSize = hostSize
        if let circleOffset { s.circleOffset = circleOffset }
        if let circleScale { s.circleScale = circleScale }
        if let style { s.style = style }
        if let cornerStyle { s.cornerStyle = cornerStyle }
        if dot, let text { throw ValidationError("--dot with --text \"\(text)\": a dot has no label; use one or the other") }
        try checked { () throws(InvalidParameter) in try s.validate() }
        return s
    }
}

/// The UIView.animate curve: shared by every animation.
struct CurveOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Curve of the UIView.animate steps (shake: the keyframes' overall curve): \(TimingFunction.accepted) (default: easeInEaseOut).",
                               valueName: "curve"),
            transform: Parse.curve)
    var curve: TimingFunction?
}

/// Frame rate and still time around the animation.
struct ClipOptions: ParsableArguments {
    private static let defaults = ClipTiming()

    @Option(parsing: .unconditional, help: "Frames per second, above 0 and at most 240; GIF at most 50 (default: 50 for GIF, still and timeline; 60 for other formats).", transform: Parse.number)
    var fps: Double?

    @Option(parsing: .unconditional, help: "Still seconds before the animation starts (default: \(defaults.leadIn)).", transform: Parse.number)
    var leadIn: Double?

    @Option(parsing: .unconditional, help: "Still seconds after each run (default: \(defaults.hold)).", transform: Parse.number)
    var hold: Double?

    @Option(name: .customLong("repeat"), parsing: .unconditional, help: "Runs of the animation in one clip (default: 1).", transform: Parse.integer)
    var repeatCount: Int?

    func timing(defaultFPS: Double = ClipTiming().fps) throws -> ClipTiming {
        var t = ClipTiming()
        t.fps = fps ?? defaultFPS
        if let leadIn { t.leadIn = leadIn }
        if let hold { t.hold = hold }
        if let repeatCount { t.repeatCount = repeatCount }
        try checked { () throws(InvalidParameter) in try t.validate() }
        return t
    }
}
