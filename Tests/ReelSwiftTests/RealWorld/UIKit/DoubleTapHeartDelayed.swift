// Source: https://github.com/lawrencedizon/iOS-Development/blob/3bb14515d195e39e4740c28e5aabcff7b7687c83/PartialProjects/DoubleTapFeature/DoubleTapFeature/ViewController.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: double-tapping the picture adds a white heart at alpha 0 and, half a second later
// (asyncAfter), fades it in over 1 s and removes it.
// reel-run: let screen = DoubleTapFeatureViewController()
// reel-run: screen.viewDidLoad()
// reel-run: screen.didDoubleTap(screen.tapGesture)
// reel-moves: view:opacity

import UIKit

class DoubleTapFeatureViewController: UIViewController {

    private let pictureView: UIImageView = {
        let imageView = UIImageView(frame: .zero)
        imageView.contentMode = .scaleAspectFit
        imageView.clipsToBounds = true
        imageView.isUserInteractionEnabled = true
        imageView.image = UIImage(named: "image")
        return imageView
    }()

    let tapGesture = UITapGestureRecognizer()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(pictureView)
        pictureView.frame = CGRect(x: 0, y: 0, width: view.frame.size.width, height: view.frame.size.width)
        pictureView.center = view.center

        tapGesture.addTarget(self, action: #selector(didDoubleTap(_:)))
        tapGesture.numberOfTapsRequired = 2
        pictureView.addGestureRecognizer(tapGesture)
    }

    @objc func didDoubleTap(_ gesture: UITapGestureRecognizer) {
        guard let target = gesture.view else {
            return
        }
        // A heart: added, shown with a fade, then removed.
        let heart = UIImageView(image: UIImage(systemName: "heart.fill"))
        let size = target.frame.size.width / 4
        heart.frame = CGRect(x: (target.frame.size.width - size) / 2, y: (target.frame.size.height - size) / 2,
                             width: size, height: size)
        heart.tintColor = .white
        heart.alpha = 0
        target.addSubview(heart)

        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: {
            UIView.animate(withDuration: 1, animations: {
                heart.alpha = 1
            }, completion: { done in
                if done {
                    heart.removeFromSuperview()
                }
            })
        })
    }
}
