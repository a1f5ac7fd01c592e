/// One Lottie layer: a shape layer (vector groups), an image layer (an asset) or a null layer
/// (a transform other layers hang from).
public struct LottieLayer: Codable, Hashable, Sendable {
    /// The layer type (`ty`): image 2, null 3, shape 4.
    public enum Kind: Int, Codable, Sendable {
        case image = 2, null = 3, shape = 4
    }

    /// 3-D layer (`ddd`): always 0.
    public var threeDimensional: Int
    /// Index (`ind`), what `parent` refers to.
    public var index: Int
    /// Image, null or shape (`ty`).
    public var kind: Kind
    /// The layer's name (`nm`).
    public var name: String
    /// Time stretch (`sr`): 1.
    public var stretch: Double
    /// Anchor, position, scale, rotation and opacity (`ks`).
    public var transform: LottieTransform
    /// Auto-orient (`ao`): 0.
    public var autoOrient: Int
    /// Frames the layer shows (`ip` inclusive, `op` exclusive) and its start time (`st`).
    public var inPoint: Double
    /// Frame the layer stops showing at (`op`), exclusive.
    public var outPoint: Double
    /// Start time (`st`): always 0.
    public var startTime: Double
    /// Blend mode (`bm`): 0, normal.
    public var blendMode: Int
    /// The `index` of the layer whose transform this one hangs from, as a sublayer does; nil for none.
    public var parent: Int?
    /// The image asset's id (`refId`), for an image layer.
    public var referenceID: String?
    /// True when the layer has masks; nil leaves the key out.
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

    /// A 2-D layer at normal blend and time stretch 1, showing frames `inPoint` ..< `outPoint`.
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
    /// Position (`p`).
    public var position: LottieValue
    /// Scale in percent (`s`).
    public var scale: LottieValue
    /// Rotation in degrees (`r`).
    public var rotation: LottieValue
    /// Opacity in percent (`o`).
    public var opacity: LottieValue

    enum CodingKeys: String, CodingKey { case anchor = "a", position = "p", scale = "s", rotation = "r", opacity = "o" }

    /// A transform that changes nothing unless given: no offset, 100% scale, no rotation, opaque.
    public init(anchor: LottieValue = .vector([0, 0]), position: LottieValue = .vector([0, 0]),
                scale: LottieValue = .vector([100, 100]), rotation: LottieValue = .scalar(0),
                opacity: LottieValue = .scalar(100)) {
        self.anchor = anchor; self.position = position; self.scale = scale; self.rotation = rotation; self.opacity = opacity
    }
}

/// A mask: the layer shows only inside the path (mode `a`, add).
public struct LottieMask: Codable, Hashable, Sendable {
    /// The mask's name (`nm`).
    public var name: String
    /// Inverted (`inv`): false, so the layer shows inside the path.
    public var inverted: Bool
    /// Mode (`mode`): "a", add.
    public var mode: String
    /// The mask's outline (`pt`).
    public var path: LottieShapeValue
    /// Opacity in percent (`o`): 100.
    public var opacity: LottieValue
    /// Expansion in points (`x`).
    public var expansion: LottieValue

    enum CodingKeys: String, CodingKey { case name = "nm", inverted = "inv", mode, path = "pt", opacity = "o", expansion = "x" }

    /// An opaque, unexpanded add mask of `path`.
    public init(name: String, path: LottieBezier) {
        self.name = name; inverted = false; mode = "a"; self.path = LottieShapeValue(path)
        opacity = .scalar(100); expansion = .scalar(0)
    }
}
