import ReelTimeline

/// How the host and its badge look before anything moves: the parameters every export
/// shares. Defaults are the seed's; nil means "the seed's value for this animation"
/// (the Shaky Bell's scene is smaller than BadgeHub's).
public struct BadgeSetup: ParameterSet, Codable, Hashable {
    /// The count; 0 or less hides the badge (BadgeHub's checkZero).
    public var count = 1
    /// Above it the label reads "maxCount+" (BadgeHub's setMaxCount; NotificationBadge's "99+").
    public var maxCount = BadgeHub.Constants.defaultMaxCount
    /// Text instead of a count (NotificationBadge's `.text`).
    public var text: String?
    /// Format the count as this locale does (NotificationBadge); nil: BadgeHub's plain digits.
    public var locale: String?
    /// A small dot without text, as on a tab bar item.
    public var dot = false
    /// Circle diameter in points; BadgeHub's 30, the bell's 16, the dot's 10.
    public var diameter: Double?
    /// The host view's size; BadgeHub's demo 96×96, the bell 24×24.
    public var hostSize: Size?
    /// moveCircleBy(x:y:).
    public var circleOffset = Point.zero
    /// scaleCircleSize(by:).
    public var circleScale = 1.0
    /// Corner radius step; `max` keeps the capsule (height / 2).
    public var cornerStyle = CornerStyle.max
    /// BadgeHub's look or NotificationBadge's.
    public var style = BadgeStyle.badgehub
    /// Host icon: bell, app, avatar, none, or a .png or .svg file; nil for the seed's.
    public var icon: String?
    /// Host icon colour; nil for the seed's (systemIndigo, the bell #1C1C1E).
    public var hostColor: RGBA?
    /// Badge colour; nil for the seed's red (systemRed for the bell and NotificationBadge).
    public var badgeColor: RGBA?
    /// The label's text colour.
    public var textColor: RGBA = .white
    /// The circle's border colour, shown when `borderWidth` is above 0.
    public var borderColor: RGBA = .white
    /// The circle's border width in points; 0 is none.
    public var borderWidth = 0.0
    /// Where bump's initialCenter comes from: the BadgeHub library (set with the circle's
    /// frame) or the Custom Badge tutorial's copy (never set, so zero).
    public var initialCenter = InitialCenter.library
    /// Whose layout the host and badge take: BadgeHub's or the Shaky Bell's; nil: the scene's
    /// first seed animation's (the bell for a shake). A Swift file's scene names it, having none.
    public var layout: HostLayout?

    /// The seed's setup: one BadgeHub badge with a count of 1.
    public init() {}

    /// A scene file keeps the host's parameters under `host` and the badge's under `badge`.
    public static let parameters: [Parameter<Self>] = [
        .size("hostSize", key: "host.size", \.hostSize, 1...2000, help: "Host view size in points.", default: "96x96; the bell 24x24"),
        .text("icon", key: "host.icon", \.icon, maxLength: 4096,
              help: "Host icon: bell, app, avatar, none, or a .png or .svg file.", default: "app; shake: bell"),
        .color("hostColor", key: "host.color", \.hostColor, help: "Host icon color.", default: "systemIndigo; the bell #1C1C1E"),
        .optionalChoice("layout", key: "host.layout", \.layout,
                        help: "Whose layout the host and badge take: hub (BadgeHub's) or bell (the Shaky Bell's).",
                        default: "the first animation's: bell for shake, else hub"),
        // Up to 120: past 99 is where "99+" and the badge's widening show.
        .integer("count", key: "badge.count", \.count, -countLimit...countLimit, help: "The count; 0 or less hides the badge.",
                 suggested: 0...120),
        .integer("maxCount", key: "badge.maxCount", \.maxCount, 1...countLimit,
                 help: "Above this the label reads \"N+\", e.g. 99 for \"99+\"."),
        .text("locale", key: "badge.locale", \.locale, maxLength: 100,
              help: "Format the count as this locale does, e.g. ar_EG for Arabic-Indic digits.", default: "BadgeHub's plain digits"),
        .text("text", key: "badge.text", \.text, maxLength: 100,
              help: "Text instead of a count (NotificationBadge's .text); the badge widens to fit.", default: "none"),
        .toggle("dot", key: "badge.dot", \.dot, help: "A 10-point dot without text, as on a tab bar item."),
        .number("diameter", key: "badge.diameter", \.diameter, 1...1000, unit: .points, help: "Badge diameter in points.",
                default: "30; the bell's badge 16; the dot 10", suggested: 8...60),
        .point("circleOffset", key: "badge.circleOffset", \.circleOffset, -2000...2000, help: "moveCircleBy(x:y:) in points."),
        .number("circleScale", key: "badge.circleScale", \.circleScale, 0.01...100, unit: .ratio, help: "scaleCircleSize(by:)."),
        .choice("cornerStyle", key: "badge.cornerStyle", \.cornerStyle,
                help: "NotificationBadge corner style: none, small (2), medium (4), large (8), max (a capsule)."),
        .choice("style", key: "badge.style", \.style,
                help: "Whose look: badgehub (a 30-point circle, regular label at half its width) or notification (the design system's NotificationBadge: 16 points high, 11-point semibold, sized to its content)."),
        .color("badgeColor", key: "badge.color", \.badgeColor, help: "Badge color.",
               default: "red, BadgeHub's UIColor.red; the bell's and notification's systemRed"),
        .color("textColor", key: "badge.textColor", \.textColor, help: "Count or text color.", default: "white"),
        .color("borderColor", key: "badge.borderColor", \.borderColor, help: "Badge border color.", default: "white"),
        // A badge's ring is a few points; 8 already fills a 30-point badge's edge.
        .number("borderWidth", key: "badge.borderWidth", \.borderWidth, 0...100, unit: .points,
                help: "Badge border width in points, drawn inside the badge.", suggested: 0...8),
        .choice("initialCenter", key: "badge.initialCenter", \.initialCenter,
                help: "Where bump returns to: library (BadgeHub sets initialCenter with the circle) or zero (the Custom Badge tutorial's copy never sets it, so its bump flies to y = 0 and rests there, as its recorded demo shows)."),
    ]

