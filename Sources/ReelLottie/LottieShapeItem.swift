/// One item of a shape layer or group, told apart by `ty` (always encoded first).
public enum LottieShapeItem: Codable, Hashable, Sendable {
    case group(LottieGroup)
    case rectangle(LottieRectangle)
    case path(LottiePath)
    case fill(LottieFill)
    case gradientFill(LottieGradientFill)
    case transform(LottieGroupTransform)

    private enum TypeKey: String, CodingKey { case ty }

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
    public var type = "gr"
    public var name: String
    public var items: [LottieShapeItem]

    enum CodingKeys: String, CodingKey { case type = "ty", name = "nm", items = "it" }

    public init(name: String, items: [LottieShapeItem]) { self.name = name; self.items = items }
}

/// A rectangle (`rc`) centered at `p`, of size `s`, corner radius `r` (players clamp it to
/// half the shorter side, as CALayer does).
public struct LottieRectangle: Codable, Hashable, Sendable {
    public var type = "rc"
    public var name: String
    /// Direction (`d`): 1 clockwise.
    public var direction: Int
    public var position: LottieValue
    public var size: LottieValue
    public var roundness: LottieValue

    enum CodingKeys: String, CodingKey { case type = "ty", name = "nm", direction = "d", position = "p", size = "s", roundness = "r" }

    public init(name: String, position: LottieValue, size: LottieValue, roundness: LottieValue) {
        self.name = name; direction = 1; self.position = position; self.size = size; self.roundness = roundness
    }
}

/// A Bézier path (`sh`).
public struct LottiePath: Codable, Hashable, Sendable {
    public var type = "sh"
    public var name: String
    public var direction: Int
    public var shape: LottieShapeValue

    enum CodingKeys: String, CodingKey { case type = "ty", name = "nm", direction = "d", shape = "ks" }

    public init(name: String, path: LottieBezier) { self.name = name; direction = 1; shape = LottieShapeValue(path) }
}

/// A solid fill (`fl`) of every path above it in its group, as one compound path.
public struct LottieFill: Codable, Hashable, Sendable {
    public var type = "fl"
    public var name: String
    /// Color (`c`): red, green, blue, alpha in 0...1 (alpha ignored: opacity says it).
    public var color: LottieValue
    /// Opacity in percent (`o`).
    public var opacity: LottieValue
    /// Fill rule (`r`): 1 nonzero, 2 even-odd.
    public var rule: Int

    enum CodingKeys: String, CodingKey { case type = "ty", name = "nm", color = "c", opacity = "o", rule = "r" }

    public init(name: String, color: LottieValue, opacity: LottieValue, evenOdd: Bool = false) {
        self.name = name; self.color = color; self.opacity = opacity; rule = evenOdd ? 2 : 1
    }
}

/// A gradient fill (`gf`): linear (`t` 1) from `s` to `e`.
public struct LottieGradientFill: Codable, Hashable, Sendable {
    public var type = "gf"
    public var name: String
    public var opacity: LottieValue
    public var rule: Int
    public var start: LottieValue
    public var end: LottieValue
    /// Gradient type (`t`): 1 linear.
    public var gradientType: Int
    public var colors: LottieGradientColors

    enum CodingKeys: String, CodingKey {
        case type = "ty", name = "nm", opacity = "o", rule = "r", start = "s", end = "e", gradientType = "t", colors = "g"
    }

    public init(name: String, start: [Double], end: [Double], colors: LottieGradientColors, evenOdd: Bool = false) {
        self.name = name; opacity = .scalar(100); rule = evenOdd ? 2 : 1
        self.start = .vector(start); self.end = .vector(end); gradientType = 1; self.colors = colors
    }
}

/// Gradient stops (`g`): `p` color stops as offset, r, g, b each, then (when any stop is not
/// opaque) offset, alpha for each.
public struct LottieGradientColors: Codable, Hashable, Sendable {
    public var count: Int
    public var stops: LottieValue

    enum CodingKeys: String, CodingKey { case count = "p", stops = "k" }

    public init(count: Int, stops: [Double]) { self.count = count; self.stops = .vector(stops) }
}

/// A group's transform (`tr`), its last item.
public struct LottieGroupTransform: Codable, Hashable, Sendable {
    public var type = "tr"
    public var position: LottieValue
    public var anchor: LottieValue
    public var scale: LottieValue
    public var rotation: LottieValue
    public var opacity: LottieValue
    /// Skew and skew axis (`sk`, `sa`): 0.
    public var skew: LottieValue
    public var skewAxis: LottieValue

    enum CodingKeys: String, CodingKey {
        case type = "ty", position = "p", anchor = "a", scale = "s", rotation = "r", opacity = "o", skew = "sk", skewAxis = "sa"
    }

    public init(position: LottieValue = .vector([0, 0]), opacity: LottieValue = .scalar(100)) {
        self.position = position; anchor = .vector([0, 0]); scale = .vector([100, 100]); rotation = .scalar(0)
        self.opacity = opacity; skew = .scalar(0); skewAxis = .scalar(0)
    }
}
