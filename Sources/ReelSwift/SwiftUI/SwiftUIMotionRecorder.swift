import ReelSwiftUI

/// Beside the stage (issue 39 item 4): what set each animatable number and when the animation
/// moving it ended, so `-o x.swift` can write a spring as that spring, a curve as that curve,
/// and sample only what it cannot say (merged or combined runs, repeats, what an animator or
/// a transition drove). It hears the stage; it changes nothing the stage draws.
struct SwiftUIMotionRecorder {
    private var events: [ViewTree.Key: [ViewClipMotion.Event]] = [:]
    /// Keys whose animation had not ended at the last frame.
    private var running: Set<ViewTree.Key> = []
    /// The time the content first appeared.
    private(set) var start: Double?

    /// The content appeared at `time`.
    mutating func appeared(at time: Double) {
        if start == nil { start = time }
    }

    /// `key` was set from the model value `from` to `to` at `time`; `interrupted`: its earlier
    /// animation was still running; `animating`: the new value animates.
    mutating func set(_ key: ViewTree.Key, from: Double, to: Double, animation: ReelSwiftUI.Animation?, interrupted: Bool,
                      animating: Bool, at time: Double) {
        guard from != to || interrupted else { return }
        events[key, default: []].append(.set(time: time, from: from, to: to, animation: animating ? animation : nil, interrupted: interrupted))
        if animating { running.insert(key) } else { running.remove(key) }
    }

    /// At the frame at `time`, `key` is animating or not: its animation ended there when it was.
    mutating func frame(_ key: ViewTree.Key, animating: Bool, at time: Double) {
        guard !animating, running.contains(key) else { return }
        running.remove(key)
        events[key, default: []].append(.ended(time: time))
    }

    /// The record, each key found in `lastFrame` by lowering `tree` (the last state's) with
    /// `animators` (the last frame's) and a tag in place of each recorded number. A tree whose
    /// tags do not land where the frame's numbers are (a lowering that computes with a number)
    /// leaves that number out: the writer samples its frames.
    func motion(tree: ViewTree, animators: AnimatorFrames?, lastFrame: ViewNode) -> ViewClipMotion? {
        guard let start else { return nil }
        let keys = events.keys.sorted()
        let base = 1e12
        let tags = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, base + Double($0)) })
        let tagged = ViewTree.Lowering(shown: { key, model in tags[key] ?? model }, record: nil, animators: animators).lower(tree)
        guard tagged.shape == lastFrame.shape else { return ViewClipMotion(start: start, numbers: []) }
        var numbers: [ViewClipMotion.Number] = []
        for (position, value) in tagged.numbers.enumerated() {
            let index = value - base
            guard index >= 0, index < Double(keys.count), index == index.rounded() else { continue }
            let key = keys[Int(index)]
            numbers.append(ViewClipMotion.Number(key: key, position: position, events: events[key] ?? []))
        }
        return ViewClipMotion(start: start, numbers: numbers)
    }
}
