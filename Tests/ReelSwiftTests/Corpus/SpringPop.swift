// A UIView spring: usingSpringWithDamping:initialSpringVelocity:, then back with a completion.
import UIKit

func springPop(_ view: UIView, scale: CGFloat = 1.3) {
    view.transform = CGAffineTransform(scaleX: 0.6, y: 0.6)
    UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.45, initialSpringVelocity: 2,
                   options: [.curveEaseOut, .beginFromCurrentState], animations: {
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
    }) { _ in
        UIView.animate(withDuration: 0.2) {
            view.transform = .identity
        }
    }
}
