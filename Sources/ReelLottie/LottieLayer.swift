/// One Lottie layer: a shape layer (vector groups), an image layer (an asset) or a null layer
/// (a transform other layers hang from).
public struct LottieLayer: Codable, Hashable, Sendable {
    public enum Kind: Int, Codable, Sendable {
        case image = 2, null = 3, shape = 4
    }

    public var threeDimensional: Int
    /// Index (`ind`), what `parent` refers to.
    public var index: Int
    public var kind: Kind
    public var name: String
    /// Time stretch (`sr`): 1.
    public var stretch: Double
    public var transform: LottieTransform
    /// Auto-orient (`ao`): 0.
    public var autoOrient: Int
    /// Frames the layer shows (`ip` inclusive, `op` exclusive) and its start time (`st`).
    public var inPoint: Double
    public var outPoint: Double
    public var startTime: Double
    /// Blend mode (`bm`): 0, normal.
    public var blendMode: Int
    public var parent: Int?
    /// The image asset's id (`refId`), for an image layer.
    public var referenceID: String?
    public var hasMask: Bool?
    /// Masks (`masksProperties`), in the layer's space.
    public var masks: [LottieMask]?
    /// Shape items (`shapes`), for a shape layer: top to bottom.
    public var shapes: [LottieShapeItem]?

    enum CodingKeys: String, CodingKey {
        case threeDimensional = "ddd", index = "ind", kind = "ty", name = "nm", stretch = "sr", transform = "ks"
        case autoOrient = "ao", inPoint = "ip", outPoint = "op", startTime = "st", blendMode = "bm", parent
        case referenceID = "refId", hasMask, masks = "masksProperties", shapes
    }

    public init(index: Int, kind: Kind, name: String, transform: LottieTransform, inPoint: Double, outPoint: Double,
                parent: Int? = nil, referenceID: String? = nil, masks: [LottieMask]? = nil, shapes: [LottieShapeItem]? = nil) {
        threeDimensional = 0; self.index = index; self.kind = kind; self.name = name; stretch = 1
        self.transform = transform; autoOrient = 0; self.inPoint = inPoint; self.outPoint = outPoint
        startTime = 0; blendMode = 0; self.parent = parent; self.referenceID = referenceID
        hasMask = masks == nil ? nil : true; self.masks = masks; self.shapes = shapes
    }
}

/// A layer's transform (`ks`): a point is moved by −anchor, scaled, rotated, then moved to
/// position — CALayer's position / anchorPoint / transform model, in the same order.
public struct LottieTransform: Codable, Hashable, Sendable {
    /// Anchor (`a`), position (`p`), scale in percent (`s`), rotation in degrees (`r`),
    /// opacity in percent (`o`).
    public var anchor: LottieValue
    public var position: LottieValue
    public var scale: LottieValue
    public var rotation: LottieValue
    public var opacity: LottieValue

    enum CodingKeys: String, CodingKey { case anchor = "a", position = "p", scale = "s", rotation = "r", opacity = "o" }

    public init(anchor: LottieValue = .vector([0, 0]), position: LottieValue = .vector([0, 0]),
                scale: LottieValue = .vector([100, 100]), rotation: LottieValue = .scalar(0),
                opacity: LottieValue = .scalar(100)) {
        self.anchor = anchor; self.position = position; self.scale = scale; self.rotation = rotation; self.opacity = opacity
    }
}

/// A mask: the layer shows only inside the path (mode `a`, add).
public struct LottieMask: Codable, Hashable, Sendable {
    public var name: String
    public var inverted: Bool
    public var mode: String
    public var path: LottieShapeValue
    public var opacity: LottieValue
    /// Expansion in points (`x`).
    public var expansion: LottieValue

    enum CodingKeys: String, CodingKey { case name = "nm", inverted = "inv", mode, path = "pt", opacity = "o", expansion = "x" }

    public init(name: String, path: LottieBezier) {
        self.name = name; inverted = false; mode = "a"; self.path = LottieShapeValue(path)
        opacity = .scalar(100); expansion = .scalar(0)
    }
}
