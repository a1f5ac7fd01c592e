@_exported import Foundation
@_exported import Dispatch
@_exported import QuartzCore

// https://developer.apple.com/documentation/uikit/uiresponder
// @MainActor class UIResponder
@MainActor open class UIResponder: NSObject {}

// https://developer.apple.com/documentation/uikit/uiview
// @MainActor class UIView
@MainActor open class UIView: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    // init(frame: CGRect)
    public init(frame: CGRect) { fatalError("stand-in") }
    // UIView() is NSObject's init(), which UIView overrides (it calls init(frame: .zero)).
    public override init() { fatalError("stand-in") }
    // https://developer.apple.com/documentation/uikit/uiview/frame
    // var frame: CGRect { get set }
    open var frame: CGRect = .zero
    // https://developer.apple.com/documentation/uikit/uiview/bounds
    // var bounds: CGRect { get set }
    open var bounds: CGRect = .zero
    // https://developer.apple.com/documentation/uikit/uiview/center
    // var center: CGPoint { get set }
    open var center: CGPoint = .zero
    // https://developer.apple.com/documentation/uikit/uiview/transform
    // var transform: CGAffineTransform { get set }
    open var transform: CGAffineTransform { get { fatalError("stand-in") } set { fatalError("stand-in") } }
    // https://developer.apple.com/documentation/uikit/uiview/alpha
    // var alpha: CGFloat { get set }
    open var alpha: CGFloat = 1
    // https://developer.apple.com/documentation/uikit/uiview/ishidden
    // var isHidden: Bool { get set }
    open var isHidden: Bool = false
    // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    // @NSCopying var backgroundColor: UIColor? { get set }
    open var backgroundColor: UIColor?
    // https://developer.apple.com/documentation/uikit/uiview/clipstobounds
    // var clipsToBounds: Bool { get set }
    open var clipsToBounds: Bool = false
    // https://developer.apple.com/documentation/uikit/uiview/layer
    // var layer: CALayer { get }
    open var layer: CALayer { fatalError("stand-in") }
    // https://developer.apple.com/documentation/uikit/uiview/tintcolor
    // var tintColor: UIColor! { get set }
    open var tintColor: UIColor!
    // https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.property
    // var contentMode: UIView.ContentMode { get set }
    open var contentMode: UIView.ContentMode = .scaleToFill
    // https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum
    // enum ContentMode (scaleToFill 0, scaleAspectFit 1, scaleAspectFill 2, redraw 3, center 4, top 5,
    // bottom 6, left 7, right 8, topLeft 9, topRight 10, bottomLeft 11, bottomRight 12)
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0, scaleAspectFit = 1, scaleAspectFill = 2, redraw = 3, center = 4, top = 5, bottom = 6
        case left = 7, right = 8, topLeft = 9, topRight = 10, bottomLeft = 11, bottomRight = 12
    }
    // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    // func addSubview(_ view: UIView)
    open func addSubview(_ view: UIView) { fatalError("stand-in") }

    // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)
    // class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil)
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) { fatalError("stand-in") }

    // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)
    // class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void)
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) { fatalError("stand-in") }

    // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
    // class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil)
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) { fatalError("stand-in") }

    // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:)
    // class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil)
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) { fatalError("stand-in") }

    // https://developer.apple.com/documentation/uikit/uiview/animatekeyframes(withduration:delay:options:animations:completion:)
    // class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void, completion: (@Sendable (Bool) -> Void)? = nil)
    open class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void, completion: (@Sendable (Bool) -> Void)? = nil) { fatalError("stand-in") }

    // https://developer.apple.com/documentation/uikit/uiview/addkeyframe(withrelativestarttime:relativeduration:animations:)
    // class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void)
    open class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void) { fatalError("stand-in") }

    // https://developer.apple.com/documentation/uikit/uiview/modifyanimations(withrepeatcount:autoreverses:animations:)
    // class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void)
    open class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) { fatalError("stand-in") }
}

