/// A world class instance (UIView, CALayer, CAAnimation, UIViewPropertyAnimator, …) as the
/// interpreter holds it: members are set in place on the one object, `==`/`===` compare
/// identity, and an extension of any superclass the registry declares applies to it
/// (`extension UIView` to a `UIButton`), as Swift resolves members up the class chain.
protocol NativeReference: NativeValue {
    associatedtype Object: AnyObject
    /// The world object this value refers to; two values are the same when it is.
    var object: Object { get }
}

extension NativeReference {
    var isReference: Bool { true }
    var typeChain: [String] { WorldRegistry.chain(typeName).map(\.name) }
    /// As Swift's `print` shows an object, without the address (which would differ per run).
    var interpolation: String { "<\(typeName)>" }
    func isEqual(to other: any NativeValue) -> Bool { (other as? Self)?.object === object }
}
