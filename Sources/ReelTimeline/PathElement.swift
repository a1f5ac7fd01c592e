/// One step of a vector path, as CGPath (CGPathElementType) and Cairo's path data both hold
/// them: a move starts a subpath, a line or a cubic Bézier continues it, a close returns to
/// its start. A CAShapeLayer's path and the renderer's captured outlines are lists of these.
public enum PathElement: Hashable, Sendable {
    case move(Point)
    case line(Point)
    case curve(Point, Point, Point)
    case close
}
