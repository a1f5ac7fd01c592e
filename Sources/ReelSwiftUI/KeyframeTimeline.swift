/// SwiftUI's `KeyframeTimeline` and what `keyframeAnimator` plays: several tracks at once over
/// one value, here a value's animatable properties by key path.
///
/// [Apple] (KeyframeTimeline, mirrored at apple-docs.everest.mt/docs/swiftui/keyframetimeline):
/// tracks run in parallel and update the initial value in declaration order; "the value from
/// the last competing track will be used". The timeline lasts as long as its longest track.
public struct KeyframeTimeline: Hashable, Sendable {
    public var initialValue: [String: AnimatableVector]
    public var tracks: [KeyframeTrack]

    public init(initialValue: [String: AnimatableVector], tracks: [KeyframeTrack]) {
        self.initialValue = initialValue
        self.tracks = tracks
    }

    /// The longest track's duration.
    public var duration: Double { tracks.map(\.duration).max() ?? 0 }

    /// The value at `time` (clamped to the timeline: before 0 the initial value, after the end
    /// each track's last value).
    public func value(time: Double) -> [String: AnimatableVector] {
        var value = initialValue
        for track in tracks {
            let start = initialValue[track.keyPath] ?? .zero
            value[track.keyPath] = track.value(from: start, at: min(max(time, 0), duration))
        }
        return value
    }
}

/// A `keyframeAnimator`'s playback on the scene clock: started on appear or on a trigger
/// change, from the value the animator holds then, optionally repeating.
///
/// [Apple] (…/view/keyframeanimator(initialvalue:trigger:content:keyframes:)): the keyframes
/// closure receives the current value, "equal to initialValue when the view first appears, then
/// … to the end value of the previous keyframe animation on subsequent calls"; with
/// `repeating: true` (…/keyframeanimator(initialvalue:repeating:content:keyframes:)) the
/// timeline plays again and again from the start.
public struct KeyframePlayback: Hashable, Sendable {
    public private(set) var timeline: KeyframeTimeline
    public private(set) var startTime: Double
    public let repeating: Bool

    /// Starts `tracks` at `time` from `value`.
    public init(from value: [String: AnimatableVector], tracks: [KeyframeTrack], at time: Double, repeating: Bool = false) {
        self.timeline = KeyframeTimeline(initialValue: value, tracks: tracks)
        self.startTime = time
        self.repeating = repeating
    }

    /// A trigger change at `time`: the tracks start again from the end value of the previous
    /// run (its value at the end of its timeline, as Apple's docs say, not where it was cut).
    public mutating func retrigger(tracks: [KeyframeTrack], at time: Double) {
        let end = timeline.value(time: timeline.duration)
        timeline = KeyframeTimeline(initialValue: end, tracks: tracks)
        startTime = time
    }

    /// The value shown at `time`.
    public func value(at time: Double) -> [String: AnimatableVector] {
        let elapsed = time - startTime
        let duration = timeline.duration
        if repeating, duration > 0, elapsed >= 0 {
            return timeline.value(time: elapsed.truncatingRemainder(dividingBy: duration))
        }
        return timeline.value(time: elapsed)
    }

    /// Whether the run has reached its end (never, when repeating).
    public func isFinished(at time: Double) -> Bool { !repeating && time - startTime >= timeline.duration }
}
