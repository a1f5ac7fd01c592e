@testable import ReelSwift

/// A small stand-in for UIKit, enough to evaluate the seeds' code through the language core
/// and record what it asks of UIKit (the real world is ReelSwift's World; this one checks
/// the interpreter alone: values reach the calls exactly as Swift computes them).
final class RecordingWorld: NativeWorld {
    var events: [String] = []
    /// Completion blocks, run after the code returns, in the order their animations end.
    var pending: [(end: Double, order: Int, block: () throws -> Void)] = []
    var now = 0.0
    var order = 0

    struct Rect: RecordingValue {
        var x = 0.0, y = 0.0, width = 0.0, height = 0.0
        var typeName: String { "CGRect" }
        func member(_ name: String, in context: CallSite) throws -> Value? {
            switch name {
            case "origin": return .native(Point(x: x, y: y))
            case "size": return .native(Size(width: width, height: height))
            case "width": return .cgFloat(width)
            case "height": return .cgFloat(height)
            default: return nil
            }
        }
        mutating func setMember(_ name: String, to value: Value, in context: CallSite) throws -> Bool {
            switch (name, value) {
            case ("origin", .native(let p as Point)): x = p.x; y = p.y
            case ("size", .native(let s as Size)): width = s.width; height = s.height
            default: return false
            }
            return true
        }
        func isEqual(to other: any NativeValue) -> Bool {
            guard let o = other as? Rect else { return false }
            return (x, y, width, height) == (o.x, o.y, o.width, o.height)
        }
        var interpolation: String { "(\(x), \(y), \(width), \(height))" }
    }

    struct Point: RecordingValue {
        var x = 0.0, y = 0.0
        var typeName: String { "CGPoint" }
        func member(_ name: String, in context: CallSite) throws -> Value? {
            switch name {
            case "x": return .cgFloat(x)
            case "y": return .cgFloat(y)
            case "equalTo":
                return .function(.builtin(name) { arguments, _ in
                    .bool((arguments.first?.value.nativeOperand as? Point).map { $0.x == x && $0.y == y } ?? false)
                })
            default: return nil
            }
        }
        mutating func setMember(_ name: String, to value: Value, in context: CallSite) throws -> Bool {
            guard let d = value.doubleValue else { return false }
            switch name { case "x": x = d; case "y": y = d; default: return false }
            return true
        }
        func isEqual(to other: any NativeValue) -> Bool { (other as? Point).map { $0.x == x && $0.y == y } ?? false }
        var interpolation: String { "(\(x), \(y))" }
    }

    struct Size: RecordingValue {
        var width = 0.0, height = 0.0
        var typeName: String { "CGSize" }
        func member(_ name: String, in context: CallSite) throws -> Value? {
            switch name {
            case "width": return .cgFloat(width)
            case "height": return .cgFloat(height)
            default: return nil
            }
        }
        mutating func setMember(_ name: String, to value: Value, in context: CallSite) throws -> Bool {
            guard let d = value.doubleValue else { return false }
            switch name { case "width": width = d; case "height": height = d; default: return false }
            return true
        }
        func isEqual(to other: any NativeValue) -> Bool { (other as? Size).map { $0.width == width && $0.height == height } ?? false }
    }

    /// Views, layers and animations: named properties, recorded when set.
    final class Object: RecordingValue {
        let typeName: String
        let id: String
        var properties: [String: Value] = [:]
        unowned let world: RecordingWorld
        init(_ typeName: String, id: String, world: RecordingWorld) {
            self.typeName = typeName; self.id = id; self.world = world
        }
        var typeChain: [String] { typeName == "UIImageView" || typeName == "UILabel" ? [typeName, "UIView"] : [typeName] }
        func member(_ name: String, in context: CallSite) throws -> Value? {
            if let value = properties[name] { return value }
            switch name {
            case "layer":
                let layer = Object("CALayer", id: id + ".layer", world: world)
                properties["layer"] = .native(layer)
                return .native(layer)
            case "center":
                guard case .native(let f as Rect)? = properties["frame"] else { return .native(Point()) }
                return .native(Point(x: f.x + f.width / 2, y: f.y + f.height / 2))
            case "addSubview", "bringSubviewToFront":
                return .function(.builtin(name) { [unowned self] arguments, context in
                    self.world.events.append("\(self.id).\(name)(\(arguments.map { context.interpreter.text(of: $0.value) }.joined()))")
                    return .void
                })
            case "add":
                return .function(.builtin(name) { [unowned self] arguments, context in
                    self.world.events.append("\(self.id).add(\(arguments.map { context.interpreter.text(of: $0.value) }.joined(separator: ", ")))")
                    return .void
                })
            case "frame": return .native(Rect())
            default: return nil
            }
        }
        func setMember(_ name: String, to value: Value, in context: CallSite) throws -> Bool {
            if name == "center", case .native(let c as Point) = value, case .native(var f as Rect)? = properties["frame"] {
                f.x = c.x - f.width / 2; f.y = c.y - f.height / 2
                properties["frame"] = .native(f)
            } else {
                properties[name] = value
            }
            world.events.append("\(id).\(name) = \(context.interpreter.text(of: value))")
            return true
        }
        func isEqual(to other: any NativeValue) -> Bool { (other as? Object) === self }
        func memberTypeName(_ name: String) -> String? { name == "textAlignment" ? "NSTextAlignment" : nil }
        var interpolation: String { id }
    }

