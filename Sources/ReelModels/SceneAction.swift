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
        }
    }

    /// Every action name, for error messages.
    public static let names = ["wait", "setCount", "increment", "decrement", "hide", "show", "hideCount", "showCount",
                               "pop", "bump", "blink", "shake"]

    func run(on stage: inout BadgeStage) {
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
        }
    }
}
