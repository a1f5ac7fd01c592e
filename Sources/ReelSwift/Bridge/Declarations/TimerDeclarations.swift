import ReelSwiftUI

/// `Timer`: a timed call on the world's clock, once or repeating, that the code can
/// `invalidate()`. A class in Foundation, so a reference here.
final class TimerValue: NativeValue {
    let interval: Double
    let repeats: Bool
    private(set) var isValid = true
    init(interval: Double, repeats: Bool) { self.interval = interval; self.repeats = repeats }
    var typeName: String { "Timer" }
    func isEqual(to other: any NativeValue) -> Bool { (other as? TimerValue) === self }
    func invalidate() { isValid = false }
}

extension WorldType {
    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` [Apple] (…/foundation/timer/
    /// scheduledtimer(withtimeinterval:repeats:block:)): "repeats: If true, the timer will
    /// repeatedly reschedule itself until invalidated"; "interval: … If interval is less than or
    /// equal to 0.0, this method chooses the nonnegative value of 0.0001 seconds instead"; the
    /// block receives the timer. A repeating timer never ends on a device, so here it is
    /// bounded by the scene it drives (`SwiftUIStage.timerFired`): it stops once a firing leaves
    /// the SwiftUI content in a state it had before (one whole cycle shown, the clip loops), at
    /// the latest after `TimerDeclarations.maximumFirings` firings or before the scene's length.
    static let timer = WorldType(
        name: "Timer", superclass: nil,
        summary: "a timed call on the world's clock, once or repeating (a repeating one runs one whole cycle of the SwiftUI state it drives)",
        methods: [
            .method("invalidate", on: TimerValue.self) { timer, _ in
                timer.invalidate()
                return .void
            },
        ],
        statics: [
            .function("publish", [.arg("every", .double), .arg("tolerance", type: "Double?", defaulted: true), .arg("on", type: "RunLoop", hint: "RunLoop"),
                                  .arg("in", type: "RunLoop.Mode", hint: "RunLoop.Mode")]) { a in
                let interval = TimerDeclarations.interval(try a.number("every", .double))
                guard interval.isFinite, interval <= a.bridge.world.limits.seconds else {
                    throw a.site.refuse("Timer.publish every: \(interval) is not a number of seconds within the scene (0 to \(a.bridge.world.limits.seconds) accepted)", .invalid)
                }
                return .native(TimerPublisherValue(interval: interval, connected: false))
            },
            .function("scheduledTimer", [.arg("withTimeInterval", .double), .arg("repeats", type: "Bool"), .closure("block", "(Timer) -> Void")]) { a in
                let interval = TimerDeclarations.interval(try a.number("withTimeInterval", .double))
                guard let repeats = try SwiftUIValues.bool(a, "repeats") else { throw a.site.refuse("Timer.scheduledTimer needs its repeats: argument", .invalid) }
                guard let block = a.closure("block", trailing: true) else { throw a.site.refuse("Timer.scheduledTimer needs the block it runs", .invalid) }
                guard interval.isFinite, interval <= a.bridge.world.limits.seconds else {
                    throw a.site.refuse("Timer.scheduledTimer withTimeInterval: \(interval) is not a number of seconds within the scene (0 to \(a.bridge.world.limits.seconds) accepted)", .invalid)
                }
                let timer = TimerValue(interval: interval, repeats: repeats)
                try TimerDeclarations.schedule(timer, block, a, firing: 1)
                return .native(timer)
            },
        ])
}

enum TimerDeclarations {
    /// A timer's interval as Foundation takes it: "If seconds is less than or equal to 0.0,
    /// this method chooses the nonnegative value of 0.0001 seconds instead" [Apple]
    /// (…/timer/scheduledtimer(withtimeinterval:repeats:block:)). NaN is kept, to be refused:
    /// `max(0.0001, .nan)` is 0.0001, so a NaN interval ran as a 0.1 ms timer (round 15).
    static func interval(_ seconds: Double) -> Double {
        seconds.isNaN ? seconds : max(0.0001, seconds)
    }

    /// The most firings a repeating timer is given to come back to a state it had: a typing
    /// indicator cycles in three or four, a countdown in tens.
    static let maximumFirings = 120

    static func schedule(_ timer: TimerValue, _ block: Function, _ a: BridgeArguments, firing: Int) throws {
        let site = a.site, bridge = a.bridge
        try bridge.world.asyncAfter(seconds: timer.interval) {
            guard timer.isValid else { return }
            let before = bridge.swiftUI.stateDescription(interpreter: site.interpreter)
            _ = try site.invoke(block, [Argument(label: nil, value: .native(timer))])
            guard timer.repeats, timer.isValid else { return }
            // Outside a SwiftUI scene there is no state to come back to: it stops at the most
            // firings, or before its next firing would pass the scene's length.
            let cycled = bridge.swiftUI.hasContent && bridge.swiftUI.timerFired(timer, stateBefore: before, interpreter: site.interpreter)
            if cycled || firing >= maximumFirings || bridge.sceneTime + timer.interval > bridge.world.limits.seconds {
                timer.invalidate()
                return
            }
            try schedule(timer, block, a, firing: firing + 1)
        }
    }
}
