import Testing
import ReelFrame
import ReelTimeline
@testable import ReelRender

/// Sublayers the code adds, drawn: a shape layer's stroke cut at strokeEnd mid-animation, a
/// replicator's instances where its transform puts them, a masking superlayer's clip.
@Suite struct SublayerDrawingTests {
    /// A clear 100 × 40 pt canvas at one pixel per point from (0, 0).
    static func render(_ snapshot: Snapshot) -> Frame {
        let layout = CanvasLayout(origin: Point(x: 0, y: 0), size: Size(width: 100, height: 40), scale: 1)
        return Renderer(layout: layout, background: .clear, icons: IconSet()).render(snapshot)
    }

    static let red = RGBA(red: 1, green: 0, blue: 0)

    /// A 6 pt red line from (10, 20) to (90, 20) in a 100 × 40 host: a zero-sized shape layer
    /// at the host's corner, so its path is in the host's coordinates.
    static func redLine(in t: inout Timeline) -> Timeline.LayerID {
        let host = t.addLayer(LayerState(frame: Rect(x: 0, y: 0, width: 100, height: 40)))
        var shape = ShapeLayerContent(path: [.move(Point(x: 10, y: 20)), .line(Point(x: 90, y: 20))])
        shape.fillColor = .clear; shape.strokeColor = Self.red; shape.lineWidth = 6
        var line = LayerState(anchorPoint: Point(x: 0, y: 0))
        line.superlayer = host; line.shape = shape
        return t.addLayer(line)
    }

    @Test func aStrokeEndAnimationDrawsItsShareOfThePath() {
        var t = Timeline()
        let id = Self.redLine(in: &t)
        t.add(BasicAnimation(keyPath: \LayerState.strokeEnd, from: 0, to: 1, timing: MediaTiming(duration: 1)), to: id, at: 0)
        // Half way: 40 of the 80 pt, from x 10 to 50.
        let mid = Self.render(t.evaluate(at: 0.5))
        #expect(mid.pixel(x: 30, y: 20).r == 255 && mid.pixel(x: 30, y: 20).a == 255)
        #expect(mid.pixel(x: 47, y: 20).a == 255)
        #expect(mid.pixel(x: 53, y: 20).a == 0 && mid.pixel(x: 70, y: 20).a == 0)
        // The butt cap ends at the path's start, 3 pt above and below is the line's edge.
        #expect(mid.pixel(x: 8, y: 20).a == 0 && mid.pixel(x: 30, y: 24).a == 0)
        // After it is removed: the model's strokeEnd, 1, the whole line.
        let after = Self.render(t.evaluate(at: 1.5))
        #expect(after.pixel(x: 70, y: 20).a == 255 && after.pixel(x: 88, y: 20).a == 255)
    }

    /// A shape layer added at 0.25 s with a strokeEnd animation from 0 in the same turn (one
    /// CATransaction): before then it shows what its first frame shows, no stroke, not its
    /// model's whole line; from its animation on, as before.
    @Test func aLayerAddedWithItsAnimationShowsItsFirstFrameBeforeThen() {
        var t = Timeline()
        let id = Self.redLine(in: &t)
        let added = Rational(1, 4)
        t.add(BasicAnimation(keyPath: \LayerState.strokeEnd, from: 0, to: 1, timing: MediaTiming(duration: 1)), to: id, at: added)
        // Before: the model's strokeEnd 1 is drawn in the lead-in.
        #expect(Self.render(t.evaluate(at: 0.1)).pixel(x: 50, y: 20).a == 255)
        t.showFirstPresentation(of: id, addedAt: added)
        let leadIn = Self.render(t.evaluate(at: 0.1))
        #expect(leadIn.pixel(x: 12, y: 20).a == 0 && leadIn.pixel(x: 50, y: 20).a == 0 && leadIn.pixel(x: 88, y: 20).a == 0)
        // Half way through the animation (0.75 s): 40 of the 80 pt; after it, the model's whole line.
        let mid = Self.render(t.evaluate(at: 0.75))
        #expect(mid.pixel(x: 30, y: 20).a == 255 && mid.pixel(x: 53, y: 20).a == 0)
        let after = Self.render(t.evaluate(at: 1.5))
        #expect(after.pixel(x: 50, y: 20).a == 255 && after.pixel(x: 88, y: 20).a == 255)
    }

