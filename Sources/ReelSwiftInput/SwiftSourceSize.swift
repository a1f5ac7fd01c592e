/// The most bytes of Swift source BadgeReel reads (`EvaluationLimits.sourceBytes`' default): a
/// file past it is refused before it is parsed. One number for the reader and for the writers
/// of Swift (`-o x.swift`), whose files' first line replays them through that reader.
public enum SwiftSourceSize {
    public static let maxBytes = 262_144
}
