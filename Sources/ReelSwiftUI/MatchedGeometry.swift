import ReelTimeline

/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)` while a view with an id is
/// removed and another with the same id inserted in one transaction [Apple]
/// (…/view/matchedgeometryeffect(id:in:properties:anchor:issource:): "If inserting a view in
/// the same transaction that another view with the same key is removed, the system will
/// interpolate their frame rectangles in window space to make it appear that there is a single
/// view moving from its old position to its new position. The usual transition mechanisms
/// define how each of the two views is rendered during the transition (e.g. fade in/out,
/// scale, etc), the matchedGeometryEffect() modifier only arranges for the geometry of the
/// views to be linked, not their rendering"). Both views are drawn in the frame between the
/// removed one's and the inserted one's at `progress`; only the layout knows the frames, so it
/// resolves this (`ViewLayout.place(_:proposal:)`).
public struct MatchedGeometry: Hashable, Sendable {
    public enum Role: Hashable, Sendable { case inserted, removed }
    /// `MatchedGeometryProperties`: `.frame` (position and size), `.position`, `.size`.
    public enum Properties: Hashable, Sendable { case frame, position, size }

    /// The id and namespace, as one key.
    public var key: String
    public var role: Role
    /// 0 at the removed view's frame, 1 at the inserted one's.
    public var progress: Double
    public var properties: Properties
    /// The point of the frames matched when only the position is (`.position`).
    public var anchor: UnitPoint

    public init(key: String, role: Role, progress: Double, properties: Properties = .frame, anchor: UnitPoint = .center) {
        self.key = key; self.role = role; self.progress = progress; self.properties = properties; self.anchor = anchor
    }

    /// Where the matched view with `frame` (in the root's space) is drawn: its frame moved and
    /// sized to the one between `from` (the removed view's) and `to` (the inserted one's).
    func transform(for frame: Rect, from: Rect, to: Rect) -> AffineTransform {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        let width = properties == .position ? frame.size.width : mix(from.size.width, to.size.width)
        let height = properties == .position ? frame.size.height : mix(from.size.height, to.size.height)
        // The anchor point of the frame drawn, between the two frames' anchor points.
        func point(_ r: Rect) -> Point { Point(x: r.origin.x + anchor.x * r.size.width, y: r.origin.y + anchor.y * r.size.height) }
        let a = point(from), b = point(to)
        let target = properties == .size ? point(frame) : Point(x: mix(a.x, b.x), y: mix(a.y, b.y))
        let sx = frame.size.width > 0 ? width / frame.size.width : 1, sy = frame.size.height > 0 ? height / frame.size.height : 1
        // Scale the frame about its anchor point, then move that point to the target.
        let own = point(frame)
        return AffineTransform.translation(target.x, target.y).concatenating(.scale(sx, sy)).concatenating(.translation(-own.x, -own.y))
    }
}

/// A placed item inside a matched view: the view's frame in the root's space.
struct MatchedTag: Hashable, Sendable {
    var geometry: MatchedGeometry
    var frame: Rect
}

extension ViewLayout {
    /// Each matched view's items drawn in the frame between its pair's (a view whose pair is
    /// not in this layout is drawn where it is).
    static func resolveMatched(_ items: inout [PlacedItem]) {
        guard items.contains(where: { $0.matched != nil }) else { return }
        var frames: [String: [MatchedGeometry.Role: Rect]] = [:]
        for item in items {
            if let tag = item.matched { frames[tag.geometry.key, default: [:]][tag.geometry.role] = tag.frame }
        }
        for i in items.indices {
            guard let tag = items[i].matched else { continue }
            items[i].matched = nil
            guard let pair = frames[tag.geometry.key], let from = pair[.removed], let to = pair[.inserted] else { continue }
            items[i].transform = tag.geometry.transform(for: tag.frame, from: from, to: to).concatenating(items[i].transform)
        }
    }
}
