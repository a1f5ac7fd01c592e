// Source: https://github.com/iosdevmax/BadgedBarButtonItem/blob/07dacb55d9dbe1760db0a175e054e900cdf68189/BadgedBarButtonItem/BadgedBarButtonItem.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it. An excerpt: the bar
// button item and its badge label, and the demo's timed badge changes (ViewController.swift) as the
// run.
// On a device: a navigation-bar button shows a round badge whose count changes each second (4, 66,
// 1, 99): the label appears (isHidden false), its font shrinks for two digits, its text changes; no
// animation block.
// reel-run: let item = BadgedButtonItem(with: UIImage(named: "notif"))
// reel-run: item.badgeTintColor = .yellow
// reel-run: item.setBadge(with: 4)
// reel-run: DispatchQueue.main.asyncAfter(deadline: .now() + 1) { item.setBadge(with: 66) }
// reel-run: DispatchQueue.main.asyncAfter(deadline: .now() + 2) { item.setBadge(with: 1) }
// reel-run: DispatchQueue.main.asyncAfter(deadline: .now() + 3) { item.setBadge(with: 99) }
// reel-view: badgeLabel=label
// reel-moves: label:text

import UIKit

public enum BadgeSide {
    case left
    case right
}

public class BadgedButtonItem: UIBarButtonItem {

    public func setBadge(with value: Int?) {
        self.badgeValue = value
    }

    public var badgeTintColor: UIColor? {
        didSet { badgeLabel.backgroundColor = badgeTintColor }
    }

    public var badgeTextColor: UIColor? {
        didSet { badgeLabel.textColor = badgeTextColor }
    }

    public var side: BadgeSide? = .right {
        didSet {
            let x = side == .left ? 0 : iconButton.frame.maxX - badgeRadius * 2
            badgeLabel.frame = CGRect(x: x, y: 0, width: badgeRadius * 2, height: badgeRadius * 2)
        }
    }

    private var badgeValue: Int? {
        didSet {
            if let value = badgeValue, value > 0 {
                badgeLabel.font = UIFont.systemFont(ofSize: "\(value)".count > 1 ? badgeRadius : badgeRadius + 1)
                badgeLabel.isHidden = false
                badgeLabel.text = "\(value)"
            } else {
                badgeLabel.isHidden = true
            }
        }
    }

    var tapAction: (() -> Void)?

    private let iconButton = UIButton()
    let badgeLabel = UILabel()
    private var badgeRadius: CGFloat = 8.0 {
        didSet { badgeLabel.layer.cornerRadius = badgeRadius }
    }

    init(with image: UIImage?) {
        super.init()
        setup(image: image)
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setup()
    }

    private func setup(image: UIImage? = nil) {
        iconButton.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        iconButton.setImage(image?.withRenderingMode(.alwaysOriginal), for: .normal)
        iconButton.addTarget(self, action: #selector(pressed), for: .touchUpInside)

        badgeLabel.frame = CGRect(x: iconButton.frame.maxX - badgeRadius * 2, y: 0, width: badgeRadius * 2, height: badgeRadius * 2)
        badgeLabel.backgroundColor = .red
        badgeLabel.clipsToBounds = true
        badgeLabel.layer.cornerRadius = badgeRadius
        badgeLabel.textColor = .white
        badgeLabel.font = UIFont.systemFont(ofSize: 10)
        badgeLabel.textAlignment = .center
        badgeLabel.isHidden = true
        iconButton.addSubview(badgeLabel)
        self.customView = iconButton
    }

    @objc func pressed() {
        tapAction?()
    }
}
