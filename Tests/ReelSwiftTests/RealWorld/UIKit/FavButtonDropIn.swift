// Source: https://github.com/MohannedT/AflamiApp/blob/ba68e31d15071925e83b34d019cde452437a87c9/AflamiApp/Controller/CustomFavButton.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: on tap the favourite button jumps 20 pt down, grows to 1.2× and fades to half, then
// springs back up to its place, size and full opacity (0.5 s, damping 0.4).
// The button's image (or title) comes from the app's storyboard, which the file does not show:
// the run gives it one, as the storyboard does.
// reel-run: let fav = FavouriteButton(frame: CGRect(x: 0, y: 0, width: 36, height: 36))
// reel-run: fav.setImage(UIImage(systemName: "heart.fill"), for: .normal)
// reel-run: fav.tintColor = .systemRed
// reel-run: host.addSubview(fav)
// reel-run: fav.awakeFromNib()
// reel-run: fav.selectionAnimation()
// reel-moves: badge:position, badge:scale, badge:opacity

import UIKit

class FavouriteButton: UIButton {

    override func awakeFromNib() {
        super.awakeFromNib()
        self.addTarget(self, action: #selector(selectionAnimation), for: .touchUpInside)
    }

    @objc func selectionAnimation() {
        self.center.y += 20
        self.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
        self.alpha = 0.5

        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [], animations: {
            self.center.y -= 20
            self.transform = CGAffineTransform.identity
            self.alpha = 1
        }, completion: { (done) in
        })
    }
}
