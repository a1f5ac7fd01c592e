/// CAMediaTimingFunction: a cubic Bézier from (0,0) to (1,1) with control points
/// (x1,y1) and (x2,y2), mapping an animation's linear progress to eased progress.
public struct TimingFunction: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The control points (x1,y1) and (x2,y2), as CAMediaTimingFunction(controlPoints:).
    public let x1: Double, y1: Double, x2: Double, y2: Double

    // Polynomial coefficients, precomputed so solving does no setup per call.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// Control points as CAMediaTimingFunction(controlPoints:). x1 and x2 must be in 0...1
    /// so the curve is a function of x; `TimingFunction.parse` enforces it for user input.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
        cx = 3 * x1; bx = 3 * (x2 - x1) - cx; ax = 1 - cx - bx
        cy = 3 * y1; by = 3 * (y2 - y1) - cy; ay = 1 - cy - by
    }

    // The named functions, with Core Animation's published control points.
    /// kCAMediaTimingFunctionLinear: progress unchanged.
    public static let linear = TimingFunction(0, 0, 1, 1)
    /// kCAMediaTimingFunctionEaseIn: starts slowly.
    public static let easeIn = TimingFunction(0.42, 0, 1, 1)
    /// kCAMediaTimingFunctionEaseOut: ends slowly.
    public static let easeOut = TimingFunction(0, 0, 0.58, 1)
    /// kCAMediaTimingFunctionEaseInEaseOut: starts and ends slowly; UIView.animate's default.
    public static let easeInEaseOut = TimingFunction(0.42, 0, 0.58, 1)
    /// kCAMediaTimingFunctionDefault: what an implicit CALayer animation uses.
    public static let `default` = TimingFunction(0.25, 0.1, 0.25, 1)

    /// Eased progress at linear progress `x` (clamped to 0...1), solved to 1e-6 in x.
    public func callAsFunction(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if self == .linear { return x }
        let s = solveCurveX(x)
        return ((ay * s + by) * s + cy) * s
    }

    /// The Bézier parameter s with x(s) = x, to 1e-7.
    private func solveCurveX(_ x: Double) -> Double {
        BezierSolver.parameter(forX: x, ax: ax, bx: bx, cx: cx, epsilon: 1e-7)
    }

    /// The name a user would type: a preset's name, else `cubic-bezier(x1,y1,x2,y2)`.
    public var description: String {
        for (name, fn) in Self.presets where fn == self { return name }
        return "cubic-bezier(\(Self.format(x1)),\(Self.format(y1)),\(Self.format(x2)),\(Self.format(y2)))"
    }

    /// Named presets in the order help text lists them.
    public static let presets: [(String, TimingFunction)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInEaseOut", .easeInEaseOut), ("default", .default),
    ]

    /// What `parse` accepts, for error messages.
    public static let accepted = "linear, easeIn, easeOut, easeInEaseOut, default or cubic-bezier(x1,y1,x2,y2) with x1, x2 in 0...1 and y1, y2 in -10...10"

    /// How far a control point's y may reach: a curve overshooting ten times its span is
    /// already far past any interface motion, and the value stays far from Double's limits.
    public static let yRange = -10.0...10.0

    /// Parses a preset name (camelCase or kebab-case, any letter case) or
    /// `cubic-bezier(x1,y1,x2,y2)`; nil when the text is neither.
    public static func parse(_ text: String) -> TimingFunction? {
        let trimmed = text.trimmingCharacters(in: " ")
        let key = trimmed.lowercased().replacingOccurrences(of: "-", with: "").replacingOccurrences(of: "_", with: "")
        switch key {
        case "linear": return .linear
        case "easein": return .easeIn
        case "easeout": return .easeOut
        case "easeineaseout", "easeinout": return .easeInEaseOut
        case "default": return .default
        default: break
        }
        let lower = trimmed.lowercased()
        guard lower.hasPrefix("cubic-bezier("), lower.hasSuffix(")") else { return nil }
        let inner = lower.dropFirst("cubic-bezier(".count).dropLast()
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false)
            .map { Double($0.trimmingCharacters(in: " ")) }
        guard parts.count == 4, let x1 = parts[0], let y1 = parts[1], let x2 = parts[2], let y2 = parts[3],
              [x1, y1, x2, y2].allSatisfy(\.isFinite), (0...1).contains(x1), (0...1).contains(x2),
              yRange.contains(y1), yRange.contains(y2)
        else { return nil }
        return TimingFunction(x1, y1, x2, y2)
    }

    /// A coordinate as typed: whole numbers without ".0" (only where Int holds them exactly).
    private static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }

    // Codable as its textual name, so scene files read `curve: easeInEaseOut`.
    /// Decodes a curve from its textual name, so scene files can write `curve: easeInEaseOut`.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let fn = TimingFunction.parse(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "'\(text)' is not a curve; accepted: \(TimingFunction.accepted)"))
        }
        self = fn
    }
    /// Encodes the curve as its textual name (`description`).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }

    /// Equal when the four control points are.
    public static func == (a: TimingFunction, b: TimingFunction) -> Bool {
        a.x1 == b.x1 && a.y1 == b.y1 && a.x2 == b.x2 && a.y2 == b.y2
    }
    /// Hashes the four control points.
    public func hash(into h: inout Hasher) { h.combine(x1); h.combine(y1); h.combine(x2); h.combine(y2) }
}

extension StringProtocol {
    /// Trims the given characters from both ends (Foundation-free).
    func trimmingCharacters(in set: Character) -> String {
        var s = Substring(self)
        while s.first == set { s.removeFirst() }
        while s.last == set { s.removeLast() }
        return String(s)
    }
    func replacingOccurrences(of target: Character, with replacement: String) -> String {
        var out = ""
        for c in self { if c == target { out += replacement } else { out.append(c) } }
        return out
    }
}
