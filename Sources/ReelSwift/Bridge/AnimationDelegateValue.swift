import ReelWorld

/// An object of the file as a CAAnimation's delegate (`animation.delegate = self`): the world
/// tells it when the animation starts and stops (ReelWorld's CAAnimationDelegate.swift says
/// when), and it runs the object's `animationDidStart(_:)` and `animationDidStop(_:finished:)`,
/// the optional methods of CAAnimationDelegate it declares. Its methods are called with the
/// arguments by position, so Swift 2's `animationDidStop(anim: CAAnimation, finished flag: Bool)`
/// (the first label left out at calls, as Swift 2 did) is the same method as today's
/// `animationDidStop(_ anim: CAAnimation, finished flag: Bool)`.
final class AnimationDelegateValue: CAAnimationDelegate {
    let object: Value
    let instance: Instance
    /// Where the delegate was set: the place its methods' refusals fall back to.
    let site: CallSite

    init(object: Value, instance: Instance, site: CallSite) {
        self.object = object
        self.instance = instance
        self.site = site
    }

    var hearsStart: Bool { !method("animationDidStart", arguments: 1).isEmpty }

    func animationDidStart(_ animation: CAAnimation) throws {
        try tell("animationDidStart", [.native(AnimationValue(animation: animation))])
    }

    func animationDidStop(_ animation: CAAnimation, finished: Bool) throws {
        try tell("animationDidStop", [.native(AnimationValue(animation: animation)), .bool(finished)])
    }

    /// The object's methods named `name` that take `arguments` arguments.
    private func method(_ name: String, arguments: Int) -> [Function] {
        instance.type.methodCandidates(name).filter { $0.parameters.count == arguments }
    }

    /// Calls the object's method `name` with `values`, if it declares one (the protocol's
    /// methods are optional: a delegate without it hears nothing).
    private func tell(_ name: String, _ values: [Value]) throws {
        guard let declared = method(name, arguments: values.count).first else { return }
        _ = try site.invoke(declared.bound(to: object), values.map { Argument(label: nil, value: $0) })
    }
}

extension ValueKind where T == any CAAnimationDelegate {
    /// CAAnimation.delegate: an object of a class the file declares.
    static let animationDelegate = ValueKind(name: "CAAnimationDelegate", hint: nil, wrap: { v, _ in
        (v as? AnimationDelegateValue)?.object ?? .nilValue
    }) { value, what, site in
        guard case .object(let instance) = value else {
            throw site.mismatch("cannot assign value of type '\(value.typeName)' to type 'CAAnimationDelegate' (\(what)): expected an object of a class the file declares",
                                expected: "CAAnimationDelegate", found: value)
        }
        return AnimationDelegateValue(object: value, instance: instance, site: site)
    }
}