    var counts: [String: Int] = [:]

    func make(_ type: String) -> Object {
        counts[type, default: 0] += 1
        return Object(type, id: "\(type)#\(counts[type]!)", world: self)
    }

    static let types: Set<String> = ["UIView", "UIImageView", "UILabel", "NSObject", "CGRect", "CGPoint", "CGSize",
                                     "UIColor", "UIFont", "CABasicAnimation", "CAAnimationGroup", "NSNumber", "UIImage"]

    func global(_ name: String) -> Value? {
        Self.types.contains(name) ? .type(.native(name)) : nil
    }

    func staticMember(_ name: String, ofType type: String, at context: CallSite) throws -> Value? {
        switch (type, name) {
        case ("CGPoint", "zero"): return .native(Point())
        case ("CGRect", "zero"): return .native(Rect())
        case ("UIColor", _): return .string("UIColor.\(name)")
        case ("NSTextAlignment", _): return .string(".\(name)")
        case ("UIFont", "systemFont"):
            return .function(.builtin(name) { arguments, _ in .string("systemFont(\(arguments[0].value.doubleValue!))") })
        case ("UIView", "animate"):
            return .function(.builtin(name) { [unowned self] arguments, context in
                let duration = arguments.first { $0.label == "withDuration" }!.value.doubleValue!
                self.events.append("t=\(self.now) animate(\(duration)) {")
                guard case .function(let animations)? = arguments.first(where: { $0.label == "animations" })?.value else { return .void }
                _ = try context.invoke(animations, [])
                self.events.append("}")
                let completion = arguments.first { $0.isTrailingClosure || $0.label == "completion" }
                if case .function(let block)? = completion?.value {
                    self.order += 1
                    self.pending.append((self.now + duration, self.order, { _ = try context.invoke(block, [Argument(label: nil, value: .bool(true))]) }))
                }
                return .void
            })
        default: return nil
        }
    }

    func construct(_ type: String, arguments: [Argument], at context: CallSite) throws -> Value? {
        switch type {
        case "CGRect":
            let v = arguments.map { $0.value.doubleValue ?? .nan }
            return .native(Rect(x: v[0], y: v[1], width: v[2], height: v[3]))
        case "CGPoint":
            return .native(Point(x: arguments[0].value.doubleValue!, y: arguments[1].value.doubleValue!))
        case "NSNumber":
            return arguments[0].value
        case "UILabel", "UIView", "UIImageView", "CABasicAnimation", "CAAnimationGroup":
            let object = make(type)
            for argument in arguments {
                if let label = argument.label { object.properties[label] = argument.value }
            }
            return .native(object)
        default: return nil
        }
    }

    func makeBase(_ type: String, at context: CallSite) throws -> (any NativeValue)? {
        type == "NSObject" ? nil : make(type)
    }

    func coerce(_ value: Value, to type: String, at context: CallSite) throws -> Value? { nil }

    func member(_ name: String, of value: any NativeValue, at site: CallSite) throws -> Value? {
        try (value as? any RecordingValue)?.member(name, in: site)
    }

    func setMember(_ name: String, of value: inout any NativeValue, to newValue: Value, at site: CallSite) throws -> Bool {
        guard var recording = value as? any RecordingValue else { return false }
        defer { value = recording }
        return try recording.setMember(name, to: newValue, in: site)
    }

    func memberTypeName(_ name: String, of value: any NativeValue) -> String? {
        (value as? any RecordingValue)?.memberTypeName(name)
    }

    func supportedMembers(ofType type: String) -> [String] { [] }

    /// Runs the completions on the virtual clock, each when its animation ends.
    func runPending() throws {
        while !pending.isEmpty {
            pending.sort { ($0.end, $0.order) < ($1.end, $1.order) }
            let next = pending.removeFirst()
            now = next.end
            try next.block()
        }
    }
}

/// A value of the stand-in world: its members are its own to give.
protocol RecordingValue: NativeValue {
    func member(_ name: String, in context: CallSite) throws -> Value?
    mutating func setMember(_ name: String, to value: Value, in context: CallSite) throws -> Bool
    func memberTypeName(_ name: String) -> String?
}

extension RecordingValue {
    func memberTypeName(_ name: String) -> String? { nil }
}
