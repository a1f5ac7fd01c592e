import ReelModels
import ReelTimeline
import ReelEncode

/// How a scene is encoded, by the encoders' own names.
public struct EncodingSpec: ParameterSet, Hashable {
    /// Plays; nil loops forever.
    public var loop: Int?
    /// GIF dithering; none is smallest at equal SSIM on flat badge art.
    public var dither: Dither = .none
    /// H.264 (and VP9) constant rate factor, 1...51: lower is better quality. Not 0: x264's
    /// lossless mode needs the High 4:4:4 Predictive profile, which browsers do not play, and
    /// every MP4 asked for it failed at encode time.
    public var crf = 18
    /// The page color a transparent GIF sits on; nil cuts edges at half alpha.
    public var matte: RGBA?
    /// Lottie: a keyframe at every frame for everything that moves, not only where Lottie has
    /// no exact form.
    public var lottieBake = false
    /// The largest file to write, in bytes: the export gives up as little of the look as it
    /// must to fit (`BudgetSearch`); nil writes the file as the other settings make it.
    public var maxSize: Int64?
    /// The encoders' defaults: loops forever, no dithering, CRF 18, no matte.
    public init() {}

    /// A scene file keeps these under `encoding` (loop `forever` is the file's word for nil).
    public static let parameters: [Parameter<Self>] = [
        .integer("loop", \.loop, 1...65535, unit: .plays, help: "Plays of an animated GIF, WebP or APNG.", default: "forever"),
        .choice("dither", \.dither, help: "GIF dithering (none is smallest at equal SSIM on flat badge art)."),
        .integer("crf", \.crf, 1...51, help: "H.264 (and VP9) quality, lower is better (18 looks lossless; for lossless use .png or .mov)."),
        .color("matte", \.matte,
               help: "The page color a transparent GIF sits on: soft edges are blended onto it. Also the backdrop of a transparent canvas in MP4.",
               default: "none, edges cut at half alpha"),
        .toggle("lottieBake", \.lottieBake,
                help: "Lottie (.json): a keyframe at every frame for everything that moves, not only where Lottie has no exact form."),
        .byteSize("maxSize", \.maxSize, 1_000...10_000_000_000,
                  help: "The largest file to write (GIF, WebP, APNG, MP4, MOV, WebM): gives up as little as it must (lossy LZW, colours, quality, frame rate, scale) to fit.",
                  default: "none"),
    ]

    /// The encoder's settings for these values at `fps`.
    func settings(fps: Double, transparent: Bool) -> EncodeSettings {
        var s = EncodeSettings(fps: fps)
        if let loop { s.loop = .times(loop) }
        s.dither = dither
        s.crf = crf
        if let m = matte {
            func byte(_ v: Double) -> UInt8 { UInt8((max(0, min(1, v)) * 255).rounded()) }
            s.matte = (byte(m.red), byte(m.green), byte(m.blue))
        }
        s.transparent = transparent
        return s
    }
}

