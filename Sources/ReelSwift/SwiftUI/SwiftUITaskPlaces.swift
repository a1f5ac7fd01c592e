/// `.task` modifiers by their place in the tree, and the tasks started for them (issue 39).
///
/// [Apple] (…/view/task(priority:_:)): "Adds an asynchronous task to perform before this view
/// appears", and "SwiftUI will automatically cancel the task at some point after the view
/// disappears before the action completes". A `.task` whose place a body evaluation first has
/// starts its task as the view appears; one the next evaluation no longer has (its view
/// removed) cancels it at that change's time ([Inferred]: "at some point after" is taken as
/// the change itself).
struct SwiftUITaskPlaces {
    /// The `.task` actions the body being evaluated declared, by place.
    private var declared = PlacedDeclarations<Function>()
    /// The places the last evaluation had.
    private var last: Set<String> = []
    /// The task started for each place still shown.
    private var running: [String: InterpretedTask] = [:]

    mutating func begin() { declared.begin() }

    /// A `.task` at `place`.
    mutating func declare(_ action: Function, place: String) { declared.declare(action, place: place) }

    /// The evaluation ended: the actions whose views appeared (with their places), in the
    /// order declared, and the tasks whose views are gone.
    mutating func end() -> (appeared: [(place: String, action: Function)], gone: [InterpretedTask]) {
        let order = declared.order
        let appeared = order.filter { !last.contains($0) }.map { ($0, declared.items[$0]!) }
        var gone: [InterpretedTask] = []
        for place in last.subtracting(order).sorted() {
            if let task = running.removeValue(forKey: place) { gone.append(task) }
        }
        last = Set(order)
        return (appeared, gone)
    }

    /// The task started for the `.task` at `place`.
    mutating func started(_ task: InterpretedTask, at place: String) {
        if last.contains(place) { running[place] = task }
    }
}
