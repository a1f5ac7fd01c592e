// A CATransaction block: an explicit fade whose duration comes from the transaction, the
// model value set first (so nothing jumps back), and a completion block run when it ends.
// (A view's own layer has no implicit animations: setting its opacity alone would not animate.)
import UIKit

func fadeBadge(_ view: UIView, to opacity: Float = 0.25) {
    CATransaction.begin()
    CATransaction.setAnimationDuration(0.5)
    CATransaction.setCompletionBlock {
        view.layer.opacity = 1
    }
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = view.layer.opacity
    fade.toValue = opacity
    fade.timingFunction = CAMediaTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)
    view.layer.opacity = opacity
    view.layer.add(fade, forKey: "fade")
    CATransaction.commit()
}
