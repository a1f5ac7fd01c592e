/// An animatable property: `{"a": 0, "k": value}` when it never changes, or
/// `{"a": 1, "k": [keyframes]}`. A one-number property is written as a number when static
/// and as a one-element array in keyframes, as After Effects' exporter writes it.
public enum LottieValue: Codable, Hashable, Sendable {
    case scalar(Double)
    case vector([Double])
    case animated([LottieKeyframe])

    private enum CodingKeys: String, CodingKey { case animated = "a", value = "k" }

    /// Reads `k` as a number, an array of numbers, or else keyframes.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let number = try? c.decode(Double.self, forKey: .value) {
            self = .scalar(number)
        } else if let numbers = try? c.decode([Double].self, forKey: .value) {
            self = .vector(numbers)
        } else {
            self = .animated(try c.decode([LottieKeyframe].self, forKey: .value))
        }
    }

    /// Writes `a` 0 with the static value, or `a` 1 with the keyframes.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .scalar(let v):
            try c.encode(0, forKey: .animated); try c.encode(v, forKey: .value)
        case .vector(let v):
            try c.encode(0, forKey: .animated); try c.encode(v, forKey: .value)
        case .animated(let keyframes):
            try c.encode(1, forKey: .animated); try c.encode(keyframes, forKey: .value)
        }
    }
}

/// One keyframe: from frame `t` the value `s` holds (`h` 1) or eases to the next keyframe's
/// `s` along the cubic Bézier through (0,0), `o`, `i`, (1,1) — Core Animation's
/// CAMediaTimingFunction is the same curve.
public struct LottieKeyframe: Codable, Hashable, Sendable {
    /// The frame the keyframe starts at (`t`).
    public var time: Double
    /// The value from that frame (`s`).
    public var start: [Double]
    /// Hold (`h`): 1 keeps the value until the next keyframe; nil leaves the key out.
    public var hold: Int?
    /// The easing's first control point (`o`).
    public var outTangent: LottieEasing?
    /// The easing's second control point (`i`).
    public var inTangent: LottieEasing?

    enum CodingKeys: String, CodingKey { case time = "t", start = "s", hold = "h", outTangent = "o", inTangent = "i" }

    /// A keyframe at frame `time` with value `start`, held or eased through `out` and `in`.
    public init(time: Double, start: [Double], hold: Bool = false, out: LottieEasing? = nil, in inTangent: LottieEasing? = nil) {
        self.time = time; self.start = start; self.hold = hold ? 1 : nil
        self.outTangent = out; self.inTangent = inTangent
    }
}

/// A Bézier easing handle in unit time and unit progress, one for every dimension: written
/// as one-element arrays (`{"x": [0.42], "y": [0]}`), which every player reads as applying to
/// all dimensions.
public struct LottieEasing: Codable, Hashable, Sendable {
    /// The handle's time coordinates, 0...1.
    public var x: [Double]
    /// The handle's progress coordinates.
    public var y: [Double]
    /// One handle for every dimension.
    public init(x: Double, y: Double) { self.x = [x]; self.y = [y] }
}

/// A static path property (`{"a": 0, "k": bezier}`).
public struct LottieShapeValue: Codable, Hashable, Sendable {
    /// `a`: 0, never animated.
    public var animated: Int
    /// The path (`k`).
    public var value: LottieBezier

    enum CodingKeys: String, CodingKey { case animated = "a", value = "k" }

    /// A static path property of `value`.
    public init(_ value: LottieBezier) { animated = 0; self.value = value }
}

/// One contour: vertices `v`, in-tangents `i` and out-tangents `o` relative to their
/// vertex, closed (`c`) back to the first vertex.
public struct LottieBezier: Codable, Hashable, Sendable {
    /// Whether the contour closes back to its first vertex (`c`).
    public var closed: Bool
    /// Vertices (`v`), as [x, y] pairs.
    public var vertices: [[Double]]
    /// In-tangents (`i`), relative to their vertex.
    public var inTangents: [[Double]]
    /// Out-tangents (`o`), relative to their vertex.
    public var outTangents: [[Double]]

    enum CodingKeys: String, CodingKey { case closed = "c", vertices = "v", inTangents = "i", outTangents = "o" }

    /// A contour through `vertices` with the given tangents.
    public init(closed: Bool, vertices: [[Double]], inTangents: [[Double]], outTangents: [[Double]]) {
        self.closed = closed; self.vertices = vertices; self.inTangents = inTangents; self.outTangents = outTangents
    }
}
