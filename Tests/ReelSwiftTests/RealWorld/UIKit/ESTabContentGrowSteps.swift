// Source: https://github.com/zkluna/HJTemplateSwift/blob/a8aea717c7ba637b2a5e4df2f5f2be3e5824dfd3/HJTemplate/Main/HJTabBarItemContentView.swift
// Licence: none found (no LICENSE file in the index), so not a licensed copy: our own words throughout
// Written in our own words after that file (our identifiers, values, comments and layout; the
// UIKit, Core Animation or SwiftUI constructs it uses kept), not a copy of it.
// On a device: a template app's tab icon swells and shrinks in even steps (transform.scale
// keyframes 1 … 1.4 … 1, cubic) with Core Animation's default duration, through a two-level
// subclass of ESTabBarController's content view.
// reel-run: let item = StepBounceContentView(frame: CGRect(x: 0, y: 0, width: 64, height: 49))
// reel-run: item.selectAnimation(animated: true, completion: nil)
// reel-view: imageView=host
// reel-moves: host:scale

import Foundation
import UIKit
import ESTabBarController_swift

class TemplateTabContentView: ESTabBarItemContentView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        textColor = .darkGray
        highlightTextColor = .orange
    }
    public required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

class StepBounceContentView: TemplateTabContentView {
    public var duration = 0.3
    override init(frame: CGRect) {
        super.init(frame: frame)
    }
    public required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    override func selectAnimation(animated: Bool, completion: (() -> ())?) {
        self.steps()
        completion?()
    }
    override func reselectAnimation(animated: Bool, completion: (() -> ())?) {
        self.steps()
        completion?()
    }
    func steps() {
        let swell = CAKeyframeAnimation(keyPath: "transform.scale")
        swell.values = [1.0, 1.1, 1.2, 1.3, 1.4, 1.3, 1.2, 1.1, 1.0]
        swell.calculationMode = CAAnimationCalculationMode.cubic
        imageView.layer.add(swell, forKey: nil)
    }
}
