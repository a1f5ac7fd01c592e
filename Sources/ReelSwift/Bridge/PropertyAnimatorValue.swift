import ReelWorld

/// A UIViewPropertyAnimator: a reference. Its members are declared in
/// Declarations/TimingDeclarations.swift.
struct PropertyAnimatorValue: NativeValue {
    let animator: UIViewPropertyAnimator

    var isReference: Bool { true }
    var typeName: String { "UIViewPropertyAnimator" }
    func isEqual(to other: any NativeValue) -> Bool { (other as? PropertyAnimatorValue)?.animator === animator }
}

/// `DispatchQueue.main`: its `async` and `asyncAfter(deadline:)` are timed calls on the
/// world's clock (Declarations/TimingDeclarations.swift); other queues are refused (nothing
/// runs off the main thread).
struct DispatchQueueValue: NativeValue {
    var isReference: Bool { true }
    var typeName: String { "DispatchQueue" }
    func isEqual(to other: any NativeValue) -> Bool { other is DispatchQueueValue }
}
