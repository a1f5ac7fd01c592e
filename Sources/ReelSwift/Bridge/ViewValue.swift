import ReelModels
import ReelTimeline
import ReelWorld

/// A UIView (UILabel, UIImageView) of the world: a reference, its properties as UIKit types
/// them (`alpha` a CGFloat, `frame` a CGRect), its methods.
struct ViewValue: NativeValue {
    let view: UIView
    unowned let bridge: WorldBridge

    var isReference: Bool { true }
    var typeName: String { view is UILabel ? "UILabel" : view is UIImageView ? "UIImageView" : "UIView" }
    var typeChain: [String] { [typeName, "UIView", "UIResponder", "NSObject"].reduce(into: []) { if !$0.contains($1) { $0.append($1) } } }
    var interpolation: String { "<\(typeName)>" }

    static let members = ["frame", "bounds", "center", "transform", "alpha", "isHidden", "backgroundColor", "layer",
                          "tintColor", "superview", "subviews", "tag", "isUserInteractionEnabled", "clipsToBounds",
                          "addSubview(_:)", "insertSubview(_:at:)", "removeFromSuperview()", "bringSubviewToFront(_:)",
                          "sendSubviewToBack(_:)", "layoutIfNeeded()", "setNeedsLayout()", "text", "font", "textColor",
                          "textAlignment", "numberOfLines", "adjustsFontSizeToFitWidth", "sizeToFit()"]

    func member(_ name: String, in context: CallContext) throws -> Value? {
        let label = view as? UILabel
        switch name {
        case "frame": return .native(RectValue(rect: view.frame))
        case "bounds": return .native(RectValue(rect: view.bounds))
        case "center": return .native(PointValue(point: view.center))
        case "transform": return .native(AffineValue(transform: view.transform))
        case "alpha": return .cgFloat(view.alpha)
        case "isHidden": return .bool(view.isHidden)
        case "backgroundColor": return view.backgroundColor.map { .native(ColorValue(color: $0)) } ?? .nilValue
        case "tintColor": return view.tintColor.map { .native(ColorValue(color: $0)) } ?? .nilValue
        case "layer": return .native(LayerValue(layer: view.layer, bridge: bridge))
        case "superview": return view.superview.map { .native(ViewValue(view: $0, bridge: bridge)) } ?? .nilValue
        case "subviews": return .array(view.subviews.map { .native(ViewValue(view: $0, bridge: bridge)) })
        case "tag": return .int(view.tag)
        case "isUserInteractionEnabled": return .bool(view.isUserInteractionEnabled)
        case "clipsToBounds": return .bool(view.clipsToBounds)
        case "translatesAutoresizingMaskIntoConstraints": return .bool(view.translatesAutoresizingMaskIntoConstraints)
        case "addSubview", "bringSubviewToFront", "sendSubviewToBack", "insertSubview":
            return .function(.builtin(name, hints: ["at": "Int"]) { arguments, context in
                guard let other = arguments.first.flatMap({ bridge.view(of: $0.value) }) else {
                    throw context.refuse("\(name) takes a view")
                }
                switch name {
                case "addSubview":
                    view.addSubview(other)
                    try bridge.world(context) { try bridge.inferBinding(of: other, addedTo: view) }
                case "bringSubviewToFront": view.bringSubviewToFront(other)
                case "sendSubviewToBack": view.sendSubviewToBack(other)
                default:
                    guard case .int(let index)? = arguments.first(where: { $0.label == "at" })?.value.defaulted else {
                        throw context.refuse("insertSubview(_:at:) takes an index")
                    }
                    view.insertSubview(other, at: index)
                    try bridge.world(context) { try bridge.inferBinding(of: other, addedTo: view) }
                }
                return .void
            })
        case "removeFromSuperview": return .function(.builtin(name) { _, _ in view.removeFromSuperview(); return .void })
        case "layoutIfNeeded", "setNeedsLayout", "sizeToFit", "setNeedsDisplay":
            return .function(.builtin(name) { _, _ in .void })
        case "isDescendant":
            return .function(.builtin(name) { arguments, _ in
                .bool(arguments.first.flatMap { bridge.view(of: $0.value) }.map { view.isDescendant(of: $0) } ?? false)
            })
        case "text" where label != nil: return label!.text.map { .string($0) } ?? .nilValue
        case "font" where label != nil: return .native(FontValue(font: label!.font))
        case "textColor" where label != nil: return .native(ColorValue(color: label!.textColor))
        case "textAlignment" where label != nil: return .native(TokenValue(typeName: "NSTextAlignment", token: .alignment(label!.textAlignment)))
        case "numberOfLines" where label != nil: return .int(label!.numberOfLines)
        case "adjustsFontSizeToFitWidth" where label != nil: return .bool(label!.adjustsFontSizeToFitWidth)
        default: return nil
        }
    }

