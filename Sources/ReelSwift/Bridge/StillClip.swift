import ReelModels
import ReelWorld

/// A run that started animations and draws no motion: the clip would be a still picture,
/// which is never written silently. It names the views that moved while drawn as no part
/// (so not drawn), each with the part its class fits and the name it was stored under.
struct StillClip {
    /// What to say: nothing drawn moves, and which views moved instead.
    let message: String
    /// The moved views that have a name, each with the part it fits: the bindings to offer.
    let candidates: [SwiftRefusal.NamedView]
    /// The one binding to make when it is certain: exactly one view moved, it has a name, and
    /// no binding given names it or the part it fits.
    let inferred: SwiftRefusal.NamedView?
    /// With a badge inferred and no label bound: the one named UILabel the code laid over it
    /// (inside it, or beside it in the same superview with frames overlapping), as BadgeHub lays
    /// its countLabel over its redCircle. Bound with it, the count is drawn as the label.
    let overlaidLabel: SwiftRefusal.NamedView?

    /// Each of `views` in a refusal's words (`dot (a UIView)`, `a UILabel stored under no
    /// name`), and the named ones with the part each would be bound as by its class.
    static func names(of views: [UIView], _ bridge: WorldBridge) -> (named: [SwiftRefusal.NamedView], described: [String]) {
        var named: [SwiftRefusal.NamedView] = []
        var described: [String] = []
        for view in views {
            if let name = bridge.name(of: view) {
                named.append(SwiftRefusal.NamedView(name: name, part: UIKitWorld.part(fitting: view).rawValue))
                described.append("\(name) (a \(view.className))")
            } else {
                described.append("a \(view.className) stored under no name")
            }
        }
        return (named, described)
    }

    /// Nil when the clip moves, or when the code started no animation (a still is what it asked for).
    init?(_ world: UIKitWorld, _ bridge: WorldBridge, views: [String: ViewPart]) {
        guard world.animationsStarted > 0, !world.recordedMotion else { return nil }
        let moved = world.movedUnbound
        let (named, described) = Self.names(of: moved, bridge)
        candidates = named
        if moved.count == 1, let only = named.first, views[only.name] == nil,
           !views.values.contains(where: { $0.rawValue == only.part }) {
            inferred = only
        } else {
            inferred = nil
        }
        if inferred?.part == ViewPart.badge.rawValue, let badge = moved.first, !views.values.contains(.label) {
            let overlapping = Self.labels(over: badge).compactMap { label in
                bridge.name(of: label).map { SwiftRefusal.NamedView(name: $0, part: ViewPart.label.rawValue) }
            }
            overlaidLabel = overlapping.count == 1 && views[overlapping[0].name] == nil ? overlapping[0] : nil
        } else {
            overlaidLabel = nil
        }
        switch described.count {
        case 0:
            message = "nothing drawn moves: the code's animations change nothing of the host, the badge or the label"
        case 1:
            message = "nothing drawn moves: the code animates \(described[0]), which is drawn as no part"
        default:
            let last = described[described.count - 1]
            message = "nothing drawn moves: the code animates \(described.dropLast().joined(separator: ", ")) and \(last), which are drawn as no part"
        }
    }

    /// The UILabels inside `view`, and those beside it in its superview whose frames overlap its
    /// frame (both in the superview's coordinates).
    private static func labels(over view: UIView) -> [UILabel] {
        let inside = view.subviews.compactMap { $0 as? UILabel }
        let beside = (view.superview?.subviews ?? []).compactMap { $0 as? UILabel }.filter { label in
            let a = label.frame, b = view.frame
            return label !== view && min(a.maxX, b.maxX) > max(a.minX, b.minX) && min(a.maxY, b.maxY) > max(a.minY, b.minY)
        }
        return inside + beside
    }
}
