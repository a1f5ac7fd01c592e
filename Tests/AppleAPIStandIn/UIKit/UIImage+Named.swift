// A layer's contents as an app's image (UIImageView takes a UIImage; CALayer.contents a CGImage).
extension UIImage {
    // https://developer.apple.com/documentation/uikit/uiimage/init(named:)
    // init?(named name: String)
    public convenience init?(named name: String) { fatalError("stand-in") }
    // https://developer.apple.com/documentation/uikit/uiimage/cgimage
    // var cgImage: CGImage? { get }
    public var cgImage: CGImage? { fatalError("stand-in") }
}
