import Synchronization

/// Layers with their model values over time and the animations added to them: everything
/// needed to know what Core Animation would show at any moment.
///
/// A model change takes effect at its time (as a property set outside an animation block);
/// an animation is added at a time and runs from there, its beginTime counted from that
/// moment. `evaluate(at:)` is a pure function of time.
///
/// Times are exact (`Rational`): a frame whose time equals a change's or an animation's
/// boundary is on it. The `Double` entry points read their times as the numbers they were
/// written as (`Rational(reading:)`).
///
/// Building is linear: changes and animations made in time order (as a script makes them)
/// are appended, and the latest model values are kept, so asking for them at the script's
/// clock costs nothing however long the script. Evaluating is bounded too: the model values
/// are kept every `checkpointInterval` changes, animations that are over are skipped by a
/// binary search, and the values after the held animations already past their ends are kept
/// (`HeldPrefix`), so a frame of a long script costs about what a frame of a short one does.
public struct Timeline: Sendable {
    /// Index of a layer in `layers`, in drawing order (later layers are drawn on top).
    public typealias LayerID = Int

    /// A change of model values at one time, applied in the order it was made.
    public struct ModelChange: Sendable {
        /// The change's exact time, in timeline seconds.
        public var at: Rational
        /// Sets the layer's new model values.
        public var change: @Sendable (inout LayerState) -> Void
        /// `at`, as a Double.
        public var time: Double { at.doubleValue }
    }

    /// An animation and the moment it was added to its layer.
    public struct AttachedAnimation: Sendable {
        /// When the animation was added, exactly, in timeline seconds; its beginTime counts from here.
        public var at: Rational
        /// The animation itself.
        public var animation: any LayerAnimation
        /// `at`, as a Double.
        public var addedAt: Double { at.doubleValue }

        /// From when on the animation shows nothing, in timeline time; nil when it may show
        /// forever (it fills forwards and stays on the layer, repeats forever, or has a speed
        /// or offset that this does not try to reason about).
        var over: Rational? {
            let timing = animation.timing
            guard timing.speed == 1, timing.timeOffset == 0,
                  animation.isRemovedOnCompletion || !timing.fillMode.fillsForwards,
                  let end = timing.exactEndTime else { return nil }
            return at + end
        }

        /// From when on a held animation (one that fills forwards and stays) shows its last
        /// value, the same at every later time; nil when that cannot be said simply.
        var heldFrom: Rational? {
            let timing = animation.timing
            guard timing.speed == 1, timing.timeOffset == 0, timing.fillMode.fillsForwards,
                  let end = timing.exactEndTime else { return nil }
            return at + end
        }
    }

    /// The layer's values after its first `held` lasting animations, all past their ends,
    /// over the model values after its first `changes` changes: the same at every time at
    /// which those animations are still over and the model has made those changes, so the
    /// next evaluation starts from here and applies only what came since. Scenes that hold
    /// many animations (fill forwards, not removed) applied every held one at every frame
    /// and at every time the canvas fitting looked at: 1,000 held actions took 82 s to render.
    private struct HeldPrefix: Sendable {
        var changes: Int
        var held: Int
        var state: LayerState
    }

    /// One layer's `HeldPrefix`, shared by the copies of a timeline that are not changed
    /// afterwards (a change makes a new one) and by the threads drawing its frames.
    private final class HeldPrefixCache: Sendable {
        let value = Mutex<HeldPrefix?>(nil)
    }

    /// Model values are kept after every this many changes.
    static let checkpointInterval = 64

    private struct Track: Sendable {
        var initial: LayerState
        /// Sorted by time; same-time changes in the order they were made.
        var changes: [ModelChange] = []
        /// Sorted by the time they were added; same-time ones in the order they were added.
        var animations: [AttachedAnimation] = []
        /// The model values after every change: what any time at or after the last change shows.
        var latest: LayerState
        /// checkpoints[j]: the model values after changes[0 ..< (j + 1) × checkpointInterval].
        var checkpoints: [LayerState] = []
        /// overBy[i]: the latest `over` of the animations in 0 ... i that end (nil: none of
        /// them does), so every animation before the first i with overBy[i] > t is over at t,
        /// but for those in `lasting`.
        var overBy: [Rational?] = []
        /// Indices of the animations that may show for ever, in order.
        var lasting: [Int] = []
        /// heldBy[k]: the latest time at which the lasting animations 0 ... k are all past
        /// their ends, held (nil once one of them never is).
        var heldBy: [Rational?] = []
        /// The values after the held lasting animations, last worked out.
        var held = HeldPrefixCache()

