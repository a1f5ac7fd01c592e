import Foundation
internal import SwiftSyntax

/// The standard library and C math the subset evaluates: numeric conversions (`Float(x)` rounds
/// to nearest as Swift's does), math functions, `stride`, `print` (to the evaluation's log,
/// never to standard output), and the members of numbers, arrays, strings and ranges.
extension Interpreter {
    static let numericTypes: Set<String> = ["Int", "Double", "Float", "CGFloat", "TimeInterval", "CFTimeInterval", "Float32", "Float64"]
    static let builtinTypes: Set<String> = numericTypes.union(["String", "Bool"])

    nonisolated(unsafe) static let mathFunctions: [String: (Double) -> Double] = [
        "sin": Foundation.sin, "cos": Foundation.cos, "tan": Foundation.tan, "asin": Foundation.asin, "acos": Foundation.acos, "atan": Foundation.atan,
        "sqrt": { $0.squareRoot() }, "exp": Foundation.exp, "log": Foundation.log, "log10": Foundation.log10, "log2": Foundation.log2,
        "floor": { $0.rounded(.down) }, "ceil": { $0.rounded(.up) }, "round": { $0.rounded() },
        "fabs": { Swift.abs($0) }, "trunc": { $0.rounded(.towardZero) },
    ]

    nonisolated(unsafe) static let floatMathFunctions: [String: (Float) -> Float] = [
        "sin": sinf, "cos": cosf, "tan": tanf, "asin": asinf, "acos": acosf, "atan": atanf,
        "sqrt": { $0.squareRoot() }, "exp": expf, "log": logf, "log10": log10f, "log2": log2f,
        "floor": { $0.rounded(.down) }, "ceil": { $0.rounded(.up) }, "round": { $0.rounded() },
        "fabs": { Swift.abs($0) }, "trunc": { $0.rounded(.towardZero) },
    ]

