import Foundation
import ReelJSON
import ReelModels
import ReelSwiftUI
import ReelTimeline

/// A SwiftUI clip's frames in the scene timeline's layer form (`{time, host, badge}`), for
/// the studio's plot, which draws a badge's size, scale, offset, rotation and opacity: the
/// view that moves most is the "badge", the view tree's root the "host". Values are read from
/// the placed items the export draws (`SwiftUIFrames`): the centre is the item's frame centre
/// carried through its transform, the scale and rotation are the transform's (`hypot(a, b)`,
/// `atan2(b, a)`, as for a CGAffineTransform without skew), the size is the laid-out frame's.
/// A frame where the view is not drawn (an `if` took it out) shows it at opacity 0 where it
/// last was.
public struct SwiftUIPlotTimeline {
    /// The view plotted as the badge, by its place in the view tree ("root", "1.overlay").
    public let badgePath: String
    let frames: [(time: Double, host: JSONValue, badge: JSONValue)]

    public init(_ frames: SwiftUIFrames) {
        let placed = frames.placed
        let rootPath = placed.first?.first?.path ?? ""
        let path = Self.mostMoving(placed) ?? rootPath
        badgePath = path.isEmpty ? "root" : path
        var lastHost = Self.values(nil), lastBadge = Self.values(nil)
        var rows: [(Double, JSONValue, JSONValue)] = []
        rows.reserveCapacity(placed.count)
        for (k, items) in placed.enumerated() {
            let host = items.first { $0.path == rootPath }, badge = items.first { $0.path == path }
            if let host { lastHost = Self.values(host) }
            lastBadge = badge.map { Self.values($0) } ?? Self.hidden(lastBadge)
            rows.append((Double(k) / frames.fps, lastHost, lastBadge))
        }
        self.frames = rows
    }

    /// The report's JSON: `{"frames": [{"time", "host", "badge"}, …]}`, as the scene timeline's.
    public var json: String {
        let value = JSONValue.object([("frames", .array(frames.map { .object([("time", .number($0.time)), ("host", $0.host), ("badge", $0.badge)]) }))])
        return JSONWriter(numbers: .shortest, layout: .compact).text(value)
    }

    /// The path whose drawn geometry changes most over the clip (summed frame to frame: centre
    /// in points, scale and opacity as fractions, rotation in radians), or nil when nothing moves.
    static func mostMoving(_ placed: [[PlacedItem]]) -> String? {
        var motion: [String: Double] = [:]
        var last: [String: Geometry] = [:]
        var order: [String] = []
        for items in placed {
            for item in items {
                let g = Geometry(item)
                if let before = last[item.path] {
                    motion[item.path, default: 0] += g.distance(to: before)
                } else if motion[item.path] == nil {
                    motion[item.path] = 0; order.append(item.path)
                }
                last[item.path] = g
            }
        }
        // The first in tree order among equals, so the choice is the same on every run.
        var best: String?, bestMotion = 0.0
        for path in order where motion[path, default: 0] > bestMotion { best = path; bestMotion = motion[path, default: 0] }
        return best
    }

    struct Geometry {
        var centre: Point, scale: Double, rotation: Double, opacity: Double
        init(_ item: PlacedItem) {
            let t = item.transform
            centre = t.apply(Point(x: item.frame.origin.x + item.frame.size.width / 2, y: item.frame.origin.y + item.frame.size.height / 2))
            scale = (t.a * t.a + t.b * t.b).squareRoot()
            rotation = atan2(t.b, t.a)
            opacity = item.opacity
        }
        func distance(to other: Geometry) -> Double {
            centre.distance(to: other.centre) + abs(scale - other.scale) + abs(rotation - other.rotation) + abs(opacity - other.opacity)
        }
    }

    /// An item's values under the scene timeline's keys (contract.js's `LayerValues`).
    static func values(_ item: PlacedItem?) -> JSONValue {
        guard let item else {
            return .object([("x", .number(0)), ("y", .number(0)), ("width", .number(0)), ("height", .number(0)), ("opacity", .number(0))])
        }
        let g = Geometry(item), w = item.frame.size.width, h = item.frame.size.height
        return .object([
            ("x", .number(g.centre.x - w / 2)), ("y", .number(g.centre.y - h / 2)), ("width", .number(w)), ("height", .number(h)),
            ("opacity", .number(g.opacity)), ("rotation", .number(g.rotation)), ("scaleX", .number(g.scale)),
            ("translationX", .number(0)), ("translationY", .number(0)),
        ])
    }

    /// `values` with the opacity 0: the view is not drawn in this frame.
    static func hidden(_ values: JSONValue) -> JSONValue {
        guard case .object(let pairs) = values else { return values }
        return .object(pairs.map { $0.0 == "opacity" ? ("opacity", .number(0)) : $0 })
    }
}
