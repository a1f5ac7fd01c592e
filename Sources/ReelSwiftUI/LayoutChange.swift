/// One state change of a SwiftUI clip as the layout sees it: the tree just before and just
/// after it, each lowered with the numbers the screen showed at that instant, and the
/// animation each view's laid-out frame moves with. `ClipLayout` lays both out and animates
/// every view that is in both from its old frame to its new one.
///
/// SwiftUI animates a view's laid-out geometry with the transaction of the change that moved
/// it [Apple] (…/swiftui/withanimation(_:_:): "Returns the result of recomputing the view's
/// body with the provided animation"; …/swiftui/transaction: "the context of the current
/// state-processing update", whose animation every animatable change of that update takes),
/// a view's frame being animatable data like any other [RE] (OpenSwiftUI
/// `AnimatableFrameAttribute`: each drawn view's `ViewFrame`, origin and size, runs through
/// the same `AnimatorState` as an `Animatable` property).
public struct LayoutChange: Hashable, Sendable {
    /// The first frame of the clip that shows the change.
    public var frame: Int
    /// When it happened, in seconds of the clip.
    public var time: Double
    /// The tree as the screen showed it just before the change, and just after it (an
    /// animated number has not moved yet; `LayoutModifier.identified` names each view).
    public var before: ViewNode
    public var after: ViewNode
    /// The animation each view's frame moves with, by its identity; a view not listed takes
    /// its new frame at once.
    public var animations: [String: Animation]
    /// The content transition of each `Text` whose `contentTransition(_:)` environment is set,
    /// by its identity, as the new tree has it; a text not listed takes `.default`.
    public var contentTransitions: [String: ContentTransition]

    public init(frame: Int, time: Double, before: ViewNode, after: ViewNode, animations: [String: Animation],
                contentTransitions: [String: ContentTransition] = [:]) {
        self.frame = frame
        self.time = time
        self.before = before
        self.after = after
        self.animations = animations
        self.contentTransitions = contentTransitions
    }
}
