import ReelTimeline

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

    func read(_ value: Value, for what: String, in context: CallContext) throws -> Double {
        switch (self, value) {
        case (_, .intLiteral(let v)): return Double(v)
        case (.float, .floatLiteral(_, let f)): return Double(f)
        case (.cgFloat, .floatLiteral(let d, _)), (.double, .floatLiteral(let d, _)): return d
        case (.cgFloat, .cgFloat(let d)), (.cgFloat, .double(let d)), (.double, .double(let d)), (.double, .cgFloat(let d)): return d
        case (.float, .float(let f)): return Double(f)
        case (.int, .int(let i)): return Double(i)
        default:
            throw context.refuse("cannot convert value of type '\(value.typeName)' to expected argument type '\(rawValue)' (\(what))")
        }
    }

    func value(_ d: Double) -> Value {
        switch self {
        case .cgFloat: return .cgFloat(d)
        case .double: return .double(d)
        case .float: return .float(Float(d))
        case .int: return .int(Int(d))
        }
    }
}

/// Arguments by label, read with their Swift types, for the bridge's functions.
struct BridgeArguments {
    var all: [Argument]
    let call: String
    let context: CallContext

    init(_ arguments: [Argument], call: String, context: CallContext) {
        all = arguments
        self.call = call
        self.context = context
    }

    var labels: [String] { all.map { $0.label ?? "_" } }

    func has(_ label: String) -> Bool { all.contains { $0.label == label } }

    func value(_ label: String?) -> Value? {
        all.first { $0.label == label && !$0.isTrailingClosure }?.value
    }

    func number(_ label: String?, _ type: BridgeNumber) throws -> Double {
        guard let value = value(label) else { throw context.refuse("\(call) needs its \(label ?? "_"): argument") }
        return try type.read(value, for: "\(call) \(label ?? "_"):", in: context)
    }

    func optionalNumber(_ label: String, _ type: BridgeNumber) throws -> Double? {
        guard value(label) != nil else { return nil }
        return try number(label, type)
    }

    /// The unlabeled arguments in order (for `CATransform3DMakeRotation(a, x, y, z)`).
    func positional(_ type: BridgeNumber, count: Int) throws -> [Double] {
        let values = all.filter { $0.label == nil }.map(\.value)
        guard values.count == count else { throw context.refuse("\(call) takes \(count) arguments") }
        return try values.map { try type.read($0, for: call, in: context) }
    }

    /// A closure argument by label, or the unlabeled trailing closure.
    func closure(_ label: String, trailing: Bool) -> Function? {
        if case .function(let f)? = all.first(where: { $0.label == label })?.value { return f }
        if trailing, case .function(let f)? = all.first(where: { $0.isTrailingClosure })?.value { return f }
        return nil
    }

    /// Refuses labels this call does not take, naming what it does.
    func check(allowed: [String], forms: String) throws {
        for label in labels where !allowed.contains(label) {
            if label == "_" && all.contains(where: { $0.isTrailingClosure }) { continue }
            throw context.refuse("\(call)(\(labels.map { $0 + ":" }.joined())) is not evaluated (supported: \(forms))")
        }
    }
}

extension Value {
    /// A world geometry value inside a value (`.native(RectValue)`).
    var rect: Rect? { (nativeOperand as? RectValue)?.rect }
    var point: Point? { (nativeOperand as? PointValue)?.point }
    var size: Size? { (nativeOperand as? SizeValue)?.size }
}
