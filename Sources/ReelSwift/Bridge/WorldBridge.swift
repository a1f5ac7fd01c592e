import ReelModels
import ReelTimeline
import ReelWorld

/// The bridge from the names the code uses (`UIView.animate(withDuration:…)`,
/// `CABasicAnimation(keyPath:)`, `layer.add(_:forKey:)`, `CGRect(x:y:width:height:)`) to
/// ReelWorld's Swift API. Anything it does not know is refused with what it supports.
public final class WorldBridge: NativeWorld, NativeOperators {
    public let world: UIKitWorld
    /// `--view NAME=part`: the view stored under NAME becomes that part.
    let viewBindings: [String: ViewPart]
    /// Parts bound by inference (a view added to the host), with the name of what was added.
    var inferred: [ViewPart: UIView] = [:]

    public init(world: UIKitWorld, viewBindings: [String: ViewPart] = [:]) {
        self.world = world
        self.viewBindings = viewBindings
    }

    /// The three predefined names of `--run` (and of the file's top level).
    public func predefined() -> [(String, Value)] {
        [("host", .native(ViewValue(view: world.host, bridge: self))),
         ("badge", .native(ViewValue(view: world.badge, bridge: self))),
         ("label", .native(ViewValue(view: world.label, bridge: self)))]
    }

    // MARK: - Names

    static let types: Set<String> = [
        "NSObject", "UIResponder", "UIView", "UILabel", "UIImageView", "CALayer", "CGRect", "CGPoint", "CGSize", "CGVector",
        "CGAffineTransform", "CATransform3D", "UIColor", "UIFont", "CABasicAnimation", "CAKeyframeAnimation",
        "CASpringAnimation", "CAAnimationGroup", "CAPropertyAnimation", "CAAnimation", "CAMediaTimingFunction",
        "CAMediaTimingFunctionName", "CAMediaTimingFillMode", "CATransaction", "UIViewPropertyAnimator", "NSNumber",
        "NSValue", "DispatchQueue", "DispatchTime", "NSTextAlignment", "UIViewAnimatingPosition", "UIViewAnimationCurve",
        "UICubicTimingParameters", "UISpringTimingParameters", "CAAnimationCalculationMode",
    ]

    public func global(_ name: String) -> Value? {
        if Self.types.contains(name) { return .type(.native(name)) }
        switch name {
        case "CACurrentMediaTime":
            return .function(.builtin(name) { [unowned self] _, _ in .double(self.world.currentMediaTime()) })
        case "CATransform3DIdentity": return .native(Transform3DValue(transform: .identity))
        default: break
        }
        if name.hasPrefix("kCAMediaTimingFunction") {
            let rest = String(name.dropFirst("kCAMediaTimingFunction".count))
            guard CAMediaTimingFunctionName.curve(named: "kCAMediaTimingFunction" + rest) != nil else { return nil }
            return .native(TokenValue(typeName: "CAMediaTimingFunctionName", token: .timingName(name)))
        }
        if name.hasPrefix("kCAFillMode"), let mode = CAMediaTimingFillModeName.fillMode(named: name) {
            return .native(TokenValue(typeName: "CAMediaTimingFillMode", token: .fillMode(mode)))
        }
        if name.hasPrefix("kCAAnimation"), let mode = Self.calculationMode(String(name.dropFirst("kCAAnimation".count))) {
            return .native(TokenValue(typeName: "CAAnimationCalculationMode", token: .calculationMode(mode)))
        }
        if name.hasPrefix("CATransform3D") { return transform3DFunction(name) }
        return nil
    }

    static func calculationMode(_ name: String) -> CalculationMode? {
        switch name.prefix(1).lowercased() + name.dropFirst() {
        case "linear": return .linear
        case "discrete": return .discrete
        case "paced": return .paced
        case "cubic": return .cubic
        case "cubicPaced": return .cubicPaced
        default: return nil
        }
    }