    @Test func aReplicatorsInstancesAreDrawnThroughItsTransform() throws {
        var t = Timeline()
        let host = t.addLayer(LayerState(frame: Rect(x: 0, y: 0, width: 100, height: 40)))
        var replicatorState = LayerState(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        replicatorState.superlayer = host
        let replicator = t.addLayer(replicatorState)
        let instances = ReplicatorInstances(count: 3, delay: 0.25, transform: .translation(30, 0))
        let added = t.addInstances(instances, of: replicator, at: .zero)
        let containers = try #require(added)
        // A 10 pt red square from (5, 15), transparent until its animation fades it in.
        var square = LayerState(frame: Rect(x: 5, y: 15, width: 10, height: 10), opacity: 0, backgroundColor: Self.red)
        let copies = containers.map { c -> Int in square.superlayer = c; return t.addLayer(square) }
        let show = BasicAnimation(keyPath: \LayerState.opacity, from: 1, to: 1, timing: MediaTiming(duration: 10))
        t.add(show, toCopies: copies, delay: 0.25, at: .zero)
        // At 0.3 s instances 0 and 1 have begun (0 s and 0.25 s), instance 2 (0.5 s) not.
        let frame = Self.render(t.evaluate(at: 0.3))
        #expect(frame.pixel(x: 10, y: 20).a == 255 && frame.pixel(x: 40, y: 20).a == 255)
        #expect(frame.pixel(x: 70, y: 20).a == 0)
        // Between the instances, nothing.
        #expect(frame.pixel(x: 25, y: 20).a == 0)
        let later = Self.render(t.evaluate(at: 0.6))
        #expect(later.pixel(x: 70, y: 20).a == 255)
    }

    @Test func aMaskingSuperlayerClipsItsSublayers() {
        // A 20 × 20 superlayer at (0, 0) masking a 40 × 40 red sublayer: only its 20 × 20 shows.
        var parent = LayerState(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        parent.masksToBounds = true
        var child = LayerState(frame: Rect(x: 0, y: 0, width: 40, height: 40), backgroundColor: Self.red)
        child.superlayer = 0
        let frame = Self.render(Snapshot(time: 0, layers: [parent, child]))
        #expect(frame.pixel(x: 10, y: 10).a == 255 && frame.pixel(x: 30, y: 10).a == 0 && frame.pixel(x: 10, y: 30).a == 0)
        parent.masksToBounds = false
        let unclipped = Self.render(Snapshot(time: 0, layers: [parent, child]))
        #expect(unclipped.pixel(x: 30, y: 10).a == 255)
    }

    /// CALayer.cornerCurve `.continuous` draws the corners SwiftUI's RoundedRectangle draws
    /// (`SwiftUIDrawingTests.roundedRectangleCornersAreContinuous`: at 10 px a point, radius
    /// 20 pt, the curve is still below the top edge at x = r and 6.3 px below it at 0.8 r,
    /// where a circular corner has reached it and is 4.0 px below); `.circular` draws quarter
    /// circles. The same holds for a layer that clips its sublayers to its rounded bounds.
    @Test func aContinuousCornerCurveDrawsSwiftUIsCorners() {
        let layout = CanvasLayout(origin: Point(x: 0, y: 0), size: Size(width: 100, height: 100), scale: 10)
        func render(_ layers: [LayerState]) -> Frame {
            Renderer(layout: layout, background: .clear, icons: IconSet()).render(Snapshot(time: 0, layers: layers))
        }
        var fill = LayerState(frame: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20, backgroundColor: Self.red)
        fill.continuousCorners = true
        let continuous = render([fill])
        #expect(continuous.pixel(x: 200, y: 0).a == 0)
        #expect(continuous.pixel(x: 160, y: 5).a == 0 && continuous.pixel(x: 160, y: 7).a == 255)
        #expect(continuous.pixel(x: 310, y: 0).a == 255 && continuous.pixel(x: 500, y: 500).a == 255)
        fill.continuousCorners = false
        let circular = render([fill])
        #expect(circular.pixel(x: 200, y: 0).a == 255 && circular.pixel(x: 160, y: 5).a == 255)
        // A clip: a 100 × 100 pt layer rounded by 20 pt, continuous, masking a red sublayer
        // larger than it: the sublayer shows exactly where the fill above did.
        var clip = LayerState(frame: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20)
        clip.masksToBounds = true
        clip.continuousCorners = true
        var inside = LayerState(frame: Rect(x: -10, y: -10, width: 120, height: 120), backgroundColor: Self.red)
        inside.superlayer = 0
        let clipped = render([clip, inside])
        for (x, y) in [(200, 0), (160, 5), (160, 7), (310, 0), (500, 500), (40, 40)] {
            #expect(clipped.pixel(x: x, y: y).a == continuous.pixel(x: x, y: y).a, "(\(x), \(y))")
        }
    }

    /// CALayer.mask: a 40 × 40 red layer masked by a 20 × 20 square from (10, 10), a shape
    /// layer in the red layer's coordinates, whose fill is the mask's alpha.
    @Test func aMaskShowsItsLayerOnlyWhereTheMaskIsOpaque() {
        var host = LayerState(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        host.backgroundColor = .clear
        var red = LayerState(frame: Rect(x: 0, y: 0, width: 40, height: 40), backgroundColor: Self.red)
        red.superlayer = 0
        // A child of the red layer, a blue 10 × 10 at its corner (0, 0): inside the red layer's
        // bounds but outside the mask, so masked out with it.
        var blue = LayerState(frame: Rect(x: 0, y: 0, width: 10, height: 10), backgroundColor: RGBA(red: 0, green: 0, blue: 1))
        blue.superlayer = 1
        var circle = LayerState(anchorPoint: Point(x: 0, y: 0))
        circle.superlayer = 1
        circle.isMask = true
        circle.shape = ShapeLayerContent(path: [.move(Point(x: 10, y: 10)), .line(Point(x: 30, y: 10)),
                                                .line(Point(x: 30, y: 30)), .line(Point(x: 10, y: 30)), .close])
        let frame = Self.render(Snapshot(time: 0, layers: [host, red, blue, circle]))
        // Inside the square: the red layer; outside it and the blue corner: nothing. The mask
        // itself (black, CAShapeLayer's default fill) is not drawn.
        #expect(frame.pixel(x: 20, y: 20).r == 255 && frame.pixel(x: 20, y: 20).a == 255 && frame.pixel(x: 20, y: 20).g == 0)
        #expect(frame.pixel(x: 11, y: 11).a == 255 && frame.pixel(x: 28, y: 28).a == 255)
        #expect(frame.pixel(x: 8, y: 20).a == 0 && frame.pixel(x: 32, y: 20).a == 0 && frame.pixel(x: 37, y: 37).a == 0)
        #expect(frame.pixel(x: 5, y: 5).a == 0)
        // Without the mask: the whole square, and the blue corner.
        circle.isMask = false
        circle.opacity = 0
        let unmasked = Self.render(Snapshot(time: 0, layers: [host, red, blue, circle]))
        #expect(unmasked.pixel(x: 37, y: 37).a == 255 && unmasked.pixel(x: 5, y: 5).b == 255)
    }

    /// CALayer.mask masks the layer with its sublayers as one picture: under a half-transparent
    /// mask, a blue sublayer over its red layer shows half-transparent blue, never red
    /// through it (masking each layer on its own did: red at half, then blue at half over it).
    @Test func aPartlyTransparentMaskMasksTheLayerAndItsSublayersAsOne() {
        var host = LayerState(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        host.backgroundColor = .clear
        var red = LayerState(frame: Rect(x: 0, y: 0, width: 40, height: 40), backgroundColor: Self.red)
        red.superlayer = 0
        var blue = LayerState(frame: Rect(x: 0, y: 0, width: 20, height: 20), backgroundColor: RGBA(red: 0, green: 0, blue: 1))
        blue.superlayer = 1
        // A mask as large as the red layer, black at half alpha.
        var half = LayerState(frame: Rect(x: 0, y: 0, width: 40, height: 40), backgroundColor: RGBA(red: 0, green: 0, blue: 0, alpha: 0.5))
        half.superlayer = 1
        half.isMask = true
        let frame = Self.render(Snapshot(time: 0, layers: [host, red, blue, half]))
        let overBlue = frame.pixel(x: 10, y: 10), overRed = frame.pixel(x: 30, y: 30)
        #expect(overBlue.r == 0 && overBlue.b > 0 && (127...128).contains(overBlue.a), "\(overBlue)")
        #expect(overRed.r > 0 && overRed.b == 0 && (127...128).contains(overRed.a), "\(overRed)")
    }
}
