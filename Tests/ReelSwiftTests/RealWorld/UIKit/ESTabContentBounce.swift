// Source: https://github.com/yaofeijian/DaysMatter/blob/350a20e9aa0a064c530ef16daaddfecff79f1574/DaysMatter/Module/TabBar/TabBarItemContentView.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: selecting (or reselecting) a tab bounces its icon: transform.scale keyframes 1, 1.4,
// 0.9, 1.15, 0.95, 1.02, 1 (cubic) over 0.6 s, on ESTabBarController's content view.
// reel-run: let item = BounceTabContentView(frame: CGRect(x: 0, y: 0, width: 64, height: 49))
// reel-run: item.selectAnimation(animated: true, completion: nil)
// reel-view: imageView=host
// reel-moves: host:scale

import UIKit
import ESTabBarController_swift

public var bounceDuration = 0.3

class BounceTabContentView: ESTabBarItemContentView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        textColor = .gray
        highlightTextColor = .systemBlue
        iconColor = .gray
        highlightIconColor = .systemBlue
    }

    public required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func selectAnimation(animated: Bool, completion: (() -> ())?) {
        self.bounce()
        completion?()
    }

    override func reselectAnimation(animated: Bool, completion: (() -> ())?) {
        self.bounce()
        completion?()
    }

    func bounce() {
        let impulse = CAKeyframeAnimation(keyPath: "transform.scale")
        impulse.values = [1.0, 1.4, 0.9, 1.15, 0.95, 1.02, 1.0]
        impulse.duration = bounceDuration * 2
        impulse.calculationMode = CAAnimationCalculationMode.cubic
        imageView.layer.add(impulse, forKey: nil)
    }
}
