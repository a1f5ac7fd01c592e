import ReelTimeline

/// A CAShapeLayer's path as a scene file writes it: SVG's path letters, absolute, separated by
/// spaces — `M x y` (move), `L x y` (line), `C x1 y1 x2 y2 x y` (cubic Bézier), `Z` (close) —
/// the four CGPath element types (CGPathElementType), every other path form (ovals, arcs,
/// rounded rectangles) written as them.
public enum ShapePathText {
    /// The most elements a path holds; each is drawn every frame.
    public static let maxElements = 2000
    /// The longest path text: `maxElements` cubics of six 12-character numbers.
    public static let maxLength = 160_000
    /// The range a coordinate takes: far past any screen.
    public static let coordinates = -100_000.0...100_000.0

    /// The elements `text` writes; a refusal names the element and what is accepted.
    public static func elements(_ text: String) throws(ParameterError) -> [ShapeLayerContent.Element] {
        func refuse(_ what: String) -> ParameterError {
            ParameterError("path", value: ParameterText.quoted(String(text.prefix(ParameterText.quoteLimit))),
                           accepted: "\(what) (M x y, L x y, C x1 y1 x2 y2 x y, Z; each coordinate from \(plainNumber(coordinates.lowerBound)) to \(plainNumber(coordinates.upperBound)))")
        }
        do {
            return try PathData.elements(text, limit: maxElements, coordinates: coordinates)
        } catch {
            switch error {
            case .tooManyElements:
                throw refuse("at most \(maxElements) elements")
            case .missingNumbers(let index, let letter, let numbers):
                throw refuse("element \(index), \(letter), to have \(numbers) numbers")
            case .unknownLetter(let index, let word):
                throw refuse("element \(index) to start with M, L, C or Z, not \(ParameterText.quoted(word))")
            }
        }
    }

    /// The text `elements` reads back as `path`.
    public static func text(_ path: [ShapeLayerContent.Element]) -> String {
        func p(_ point: Point) -> String { "\(plainNumber(point.x)) \(plainNumber(point.y))" }
        return path.map { e -> String in
            switch e {
            case .move(let a): "M \(p(a))"
            case .line(let a): "L \(p(a))"
            case .curve(let a, let b, let c): "C \(p(a)) \(p(b)) \(p(c))"
            case .close: "Z"
            }
        }.joined(separator: " ")
    }
}
