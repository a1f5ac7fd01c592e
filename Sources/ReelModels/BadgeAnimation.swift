/// One of the seed's animations with its parameters: a value of any `SeedAnimation`, compared
/// and hashed as that value.
public struct BadgeAnimation: Hashable, Sendable {
    /// The animation's parameters; their type is the animation.
    public let parameters: any SeedAnimation

    /// The animation these parameters declare.
    public init(_ parameters: some SeedAnimation) {
        self.parameters = parameters
    }

    /// The same: `.animate(.seed(pop))` reads as a script does.
    public static func seed(_ parameters: some SeedAnimation) -> BadgeAnimation {
        BadgeAnimation(parameters)
    }

    /// `name`'s animation with these (key, text) values over the seed's; refusals name the key.
    public init(_ name: AnimationName, _ given: [(key: String, text: String)] = []) throws(ParameterError) {
        self.init(try name.type.from(given))
    }

    /// The parameters as `type`, if the animation is that one.
    public func parameters<A: SeedAnimation>(as type: A.Type) -> A? { parameters as? A }

    /// Which animation this is.
    public var kind: AnimationName { Swift.type(of: parameters).name }

    /// The animation's name, as a scene file and the command line write it.
    public var name: String { kind.rawValue }

    /// Every parameter as (key, text), as a scene file writes it.
    public var keyedTexts: [(key: String, text: String)] { parameters.keyedTexts }

    /// Checks every value against its declaration.
    public func validate() throws(ParameterError) { try parameters.validate() }

    /// The animation's own length in seconds.
    public var duration: Double { parameters.duration }

    /// The times of its keyframes from its start, for the studio's plot.
    public var keyframeOffsets: [Double] { parameters.keyframeOffsets }

    /// Whether it is shown on the bell.
    var isBell: Bool { Swift.type(of: parameters).isBell }

    /// Runs the animation on `stage` at its clock.
    public func run(on stage: inout BadgeStage) { parameters.run(on: &stage) }

    public static func == (a: BadgeAnimation, b: BadgeAnimation) -> Bool {
        a.parameters.isEqual(to: b.parameters)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        parameters.hash(into: &hasher)
    }
}

extension SeedAnimation {
    /// Whether `other` is this animation with the same values.
    fileprivate func isEqual(to other: any SeedAnimation) -> Bool { (other as? Self) == self }
}
