/// CAAnimationCalculationMode: how a keyframe animation fills the time between its values.
public enum CalculationMode: String, Codable, Sendable, CaseIterable {
    /// Straight lines between values at their key times (the default).
    case linear
    /// Jumps from value to value, holding each until the next key time.
    case discrete
    /// Straight lines, with key times spread so the value moves at constant speed;
    /// keyTimes and timingFunctions are ignored.
    case paced
    /// A Catmull-Rom spline through the values at their key times.
    case cubic
    /// The spline, with key times spread by distance as in `paced`.
    case cubicPaced
}
