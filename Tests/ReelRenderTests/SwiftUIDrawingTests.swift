import Foundation
import Testing
import ReelFrame
import ReelTimeline
import ReelSwiftUI
@testable import ReelRender

/// A SwiftUI-like view built directly as a `ViewNode`, laid out at its ideal size with Pango's
/// metrics and drawn centred on a canvas with `margin` points around it.
struct SwiftUIGoldenCase: CustomTestStringConvertible, Sendable {
    var name: String
    var view: ViewNode
    var scale = 3.0
    var margin = 12.0
    var background = RGBA.white

    var testDescription: String { name }

    func render() throws -> Frame {
        let placed = ViewLayout(measure: PangoTextMeasure()).place(view)
        let width = Int(((placed.size.width + 2 * margin) * scale).rounded(.up))
        let height = Int(((placed.size.height + 2 * margin) * scale).rounded(.up))
        let renderer = SwiftUIRenderer(width: width, height: height, scale: scale, background: background)
        let frame = try renderer.render(placed.items, origin: Point(x: margin, y: margin))
        let copy = Frame(width: frame.width, height: frame.height)
        copy.copy(from: frame)
        return copy
    }
}

private func symbol(_ name: String, _ font: Font) -> ViewNode {
    .image(systemName: name, size: font.resolved.symbolSize)
}

private func frame(_ node: ViewNode, _ w: Double, _ h: Double) -> ViewNode {
    node.modifier(.frame(width: w, height: h, alignment: .center))
}

let swiftUIGoldenCases: [SwiftUIGoldenCase] = {
    let white = SystemColor.white.rgba, red = SystemColor.red.rgba
    // Image(systemName: "bell.fill").font(.title).overlay(alignment: .topTrailing) {
    //     Text("3").font(.caption2.bold()).foregroundStyle(.white).padding(5)
    //         .background(Circle().fill(.red)).offset(x: 8, y: -8) }
    let badge = ViewNode.text("3", font: Font(.caption2).bold()).modifier(.foreground(white))
        .modifier(.padding(EdgeInsets(all: 5)))
        .modifier(.background(ViewNode.shape(.circle).modifier(.foreground(red)), alignment: .center))
        .modifier(.offset(x: 8, y: -8))
    let bell = symbol("bell.fill", Font(.title)).modifier(.foreground(SystemColor.gray.rgba))
        .modifier(.overlay(badge, alignment: .topTrailing))
    // HStack { Image(systemName: "heart.fill"); Text("Like") }.font(.headline)
    //     .foregroundStyle(.white).padding(.horizontal, 16).padding(.vertical, 10)
    //     .background(Capsule().fill(.pink))
    let like = ViewNode.hStack(alignment: .center, spacing: nil, [symbol("heart.fill", Font(.headline)), .text("Like", font: Font(.headline))])
        .modifier(.foreground(white))
        .modifier(.padding(EdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)))
        .modifier(.background(ViewNode.shape(.capsule).modifier(.foreground(SystemColor.pink.rgba)), alignment: .center))
    // ZStack { Circle().fill(.red).frame(width: 20, height: 20).scaleEffect(1.4).opacity(0.5)
    //          Circle().fill(.red).frame(width: 20, height: 20) }
    let dot = frame(.shape(.circle), 20, 20).modifier(.foreground(red))
    let pulse = ViewNode.zStack(alignment: .center, [
        dot.modifier(.scaleEffect(x: 1.4, y: 1.4, anchor: .center)).modifier(.opacity(0.5)), dot,
    ])
    // Every symbol at .title, six to a row.
    let names = SystemSymbol.allCases.map(\.rawValue)
    let rows = stride(from: 0, to: names.count, by: 6).map { start in
        ViewNode.hStack(alignment: .center, spacing: 12, names[start..<min(start + 6, names.count)].map { symbol($0, Font(.title)) })
    }
    let grid = ViewNode.vStack(alignment: .leading, spacing: 12, rows).modifier(.foreground(SystemColor.primary.rgba))
    // Fill, stroke and strokeBorder side by side: Rectangle, RoundedRectangle(cornerRadius: 12)
    // (continuous), Capsule, Ellipse, Circle.
    let blue = SystemColor.blue.rgba
    let shapes = ViewNode.hStack(alignment: .center, spacing: 10, [
        frame(.shape(.rectangle), 40, 40),
        frame(.shape(.roundedRectangle(cornerRadius: 12)), 60, 40),
        frame(.strokedShape(.capsule, ShapeStroke(lineWidth: 4, insideBorder: true)), 60, 40),
        frame(.strokedShape(.ellipse, ShapeStroke(lineWidth: 2)), 50, 34),
        frame(.strokedShape(.roundedRectangle(cornerRadius: 10), ShapeStroke(lineWidth: 3, insideBorder: true)), 40, 40),
        frame(.strokedShape(.circle, ShapeStroke(lineWidth: 3)), 40, 40),
    ]).modifier(.foreground(blue))
    return [
        SwiftUIGoldenCase(name: "swiftui-bell-badge", view: bell),
        SwiftUIGoldenCase(name: "swiftui-like-button", view: like),
        SwiftUIGoldenCase(name: "swiftui-pulsing-dot", view: pulse),
        SwiftUIGoldenCase(name: "swiftui-symbols", view: grid, scale: 2),
        SwiftUIGoldenCase(name: "swiftui-shapes", view: shapes, scale: 2),
    ]
}()

