// Source: https://github.com/zacmks/TenonutriFeed/blob/812fd90efa844e405c31e39b4818c42f40a0dbee/TecnonutriFeed/Presentation/UICustom/LikeButton.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: touching the like button makes it 10% bigger at once, then it springs back to its
// size (0.5 s, damping 0.5, initial velocity 6); a tap toggles isSelected.
// The button's image (or title) comes from the app's storyboard, which the file does not show:
// the run gives it one, as the storyboard does.
// reel-run: let like = LikeButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
// reel-run: like.setImage(UIImage(systemName: "heart"), for: .normal)
// reel-run: like.setImage(UIImage(systemName: "heart.fill"), for: .selected)
// reel-run: host.addSubview(like)
// reel-run: like.touchesBegan(Set<UITouch>(), with: nil)
// reel-moves: badge:scale

import UIKit

class LikeButton: UIButton {

    override init(frame: CGRect) {
        super.init(frame: frame)
        self.adjustsImageWhenHighlighted = true
        self.addTarget(self, action: #selector(toggleSelection), for: .touchUpInside)
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        self.addTarget(self, action: #selector(toggleSelection), for: .touchUpInside)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        self.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
        UIView.animate(withDuration: 0.5, delay: 0.0, usingSpringWithDamping: 0.5, initialSpringVelocity: 6,
                       options: .allowUserInteraction, animations: {
            self.transform = CGAffineTransform.identity
        }, completion: nil)
        super.touchesBegan(touches, with: event)
    }

    @objc func toggleSelection() {
        self.isSelected = !self.isSelected
    }
}