    func builtinGlobal(_ name: String) throws -> Value? {
        if Self.builtinTypes.contains(name) { return .type(.native(name)) }
        switch name {
        case "M_PI": return .double(Double.pi)
        case "M_PI_2": return .double(Double.pi / 2)
        case "M_PI_4": return .double(Double.pi / 4)
        case "M_E": return .double(M_E)
        case "M_SQRT2": return .double(2.0.squareRoot())
        // Darwin's `HUGE` is `Float.infinity` (Darwin overlay); UIKit code uses it for `repeatCount`.
        case "HUGE": return .float(.infinity)
        // C's `MAXFLOAT` (math.h) is `Float.greatestFiniteMagnitude`: a repeat count of it is
        // forever (CAMediaTiming.repeatCount).
        case "MAXFLOAT": return .float(.greatestFiniteMagnitude)
        case "print", "debugPrint", "NSLog":
            return .function(.builtin(name) { [unowned self] arguments, site in
                // Charged by what it writes out: an array's elements, a string's bytes.
                let text = arguments.filter { $0.label == nil }.map { self.describe($0.value) }.joined(separator: " ")
                try self.charge(text.utf8.count / 16, at: site.node)
                self.appendLog(text)
                return .void
            })
        case "min", "max":
            return .function(.builtin(name) { [unowned self] arguments, site in try self.minMax(name, arguments.map(\.value), at: site) })
        case "type":
            // `type(of:)`: the value's dynamic type (a file's class, a world class such as
            // UIKit's private `_UIBadgeView`, a standard type), as `String(describing:)` names it.
            return .function(.builtin(name) { arguments, site in
                guard arguments.count == 1, arguments[0].label == "of" else { throw site.refuse("type(of:) takes one argument, of:", .invalid) }
                switch arguments[0].value {
                case .object(let instance): return .type(.user(instance.type))
                case .structValue(let value): return .type(.user(value.type))
                case .enumValue(let value): return .type(.user(value.type))
                case let value: return .type(.native(value.typeName))
                }
            })
        case "abs":
            return .function(.builtin(name) { arguments, site in
                guard arguments.count == 1 else { throw site.refuse("abs takes one argument", .invalid) }
                switch arguments[0].value {
                // abs negates a negative Int, which overflows for Int.min alone, where Swift
                // traps: refused at the call (it trapped BadgeReel itself, exit 132).
                case .int(.min), .intLiteral(.min): throw site.refuse("Fatal error: arithmetic overflow in abs(_:) of Int.min", .trap)
                case .int(let v): return .int(Swift.abs(v))
                case .intLiteral(let v): return .intLiteral(Swift.abs(v))
                case .double(let v): return .double(Swift.abs(v))
                case .cgFloat(let v): return .cgFloat(Swift.abs(v))
                case .float(let v): return .float(Swift.abs(v))
                case .floatLiteral(let d, let f): return .floatLiteral(Swift.abs(d), Swift.abs(f))
                default: throw site.notEvaluated("abs of '\(arguments[0].value.typeName)'", supported: ["abs of a number"])
                }
            })
        case "pow", "atan2", "fmin", "fmax", "hypot", "fmod":
            return .function(.builtin(name) { [unowned self] arguments, site in
                guard arguments.count == 2 else { throw site.refuse("\(name) takes two arguments", .invalid) }
                let (a, b) = try self.unify(arguments[0].value, arguments[1].value, op: name, at: site.node)
                let f: (Double, Double) -> Double
                switch name {
                case "pow": f = pow
                case "atan2": f = atan2
                case "fmin": f = { Swift.min($0, $1) }
                case "fmax": f = { Swift.max($0, $1) }
                case "hypot": f = hypot
                default: f = fmod
                }
                if case .float(let x) = a, case .float(let y) = b {
                    let ff: (Float, Float) -> Float = name == "pow" ? powf : name == "atan2" ? atan2f : name == "hypot" ? hypotf : name == "fmod" ? fmodf : (name == "fmin" ? { Swift.min($0, $1) } : { Swift.max($0, $1) })
                    return .float(ff(x, y))
                }
                guard let x = a.doubleValue, let y = b.doubleValue else { throw site.refuse("\(name) needs numbers", .invalid) }
                return self.sameType(as: a, f(x, y))
            })
        case "stride":
            return .function(.builtin(name) { [unowned self] arguments, site in try self.stride(arguments, at: site) })
        case "assert", "precondition":
            return .function(.builtin(name) { arguments, site in
                if case .bool(false)? = arguments.first?.value { throw site.refuse("\(name) failed", .trap) }
                return .void
            })
        case "fatalError":
            return .function(.builtin(name) { [unowned self] arguments, site in
                throw site.refuse("Fatal error: " + (arguments.first.map { self.describe($0.value) } ?? ""), .trap)
            })
        default:
            if let f = Self.mathFunctions[name] {
                return .function(.builtin(name) { [unowned self] arguments, site in
                    guard arguments.count == 1 else { throw site.refuse("\(name) takes one argument", .invalid) }
                    let value = arguments[0].value
                    if case .float(let x) = value { return .float(Self.floatMathFunctions[name]!(x)) }
                    guard let x = value.doubleValue else { throw site.notEvaluated("\(name) of '\(value.typeName)'", supported: ["\(name) of a number"]) }
                    if case .int = value { throw site.mismatch("cannot convert value of type 'Int' to expected argument type 'Double'", expected: "Double", found: value) }
                    return self.sameType(as: value, f(x))
                })
            }
            return nil
        }
    }

    /// A result of the same floating type as `value` (a literal's result is a `Double`).
    func sameType(as value: Value, _ result: Double) -> Value {
        switch value {
        case .cgFloat: return .cgFloat(result)
        case .float: return .float(Float(result))
        default: return .double(result)
        }
    }

    private func minMax(_ name: String, _ values: [Value], at site: CallSite) throws -> Value {
        guard var best = values.first, values.count >= 2 else { throw site.refuse("\(name) takes two or more arguments", .invalid) }
        for value in values.dropFirst() {
            let (a, b) = try unify(best, value, op: name, at: site.node)
            guard case .bool(let less) = try binary("<", b, a, at: site.node) else { continue }
            // Swift's min returns the first of equal values; max the last (Algorithms.swift).
            if name == "min" { best = less ? b : a } else {
                guard case .bool(let greaterOrEqual) = try binary(">=", b, a, at: site.node) else { continue }
                best = greaterOrEqual ? b : a
            }
        }
        return best
    }

