// Source: https://github.com/MamthaTalwar/QuizApp/blob/e04e301f7324aca988f707c785d67d96f7f19d7b/Asignment01/Notify/ViewController/NotificationViewController.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the view
// controller's bell animation; the notification scheduling is left out and the storyboard's custom
// root view is made in loadView.
// On a device: when the notifications screen appears, after 1 s the bell tilts −5°, then rocks to
// +5° and back four times (0.1 s legs, .autoreverse .repeat with UIView.setAnimationRepeatCount(4)
// inside the block), then returns upright.
// reel-run: let screen = NotificationViewController()
// reel-run: screen.loadView()
// reel-run: screen.viewWillAppear(false)
// reel-view: bellImage=host
// reel-moves: host:rotation

import UIKit
import Foundation

class NotifyView: UIView {
    let bellImage = UIImageView(image: UIImage(named: "bell"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(bellImage)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Schedules reminders; its bell rings as the screen appears.
class NotificationViewController: UIViewController {

    override func loadView() {
        view = NotifyView(frame: UIScreen.main.bounds)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        ringBell()
    }

    private func ringBell() {
        UIView.animate(withDuration: 0.1, delay: 1.0, animations: {
            (self.view as? NotifyView)?.bellImage.transform = CGAffineTransform(rotationAngle: CGFloat((-5.0 * Double.pi) / 180.0))
        }) { (finished) in
            UIView.animate(withDuration: 0.1, delay: 0.0, options: [.autoreverse, .repeat], animations: {
                UIView.setAnimationRepeatCount(4)
                (self.view as? NotifyView)?.bellImage.transform = CGAffineTransform(rotationAngle: CGFloat((5.0 * Double.pi) / 180.0))
            }, completion: { (_) in
                UIView.animate(withDuration: 0.1, animations: {
                    (self.view as? NotifyView)?.bellImage.transform = CGAffineTransform.identity
                })
            })
        }
    }
}