        init(initial: LayerState) { self.initial = initial; latest = initial }

        /// Appends a change made at or after the last one.
        mutating func append(_ change: ModelChange) {
            held = HeldPrefixCache()
            changes.append(change)
            change.change(&latest)
            if changes.count % Timeline.checkpointInterval == 0 { checkpoints.append(latest) }
        }

        /// Recomputes the model values kept, after an insertion before the end.
        mutating func replayChanges() {
            held = HeldPrefixCache()
            var state = initial
            checkpoints.removeAll(keepingCapacity: true)
            for (i, c) in changes.enumerated() {
                c.change(&state)
                if (i + 1) % Timeline.checkpointInterval == 0 { checkpoints.append(state) }
            }
            latest = state
        }

        /// Appends to `overBy` and `lasting` for the animation just appended.
        mutating func appendOver(_ animation: AttachedAnimation) {
            held = HeldPrefixCache()
            let previous = overBy.last ?? nil
            if let over = animation.over {
                overBy.append(previous.map { .max($0, over) } ?? over)
            } else {
                lasting.append(overBy.count)
                overBy.append(previous)
                let before: Rational?? = heldBy.last
                switch (before, animation.heldFrom) {
                case (.none, let from): heldBy.append(from)
                case (.some(.some(let b)), .some(let from)): heldBy.append(.max(b, from))
                default: heldBy.append(nil)
                }
            }
        }

        mutating func replayOver() {
            let all = animations
            overBy.removeAll(keepingCapacity: true)
            lasting.removeAll(keepingCapacity: true)
            heldBy.removeAll(keepingCapacity: true)
            for a in all { appendOver(a) }
        }
    }

    private var tracks: [Track] = []

    /// An empty timeline, with no layers.
    public init() {}

    /// Adds a layer with its initial model values; returns its id.
    @discardableResult
    public mutating func addLayer(_ state: LayerState) -> LayerID {
        tracks.append(Track(initial: state))
        return tracks.count - 1
    }

    /// Whether an animation attached to any layer satisfies `predicate` (a writer asking
    /// whether the timeline holds something it cannot express, such as a content transition).
    public func containsAnimation(where predicate: (any LayerAnimation) -> Bool) -> Bool {
        tracks.contains { track in track.animations.contains { predicate($0.animation) } }
    }

    /// How many layers have been added.
    public var layerCount: Int { tracks.count }

    /// The animations added to `layer`, in the order they were added: what an exporter reads
    /// to carry them into another format (Lottie keyframes) instead of sampling them.
    public func animations(of layer: LayerID) -> [AttachedAnimation] { tracks[layer].animations }

    /// The times at which `layer`'s model values change, in order.
    public func modelChangeTimes(of layer: LayerID) -> [Double] { tracks[layer].changes.map(\.time) }

    /// Sets model values at `time`, after any change already made at that time.
    public mutating func setModel(of layer: LayerID, at time: Double,
                                  _ change: @escaping @Sendable (inout LayerState) -> Void) {
        setModel(of: layer, at: Rational(reading: time), change)
    }

    /// Sets model values at `time`, after any change already made at that time. In time order
    /// this is an append (constant time); an earlier time is inserted in order.
    public mutating func setModel(of layer: LayerID, at time: Rational,
                                  _ change: @escaping @Sendable (inout LayerState) -> Void) {
        let entry = ModelChange(at: time, change: change)
        if Self.insertedBeforeEnd(entry, at: time, into: &tracks[layer].changes, timeOf: \.at) {
            tracks[layer].replayChanges()
        } else {
            tracks[layer].append(entry)
        }
    }

