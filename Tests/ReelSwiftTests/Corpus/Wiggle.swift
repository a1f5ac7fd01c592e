// A keyframe loop: UIView.animateKeyframes with keyframes added in a `for` loop.
import UIKit

private let angles: [CGFloat] = [0.2, -0.2, 0.15, -0.15, 0]

extension UIView {
    func wiggle(duration: TimeInterval = 0.6) {
        let step = 1.0 / Double(angles.count)
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: [.calculationModeLinear], animations: {
            for (index, angle) in angles.enumerated() {
                UIView.addKeyframe(withRelativeStartTime: Double(index) * step, relativeDuration: step) {
                    self.transform = CGAffineTransform(rotationAngle: angle)
                }
            }
        }, completion: nil)
    }
}
