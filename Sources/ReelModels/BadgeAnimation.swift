/// The seed's animations by name: the one list every front end (commands, scene files,
/// sweeps, the studio) takes names, summaries and parameter declarations from.
public enum AnimationName: String, CaseIterable, Codable, Sendable {
    case pop, bump, blink, shake

    /// One sentence on what the animation does, for help and the studio.
    public var summary: String {
        switch self {
        case .pop: "BadgeHub's pop: the badge shrinks, overshoots and settles."
        case .bump: "BadgeHub's bump: the badge jumps twice, like a Dock icon."
        case .blink: "BadgeHub's blink: the badge dims and brightens twice."
        case .shake: "The Shaky Bell: the bell swings about its pivot, the badge stays level."
        }
    }

    /// The animation's parameter declarations.
    public var parameters: [ParameterInfo] {
        switch self {
        case .pop: PopParameters.infos
        case .bump: BumpParameters.infos
        case .blink: BlinkParameters.infos
        case .shake: ShakeParameters.infos
        }
    }

    /// Whether the seed shows it on the bell (the Shaky Bell's 24-point layout) rather than
    /// on BadgeHub's app icon.
    public var isBell: Bool { self == .shake }
}

/// One of the seed's animations with its parameters.
public enum BadgeAnimation: Hashable, Sendable {
    case pop(PopParameters)
    case bump(BumpParameters)
    case blink(BlinkParameters)
    case shake(ShakeParameters)

    /// `name`'s animation with these (key, text) values over the seed's; refusals name the key.
    public init(_ name: AnimationName, _ given: [(key: String, text: String)] = []) throws(ParameterError) {
        switch name {
        case .pop: self = .pop(try .from(given))
        case .bump: self = .bump(try .from(given))
        case .blink: self = .blink(try .from(given))
        case .shake: self = .shake(try .from(given))
        }
    }

    /// Which of BadgeHub's animations this is.
    public var kind: AnimationName {
        switch self {
        case .pop: .pop
        case .bump: .bump
        case .blink: .blink
        case .shake: .shake
        }
    }

    /// The animation's name, as a scene file and the command line write it.
    public var name: String { kind.rawValue }

    /// Every parameter as (key, text), as a scene file writes it.
    public var keyedTexts: [(key: String, text: String)] {
        switch self {
        case .pop(let p): p.keyedTexts
        case .bump(let p): p.keyedTexts
        case .blink(let p): p.keyedTexts
        case .shake(let p): p.keyedTexts
        }
    }

    /// Checks every value against its declaration.
    public func validate() throws(ParameterError) {
        switch self {
        case .pop(let p): try p.validate()
        case .bump(let p): try p.validate()
        case .blink(let p): try p.validate()
        case .shake(let p): try p.validate()
        }
    }

    /// The animation's own length in seconds.
    public var duration: Double {
        switch self {
        case .pop(let p): p.duration
        case .bump(let p): p.duration
        case .blink(let p): p.duration
        case .shake(let p): p.duration
        }
    }

    /// Runs the animation on `stage` at its clock.
    public func run(on stage: inout BadgeStage) {
        switch self {
        case .pop(let p): stage.pop(p)
        case .bump(let p): stage.bump(p)
        case .blink(let p): stage.blink(p)
        case .shake(let p): stage.shake(p)
        }
    }
}