    mutating func setMember(_ name: String, to value: Value, in context: CallContext) throws -> Bool {
        let label = view as? UILabel
        func wrong(_ type: String) -> SwiftRefusal {
            context.refuse("cannot assign value of type '\(value.typeName)' to type '\(type)' (\(typeName).\(name))")
        }
        switch name {
        case "frame": guard let r = value.rect else { throw wrong("CGRect") }; view.frame = r
        case "bounds": guard let r = value.rect else { throw wrong("CGRect") }; view.bounds = r
        case "center": guard let p = value.point else { throw wrong("CGPoint") }; view.center = p
        case "transform":
            guard let t = value.nativeOperand as? AffineValue else { throw wrong("CGAffineTransform") }
            view.transform = t.transform
        case "alpha": view.alpha = try BridgeNumber.cgFloat.read(value, for: "\(typeName).alpha", in: context)
        case "isHidden": guard case .bool(let b) = value else { throw wrong("Bool") }; view.isHidden = b
        case "backgroundColor": view.backgroundColor = try bridge.color(value, optional: true, for: name, in: context)
        case "tintColor": view.tintColor = try bridge.color(value, optional: true, for: name, in: context)
        case "tag": guard case .int(let i) = value.defaulted else { throw wrong("Int") }; view.tag = i
        case "isUserInteractionEnabled": guard case .bool(let b) = value else { throw wrong("Bool") }; view.isUserInteractionEnabled = b
        case "clipsToBounds": guard case .bool(let b) = value else { throw wrong("Bool") }; view.clipsToBounds = b
        case "translatesAutoresizingMaskIntoConstraints":
            guard case .bool(let b) = value else { throw wrong("Bool") }; view.translatesAutoresizingMaskIntoConstraints = b
        case "text" where label != nil:
            switch value {
            case .string(let s): label!.text = s
            case .nilValue: label!.text = nil
            default: throw wrong("String?")
            }
        case "font" where label != nil:
            guard let f = value.nativeOperand as? FontValue else { if value.isNil { return true }; throw wrong("UIFont") }
            label!.font = f.font
        case "textColor" where label != nil: label!.textColor = try bridge.color(value, optional: false, for: name, in: context) ?? .black
        case "textAlignment" where label != nil:
            guard case .alignment(let a)? = (value.nativeOperand as? TokenValue)?.token else { throw wrong("NSTextAlignment") }
            label!.textAlignment = a
        case "numberOfLines" where label != nil: guard case .int(let i) = value.defaulted else { throw wrong("Int") }; label!.numberOfLines = i
        case "adjustsFontSizeToFitWidth" where label != nil: guard case .bool(let b) = value else { throw wrong("Bool") }; label!.adjustsFontSizeToFitWidth = b
        default: return false
        }
        return true
    }

    func memberTypeName(_ name: String) -> String? {
        switch name {
        case "frame", "bounds": return "CGRect"
        case "center": return "CGPoint"
        case "transform": return "CGAffineTransform"
        case "alpha": return "CGFloat"
        case "backgroundColor", "tintColor", "textColor": return "UIColor"
        case "textAlignment": return "NSTextAlignment"
        case "font": return "UIFont"
        default: return nil
        }
    }

    func isEqual(to other: any NativeValue) -> Bool { (other as? ViewValue)?.view === view }
}

/// A CALayer: `opacity` and `repeatCount`-like fields are `Float`s as Core Animation types them.
struct LayerValue: NativeValue {
    let layer: CALayer
    unowned let bridge: WorldBridge

    var isReference: Bool { true }
    var typeName: String { "CALayer" }
    var interpolation: String { "<CALayer>" }

    static let members = ["position", "bounds", "frame", "anchorPoint", "transform", "opacity", "isHidden", "backgroundColor",
                          "cornerRadius", "borderWidth", "borderColor", "masksToBounds", "zPosition", "add(_:forKey:)",
                          "removeAnimation(forKey:)", "removeAllAnimations()", "animationKeys()", "animation(forKey:)"]