    /// Counts as large as a badge could sensibly show; sums of a script's increments stay far
    /// from Int's limits.
    public static let countLimit = 1_000_000_000

    /// Refuses text on a dot and a locale the count cannot be formatted in.
    public func checkCombination() throws(ParameterError) {
        if dot, let text {
            throw ParameterError("badge.text", value: ParameterText.quoted(text), accepted: "no text with a dot: a dot has no label")
        }
        if let locale, !Self.isKnownLocale(locale) || !BadgeHub.canFormat(locale: locale) {
            throw ParameterError("badge.locale", value: ParameterText.quoted(locale),
                                 accepted: "a locale identifier such as en_US, ar_EG, fa_IR or hi_IN@numbers=deva")
        }
    }

    /// The dot's diameter, from the tab bar post (BADGE_DIAMETER 10).
    public static let dotDiameter = 10.0
    /// The Shaky Bell's BadgeLabel: a 24×24 bell, a 16-point badge.
    public static let bellSize = Size(width: 24, height: 24)
    /// The bell badge's diameter in points.
    public static let bellBadgeDiameter = 16.0
    /// The bell badge's leading edge sits 9 points inside the bell's trailing edge.
    public static let bellBadgeInset = 9.0

    /// Builds the stage for `animation`: the host, the hub placed as the seed places it, then
    /// geometry in the order scale, move, count (as BadgeHub's calls would be made).
    public func makeStage(for animation: BadgeAnimation, measure: any TextMeasuring) -> BadgeStage {
        let isBell = animation.isBell
        let host = hostSize ?? (isBell ? Self.bellSize : Size(width: 96, height: 96))
        let notification = style == .notification
        let d = diameter ?? (dot ? Self.dotDiameter
                             : isBell || notification ? (notification ? BadgeStyle.notificationHeight : Self.bellBadgeDiameter)
                             : BadgeHub.Constants.notificHubDefaultDiameter)
        var hub = BadgeHub(hostSize: host, diameter: d)
        if notification {
            hub.fixedFontSize = BadgeStyle.notificationFontSize * d / BadgeStyle.notificationHeight
            hub.fontWeight = 600
            hub.contentPadding = BadgeStyle.notificationPadding * d / BadgeStyle.notificationHeight
        }
        if isBell {
            // BadgeLabel's layout, the inset kept in proportion when the diameter changes.
            let inset = Self.bellBadgeInset * d / Self.bellBadgeDiameter
            hub.setCircleAtFrame(Rect(x: host.width - inset, y: 0, width: d, height: d))
        }
        if circleScale != 1 { hub.scaleCircleSize(by: circleScale) }
        if circleOffset != .zero { hub.moveCircleBy(x: circleOffset.x, y: circleOffset.y) }
        hub.setMaxCount(maxCount)
        hub.numberLocale = locale
        hub.setCount(count)
        if dot {
            hub.setText("", width: 0)
            hub.hideCount()
        } else if let text {
            hub.setText(text, width: measure.width(of: text, fontSize: hub.fontSize, weight: hub.fontWeight))
        }
        hub.keepsTutorialInitialCenter = initialCenter == .zero
        hub.circleColor = badgeColor ?? (isBell || notification ? .systemRed : .red)
        hub.labelColor = textColor
        hub.circleBorderColor = borderColor
        hub.circleBorderWidth = borderWidth
        if cornerStyle != .max { hub.cornerRadiusOverride = cornerStyle.radius(forHeight: hub.circleFrame.height) }
        let iconName = icon ?? (isBell ? "bell" : "app")
        let color = hostColor ?? (isBell ? RGBA(hex: 0x1C1C1E) : RGBA(hex: 0x5856D6))
        return BadgeStage(hostSize: host, icon: iconName == "none" ? nil : iconName, hostColor: color, hub: hub,
                          measure: measure)
    }
}

/// Where BadgeHub's bump takes its initialCenter from.
public enum InitialCenter: String, Codable, Hashable, Sendable, CaseIterable {
    /// The BadgeHub library: set by setCircleAtFrame and resizeToFitDigits.
    case library
    /// The Custom Badge tutorial's copy: never set, so CGPoint.zero.
    case zero
}

/// Whose layout a scene's host and badge take.
public enum HostLayout: String, Codable, Hashable, Sendable, CaseIterable {
    /// BadgeHub's: a 96×96 host, the 30-point circle at its top right.
    case hub
    /// The Shaky Bell's: a 24×24 bell, its badge beside the top right.
    case bell
}

extension Parameter where Root: ParameterSet {
    /// One of an enumeration's names, or unset.
    static func optionalChoice<E: CaseIterable & RawRepresentable & Sendable>(
        _ name: String, key: String? = nil, _ path: WritableKeyPath<Root, E?> & Sendable, help: String, default defaultText: String
    ) -> Parameter where E.RawValue == String {
        make(name, key, .choice(E.allCases.map(\.rawValue)), .none, help, defaultText,
             assign: { root, v in if case .text(let s) = v, let e = E(rawValue: s) { root[keyPath: path] = e } },
             render: { $0[keyPath: path]?.rawValue })
    }
}