    private func transform3DFunction(_ name: String) -> Value? {
        func make(_ count: Int, _ body: @escaping ([Double]) -> CATransform3D) -> Value {
            .function(.builtin(name, hints: ["_": "CGFloat"]) { arguments, context in
                .native(Transform3DValue(transform: body(try BridgeArguments(arguments, call: name, context: context).positional(.cgFloat, count: count))))
            })
        }
        func apply(_ count: Int, _ body: @escaping (CATransform3D, [Double]) -> CATransform3D) -> Value {
            .function(.builtin(name, hints: ["_": "CGFloat"]) { arguments, context in
                guard let t = arguments.first?.value.nativeOperand as? Transform3DValue else {
                    throw context.refuse("\(name) takes a CATransform3D first")
                }
                let rest = BridgeArguments(Array(arguments.dropFirst()), call: name, context: context)
                return .native(Transform3DValue(transform: body(t.transform, try rest.positional(.cgFloat, count: count))))
            })
        }
        switch name {
        case "CATransform3DMakeTranslation": return make(3) { CATransform3DMakeTranslation($0[0], $0[1], $0[2]) }
        case "CATransform3DMakeScale": return make(3) { CATransform3DMakeScale($0[0], $0[1], $0[2]) }
        case "CATransform3DMakeRotation": return make(4) { CATransform3DMakeRotation($0[0], $0[1], $0[2], $0[3]) }
        case "CATransform3DTranslate": return apply(3) { CATransform3DTranslate($0, $1[0], $1[1], $1[2]) }
        case "CATransform3DScale": return apply(3) { CATransform3DScale($0, $1[0], $1[1], $1[2]) }
        case "CATransform3DRotate": return apply(4) { CATransform3DRotate($0, $1[0], $1[1], $1[2], $1[3]) }
        case "CATransform3DConcat", "CATransform3DInvert", "CATransform3DMakeAffineTransform", "CATransform3DIsIdentity":
            return .function(.builtin(name) { arguments, context in
                let items = arguments.map(\.value.nativeOperand)
                switch name {
                case "CATransform3DConcat":
                    guard items.count == 2, let a = items[0] as? Transform3DValue, let b = items[1] as? Transform3DValue else {
                        throw context.refuse("CATransform3DConcat takes two CATransform3D")
                    }
                    return .native(Transform3DValue(transform: CATransform3DConcat(a.transform, b.transform)))
                case "CATransform3DInvert":
                    guard let a = items.first as? Transform3DValue else { throw context.refuse("CATransform3DInvert takes a CATransform3D") }
                    return .native(Transform3DValue(transform: CATransform3DInvert(a.transform)))
                case "CATransform3DIsIdentity":
                    guard let a = items.first as? Transform3DValue else { throw context.refuse("CATransform3DIsIdentity takes a CATransform3D") }
                    return .bool(a.transform.isIdentity)
                default:
                    guard let a = items.first as? AffineValue else { throw context.refuse("CATransform3DMakeAffineTransform takes a CGAffineTransform") }
                    return .native(Transform3DValue(transform: CATransform3D(a.transform)))
                }
            })
        default: return nil
        }
    }

    // MARK: - Static members

