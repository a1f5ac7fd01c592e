/// Where the code last set each property of a layer (a view's property is its layer's): the
/// call and the words it wrote, so a value out of range found only when the changes are
/// recorded — at the next animation, layer animation or the turn's end — is refused at the
/// assignment that gave it, naming it (`lab.font`), not at the later call, naming the scene's
/// `layer1` (hostile round 17).
struct ValueSetters {
    struct Set {
        /// The written target (`lab.font`, `ring.lineWidth`).
        var said: String
        /// The front end's token of the assignment (`UIKitWorld.caller`).
        var origin: AnyObject
        /// Its order among every set noted, so the latest of several properties is found.
        var order: Int
    }
    /// By layer, then by the Swift property set: one entry a property, so a loop that sets it
    /// again and again keeps one (bounded by the views limit times the properties declared).
    var byLayer: [ObjectIdentifier: [String: Set]] = [:]
    var count = 0
    /// The user's name of each layer (or its view's, `+ ".layer"`), for a change no assignment
    /// is noted for (an initializer's frame).
    var names: [ObjectIdentifier: String] = [:]
    /// The assignment the latest refusal of a value belongs to, until the front end takes it.
    var refusedAt: AnyObject?

    /// The Swift properties whose set gives each scene key (a part's `ViewValues` key or a
    /// layer's `SublayerParameters` key); a key not listed is set by the property of its name.
    static let properties: [String: [String]] = [
        "positionX": ["center", "frame", "position"], "positionY": ["center", "frame", "position"],
        "centerX": ["center", "frame", "position"], "centerY": ["center", "frame", "position"],
        "width": ["frame", "bounds"], "height": ["frame", "bounds"], "boundsX": ["bounds"], "boundsY": ["bounds"],
        "anchorX": ["anchorPoint"], "anchorY": ["anchorPoint"],
        "rotation": ["transform"], "scaleX": ["transform"], "scaleY": ["transform"],
        "translationX": ["transform"], "translationY": ["transform"],
        "opacity": ["alpha", "opacity"], "alpha": ["alpha", "opacity"], "hidden": ["isHidden"],
        "masksToBounds": ["clipsToBounds", "masksToBounds"],
        "fontSize": ["font"], "fontWeight": ["font"], "textColor": ["textColor", "tintColor"],
        "imageSize": ["preferredSymbolConfiguration", "image"], "contents": ["contents", "image"],
        "instanceScaleX": ["instanceTransform"], "instanceScaleY": ["instanceTransform"], "instanceRotation": ["instanceTransform"],
        "instanceTranslationX": ["instanceTransform"], "instanceTranslationY": ["instanceTransform"],
    ]
}

extension UIKitWorld {
    /// Notes that the code's assignment `origin` (a front end's token, as `caller` is) set
    /// `property` of `layer` (of a view's layer for a view's property), written as `said`.
    public func noteSet(_ property: String, on layer: CALayer, said: String, origin: AnyObject) {
        valueSetters.count += 1
        valueSetters.byLayer[ObjectIdentifier(layer), default: [:]][property] = ValueSetters.Set(said: said, origin: origin, order: valueSetters.count)
    }

    /// Names `layer` as the code stored it (`let ring = CAShapeLayer()`; a view's layer as
    /// `view.layer`), the first name only.
    public func noteName(_ name: String, of layer: CALayer) {
        if valueSetters.names[ObjectIdentifier(layer)] == nil { valueSetters.names[ObjectIdentifier(layer)] = name }
    }

    /// The token of the assignment the refusal just raised belongs to (`refusedValue`), when
    /// that is not the call being evaluated; taken once.
    public func takeRefusalOrigin() -> AnyObject? {
        defer { valueSetters.refusedAt = nil }
        return valueSetters.refusedAt
    }

    /// The name the code stored `layer` under (a view's layer: `view.layer`), if any.
    public func layerName(_ layer: CALayer) -> String? { valueSetters.names[ObjectIdentifier(layer)] }

    /// A value of `layer`'s scene key `key` refused: at the assignment that last set it, named
    /// as written, when one is noted; else where the changes are recorded, the layer named as
    /// the code stored it where it did.
    func refusedValue(_ message: String, key: String, of layer: CALayer?) -> WorldError {
        valueSetters.refusedAt = nil
        guard let layer else { return WorldError(message) }
        let sets = valueSetters.byLayer[ObjectIdentifier(layer)] ?? [:]
        let names = ValueSetters.properties[key] ?? [key]
        if let set = names.compactMap({ sets[$0] }).max(by: { $0.order < $1.order }) {
            valueSetters.refusedAt = set.origin
            return WorldError("\(set.said): \(message)")
        }
        if let name = valueSetters.names[ObjectIdentifier(layer)] { return WorldError("\(name): \(message)") }
        return WorldError(message)
    }
}
