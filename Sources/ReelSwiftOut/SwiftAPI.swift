/// Which of Apple's API families the Swift writer speaks: `uikit`, the code in the family
/// the motion came from (UIView.animate chains and keyframe blocks, Core Animation's
/// animation classes), or `swiftui`, a `keyframeAnimator` (iOS 17) whose tracks reproduce it.
public enum SwiftAPI: String, CaseIterable, Sendable {
    case uikit, swiftui

    /// What `--swift-api` accepts, for refusals.
    public static let accepted = "uikit or swiftui"
}
