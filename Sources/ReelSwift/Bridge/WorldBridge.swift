internal import SwiftSyntax
import ReelModels
import ReelTimeline
import ReelWorld

/// The bridge from the names the code uses (`UIView.animate(withDuration:…)`,
/// `CABasicAnimation(keyPath:)`, `layer.add(_:forKey:)`, `CGRect(x:y:width:height:)`) to
/// ReelWorld's Swift API, read from `WorldRegistry`'s declarations. Anything they do not
/// declare is refused with what they do.
public final class WorldBridge: NativeWorld, NativeOperators {
    public let world: UIKitWorld
    /// `--view NAME=part`: the view stored under NAME becomes that part.
    let viewBindings: [String: ViewPart]
    /// Parts bound by inference (a view added to the host), with the name of what was added.
    var inferred: [ViewPart: UIView] = [:]
    /// PlaygroundPage.current: one page a run.
    let playgroundPage = PlaygroundPageState()

    /// The SwiftUI scene the run's `View` values make (issue 39; SwiftUI/SwiftUIStage.swift).
    let swiftUI = SwiftUIStage()
    /// The interpreter evaluating against this bridge, for `body`s evaluated on a state change.
    public weak var interpreter: Interpreter?

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

    public func global(_ name: String) -> Value? {
        if !name.contains("."), WorldRegistry.type(named: name) != nil { return .type(.native(name)) }
        return WorldGlobals.value(name, bridge: self) ?? SwiftUIGlobals.value(name, bridge: self) ?? SwiftUIRunGlobals.value(name, bridge: self)
    }

    // MARK: - Members, from the declarations

    public func member(_ name: String, of value: any NativeValue, at site: CallSite) throws -> Value? {
        if let property = WorldRegistry.property(name, of: value.typeName) { return property.read(value, self) }
        let overloads = WorldRegistry.methods(name, of: value.typeName)
        guard !overloads.isEmpty else { return nil }
        return callable(overloads, call: "\(value.typeName).\(name)", forms: overloads.map(\.signature), receiver: value)
    }

    public func setMember(_ name: String, of value: inout any NativeValue, to newValue: Value, at site: CallSite) throws -> Bool {
        guard let property = WorldRegistry.property(name, of: value.typeName) else { return false }
        guard let write = property.write else {
            throw site.refuse("cannot assign to property: '\(name)' is a get-only property", .invalid)
        }
        try world(site) { try write(&value, newValue, site) }
        // Where the value was given, for a refusal of it when the change is recorded later.
        if let view = (value as? ViewValue)?.view {
            let said = Self.target(of: site) ?? "\(self.name(of: view) ?? view.className).\(name)"
            world.noteSet(name, on: view.layer, said: said, origin: CallOrigin(site))
        } else if let layer = (value as? LayerValue)?.layer {
            let owner = layer.view.flatMap { self.name(of: $0).map { $0 + ".layer" } } ?? world.layerName(layer)
            let said = Self.target(of: site) ?? "\(owner ?? layer.className).\(name)"
            world.noteSet(name, on: layer, said: said, origin: CallOrigin(site))
        }
        return true
    }