extension UIView {
    // https://developer.apple.com/documentation/uikit/uiview/animationoptions
    // struct AnimationOptions (OptionSet, RawValue UInt)
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeaseinout
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        // https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeasein
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        // https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeaseout
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        // https://developer.apple.com/documentation/uikit/uiview/animationoptions/curvelinear
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        // https://developer.apple.com/documentation/uikit/uiview/animationoptions/beginfromcurrentstate
        // static var beginFromCurrentState: UIView.AnimationOptions { get }
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        // https://developer.apple.com/documentation/uikit/uiview/animationoptions/autoreverse
        // static var autoreverse: UIView.AnimationOptions { get }
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        // https://developer.apple.com/documentation/uikit/uiview/animationoptions/repeat
        // static var `repeat`: UIView.AnimationOptions { get }
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    }

    // https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions
    // struct KeyframeAnimationOptions (OptionSet, RawValue UInt)
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        // https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/init(rawvalue:)
        // init(rawValue: UInt)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/calculationmodelinear
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        // https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/calculationmodediscrete
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        // https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/calculationmodepaced
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        // https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/calculationmodecubic
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        // https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/calculationmodecubicpaced
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
        // https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/beginfromcurrentstate
        // static var beginFromCurrentState: UIView.KeyframeAnimationOptions { get }
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        // https://developer.apple.com/documentation/uikit/uiview/keyframeanimationoptions/autoreverse
        // static var autoreverse: UIView.KeyframeAnimationOptions { get }
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    }
}

// https://developer.apple.com/documentation/uikit/uilabel
// @MainActor class UILabel
@MainActor open class UILabel: UIView {
    // https://developer.apple.com/documentation/uikit/uilabel/text
    // var text: String? { get set }
    open var text: String?
    // https://developer.apple.com/documentation/uikit/uilabel/font
    // var font: UIFont! { get set }
    open var font: UIFont!
    // https://developer.apple.com/documentation/uikit/uilabel/textcolor
    // var textColor: UIColor! { get set }
    open var textColor: UIColor!
    // https://developer.apple.com/documentation/uikit/uilabel/textalignment
    // var textAlignment: NSTextAlignment { get set }
    open var textAlignment: NSTextAlignment = .natural
}

// https://developer.apple.com/documentation/uikit/nstextalignment
// enum NSTextAlignment (iOS: left 0, center 1, right 2, justified 3, natural 4)
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

// https://developer.apple.com/documentation/uikit/uiimage
// class UIImage
open class UIImage: NSObject {
    // https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    // init?(systemName name: String)
    public init?(systemName name: String) { fatalError("stand-in") }
    // https://developer.apple.com/documentation/uikit/uiimage/init(named:)
    // init?(named name: String)
    public init?(named name: String) { fatalError("stand-in") }

    // https://developer.apple.com/documentation/uikit/uiimage/configuration-swift.class
    // class Configuration
    open class Configuration: NSObject {}

    // https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class
    // class SymbolConfiguration
    open class SymbolConfiguration: Configuration {
        // https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class/init(pointsize:)
        // convenience init(pointSize: CGFloat)
        public convenience init(pointSize: CGFloat) { fatalError("stand-in") }
    }
}

// https://developer.apple.com/documentation/uikit/uiimageview
// @MainActor class UIImageView
@MainActor open class UIImageView: UIView {
    // https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
    // init(image: UIImage?)
    public init(image: UIImage?) { fatalError("stand-in") }
    // https://developer.apple.com/documentation/uikit/uiimageview/image
    // var image: UIImage? { get set }
    open var image: UIImage?
    // https://developer.apple.com/documentation/uikit/uiimageview/preferredsymbolconfiguration
    // var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { get set }
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
}

// https://developer.apple.com/documentation/uikit/uicontrol
// @MainActor class UIControl : UIView
@MainActor open class UIControl: UIView {
    // https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
    // struct State (OptionSet; normal is 0)
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
        // static var normal: UIControl.State { get }
        public static var normal: UIControl.State { State(rawValue: 0) }
    }
}

// https://developer.apple.com/documentation/uikit/uibutton
// @MainActor class UIButton : UIControl
@MainActor open class UIButton: UIControl {
    // https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:)
    // func setImage(_ image: UIImage?, for state: UIControl.State)
    open func setImage(_ image: UIImage?, for state: UIControl.State) { fatalError("stand-in") }
}
