import ReelTimeline
import ReelWorld

// The world's value types as the interpreter holds them. Their members are declared in
// Declarations/GeometryDeclarations.swift and Declarations/ValueDeclarations.swift.

/// CGRect (ReelTimeline's Rect in the world): a value type.
struct RectValue: NativeValue, Equatable {
    var rect: Rect
    var typeName: String { "CGRect" }
    var interpolation: String { "(\(rect.origin.x), \(rect.origin.y), \(rect.size.width), \(rect.size.height))" }
}

/// CGPoint.
struct PointValue: NativeValue, Equatable {
    var point: Point
    var typeName: String { "CGPoint" }
    var interpolation: String { "(\(point.x), \(point.y))" }
}

/// CGSize.
struct SizeValue: NativeValue, Equatable {
    var size: Size
    var typeName: String { "CGSize" }
    var interpolation: String { "(\(size.width), \(size.height))" }
}

/// CGAffineTransform.
struct AffineValue: NativeValue, Equatable {
    var transform: CGAffineTransform
    var typeName: String { "CGAffineTransform" }
    var interpolation: String { "CGAffineTransform(a: \(transform.a), b: \(transform.b), c: \(transform.c), d: \(transform.d), tx: \(transform.tx), ty: \(transform.ty))" }
}

/// CATransform3D: its functions are globals (`CATransform3DMakeScale`, WorldGlobals).
struct Transform3DValue: NativeValue, Equatable {
    var transform: CATransform3D
    var typeName: String { "CATransform3D" }
}

/// UIColor.
struct ColorValue: NativeValue, Equatable {
    var color: UIColor
    var typeName: String { "UIColor" }
    /// CGColor.alpha: the colour's opacity.
    var alpha: Double { color.rgba.alpha }
}

/// UIFont.
struct FontValue: NativeValue, Equatable {
    var font: UIFont
    var typeName: String { "UIFont" }
}

/// A value of a small set of named constants: an option set, a curve name, a fill mode, an
/// alignment, a font weight, a `DispatchTime`, a timing parameters object, a `CGVector`.
struct TokenValue: NativeValue {
    var typeName: String
    var token: Token

    enum Token: Equatable {
        case viewOptions(UIViewAnimationOptions)
        case keyframeOptions(UIViewKeyframeAnimationOptions)
        case timingName(String)
        case timingFunction(TimingFunction)
        case fillMode(FillMode)
        case alignment(NSTextAlignment)
        case fontWeight(UIFont.Weight)
        case curve(UIViewAnimationCurve)
        case dispatchTime(Double)
        case calculationMode(CalculationMode)
        case rotationMode(CAAnimationRotationMode)
        case cubicTiming(UICubicTimingParameters)
        case springTiming(UISpringTimingParameters)
        case vector(CGVector)
        case animatingPosition(UIViewAnimatingPosition)
        case controlState(UIControlState)
        case controlEvent(UIControlEvent)
        case buttonType(UIButtonType)
        case renderingMode(UIImageRenderingMode)
        case contentMode(String)
        case cornerCurve(String)
        case symbolWeight(String)
        case symbolScale(String)
        case lineCap(ShapeLayerContent.LineCap)
        case lineJoin(ShapeLayerContent.LineJoin)
        case pathDrawingMode(String)
    }

    /// The vector a `CGVector` holds (its declaration is reached only for one).
    var vector: CGVector {
        if case .vector(let v) = token { return v }
        return .zero
    }

    func isEqual(to other: any NativeValue) -> Bool { (other as? TokenValue)?.token == token }
    var interpolation: String {
        switch token {
        case .timingName(let n): return n
        case .dispatchTime(let t): return "DispatchTime(\(t))"
        default: return typeName
        }
    }
}
