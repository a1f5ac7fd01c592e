// A layer's contents as an app's image (UIImageView takes a UIImage; CALayer.contents a CGImage).
// (`init?(named:)` is UIImage's own, in UIView.swift.)
extension UIImage {
    // https://developer.apple.com/documentation/uikit/uiimage/cgimage
    // var cgImage: CGImage? { get }
    public var cgImage: CGImage? { fatalError("stand-in") }
}