    /// `stride(from:to:by:)` and `stride(from:through:by:)`. For floating-point strides Swift
    /// computes each element as `start + i * stride` with one rounding (`addingProduct`,
    /// Stride.swift), not by repeated addition, so the elements are computed the same way.
    private func stride(_ arguments: [Argument], at site: CallSite) throws -> Value {
        guard arguments.count == 3, arguments[0].label == "from", arguments[2].label == "by",
              let bound = arguments[1].label, bound == "to" || bound == "through" else {
            throw site.notEvaluated("stride(\(arguments.map { ($0.label ?? "_") + ":" }.joined()))", supported: ["stride(from:to:by:)", "stride(from:through:by:)"])
        }
        let through = bound == "through"
        var (start, end) = try unify(arguments[0].value, arguments[1].value, op: "stride", at: site.node)
        var by: Value
        (start, by) = try unify(start, arguments[2].value, op: "stride", at: site.node)
        (end, by) = try unify(end, by, op: "stride", at: site.node)
        var items: [Value] = []
        func check() throws {
            if items.count > limits.loopIterations { throw site.limit(.loopIterations) }
        }
        if case .int(let s) = start.defaulted, case .int(let e) = end.defaulted, case .int(let b) = by.defaulted {
            guard b != 0 else { throw site.refuse("Fatal error: Stride size must not be zero", .trap) }
            var i = s
            while b > 0 ? (through ? i <= e : i < e) : (through ? i >= e : i > e) {
                items.append(.int(i)); try check()
                // A step past Int's range ends the stride, as Swift's integer strides end
                // (Stride.swift, `_step(after:from:by:)`: an overflow is the end's sentinel,
                // never an element); `i += b` trapped BadgeReel itself (exit 132).
                let (next, overflow) = i.addingReportingOverflow(b)
                if overflow { break }
                i = next
            }
            return .array(items)
        }
        guard let s = start.doubleValue, let e = end.doubleValue, let b = by.doubleValue, b != 0, b.isFinite else {
            throw site.refuse("Fatal error: Stride size must not be zero", .trap)
        }
        if case .float(let sf) = start, case .float(let ef) = end, case .float(let bf) = by {
            var index: Float = 0
            var value = sf
            while bf > 0 ? (through ? value <= ef : value < ef) : (through ? value >= ef : value > ef) {
                items.append(.float(value)); try check()
                index += 1
                value = sf.addingProduct(index, bf)
            }
            return .array(items)
        }
        var index = 0.0
        var value = s
        while b > 0 ? (through ? value <= e : value < e) : (through ? value >= e : value > e) {
            items.append(sameType(as: start.defaulted, value)); try check()
            index += 1
            value = s.addingProduct(index, b)
        }
        return .array(items)
    }

    // MARK: - Conversions

