#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A 2D affine transform, as CGAffineTransform holds one: x' = a·x + c·y + tx,
/// y' = b·x + d·y + ty. What carries a sublayer's coordinates up to the host's space.
public struct Affine: Hashable, Sendable {
    public var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

    public static let identity = Affine()

    public init(a: Double = 1, b: Double = 0, c: Double = 0, d: Double = 1, tx: Double = 0, ty: Double = 0) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static func translation(_ x: Double, _ y: Double) -> Affine { Affine(tx: x, ty: y) }
    public static func scale(_ x: Double, _ y: Double) -> Affine { Affine(a: x, d: y) }
    public static func rotation(_ angle: Double) -> Affine {
        let cs = cos(angle), sn = sin(angle)
        return Affine(a: cs, b: sn, c: -sn, d: cs)
    }

    /// `self` applied after `first`: (self ∘ first)(p) = self(first(p)).
    public func after(_ first: Affine) -> Affine {
        Affine(a: a * first.a + c * first.b, b: b * first.a + d * first.b,
               c: a * first.c + c * first.d, d: b * first.c + d * first.d,
               tx: a * first.tx + c * first.ty + tx, ty: b * first.tx + d * first.ty + ty)
    }

    public func apply(_ p: Point) -> Point { Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }

    /// The axis-aligned box holding `rect`'s four corners transformed.
    public func boundingBox(of rect: Rect) -> Rect {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map(apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }
}

extension LayerState {
    /// From the layer's own coordinates (where its bounds start at `boundsOrigin`: what its
    /// content and sublayers are placed in) to its superlayer's: the anchor point to the
    /// position, with the transform about it in the order the renderer draws it (scale, then
    /// rotation, then translation).
    public var contentToSuperlayer: Affine {
        let toAnchor = Affine.translation(-anchorPoint.x * size.width - boundsOrigin.x, -anchorPoint.y * size.height - boundsOrigin.y)
        return Affine.translation(position.x + translationX, position.y + translationY)
            .after(.rotation(rotation)).after(.scale(scaleX, scaleY)).after(toAnchor)
    }

    /// The box, in the layer's own coordinates, that holds what it draws: its bounds, and a
    /// shape's path widened by its stroke (a miter join reaches at most CAShapeLayer's default
    /// miterLimit, 10, half line widths past a corner).
    public var ownDrawnBox: Rect {
        var box = Rect(x: boundsOrigin.x, y: boundsOrigin.y, width: size.width, height: size.height)
        if let shape, let first = shape.controlPoints.first {
            var x0 = first.x, y0 = first.y, x1 = first.x, y1 = first.y
            for p in shape.controlPoints { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
            let pad = shape.strokeColor.alpha > 0 ? shape.lineWidth / 2 * (shape.lineJoin == .miter ? 10 : 1) : 0
            box = box.union(Rect(x: x0 - pad, y: y0 - pad, width: x1 - x0 + 2 * pad, height: y1 - y0 + 2 * pad))
        }
        return box
    }
}

extension Snapshot {
    /// Whether any layer is a sublayer the code added (drawn in another layer's space).
    public var hasSublayers: Bool { layers.contains { $0.superlayer != nil } }

    /// The superlayers of layer `index`, nearest first; a chain that loops or leaves the
    /// snapshot ends there (the stage never makes one).
    /// Each layer's chain is walked several times a frame (shown, opacity, transform, each
    /// clip), so the walk is linear in its length: a lookup of the chain so far for each step
    /// made it quadratic, and 225 layers 32 deep drew 9 times slower than side by side.
    public func superlayers(of index: Int) -> [Int] {
        var chain: [Int] = []
        var seen: Set<Int> = [index]
        var next = layers[index].superlayer
        while let s = next, s >= 0, s < layers.count, seen.insert(s).inserted {
            chain.append(s)
            next = layers[s].superlayer
        }
        return chain
    }

    /// From layer `index`'s superlayer's coordinates to the host's (the scene's) space: the
    /// identity for the scene's parts.
    public func superlayerToHost(of index: Int) -> Affine {
        var m = Affine.identity
        for s in superlayers(of: index) { m = layers[s].contentToSuperlayer.after(m) }
        return m
    }

    /// Whether layer `index` and every superlayer of it are shown (not hidden, not transparent).
    public func isShown(_ index: Int) -> Bool {
        ([index] + superlayers(of: index)).allSatisfy { !layers[$0].isHidden && layers[$0].opacity > 0 }
    }

    /// The layer that masks layer `index` (CALayer.mask), if one does: a mask the code took off
    /// (`mask = nil`) is recorded hidden, and masks no more.
    public func mask(of index: Int) -> Int? {
        layers.indices.first { layers[$0].isMask && !layers[$0].isHidden && layers[$0].superlayer == index }
    }

    /// Layer `index`'s opacity as composited: its own times every superlayer's.
    public func compositedOpacity(of index: Int) -> Double {
        superlayers(of: index).reduce(layers[index].opacity) { $0 * layers[$1].opacity }
    }

    /// The axis-aligned box in the host's space that holds what layer `index` draws: a part's
    /// `drawnBounds`, a sublayer's drawn box carried up through its superlayers.
    public func drawnBounds(ofLayerAt index: Int) -> Rect {
        let layer = layers[index]
        guard layer.superlayer != nil else { return layer.drawnBounds }
        return superlayerToHost(of: index).after(layer.contentToSuperlayer).boundingBox(of: layer.ownDrawnBox)
    }
}
