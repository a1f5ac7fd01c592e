import ReelSwiftUI

/// What the run does to a SwiftUI scene besides changing state: tapping and pressing its
/// buttons, and the timers that drive it.
struct SwiftUIMotion {
    /// The names the run pressed and has not released (`press("Save")`).
    var pressed: Set<String> = []
    /// The states each repeating timer has left the content in (its cycle so far).
    var timerStates: [ObjectIdentifier: Set<String>] = [:]
}

extension SwiftUIStage {
    /// The scene's state as Swift prints it: the content's, then its inner views' and view
    /// modifiers' `@State` by place; equal descriptions, equal state.
    func stateDescription(interpreter: Interpreter) -> String? {
        guard current != nil || contentIsViewValue else { return nil }
        return (current.map { interpreter.text(of: .structValue($0)) } ?? "") + innerState.description { interpreter.text(of: $0) }
    }

    /// A repeating timer fired: whether the content is back in a state the timer saw, so one
    /// whole cycle has been shown and the timer stops (TimerDeclarations).
    func timerFired(_ timer: TimerValue, stateBefore: String?, interpreter: Interpreter) -> Bool {
        let id = ObjectIdentifier(timer)
        var seen = motion.timerStates[id] ?? []
        if let stateBefore { seen.insert(stateBefore) }
        guard let after = stateDescription(interpreter: interpreter) else { return true }
        let repeated = seen.contains(after)
        seen.insert(after)
        motion.timerStates[id] = seen
        return repeated
    }

    /// Whether a button is held down by the run (`configuration.isPressed`).
    func isPressed(_ button: SwiftUIButton) -> Bool {
        !motion.pressed.isDisjoint(with: button.names)
    }

    /// The button `name` names in what the screen shows now, or a refusal listing the buttons.
    private func button(named name: String, what: String, site: CallSite) throws -> SwiftUIButton {
        guard let tree = updates.last?.tree else {
            throw site.refuse("\(what)(\"\(name)\") before any SwiftUI view is shown: store the view first (var v = SomeView())", .invalid)
        }
        let buttons = tree.buttons
        if let found = buttons.first(where: { $0.names.contains(name) }) { return found }
        let names = buttons.flatMap(\.names)
        throw site.refuse("\(what)(\"\(name)\"): no button of \(contentName ?? "the view") has that title or label"
                          + (names.isEmpty ? " (it has no buttons)" : " (its buttons: \(names.map { "\"\($0)\"" }.joined(separator: ", ")))"), .invalid)
    }

    /// `tap("Like")`: the button's action runs, as a tap that ends inside it runs it [Apple]
    /// (…/swiftui/button: "the action … when the user clicks or taps the button"), with a
    /// `self` whose @State it changes (the content as it is now).
    func tap(_ name: String, site: CallSite) throws {
        let button = try button(named: name, what: "tap", site: site)
        guard let action = button.action else { return }
        _ = try site.interpreter.invoke(boundToContent(action), [], at: site.node)
    }

    /// `press("Save")` / `release("Save")`: the button's style sees `configuration.isPressed`
    /// true until the release [Apple] (…/buttonstyleconfiguration/ispressed: "a Boolean that
    /// indicates whether the user is currently pressing the button"); body is evaluated again,
    /// as the pressed state is the button's. A release runs no action: that is `tap`.
    func setPressed(_ name: String, _ pressed: Bool, at time: Double, site: CallSite) throws {
        _ = try button(named: name, what: pressed ? "press" : "release", site: site)
        if pressed { motion.pressed.insert(name) } else { motion.pressed.remove(name) }
        guard current != nil || contentIsViewValue else { return }
        try update(current, at: time, animation: nil, site: site)
    }

    /// An action of the content's body with `self` the content as it is now (its @State
    /// setters are nonmutating, so the action changes the scene's state). A closure of a
    /// nested view of another type keeps its own `self`.
    func boundToContent(_ action: Function) -> Function {
        guard let current, case .structValue(let captured)? = action.scope?.lookup("self")?.value, captured.type === current.type else { return action }
        let scope = Scope(parent: action.scope)
        scope.define("self", liveSelf(.structValue(current)))
        let bound = Function(name: action.name, parameters: action.parameters, body: action.body, scope: scope, owner: action.owner)
        bound.capturedFrame = action.capturedFrame
        return bound
    }
}

/// An animation that never ends, from when it started: a `repeatForever`, a repeating
/// keyframe timeline, a phase animator without a trigger.
struct EndlessMotion {
    var start: Double
    /// One whole cycle in seconds; nil when it is not fixed (a spring, phases on springs).
    var cycle: Double?

    /// Where a clip without a given length ends: after whole cycles of each endless motion —
    /// at least two, and at least `fallback` seconds of it — so a pulse is never cut
    /// mid-swing; `fallback` seconds after the last change when a cycle is not fixed; nil
    /// when nothing is endless (the clip ends when everything has settled).
    static func cut(_ motions: [EndlessMotion], lastChange: Double, fallback: Double) -> Double? {
        guard !motions.isEmpty else { return nil }
        var end = lastChange
        for motion in motions {
            guard let cycle = motion.cycle, cycle > 0 else { return lastChange + fallback }
            let cycles = max(2, (fallback / cycle - 1e-9).rounded(.up))
            end = max(end, motion.start + cycles * cycle)
        }
        return end
    }
}
