import Foundation
import ReelTimeline
import ReelModels
import ReelRender

/// How a clip is written as Lottie.
public struct LottieOptions: Sendable {
    /// Keyframes at every frame for everything that moves, instead of one Bézier keyframe
    /// per eased segment (for players that ease differently, or to compare).
    public var bake: Bool
    /// Written as the file's generator (`meta.g`).
    public var generator: String
    /// The command that made the file, written as its description (`meta.d`); nil for none.
    public var commandLine: String?

    public init(bake: Bool = false, generator: String = "BadgeReel", commandLine: String? = nil) {
        self.bake = bake; self.generator = generator; self.commandLine = commandLine
    }
}

/// Why a clip could not be written as Lottie, in words the user reads (no flag names).
public struct LottieError: Error, CustomStringConvertible, Sendable {
    /// Which limit of a Lottie export refused the clip, for the caller to name its parameter.
    public enum Limit: Sendable, Equatable {
        /// The frame rate.
        case fps
        /// The frame count (`LottieWriter.maxFrames`).
        case frames
        /// The canvas's size in pixels.
        case canvas
        /// What the clip shows (too many icons or texts on one layer) or a value JSON cannot hold.
        case content
    }

    public var description: String
    public var limit: Limit
    public init(_ description: String, limit: Limit = .content) { self.description = description; self.limit = limit }
}

/// A clip as a Lottie (Bodymovin) animation: the same canvas, frame rate and frames as the
/// GIF of the clip (frame k at k / fps), layers as the renderer draws them, and motion as
/// keyframes that reproduce the timeline.
public enum LottieExport {
    /// The animation as Lottie JSON.
    public static func data(clip: Clip, layout: CanvasLayout, background: RGBA, icons: IconSet,
                            options: LottieOptions) throws -> Data {
        let document = try document(clip: clip, layout: layout, background: background, icons: icons, options: options)
        return try json(document.animation)
    }

    /// The animation as a model, with every part that had to be baked (sampled at every
    /// frame) and why.
    public static func document(clip: Clip, layout: CanvasLayout, background: RGBA, icons: IconSet,
                                options: LottieOptions) throws(LottieError) -> LottieDocument {
        var writer = try LottieWriter(clip: clip, layout: layout, background: background, icons: icons, options: options)
        let animation = try writer.write()
        return LottieDocument(animation: animation, baked: writer.baked)
    }

    /// `animation` as compact JSON, keys in the order Lottie players read them.
    public static func json(_ animation: LottieAnimation) throws -> Data {
        do {
            return Data(try OrderedJSONEncoder().encode(animation))
        } catch {
            throw LottieError("the animation holds a value JSON cannot express: \(error)", limit: .content)
        }
    }
}

/// A written animation and what in it was baked.
public struct LottieDocument: Sendable {
    public var animation: LottieAnimation
    /// "layer: property: reason" for every property sampled at every frame, sorted.
    public var baked: [String]
}
