import Foundation
import ReelFrame

/// What a file made to a size budget holds, and what it gave up to fit.
public struct BudgetOutcome: Sendable, Hashable {
    /// The budget, in bytes.
    public var limit: Int64
    /// Whether anything was given up (false: the file as asked for already fit, byte for byte).
    public var reduced: Bool
    /// The frame rate written.
    public var fps: Double
    /// The canvas written, as a fraction of the one drawn (1: as drawn).
    public var scale: Double
    /// GIF: the colours its table holds.
    public var colors: Int?
    /// GIF: the LZW coder's lossiness (0: lossless).
    public var lossy: Int?
    /// MP4, WebM: the CRF written.
    public var crf: Int?
    /// WebP: the lossy quality, nil when lossless.
    public var webpQuality: Int?
}

/// Why a budget cannot be kept, in the library's terms (the front end words the flag).
public enum BudgetError: Error, Sendable, Equatable {
    /// Every lever at its limit still makes a file of `smallest` bytes, over `limit`.
    case unreachable(smallest: Int64, limit: Int64)
    /// The clip's drawn frames would take `bytes` of memory, over `limit` (`KeptFrames`).
    case framesTooLarge(bytes: Int, limit: Int)
    /// The format has nothing to give up (PNG frames, raw frames).
    case unsupported(OutputFormat)
}

/// Makes the largest file that fits a size budget: the frames are drawn once (`KeptFrames`),
/// then encoded again with one lever given up at a time (`BudgetLever`, in its order), each
/// lever's setting chosen by bisection on the encoder's real output size. Nothing is guessed
/// and nothing is drawn again; the file written is the bytes of the trial chosen.
///
/// The search: the file as asked for first (if it fits, it is written as it is: the same bytes
/// as without a budget). Then, lever by lever, that lever at its last rung with the levers
/// before it at theirs: if that fits, bisection between the rung before (too big) and it finds
/// the mildest rung that fits; if not, the lever stays at its last rung and the next one is
/// tried. With every lever at its last rung and still too big, the budget is refused with the
/// smallest size measured. Everything is a pure function of the frames and the settings, so
/// the same command writes the same bytes on any machine and core count.
public enum BudgetSearch {
    /// Encodes `source` to `path` in `format` at most `limit` bytes long; throws
    /// `BudgetError` (nothing written) when it cannot, `FormatLimitError` or `EncodeError` as
    /// `FileEncoder.encode` does.
    public static func encode(_ source: some FrameSource, to path: String, format: OutputFormat, settings: EncodeSettings,
                              limit: Int64, memoryLimit: Int = KeptFrames.defaultLimit) throws -> (file: EncodedFile, outcome: BudgetOutcome) {
        var levers: [BudgetLever] = []
        for stage in BudgetLever.stages(for: format, fps: settings.fps, crf: settings.crf) where !levers.contains(stage.lever) {
            levers.append(stage.lever)
        }
        guard format != .pngSequence, format != .raw else { throw BudgetError.unsupported(format) }
        try format.check(fps: settings.fps, width: source.width, height: source.height)
        try settings.check()
        let needed = KeptFrames.bytesNeeded(source)
        guard needed <= memoryLimit else { throw BudgetError.framesTooLarge(bytes: needed, limit: memoryLimit) }
        try FFmpegLibraries.load(format.libraries)
        if format.libraries.contains(.codec) { try format.checkAvailable() }
        FFmpegLibraries.clearLog()
        let kept = try KeptFrames(capturing: source)

        var search = Search(kept: kept, format: format, settings: settings, levers: levers, limit: limit, path: path)
        defer { search.scratch?.remove() }
        let chosen = try search.run()
        try AtomicOutput.write(to: path) { temporary in
            guard FileBytes.store(chosen.bytes, to: temporary, create: false) else {
                let code = errno
                throw EncodeError("cannot write the file: \(String(cString: strerror(code)))", kind: .ofErrno(code))
            }
        }
        return (chosen.file, chosen.outcome)
    }

    /// One encode: its bytes and what they hold.
    struct Trial {
        var bytes: Data
        var file: EncodedFile
        var outcome: BudgetOutcome
    }

    /// The search's state: the frames derived for the last rate and scale tried, the GIF's
    /// mapped frames for the last rate, scale and colours (lossiness is only the coder's).
    struct Search {
        let kept: KeptFrames
        let format: OutputFormat
        let settings: EncodeSettings
        let levers: [BudgetLever]
        let limit: Int64
        /// The destination: trials that FFmpeg writes go to a temporary beside it.
        let path: String
        var scratch: ScratchFile?
        private var derived: (key: [Int], frames: KeptFrames)?
        private var gif: (key: [Int], prepared: GIFEncoder.Prepared)?
        private var smallest: Int64 = .max

        init(kept: KeptFrames, format: OutputFormat, settings: EncodeSettings, levers: [BudgetLever], limit: Int64, path: String) {
            self.kept = kept; self.format = format; self.settings = settings; self.levers = levers; self.limit = limit
            self.path = path
        }

