// Source: https://github.com/afsalkp007/DoubleTapLike/blob/168712d08bfd14b2413e7ac530685ff87dd95297/DoubleTapLike/ViewController.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: double-tapping the photo fades a white heart (UIImage(systemName: "heart.fill")) in
// over 0.5 s in the photo's centre, then out over 1 s, then removes it.
// reel-run: let screen = DoubleTapViewController()
// reel-run: screen.viewDidLoad()
// reel-run: screen.handleDoubleTap(screen.doubleTap)
// reel-moves: view:opacity

import UIKit

class DoubleTapViewController: UIViewController {

    let photoView: UIImageView = {
        let view = UIImageView()
        view.isUserInteractionEnabled = true
        view.image = #imageLiteral(resourceName: "green")
        return view
    }()

    let doubleTap = UITapGestureRecognizer()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(photoView)
        photoView.frame = CGRect(x: 0, y: 0, width: view.frame.size.width, height: view.frame.size.width)
        photoView.center = view.center
        doubleTap.addTarget(self, action: #selector(handleDoubleTap(_:)))
        doubleTap.numberOfTapsRequired = 2
        photoView.addGestureRecognizer(doubleTap)
    }

    @objc func handleDoubleTap(_ gesture: UITapGestureRecognizer) {
        guard let tapped = gesture.view else {
            return
        }

        let side = tapped.frame.size.width / 4
        let heart = UIImageView(image: UIImage(systemName: "heart.fill"))
        heart.frame = CGRect(x: (tapped.frame.size.width - side) / 2,
                             y: (tapped.frame.size.width - side) / 2,
                             width: side,
                             height: side)
        heart.tintColor = .white
        heart.alpha = 0
        tapped.addSubview(heart)

        UIView.animate(withDuration: 0.5, animations: {
            heart.alpha = 1
        }, completion: {
            if $0 {
                UIView.animate(withDuration: 1, animations: {
                    heart.alpha = 0
                }, completion: { done in
                    if done {
                        heart.removeFromSuperview()
                    }
                })
            }
        })
    }
}