    /// Shows `layer`, added at `time`, before then as it is first presented at `time` (its
    /// model values with the animations added by then written over them), and from `time` on
    /// as before. Core Animation commits the layer-tree changes and the animations added in one
    /// run-loop turn together [Apple] (CATransaction: "A mechanism for grouping multiple
    /// layer-tree operations into atomic updates to the render tree"; an implicit transaction
    /// is "committed automatically when the thread's run-loop next iterates"), so a layer added
    /// in the turn its first animations are added in is first drawn with them, never at its
    /// model values before them; a clip's still lead-in shows it as that first frame does.
    /// A layer changed before `time` is left as it is (it was not added then).
    public mutating func showFirstPresentation(of layer: LayerID, addedAt time: Rational) {
        guard !tracks[layer].changes.contains(where: { $0.at < time }) else { return }
        let model = tracks[layer].initial
        let shown = presentation(of: layer, at: time)
        guard shown != model else { return }
        tracks[layer].initial = shown
        // The model again at `time`, before the changes made at that time.
        tracks[layer].changes.insert(ModelChange(at: time) { $0 = model }, at: 0)
        tracks[layer].replayChanges()
    }

    /// Hides `layer`, added at `time`, before then: a layer is in no tree, so not drawn, until
    /// it is added (a layer the code adds in a later turn, `asyncAfter`). Its values from
    /// `time` on are as before. A layer changed before `time` is left as it is.
    public mutating func hideBefore(_ layer: LayerID, addedAt time: Rational) {
        guard !tracks[layer].changes.contains(where: { $0.at < time }), !tracks[layer].initial.isHidden else { return }
        let model = tracks[layer].initial
        tracks[layer].initial.isHidden = true
        tracks[layer].changes.insert(ModelChange(at: time) { $0.isHidden = model.isHidden }, at: 0)
        tracks[layer].replayChanges()
    }

    /// Adds `animation` to `layer` at `time`.
    public mutating func add(_ animation: any LayerAnimation, to layer: LayerID, at time: Double) {
        add(animation, to: layer, at: Rational(reading: time))
    }

    /// Adds `animation` to `layer` at `time`; later additions at the same time are applied after.
    public mutating func add(_ animation: any LayerAnimation, to layer: LayerID, at time: Rational) {
        let entry = AttachedAnimation(at: time, animation: animation)
        if Self.insertedBeforeEnd(entry, at: time, into: &tracks[layer].animations, timeOf: \.at) {
            tracks[layer].replayOver()
        } else {
            tracks[layer].animations.append(entry)
            tracks[layer].appendOver(entry)
        }
    }

    /// Replaces `layer`'s animations with `animations`, the same entries at the same times in
    /// the same order but changed (taken off part way, `removeAnimations`).
    mutating func replaceAnimations(of layer: LayerID, _ animations: [AttachedAnimation]) {
        tracks[layer].animations = animations
        tracks[layer].replayOver()
    }

    /// Inserts `entry`, at `time`, into `entries` (in time order) when it is earlier than the
    /// last one: after every entry at or before its time, so same-time entries stay in the
    /// order they were made. True when it did (the caller recomputes what it keeps from the
    /// entries); false when the entry belongs at the end, where the caller appends it in
    /// constant time.
    private static func insertedBeforeEnd<Entry>(_ entry: Entry, at time: Rational, into entries: inout [Entry],
                                                 timeOf entryTime: (Entry) -> Rational) -> Bool {
        guard let last = entries.last, time < entryTime(last) else { return false }
        let index = upperBound(entries.count) { entryTime(entries[$0]) <= time }
        entries.insert(entry, at: index)
        return true
    }

