import ReelFrame

/// How many times an animated file plays.
public enum LoopMode: Hashable, Sendable {
    case forever
    /// Plays this many times in all (1 = once).
    case times(Int)
}

/// GIF dithering, as FFmpeg's paletteuse names it.
public enum Dither: String, CaseIterable, Sendable {
    case none, bayer, sierra2_4a, floyd_steinberg
}

/// Everything an encoder needs besides the frames.
public struct EncodeSettings: Sendable {
    /// Frames per second.
    public var fps: Double
    /// How many times an animated file plays.
    public var loop: LoopMode = .forever
    /// Chosen by measuring size and SSIM on the project's own animations (see docs/performance.md).
    public var dither: Dither = .none
    /// H.264 quality (lower is better, 18 is visually lossless); also VP9's. 1 to 51: x264's
    /// lossless 0 needs a profile the MP4's `high` is not.
    public var crf: Int = 18
    /// The page color a transparent GIF will sit on: soft edges are blended onto it. Without
    /// it, GIF's on/off transparency cuts edges at half alpha.
    public var matte: (red: UInt8, green: UInt8, blue: UInt8)?
    /// Whether the frames have a transparent background to keep.
    public var transparent = false
    /// GIF: the most colors its palette holds, the transparent entry among them (palettegen's
    /// max_colors): 2 to 256.
    public var colors = 256
    /// GIF: how far, in 8-bit RGB distance × 2, the LZW coder may take a neighbouring color
    /// to make a longer string (gifsicle's `--lossy` idea, `LZWLossy`): 0 (lossless) to 200.
    public var lossy = 0
    /// WebP: nil for lossless, else libwebp's lossy quality, 0 to 100.
    public var webpQuality: Int?
    /// Encoder threads; fixed, so the same command writes the same bytes on any machine.
    public var threads = 2

    /// Settings for `fps` frames per second, the rest at their defaults.
    public init(fps: Double) { self.fps = fps }

    /// Fails with one line for a setting outside its range (the rate is the format's to
    /// judge: `OutputFormat.check(fps:width:height:)`).
    public func check() throws(EncodeError) {
        guard (1...51).contains(crf) else { throw EncodeError("crf \(crf): expected 1 to 51") }
        if case .times(let plays) = loop, !(1...65535).contains(plays) {
            throw EncodeError("loop \(plays): expected 1 to 65535 plays (GIF, WebP and APNG store it in 16 bits)")
        }
        guard (2...256).contains(colors) else { throw EncodeError("colors \(colors): expected 2 to 256") }
        guard (0...200).contains(lossy) else { throw EncodeError("lossy \(lossy): expected 0 to 200") }
        if let q = webpQuality, !(0...100).contains(q) { throw EncodeError("WebP quality \(q): expected 0 to 100") }
        guard (1...16).contains(threads) else { throw EncodeError("threads \(threads): expected 1 to 16") }
    }

    /// The fastest GIF rate: the rule itself is `OutputFormat.check(fps:width:height:)`.
    public static let maxGIFFrameRate = OutputFormat.gif.frameRates.highest
}

/// Frames in order, as many times as an encoder asks (a GIF reads them twice: once for its
/// palette, once to encode), each time the same.
public protocol FrameSource {
    var frameCount: Int { get }
    var width: Int { get }
    var height: Int { get }
    /// Calls `body` with frame 0, 1, … in order. The frame may be reused after `body` returns.
    /// For a frame where `isRepeat` is true the pixels are not drawn: use the previous frame's.
    func forEachFrame(_ body: (Int, Frame) throws -> Void) throws
    /// Whether frame k shows exactly what frame k − 1 shows (a still lead-in or hold), so an
    /// encoder can reuse what it made of the previous frame instead of converting it again.
    func isRepeat(_ k: Int) -> Bool
    /// The rows of frame k that may differ from frame k − 1 (nil: any row, as for frame 0),
    /// asked while `forEachFrame` is calling `body` with frame k, on that thread. Outside
    /// them an encoder may reuse what it made of frame k − 1.
    func changedRows(_ k: Int) -> Range<Int>?
    /// A pass in which the encoder needs no pixels (a GIF whose first pass kept what its
    /// second reads): calls `body` with 0, 1, … in order without drawing anything, and
    /// counts as a pass as `forEachFrame` does (progress reports each frame of it).
    func forEachFrameUndrawn(_ body: (Int) throws -> Void) throws
}

extension FrameSource {
    /// By default no frame is known to repeat, so every frame is converted.
    public func isRepeat(_ k: Int) -> Bool { false }
    /// By default any row may have changed.
    public func changedRows(_ k: Int) -> Range<Int>? { nil }
    /// By default a pass without frames is only the indices.
    public func forEachFrameUndrawn(_ body: (Int) throws -> Void) throws {
        for k in 0..<frameCount { try body(k) }
    }
}
