// A CATransaction block: implicit layer animations with a duration and a timing function.
import UIKit

func fadeBadge(_ view: UIView, to opacity: Float = 0.25) {
    CATransaction.begin()
    CATransaction.setAnimationDuration(0.5)
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1))
    CATransaction.setCompletionBlock {
        view.layer.opacity = 1
    }
    view.layer.opacity = opacity
    CATransaction.commit()
}
