import Foundation
import Testing
import ReelTimeline
@testable import ReelSwiftUI

/// Text measured as monospaced: each character half the point size wide, lines 1.2 × the point
/// size tall, wrapped at whole characters — so every expectation below is arithmetic.
struct GridMeasure: TextMeasuring {
    func size(of text: String, font: ResolvedFont, width: Double?) -> Size {
        let advance = font.pointSize / 2, n = Double(text.count)
        guard let width, width.isFinite, width < n * advance else { return Size(width: n * advance, height: font.pointSize * 1.2) }
        let perLine = max(1, (width / advance).rounded(.down))
        return Size(width: min(n, perLine) * advance, height: (n / perLine).rounded(.up) * font.pointSize * 1.2)
    }
}

@Suite struct LayoutTests {
    let layout = ViewLayout(measure: GridMeasure())

    private func frames(_ node: ViewNode, _ proposal: ProposedSize = .unspecified) -> [String: Rect] {
        var out: [String: Rect] = [:]
        for item in layout.place(node, proposal: proposal).items {
            let key: String
            switch item.content {
            case let .text(s, _): key = "text:" + s
            case let .image(name): key = "image:" + name
            case let .shape(kind): key = "shape:\(kind)"
            case let .strokedShape(kind, stroke): key = "stroke:\(kind):\(stroke.lineWidth)"
            case .color: key = "color"
            }
            out[key] = item.frame
        }
        return out
    }

    /// A count badge: Text("3").font(.caption2.bold()).padding(6).background(Circle()).
    /// caption2 is 11 pt: the text 5.5 × 13.2, padded 17.5 × 25.2, the circle offered that.
    @Test func paddedTextWithCircleBackground() {
        let badge = ViewNode.text("3", font: Font(.caption2).bold())
            .modifier(.padding(EdgeInsets(all: 6)))
            .modifier(.background(.shape(.circle).modifier(.foreground(SystemColor.red.rgba)), alignment: .center))
        let placed = layout.place(badge)
        #expect(abs(placed.size.width - 17.5) < 1e-12 && abs(placed.size.height - 25.2) < 1e-12)
        #expect(placed.items.count == 2)
        #expect(placed.items[0].content == .shape(.circle) && placed.items[0].color == SystemColor.red.rgba)
        #expect(placed.items[0].path == "background")
        #expect(placed.items[1].frame.origin == Point(x: 6, y: 6))
        #expect(placed.items[1].content == .text("3", ResolvedFont(pointSize: 11, weight: .bold)))
    }

    @Test func defaultPaddingIsSixteen() {
        let size = layout.size(of: ViewNode.text("A", font: .body).modifier(.padding(.defaultPadding)), proposal: .unspecified)
        #expect(abs(size.width - (8.5 + 32)) < 1e-12 && abs(size.height - (20.4 + 32)) < 1e-12)
    }

    /// Default spacing 8, centred on the cross axis.
    @Test func hStackSpacingAndAlignment() {
        let stack = ViewNode.hStack(alignment: .center, spacing: nil, [
            ViewNode.shape(.rectangle).modifier(.frame(width: 10, height: 20, alignment: .center)),
            ViewNode.shape(.circle).modifier(.frame(width: 30, height: 30, alignment: .center)),
        ])
        let f = frames(stack)
        #expect(layout.size(of: stack, proposal: .unspecified) == Size(width: 48, height: 30))
        #expect(f["shape:rectangle"] == Rect(x: 0, y: 5, width: 10, height: 20))
        #expect(f["shape:circle"] == Rect(x: 18, y: 0, width: 30, height: 30))
    }

    @Test func vStackLeadingWithSpacing() {
        let stack = ViewNode.vStack(alignment: .leading, spacing: 4, [
            .text("abcd", font: .system(size: 10)), .text("ab", font: .system(size: 10)),
        ])
        let f = frames(stack)
        #expect(f["text:abcd"] == Rect(x: 0, y: 0, width: 20, height: 12))
        #expect(f["text:ab"] == Rect(x: 0, y: 16, width: 10, height: 12))
    }

