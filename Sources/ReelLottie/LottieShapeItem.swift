/// One item of a shape layer or group, told apart by `ty` (always encoded first).
public enum LottieShapeItem: Codable, Hashable, Sendable {
    case group(LottieGroup)
    case rectangle(LottieRectangle)
    case path(LottiePath)
    case fill(LottieFill)
    case gradientFill(LottieGradientFill)
    case transform(LottieGroupTransform)

    private enum TypeKey: String, CodingKey { case ty }

    /// Decodes the item its `ty` names; an unknown type is refused.
    public init(from decoder: any Decoder) throws {
        let type = try decoder.container(keyedBy: TypeKey.self).decode(String.self, forKey: .ty)
        switch type {
        case "gr": self = .group(try LottieGroup(from: decoder))
        case "rc": self = .rectangle(try LottieRectangle(from: decoder))
        case "sh": self = .path(try LottiePath(from: decoder))
        case "fl": self = .fill(try LottieFill(from: decoder))
        case "gf": self = .gradientFill(try LottieGradientFill(from: decoder))
        case "tr": self = .transform(try LottieGroupTransform(from: decoder))
        default:
            throw DecodingError.dataCorruptedError(forKey: .ty, in: try decoder.container(keyedBy: TypeKey.self),
                                                   debugDescription: "unknown shape type \(type)")
        }
    }

    /// Encodes the item, its `ty` first.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .group(let item): try item.encode(to: encoder)
        case .rectangle(let item): try item.encode(to: encoder)
        case .path(let item): try item.encode(to: encoder)
        case .fill(let item): try item.encode(to: encoder)
        case .gradientFill(let item): try item.encode(to: encoder)
        case .transform(let item): try item.encode(to: encoder)
        }
    }
}

/// A group (`gr`): its items top to bottom, its transform last.
public struct LottieGroup: Codable, Hashable, Sendable {
    /// `ty`: "gr".
    public var type = "gr"
    /// The group's name (`nm`).
    public var name: String
    /// The items (`it`), top to bottom, the transform last.
    public var items: [LottieShapeItem]

    enum CodingKeys: String, CodingKey { case type = "ty", name = "nm", items = "it" }

    /// A group of `items`.
    public init(name: String, items: [LottieShapeItem]) { self.name = name; self.items = items }
}

/// A rectangle (`rc`) centered at `p`, of size `s`, corner radius `r` (players clamp it to
/// half the shorter side, as CALayer does).
public struct LottieRectangle: Codable, Hashable, Sendable {
    /// `ty`: "rc".
    public var type = "rc"
    /// The rectangle's name (`nm`).
    public var name: String
    /// Direction (`d`): 1 clockwise.
    public var direction: Int
    /// The center (`p`), in the layer's space.
    public var position: LottieValue
    /// Width and height (`s`).
    public var size: LottieValue
    /// Corner radius (`r`), as CALayer.cornerRadius.
    public var roundness: LottieValue

    enum CodingKeys: String, CodingKey { case type = "ty", name = "nm", direction = "d", position = "p", size = "s", roundness = "r" }

    /// A clockwise rectangle.
    public init(name: String, position: LottieValue, size: LottieValue, roundness: LottieValue) {
        self.name = name; direction = 1; self.position = position; self.size = size; self.roundness = roundness
    }
}

/// A Bézier path (`sh`).
public struct LottiePath: Codable, Hashable, Sendable {
    /// `ty`: "sh".
    public var type = "sh"
    /// The path's name (`nm`).
    public var name: String
    /// Direction (`d`): 1 clockwise.
    public var direction: Int
    /// The contour (`ks`).
    public var shape: LottieShapeValue

    enum CodingKeys: String, CodingKey { case type = "ty", name = "nm", direction = "d", shape = "ks" }

    /// A clockwise path along `path`.
    public init(name: String, path: LottieBezier) { self.name = name; direction = 1; shape = LottieShapeValue(path) }
}