    /// `Float(x)`, `CGFloat(x)`, `Int(x)`, `String(x)`; a literal argument is the literal of
    /// that type (SE-0213), so `Float(0.1)` is the `Float` nearest to 0.1, not `Float(Double(0.1))`.
    func builtinConstruct(_ name: String, _ arguments: [Argument], at site: CallSite) throws -> Value? {
        // `Set<UITouch>()` (what a run passes to touchesBegan(_:with:)) and `Array<T>()`: an
        // empty collection. A set's elements (uniqueness, no order) are not evaluated.
        if name.hasPrefix("Set<") || name.hasPrefix("Array<") {
            guard arguments.isEmpty else { throw site.notEvaluated("\(name)(…)", supported: ["\(name)()"]) }
            return .array([])
        }
        guard Self.builtinTypes.contains(name) else { return nil }
        // Only the unlabeled conversion (and String(describing:)) is evaluated: any other
        // initializer (String(repeating:count:), Int(exactly:), Int(bitPattern:)) has its own
        // meaning, and reading its first argument as a conversion would be a wrong value.
        let labels = arguments.compactMap(\.label)
        if name == "String", labels == ["repeating", "count"], arguments.count == 2 {
            return try stringRepeating(arguments[0].value, count: arguments[1].value, at: site)
        }
        if !labels.isEmpty && !(name == "String" && labels == ["describing"] && arguments.count == 1) {
            let call = "\(name)(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
            throw site.notEvaluated(call, supported: ["\(name)(_:)"] + (name == "String" ? ["String(describing:)", "String(repeating:count:)"] : []))
        }
        if name == "String" {
            guard let first = arguments.first else { return .string("") }
            return .string(describe(first.value))
        }
        if name == "Bool" {
            guard case .bool? = arguments.first?.value else { throw site.mismatch("Bool(_:) takes a Bool", expected: "Bool", found: arguments.first?.value ?? .void) }
            return arguments[0].value
        }
        let numeric = TypeRef.named(name).numericName!
        guard arguments.count == 1 else {
            if arguments.isEmpty { return try coerce(.intLiteral(0), to: .named(numeric), at: site.node) }
            throw site.refuse("\(name)(…) takes one argument", .invalid)
        }
        let value = arguments[0].value
        switch (numeric, value) {
        case ("Int", .floatLiteral(let d, _)):
            return .int(try truncatedInt(d, from: value, at: site.node))
        case (_, .intLiteral), (_, .floatLiteral):
            return try coerce(value, to: .named(numeric), at: site.node)
        case ("Int", _):
            if case .int = value { return value }
            guard let d = value.doubleValue else { break }
            return .int(try truncatedInt(d, from: value, at: site.node))
        case ("Float", _):
            if case .float = value { return value }
            guard let d = value.doubleValue else { break }
            if case .int(let i) = value { return .float(Float(i)) }
            return .float(Float(d))
        case ("Double", _):
            if case .float(let f) = value { return .double(Double(f)) }
            if case .int(let i) = value { return .double(Double(i)) }
            guard let d = value.doubleValue else { break }
            return .double(d)
        case ("CGFloat", _):
            if case .float(let f) = value { return .cgFloat(Double(f)) }
            if case .int(let i) = value { return .cgFloat(Double(i)) }
            guard let d = value.doubleValue else { break }
            return .cgFloat(d)
        default: break
        }
        if case .string(let text) = value {
            if numeric == "Int" { return Int(text).map { .int($0) } ?? .nilValue }
            return Double(text).map { sameType(as: try! coerce(.floatLiteral(0, 0), to: .named(numeric), at: site.node), $0) } ?? .nilValue
        }
        throw site.mismatch("cannot convert value of type '\(value.typeName)' to '\(name)'", expected: name, found: value)
    }

    func builtinStaticMember(_ typeName: String, _ name: String, at node: some SyntaxProtocol) throws -> Value? {
        guard let numeric = TypeRef.named(typeName).numericName else { return nil }
        let double: Double
        switch name {
        case "pi": double = .pi
        case "infinity": double = .infinity
        case "zero": double = 0
        case "greatestFiniteMagnitude": double = numeric == "Float" ? Double(Float.greatestFiniteMagnitude) : .greatestFiniteMagnitude
        case "leastNonzeroMagnitude": double = numeric == "Float" ? Double(Float.leastNonzeroMagnitude) : .leastNonzeroMagnitude
        case "nan": double = .nan
        case "max" where numeric == "Int": return .int(.max)
        case "min" where numeric == "Int": return .int(.min)
        case "random":
            throw refusal("\(typeName).random is not evaluated (a render is repeatable: write the number)", at: node, kind: .notEvaluated(supported: []))
        default: return nil
        }
        switch numeric {
        case "Float": return name == "pi" ? .float(.pi) : .float(Float(double))
        case "CGFloat": return .cgFloat(double)
        case "Int": return name == "zero" ? .int(0) : nil
        default: return .double(double)
        }
    }

    // MARK: - Members of numbers, arrays, strings, ranges

