// Source: https://github.com/mattneub/Programming-iOS-Book-Examples iOS13bookExamples/bk2ch04p138transition2/ch17p481transition2/ViewController.swift (commit not recorded)
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: a label is replaced by a new one with the other greeting:
// UIView.transition(from:to:duration: 0.8, options: .transitionCrossDissolve), the old one fading
// out as the new one fades in.
// reel-run: let screen = GreetingViewController()
// reel-run: screen.lab = label
// reel-run: screen.animate()
// reel-moves: label:transition

import UIKit

class GreetingViewController : UIViewController {

    @IBOutlet var lab : UILabel!

    @IBAction func doButton(_ sender: Any?) {
        self.animate()
    }

    func animate() {
        let replacement = UILabel(frame: self.lab.frame)
        replacement.text = self.lab.text == "Hello" ? "Howdy" : "Hello"
        replacement.sizeToFit()
        UIView.transition(
            from: self.lab, to: replacement,
            duration: 0.8, options: .transitionCrossDissolve) {
                _ in
                self.lab = replacement
        }
    }
}
