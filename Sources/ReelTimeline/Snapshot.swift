/// Every layer's values at one moment: what a renderer draws.
public struct Snapshot: Hashable, Sendable {
    /// The moment, in seconds of timeline time.
    public var time: Double
    /// In drawing order, indexed by `Timeline.LayerID`.
    public var layers: [LayerState]

    /// A snapshot of `layers` at `time` seconds.
    public init(time: Double, layers: [LayerState]) {
        self.time = time; self.layers = layers
    }
}
