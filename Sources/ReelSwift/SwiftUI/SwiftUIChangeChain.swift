import ReelWorld

/// A `DispatchQueue.main.asyncAfter` that an `onChange(of:)` action schedules, whose change
/// fires the action again (`onChange(of: ringing) { asyncAfter(5 s) { ringing.toggle() } }`):
/// a loop that never ends on a device. It is bounded as a repeating `Timer` is
/// (TimerDeclarations): once a firing leaves the scene's state (the content's and its inner
/// views' and modifiers' `@State`) in one an earlier firing of the chain saw, one whole
/// cycle has been shown and the actions schedule no more; the same after
/// `TimerDeclarations.maximumFirings`, or when a firing would pass the scene's length.
struct SwiftUIChangeChain {
    /// The states the chain's firings saw.
    private var seen: Set<String> = []
    private var firings = 0
    private var cycled = false

    /// Schedules `work` `seconds` from now unless the chain has shown its whole cycle.
    static func asyncAfter(seconds: Double, _ work: @escaping () throws -> Void, _ a: BridgeArguments) throws {
        let bridge = a.bridge, stage = a.bridge.swiftUI, interpreter = a.site.interpreter
        guard !stage.changeChain.cycled, stage.changeChain.firings < TimerDeclarations.maximumFirings,
              bridge.sceneTime + max(0, seconds) <= bridge.world.limits.seconds else { return }
        stage.changeChain.firings += 1
        try bridge.world.asyncAfter(seconds: seconds) {
            // Scheduled before an earlier firing closed the cycle: not run.
            guard !stage.changeChain.cycled else { return }
            let before = stage.stateDescription(interpreter: interpreter)
            try work()
            let after = stage.stateDescription(interpreter: interpreter)
            if let before { stage.changeChain.seen.insert(before) }
            if let after, stage.changeChain.seen.contains(after) { stage.changeChain.cycled = true }
            if let after { stage.changeChain.seen.insert(after) }
        }
    }
}