@Suite struct SwiftUIGoldenTests {
    @Test(arguments: swiftUIGoldenCases)
    func matchesGolden(_ golden: SwiftUIGoldenCase) throws {
        try GoldenImageTests.check(try golden.render(), named: golden.name)
    }
}

/// Draws `node` at scale 1 with its layout origin at `origin` on a transparent canvas.
private func draw(_ node: ViewNode, width: Int, height: Int, origin: Point, scale: Double = 1) throws -> (Frame, [PlacedItem]) {
    let placed = ViewLayout(measure: PangoTextMeasure()).place(node)
    let renderer = SwiftUIRenderer(width: width, height: height, scale: scale, background: .clear)
    return (try renderer.render(placed.items, origin: origin), placed.items)
}

/// The pixels with any coverage, as (x, y).
private func inked(_ frame: Frame) -> [(x: Int, y: Int)] {
    var out: [(x: Int, y: Int)] = []
    for y in 0..<frame.height { for x in 0..<frame.width where frame.pixel(x: x, y: y).a > 0 { out.append((x, y)) } }
    return out
}

@Suite struct SwiftUIDrawingTests {
    let red = SystemColor.red.rgba

    /// A rectangle on whole points fills exactly its frame: every pixel inside opaque, every
    /// pixel outside untouched.
    @Test func rectangleFillCoversExactlyItsFrame() throws {
        let (frame, _) = try draw(frame(.shape(.rectangle), 10, 6).modifier(.foreground(red)), width: 20, height: 12, origin: Point(x: 3, y: 2))
        for y in 0..<12 {
            for x in 0..<20 {
                let inside = (3..<13).contains(x) && (2..<8).contains(y)
                #expect(frame.pixel(x: x, y: y).a == (inside ? 255 : 0), "(\(x), \(y))")
            }
        }
    }

    /// `strokeBorder` keeps the whole line inside the frame, its outer edge on the frame's
    /// edge; `stroke` of the same width puts half of it outside.
    @Test func strokeBorderStaysInsideTheFrame() throws {
        let border = frame(.strokedShape(.rectangle, ShapeStroke(lineWidth: 2, insideBorder: true)), 20, 20).modifier(.foreground(red))
        let (inside, _) = try draw(border, width: 30, height: 30, origin: Point(x: 5, y: 5))
        let marks = inked(inside)
        #expect(!marks.isEmpty)
        #expect(marks.allSatisfy { (5..<25).contains($0.x) && (5..<25).contains($0.y) })
        // The frame's edge pixels and the line's inner pixels are covered; the interior is not.
        #expect(inside.pixel(x: 5, y: 15).a == 255 && inside.pixel(x: 6, y: 15).a == 255 && inside.pixel(x: 7, y: 15).a == 0)
        #expect(inside.pixel(x: 24, y: 24).a == 255)

        let centred = frame(.strokedShape(.rectangle, ShapeStroke(lineWidth: 2)), 20, 20).modifier(.foreground(red))
        let (straddling, _) = try draw(centred, width: 30, height: 30, origin: Point(x: 5, y: 5))
        #expect(straddling.pixel(x: 4, y: 15).a == 255 && straddling.pixel(x: 5, y: 15).a == 255 && straddling.pixel(x: 6, y: 15).a == 0)
    }

