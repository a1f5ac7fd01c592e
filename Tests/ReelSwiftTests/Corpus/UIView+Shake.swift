// An extension on UIView with a `force` parameter: a keyframe rotation whose values are computed.
import UIKit

extension UIView {
    func shake(force: CGFloat = 1.0, duration: CFTimeInterval = 0.4) {
        let animation = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        let angle = 0.12 * force
        animation.values = [0, -angle, angle, -angle / 2, angle / 2, 0]
        animation.keyTimes = [0, 0.2, 0.4, 0.6, 0.8, 1]
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(animation, forKey: "shake")
    }
}
