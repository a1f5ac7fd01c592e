// DispatchQueue.main.asyncAfter chains: each step scheduled on the main queue's clock.
import UIKit

struct Blinker {
    var interval: TimeInterval = 0.25
    var flashes = 3

    func run(on view: UIView) {
        for i in 0..<flashes {
            let delay = interval * Double(i)
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
                view.alpha = 0.2
                UIView.animate(withDuration: self.interval / 2) {
                    view.alpha = 1
                }
            }
        }
    }
}
