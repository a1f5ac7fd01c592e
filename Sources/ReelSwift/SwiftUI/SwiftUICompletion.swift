import ReelSwiftUI

/// `withAnimation(_:completionCriteria:_:completion:)` (iOS 17): the completion runs on the
/// scene clock when the transaction's animation is logically complete [Apple]
/// (…/swiftui/withanimation(_:completioncriteria:_:completion:): "completionCriteria: The
/// criteria that determines when the animation is considered complete", default
/// `.logicallyComplete`; …/animationcompletioncriteria/logicallycomplete: "The animation has
/// logically completed, but may still be in its long tail"). When that is, is the model's own
/// answer: ReelSwiftUI's `AnimatedValue` runs the animation and reports its
/// `logicallyComplete` event (a curve at its duration, a fluid spring at its response [RE], an
/// `interpolatingSpring` at 2π/√k [RE], delays and speeds applied, a repeat at its last
/// iteration, a `repeatForever` never). Logical completion of these does not depend on the
/// size of the change, so one unit change stands for every property the transaction moves;
/// an animation that is merged into a later one keeps its own completion time, as SwiftUI's
/// forks do (docs/swiftui.md, "Completion"). `.removed` depends on the size (the fluid
/// spring's absolute end thresholds) and is not evaluated; refused by name.
enum SwiftUICompletion {
    /// The step the animation is sampled at while looking for its completion (a 600 Hz clock:
    /// within 1.7 ms, under a 120 Hz frame).
    static let step = 1.0 / 600

    /// Seconds from the transaction until `animation` is logically complete, looked for up to
    /// `limit` seconds; nil when it is not by then (a `repeatForever`, at once). No animation:
    /// at once. `samples`: how many times the animation was evaluated, the work the caller
    /// charges to the run (a long animation is sampled up to 360,000 times).
    static func logicalCompletion(of animation: ReelSwiftUI.Animation?, limit: Double) -> (seconds: Double?, samples: Int) {
        guard let animation else { return (0, 0) }
        if animation.repeatsForever { return (nil, 0) }
        var value = AnimatedValue(AnimatableVector(0))
        value.set(AnimatableVector(1), animation: animation, at: 0, transaction: 1)
        var k = 0
        while Double(k) * step <= limit {
            let t = Double(k) * step
            _ = value.value(at: t)
            if value.events.contains(where: { $0.transaction == 1 && $0.kind == .logicallyComplete }) { return (t, k + 1) }
            k += 1
        }
        return (nil, k)
    }
}

extension SwiftUIStage {
    /// `logicalCompletion` looked for up to the scene's whole length once per animation, the
    /// samples charged to the run's steps (the first time only): a loop of 2,000
    /// `withAnimation(…, completion:)` no longer samples 2,000 times over.
    func completionTime(of animation: ReelSwiftUI.Animation?, limit: Double, site: CallSite) throws -> Double? {
        if let known = completionTimes[animation] { return known }
        let (seconds, samples) = SwiftUICompletion.logicalCompletion(of: animation, limit: limit)
        try site.interpreter.charge(samples, at: site.node)
        completionTimes[animation] = seconds
        return seconds
    }
}

extension WorldType {
    static let swiftUICompletionCriteria = WorldType(
        name: "AnimationCompletionCriteria", superclass: nil, summary: "when withAnimation's completion runs",
        constants: ["logicallyComplete", "removed"].map { name in
            WorldConstant(name: name) { _ in .native(SwiftUIChoiceValue(typeName: "AnimationCompletionCriteria", choice: name)) }
        })
}
