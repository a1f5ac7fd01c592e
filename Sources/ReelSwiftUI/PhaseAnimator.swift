/// SwiftUI's `phaseAnimator`: a view that moves through a list of phases, each with its own
/// animation, either continuously or once per trigger change.
///
/// [Apple] (developer.apple.com/documentation/swiftui/phaseanimator; the `animation` closure
/// defaults to `{ _ in .default }`): without a trigger the phases "cycle … continuously"; with
/// one, a change runs through them in response. Third-party, not re-read in Apple's docs
/// (chris.eidhof.nl/post/phase-animator): the animation for a step is the one for the phase
/// animated *to*; the next step starts when the current step's animation completes; phases with
/// equal values complete at once (nothing changes, so nothing animates); a triggered run ends
/// back at the first phase. "Completes" is taken as logically complete [Inferred] — SwiftUI's
/// default completion criterion — and docs/swiftui.md lists it for a device check.
public struct PhaseAnimator: Sendable {
    /// Each phase's property values, as the content closure reads them.
    public let phases: [[String: AnimatableVector]]
    /// Each phase's animation (for the step into that phase); nil: not animated.
    public let animations: [Animation?]
    public let isTriggered: Bool

    private var properties: [String: AnimatedValue]
    private var current = 0
    private var stepTransaction = 0
    /// The properties the current step changed.
    private var changed: Set<String> = []
    private var running: Bool

    /// `phases` in order, `animations[i]` for the step into phase i (use `.default` for the
    /// closure's default); `triggered`: wait for `trigger(at:)` instead of cycling from `start`.
    /// Nil without phases or without one animation per phase (SwiftUI requires a non-empty
    /// sequence of phases).
    public init?(phases: [[String: AnimatableVector]], animations: [Animation?], triggered: Bool, start: Double) {
        guard !phases.isEmpty, animations.count == phases.count else { return nil }
        self.phases = phases
        self.animations = animations
        self.isTriggered = triggered
        self.properties = phases[0].mapValues { AnimatedValue($0) }
        self.running = false
        if !triggered { advance(at: start) }
    }

    /// The index of the phase the animator is in (or moving to).
    public var phase: Int { current }

    /// Whether it is moving through its phases (always, without a trigger).
    public var isRunning: Bool { running }

    /// A trigger change: run through the phases from the first.
    public mutating func trigger(at time: Double) {
        guard isTriggered, !running else { return }
        advance(at: time)
    }

    /// The values shown at `time` (frames in time order, as a display asks).
    public mutating func value(at time: Double) -> [String: AnimatableVector] {
        // A step completes when every property's animation of it is logically complete; equal
        // phases complete at once, so a frame may pass several (at most one lap).
        for _ in 0..<phases.count {
            guard running else { break }
            var shown: [String: AnimatableVector] = [:]
            var complete = true
            for key in properties.keys.sorted() {
                guard var property = properties[key] else { continue }
                shown[key] = property.value(at: time)
                if changed.contains(key), property.isAnimating,
                   !property.events.contains(where: { $0.transaction == stepTransaction && $0.kind == .logicallyComplete }) {
                    complete = false
                }
                properties[key] = property
            }
            guard complete else { return shown }
            if isTriggered && current == 0 { running = false; break }
            advance(at: time)
        }
        var shown: [String: AnimatableVector] = [:]
        for key in properties.keys.sorted() {
            guard var property = properties[key] else { continue }
            shown[key] = property.value(at: time)
            properties[key] = property
        }
        return shown
    }

    /// Moves to the next phase at `time`, with that phase's animation; a phase equal to the
    /// current values completes at once, so the move goes on (at most one lap).
    private mutating func advance(at time: Double) {
        for _ in 0..<phases.count {
            current = (current + 1) % phases.count
            stepTransaction += 1
            running = true
            changed = []
            for (key, target) in phases[current] {
                var property = properties[key] ?? AnimatedValue(target)
                if !property.model.isEqual(to: target) { changed.insert(key) }
                property.set(target, animation: animations[current], at: time, transaction: stepTransaction)
                properties[key] = property
            }
            if !changed.isEmpty { return }
            if isTriggered && current == 0 { running = false; return }
        }
    }
}
