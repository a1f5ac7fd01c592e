import ReelModels
import ReelTimeline

/// The SwiftUI form of a part's symbol image (a Swift file's `UIImage(systemName:)` on a
/// UIImageView or UIButton drawn as the host or the badge): the view the keyframes are
/// applied to, `Image(systemName:)` drawn where and as large as the scene draws it, in its
/// colour. Only a symbol the part shows from the trigger on: the keyframes move a view's
/// values, not its content (a `KeyframeTrack`'s values are `Animatable`, Apple,
/// KeyframeTrackContent.Value; the content closure gets the view as a
/// `PlaceholderContentView`, keyframeAnimator(initialValue:trigger:content:keyframes:)), so an
/// image that changes at a later moment has no keyframe and is refused in this form only.
/// An image by name (a built-in icon, the app's own) is the app's view, which the modifier is
/// applied to as it is: not written.
enum SwiftUISymbolContent {
    private static func n(_ v: Double) -> String { SwiftLiteral.computed(v) }

    /// Why the scene's images are not written in the SwiftUI form, or nil: an image set after
    /// the trigger (the script's start).
    static func unwritten(_ scene: Scene) -> String? {
        for entry in SceneSchedule(scene).entries where entry.start > 0 {
            guard case .set(let p) = entry.action.unplaced, p.values.setsImage else { continue }
            return "an image change at \(SwiftLiteral.computed(entry.start)) s (\(p.view.rawValue): \(p.values.image ?? "its size or mode")) is not written in the SwiftUI form: a keyframeAnimator's keyframes move Animatable values, not the view's content, so no SwiftUI keyframe changes the image at that moment (the UIKit form has it)"
        }
        return nil
    }

    /// The lines of a `View` showing `state`'s symbol in the part's bounds, or nil when the
    /// part shows none.
    static func body(_ state: LayerState) -> [String]? {
        guard let name = state.contents, name == "bell" || ViewImage.isSymbol(name) else { return nil }
        // `bell` the scene names only as a symbol with a size of its own (UIImage(systemName:));
        // by name it is the built-in icon, the app's image.
        if name == "bell", state.contentsSize == nil { return nil }
        let w = state.size.width, h = state.size.height
        var lines = ["Image(systemName: \(SwiftLiteral.string(name)))"]
        // SwiftUI's symbol box is 24/20 of its font's point size (SymbolBox), as UIKit's.
        func font(_ side: Double) { lines.append("    .font(.system(size: \(n(side * 20 / 24))))") }
        func resizable(_ side: Double) {
            lines.append("    .resizable()")
            lines.append("    .frame(width: \(n(side)), height: \(n(side)))")
        }
        var alignment = "center"
        if let natural = state.contentsSize {
            // A UIImageView's symbol at its own size, laid out by contentMode (UIView.ContentMode).
            switch state.contentMode {
            case "scaleToFill", "redraw":
                // Stretched to the bounds (IconSet.contentsBox).
                lines.append("    .resizable()")
            case "scaleAspectFit": resizable(min(w, h))
            case "scaleAspectFill": resizable(max(w, h))
            default:
                font(natural.width)
                alignment = Self.alignment(state.contentMode)
            }
        } else {
            // A button's symbol: centred at UIKit's default size, shrunk to fit the button
            // (IconSet.symbolBox).
            let side = min(17.0 * 24 / 20, w, h)
            if side == 17.0 * 24 / 20 { font(side) } else { resizable(side) }
        }
        let c = state.foregroundColor
        lines.append("    .foregroundStyle(\(SwiftUIViewSource.colorLiteral(c)))")
        lines.append("    .frame(width: \(n(w)), height: \(n(h))\(alignment == "center" ? "" : ", alignment: .\(alignment)"))")
        return lines
    }

    /// SwiftUI's Alignment for a UIView.ContentMode that places the image without scaling it.
    private static func alignment(_ mode: String) -> String {
        switch mode {
        case "top": "top"
        case "bottom": "bottom"
        case "left": "leading"
        case "right": "trailing"
        case "topLeft": "topLeading"
        case "topRight": "topTrailing"
        case "bottomLeft": "bottomLeading"
        case "bottomRight": "bottomTrailing"
        default: "center"
        }
    }
}