    /// A circle's `strokeBorder` stays within its frame too (an inset circle, not a clipped one).
    @Test func circleStrokeBorderStaysInsideTheFrame() throws {
        let ring = frame(.strokedShape(.circle, ShapeStroke(lineWidth: 4, insideBorder: true)), 20, 20).modifier(.foreground(red))
        let (drawn, _) = try draw(ring, width: 30, height: 30, origin: Point(x: 5, y: 5))
        #expect(inked(drawn).allSatisfy { (5..<25).contains($0.x) && (5..<25).contains($0.y) })
        // The ring reaches the frame's edge at the middle of each side.
        #expect(drawn.pixel(x: 5, y: 15).a > 0 && drawn.pixel(x: 15, y: 24).a > 0)
    }

    /// A rotated and scaled rectangle's corners land where its transform puts them: the pixel
    /// holding the point 3 px inside each transformed corner (along the corner's bisector) is
    /// fully covered, the one 3 px outside untouched (a pixel reaches at most √2 px from a point
    /// in it, and both points are further than that from the edges).
    @Test func rotatedItemCornersLandWhereTheTransformSays() throws {
        let node = frame(.shape(.rectangle), 40, 20).modifier(.foreground(red))
            .modifier(.scaleEffect(x: 1.5, y: 1.5, anchor: .topLeading))
            .modifier(.rotationEffect(radians: .pi / 6, anchor: .center))
        let origin = Point(x: 40, y: 40)
        let (drawn, items) = try draw(node, width: 140, height: 140, origin: origin)
        let item = try #require(items.first)
        let f = item.frame
        let corners = [Point(x: f.origin.x, y: f.origin.y), Point(x: f.origin.x + f.size.width, y: f.origin.y),
                       Point(x: f.origin.x + f.size.width, y: f.origin.y + f.size.height), Point(x: f.origin.x, y: f.origin.y + f.size.height)]
            .map { item.transform.apply($0) }
        func unit(_ from: Point, _ to: Point) -> (Double, Double) {
            let dx = to.x - from.x, dy = to.y - from.y, n = (dx * dx + dy * dy).squareRoot()
            return (dx / n, dy / n)
        }
        func pixelAlpha(_ p: Point, _ d: (Double, Double), _ k: Double) -> UInt8 {
            drawn.pixel(x: Int((origin.x + p.x + k * d.0).rounded(.down)), y: Int((origin.y + p.y + k * d.1).rounded(.down))).a
        }
        for (i, corner) in corners.enumerated() {
            let e1 = unit(corner, corners[(i + 1) % 4]), e2 = unit(corner, corners[(i + 3) % 4])
            let bisector = unit(Point(x: 0, y: 0), Point(x: e1.0 + e2.0, y: e1.1 + e2.1))
            #expect(pixelAlpha(corner, bisector, 3) == 255, "inside \(corner)")
            #expect(pixelAlpha(corner, bisector, -3) == 0, "outside \(corner)")
        }
        // The transform is the one the layout composed: the 40 × 20 frame scaled 1.5 about its
        // top-leading corner, then turned 30° about the frame's centre (20, 10).
        let expected = AffineTransform.translation(20, 10).concatenating(.rotation(.pi / 6)).concatenating(.translation(-20, -10))
            .concatenating(.scale(1.5, 1.5))
        let far = expected.apply(Point(x: 40, y: 20))
        #expect(abs(corners[2].x - far.x) < 1e-9 && abs(corners[2].y - far.y) < 1e-9)
    }

    /// Opacity fades an item: half opacity over nothing leaves half alpha.
    @Test func opacityFadesTheItem() throws {
        let (drawn, _) = try draw(frame(.shape(.rectangle), 10, 10).modifier(.foreground(red)).modifier(.opacity(0.5)),
                                  width: 10, height: 10, origin: .zero)
        #expect(abs(Int(drawn.pixel(x: 5, y: 5).a) - 128) <= 1)
    }

