import ReelTimeline

/// One of the seed's animations, declared once: its parameters (as a `ParameterSet`), its
/// name and summary, the timeline it adds to a stage, the times of its keyframes for the
/// studio's plot and the parameters a sweep may vary. Every front end — commands, scene
/// files, sweeps, `still`, `timeline`, the studio, batches — reads an animation only
/// through this protocol and the registry (`SeedAnimations.all`), so adding one is one file
/// that conforms and one line in the registry.
public protocol SeedAnimation: ParameterSet, Codable, Hashable {
    /// The name every front end uses: the command, a scene file's `action`, the studio's list.
    static var name: AnimationName { get }
    /// One sentence on what the animation does, for help and the studio.
    static var summary: String { get }
    /// Whether the seed shows it on the Shaky Bell's 24-point bell rather than on BadgeHub's
    /// app icon (the stage's layout, the default icon and colours follow).
    static var isBell: Bool { get }
    /// The parameters a sweep may give several values (comma-separated): by default every
    /// numeric one.
    static var sweepAxes: [ParameterInfo] { get }
    /// The animation's own length in seconds.
    var duration: Double { get }
    /// The times of its keyframes from its start, for marking the studio's plot: where each
    /// step of a chain ends, where a keyframe is reached.
    var keyframeOffsets: [Double] { get }
    /// Its timeline: adds its layer animations to `stage` at the stage's clock and advances
    /// the clock to its end (what a scene's action runs).
    func run(on stage: inout BadgeStage)
    /// Its Swift for `-o NAME.swift` in UIKit: the method as the seed's author wrote it, with
    /// these values, as data the writer renders (`SeedSwiftMethod`); nil when it has none
    /// (the writer then refuses it by name). `setup` is the badge it runs on.
    func uikitMethod(setup: BadgeSetup) -> SeedSwiftMethod?
    /// Its SwiftUI form: the keyframes of each view value it moves, from `stage` as it stands
    /// before the animation runs; nil when it has none (the writer then samples its motion).
    func swiftUITracks(on stage: BadgeStage) -> SeedSwiftUITracks?
}

extension SeedAnimation {
    /// BadgeHub's app icon, unless the animation says otherwise.
    public static var isBell: Bool { false }

    /// Every numeric parameter.
    public static var sweepAxes: [ParameterInfo] { infos.filter(\.kind.isSweepable) }

    /// No UIKit form unless the animation writes one.
    public func uikitMethod(setup: BadgeSetup) -> SeedSwiftMethod? { nil }

    /// No SwiftUI form unless the animation writes one.
    public func swiftUITracks(on stage: BadgeStage) -> SeedSwiftUITracks? { nil }
}

extension SeedAnimation {
    /// The ends of steps run one after another, from 0: the keyframes of a chain of
    /// UIView.animate steps lasting `durations`.
    public static func chainOffsets(_ durations: [Double]) -> [Double] {
        var t = 0.0
        return [0] + durations.map { t += $0; return t }
    }
}

extension TimingFunction {
    /// The time fraction where the curve reaches `progress`, by bisection (the curve is
    /// monotonic for control points inside 0...1; elsewhere this finds one crossing): where a
    /// keyframe of UIView.animateKeyframes is reached when the block's curve maps time to
    /// progress.
    public func time(reaching progress: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            if self(mid) < progress { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
