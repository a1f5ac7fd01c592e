import ReelTimeline

/// A view's model values as the UIKit assignments that set them: what a scene's plain
/// actions (setCount, hide, show, …) do to the badge's views, written as the values they
/// leave rather than as BadgeHub's rules, so the file needs no BadgeHub class.
enum UIKitViewState {
    private static func n(_ v: Double) -> String { SwiftLiteral.number(v) }

    /// `UIColor(red:green:blue:alpha:)` of an sRGB colour.
    static func color(_ c: RGBA) -> String {
        "UIColor(red: \(n(c.red)), green: \(n(c.green)), blue: \(n(c.blue)), alpha: \(n(c.alpha)))"
    }

    /// The assignments that take `view` from `old` to `new`, in a fixed order; none when equal.
    static func changes(of view: String, from old: LayerState, to new: LayerState, isLabel: Bool) -> [String] {
        var out: [String] = []
        if old.size != new.size {
            out.append("\(view).bounds.size = CGSize(width: \(n(new.size.width)), height: \(n(new.size.height)))")
        }
        if old.anchorPoint != new.anchorPoint {
            out.append("\(view).layer.anchorPoint = CGPoint(x: \(n(new.anchorPoint.x)), y: \(n(new.anchorPoint.y)))")
        }
        if old.position != new.position {
            out.append("\(view).center = CGPoint(x: \(n(new.position.x)), y: \(n(new.position.y)))")
        }
        if old.rotation != new.rotation {
            out.append("\(view).transform = CGAffineTransform(rotationAngle: \(n(new.rotation)))")
        }
        if old.cornerRadius != new.cornerRadius { out.append("\(view).layer.cornerRadius = \(n(new.cornerRadius))") }
        if old.opacity != new.opacity { out.append("\(view).alpha = \(n(new.opacity))") }
        if old.isHidden != new.isHidden { out.append("\(view).isHidden = \(new.isHidden)") }
        if old.backgroundColor != new.backgroundColor { out.append("\(view).backgroundColor = \(color(new.backgroundColor))") }
        if old.borderWidth != new.borderWidth { out.append("\(view).layer.borderWidth = \(n(new.borderWidth))") }
        if old.borderColor != new.borderColor { out.append("\(view).layer.borderColor = \(color(new.borderColor)).cgColor") }
        if isLabel {
            if old.text != new.text { out.append("\(view).text = \(SwiftLiteral.string(new.text))") }
            if old.fontSize != new.fontSize || old.fontWeight != new.fontWeight {
                out.append("\(view).font = UIFont.systemFont(ofSize: \(n(new.fontSize)), weight: \(weight(new.fontWeight)))")
            }
            if old.foregroundColor != new.foregroundColor { out.append("\(view).textColor = \(color(new.foregroundColor))") }
        }
        return out
    }

    /// UIFont.Weight for a CSS weight (UIKit's regular is 400, semibold 600).
    static func weight(_ w: Int) -> String {
        switch w {
        case ..<150: ".ultraLight"
        case ..<250: ".thin"
        case ..<350: ".light"
        case ..<450: ".regular"
        case ..<550: ".medium"
        case ..<650: ".semibold"
        case ..<750: ".bold"
        case ..<850: ".heavy"
        default: ".black"
        }
    }
}
