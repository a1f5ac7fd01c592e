/// UITapGestureRecognizer (UITapGestureRecognizer.h, UIGestureRecognizer.h): a tap on the view
/// it is attached to calls its targets' actions. No touch happens in a run: the run taps a view
/// (`UIKitWorld.tap`) or calls the action method itself, as a tap would.
public final class UITapGestureRecognizer {
    /// One target-action pair: the action's name (`handleTap(_:)`, for messages) and the call
    /// the front end made of it (the target's method, given this recognizer when it takes one).
    public struct Action {
        public var name: String
        public var fire: () throws -> Void
        public init(name: String, fire: @escaping () throws -> Void) { self.name = name; self.fire = fire }
    }

    /// The view it is attached to (`addGestureRecognizer`): UIGestureRecognizer.view.
    public internal(set) weak var view: UIView?
    /// numberOfTapsRequired: taps in a row that recognize (1 by default).
    public var numberOfTapsRequired = 1
    /// numberOfTouchesRequired: fingers (1 by default); a run's tap is one finger's.
    public var numberOfTouchesRequired = 1
    /// isEnabled: a disabled recognizer recognizes nothing.
    public var isEnabled = true
    /// Accepted: no touch reaches the view in a run.
    public var cancelsTouchesInView = true
    public private(set) var actions: [Action] = []

    public init() {}

    /// addTarget(_:action:) and init(target:action:).
    public func addTarget(_ action: Action) { actions.append(action) }

    /// removeTarget(_:action:): every pair whose action is `name` (nil: every pair).
    public func removeTarget(action name: String?) {
        actions.removeAll { name == nil || $0.name == name }
    }
}

extension UIView {
    /// UIView.addGestureRecognizer(_:): attached here (from any other view).
    public func addGestureRecognizer(_ recognizer: UITapGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// UIView.removeGestureRecognizer(_:).
    public func removeGestureRecognizer(_ recognizer: UITapGestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }
}

extension UIKitWorld {
    /// A user taps `view` `count` times in a row, now: the touch goes to `view` and then up its
    /// superviews, and the first enabled tap recognizer on that path requiring `count` taps
    /// recognizes and calls its actions, in the order they were added. A view whose
    /// `isUserInteractionEnabled` is false (or hidden) passes the touch to nothing beneath it
    /// (UIView.isUserInteractionEnabled: "touch … events intended for the view are ignored").
    /// Returns the actions called; none when no recognizer fits (the caller says so).
    @discardableResult
    public func tap(_ view: UIView, count: Int = 1) throws -> [String] {
        var next: UIView? = view
        while let current = next {
            guard current.isUserInteractionEnabled, !current.isHidden else { return [] }
            if let recognizer = current.gestureRecognizers.first(where: { $0.isEnabled && $0.numberOfTapsRequired == count }) {
                for action in recognizer.actions { try action.fire() }
                return recognizer.actions.map(\.name)
            }
            next = current.superview
        }
        return []
    }
}
