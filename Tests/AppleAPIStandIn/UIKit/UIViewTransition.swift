// UIView's content transitions (UIView(UIViewAnimationWithBlocks)).

extension UIView {
    // https://developer.apple.com/documentation/uikit/uiview/transition(with:duration:options:animations:completion:)
    // class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil)
    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { fatalError("stand-in") }
}

extension UIView.AnimationOptions {
    // https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitionflipfromleft
    // static var transitionFlipFromLeft: UIView.AnimationOptions { get } (UIViewAnimationOptionTransitionFlipFromLeft = 1 << 20)
    public static let transitionFlipFromLeft = UIView.AnimationOptions(rawValue: 1 << 20)
    // https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitionflipfromright
    // static var transitionFlipFromRight: UIView.AnimationOptions { get } (2 << 20)
    public static let transitionFlipFromRight = UIView.AnimationOptions(rawValue: 2 << 20)
    // https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitioncrossdissolve
    // static var transitionCrossDissolve: UIView.AnimationOptions { get } (5 << 20)
    public static let transitionCrossDissolve = UIView.AnimationOptions(rawValue: 5 << 20)
    // https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitionflipfromtop
    // static var transitionFlipFromTop: UIView.AnimationOptions { get } (6 << 20)
    public static let transitionFlipFromTop = UIView.AnimationOptions(rawValue: 6 << 20)
    // https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitionflipfrombottom
    // static var transitionFlipFromBottom: UIView.AnimationOptions { get } (7 << 20)
    public static let transitionFlipFromBottom = UIView.AnimationOptions(rawValue: 7 << 20)
}
