/// Layers with their model values over time and the animations added to them: everything
/// needed to know what Core Animation would show at any moment.
///
/// A model change takes effect at its time (as a property set outside an animation block);
/// an animation is added at a time and runs from there, its beginTime counted from that
/// moment. `evaluate(at:)` is a pure function of time.
public struct Timeline: Sendable {
    /// Index of a layer in `layers`, in drawing order (later layers are drawn on top).
    public typealias LayerID = Int

    /// A change of model values at one time, applied in the order it was made.
    public struct ModelChange: Sendable {
        public var time: Double
        public var change: @Sendable (inout LayerState) -> Void
    }

    /// An animation and the moment it was added to its layer.
    public struct AttachedAnimation: Sendable {
        public var addedAt: Double
        public var animation: any LayerAnimation
    }

    private struct Track: Sendable {
        var initial: LayerState
        var changes: [ModelChange] = []
        var animations: [AttachedAnimation] = []
    }

    private var tracks: [Track] = []

    public init() {}

    /// Adds a layer with its initial model values; returns its id.
    @discardableResult
    public mutating func addLayer(_ state: LayerState) -> LayerID {
        tracks.append(Track(initial: state))
        return tracks.count - 1
    }

    public var layerCount: Int { tracks.count }

    /// The animations added to `layer`, in the order they were added: what an exporter reads
    /// to carry them into another format (Lottie keyframes) instead of sampling them.
    public func animations(of layer: LayerID) -> [AttachedAnimation] { tracks[layer].animations }

    /// The times at which `layer`'s model values change, in order.
    public func modelChangeTimes(of layer: LayerID) -> [Double] { tracks[layer].changes.map(\.time) }

    /// Sets model values at `time`, after any change already made at that time.
    public mutating func setModel(of layer: LayerID, at time: Double,
                                  _ change: @escaping @Sendable (inout LayerState) -> Void) {
        var changes = tracks[layer].changes
        // Stable insertion keeps same-time changes in the order they were made.
        let index = changes.lastIndex(where: { $0.time <= time }).map { $0 + 1 } ?? 0
        changes.insert(ModelChange(time: time, change: change), at: index)
        tracks[layer].changes = changes
    }

    /// Adds `animation` to `layer` at `time`.
    public mutating func add(_ animation: any LayerAnimation, to layer: LayerID, at time: Double) {
        tracks[layer].animations.append(AttachedAnimation(addedAt: time, animation: animation))
    }

    /// The model values of `layer` at `time`: its initial values with every change up to then.
    public func model(of layer: LayerID, at time: Double) -> LayerState {
        var state = tracks[layer].initial
        for c in tracks[layer].changes {
            if c.time > time { break }
            c.change(&state)
        }
        return state
    }

    /// The presentation values of `layer` at `time`: its model values with every animation
    /// added by then written over them, in the order they were added.
    public func presentation(of layer: LayerID, at time: Double) -> LayerState {
        var state = model(of: layer, at: time)
        for a in tracks[layer].animations where a.addedAt <= time {
            a.animation.apply(parentTime: time - a.addedAt, to: &state)
        }
        return state
    }

    /// Every layer's presentation values at `time`.
    public func evaluate(at time: Double) -> Snapshot {
        var layers: [LayerState] = []
        layers.reserveCapacity(tracks.count)
        for id in tracks.indices { layers.append(presentation(of: id, at: time)) }
        return Snapshot(time: time, layers: layers)
    }

    /// When the last animation or model change is over, in timeline seconds
    /// (infinite if an animation repeats forever).
    public var endTime: Double {
        var end = 0.0
        for t in tracks {
            for c in t.changes { end = max(end, c.time) }
            for a in t.animations { end = max(end, a.addedAt + a.animation.timing.endTime) }
        }
        return end
    }
}
