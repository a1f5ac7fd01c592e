/// The per-property state an animation keeps between frames, as SwiftUI keeps it in an
/// `AnimationContext` [RE] (OpenSwiftUI `AnimationState`, keyed by type): one value per kind of
/// state, shared by an animation and its modifiers (a repeat resets all but its own).
struct AnimationState: Hashable, Sendable {
    /// The fluid spring's integrator (FluidSpringAnimation's SpringState).
    var spring = SpringState()
    /// The repeat's iteration and the time it started (RepeatState).
    var repeatIndex = 0
    var repeatOffset = 0.0
    /// A combined run's entries: each target and its own state, nil once it finished
    /// (CombinedAnimationState).
    var combined: [CombinedState] = []

    struct SpringState: Hashable, Sendable {
        var offset = AnimatableVector.zero
        var velocity = AnimatableVector.zero
        var force = AnimatableVector.zero
        var time = 0.0
        var startTime = 0.0
        var blendStart = 0.0
        var blendInterval = 0.0
    }
}

/// One entry of a combined run: the value it moves to and its state (nil once finished).
struct CombinedState: Hashable, Sendable {
    var value: AnimatableVector
    var state: AnimationState?
}

/// An animation's view of its property for one evaluation: the state, and whether the animation
/// has said it is logically complete (SwiftUI's `AnimationContext.isLogicallyComplete`, which
/// `withAnimation(_:completionCriteria: .logicallyComplete)` completions wait for).
struct AnimationContext: Sendable {
    var state: AnimationState
    var isLogicallyComplete: Bool
}