    func builtinMember(of value: Value, _ name: String, at node: some SyntaxProtocol) throws -> Value? {
        switch value {
        case .int, .intLiteral, .double, .cgFloat, .float, .floatLiteral:
            return try numberMember(value.isLiteralValue ? value.defaulted : value, name)
        case .array(let items):
            return try arrayMember(items, name, at: node)
        case .string(let text):
            switch name {
            case "count": return .int(text.count)
            case "isEmpty": return .bool(text.isEmpty)
            case "description": return value
            case "uppercased": return .function(.builtin(name) { [unowned self] _, site in try self.charge(text.utf8.count, at: site.node); return .string(text.uppercased()) })
            case "lowercased": return .function(.builtin(name) { [unowned self] _, site in try self.charge(text.utf8.count, at: site.node); return .string(text.lowercased()) })
            case "hasPrefix", "hasSuffix", "contains":
                return .function(.builtin(name) { [unowned self] arguments, site in
                    guard case .string(let other)? = arguments.first?.value else { throw site.refuse("\(name) takes a String", .invalid) }
                    try self.charge(name == "contains" ? text.utf8.count + other.utf8.count : other.utf8.count, at: site.node)
                    return .bool(name == "hasPrefix" ? text.hasPrefix(other) : name == "hasSuffix" ? text.hasSuffix(other) : text.contains(other))
                })
            default: return nil
            }
        case .range(let lower, let upper, let closed):
            // A range's bounds and `contains` read the bounds alone, as Swift's do: made into
            // elements first, `(0...Int.max).contains(5)` hit the loop limit and
            // `(Int.min...Int.max).contains(0)` trapped counting them.
            switch name {
            case "lowerBound": return .int(lower)
            case "upperBound": return .int(upper)
            case "contains":
                return .function(.builtin(name) { arguments, _ in
                    guard case .int(let v)? = arguments.first?.value.defaulted else { return .bool(false) }
                    return .bool(v >= lower && (closed ? v <= upper : v < upper))
                })
            default: return try arrayMember(try elements(of: value, at: node), name, at: node)
            }
        case .dictionary(let dict):
            switch name {
            case "count": return .int(dict.keys.count)
            case "isEmpty": return .bool(dict.keys.isEmpty)
            case "keys": return .array(dict.keys)
            case "values": return .array(dict.values)
            default: return nil
            }
        case .bool(let b):
            if name == "toggle" { return nil }
            if name == "description" { return .string(b ? "true" : "false") }
            return nil
        default:
            return nil
        }
    }

    private func numberMember(_ value: Value, _ name: String) throws -> Value? {
        switch name {
        case "description": return .string(describe(value))
        case "magnitude":
            if case .int(let v) = value { return .int(Swift.abs(v)) }
            return value.doubleValue.map { sameType(as: value, Swift.abs($0)) }
        case "isNaN": return .bool(value.doubleValue?.isNaN ?? false)
        case "isFinite": return .bool(value.doubleValue?.isFinite ?? true)
        case "isZero": return .bool(value.doubleValue == 0)
        case "squareRoot", "rounded":
            return .function(.builtin(name) { [unowned self] arguments, site in
                if case .float(let f) = value {
                    if name == "squareRoot" { return .float(f.squareRoot()) }
                    return .float(f.rounded(try self.roundingRule(arguments, at: site)))
                }
                guard let d = value.doubleValue else { throw site.refuse("\(name) needs a number", .invalid) }
                if name == "squareRoot" { return self.sameType(as: value, d.squareRoot()) }
                return self.sameType(as: value, d.rounded(try self.roundingRule(arguments, at: site)))
            })
        case "truncatingRemainder":
            return .function(.builtin(name) { [unowned self] arguments, site in
                guard let divisor = arguments.first?.value else { throw site.refuse("truncatingRemainder(dividingBy:) takes a number", .invalid) }
                let (a, b) = try self.unify(value, divisor, op: name, at: site.node)
                if case .float(let x) = a, case .float(let y) = b { return .float(x.truncatingRemainder(dividingBy: y)) }
                guard let x = a.doubleValue, let y = b.doubleValue else { throw site.refuse("truncatingRemainder needs numbers", .invalid) }
                return self.sameType(as: a, x.truncatingRemainder(dividingBy: y))
            })
        case "isMultiple":
            return .function(.builtin(name) { arguments, site in
                guard case .int(let v) = value, case .int(let of)? = arguments.first?.value.defaulted else {
                    throw site.refuse("isMultiple(of:) takes an Int", .invalid)
                }
                return .bool(of == 0 ? v == 0 : v % of == 0)
            })
        default: return nil
        }
    }

