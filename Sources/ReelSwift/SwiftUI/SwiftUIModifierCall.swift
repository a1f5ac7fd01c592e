import ReelSwiftUI
import ReelTimeline
import ReelWorld

/// `.modifier(_:)` with a struct the file declares [Apple] (…/view/modifier(_:): "Applies a
/// modifier to a view and returns a new view"):
///
/// - a `ViewModifier`: its `body(content:)`, a view builder (the protocol's requirement is
///   `@ViewBuilder`, …/viewmodifier/body(content:)), run with the view as `content`;
/// - a `GeometryEffect`: its `effectValue(size:)` drawn as a transform of the view, its
///   `animatableData` animated (`GeometryEffectCall`).
enum SwiftUIModifierCall {
    static func apply(_ modifier: Value, to view: SwiftUIViewValue, _ a: BridgeArguments) throws -> Value {
        if (modifier.nativeOperand as? SwiftUIChoiceValue)?.typeName == "EmptyModifier" { return .native(view) }
        guard case .structValue(let s) = modifier else {
            throw a.site.mismatch("instance method 'modifier' requires that '\(modifier.typeName)' conform to 'ViewModifier'", expected: "ViewModifier", found: modifier)
        }
        if !s.type.methodCandidates("effectValue").isEmpty {
            let call = try geometry(s, a)
            return .native(view.wrapped { .modified($0, .drawing(.geometry(call))) })
        }
        guard let body = s.type.methodCandidates("body").first(where: { $0.parameters.map(\.label) == ["content"] }) else {
            throw a.site.refuse("'\(s.type.name)' is neither a ViewModifier (body(content:)) nor a GeometryEffect (effectValue(size:))", .invalid)
        }
        let interpreter = a.site.interpreter, node = a.site.node, stage = a.bridge.swiftUI
        return .native(try view.wrapped(throwing: { content in
            // A view modifier's own @State is kept by its place, as a view's is (SwiftUIInnerState).
            let bound = body.bound(to: .structValue(stage.restoringState(of: s, in: interpreter.viewBuilder)))
            let views = try interpreter.buildViews(bound, [Argument(label: "content", value: .native(SwiftUIViewValue(typeName: "View", tree: content)))], at: node)
            return try SwiftUIDeclarations.group(views, a)
        }, at: a.site))
    }

    /// The sizes `effectValue(size:)` is asked with: the layout's size of the view is not known
    /// where the tree is built (text is measured by the renderer), so an effect is evaluated
    /// with two sizes and refused, naming the struct, when its transform depends on the size.
    static let probeSizes = [Size(width: 0, height: 0), Size(width: 1000, height: 1000)]

    private static func geometry(_ s: StructValue, _ a: BridgeArguments) throws -> GeometryEffectCall {
        guard let stored = s.fields["animatableData"], let data = stored.doubleValue else {
            throw a.site.notEvaluated("\(s.type.name).animatableData that is not a stored number", supported: ["GeometryEffect with a stored 'var animatableData: CGFloat'"])
        }
        guard let effect = s.type.methodCandidates("effectValue").first(where: { $0.parameters.map(\.label) == ["size"] }) else {
            throw a.site.refuse("'\(s.type.name)' declares no effectValue(size:)", .invalid)
        }
        let interpreter = a.site.interpreter, site = a.site, stage = a.bridge.swiftUI
        let typeName = s.type.name
        // Evaluated now with the body's value, so a failing effect is refused where it is applied.
        func evaluate(_ value: Double) throws -> AffineTransform {
            var copy = s
            copy.fields["animatableData"] = stored.replacingNumber(value)
            let results = try probeSizes.map { size -> CGAffineTransform in
                let result = try interpreter.invoke(effect.bound(to: .structValue(copy)), [Argument(label: "size", value: .native(SizeValue(size: size)))], at: site.node)
                guard let projection = result.nativeOperand as? ProjectionValue else {
                    throw site.mismatch("\(typeName).effectValue(size:) returned '\(result.typeName)'; a ProjectionTransform is drawn", expected: "ProjectionTransform", found: result)
                }
                return projection.transform
            }
            guard results[0] == results[1] else {
                throw site.notEvaluated("\(typeName).effectValue(size:) reading its size", supported: ["GeometryEffect whose transform depends on animatableData only"])
            }
            let t = results[0]
            guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else {
                throw site.refuse("\(typeName).effectValue(size:) returned a transform that is not finite (\(t.a), \(t.b), \(t.c), \(t.d), \(t.tx), \(t.ty)) for animatableData \(value)", .invalid)
            }
            return AffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
        }
        _ = try evaluate(data)
        return GeometryEffectCall(data: data) { value in
            do {
                return try evaluate(value)
            } catch {
                stage.failed(error)
                return .identity
            }
        }
    }
}

extension Value {
    /// A number of the same kind as this one (`CGFloat` stays `CGFloat`).
    func replacingNumber(_ value: Double) -> Value {
        switch self {
        case .cgFloat: return .cgFloat(value)
        case .float: return .float(Float(value))
        default: return .double(value)
        }
    }
}
