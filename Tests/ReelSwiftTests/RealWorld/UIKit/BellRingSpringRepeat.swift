// Source: https://github.com/adevinta/spark-ios/blob/69033efcdb8c18627cf5e08e6d1fea9c1b7d7472/.Demo/Classes/Animation/Bell/UIKit/Extension/UIView+BellAnimationExtension.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the
// UIKit bell animation with the repeat enum (SparkAnimationRepeat.swift), the angle constant and
// the CGFloat degrees extension of the same demo.
// On a device: a design system's bell icon rings: it tilts −10° in 0.1 s, then a very loose spring
// (2 s, damping 0.1) swings it back to rest; repeated with 2 s pauses while the repeat option
// allows.
// reel-run: UIView.bellAnimation(on: [host], delay: 0, repeat: .limited(2), completion: nil)
// reel-moves: host:rotation

import UIKit

public enum RingRepeat {
    case once
    case limited(_ value: Int)
    case unlimited

    internal func canContinue(count: Int) -> Bool {
        return switch self {
        case .once:
            false
        case .limited(let times):
            count < times
        case .unlimited:
            true
        }
    }
}

internal enum RingConstants {
    static let tiltInDegrees: CGFloat = 10
}

extension CGFloat {
    var degreesToRadians: CGFloat { self * .pi / 180 }
}

internal extension UIView {

    class func bellAnimation(on views: [UIView], delay: TimeInterval, repeat: RingRepeat, completion: ((Bool) -> Void)?) {
        for view in views {
            view.ring(delay: delay, repeat: `repeat`, completion: completion)
        }
    }

    private func ring(count: Int = 0, delay: TimeInterval, repeat: RingRepeat, completion: ((Bool) -> Void)?) {
        UIView.animate(
            withDuration: 0.1,
            delay: count == 0 ? delay : 2.0,
            animations: { [weak self] in
                self?.transform = .init(rotationAngle: -RingConstants.tiltInDegrees.degreesToRadians)
            }, completion: { [weak self] tilted in
                guard tilted else { return }
                UIView.animate(
                    withDuration: 2.0,
                    delay: .zero,
                    usingSpringWithDamping: 0.1,
                    initialSpringVelocity: 0,
                    options: .curveEaseInOut,
                    animations: { [weak self] in
                        self?.transform = CGAffineTransformIdentity
                    }, completion: { [weak self] settled in
                        guard settled else { return }
                        let next = count + 1
                        if `repeat`.canContinue(count: next) {
                            self?.ring(count: next, delay: delay, repeat: `repeat`, completion: completion)
                        } else {
                            completion?(settled)
                        }
                    }
                )
            }
        )
    }
}
