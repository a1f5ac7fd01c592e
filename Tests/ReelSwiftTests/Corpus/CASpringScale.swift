// A CASpringAnimation whose duration is its settlingDuration, repeating forever (HUGE).
import UIKit

func springForever(_ layer: CALayer) {
    let spring = CASpringAnimation(keyPath: "transform.scale")
    spring.fromValue = 0.7
    spring.toValue = 1
    spring.mass = 1
    spring.stiffness = 180
    spring.damping = 9
    spring.initialVelocity = 0
    spring.duration = spring.settlingDuration
    spring.repeatCount = HUGE
    layer.add(spring, forKey: "spring")
}
