import ReelSwiftUI

/// `onChange(of:perform:)` (iOS 14) and `onChange(of:initial:_:)` (iOS 17) as the scene
/// evaluates them (issue 39).
///
/// [Apple] (…/view/onchange(of:initial:_:)): "SwiftUI passes the old and new values to the
/// observed closure" when the value changes; "initial: Whether the action should be run when
/// this view initially appears"; the closure may take both values, or none (the
/// zero-parameter overload). The iOS 14 form (…/view/onchange(of:perform:), deprecated in
/// iOS 17) passes the new value only, and never runs on appearance. The value is compared as
/// `Equatable` (by its description here) between one evaluation of the body and the next, at
/// the modifier's place in the tree; the action runs once the body has been evaluated, as a
/// state change of its own (its changes animate only inside its own `withAnimation`:
/// [Inferred], a device check in docs/swiftui.md).
struct SwiftUIChangeObservers {
    struct Observer {
        var value: Value
        var text: String
        var action: Function
        var initial: Bool
    }

    /// The observers the body being evaluated declared, by place.
    private var declared = PlacedDeclarations<Observer>()
    /// The observers of the last evaluation, by place.
    private var last: [String: Observer] = [:]

    /// The most actions that may run, one after another, from one state change before the run
    /// is refused: an action whose change fires itself again never ends (SwiftUI logs
    /// "onChange(of:) action tried to update multiple times per frame").
    static let maximumChain = 32

    mutating func begin() { declared.begin() }

    /// A modifier at `place` observes `value` (described as `text`).
    mutating func observe(_ observer: Observer, place: String) { declared.declare(observer, place: place) }

    /// The body's evaluation ended: the actions to run, each with its arguments, in the order
    /// the body declared them; `appearing` when this is the content's first evaluation.
    mutating func end(appearing: Bool) -> [(Function, [Argument])] {
        var fired: [(Function, [Argument])] = []
        for key in declared.order {
            let now = declared.items[key]!
            let old: Value
            if let before = last[key], !appearing {
                guard before.text != now.text else { continue }
                old = before.value
            } else {
                guard now.initial else { continue }
                old = now.value
            }
            let values: [Value]
            switch now.action.parameters.count {
            case 0: values = []
            case 1: values = [now.value]
            default: values = [old, now.value]
            }
            fired.append((now.action, values.map { Argument(label: nil, value: $0, isTrailingClosure: false) }))
        }
        last = declared.items
        return fired
    }
}