    private func roundingRule(_ arguments: [Argument], at site: CallSite) throws -> FloatingPointRoundingRule {
        guard let first = arguments.first else { return .toNearestOrAwayFromZero }
        guard case .enumValue(let e) = first.value else { throw site.mismatch("rounded(_:) takes a rounding rule", expected: "FloatingPointRoundingRule", found: first.value) }
        switch e.caseName {
        case "up": return .up
        case "down": return .down
        case "towardZero": return .towardZero
        case "awayFromZero": return .awayFromZero
        case "toNearestOrEven": return .toNearestOrEven
        default: return .toNearestOrAwayFromZero
        }
    }

    private func arrayMember(_ items: [Value], _ name: String, at node: some SyntaxProtocol) throws -> Value? {
        func closure(_ arguments: [Argument], _ site: CallSite) throws -> Function {
            guard case .function(let f)? = arguments.last?.value else {
                throw site.mismatch("\(name) takes a closure", expected: "closure", found: arguments.last?.value ?? .void)
            }
            return f
        }
        switch name {
        case "count": return .int(items.count)
        case "isEmpty": return .bool(items.isEmpty)
        case "first": return items.first ?? .nilValue
        case "last": return items.last ?? .nilValue
        case "indices": return .range(0, items.count, closed: false)
        case "reversed": return .function(.builtin(name) { [unowned self] _, site in try self.charge(items.count, at: site.node); return .array(items.reversed()) })
        case "enumerated":
            return .function(.builtin(name) { [unowned self] _, site in
                try self.charge(items.count, at: site.node)
                return .array(items.enumerated().map { .tuple([.int($0.offset), $0.element], ["offset", "element"]) })
            })
        case "map", "compactMap", "flatMap":
            return .function(.builtin(name) { [unowned self] arguments, site in
                let f = try closure(arguments, site)
                var result: [Value] = []
                for item in items {
                    let mapped = try self.invoke(f, [Argument(label: nil, value: item)], at: site.node)
                    if name == "compactMap" && mapped.isNil { continue }
                    if name == "flatMap", case .array(let inner) = mapped {
                        try self.checkLength(result.count + inner.count, at: site.node)
                        result += inner
                        continue
                    }
                    result.append(mapped)
                }
                return .array(try self.unifyLiterals(result, at: site.node))
            })
        case "filter":
            return .function(.builtin(name) { [unowned self] arguments, site in
                let f = try closure(arguments, site)
                return .array(try items.filter {
                    if case .bool(true) = try self.invoke(f, [Argument(label: nil, value: $0)], at: site.node) { return true }
                    return false
                })
            })
        case "forEach":
            return .function(.builtin(name) { [unowned self] arguments, site in
                let f = try closure(arguments, site)
                for item in items {
                    try self.countIteration(site.node)
                    _ = try self.invoke(f, [Argument(label: nil, value: item)], at: site.node)
                }
                return .void
            })
        case "reduce":
            return .function(.builtin(name) { [unowned self] arguments, site in
                guard arguments.count == 2 else { throw site.refuse("reduce(_:_:) takes an initial value and a closure", .invalid) }
                var result = arguments[0].value
                let f = try closure(arguments, site)
                for item in items {
                    result = try self.invoke(f, [Argument(label: nil, value: result), Argument(label: nil, value: item)], at: site.node)
                }
                return result
            })
        case "contains":
            return .function(.builtin(name) { [unowned self] arguments, site in
                guard let needle = arguments.first?.value else { throw site.refuse("contains takes a value", .invalid) }
                if case .function(let f) = needle {
                    for item in items {
                        if case .bool(true) = try self.invoke(f, [Argument(label: nil, value: item)], at: site.node) { return .bool(true) }
                    }
                    return .bool(false)
                }
                try self.charge(items.count, at: site.node)
                return .bool(items.contains { Value.identical($0, needle) })
            })
        case "min", "max":
            return .function(.builtin(name) { [unowned self] _, site in
                try self.charge(items.count, at: site.node)
                return items.count < 2 ? (items.first ?? .nilValue) : try self.minMax(name, items, at: site)
            })
        case "joined":
            return .function(.builtin(name) { [unowned self] arguments, site in
                let separator: String
                if case .string(let s)? = arguments.first?.value { separator = s } else { separator = "" }
                // Joined piece by piece: the length is checked before it is allocated.
                try self.charge(items.count, at: site.node)
                var result = ""
                for (index, item) in items.enumerated() {
                    let text = (index == 0 ? "" : separator) + self.describe(item)
                    try self.checkLength(result.utf8.count + text.utf8.count, at: site.node)
                    result += text
                }
                return .string(result)
            })
        default: return nil
        }
    }

