// Source: https://github.com/SamuelFolledo/TopBrains/blob/e06278f248fbe235936b5481e3a74aa738d822a3/iOS/BrainTeaser/BrainTeaser/Helper/extensions/UIImageView+extensions.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: an answer stamp (a UIImageView) animates to full size in 0.5 s, shrinks to 0.1 in
// 0.5 s, then is hidden.
// reel-run: host.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
// reel-run: host.enlargeThenShrinkAnimation()
// reel-moves: host:scale, host:hidden

import UIKit

extension UIImageView {
    func enlargeThenShrinkAnimation() {
        UIView.animate(withDuration: 0.5, animations: {
            self.transform = CGAffineTransform(scaleX: 1, y: 1)
        }) { (finished) in
            UIView.animate(withDuration: 0.5, animations: {
                self.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
            }) { (finished) in
                self.isHidden = true
            }
        }
    }
}
