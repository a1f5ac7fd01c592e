import ReelTimeline

/// One step of a scene's script. Steps run in order on the stage's clock: an animation
/// takes its own length, `wait` adds still time, the others happen at once (as a property
/// set outside an animation block).
public enum SceneAction: Hashable, Sendable {
    case wait(Double)
    case setCount(Int)
    case increment(Int)
    case decrement(Int)
    case hide
    case show
    case hideCount
    case showCount
    case animate(BadgeAnimation)
    /// A user's own Core Animation animation (`animate`, `spring`, `group`).
    case layerAnimation(AnimateAction)
    /// View values set outside an animation block (`set`).
    case set(SetViewParameters)
    /// One UIView.animate call on one part (`viewAnimate`).
    case viewAnimate(ViewAnimateParameters)
    /// One UIView.animateKeyframes block on one part (`viewKeyframes`).
    case viewKeyframes(ViewKeyframesAction)
    /// CALayer.removeAnimation(forKey:) or removeAllAnimations (`removeAnimation`).
    case removeAnimation(RemoveAnimationParameters)
    /// A part's content changed through a CATransition or UIView.transition (`transition`).
    case transition(TransitionParameters)
    /// A layer the code added to a part's layer tree, or values set on it (`layer`).
    case layer(SublayerParameters)
    /// The action run at `seconds` on the scene's clock instead of at the clock (a scene
    /// file's `at:` key, any action): it does not wait for the actions before it, and the
    /// clock then stands at the later of where it was and where the action ends, so actions
    /// with the same `at` run at once and an action without `at` after them waits for all.
    indirect case at(Double, SceneAction)

    /// The name a scene file uses for the action.
    public var name: String {
        switch self {
        case .wait: "wait"
        case .setCount: "setCount"
        case .increment: "increment"
        case .decrement: "decrement"
        case .hide: "hide"
        case .show: "show"
        case .hideCount: "hideCount"
        case .showCount: "showCount"
        case .animate(let a): a.name
        case .layerAnimation(let a): a.name
        case .set: "set"
        case .viewAnimate: "viewAnimate"
        case .viewKeyframes: "viewKeyframes"
        case .removeAnimation: "removeAnimation"
        case .transition: "transition"
        case .layer: "layer"
        case .at(_, let a): a.name
        }
    }

    /// The view actions' names, as scene files write them.
    public static let viewActionNames = ["set", "viewAnimate", "viewKeyframes", "removeAnimation", "transition", "layer"]

    /// The most seconds `at:` places an action at: the clip's limit.
    public static let atRange = 0.0...600.0

    /// The actions that are not animations, with their one parameter where they take one:
    /// (name, key, kind, required, default).
    static let plain: [(name: String, key: String?, kind: ParameterKind, required: Bool, defaultValue: Int)] = [
        ("wait", "seconds", .number(min: 0, max: 600), true, 0),
        ("setCount", "count", .integer(min: -BadgeSetup.countLimit, max: BadgeSetup.countLimit), true, 0),
        ("increment", "by", .integer(min: 0, max: BadgeSetup.countLimit), false, 1),
        ("decrement", "by", .integer(min: 0, max: BadgeSetup.countLimit), false, 1),
        ("hide", nil, .toggle, false, 0), ("show", nil, .toggle, false, 0),
        ("hideCount", nil, .toggle, false, 0), ("showCount", nil, .toggle, false, 0),
    ]

    /// Every action name, for error messages.
    public static let names = plain.map(\.name) + AnimationName.allCases.map(\.rawValue)
        + AnimateAction.Kind.allCases.map(\.rawValue) + viewActionNames

    /// The keys action `name` takes (besides `action`), or nil for an unknown action.
    public static func keys(of name: String) -> [String]? {
        if let kind = AnimationName(rawValue: name) { return kind.parameters.map(\.key) }
        if let kind = AnimateAction.Kind(rawValue: name) { return kind.parameters.map(\.key) + (kind == .group ? ["animations"] : []) }
        if name == "viewKeyframes" { return ViewKeyframesParameters.parameters.map(\.key) + ["keyframes"] }
        if let infos = viewParameters(of: name) { return infos.map(\.key) }
        return plain.first { $0.name == name }.map { $0.key.map { [$0] } ?? [] }
    }

    /// The action `name` with these (key, text) values; a refusal names the key.
    public init(named name: String, _ given: [(key: String, text: String)]) throws(ParameterError) {
        if let kind = AnimationName(rawValue: name) {
            self = .animate(try BadgeAnimation(kind, given))
            return
        }
        if let kind = AnimateAction.Kind(rawValue: name) {
            self = .layerAnimation(try AnimateAction(kind, given))
            return
        }
        switch name {
        case "set": self = .set(try .from(given)); return
        case "viewAnimate": self = .viewAnimate(try .from(given)); return
        case "removeAnimation": self = .removeAnimation(try .from(given)); return
        case "transition": self = .transition(try .from(given)); return
        case "layer": self = .layer(try .from(given)); return
        case "viewKeyframes":
            throw ParameterError("keyframes", value: "", accepted: "a list of keyframes (viewKeyframes is read with its keyframes)")
        default: break
        }
        guard let entry = Self.plain.first(where: { $0.name == name }) else {
            throw ParameterError("action", value: ParameterText.quoted(name), accepted: "one of \(Self.names.joined(separator: ", "))")
        }
        for (key, _) in given where key != entry.key {
            let accepted = entry.key.map { "only \($0)" } ?? "no parameters"
            throw ParameterError(key, value: "", accepted: "a key \(name) takes: \(accepted)")
        }
        var value: ParsedValue?
        if let key = entry.key, let text = given.first(where: { $0.key == key })?.text {
            do { value = try ParameterText.parse(text, as: entry.kind) } catch { throw ParameterError(key, error) }
        } else if entry.required, let key = entry.key {
            throw ParameterError(key, value: "", accepted: "a value: \(name) needs \(key), \(entry.kind.accepted)")
        }
        let int: Int = { if case .integer(let n) = value { return n } else { return entry.defaultValue } }()
        switch name {
        case "wait": if case .number(let s) = value { self = .wait(s) } else { self = .wait(0) }
        case "setCount": self = .setCount(int)
        case "increment": self = .increment(int)
        case "decrement": self = .decrement(int)
        case "hide": self = .hide
        case "show": self = .show
        case "hideCount": self = .hideCount
        default: self = .showCount
        }
    }

