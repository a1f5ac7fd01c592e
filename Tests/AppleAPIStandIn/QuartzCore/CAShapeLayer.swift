// https://developer.apple.com/documentation/quartzcore/cashapelayer
// class CAShapeLayer (a CALayer subclass; CAShapeLayer() is NSObject's init())
open class CAShapeLayer: CALayer {
    // https://developer.apple.com/documentation/quartzcore/cashapelayer/path
    // var path: CGPath? { get set }
    open var path: CGPath?
    // https://developer.apple.com/documentation/quartzcore/cashapelayer/fillcolor
    // var fillColor: CGColor? { get set }
    open var fillColor: CGColor?
    // https://developer.apple.com/documentation/quartzcore/cashapelayer/strokecolor
    // var strokeColor: CGColor? { get set }
    open var strokeColor: CGColor?
    // https://developer.apple.com/documentation/quartzcore/cashapelayer/linewidth
    // var lineWidth: CGFloat { get set }
    open var lineWidth: CGFloat = 1
    // https://developer.apple.com/documentation/quartzcore/cashapelayer/linecap
    // var lineCap: CAShapeLayerLineCap { get set }
    open var lineCap: CAShapeLayerLineCap = .butt
    // https://developer.apple.com/documentation/quartzcore/cashapelayer/linejoin
    // var lineJoin: CAShapeLayerLineJoin { get set }
    open var lineJoin: CAShapeLayerLineJoin = .miter
    // https://developer.apple.com/documentation/quartzcore/cashapelayer/strokestart
    // var strokeStart: CGFloat { get set }
    open var strokeStart: CGFloat = 0
    // https://developer.apple.com/documentation/quartzcore/cashapelayer/strokeend
    // var strokeEnd: CGFloat { get set }
    open var strokeEnd: CGFloat = 1
}

// https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap
// struct CAShapeLayerLineCap
public struct CAShapeLayerLineCap: Hashable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap/butt
    // static let butt: CAShapeLayerLineCap
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    // https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap/round
    // static let round: CAShapeLayerLineCap
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    // https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap/square
    // static let square: CAShapeLayerLineCap
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

// https://developer.apple.com/documentation/quartzcore/cashapelayerlinejoin
// struct CAShapeLayerLineJoin
public struct CAShapeLayerLineJoin: Hashable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/quartzcore/cashapelayerlinejoin/miter
    // static let miter: CAShapeLayerLineJoin
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    // https://developer.apple.com/documentation/quartzcore/cashapelayerlinejoin/round
    // static let round: CAShapeLayerLineJoin
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    // https://developer.apple.com/documentation/quartzcore/cashapelayerlinejoin/bevel
    // static let bevel: CAShapeLayerLineJoin
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

// https://developer.apple.com/documentation/quartzcore/careplicatorlayer
// class CAReplicatorLayer (a CALayer subclass)
open class CAReplicatorLayer: CALayer {
    // https://developer.apple.com/documentation/quartzcore/careplicatorlayer/instancecount
    // var instanceCount: Int { get set }
    open var instanceCount: Int = 1
    // https://developer.apple.com/documentation/quartzcore/careplicatorlayer/instancedelay
    // var instanceDelay: CFTimeInterval { get set }
    open var instanceDelay: CFTimeInterval = 0
    // https://developer.apple.com/documentation/quartzcore/careplicatorlayer/instancetransform
    // var instanceTransform: CATransform3D { get set }
    open var instanceTransform: CATransform3D = CATransform3DIdentity
}

// CALayer's own properties a layer the code adds sets (declared on CALayer on Apple's pages;
// here in an extension, as computed properties, so CALayer.swift keeps what the parts use).
extension CALayer {
    // https://developer.apple.com/documentation/quartzcore/calayer/ishidden
    // var isHidden: Bool { get set }
    public var isHidden: Bool { get { fatalError("stand-in") } set { fatalError("stand-in") } }
    // https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds
    // var masksToBounds: Bool { get set }
    public var masksToBounds: Bool { get { fatalError("stand-in") } set { fatalError("stand-in") } }
    // https://developer.apple.com/documentation/quartzcore/calayer/mask
    // var mask: CALayer? { get set }
    public var mask: CALayer? { get { fatalError("stand-in") } set { fatalError("stand-in") } }
    // https://developer.apple.com/documentation/quartzcore/calayer/contents
    // var contents: Any? { get set }
    public var contents: Any? { get { fatalError("stand-in") } set { fatalError("stand-in") } }
}

// https://developer.apple.com/documentation/quartzcore/catransform3dmaketranslation(_:_:_:)
// func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D { fatalError("stand-in") }
