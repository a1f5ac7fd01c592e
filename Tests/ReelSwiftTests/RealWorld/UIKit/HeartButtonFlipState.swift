// Source: https://github.com/donatio-nikolashin/ios-edu/blob/1de93a7d7c44f72cffdfc3536570f80c17425147/moment/Element/HeartButton.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: tapping the heart swaps its image (empty/filled) and scales the button by 1.3
// (liked) or 0.7 (unliked) in 0.1 s, then back to identity in 0.1 s.
// reel-run: let heart = HeartButton(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
// reel-run: host.addSubview(heart)
// reel-run: heart.flipLikedState()
// reel-moves: badge:scale

import UIKit

class HeartButton: UIButton {

    private var liked = false

    private let emptyHeart = UIImage(named: "heart_outline")
    private let fullHeart = UIImage(named: "heart_solid")

    private let shrinkScale: CGFloat = 0.7
    private let growScale: CGFloat = 1.3

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setImage(emptyHeart, for: .normal)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public func flipLikedState() {
        liked = !liked
        animate()
    }

    public func setLiked(value: Bool) {
        liked = value
        setImage(value ? fullHeart : emptyHeart, for: .normal)
    }

    private func animate() {
        UIView.animate(withDuration: 0.1, animations: {
            let image = self.liked ? self.fullHeart : self.emptyHeart
            let scale = self.liked ? self.growScale : self.shrinkScale
            self.transform = self.transform.scaledBy(x: scale, y: scale)
            self.setImage(image, for: .normal)
        }, completion: { _ in
            UIView.animate(withDuration: 0.1, animations: {
                self.transform = CGAffineTransform.identity
            })
        })
    }
}