/// A solid fill (`fl`) of every path above it in its group, as one compound path.
public struct LottieFill: Codable, Hashable, Sendable {
    /// `ty`: "fl".
    public var type = "fl"
    /// The fill's name (`nm`).
    public var name: String
    /// Color (`c`): red, green, blue, alpha in 0...1 (alpha ignored: opacity says it).
    public var color: LottieValue
    /// Opacity in percent (`o`).
    public var opacity: LottieValue
    /// Fill rule (`r`): 1 nonzero, 2 even-odd.
    public var rule: Int

    enum CodingKeys: String, CodingKey { case type = "ty", name = "nm", color = "c", opacity = "o", rule = "r" }

    /// A fill of `color` at `opacity` percent, nonzero unless `evenOdd`.
    public init(name: String, color: LottieValue, opacity: LottieValue, evenOdd: Bool = false) {
        self.name = name; self.color = color; self.opacity = opacity; rule = evenOdd ? 2 : 1
    }
}

/// A gradient fill (`gf`): linear (`t` 1) from `s` to `e`.
public struct LottieGradientFill: Codable, Hashable, Sendable {
    /// `ty`: "gf".
    public var type = "gf"
    /// The fill's name (`nm`).
    public var name: String
    /// Opacity in percent (`o`).
    public var opacity: LottieValue
    /// Fill rule (`r`): 1 nonzero, 2 even-odd.
    public var rule: Int
    /// Start point (`s`) of the gradient line.
    public var start: LottieValue
    /// End point (`e`) of the gradient line.
    public var end: LottieValue
    /// Gradient type (`t`): 1 linear.
    public var gradientType: Int
    /// The colour stops (`g`).
    public var colors: LottieGradientColors

    enum CodingKeys: String, CodingKey {
        case type = "ty", name = "nm", opacity = "o", rule = "r", start = "s", end = "e", gradientType = "t", colors = "g"
    }

    /// An opaque linear gradient from `start` to `end`, nonzero unless `evenOdd`.
    public init(name: String, start: [Double], end: [Double], colors: LottieGradientColors, evenOdd: Bool = false) {
        self.name = name; opacity = .scalar(100); rule = evenOdd ? 2 : 1
        self.start = .vector(start); self.end = .vector(end); gradientType = 1; self.colors = colors
    }
}

/// Gradient stops (`g`): `p` color stops as offset, r, g, b each, then (when any stop is not
/// opaque) offset, alpha for each.
public struct LottieGradientColors: Codable, Hashable, Sendable {
    /// How many colour stops there are (`p`).
    public var count: Int
    /// The stops' numbers (`k`), laid out as the type describes.
    public var stops: LottieValue

    enum CodingKeys: String, CodingKey { case count = "p", stops = "k" }

    /// `count` stops from their flat numbers.
    public init(count: Int, stops: [Double]) { self.count = count; self.stops = .vector(stops) }
}

/// A group's transform (`tr`), its last item.
public struct LottieGroupTransform: Codable, Hashable, Sendable {
    /// `ty`: "tr".
    public var type = "tr"
    /// Position (`p`).
    public var position: LottieValue
    /// Anchor (`a`): the origin.
    public var anchor: LottieValue
    /// Scale in percent (`s`): 100.
    public var scale: LottieValue
    /// Rotation in degrees (`r`): 0.
    public var rotation: LottieValue
    /// Opacity in percent (`o`).
    public var opacity: LottieValue
    /// Skew and skew axis (`sk`, `sa`): 0.
    public var skew: LottieValue
    /// Skew axis (`sa`): 0.
    public var skewAxis: LottieValue

    enum CodingKeys: String, CodingKey {
        case type = "ty", position = "p", anchor = "a", scale = "s", rotation = "r", opacity = "o", skew = "sk", skewAxis = "sa"
    }

    /// A transform that only moves and fades the group: anchor at the origin, 100% scale, no rotation or skew.
    public init(position: LottieValue = .vector([0, 0]), opacity: LottieValue = .scalar(100)) {
        self.position = position; anchor = .vector([0, 0]); scale = .vector([100, 100]); rotation = .scalar(0)
        self.opacity = opacity; skew = .scalar(0); skewAxis = .scalar(0)
    }
}