        mutating func run() throws -> Trial {
            var rungs = [Int](repeating: 0, count: levers.count)
            let asked = try trial(rungs)
            if asked.bytes.count <= limit { return asked }
            for stage in BudgetLever.stages(for: format, fps: settings.fps, crf: settings.crf) {
                guard let i = levers.firstIndex(of: stage.lever), stage.upTo > rungs[i] else { continue }
                var extreme = rungs
                extreme[i] = stage.upTo
                let far = try trial(extreme)
                guard far.bytes.count > limit else {
                    // The rung the lever stood on is too big (the last trial's setting), `hi` fits.
                    var lo = rungs[i], hi = stage.upTo, best = far
                    while hi - lo > 1 {
                        var middle = rungs
                        middle[i] = (lo + hi) / 2
                        let t = try trial(middle)
                        if t.bytes.count <= limit { hi = middle[i]; best = t } else { lo = middle[i] }
                    }
                    return best
                }
                rungs = extreme
            }
            throw BudgetError.unreachable(smallest: smallest, limit: limit)
        }

        private func rung(_ lever: BudgetLever, _ rungs: [Int]) -> Int {
            levers.firstIndex(of: lever).map { rungs[$0] } ?? 0
        }

        /// The frames for a rate step and a scale, made from the kept frames (the last ones kept).
        private mutating func frames(step: Int, scale: Double) -> KeptFrames {
            let key = [step, Int(scale * 1000)]
            if let derived, derived.key == key { return derived.frames }
            derived = nil   // the last derived frames go before the next are made
            let w = scale == 1 ? kept.width : max(min(16, kept.width), Int((Double(kept.width) * scale).rounded()))
            let h = scale == 1 ? kept.height : max(min(16, kept.height), Int((Double(kept.height) * scale).rounded()))
            let made = kept.thinned(step: step).resized(width: w, height: h)
            derived = (key, made)
            return made
        }

        /// Encodes at `rungs` and measures the result.
        private mutating func trial(_ rungs: [Int]) throws -> Trial {
            var s = settings
            let step = BudgetLever.frameSteps(fps: settings.fps)[rung(.frameRate, rungs)]
            let scale = BudgetLever.scaleRungs[rung(.scale, rungs)]
            s.fps = settings.fps / Double(step)
            if levers.contains(.colors) { s.colors = min(settings.colors, BudgetLever.colorRungs[rung(.colors, rungs)]) }
            if levers.contains(.lossy) { s.lossy = max(settings.lossy, BudgetLever.lossyRungs[rung(.lossy, rungs)]) }
            if levers.contains(.crf) { s.crf = BudgetLever.crfRungs(from: settings.crf)[rung(.crf, rungs)] }
            if levers.contains(.webpQuality) { s.webpQuality = BudgetLever.webpQualityRungs[rung(.webpQuality, rungs)] ?? settings.webpQuality }
            let source = frames(step: step, scale: scale)
            try format.check(fps: s.fps, width: source.width, height: source.height)
            try s.check()
            let width = format.padsToEven ? (source.width + 1) & ~1 : source.width
            let height = format.padsToEven ? (source.height + 1) & ~1 : source.height
            var file = EncodedFile(format: format, width: width, height: height, sourceFrameCount: source.frameCount,
                                   frameCount: source.frameCount, bytes: 0)
            var outcome = BudgetOutcome(limit: limit, reduced: rungs.contains { $0 > 0 }, fps: s.fps, scale: scale)
            let bytes: Data
            switch format {
            case .gif:
                let key = [step, Int(scale * 1000), s.colors]
                let prepared: GIFEncoder.Prepared
                if let gif, gif.key == key { prepared = gif.prepared } else {
                    gif = nil
                    prepared = try GIFEncoder(settings: s).prepare(source)
                    gif = (key, prepared)
                }
                bytes = Data(GIFEncoder(settings: s).bytes(prepared))
                file.frameCount = prepared.frames.count
                outcome.colors = prepared.colorsUsed
                outcome.lossy = s.lossy
            default:
                if scratch == nil { scratch = try ScratchFile(beside: path) }
                guard let scratch else { preconditionFailure("made above") }
                if format == .webp {
                    try WebPEncoder(settings: s).encode(source, to: scratch.path)
                } else {
                    try VideoEncoder(format: format, settings: s).encode(source, to: scratch.path)
                }
                bytes = try scratch.read()
                if let count = StoredFrames.count(in: scratch.path, format: format) { file.frameCount = count }
                if levers.contains(.crf) { outcome.crf = s.crf }
                if format == .webp { outcome.webpQuality = s.webpQuality }
            }
            file.bytes = Int64(bytes.count)
            smallest = min(smallest, file.bytes)
            return Trial(bytes: bytes, file: file, outcome: outcome)
        }
    }
}
