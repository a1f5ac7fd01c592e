/// One step of a vector path, as CGPath (CGPathElementType) and Cairo's path data both hold
/// them: a move starts a subpath, a line or a cubic Bézier continues it, a close returns to
/// its start. A CAShapeLayer's path and the renderer's captured outlines are lists of these.
public enum PathElement: Hashable, Sendable {
    case move(Point)
    case line(Point)
    case curve(Point, Point, Point)
    case close
}

/// Path data as SVG's path letters write it, absolute and separated by spaces or commas —
/// `M x y` (move), `L x y` (line), `C x1 y1 x2 y2 x y` (cubic Bézier), `Z` (close), the four
/// CGPathElementTypes — read into elements. One reader for a scene's CAShapeLayer paths
/// (ReelModels' ShapePathText words its refusals) and the renderer's symbol drawings.
public enum PathData {
    /// Why a text is not path data: where it stops being.
    public enum Failure: Error, Equatable, Sendable {
        /// More than the limit of elements.
        case tooManyElements
        /// Element `index` (from 1) after `letter` lacks its `numbers` numbers, or one is not
        /// finite and within the coordinates' range.
        case missingNumbers(index: Int, letter: String, numbers: Int)
        /// Element `index` (from 1) starts with `word`, not M, L, C or Z.
        case unknownLetter(index: Int, word: String)
    }

    /// The elements `text` writes: at most `limit`, each coordinate within `coordinates`.
    public static func elements(_ text: String, limit: Int, coordinates: ClosedRange<Double>) throws(Failure) -> [PathElement] {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" })
        var out: [PathElement] = []
        var i = 0
        func points(_ count: Int, after letter: Substring) throws(Failure) -> [Point] {
            var ps: [Point] = []
            for _ in 0..<count {
                guard i + 1 < words.count, let x = Double(words[i]), let y = Double(words[i + 1]),
                      coordinates.contains(x), coordinates.contains(y) else {
                    throw .missingNumbers(index: out.count + 1, letter: String(letter), numbers: count * 2)
                }
                ps.append(Point(x: x, y: y))
                i += 2
            }
            return ps
        }
        while i < words.count {
            guard out.count < limit else { throw .tooManyElements }
            let letter = words[i]
            i += 1
            switch letter {
            case "M": out.append(.move(try points(1, after: letter)[0]))
            case "L": out.append(.line(try points(1, after: letter)[0]))
            case "C":
                let p = try points(3, after: letter)
                out.append(.curve(p[0], p[1], p[2]))
            case "Z": out.append(.close)
            default: throw .unknownLetter(index: out.count + 1, word: String(letter))
            }
        }
        return out
    }

    /// A drawing's own path, written in the source as data: a literal the tests draw, so a
    /// malformed one stops the first test that draws it, never a user's run.
    public static func drawing(_ text: StaticString) -> [PathElement] {
        do {
            return try elements(text.description, limit: .max, coordinates: -1_000...1_000)
        } catch {
            preconditionFailure("the drawing's path data \"\(text)\" is not path data: \(error)")
        }
    }
}
