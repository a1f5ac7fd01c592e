import ReelEncode
import ReelSwiftOut

/// What an export writes, read once from its path: frames through an encoder, a Lottie file
/// or Swift source in one of its two forms. Every place that treats outputs differently
/// switches over this type, so a new kind of output is a compile error wherever it must be
/// handled, not one more extension check that a path may slip past.
public enum ReelOutput: Sendable, Hashable {
    /// Frames through FFmpeg's encoders (GIF, MP4, …, PNG frames, raw frames on standard output).
    case encoded(OutputFormat)
    /// A Lottie (Bodymovin) JSON file of the same clip: `.json`.
    case lottie
    /// Swift source that moves the same, in one of Apple's API families: `.swift`.
    case swift(SwiftAPI)

    /// The output `path` names by its extension, `.swift` written in `swiftAPI` (UIKit when
    /// nil); nil for an extension nothing writes.
    public init?(path: String, swiftAPI: SwiftAPI? = nil) {
        let lower = path.lowercased()
        if lower.hasSuffix(".json") {
            self = .lottie
        } else if lower.hasSuffix(".swift") {
            self = .swift(swiftAPI ?? .uikit)
        } else if let format = OutputFormat.forPath(path) {
            self = .encoded(format)
        } else {
            return nil
        }
    }
}
