// Source: https://github.com/Rezakoushki95/UIView.Transition/blob/0344cc2d8869c21cf387b61c3179e84ec807e24b/UIView.Transition/ViewController.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: pressing a button flips the emoji label over from the bottom
// (UIView.transition(with:duration: 0.5, options: .transitionFlipFromBottom)) as its text changes;
// with the delay switch on, 3 s later.
// reel-run: let screen = EmojiViewController()
// reel-run: screen.emojiLabel = label
// reel-run: screen.delaySwitch = UISwitch()
// reel-run: screen.ghostButtonPressed(UIButton())
// reel-moves: label:text, label:transition

import UIKit

class EmojiViewController: UIViewController {

	@IBOutlet weak var emojiLabel: UILabel!
	@IBOutlet weak var delaySwitch: UISwitch!

	func flip(to emoji: String) {
		UIView.transition(
				with: emojiLabel,
				duration: 0.5,
				options: .transitionFlipFromBottom) {
					self.emojiLabel.text = emoji
				}
	}

	@IBAction func ghostButtonPressed(_ sender: UIButton) {
		if delaySwitch.isOn {
			DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
				self.flip(to: "👻")
			}
		} else {
			flip(to: "👻")
		}
	}

	@IBAction func pumpkinButtonPressed(_ sender: UIButton) {
		if delaySwitch.isOn {
			DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
				self.flip(to: "🎃")
			}
		} else {
			flip(to: "🎃")
		}
	}
}
