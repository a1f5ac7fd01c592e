/// A Lottie (Bodymovin) animation: the composition, its image assets and its layers. A plain
/// Codable model with one stored property per JSON key (lottie-ios's model style), kept apart
/// from `LottieWriter`, which fills it from a clip.
///
/// Keys are declared in the order Lottie players expect them: rlottie reads a shape's `ty`
/// before its other keys and skips what comes earlier, so `ty` is always first.
public struct LottieAnimation: Codable, Hashable, Sendable {
    /// The Bodymovin format version the file follows (`v`).
    public var version: String
    /// Frames per second (`fr`).
    public var frameRate: Double
    /// First frame (`ip`), inclusive.
    public var inPoint: Double
    /// Frame at which the animation ends (`op`), exclusive: the last frame is op − 1.
    public var outPoint: Double
    /// Canvas size in pixels (`w`, `h`).
    public var width: Int
    /// Canvas height in pixels (`h`).
    public var height: Int
    /// The composition's name (`nm`).
    public var name: String
    /// 3-D layers (`ddd`): always 0.
    public var threeDimensional: Int
    /// Images the image layers show (`assets`).
    public var assets: [LottieAsset]
    /// Top to bottom: the first layer is drawn last, on top of the others.
    public var layers: [LottieLayer]
    /// Who made the file (`meta`); nil leaves the key out.
    public var meta: LottieMeta?

    enum CodingKeys: String, CodingKey {
        case version = "v", frameRate = "fr", inPoint = "ip", outPoint = "op", width = "w", height = "h"
        case name = "nm", threeDimensional = "ddd", assets, layers, meta
    }

    /// An animation of `outPoint` frames at `frameRate` on a `width` × `height` pixel canvas,
    /// in Bodymovin format 5.7.4 by default.
    public init(version: String = "5.7.4", frameRate: Double, inPoint: Double = 0, outPoint: Double, width: Int,
                height: Int, name: String, assets: [LottieAsset] = [], layers: [LottieLayer] = [], meta: LottieMeta? = nil) {
        self.version = version; self.frameRate = frameRate; self.inPoint = inPoint; self.outPoint = outPoint
        self.width = width; self.height = height; self.name = name; self.threeDimensional = 0
        self.assets = assets; self.layers = layers; self.meta = meta
    }
}

/// Who made the file (`meta`): the generator and a description (the command that made it).
public struct LottieMeta: Codable, Hashable, Sendable {
    /// `g`.
    public var generator: String
    /// `d`.
    public var description: String?

    enum CodingKeys: String, CodingKey { case generator = "g", description = "d" }

    /// The file's generator and description.
    public init(generator: String, description: String?) { self.generator = generator; self.description = description }
}

/// An image embedded in the file as a data URL.
public struct LottieAsset: Codable, Hashable, Sendable {
    /// The id image layers refer to (`refId`).
    public var id: String
    /// Size in pixels (`w`, `h`).
    public var width: Int
    /// Height in pixels (`h`).
    public var height: Int
    /// Directory (`u`): empty for an embedded image.
    public var directory: String
    /// The image (`p`): a `data:image/png;base64,…` URL.
    public var path: String
    /// Embedded (`e`): 1.
    public var embedded: Int

    enum CodingKeys: String, CodingKey { case id, width = "w", height = "h", directory = "u", path = "p", embedded = "e" }

    /// An embedded image of `width` × `height` pixels held in `dataURL`.
    public init(id: String, width: Int, height: Int, dataURL: String) {
        self.id = id; self.width = width; self.height = height; directory = ""; path = dataURL; embedded = 1
    }
}
