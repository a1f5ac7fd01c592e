import ReelTimeline
import ReelWorld

/// The Swift types of UIKit's and Core Animation's numbers, and what each accepts as Swift's
/// type checker does: a `CGFloat` property takes a `CGFloat` or a `Double` (SE-0307) or a
/// literal; a `Float` one (`opacity`, `repeatCount`, `speed`) a `Float` or a literal; a
/// `TimeInterval` a `Double` or `CGFloat` or a literal. Anything else is the compiler's
/// "cannot convert value of type 'Float' to expected argument type 'CGFloat'".
enum BridgeNumber: String {
    case cgFloat = "CGFloat"
    case double = "Double"
    case float = "Float"
    case int = "Int"

    func read(_ value: Value, for what: String, at site: CallSite) throws -> Double {
        switch (self, value) {
        case (_, .intLiteral(let v)): return Double(v)
        case (.float, .floatLiteral(_, let f)): return Double(f)
        case (.cgFloat, .floatLiteral(let d, _)), (.double, .floatLiteral(let d, _)): return d
        case (.cgFloat, .cgFloat(let d)), (.cgFloat, .double(let d)), (.double, .double(let d)), (.double, .cgFloat(let d)): return d
        case (.float, .float(let f)): return Double(f)
        case (.int, .int(let i)): return Double(i)
        default:
            throw site.mismatch("cannot convert value of type '\(value.typeName)' to expected argument type '\(rawValue)' (\(what))",
                                expected: rawValue, found: value)
        }
    }

    func value(_ d: Double) -> Value {
        switch self {
        case .cgFloat: return .cgFloat(d)
        case .double: return .double(d)
        case .float: return .float(Float(d))
        // A world number shown as an Int: in range, whatever the world holds (NaN as 0).
        case .int: return .int(d.isNaN ? 0 : Int(exactly: d.rounded(.towardZero)) ?? (d < 0 ? .min : .max))
        }
    }
}

/// A world member's call: its arguments by label, read with their Swift types, the call
/// site (where refusals are placed, and through which the code's closures are called back),
/// and the bridge (the world).
struct BridgeArguments {
    var all: [Argument]
    /// The call as messages name it (`UIView.animate`, `CGRect`).
    let call: String
    let site: CallSite
    unowned let bridge: WorldBridge

    init(_ arguments: [Argument], call: String, site: CallSite, bridge: WorldBridge) {
        all = arguments
        self.call = call
        self.site = site
        self.bridge = bridge
    }

    var world: UIKitWorld { bridge.world }

    var labels: [String] { all.map { $0.label ?? "_" } }

    func has(_ label: String) -> Bool { all.contains { $0.label == label } }

    func value(_ label: String?) -> Value? {
        all.first { $0.label == label && !$0.isTrailingClosure }?.value
    }

    func number(_ label: String?, _ type: BridgeNumber) throws -> Double {
        guard let value = value(label) else { throw site.refuse("\(call) needs its \(label ?? "_"): argument", .invalid) }
        return try type.read(value, for: "\(call) \(label ?? "_"):", at: site)
    }

    /// An `Int` argument as Swift holds it: read through a Double, `Int.max` became 2^63, and
    /// converting that back trapped (`repeatCount(Int.max)` crashed the process).
    func integer(_ label: String?) throws -> Int {
        switch value(label) {
        case .int(let i)?, .intLiteral(let i)?: return i
        default:
            // Not an Int: `number` refuses it with the compiler's words.
            let d = try number(label, .int)
            guard let i = Int(exactly: d) else { throw site.refuse("\(call) \(label ?? "_"): \(d) is not an Int", .invalid) }
            return i
        }
    }

    func optionalNumber(_ label: String, _ type: BridgeNumber) throws -> Double? {
        guard value(label) != nil else { return nil }
        return try number(label, type)
    }

    /// The unlabeled arguments in order (for `CATransform3DMakeRotation(a, x, y, z)`).
    func positional(_ type: BridgeNumber, count: Int) throws -> [Double] {
        let values = all.filter { $0.label == nil }.map(\.value)
        guard values.count == count else { throw site.refuse("\(call) takes \(count) arguments", .invalid) }
        return try values.map { try type.read($0, for: call, at: site) }
    }

    /// A closure argument by label (`_`: an unlabeled one), or the unlabeled trailing closure.
    func closure(_ label: String, trailing: Bool) -> Function? {
        let wanted = label == "_" ? nil : label
        if case .function(let f)? = all.first(where: { $0.label == wanted })?.value { return f }
        if trailing, case .function(let f)? = all.first(where: { $0.isTrailingClosure })?.value { return f }
        return nil
    }

    /// The value of `label` read as `kind` (nil when not given).
    func read<T>(_ label: String?, _ kind: ValueKind<T>) throws -> T? {
        guard let value = value(label) else { return nil }
        return try kind.read(value, "\(call) \(label ?? "_"):", site)
    }

    /// A closure of the code as the world calls it, from the argument `label` (or the
    /// trailing closure); refusals inside it travel out as errors.
    func body(_ label: String, trailing: Bool = true) -> (() throws -> Void)? {
        closure(label, trailing: trailing).map { f in { [site] in _ = try site.invoke(f, []) } }
    }

    /// The view an argument holds (a view, or an instance of a file's UIView subclass).
    func view(_ label: String?) throws -> UIView {
        guard let value = value(label), let view = bridge.view(of: value) else {
            throw site.mismatch("\(call) takes a view", expected: "UIView", found: value(label) ?? .void)
        }
        return view
    }
}

extension Value {
    /// A world geometry value inside a value (`.native(RectValue)`).
    var rect: Rect? { (nativeOperand as? RectValue)?.rect }
    var point: Point? { (nativeOperand as? PointValue)?.point }
    var size: Size? { (nativeOperand as? SizeValue)?.size }
}