    public func staticMember(_ name: String, ofType type: String, in context: CallContext) throws -> Value? {
        switch (type, name) {
        case ("CGRect", "zero"): return .native(RectValue(rect: .zero))
        case ("CGPoint", "zero"): return .native(PointValue(point: .zero))
        case ("CGSize", "zero"): return .native(SizeValue(size: .zero))
        case ("CGVector", "zero"): return .native(TokenValue(typeName: "CGVector", token: .vector(.zero)))
        case ("CGAffineTransform", "identity"): return .native(AffineValue(transform: .identity))
        case ("CATransform3D", "identity"): return .native(Transform3DValue(transform: .identity))
        case ("UIColor", _):
            if let color = UIColor.named(name) { return .native(ColorValue(color: color)) }
            return nil
        case ("UIFont", "systemFont"), ("UIFont", "boldSystemFont"):
            return .function(.builtin(name, hints: ["ofSize": "CGFloat", "weight": "UIFont.Weight"]) { arguments, context in
                let a = BridgeArguments(arguments, call: "UIFont.\(name)", context: context)
                let size = try a.number("ofSize", .cgFloat)
                if name == "boldSystemFont" { return .native(FontValue(font: .boldSystemFont(ofSize: size))) }
                var weight = UIFont.Weight.regular
                if let w = a.value("weight") {
                    guard case .fontWeight(let given)? = (w.nativeOperand as? TokenValue)?.token else { throw context.refuse("UIFont weight: expected a UIFont.Weight") }
                    weight = given
                }
                return .native(FontValue(font: .systemFont(ofSize: size, weight: weight)))
            })
        case ("UIFont.Weight", _):
            let weights: [String: UIFont.Weight] = ["ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular,
                                                   "medium": .medium, "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black]
            return weights[name].map { .native(TokenValue(typeName: "UIFont.Weight", token: .fontWeight($0))) }
        case ("UIFont", "Weight"): return .type(.native("UIFont.Weight"))
        case ("NSTextAlignment", _):
            let all: [String: NSTextAlignment] = ["left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural]
            return all[name].map { .native(TokenValue(typeName: "NSTextAlignment", token: .alignment($0))) }
        case ("UIView", "AnimationOptions"): return .type(.native("UIView.AnimationOptions"))
        case ("UIView", "KeyframeAnimationOptions"): return .type(.native("UIView.KeyframeAnimationOptions"))
        case ("UIView", "AnimationCurve"): return .type(.native("UIViewAnimationCurve"))
        case ("UIView.AnimationOptions", _), ("UIViewAnimationOptions", _):
            return Self.viewOptions[name].map { .native(TokenValue(typeName: "UIView.AnimationOptions", token: .viewOptions($0))) }
        case ("UIView.KeyframeAnimationOptions", _), ("UIViewKeyframeAnimationOptions", _):
            return Self.keyframeOptions[name].map { .native(TokenValue(typeName: "UIView.KeyframeAnimationOptions", token: .keyframeOptions($0))) }
        case ("UIViewAnimationCurve", _), ("UIView.AnimationCurve", _):
            let curves: [String: UIViewAnimationCurve] = ["easeInOut": .easeInOut, "easeIn": .easeIn, "easeOut": .easeOut, "linear": .linear]
            return curves[name].map { .native(TokenValue(typeName: "UIViewAnimationCurve", token: .curve($0))) }
        case ("CAMediaTimingFunctionName", _):
            guard CAMediaTimingFunctionName.curve(named: name) != nil else { return nil }
            return .native(TokenValue(typeName: "CAMediaTimingFunctionName", token: .timingName(name)))
        case ("CAMediaTimingFillMode", _):
            return CAMediaTimingFillModeName.fillMode(named: name).map { .native(TokenValue(typeName: "CAMediaTimingFillMode", token: .fillMode($0))) }
        case ("CAAnimationCalculationMode", _):
            return Self.calculationMode(name).map { .native(TokenValue(typeName: "CAAnimationCalculationMode", token: .calculationMode($0))) }
        case ("DispatchQueue", "main"): return .native(DispatchQueueValue(bridge: self))
        case ("DispatchTime", "now"):
            return .function(.builtin(name) { [unowned self] _, _ in
                .native(TokenValue(typeName: "DispatchTime", token: .dispatchTime(self.world.currentMediaTime())))
            })
        case ("UIView", _): return try viewStatic(name, in: context)
        case ("CATransaction", _): return transactionStatic(name)
        case ("UIViewPropertyAnimator", "runningPropertyAnimator"): return PropertyAnimatorValue.running(bridge: self)
        default: return nil
        }
    }

    static let viewOptions: [String: UIViewAnimationOptions] = [
        "layoutSubviews": .layoutSubviews, "allowUserInteraction": .allowUserInteraction,
        "beginFromCurrentState": .beginFromCurrentState, "repeat": .repeat, "autoreverse": .autoreverse,
        "overrideInheritedDuration": .overrideInheritedDuration, "overrideInheritedCurve": .overrideInheritedCurve,
        "allowAnimatedContent": .allowAnimatedContent, "showHideTransitionViews": .showHideTransitionViews,
        "overrideInheritedOptions": .overrideInheritedOptions, "curveEaseInOut": .curveEaseInOut,
        "curveEaseIn": .curveEaseIn, "curveEaseOut": .curveEaseOut, "curveLinear": .curveLinear,
    ]
    static let keyframeOptions: [String: UIViewKeyframeAnimationOptions] = [
        "layoutSubviews": .layoutSubviews, "allowUserInteraction": .allowUserInteraction,
        "beginFromCurrentState": .beginFromCurrentState, "repeat": .repeat, "autoreverse": .autoreverse,
        "overrideInheritedDuration": .overrideInheritedDuration, "overrideInheritedOptions": .overrideInheritedOptions,
        "calculationModeLinear": .calculationModeLinear, "calculationModeDiscrete": .calculationModeDiscrete,
        "calculationModePaced": .calculationModePaced, "calculationModeCubic": .calculationModeCubic,
        "calculationModeCubicPaced": .calculationModeCubicPaced,
    ]

    private func viewStatic(_ name: String, in context: CallContext) throws -> Value? {
        let hints = ["withDuration": "TimeInterval", "delay": "TimeInterval", "options": "UIView.AnimationOptions",
                     "usingSpringWithDamping": "CGFloat", "initialSpringVelocity": "CGFloat",
                     "withRelativeStartTime": "Double", "relativeDuration": "Double"]
        switch name {
        case "animate":
            return .function(.builtin(name, hints: hints) { [unowned self] arguments, context in
                let a = BridgeArguments(arguments, call: "UIView.animate", context: context)
                try a.check(allowed: ["withDuration", "delay", "usingSpringWithDamping", "initialSpringVelocity", "options", "animations", "completion"],
                            forms: "UIView.animate(withDuration:delay:options:animations:completion:), UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:) and their shorter forms")
                let duration = try a.number("withDuration", .double)
                let delay = try a.optionalNumber("delay", .double) ?? 0
                let options = try self.viewOptions(a.value("options"), in: context)
                let animations = a.closure("animations", trailing: true)
                guard let animations else { throw context.refuse("UIView.animate needs its animations closure") }
                let completion = a.has("animations") ? a.closure("completion", trailing: true) : a.closure("completion", trailing: false)
                try context.countAnimation()
                let body = self.closure(animations, in: context)
                let done = completion.map { self.completion($0, in: context) }
                if a.has("usingSpringWithDamping") {
                    let ratio = try a.number("usingSpringWithDamping", .cgFloat)
                    let velocity = try a.number("initialSpringVelocity", .cgFloat)
                    try self.world(context) {
                        try self.world.animate(withDuration: duration, delay: delay, usingSpringWithDamping: ratio,
                                               initialSpringVelocity: velocity, options: options, animations: body, completion: done)
                    }
                } else {
                    try self.world(context) {
                        try self.world.animate(withDuration: duration, delay: delay, options: options, animations: body, completion: done)
                    }
                }
                return .void
            })
        case "animateKeyframes":
            var keyframeHints = hints
            keyframeHints["options"] = "UIView.KeyframeAnimationOptions"
            return .function(.builtin(name, hints: keyframeHints) { [unowned self] arguments, context in
                let a = BridgeArguments(arguments, call: "UIView.animateKeyframes", context: context)
                try a.check(allowed: ["withDuration", "delay", "options", "animations", "completion"],
                            forms: "UIView.animateKeyframes(withDuration:delay:options:animations:completion:)")
                let duration = try a.number("withDuration", .double)
                let delay = try a.optionalNumber("delay", .double) ?? 0
                var options: UIViewKeyframeAnimationOptions = []
                if let given = a.value("options") {
                    switch given {
                    case .native(let t as TokenValue):
                        guard case .keyframeOptions(let o) = t.token else { throw context.refuse("options: expected UIView.KeyframeAnimationOptions") }
                        options = o
                    case .array(let items) where items.isEmpty: break
                    default: throw context.refuse("options: expected UIView.KeyframeAnimationOptions, not '\(given.typeName)'")
                    }
                }
                guard let animations = a.closure("animations", trailing: true) else { throw context.refuse("UIView.animateKeyframes needs its animations closure") }
                let completion = a.has("animations") ? a.closure("completion", trailing: true) : nil
                try context.countAnimation()
                let body = self.closure(animations, in: context)
                let done = completion.map { self.completion($0, in: context) }
                try self.world(context) {
                    try self.world.animateKeyframes(withDuration: duration, delay: delay, options: options, animations: body, completion: done)
                }
                return .void
            })
        case "addKeyframe":
            return .function(.builtin(name, hints: hints) { [unowned self] arguments, context in
                let a = BridgeArguments(arguments, call: "UIView.addKeyframe", context: context)
                let start = try a.number("withRelativeStartTime", .double)
                let duration = try a.number("relativeDuration", .double)
                guard let animations = a.closure("animations", trailing: true) else { throw context.refuse("UIView.addKeyframe needs its animations closure") }
                let body = self.closure(animations, in: context)
                try self.world(context) { try self.world.addKeyframe(withRelativeStartTime: start, relativeDuration: duration, animations: body) }
                return .void
            })
        case "performWithoutAnimation":
            return .function(.builtin(name) { [unowned self] arguments, context in
                guard case .function(let f)? = arguments.last?.value else { throw context.refuse("performWithoutAnimation takes a closure") }
                let body = self.closure(f, in: context)
                try self.world(context) { try self.world.performWithoutAnimation(body) }
                return .void
            })
        default: return nil
        }
    }

    func viewOptions(_ value: Value?, in context: CallContext) throws -> UIViewAnimationOptions {
        guard let value else { return [] }
        switch value {
        case .native(let t as TokenValue):
            guard case .viewOptions(let o) = t.token else { break }
            return o
        case .array(let items) where items.isEmpty: return []
        default: break
        }
        throw context.refuse("options: expected UIView.AnimationOptions (.curveEaseOut, [.repeat, .autoreverse], …), not '\(value.typeName)'")
    }

    private func transactionStatic(_ name: String) -> Value? {
        switch name {
        case "begin": return .function(.builtin(name) { [unowned self] _, _ in self.world.transactionBegin(); return .void })
        case "flush": return .function(.builtin(name) { [unowned self] _, _ in self.world.transactionFlush(); return .void })
        case "commit":
            return .function(.builtin(name) { [unowned self] _, context in
                try self.world(context) { try self.world.transactionCommit() }
                return .void
            })
        case "setAnimationDuration":
            return .function(.builtin(name, hints: ["_0": "CFTimeInterval"]) { [unowned self] arguments, context in
                self.world.transactionSetAnimationDuration(try BridgeArguments(arguments, call: "CATransaction.setAnimationDuration", context: context).number(nil, .double))
                return .void
            })
        case "animationDuration":
            return .function(.builtin(name) { [unowned self] _, _ in .double(self.world.transactionAnimationDuration()) })
        case "setAnimationTimingFunction":
            return .function(.builtin(name) { [unowned self] arguments, context in
                let value = arguments.first?.value ?? .nilValue
                if value.isNil { self.world.transactionSetAnimationTimingFunction(nil); return .void }
                guard case .timingFunction(let f)? = (value.nativeOperand as? TokenValue)?.token else {
                    throw context.refuse("CATransaction.setAnimationTimingFunction takes a CAMediaTimingFunction")
                }
                self.world.transactionSetAnimationTimingFunction(f)
                return .void
            })
        case "setDisableActions":
            return .function(.builtin(name) { [unowned self] arguments, context in
                guard case .bool(let b)? = arguments.first?.value else { throw context.refuse("CATransaction.setDisableActions takes a Bool") }
                self.world.transactionSetDisableActions(b)
                return .void
            })
        case "setCompletionBlock":
            return .function(.builtin(name) { [unowned self] arguments, context in
                let value = arguments.first?.value ?? .nilValue
                if value.isNil { self.world.transactionSetCompletionBlock(nil); return .void }
                guard case .function(let f) = value else { throw context.refuse("CATransaction.setCompletionBlock takes a closure") }
                self.world.transactionSetCompletionBlock(self.closure(f, in: context))
                return .void
            })
        default: return nil
        }
    }

    // MARK: - Constructors

    public func construct(_ type: String, arguments: [Argument], in context: CallContext) throws -> Value? {
        let a = BridgeArguments(arguments, call: type, context: context)
        switch type {
        case "CGRect":
            if a.labels == ["x", "y", "width", "height"] {
                return .native(RectValue(rect: Rect(x: try a.number("x", .cgFloat), y: try a.number("y", .cgFloat),
                                                    width: try a.number("width", .cgFloat), height: try a.number("height", .cgFloat))))
            }
            if a.labels == ["origin", "size"], let o = a.value("origin")?.point, let s = a.value("size")?.size {
                return .native(RectValue(rect: Rect(origin: o, size: s)))
            }
            if a.labels.isEmpty { return .native(RectValue(rect: .zero)) }
        case "CGPoint":
            if a.labels == ["x", "y"] { return .native(PointValue(point: Point(x: try a.number("x", .cgFloat), y: try a.number("y", .cgFloat)))) }
            if a.labels.isEmpty { return .native(PointValue(point: .zero)) }
        case "CGSize":
            if a.labels == ["width", "height"] { return .native(SizeValue(size: Size(width: try a.number("width", .cgFloat), height: try a.number("height", .cgFloat)))) }
            if a.labels.isEmpty { return .native(SizeValue(size: .zero)) }
        case "CGVector":
            if a.labels == ["dx", "dy"] { return .native(TokenValue(typeName: "CGVector", token: .vector(CGVector(dx: try a.number("dx", .cgFloat), dy: try a.number("dy", .cgFloat))))) }
        case "CGAffineTransform":
            switch a.labels {
            case ["rotationAngle"]: return .native(AffineValue(transform: CGAffineTransform(rotationAngle: try a.number("rotationAngle", .cgFloat))))
            case ["scaleX", "y"]: return .native(AffineValue(transform: CGAffineTransform(scaleX: try a.number("scaleX", .cgFloat), y: try a.number("y", .cgFloat))))
            case ["translationX", "y"]: return .native(AffineValue(transform: CGAffineTransform(translationX: try a.number("translationX", .cgFloat), y: try a.number("y", .cgFloat))))
            case ["a", "b", "c", "d", "tx", "ty"]:
                return .native(AffineValue(transform: CGAffineTransform(a: try a.number("a", .cgFloat), b: try a.number("b", .cgFloat), c: try a.number("c", .cgFloat),
                                                                        d: try a.number("d", .cgFloat), tx: try a.number("tx", .cgFloat), ty: try a.number("ty", .cgFloat))))
            case []: return .native(AffineValue(transform: .identity))
            default: break
            }
        case "CATransform3D":
            if a.labels.isEmpty { return .native(Transform3DValue(transform: .identity)) }
        case "UIView", "UILabel", "UIImageView":
            guard a.labels.isEmpty || a.labels == ["frame"] else { break }
            let frame = try a.value("frame").map { value -> Rect in
                guard let r = value.rect else { throw context.refuse("\(type)(frame:) takes a CGRect") }
                return r
            } ?? .zero
            try context.countView()
            let view: UIView
            switch type {
            case "UILabel": view = try world(context) { try world.makeLabel(frame: frame) }
            case "UIImageView": view = try world(context) { try world.makeImageView(frame: frame) }
            default: view = try world(context) { try world.makeView(frame: frame) }
            }
            return .native(ViewValue(view: view, bridge: self))
        case "UIColor":
            switch a.labels {
            case ["red", "green", "blue", "alpha"]:
                return .native(ColorValue(color: UIColor(red: try a.number("red", .cgFloat), green: try a.number("green", .cgFloat),
                                                         blue: try a.number("blue", .cgFloat), alpha: try a.number("alpha", .cgFloat))))
            case ["white", "alpha"]:
                return .native(ColorValue(color: UIColor(white: try a.number("white", .cgFloat), alpha: try a.number("alpha", .cgFloat))))
            case ["hue", "saturation", "brightness", "alpha"]:
                return .native(ColorValue(color: UIColor(hue: try a.number("hue", .cgFloat), saturation: try a.number("saturation", .cgFloat),
                                                         brightness: try a.number("brightness", .cgFloat), alpha: try a.number("alpha", .cgFloat))))
            default: break
            }
        case "NSNumber":
            if a.labels == ["value"], let v = a.value("value") {
                guard v.doubleValue != nil else { throw context.refuse("NSNumber(value:) takes a number, not '\(v.typeName)'") }
                // NSNumber(value: Float) keeps the Float; read back it is that Float as a Double.
                return v.isLiteralValue ? v.defaulted : v
            }
        case "NSValue":
            if let (label, value) = arguments.first.map({ ($0.label ?? "", $0.value) }), arguments.count == 1 {
                switch label {
                case "cgPoint", "cgSize", "cgRect", "caTransform3D", "cgAffineTransform": return value
                default: break
                }
            }
        case "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation", "CAAnimationGroup", "CAPropertyAnimation":
            let keyPath: String?
            switch (a.labels, a.value("keyPath")) {
            case (["keyPath"], .string(let s)?): keyPath = s
            case ([], _): keyPath = nil
            default: throw context.refuse("\(type)(\(a.labels.map { $0 + ":" }.joined())) is not evaluated (supported: \(type)(keyPath:), \(type)())")
            }
            let animation: CAAnimation?
            switch type {
            case "CABasicAnimation": animation = CABasicAnimation(keyPath: keyPath)
            case "CAKeyframeAnimation": animation = CAKeyframeAnimation(keyPath: keyPath)
            case "CASpringAnimation": animation = CASpringAnimation(keyPath: keyPath)
            case "CAAnimationGroup": animation = CAAnimationGroup()
            default: animation = nil
            }
            guard let animation else { break }
            return .native(AnimationValue(animation: animation))
        case "CAMediaTimingFunction":
            if a.labels == ["name"], let value = a.value("name") {
                guard case .timingName(let name)? = (value.nativeOperand as? TokenValue)?.token,
                      let curve = CAMediaTimingFunctionName.curve(named: name) else {
                    throw context.refuse("CAMediaTimingFunction(name:) takes \(CAMediaTimingFunctionName.accepted)")
                }
                return .native(TokenValue(typeName: "CAMediaTimingFunction", token: .timingFunction(curve)))
            }
            if a.labels == ["controlPoints", "_", "_", "_"] {
                let values = try arguments.map { try BridgeNumber.float.read($0.value, for: "CAMediaTimingFunction(controlPoints:)", in: context) }
                let f = try world(context) { try TimingFunction.controlPoints(values[0], values[1], values[2], values[3]) }
                return .native(TokenValue(typeName: "CAMediaTimingFunction", token: .timingFunction(f)))
            }
        case "UICubicTimingParameters":
            if a.labels == ["animationCurve"], case .curve(let c)? = (a.value("animationCurve")?.nativeOperand as? TokenValue)?.token {
                return .native(TokenValue(typeName: type, token: .cubicTiming(UICubicTimingParameters(animationCurve: c))))
            }
            if a.labels == ["controlPoint1", "controlPoint2"], let p1 = a.value("controlPoint1")?.point, let p2 = a.value("controlPoint2")?.point {
                let t = try world(context) { try UICubicTimingParameters(controlPoint1: p1, controlPoint2: p2) }
                return .native(TokenValue(typeName: type, token: .cubicTiming(t)))
            }
        case "UISpringTimingParameters":
            let velocity: CGVector
            if case .vector(let v)? = (a.value("initialVelocity")?.nativeOperand as? TokenValue)?.token { velocity = v } else { velocity = .zero }
            if a.labels == ["dampingRatio"] || a.labels == ["dampingRatio", "initialVelocity"] {
                return .native(TokenValue(typeName: type, token: .springTiming(UISpringTimingParameters(dampingRatio: try a.number("dampingRatio", .cgFloat), initialVelocity: velocity))))
            }
            if a.labels == ["mass", "stiffness", "damping", "initialVelocity"] {
                return .native(TokenValue(typeName: type, token: .springTiming(UISpringTimingParameters(
                    mass: try a.number("mass", .cgFloat), stiffness: try a.number("stiffness", .cgFloat),
                    damping: try a.number("damping", .cgFloat), initialVelocity: velocity))))
            }
        case "UIViewPropertyAnimator":
            return try PropertyAnimatorValue.make(a, bridge: self)
        default:
            return nil
        }
        throw context.refuse("\(type)(\(a.labels.map { $0 + ":" }.joined())) is not evaluated (supported: \(supportedMembers(ofType: type).joined(separator: ", ")))")
    }

    public func makeBase(_ type: String, in context: CallContext) throws -> (any NativeValue)? {
        switch type {
        case "UIView", "UILabel", "UIImageView":
            guard case .native(let view)? = try construct(type, arguments: [], in: context) else { return nil }
            return view
        case "NSObject", "UIResponder": return nil
        default:
            throw context.refuse("a class inheriting from \(type) is not evaluated (supported: NSObject, UIView, UILabel, UIImageView)")
        }
    }

    public func coerce(_ value: Value, to type: String, in context: CallContext) throws -> Value? {
        switch type {
        case "UIView.AnimationOptions", "UIViewAnimationOptions", "UIView.KeyframeAnimationOptions", "UIViewKeyframeAnimationOptions":
            guard case .array(let items) = value else { return nil }
            let keyframe = type.contains("Keyframe")
            var raw: UInt = 0
            for item in items {
                switch (item.nativeOperand as? TokenValue)?.token {
                case .viewOptions(let o)? where !keyframe: raw |= o.rawValue
                case .keyframeOptions(let o)? where keyframe: raw |= o.rawValue
                default: throw context.refuse("[\(item.typeName)] is not a \(type)")
                }
            }
            return .native(TokenValue(typeName: type, token: keyframe ? .keyframeOptions(UIViewKeyframeAnimationOptions(rawValue: raw))
                                                                       : .viewOptions(UIViewAnimationOptions(rawValue: raw))))
        default:
            return nil
        }
    }

    public func constructorHints(_ type: String) -> [String: String] {
        switch type {
        case "CAMediaTimingFunction": return ["name": "CAMediaTimingFunctionName", "controlPoints": "Float", "_": "Float"]
        case "UIViewPropertyAnimator":
            return ["duration": "TimeInterval", "curve": "UIViewAnimationCurve", "dampingRatio": "CGFloat", "_": "CGFloat"]
        case "UICubicTimingParameters": return ["animationCurve": "UIViewAnimationCurve"]
        case "UIColor": return ["red": "CGFloat", "green": "CGFloat", "blue": "CGFloat", "alpha": "CGFloat", "white": "CGFloat",
                                "hue": "CGFloat", "saturation": "CGFloat", "brightness": "CGFloat"]
        case "CGRect", "CGPoint", "CGSize", "CGAffineTransform", "CGVector", "UISpringTimingParameters":
            return ["x": "CGFloat", "y": "CGFloat", "width": "CGFloat", "height": "CGFloat", "rotationAngle": "CGFloat",
                    "scaleX": "CGFloat", "translationX": "CGFloat", "dx": "CGFloat", "dy": "CGFloat", "dampingRatio": "CGFloat",
                    "mass": "CGFloat", "stiffness": "CGFloat", "damping": "CGFloat"]
        default: return [:]
        }
    }

    public func supportedMembers(ofType type: String) -> [String] {
        switch type {
        case "UIView", "UILabel", "UIImageView": return ViewValue.members
        case "CALayer": return LayerValue.members
        case "CGRect": return RectValue.members
        case "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation", "CAAnimationGroup": return AnimationValue.members
        case "DispatchQueue", "DispatchQueue.Type": return ["DispatchQueue.main.async", "DispatchQueue.main.asyncAfter(deadline:)"]
        case "UIView.Type", "UILabel.Type", "UIImageView.Type":
            return ["animate(withDuration:delay:options:animations:completion:)",
                    "animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)",
                    "animateKeyframes(withDuration:delay:options:animations:completion:)",
                    "addKeyframe(withRelativeStartTime:relativeDuration:animations:)", "performWithoutAnimation(_:)",
                    "AnimationOptions", "KeyframeAnimationOptions", "AnimationCurve", "init(frame:)"]
        case "CATransaction.Type": return supportedMembers(ofType: "CATransaction")
        case "CATransaction": return ["begin()", "commit()", "flush()", "setAnimationDuration(_:)", "animationDuration()",
                                      "setAnimationTimingFunction(_:)", "setDisableActions(_:)", "setCompletionBlock(_:)"]
        case "CAMediaTimingFunction": return ["CAMediaTimingFunction(name:)", "CAMediaTimingFunction(controlPoints:_:_:_:)"]
        case "UIViewPropertyAnimator": return PropertyAnimatorValue.members
        default: return []
        }
    }

    // MARK: - Operators

    public func binary(_ op: String, _ left: Value, _ right: Value, in context: CallContext) throws -> Value? {
        if case .dispatchTime(let t)? = (left.nativeOperand as? TokenValue)?.token, let d = right.doubleValue, op == "+" || op == "-" {
            return .native(TokenValue(typeName: "DispatchTime", token: .dispatchTime(op == "+" ? t + d : t - d)))
        }
        if op == "==" || op == "!=" {
            guard let l = left.nativeOperand, let r = right.nativeOperand else { return .bool(op == "!=") }
            return .bool(l.isEqual(to: r) == (op == "=="))
        }
        return nil
    }

    // MARK: - Binding views to parts

    public func assigned(_ value: Value, toName name: String) throws {
        guard let view = view(of: value) else { return }
        if names[ObjectIdentifier(view)] == nil { names[ObjectIdentifier(view)] = name }
        guard let part = viewBindings[name] else { return }
        world.bind(view, to: part)
    }

    public func topLevelStatementEnded() throws {
        try world.topLevelStatementEnded()
    }

    /// The first name each view was stored under (`let imageView = UIImageView()`): the name a
    /// refusal offers to bind it by. The world keeps every view, so an identifier is never reused.
    private var names: [ObjectIdentifier: String] = [:]

    /// The name `view` was first stored under, if any.
    func name(of view: UIView) -> String? { names[ObjectIdentifier(view)] }

    /// A view the code adds to the host (or to the view drawn as the host) becomes the badge
    /// (a UIView) or the label (a UILabel) when `--view` binds none and it is the first such;
    /// a second one makes the inference ambiguous, and the refusal asks for `--view`.
    func inferBinding(of view: UIView, addedTo superview: UIView) throws {
        guard superview === world.view(for: .host), view.part == nil, !(view is UIImageView) else { return }
        let part: ViewPart = view is UILabel ? .label : .badge
        guard !viewBindings.values.contains(part) else { return }
        if let earlier = inferred[part], earlier !== view {
            throw AmbiguousBinding(part: part.rawValue, kind: part == .label ? "UILabel" : "UIView")
        }
        inferred[part] = view
        world.bind(view, to: part)
    }

    // MARK: - Helpers

    /// The world view a value holds: a view, or an instance of a file's UIView subclass.
    func view(of value: Value) -> UIView? {
        switch value {
        case .native(let v as ViewValue): return v.view
        case .object(let instance): return (instance.base as? ViewValue)?.view
        default: return nil
        }
    }

    func color(_ value: Value, optional: Bool, for name: String, in context: CallContext) throws -> UIColor? {
        if value.isNil && optional { return nil }
        guard let c = value.nativeOperand as? ColorValue else {
            throw context.refuse("cannot assign value of type '\(value.typeName)' to type 'UIColor\(optional ? "?" : "")' (\(name))")
        }
        return c.color
    }

    /// A closure of the code as the world calls it; refusals inside it travel out as errors.
    func closure(_ function: Function, in context: CallContext) -> () throws -> Void {
        { _ = try context.invoke(function, []) }
    }

    func completion(_ function: Function, in context: CallContext) -> (Bool) throws -> Void {
        { finished in _ = try context.invoke(function, [Argument(label: nil, value: .bool(finished))]) }
    }

    /// Runs a world call, its `WorldError`s as refusals at the construct being evaluated.
    @discardableResult
    func world<T>(_ context: CallContext, _ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as WorldError {
            throw context.refuse(error.message)
        } catch let error as AmbiguousBinding {
            var refusal = context.refuse("two \(error.kind)s were added to the host: which is the \(error.part) is ambiguous")
            refusal.remedy = .bindView(part: error.part)
            throw refusal
        }
    }
}

/// Two views the code made could each be the badge (or the label): the user binds one by name.
struct AmbiguousBinding: Error {
    /// The scene part both could be.
    let part: String
    /// Their UIKit class, for the message.
    let kind: String
}