    /// The assignment's target as written (`lab.font`, `tags[0].center.x`): the left side of
    /// the assignment `site` is in (its value, or for a member of a member the assignment or
    /// its target), folded or still a sequence; nil when it is in none nearby.
    static func target(of site: CallSite) -> String? {
        var node: Syntax? = site.node
        for _ in 0..<6 {
            guard let current = node else { break }
            if let infix = current.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
                return oneLine(infix.leftOperand.trimmedDescription)
            }
            if let sequence = current.as(SequenceExprSyntax.self), sequence.elements.count == 3,
               sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true, let first = sequence.elements.first {
                return oneLine(first.trimmedDescription)
            }
            node = current.parent
        }
        return nil
    }

    /// Code as a refusal names it: on one line, at most 80 characters.
    static func oneLine(_ code: String) -> String {
        let said = code.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return said.count > 80 ? String(said.prefix(79)) + "…" : said
    }

    public func memberTypeName(_ name: String, of value: any NativeValue) -> String? {
        WorldRegistry.property(name, of: value.typeName)?.hint
    }

    public func staticMember(_ name: String, ofType type: String, at site: CallSite) throws -> Value? {
        if let constant = WorldRegistry.constant(name, of: type) { return constant.make(self) }
        let overloads = WorldRegistry.statics(name, of: type)
        guard !overloads.isEmpty else { return nil }
        return callable(overloads, call: "\(type).\(name)", forms: overloads.map { "\(type).\($0.signature)" }, receiver: nil)
    }

    public func construct(_ type: String, arguments: [Argument], at site: CallSite) throws -> Value? {
        let initializers = WorldRegistry.initializers(of: type)
        guard !initializers.isEmpty else { return nil }
        let forms = initializers.map { type + $0.signature.dropFirst("init".count) }
        let made = try call(initializers, call: type, forms: forms, receiver: nil, arguments: arguments, site: site)
        // A view's or layer's values given to its initializer (`UILabel(frame:)`,
        // `UIImageView(image:)`) are set there, for a refusal of them recorded later.
        if case .native(let native) = made, let layer = (native as? ViewValue)?.layer ?? (native as? LayerValue)?.layer {
            let said = Self.oneLine(site.node.trimmedDescription)
            for label in arguments.compactMap(\.label) { world.noteSet(label, on: layer, said: said, origin: CallOrigin(site)) }
        }
        return made
    }

    public func constructorHints(_ type: String) -> [String: String] {
        Self.hints(WorldRegistry.initializers(of: type))
    }

    public func supportedMembers(ofType type: String) -> [String] {
        if type.hasSuffix(".Type") {
            return WorldRegistry.staticMembers(of: String(type.dropLast(".Type".count)))
        }
        return WorldRegistry.instanceMembers(of: type)
    }

    /// The world classes a file's class may inherit from.
    static let evaluatedSuperclasses = ["NSObject", "UIView", "UILabel", "UIImageView", "UIButton", "UIViewController", "UIBarButtonItem",
                                        "CABasicAnimation", "CASpringAnimation", "CAKeyframeAnimation", "CAAnimationGroup",
                                        "CALayer", "CAShapeLayer", "CAReplicatorLayer"]

    public func makeBase(_ type: String, at site: CallSite) throws -> (any NativeValue)? {
        switch type {
        case "UIView", "UILabel", "UIImageView", "UIButton",
             // A subclass of a Core Animation class (`class Swing: CABasicAnimation`): its base is
             // the animation `init()` makes, replaced by the one an inherited `init(keyPath:)` makes.
             "CABasicAnimation", "CASpringAnimation", "CAKeyframeAnimation", "CAAnimationGroup",
             // A layer class's subclass (`class Pulsator: CAReplicatorLayer`): its base the layer `init()` makes.
             "CALayer", "CAShapeLayer", "CAReplicatorLayer":
            guard case .native(let base)? = try construct(type, arguments: [], at: site) else { return nil }
            return base
        case "UIViewController":
            return try world(site) { ViewControllerValue(controller: try self.world.makeViewController(), bridge: self) }
        case "UIBarButtonItem": return BarButtonItemValue(item: UIBarButtonItem())
        case "NSObject", "UIResponder": return nil
        default:
            throw site.notEvaluated("a class inheriting from \(type)", supported: Self.evaluatedSuperclasses)
        }
    }

    public func coerce(_ value: Value, to type: String, at site: CallSite) throws -> Value? {
        switch WorldRegistry.type(named: type)?.name {
        case "UIView.AnimationOptions":
            guard case .array = value else { return nil }
            return .native(TokenValue(typeName: "UIView.AnimationOptions", token: .viewOptions(try viewOptions(value, at: site))))
        case "UIView.KeyframeAnimationOptions":
            guard case .array = value else { return nil }
            return .native(TokenValue(typeName: "UIView.KeyframeAnimationOptions", token: .keyframeOptions(try keyframeOptions(value, at: site))))
        default:
            return nil
        }
    }

    // MARK: - Calls

    /// A function value for the overloads of one name: the arguments choose the overload.
    /// `forms`: the overloads as the refusal of arguments none takes lists them.
    private func callable(_ overloads: [WorldMethod], call: String, forms: [String], receiver: (any NativeValue)?) -> Value {
        let function = Function.builtin(overloads[0].name, hints: Self.hints(overloads)) { [unowned self] arguments, site in
            try self.call(overloads, call: call, forms: forms, receiver: receiver, arguments: arguments, site: site)
        }
        function.labelRefusal = { arguments in
            overloads.contains { $0.accepts(arguments) } ? nil : (Self.form(call, arguments), forms)
        }
        return .function(function)
    }

    /// `call(label:_:)` as the arguments are written.
    private static func form(_ call: String, _ arguments: [Argument]) -> String {
        "\(call)(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    private func call(_ overloads: [WorldMethod], call: String, forms: [String], receiver: (any NativeValue)?,
                      arguments: [Argument], site: CallSite) throws -> Value {
        guard let chosen = overloads.first(where: { $0.accepts(arguments) }) else {
            throw site.notEvaluated(Self.form(call, arguments), supported: forms)
        }
        return try world(site) { try chosen.call(receiver, BridgeArguments(arguments, call: call, site: site, bridge: self)) }
    }

    private static func hints(_ overloads: [WorldMethod]) -> [String: String] {
        overloads.reduce(into: [:]) { hints, method in hints.merge(method.hints) { first, _ in first } }
    }

    // MARK: - Operators

    public func binary(_ op: String, _ left: Value, _ right: Value, at site: CallSite) throws -> Value? {
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

    public func assigned(_ value: Value, toName name: String, at site: CallSite) throws {
        try swiftUI.assigned(value, toName: name, at: sceneTime, change: site)
        if case .native(let layer as LayerValue) = value { world.noteName(name, of: layer.layer) }
        guard let view = view(of: value) else { return }
        if names[ObjectIdentifier(view)] == nil { names[ObjectIdentifier(view)] = name }
        world.noteName(name, of: view.layer)
        guard let part = viewBindings[name] else { return }
        world.bind(view, to: part)
    }

    public func topLevelStatementEnded() throws {
        if let interpreter { try swiftUI.statementEnded(interpreter: interpreter) }
        do { try world.topLevelStatementEnded() } catch { throw Self.placed(error, world: world) ?? error }
    }

    /// A `WorldError` raised once the code has returned (recording a statement's or a turn's
    /// changes: a mask in a layer tree, a value out of range) as a refusal at the code's latest
    /// call into the world — the change that made it — or nil when the code made none.
    static func placed(_ error: WorldError, world: UIKitWorld) -> SwiftRefusal? {
        guard let origin = (world.takeRefusalOrigin() ?? world.lastCaller) as? CallOrigin else { return nil }
        if let limit = error.limit { return origin.limit(EvaluationLimits.Name(limit)) }
        return origin.refusal(error.message)
    }

    /// The first name each view was stored under (`let imageView = UIImageView()`): the name a
    /// refusal offers to bind it by. The world keeps every view, so an identifier is never reused.
    private var names: [ObjectIdentifier: String] = [:]

    /// The name `view` was first stored under, if any.
    func name(of view: UIView) -> String? { names[ObjectIdentifier(view)] }

    /// A view the code adds to the host (or to the view drawn as the host) becomes the badge
    /// (a UIView) or the label (a UILabel) when `--view` binds none and it is the first such;
    /// a second one makes the inference ambiguous: while the first has not yet been drawn as
    /// the part, neither is bound and both are drawn as layers (UIKitWorld+Sublayers), else
    /// the refusal asks for `--view`. A view added above something the code added to the host
    /// that is drawn as a layer is not inferred: the parts are drawn under every layer, so
    /// bound it would be drawn under what UIKit draws under it.
    func inferBinding(of view: UIView, addedTo superview: UIView) throws {
        guard superview === world.view(for: .host) || world.isScreen(superview), view.part == nil, !(view is UIImageView) else { return }
        let part: ViewPart = view is UILabel ? .label : .badge
        guard !viewBindings.values.contains(part), !ambiguous.contains(part) else { return }
        let below = superview.layer.children.prefix { $0 !== view.layer }
        if below.contains(where: { $0.view.map { $0.part == nil && UIKitWorld.drawsAsLayer($0) } ?? true }) { return }
        if let earlier = inferred[part], earlier !== view {
            guard world.undoInference(of: earlier, as: part) else {
                throw AmbiguousBinding(part: part.rawValue, kind: part == .label ? "UILabel" : "UIView")
            }
            inferred[part] = nil
            ambiguous.insert(part)
            return
        }
        inferred[part] = view
        world.bind(view, to: part)
    }

    /// The parts whose inference was ambiguous before either view was drawn: inferred no more.
    private var ambiguous: Set<ViewPart> = []

    // MARK: - Helpers

    /// The world view a value holds: a view, or an instance of a file's UIView subclass.
    func view(of value: Value) -> UIView? { Self.view(of: value) }

    /// The world view a value holds; a file's subclass instance becomes its view's owner, so
    /// the view reads back as that instance (`UIView.owner`).
    static func view(of value: Value) -> UIView? {
        switch value {
        case .native(let v as ViewValue): return v.view
        case .object(let instance):
            guard let view = (instance.base as? ViewValue)?.view else { return nil }
            view.adopt(owner: instance)
            return view
        default: return nil
        }
    }

    /// `options:` of an animation block: one option or an array of them.
    func viewOptions(_ value: Value?, at site: CallSite) throws -> UIViewAnimationOptions {
        try options(value, at: site, expected: "UIView.AnimationOptions (.curveEaseOut, [.repeat, .autoreverse], …)") {
            if case .viewOptions(let o) = $0 { return o.rawValue }
            return nil
        }.map(UIViewAnimationOptions.init(rawValue:)) ?? []
    }

    /// `options:` of a keyframe block.
    func keyframeOptions(_ value: Value?, at site: CallSite) throws -> UIViewKeyframeAnimationOptions {
        try options(value, at: site, expected: "UIView.KeyframeAnimationOptions") {
            if case .keyframeOptions(let o) = $0 { return o.rawValue }
            return nil
        }.map(UIViewKeyframeAnimationOptions.init(rawValue:)) ?? []
    }

    /// An option set's raw value from one option or an array of them (`[]` is none).
    private func options(_ value: Value?, at site: CallSite, expected: String, _ raw: (TokenValue.Token) -> UInt?) throws -> UInt? {
        guard let value else { return nil }
        let items: [Value]
        if case .array(let list) = value { items = list } else { items = [value] }
        var bits: UInt = 0
        for item in items {
            guard let token = (item.nativeOperand as? TokenValue)?.token, let b = raw(token) else {
                throw site.mismatch("options: expected \(expected), not '\(value.typeName)'", expected: expected, found: value)
            }
            bits |= b
        }
        return bits
    }

    /// Runs a world call, its `WorldError`s as refusals at the call site: a limit by its name
    /// in `EvaluationLimits`' terms, anything else as the world's refusal.
    /// While it runs, the world's `caller` is this site, so what the world notes (an
    /// animation's end) can be placed here after the code returned.
    @discardableResult
    func world<T>(_ site: CallSite, _ body: () throws -> T) throws -> T {
        let outer = world.caller
        world.caller = CallOrigin(site)
        defer { world.caller = outer }
        do { return try body() } catch let error as WorldError {
            // A value refused where the change is recorded belongs to the assignment that gave it.
            if let origin = world.takeRefusalOrigin() as? CallOrigin, error.limit == nil, let placed = origin.refusal(error.message) { throw placed }
            throw Self.refusal(error, at: site)
        } catch let error as AmbiguousBinding {
            var refusal = site.refuse("two \(error.kind)s were added to the host: which is the \(error.part) is ambiguous", .entry)
            refusal.remedy = .bindView(part: error.part)
            throw refusal
        }
    }

    /// A `WorldError` as a refusal at `site`.
    static func refusal(_ error: WorldError, at site: CallSite) -> SwiftRefusal {
        if let limit = error.limit { return site.limit(EvaluationLimits.Name(limit)) }
        return site.refuse(error.message, .world)
    }
}

extension EvaluationLimits.Name {
    /// The evaluation's name of a limit the world counts.
    init(_ limit: WorldLimits.Name) {
        switch limit {
        case .views: self = .views
        case .animations: self = .animations
        case .seconds: self = .sceneSeconds
        case .scheduledCalls: self = .scheduledCalls
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
