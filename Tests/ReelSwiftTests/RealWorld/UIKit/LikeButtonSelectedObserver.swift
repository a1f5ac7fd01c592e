// Source: https://github.com/4440449/CalmingNotificationsModule/blob/83bf846c2f600e466a4572b7c8a781bb21a65765/Sources/CalmingNotificationsModule/Presentation/Scenes/Infrastructure/LikeButton_CN.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: selecting the like button (isSelected = true) grows it to 1.9× in 0.2 s and back to
// 1× in another 0.2 s (critically damped springs, easeIn), on the next main-queue turn.
// The button's image (or title) comes from the app's storyboard, which the file does not show:
// the run gives it one, as the storyboard does.
// reel-run: let like = HeartToggleButton(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
// reel-run: like.setImage(UIImage(systemName: "heart"), for: .normal)
// reel-run: like.setImage(UIImage(systemName: "heart.fill"), for: .selected)
// reel-run: like.tintColor = .systemPink
// reel-run: host.addSubview(like)
// reel-run: like.isSelected = true
// reel-moves: badge:scale

import UIKit

class HeartToggleButton: UIButton {

    override var isSelected: Bool {
        didSet {
            switch isSelected {
            case true:
                DispatchQueue.main.async {
                    UIView.animate(withDuration: 0.2,
                                   delay: 0,
                                   usingSpringWithDamping: 1,
                                   initialSpringVelocity: 0,
                                   options: .curveEaseIn,
                                   animations: {
                        self.transform = CGAffineTransform(scaleX: 1.9, y: 1.9)
                    }) { _ in
                        UIView.animate(withDuration: 0.2,
                                       delay: 0,
                                       usingSpringWithDamping: 1,
                                       initialSpringVelocity: 0,
                                       options: .curveEaseIn,
                                       animations: {
                            self.transform = CGAffineTransform(scaleX: 1.0, y: 1.0)
                        }, completion: nil)
                    }
                }
            case false:
                break
            }
        }
    }
}