    /// Offered 100: spacing 8 first; the text (less flexible than a shape) is offered
    /// (100 − 8)/2 = 46 and wraps to 8 characters (44 wide, 3 lines); the rectangle gets the 48 left.
    @Test func hStackSharesOutLeastFlexibleFirst() {
        let stack = ViewNode.hStack(alignment: .top, spacing: nil, [.text("abcdefghijklmnopqrst", font: Font(.caption2)), .shape(.rectangle)])
        let f = frames(stack, ProposedSize(width: 100, height: nil))
        #expect(f["text:abcdefghijklmnopqrst"]!.size.width == 44)
        #expect(abs(f["text:abcdefghijklmnopqrst"]!.size.height - 3 * 13.2) < 1e-9)
        #expect(f["shape:rectangle"] == Rect(x: 52, y: 0, width: 48, height: 10))
    }

    @Test func spacerTakesTheRest() {
        let stack = ViewNode.hStack(alignment: .center, spacing: nil, [
            ViewNode.shape(.rectangle).modifier(.frame(width: 10, height: 10, alignment: .center)),
            .spacer(minLength: nil),
            ViewNode.shape(.circle).modifier(.frame(width: 10, height: 10, alignment: .center)),
        ])
        let f = frames(stack, ProposedSize(width: 100, height: 10))
        #expect(f["shape:rectangle"]!.origin.x == 0)
        #expect(f["shape:circle"]!.origin.x == 90)
    }

    /// A bell with a badge dot in its top-trailing corner, nudged out by an offset: layout puts
    /// the dot's frame in the corner, the offset only moves the drawing.
    @Test func overlayAlignmentAndOffset() {
        let bell = ViewNode.image(systemName: "bell.fill", size: Size(width: 24, height: 24))
            .modifier(.overlay(ViewNode.shape(.circle).modifier(.frame(width: 10, height: 10, alignment: .center))
                .modifier(.offset(x: 5, y: -5)), alignment: .topTrailing))
        let placed = layout.place(bell)
        #expect(placed.size == Size(width: 24, height: 24))
        let dot = placed.items[1]
        #expect(dot.path == "overlay" && dot.frame.origin == Point(x: 14, y: 0))
        #expect(dot.transform.apply(dot.frame.center) == Point(x: 24, y: 0))
    }

    @Test func zStackAlignsChildren() {
        let z = ViewNode.zStack(alignment: .topTrailing, [
            .image(systemName: "bell", size: Size(width: 24, height: 24)),
            ViewNode.shape(.circle).modifier(.frame(width: 10, height: 10, alignment: .center)),
        ])
        #expect(frames(z)["shape:circle"]!.origin == Point(x: 14, y: 0))
    }

    @Test func scaleAndRotationAboutAnchors() {
        let scaled = layout.place(ViewNode.shape(.rectangle).modifier(.frame(width: 10, height: 10, alignment: .center))
            .modifier(.scaleEffect(x: 2, y: 2, anchor: .center))).items[0]
        #expect(scaled.transform.apply(Point(x: 0, y: 0)) == Point(x: -5, y: -5))
        #expect(scaled.transform.apply(Point(x: 10, y: 10)) == Point(x: 15, y: 15))
        let turned = layout.place(ViewNode.shape(.rectangle).modifier(.frame(width: 20, height: 10, alignment: .center))
            .modifier(.rotationEffect(radians: .pi / 2, anchor: .topLeading))).items[0]
        let corner = turned.transform.apply(Point(x: 20, y: 0))
        #expect(abs(corner.x - 0) < 1e-12 && abs(corner.y - 20) < 1e-12)   // clockwise on screen
    }

