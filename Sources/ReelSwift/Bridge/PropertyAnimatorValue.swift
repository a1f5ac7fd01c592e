import ReelWorld

/// A UIViewPropertyAnimator: a reference. Its members are declared in
/// Declarations/TimingDeclarations.swift.
struct PropertyAnimatorValue: NativeReference {
    let animator: UIViewPropertyAnimator

    var object: UIViewPropertyAnimator { animator }
    var typeName: String { "UIViewPropertyAnimator" }
}

/// `DispatchQueue.main`: its `async` and `asyncAfter(deadline:)` are timed calls on the
/// world's clock (Declarations/TimingDeclarations.swift); other queues are refused (nothing
/// runs off the main thread).
struct DispatchQueueValue: NativeValue, Equatable {
    var isReference: Bool { true }
    var typeName: String { "DispatchQueue" }
}
