// A UIViewPropertyAnimator with a cubic curve and a completion that starts a spring animator.
import UIKit

func slideAndSettle(_ view: UIView, by distance: CGFloat = 12) {
    let start = view.center
    let slide = UIViewPropertyAnimator(duration: 0.3, curve: .easeIn) {
        view.center = CGPoint(x: start.x, y: start.y - distance)
    }
    slide.addCompletion { _ in
        let settle = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.5) {
            view.center = start
        }
        settle.startAnimation()
    }
    slide.startAnimation()
}