    /// The first index in 0..<count at which `isAtOrBefore` is false, for a predicate that is
    /// true on a prefix.
    private static func upperBound(_ count: Int, _ isAtOrBefore: (Int) -> Bool) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if isAtOrBefore(mid) { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The model values of `layer` at `time`: its initial values with every change up to then.
    public func model(of layer: LayerID, at time: Double) -> LayerState {
        model(of: layer, at: Rational(reading: time))
    }

    /// The model values of `layer` at `time`, a change at exactly `time` included.
    public func model(of layer: LayerID, at time: Rational) -> LayerState {
        model(of: layer, at: time, changes: changeCount(of: layer, at: time))
    }

    /// How many of `layer`'s changes have happened by `time`.
    private func changeCount(of layer: LayerID, at time: Rational) -> Int {
        let changes = tracks[layer].changes
        guard let last = changes.last, time < last.at else { return changes.count }
        return Self.upperBound(changes.count) { changes[$0].at <= time }
    }

    /// The model values after `layer`'s first `count` changes.
    private func model(of layer: LayerID, at time: Rational, changes count: Int) -> LayerState {
        // Read in place: copying the track (its states and arrays) would cost more than this.
        let changes = tracks[layer].changes
        if count == changes.count { return tracks[layer].latest }
        // Start from the last values kept before.
        let kept = count / Self.checkpointInterval
        var state = kept == 0 ? tracks[layer].initial : tracks[layer].checkpoints[kept - 1]
        var i = kept * Self.checkpointInterval
        while i < count { changes[i].change(&state); i += 1 }
        return state
    }

    /// The presentation values of `layer` at `time`: its model values with every animation
    /// added by then written over them, in the order they were added.
    public func presentation(of layer: LayerID, at time: Double) -> LayerState {
        presentation(of: layer, at: Rational(reading: time))
    }

    /// The presentation values of `layer` at the exact `time`.
    public func presentation(of layer: LayerID, at time: Rational) -> LayerState {
        let changes = changeCount(of: layer, at: time)
        let animations = tracks[layer].animations, overBy = tracks[layer].overBy
        let lasting = tracks[layer].lasting, heldBy = tracks[layer].heldBy
        // Every animation before the first that may still show at `time` is over, but for
        // the lasting ones among them, which come first in the order they were added.
        let first = Self.upperBound(overBy.count) { i in
            guard let over = overBy[i] else { return true }
            return over <= time
        }
        // The lasting ones that apply at `time`, and how many of those lead past their ends
        // (held: the same values at any later time, so worked out once and kept).
        let applying = Self.upperBound(lasting.count) { k in lasting[k] < first && animations[lasting[k]].at <= time }
        let held = Self.upperBound(applying) { k in heldBy[k].map { $0 <= time } ?? false }
        func applyLasting(_ ks: Range<Int>, to state: inout LayerState) {
            for k in ks {
                let a = animations[lasting[k]]
                a.animation.apply(parentTime: time - a.at, to: &state, inGroup: false)
            }
        }
        var state: LayerState
        if held > 0 {
            let cache = tracks[layer].held
            var from = 0
            if let kept = cache.value.withLock({ $0 }), kept.changes == changes, kept.held <= held {
                state = kept.state
                from = kept.held
            } else {
                state = model(of: layer, at: time, changes: changes)
            }
            applyLasting(from..<held, to: &state)
            let prefix = HeldPrefix(changes: changes, held: held, state: state)
            cache.value.withLock { $0 = prefix }
        } else {
            state = model(of: layer, at: time, changes: changes)
        }
        applyLasting(held..<applying, to: &state)
        var i = first
        while i < animations.count, animations[i].at <= time {
            animations[i].animation.apply(parentTime: time - animations[i].at, to: &state, inGroup: false)
            i += 1
        }
        return state
    }

    /// Every layer's presentation values at `time`.
    public func evaluate(at time: Double) -> Snapshot {
        evaluate(at: Rational(reading: time), reportedAs: time)
    }

    /// Every layer's presentation values at the exact `time`; the snapshot's `time` is
    /// `reportedAs` when given (a clip reports k / fps as it always has), else `time`'s value.
    public func evaluate(at time: Rational, reportedAs reported: Double? = nil) -> Snapshot {
        var layers: [LayerState] = []
        layers.reserveCapacity(tracks.count)
        for id in tracks.indices { layers.append(presentation(of: id, at: time)) }
        return Snapshot(time: reported ?? time.doubleValue, layers: layers)
    }

    /// When the last animation or model change is over, in timeline seconds
    /// (infinite if an animation repeats forever).
    public var endTime: Double {
        guard let end = exactEndTime else { return .infinity }
        return end.doubleValue
    }

    /// `endTime`, exactly; nil when an animation never ends.
    public var exactEndTime: Rational? {
        var end = Rational.zero
        for t in tracks {
            if let last = t.changes.last { end = .max(end, last.at) }
            for a in t.animations {
                guard let animationEnd = a.animation.timing.exactEndTime else { return nil }
                end = .max(end, a.at + animationEnd)
            }
        }
        return end
    }
}
