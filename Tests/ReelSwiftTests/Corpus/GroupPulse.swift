// A CAAnimationGroup with `beginTime`s inside it, written with the old kCA… constant names.
import UIKit

class Pulser {
    let target: UIView
    init(target: UIView) { self.target = target }

    func pulse(times: Int = 2) {
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 1.0
        grow.toValue = 1.25
        grow.duration = 0.15
        grow.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseOut)

        let shrink = CABasicAnimation(keyPath: "transform.scale")
        shrink.fromValue = 1.25
        shrink.toValue = 1.0
        shrink.beginTime = 0.15
        shrink.duration = 0.25
        shrink.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseIn)

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.7
        fade.duration = 0.2
        fade.autoreverses = true

        let group = CAAnimationGroup()
        group.animations = [grow, shrink, fade]
        group.duration = 0.4
        group.repeatCount = Float(times)
        group.fillMode = kCAFillModeForwards
        target.layer.add(group, forKey: "pulse")
    }
}
