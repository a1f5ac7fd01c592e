// Source: https://github.com/theMesmerist/SwiftUI-Cleaner/blob/a3eeae4cd6d59b91239d1ff4b95af8c362efce03/PurifyCleaner/Helpers/Extension/UIView+blink.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: the view blinks forever: alpha set to 1, then animated to 0 and back (0.5 s,
// .autoreverse and .repeat) through a [weak self] capture.
// reel-run: badge.blink()
// reel-moves: badge:opacity

import UIKit

extension UIView {

    func blink() {
        self.alpha = 1.0;
        UIView.animate(withDuration: 0.5,
            delay: 0.0,
            options: [.autoreverse, .repeat],
            animations: { [weak self] in self?.alpha = 0 },
            completion: nil)
    }
}
