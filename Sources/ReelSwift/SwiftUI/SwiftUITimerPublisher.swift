import ReelSwiftUI

/// `Timer.publish(every:tolerance:on:in:)` and its `autoconnect()`, received by a view's
/// `onReceive(_:perform:)` (issue 39).
///
/// [Apple] (…/foundation/timer/publish(every:tolerance:on:in:options:): "Returns a publisher
/// that repeatedly emits the current date on the given interval"; …/timer/timerpublisher/
/// autoconnect(): "automates the process of connecting or disconnecting from this connectable
/// publisher"; …/view/onreceive(_:perform:): "Adds an action to perform when this view detects
/// data emitted by the given publisher"). The subscription lives at the modifier's place in the
/// tree from the evaluation that first has it until one no longer does (the view left), and
/// fires every interval from then; it is bounded as a repeating `Timer.scheduledTimer` is
/// (TimerDeclarations): one whole cycle of the scene's state, at most 120 firings, within the
/// scene's length. The emitted date is an opaque `Date` (reading it is refused).
final class TimerPublisherValue: NativeValue {
    let interval: Double
    let connected: Bool
    init(interval: Double, connected: Bool) { self.interval = interval; self.connected = connected }
    var typeName: String { connected ? "Publishers.Autoconnect<Timer.TimerPublisher>" : "Timer.TimerPublisher" }
    var isReference: Bool { true }
    func isEqual(to other: any NativeValue) -> Bool { (other as? TimerPublisherValue) === self }
}

/// The `onReceive` subscriptions of the scene, by place.
struct SwiftUISubscriptions {
    private var timers: [String: TimerValue] = [:]
    private var seen: Set<String> = []

    mutating func begin() { seen = [] }

    /// A body evaluation declared a subscription at `place`: whether it is new (to be started).
    mutating func declare(_ place: String, _ timer: () -> TimerValue) -> TimerValue? {
        seen.insert(place)
        if timers[place] != nil { return nil }
        let made = timer()
        timers[place] = made
        return made
    }

    /// The evaluation ended: subscriptions of views no longer in the tree are cancelled.
    mutating func end() {
        for (place, timer) in timers where !seen.contains(place) {
            timer.invalidate()
            timers[place] = nil
        }
    }
}

extension WorldType {
    static let runLoop = WorldType(
        name: "RunLoop", superclass: nil, summary: "the main run loop a timer publisher runs on",
        constants: [WorldConstant(name: "main", isSharedInstance: true) { _ in .native(SwiftUIChoiceValue(typeName: "RunLoop", choice: "main")) },
                    .nestedType("Mode", "RunLoop.Mode")])

    static let runLoopMode = WorldType(
        name: "RunLoop.Mode", superclass: nil, summary: "a run loop mode (every mode runs here)",
        constants: ["common", "default"].map { name in WorldConstant(name: name) { _ in .native(SwiftUIChoiceValue(typeName: "RunLoop.Mode", choice: name)) } })

    static let timerPublisher = WorldType(
        name: "Timer.TimerPublisher", superclass: nil, summary: "a publisher of the date every interval, connected by autoconnect()",
        methods: [
            .method("autoconnect", on: TimerPublisherValue.self) { publisher, _ in
                .native(TimerPublisherValue(interval: publisher.interval, connected: true))
            },
        ])
}

extension SwiftUIStage {
    /// `onReceive(publisher) { … }` evaluated at `place`: a new subscription starts firing.
    func receive(_ publisher: TimerPublisherValue, action: Function, place: String, _ a: BridgeArguments) throws {
        guard isEvaluatingBody else { return }
        guard publisher.connected else {
            throw a.site.notEvaluated("onReceive of a Timer.TimerPublisher that is not connected", supported: ["Timer.publish(every:on:in:).autoconnect()"])
        }
        guard let timer = subscriptions.declare(place, { TimerValue(interval: publisher.interval, repeats: true) }) else { return }
        let block = Function.builtin("onReceive") { [unowned self] _, site in
            try site.interpreter.invoke(self.boundToContent(action), [Argument(label: nil, value: .native(SwiftUIChoiceValue(typeName: "Date", choice: "now")))], at: site.node)
        }
        try TimerDeclarations.schedule(timer, block, a, firing: 1)
    }
}
