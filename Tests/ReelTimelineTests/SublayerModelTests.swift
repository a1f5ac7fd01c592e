import Testing
@testable import ReelTimeline

/// Sublayers the code adds: a shape's stroke cut by strokeStart/strokeEnd, a sublayer's place
/// in the host's space through its superlayer, and CAReplicatorLayer's instances, each checked
/// against values worked by hand.
@Suite struct SublayerModelTests {
    /// An L: 100 pt right, then 100 pt down: 200 pt in all.
    static let ell = ShapeLayerContent(path: [.move(Point(x: 0, y: 0)), .line(Point(x: 100, y: 0)), .line(Point(x: 100, y: 100))])

    @Test func aStrokeCoversItsShareOfThePathsLength() {
        // strokeStart 0.25 → 50 pt along (50, 0); strokeEnd 0.75 → 150 pt along, 50 pt down the
        // second leg: (100, 50); the corner in between.
        #expect(Self.ell.strokedPieces(from: 0.25, to: 0.75) == [[Point(x: 50, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 50)]])
        // Half the path ends at the corner.
        #expect(Self.ell.strokedPieces(from: 0, to: 0.5) == [[Point(x: 0, y: 0), Point(x: 100, y: 0)]])
        // Nothing when the end is not past the start (Core Animation strokes nothing then).
        #expect(Self.ell.strokedPieces(from: 0.6, to: 0.6).isEmpty)
        #expect(Self.ell.strokedPieces(from: 0.8, to: 0.2).isEmpty)
    }

    @Test func aCloseCountsItsSegmentAndSubpathsFollowInOrder() {
        // A 10 pt square closed (40 pt), then a separate 40 pt line: 80 pt in all.
        let shape = ShapeLayerContent(path: [
            .move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 0)), .line(Point(x: 10, y: 10)), .line(Point(x: 0, y: 10)), .close,
            .move(Point(x: 0, y: 20)), .line(Point(x: 40, y: 20)),
        ])
        // 0.4375 of 80 = 35 pt: 5 pt up the closing side, from (0, 10) to (0, 5).
        let first = shape.strokedPieces(from: 0, to: 0.4375)
        #expect(first.count == 1 && first[0].last == Point(x: 0, y: 5))
        // 0.75 of 80 = 60 pt: 20 pt into the second subpath.
        #expect(shape.strokedPieces(from: 0.5, to: 0.75) == [[Point(x: 0, y: 20), Point(x: 20, y: 20)]])
    }

    @Test func strokeEndAnimatesLikeAnyNumber() {
        var t = Timeline()
        var s = LayerState()
        s.shape = Self.ell
        let id = t.addLayer(s)
        t.add(BasicAnimation(keyPath: \LayerState.strokeEnd, from: 0, to: 1, timing: MediaTiming(duration: 2)), to: id, at: 1)
        #expect(t.evaluate(at: 1.5).layers[id].strokeEnd == 0.25)
        #expect(t.evaluate(at: 2).layers[id].strokeEnd == 0.5)
        // Removed on completion: the model's strokeEnd, 1 by default.
        #expect(t.evaluate(at: 3.5).layers[id].strokeEnd == 1)
    }

    @Test func aSublayerIsPlacedThroughItsSuperlayer() {
        // The superlayer: 100 × 100 at (50, 50), scaled 2× about its centre. Its own
        // coordinate (10, 10) is 40 pt left and up of the centre, 80 pt once scaled: (-30, -30).
        var parent = LayerState(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        parent.scaleX = 2; parent.scaleY = 2
        var child = LayerState(frame: Rect(x: 5, y: 5, width: 10, height: 10))
        child.superlayer = 0
        let snapshot = Snapshot(time: 0, layers: [parent, child])
        #expect(snapshot.superlayerToHost(of: 1).apply(Point(x: 10, y: 10)) == Point(x: -30, y: -30))
        // The child's 10 pt square from (5, 5) to (15, 15) is 20 pt from (-40, -40).
        #expect(snapshot.drawnBounds(ofLayerAt: 1) == Rect(x: -40, y: -40, width: 20, height: 20))
        // A bounds origin shifts what the layer holds: (10, 10) of a superlayer whose bounds
        // start at (10, 10) is its top-left corner, (0, 0) in the host with no scale.
        parent.scaleX = 1; parent.scaleY = 1; parent.boundsOrigin = Point(x: 10, y: 10)
        #expect(Snapshot(time: 0, layers: [parent, child]).superlayerToHost(of: 1).apply(Point(x: 10, y: 10)) == Point(x: 0, y: 0))
        // Opacity multiplies down the tree; hiding a superlayer hides the sublayer.
        parent.opacity = 0.5; child.opacity = 0.5; parent.isHidden = true
        let faded = Snapshot(time: 0, layers: [parent, child])
        #expect(faded.compositedOpacity(of: 1) == 0.25 && !faded.isShown(1))
    }

    @Test func replicatorInstancesTakeTheTransformsPowers() throws {
        let step = ReplicatorInstances(count: 3, delay: 0.5, transform: .translation(30, 0))
        let replicator = LayerState(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        // Instance 2: two steps of 30 pt.
        let second = try #require(step.container(2, in: replicator, id: 7))
        #expect(second.translationX == 60 && second.translationY == 0 && second.superlayer == 7)
        // About the replicator's anchor point: a quarter turn twice is a half turn there, which
        // takes the replicator's (0, 0) corner to its opposite (100, 40).
        let turn = ReplicatorInstances(count: 3, transform: .rotation(.pi / 2))
        let half = try #require(turn.container(2, in: replicator, id: 0))
        let corner = half.contentToSuperlayer.apply(Point(x: 0, y: 0))
        #expect(abs(corner.x - 100) < 1e-9 && abs(corner.y - 40) < 1e-9)
        // A skew is not a transform the layer model holds.
        #expect(ReplicatorInstances(count: 2, transform: Affine(c: 0.5)).container(1, in: replicator, id: 0) == nil)
    }

    @Test func eachInstancePlaysItsAnimationsInstanceDelayLater() throws {
        var t = Timeline()
        let replicator = t.addLayer(LayerState(frame: Rect(x: 0, y: 0, width: 100, height: 40)))
        let instances = ReplicatorInstances(count: 3, delay: 0.5, transform: .translation(30, 0))
        let added = t.addInstances(instances, of: replicator, at: .zero)
        let containers = try #require(added)
        var dot = LayerState(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        dot.opacity = 0
        let copies = containers.map { c -> Int in var d = dot; d.superlayer = c; return t.addLayer(d) }
        t.add(BasicAnimation(keyPath: \LayerState.opacity, from: 0, to: 1, timing: MediaTiming(duration: 1)), toCopies: copies, delay: 0.5, at: .one)
        // At 1.75 s: instance 0 is 0.75 s in, instance 1 0.25 s, instance 2 not begun (its model, 0).
        let s = t.evaluate(at: 1.75)
        #expect(copies.map { s.layers[$0].opacity } == [0.75, 0.25, 0])
        // Instance 1 drawn 30 pt to the right of instance 0.
        #expect(s.drawnBounds(ofLayerAt: copies[1]).minX - s.drawnBounds(ofLayerAt: copies[0]).minX == 30)
    }
}
