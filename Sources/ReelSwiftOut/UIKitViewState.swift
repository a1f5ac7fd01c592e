import ReelModels
import ReelTimeline

/// A view's model values as the UIKit assignments that set them: what a scene's plain
/// actions (setCount, hide, show, …) do to the badge's views, written as the values they
/// leave rather than as BadgeHub's rules, so the file needs no BadgeHub class.
enum UIKitViewState {
    /// A view's values come from the scene's layout and actions: written without float noise.
    private static func n(_ v: Double) -> String { SwiftLiteral.computed(v) }

    /// `UIColor(red:green:blue:alpha:)` of an sRGB colour.
    static func color(_ c: RGBA) -> String {
        "UIColor(red: \(n(c.red)), green: \(n(c.green)), blue: \(n(c.blue)), alpha: \(n(c.alpha)))"
    }

    /// The assignments that take `view` from `old` to `new`, in a fixed order; none when equal.
    static func changes(of view: String, from old: LayerState, to new: LayerState, isLabel: Bool) -> [String] {
        assignments(of: view, old, new, isLabel: isLabel, ViewValues(from: old, to: new))
    }

    /// The assignments a UIView block makes that sets `values` over `state`: each value the
    /// block sets, whether or not it is the value already (in a keyframe, setting the value
    /// again holds it), in the same order.
    static func setting(_ values: ViewValues, of view: String, over state: LayerState, isLabel: Bool) -> [String] {
        var new = state
        values.apply(to: &new)
        return assignments(of: view, state, new, isLabel: isLabel, values)
    }

    /// The assignments for the values `set` names, spelled from `new` (a point or a size is
    /// written whole, a transform from all its parts).
    private static func assignments(of view: String, _ old: LayerState, _ new: LayerState, isLabel: Bool, _ set: ViewValues) -> [String] {
        var out: [String] = []
        if set.width != nil || set.height != nil {
            out.append("\(view).bounds.size = CGSize(width: \(n(new.size.width)), height: \(n(new.size.height)))")
        }
        if set.anchorX != nil || set.anchorY != nil {
            out.append("\(view).layer.anchorPoint = CGPoint(x: \(n(new.anchorPoint.x)), y: \(n(new.anchorPoint.y)))")
        }
        if set.centerX != nil || set.centerY != nil {
            out.append("\(view).center = CGPoint(x: \(n(new.position.x)), y: \(n(new.position.y)))")
        }
        if set.rotation != nil || set.scaleX != nil || set.scaleY != nil || set.translationX != nil || set.translationY != nil {
            out.append("\(view).transform = \(transform(new))")
        }
        if set.cornerRadius != nil { out.append("\(view).layer.cornerRadius = \(n(new.cornerRadius))") }
        if set.alpha != nil { out.append("\(view).alpha = \(n(new.opacity))") }
        if set.hidden != nil { out.append("\(view).isHidden = \(new.isHidden)") }
        if set.backgroundColor != nil { out.append("\(view).backgroundColor = \(color(new.backgroundColor))") }
        if set.borderWidth != nil { out.append("\(view).layer.borderWidth = \(n(new.borderWidth))") }
        if set.borderColor != nil { out.append("\(view).layer.borderColor = \(color(new.borderColor)).cgColor") }
        if isLabel {
            if set.text != nil { out.append("\(view).text = \(SwiftLiteral.string(new.text))") }
            if set.fontSize != nil || set.fontWeight != nil {
                out.append("\(view).font = UIFont.systemFont(ofSize: \(n(new.fontSize)), weight: \(weight(new.fontWeight)))")
            }
            if set.textColor != nil { out.append("\(view).textColor = \(color(new.foregroundColor))") }
        }
        return out
    }

    /// The view's transform as a person writes it: a rotation alone as
    /// `CGAffineTransform(rotationAngle:)`, else translation, rotation and scale chained so the
    /// scale applies first, then the rotation, then the translation, as the layer composes
    /// them (`rotated(by:)` and `scaledBy(x:y:)` each apply before the transform they extend:
    /// Apple, CGAffineTransform.rotated(by:), "Returns an affine transformation matrix
    /// constructed by rotating an existing affine transform").
    static func transform(_ s: LayerState) -> String {
        if s.hasOnlyRotation { return "CGAffineTransform(rotationAngle: \(angle(s.rotation)))" }
        var text = s.translationX != 0 || s.translationY != 0
            ? "CGAffineTransform(translationX: \(n(s.translationX)), y: \(n(s.translationY)))" : ""
        if s.rotation != 0 { text += text.isEmpty ? "CGAffineTransform(rotationAngle: \(angle(s.rotation)))" : ".rotated(by: \(angle(s.rotation)))" }
        if s.scaleX != 1 || s.scaleY != 1 {
            text += text.isEmpty ? "CGAffineTransform(scaleX: \(n(s.scaleX)), y: \(n(s.scaleY)))" : ".scaledBy(x: \(n(s.scaleX)), y: \(n(s.scaleY)))"
        }
        return text
    }

    /// An angle without float noise, unless dropping it takes the angle past an odd multiple
    /// of π: a transform's rotation is read back from its matrix in (−π, π], so
    /// `3.14159265359` for π (`3.141592653589793`) reads back a turn away, −π + 2e-13
    /// (HatchetFullTurnKeyframes' half-turn keyframe).
    private static func angle(_ v: Double) -> String {
        let written = n(v)
        func turn(_ a: Double) -> Double { ((a - .pi) / (2 * .pi)).rounded(.up) }
        guard let w = Double(written), turn(w) != turn(v) else { return written }
        return SwiftLiteral.number(v)
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