    /// The action's values as (key, text), as a scene file writes them.
    public var keyedTexts: [(key: String, text: String)] {
        switch self {
        case .wait(let s): [("seconds", plainNumber(s))]
        case .setCount(let c): [("count", String(c))]
        case .increment(let by), .decrement(let by): [("by", String(by))]
        case .hide, .show, .hideCount, .showCount: []
        case .animate(let a): a.keyedTexts
        case .layerAnimation(let a): a.keyedTexts
        case .set(let p): p.keyedTexts
        case .viewAnimate(let p): p.keyedTexts
        case .viewKeyframes(let a): a.block.keyedTexts
        case .removeAnimation(let p): p.keyedTexts
        case .transition(let p): p.keyedTexts
        case .layer(let p): p.keyedTexts
        case .at(_, let a): a.keyedTexts
        }
    }

    /// The seconds `at:` places the action at; nil for an action run at the clock.
    public var placedAt: Double? { if case .at(let t, _) = self { t } else { nil } }

    /// The action without its `at:` placement.
    public var unplaced: SceneAction { if case .at(_, let a) = self { a.unplaced } else { self } }

    /// How long the action takes from its start, exactly: a wait its seconds, an animation
    /// its length (a view block until its completion), the others nothing.
    public var exactDuration: Rational {
        switch self {
        case .wait(let s): Rational(reading: s)
        case .animate(let a): Rational(reading: a.duration)
        case .layerAnimation(let a): a.exactDuration
        case .viewAnimate(let p): p.exactDuration
        case .viewKeyframes(let a): a.block.exactDuration
        case .transition(let p): p.exactDuration
        case .at(_, let a): a.exactDuration
        default: .zero
        }
    }

    /// Runs the action on `stage` at its clock, as `Scene.makeClip` does: what a writer that
    /// follows a script step by step (the Swift writer) reads the stage's values from.
    public func run(on stage: inout BadgeStage) {
        switch self {
        case .wait(let s): stage.wait(s)
        case .setCount(let n): stage.update { $0.setCount(n) }
        case .increment(let n): stage.update { $0.increment(by: n) }
        case .decrement(let n): stage.update { $0.decrement(by: n) }
        case .hide: stage.update { $0.hide() }
        case .show: stage.update { $0.show() }
        case .hideCount: stage.update { $0.hideCount() }
        case .showCount: stage.update { $0.showCount() }
        case .animate(let a): a.run(on: &stage)
        case .layerAnimation(let a): a.run(on: &stage)
        case .set(let p): stage.set(p)
        case .viewAnimate(let p): stage.viewAnimate(p)
        case .viewKeyframes(let a): stage.viewKeyframes(a)
        case .removeAnimation(let p):
            if let name = p.sublayer { stage.removeFromSublayer(name, key: p.key) } else { stage.remove(part: p.view, key: p.key) }
        case .transition(let p): stage.transition(p)
        case .layer(let p): stage.sublayer(p)
        case .at(let t, let a): stage.at(Rational(reading: t)) { a.run(on: &$0) }
        }
    }
}

extension SceneAction {
    /// Whether the action is an animation (a seed's or a user's): it takes its own length.
    public var isAnimation: Bool {
        switch self {
        case .animate, .layerAnimation, .viewAnimate, .viewKeyframes, .transition: true
        case .at(_, let a): a.isAnimation
        default: false
        }
    }
}

extension SceneAction {
    /// The declarations of action `name`'s parameters (a seed animation's or a user
    /// animation's); nil for the plain actions and unknown names.
    public static func parameters(of name: String) -> [ParameterInfo]? {
        AnimationName(rawValue: name)?.parameters ?? AnimateAction.Kind(rawValue: name)?.parameters ?? viewParameters(of: name)
    }

    /// The declarations of view action `name`'s own fields (a viewKeyframes block's, without
    /// its keyframes); nil for other names.
    static func viewParameters(of name: String) -> [ParameterInfo]? {
        switch name {
        case "set": SetViewParameters.infos
        case "viewAnimate": ViewAnimateParameters.infos
        case "viewKeyframes": ViewKeyframesParameters.infos
        case "removeAnimation": RemoveAnimationParameters.infos
        case "transition": TransitionParameters.infos
        case "layer": SublayerParameters.infos
        default: nil
        }
    }
}

extension ParameterKind {
    /// Whether values of this kind are lists.
    public var isList: Bool { if case .list = self { true } else { false } }
}