    /// Text lands inside the frame it was measured for: Pango measures and draws alike.
    @Test func textInkStaysInsideItsMeasuredFrame() throws {
        let node = ViewNode.text("Bell 42", font: Font(.title).bold()).modifier(.foreground(red))
        let origin = Point(x: 10, y: 10)
        let (drawn, items) = try draw(node, width: 160, height: 60, origin: origin)
        let f = try #require(items.first).frame
        let marks = inked(drawn)
        #expect(marks.count > 100)
        #expect(marks.allSatisfy { Double($0.x) >= origin.x + f.origin.x - 1 && Double($0.x) < origin.x + f.origin.x + f.size.width + 1
            && Double($0.y) >= origin.y + f.origin.y && Double($0.y) < origin.y + f.origin.y + f.size.height })
    }

    /// The Pango measure follows weight, size and a proposed width.
    @Test func pangoMeasureFollowsWeightSizeAndWidth() {
        let measure = PangoTextMeasure()
        let regular = measure.size(of: "Notifications", font: ResolvedFont(pointSize: 17, weight: .regular), width: nil)
        let black = measure.size(of: "Notifications", font: ResolvedFont(pointSize: 17, weight: .black), width: nil)
        let large = measure.size(of: "Notifications", font: ResolvedFont(pointSize: 34, weight: .regular), width: nil)
        #expect(black.width > regular.width)
        #expect(abs(large.width - 2 * regular.width) < 0.5)
        // A line is about 1.2 em tall (Inter's line height), as SwiftUI's body text is 20-22 pt.
        #expect(regular.height > 17 * 1.1 && regular.height < 17 * 1.35)
        let wrapped = measure.size(of: "Notifications arrive", font: ResolvedFont(pointSize: 17, weight: .regular), width: regular.width + 2)
        #expect(wrapped.height > 1.9 * regular.height && wrapped.width <= regular.width + 2)
        // Offered exactly its ideal width, text does not wrap.
        let ideal = measure.size(of: "Notifications", font: ResolvedFont(pointSize: 17, weight: .regular), width: regular.width)
        #expect(ideal == regular)
    }

    /// Every symbol draws inside its box; a `.fill` form covers more than its outline.
    @Test(arguments: SystemSymbol.allCases)
    func symbolDrawsInsideItsBox(_ symbol: SystemSymbol) throws {
        let node = ViewNode.image(systemName: symbol.rawValue, size: Size(width: 48, height: 48)).modifier(.foreground(red))
        let (drawn, _) = try draw(node, width: 64, height: 64, origin: Point(x: 8, y: 8))
        let marks = inked(drawn)
        #expect(marks.count > 100)
        #expect(marks.allSatisfy { (7..<57).contains($0.x) && (7..<57).contains($0.y) })
        if symbol.rawValue.hasSuffix(".fill"), let plain = SystemSymbol(rawValue: String(symbol.rawValue.dropLast(5))) {
            let (outline, _) = try draw(ViewNode.image(systemName: plain.rawValue, size: Size(width: 48, height: 48)).modifier(.foreground(red)),
                                        width: 64, height: 64, origin: Point(x: 8, y: 8))
            #expect(marks.count > inked(outline).count)
        }
    }

    /// An unknown symbol is refused with its name and the supported list, before anything is drawn.
    @Test func unknownSymbolIsRefusedWithTheList() throws {
        let renderer = SwiftUIRenderer(width: 20, height: 20, scale: 1, background: .clear)
        let placed = ViewLayout(measure: PangoTextMeasure()).place(.zStack(alignment: .center, [
            frame(.shape(.rectangle), 20, 20).modifier(.foreground(red)),
            .image(systemName: "bell.badge", size: Size(width: 20, height: 20)),
        ]))
        #expect(throws: UnknownSymbol(name: "bell.badge")) { try renderer.render(placed.items) }
        #expect(renderer.canvas.frame.pixel(x: 10, y: 10).a == 0)
        let message = UnknownSymbol(name: "bell.badge").description
        #expect(message.contains("\"bell.badge\""))
        for symbol in SystemSymbol.allCases { #expect(message.contains(symbol.rawValue)) }
    }

    /// Continuous corners leave the edge 1.52866 × the radius from the corner, where circular
    /// ones leave it at the radius. Drawn at 10 px per point, radius 20 pt (200 px): at x = r
    /// a quarter circle has reached the top edge while the continuous curve is still 1.9 px
    /// below it; at x = 0.8 r the circle is 4.0 px below the edge, the continuous curve 6.3 px.
    @Test func roundedRectangleCornersAreContinuous() throws {
        let (drawn, _) = try draw(frame(.shape(.roundedRectangle(cornerRadius: 20)), 100, 100).modifier(.foreground(red)),
                                  width: 1000, height: 1000, origin: .zero, scale: 10)
        #expect(drawn.pixel(x: 200, y: 0).a == 0)
        #expect(drawn.pixel(x: 160, y: 5).a == 0)
        #expect(drawn.pixel(x: 160, y: 7).a == 255)
        // Past 1.52866 r the edge is straight and fully covered; the middle is filled.
        #expect(drawn.pixel(x: 310, y: 0).a == 255)
        #expect(drawn.pixel(x: 500, y: 500).a == 255)
    }
}