    @Test func flexibleFrames() {
        let wide = ViewNode.shape(.rectangle).modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity)))
        #expect(layout.size(of: .text("x", font: .body).modifier(.flexibleFrame(FlexibleFrame(maxWidth: .infinity))),
                            proposal: ProposedSize(width: 200, height: nil)).width == 200)
        #expect(layout.size(of: wide, proposal: ProposedSize(width: 200, height: 50)) == Size(width: 200, height: 50))
        let atLeast = ViewNode.text("ab", font: .system(size: 10)).modifier(.flexibleFrame(FlexibleFrame(minWidth: 50)))
        #expect(layout.size(of: atLeast, proposal: .unspecified).width == 50)
        let atMost = ViewNode.text("abcdefghijklmnopqrst", font: .system(size: 10)).modifier(.flexibleFrame(FlexibleFrame(maxWidth: 30)))
        #expect(layout.size(of: atMost, proposal: .unspecified).width == 30)
        // Both bounds: the proposal, clamped.
        let both = ViewNode.text("ab", font: .system(size: 10)).modifier(.flexibleFrame(FlexibleFrame(minWidth: 40, maxWidth: 60)))
        #expect(layout.size(of: both, proposal: ProposedSize(width: 100, height: nil)).width == 60)
        #expect(layout.size(of: both, proposal: ProposedSize(width: 50, height: nil)).width == 50)
    }

    @Test func positionAndOpacity() {
        let node = ViewNode.shape(.circle).modifier(.frame(width: 10, height: 10, alignment: .center))
            .modifier(.opacity(0.5)).modifier(.position(x: 50, y: 50)).modifier(.opacity(0.5))
        let placed = layout.place(node, proposal: ProposedSize(width: 100, height: 100))
        #expect(placed.size == Size(width: 100, height: 100))
        #expect(placed.items[0].frame.origin == Point(x: 45, y: 45))
        #expect(placed.items[0].opacity == 0.25)
    }

    @Test func shapesTakeTheOfferOrTenByTen() {
        #expect(layout.size(of: .shape(.capsule), proposal: .unspecified) == Size(width: 10, height: 10))
        #expect(layout.size(of: .color(.black), proposal: ProposedSize(width: 7, height: nil)) == Size(width: 7, height: 10))
    }

    /// A stroked shape sizes as its fill does (the line does not change the layout) and is
    /// placed with its stroke, in the foreground colour.
    @Test func strokedShapesLayOutAsShapes() {
        let ring = ShapeStroke(lineWidth: 3, insideBorder: true)
        #expect(layout.size(of: .strokedShape(.circle, ring), proposal: ProposedSize(width: 30, height: 20)) == Size(width: 30, height: 20))
        let placed = layout.place(ViewNode.strokedShape(.circle, ring).modifier(.frame(width: 12, height: 12, alignment: .center))
            .modifier(.foreground(SystemColor.red.rgba)))
        #expect(placed.items.map(\.content) == [.strokedShape(.circle, ring)])
        #expect(placed.items[0].frame == Rect(x: 0, y: 0, width: 12, height: 12) && placed.items[0].color == SystemColor.red.rgba)
    }

    /// A symbol's box follows its font: 1.2 × the point size, square.
    @Test func symbolBoxFollowsTheFont() {
        #expect(Font(.body).resolved.symbolSize == Size(width: 20.4, height: 20.4))
        #expect(Font.system(size: 10).resolved.symbolSize == Size(width: 12, height: 12))
    }

    /// Dynamic Type at Large (Apple's HIG table).
    @Test func textStylePointSizes() {
        let expected: [TextStyle: Double] = [.largeTitle: 34, .title: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17,
                                             .callout: 16, .subheadline: 15, .footnote: 13, .caption: 12, .caption2: 11]
        for style in TextStyle.allCases { #expect(style.pointSize == expected[style]) }
        #expect(Font(.headline).resolved.weight == .semibold)
        #expect(Font.system(size: 9, weight: .heavy).resolved == ResolvedFont(pointSize: 9, weight: .heavy))
    }

    @Test func systemColoursAreIOSLightValues() {
        func rgb(_ r: Double, _ g: Double, _ b: Double) -> RGBA { RGBA(red: r / 255, green: g / 255, blue: b / 255) }
        #expect(SystemColor.red.rgba == rgb(255, 59, 48))
        #expect(SystemColor.blue.rgba == rgb(0, 122, 255))
        #expect(SystemColor.green.rgba == rgb(52, 199, 89))
        #expect(SystemColor.orange.rgba == rgb(255, 149, 0))
    }
}