    func mutateArray(_ items: inout [Value], _ name: String, _ arguments: [Argument], at node: some SyntaxProtocol) throws -> Value {
        switch name {
        case "append":
            guard let value = arguments.first?.value else { throw refusal("append(_:) takes a value", at: node) }
            if arguments.first?.label == "contentsOf", case .array(let more) = value {
                try checkLength(items.count + more.count, at: node)
                try charge(more.count, at: node)
                items += try more.map { try unifyElement($0, with: items, at: node) }
            }
            else { items.append(try unifyElement(value, with: items, at: node)) }
            if items.count > limits.loopIterations { throw refusal(limit: .loopIterations, at: node) }
            return .void
        case "insert":
            guard arguments.count == 2, case .int(let at) = arguments[1].value.defaulted, at >= 0, at <= items.count else {
                throw refusal("insert(_:at:) needs a value and an index in the array", at: node)
            }
            try charge(items.count - at, at: node)
            items.insert(try unifyElement(arguments[0].value, with: items, at: node), at: at)
            return .void
        case "remove":
            guard case .int(let at)? = arguments.first?.value.defaulted, items.indices.contains(at) else {
                throw trap("Fatal error: Index out of range", at: node)
            }
            try charge(items.count - at, at: node)
            return items.remove(at: at)
        case "removeAll": items.removeAll(); return .void
        case "removeLast":
            guard !items.isEmpty else { throw trap("Fatal error: Can't remove last element from an empty collection", at: node) }
            return items.removeLast()
        case "removeFirst":
            guard !items.isEmpty else { throw trap("Fatal error: Can't remove first element from an empty collection", at: node) }
            try charge(items.count, at: node)
            return items.removeFirst()
        case "reverse": try charge(items.count, at: node); items.reverse(); return .void
        case "swapAt":
            guard arguments.count == 2, case .int(let i) = arguments[0].value.defaulted, case .int(let j) = arguments[1].value.defaulted,
                  items.indices.contains(i), items.indices.contains(j) else { throw trap("Fatal error: Index out of range", at: node) }
            items.swapAt(i, j); return .void
        default:
            throw refusal("Array.\(name) is not evaluated", at: node, kind: .notEvaluated(supported: []))
        }
    }
}

extension Value {
    var isLiteralValue: Bool {
        switch self { case .intLiteral, .floatLiteral: return true; default: return false }
    }
}

extension Interpreter {
    /// `Int(x)` of a floating-point value, as Swift converts it (toward zero), refused where
    /// Swift traps: NaN, infinity, or a value outside Int's range. `Int(exactly:)` decides the
    /// range, so no bound written by hand can let 9.25e18 through to a trap in BadgeReel itself.
    func truncatedInt(_ d: Double, from value: Value, at node: some SyntaxProtocol) throws -> Int {
        if let int = Int(exactly: d.rounded(.towardZero)) { return int }
        let why = d.isNaN ? "it is NaN" : d.isInfinite ? "it is infinite" : "the result would be \(d < 0 ? "less than Int.min" : "greater than Int.max")"
        throw trap("Fatal error: \(value.typeName) value cannot be converted to Int because \(why)", at: node)
    }
}