    func member(_ name: String, in context: CallContext) throws -> Value? {
        switch name {
        case "position": return .native(PointValue(point: layer.position))
        case "bounds": return .native(RectValue(rect: layer.bounds))
        case "frame": return .native(RectValue(rect: layer.frame))
        case "anchorPoint": return .native(PointValue(point: layer.anchorPoint))
        case "transform": return .native(Transform3DValue(transform: layer.transform))
        case "opacity": return .float(Float(layer.opacity))
        case "isHidden": return .bool(layer.isHidden)
        case "backgroundColor": return layer.backgroundColor.map { .native(ColorValue(color: $0)) } ?? .nilValue
        case "borderColor": return layer.borderColor.map { .native(ColorValue(color: $0)) } ?? .nilValue
        case "cornerRadius": return .cgFloat(layer.cornerRadius)
        case "borderWidth": return .cgFloat(layer.borderWidth)
        case "masksToBounds": return .bool(layer.masksToBounds)
        case "zPosition": return .cgFloat(layer.zPosition)
        case "add":
            return .function(.builtin(name) { arguments, context in
                guard let animation = arguments.first?.value.nativeOperand as? AnimationValue else {
                    throw context.refuse("CALayer.add(_:forKey:) takes a CAAnimation")
                }
                let key: String?
                switch arguments.first(where: { $0.label == "forKey" })?.value {
                case .string(let s)?: key = s
                case .nilValue?, nil: key = nil
                default: throw context.refuse("CALayer.add(_:forKey:) takes a String? key")
                }
                try context.countAnimation()
                try bridge.world(context) { try layer.add(animation.animation, forKey: key) }
                return .void
            })
        case "removeAnimation":
            return .function(.builtin(name) { arguments, context in
                guard case .string(let key)? = arguments.first?.value else { throw context.refuse("removeAnimation(forKey:) takes a String") }
                try bridge.world(context) { try layer.removeAnimation(forKey: key) }
                return .void
            })
        case "removeAllAnimations":
            return .function(.builtin(name) { _, context in
                try bridge.world(context) { try layer.removeAllAnimations() }
                return .void
            })
        case "animationKeys":
            return .function(.builtin(name) { _, _ in layer.animationKeys().map { .array($0.map { .string($0) }) } ?? .nilValue })
        case "animation":
            return .function(.builtin(name) { arguments, _ in
                guard case .string(let key)? = arguments.first?.value, let a = layer.animation(forKey: key) else { return .nilValue }
                return .native(AnimationValue(animation: a))
            })
        case "setNeedsDisplay", "layoutIfNeeded": return .function(.builtin(name) { _, _ in .void })
        default: return nil
        }
    }

    mutating func setMember(_ name: String, to value: Value, in context: CallContext) throws -> Bool {
        func wrong(_ type: String) -> SwiftRefusal {
            context.refuse("cannot assign value of type '\(value.typeName)' to type '\(type)' (CALayer.\(name))")
        }
        switch name {
        case "position": guard let p = value.point else { throw wrong("CGPoint") }; layer.position = p
        case "bounds": guard let r = value.rect else { throw wrong("CGRect") }; layer.bounds = r
        case "frame": guard let r = value.rect else { throw wrong("CGRect") }; layer.frame = r
        case "anchorPoint": guard let p = value.point else { throw wrong("CGPoint") }; layer.anchorPoint = p
        case "transform":
            guard let t = value.nativeOperand as? Transform3DValue else { throw wrong("CATransform3D") }
            layer.transform = t.transform
        case "opacity": layer.opacity = try BridgeNumber.float.read(value, for: "CALayer.opacity", in: context)
        case "isHidden": guard case .bool(let b) = value else { throw wrong("Bool") }; layer.isHidden = b
        case "backgroundColor": layer.backgroundColor = try bridge.color(value, optional: true, for: name, in: context)
        case "borderColor": layer.borderColor = try bridge.color(value, optional: true, for: name, in: context)
        case "cornerRadius": layer.cornerRadius = try BridgeNumber.cgFloat.read(value, for: "CALayer.cornerRadius", in: context)
        case "borderWidth": layer.borderWidth = try BridgeNumber.cgFloat.read(value, for: "CALayer.borderWidth", in: context)
        case "masksToBounds": guard case .bool(let b) = value else { throw wrong("Bool") }; layer.masksToBounds = b
        case "zPosition": layer.zPosition = try BridgeNumber.cgFloat.read(value, for: "CALayer.zPosition", in: context)
        default: return false
        }
        return true
    }

    func memberTypeName(_ name: String) -> String? {
        switch name {
        case "position", "anchorPoint": return "CGPoint"
        case "bounds", "frame": return "CGRect"
        case "transform": return "CATransform3D"
        case "opacity": return "Float"
        case "cornerRadius", "borderWidth", "zPosition": return "CGFloat"
        case "backgroundColor", "borderColor": return "UIColor"
        default: return nil
        }
    }

    func isEqual(to other: any NativeValue) -> Bool { (other as? LayerValue)?.layer === layer }
}
