import Testing
import ReelTimeline
import ReelRender
@testable import ReelLottie

@Suite struct VectorPathTests {
    /// The bell's three fills (hanger, body, clapper), in its color, inside its box.
    @Test func bellShapes() {
        let color = RGBA(hex: 0x1C1C1E)
        let shapes = BuiltInIcon.bell.shapes(size: Size(width: 24, height: 24), color: color)
        #expect(shapes.count == 3)
        #expect(shapes.allSatisfy { $0.paint == .solid(color) && !$0.evenOdd && $0.clip == nil })
        for shape in shapes {
            for case .curve(_, _, let p) in shape.path.elements {
                #expect(p.x >= 0 && p.x <= 24 && p.y >= 0 && p.y <= 24)
            }
        }
        // The hanger: a circle of radius 0.065 × 24 about (12, 2.04).
        let hanger = LottieShapes.beziers(shapes[0].path, closingAll: true)
        #expect(hanger.count == 1 && hanger[0].closed)
        for v in hanger[0].vertices {
            let r = ((v[0] - 12) * (v[0] - 12) + (v[1] - 0.085 * 24) * (v[1] - 0.085 * 24)).squareRoot()
            #expect(abs(r - 0.065 * 24) < 1e-3)
        }
    }

    /// The app icon's gradient runs from the top to the bottom of the icon in points.
    @Test func appGradient() {
        let shapes = BuiltInIcon.app.shapes(size: Size(width: 96, height: 96), color: RGBA(hex: 0x5856D6))
        #expect(shapes.count == 2)
        guard case .linearGradient(let start, let end, let stops) = shapes[0].paint else {
            Issue.record("the app icon's first fill is not a gradient"); return
        }
        #expect(start == Point(x: 0, y: 0) && end == Point(x: 0, y: 96) && stops.count == 2)
    }

    /// The avatar's head and shoulders are clipped to its circle.
    @Test func avatarClip() {
        let shapes = BuiltInIcon.avatar.shapes(size: Size(width: 40, height: 40), color: .black)
        #expect(shapes.count == 3)
        #expect(shapes[0].clip == nil && shapes[1].clip != nil && shapes[1].clip == shapes[2].clip)
    }

    /// A label's outlines, placed where the renderer places the text, have their ink centered.
    @Test func labelOutlineIsCentered() {
        let outline = TextOutline(text: "12", fontSize: 15, weight: 400)
        let box = Size(width: 30, height: 30)
        let origin = outline.origin(in: box)
        var x0 = Double.infinity, x1 = -Double.infinity, y0 = Double.infinity, y1 = -Double.infinity
        let contours = LottieShapes.beziers(outline.path)
        for contour in contours {
            for (i, v) in contour.vertices.enumerated() {
                for p in [v, [v[0] + contour.inTangents[i][0], v[1] + contour.inTangents[i][1]],
                          [v[0] + contour.outTangents[i][0], v[1] + contour.outTangents[i][1]]] {
                    x0 = min(x0, p[0]); x1 = max(x1, p[0]); y0 = min(y0, p[1]); y1 = max(y1, p[1])
                }
            }
        }
        #expect(contours.count >= 2)
        // Control points bound the ink from outside; the glyphs' extremes are on-curve points
        // for TrueType outlines, so the box is the ink box to within a small fraction of a point.
        #expect(abs((origin.x + x0 + origin.x + x1) / 2 - 15) < 0.1)
        #expect(abs((origin.y + y0 + origin.y + y1) / 2 - 15) < 0.1)
    }

    /// A closed arc's repeated end vertex is folded into the first.
    @Test func closedContourHasNoRepeatedVertex() {
        let path = VectorPath(elements: [
            .move(Point(x: 0, y: 0)), .curve(Point(x: 1, y: 0), Point(x: 2, y: 1), Point(x: 2, y: 2)),
            .curve(Point(x: 2, y: 3), Point(x: 1, y: 0), Point(x: 0, y: 0)), .close, .move(Point(x: 0, y: 0)),
        ])
        let b = LottieShapes.beziers(path)
        #expect(b.count == 1)
        #expect(b[0].vertices == [[0, 0], [2, 2]])
        #expect(b[0].inTangents[0] == [1, 0] && b[0].outTangents[0] == [1, 0])
        #expect(b[0].inTangents[1] == [0, -1] && b[0].outTangents[1] == [0, 1])
    }
}
