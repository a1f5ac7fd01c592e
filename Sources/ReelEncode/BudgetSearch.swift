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
/// then encoded again with the levers given up one at a time (`BudgetLever`, in its order).
/// Nothing is drawn again, and the file written is the bytes of a trial at full size.
///
/// The levers' stages, rung by rung, make one path of settings from the file as asked for to
/// every lever at its last rung (`BudgetLever.path`), each point a little smaller than the
/// one before. The file written is the first point on the path that fits, proved at full
/// size: that point fits and the point before it does not (the search assumes, as any
/// bisection does, that a later point is never larger). The file as asked for comes first
/// (if it fits, it is written as it is: the same bytes as without a budget).
///
/// Finding that point cheaply: the full-size trials are chosen on *probes*, the frames shrunk
/// to half their width and height (a quarter of the pixels, so a probe costs about a quarter
/// of a trial). A probe's size stands for the full file's through the ratio of the two at the
/// last point encoded at full size (first the file as asked for), and the probes are bisected
/// for the first point they say fits; that point is encoded at full size, then the point
/// before it, and when the probes were off the ratio is taken again where they were. On a
/// 2 s pop that is the asked file, the point chosen and the point before it (the work's
/// bound is what `BudgetPathTests` checks). A probe never decides what is written, only which
/// full-size trials run. The first point found may be given back its quality (`givenBack`).
/// Everything is a pure function of the frames and the settings, so the same command writes
/// the same bytes on any machine and core count.
public enum BudgetSearch {
    /// Encodes `source` to `path` in `format` at most `limit` bytes long; throws
    /// `BudgetError` (nothing written) when it cannot, `FormatLimitError` or `EncodeError` as
    /// `FileEncoder.encode` does.
    public static func encode(_ source: some FrameSource, to path: String, format: OutputFormat, settings: EncodeSettings,
                              limit: Int64, memoryLimit: Int = KeptFrames.defaultLimit) throws -> (file: EncodedFile, outcome: BudgetOutcome) {
        guard format != .pngSequence, format != .raw else { throw BudgetError.unsupported(format) }
        try format.check(fps: settings.fps, width: source.width, height: source.height)
        try settings.check()
        let needed = KeptFrames.bytesNeeded(source)
        guard needed <= memoryLimit else { throw BudgetError.framesTooLarge(bytes: needed, limit: memoryLimit) }
        try FFmpegLibraries.load(format.libraries)
        if format.libraries.contains(.codec) { try format.checkAvailable() }
        FFmpegLibraries.clearLog()
        let kept = try KeptFrames(capturing: source)

        var search = Search(kept: kept, format: format, settings: settings, limit: limit, path: path)
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

    /// The search's state: the path, the sizes measured on it, the frames derived for the
    /// last rate and scale tried, the GIF's mapped frames for the last rate, scale and colours
    /// (lossiness is only the coder's).
    struct Search {
        let kept: KeptFrames
        let format: OutputFormat
        let settings: EncodeSettings
        let levers: [BudgetLever]
        /// The settings tried, as each lever's rung, in the order they are given up.
        let points: [[Int]]
        let limit: Int64
        /// The destination: trials that FFmpeg writes go to a temporary beside it.
        let path: String
        var scratch: ScratchFile?
        /// The probes' frames: the kept frames at `probeFactor` of their sides, made once.
        private var probeBase: KeptFrames?
        /// Frames derived for a rate and scale, the last two full-size ones and the last
        /// probe's: the search's last steps go back and forth between two points (the one
        /// chosen, the one before it, the one given back) and a probe between them.
        private var derived: [(key: [Int], frames: KeptFrames)] = []
        private var gif: (key: [Int], prepared: GIFEncoder.Prepared)?
        /// Full-size sizes measured, by point (a point is never encoded twice at full size).
        private var measured: [Int: Int64] = [:]
        /// Probe sizes measured, by point.
        private var probed: [Int: Int64] = [:]
        /// The first point known to fit, with its bytes.
        private var best: (point: Int, trial: Trial)?
        /// How many trials ran, full size and probes (for the tests' bound on the work).
        private(set) var trials = 0, probes = 0

        /// Probes shrink each side to half: a quarter of the pixels. A canvas under 64 px a
        /// side is cheap enough to search at full size (its probes would say little).
        static let probeFactor = 0.5

        init(kept: KeptFrames, format: OutputFormat, settings: EncodeSettings, limit: Int64, path: String) {
            self.kept = kept; self.format = format; self.settings = settings; self.limit = limit; self.path = path
            let stages = BudgetLever.stages(for: format, fps: settings.fps, crf: settings.crf)
            var levers: [BudgetLever] = []
            for stage in stages where !levers.contains(stage.lever) { levers.append(stage.lever) }
            self.levers = levers
            points = BudgetLever.path(stages, levers: levers)
        }

        mutating func run() throws -> Trial {
            let asked = try measure(0)
            if let best { return best.trial }
            return try givenBack(try settle(asked: asked))
        }

        /// The first point that fits, with its colours, lossiness, CRF or WebP quality back
        /// as asked for when the frame rate or scale it gave up fits with them: on flat art
        /// fewer colours at full size look better than every colour at a smaller scale at
        /// equal bytes (docs/flags-and-formats.md), which is why those levers go first; but
        /// once the scale or rate has to go anyway, the file at that scale and rate with
        /// nothing else given up is closer to the clip in every pixel, and larger.
        private mutating func givenBack(_ first: Trial) throws -> Trial {
            guard let point = best?.point else { return first }
            var rungs = points[point]
            for (i, lever) in levers.enumerated() where lever != .frameRate && lever != .scale { rungs[i] = 0 }
            guard rungs != points[point], rungs.contains(where: { $0 > 0 }) else { return first }
            // Not tried when its probe stands for a file a fifth past the budget (on the pop,
            // every colour at the scale lossy 20 and 64 colours needed: 1.3 times as large).
            if probing, let size = measured[point] {
                let ratio = Double(size) / Double(try probe(point))
                if Double(try trial(rungs, probe: true).bytes.count) * ratio > 1.2 * Double(limit) { return first }
            }
            let back = try trial(rungs)
            guard back.bytes.count <= limit else { return first }
            gaveBack = rungs
            return back
        }

        /// Full-size trials until a point fits and the point before it does not. Each trial
        /// is chosen by the probes: the first point, past the last one known too big, whose
        /// probe stands for a file that fits, a probe of `b` bytes standing for `b` × the
        /// ratio of full size to probe at the last point encoded at full size (first the
        /// file as asked for); once a point fits, the probes choose among the points before
        /// it, and when they name it again, the point just before it is tried. Without
        /// probes (a small canvas), bisection. Every point too big up to the path's end:
        /// refused with the last point's size.
        private mutating func settle(asked: Int64) throws -> Trial {
            let last = points.count - 1
            var lo = 0, latest = (point: 0, size: asked)
            while true {
                if let best, best.point - lo <= 1 { return best.trial }
                let top = best?.point ?? last
                var guess = best == nil ? (lo + top + 1) / 2 : (lo + top) / 2
                if probing {
                    let ratio = Double(latest.size) / Double(try probe(latest.point))
                    // The first point in (lo, top] the probes say fits (top assumed to).
                    var a = lo, b = top
                    while b - a > 1 {
                        let middle = (a + b) / 2
                        if Double(try probe(middle)) * ratio <= Double(limit) { b = middle } else { a = middle }
                    }
                    guess = best != nil && b == top ? top - 1 : b
                }
                let size = try measure(guess)
                if size > limit {
                    lo = guess
                    if guess == last { throw BudgetError.unreachable(smallest: size, limit: limit) }
                }
                latest = (guess, size)
            }
        }

        /// The first point known to fit.
        var chosen: Int? { best?.point }
        /// Whether probes choose the trials: not on a canvas under 64 px a side, whose
        /// trials are cheap and whose probes would say little, nor on a path of two points.
        var probing: Bool { kept.width >= 64 && kept.height >= 64 && points.count > 2 }
        /// The rungs written instead of the first point's, when its frame rate and scale fit
        /// with everything else as asked for (`givenBack`).
        private(set) var gaveBack: [Int]?

        /// Point `i`'s full-size size, encoded once; the first point that fits keeps its bytes.
        mutating func measure(_ i: Int) throws -> Int64 {
            if let size = measured[i] { return size }
            let t = try trial(points[i])
            let size = Int64(t.bytes.count)
            measured[i] = size
            if size <= limit, best.map({ i < $0.point }) ?? true { best = (i, t) }
            return size
        }

        /// Point `i`'s size on the probes' frames, encoded once.
        private mutating func probe(_ i: Int) throws -> Int64 {
            if let size = probed[i] { return size }
            let size = Int64(try trial(points[i], probe: true).bytes.count)
            probed[i] = size
            return size
        }

        private func rung(_ lever: BudgetLever, _ rungs: [Int]) -> Int {
            levers.firstIndex(of: lever).map { rungs[$0] } ?? 0
        }

        /// The frames for a rate step and a scale, made from the kept frames, or for a
        /// probe from the probes' frames (the last ones made are kept).
        private mutating func frames(step: Int, scale: Double, probe: Bool) -> KeptFrames {
            let key = [probe ? 1 : 0, step, Int(scale * 1000)]
            if let kept = derived.first(where: { $0.key == key }) { return kept.frames }
            // The oldest of its kind goes before the next are made, and the oldest of any
            // kind while what is kept would pass the kept frames' own bytes (so the search
            // holds about twice the frames, as with one set derived at a time).
            let same = derived.indices.filter { derived[$0].key[0] == key[0] }
            if same.count >= (probe ? 1 : 2), let oldest = same.first { derived.remove(at: oldest) }
            let coming = Int(Double(kept.bytes) * scale * scale * (probe ? Self.probeFactor * Self.probeFactor : 1))
            while !derived.isEmpty, derived.reduce(coming, { $0 + $1.frames.bytes }) > kept.bytes { derived.removeFirst() }
            let base: KeptFrames
            if probe {
                let made = probeBase ?? kept.resized(width: Self.side(kept.width, Self.probeFactor),
                                                     height: Self.side(kept.height, Self.probeFactor))
                probeBase = made
                base = made
            } else {
                base = kept
            }
            let made = base.thinned(step: step).resized(width: Self.side(base.width, scale), height: Self.side(base.height, scale))
            derived.append((key, made))
            return made
        }

        /// A side of `side` px at `scale`, rounded, at least 16 px (or the side, if smaller).
        static func side(_ side: Int, _ scale: Double) -> Int {
            scale == 1 ? side : max(min(16, side), Int((Double(side) * scale).rounded()))
        }

        /// Encodes each lever at its rung in `rungs`, at full size or as a probe, and measures
        /// the result.
        mutating func trial(_ rungs: [Int], probe: Bool = false) throws -> Trial {
            if probe { probes += 1 } else { trials += 1 }
            var s = settings
            let step = BudgetLever.frameSteps(fps: settings.fps)[rung(.frameRate, rungs)]
            let scale = BudgetLever.scaleRungs[rung(.scale, rungs)]
            s.fps = settings.fps / Double(step)
            if levers.contains(.colors) { s.colors = min(settings.colors, BudgetLever.colorRungs[rung(.colors, rungs)]) }
            if levers.contains(.lossy) { s.lossy = max(settings.lossy, BudgetLever.lossyRungs[rung(.lossy, rungs)]) }
            if levers.contains(.crf) { s.crf = BudgetLever.crfRungs(from: settings.crf)[rung(.crf, rungs)] }
            if levers.contains(.webpQuality) { s.webpQuality = BudgetLever.webpQualityRungs[rung(.webpQuality, rungs)] ?? settings.webpQuality }
            let source = frames(step: step, scale: scale, probe: probe)
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
                let key = [probe ? 1 : 0, step, Int(scale * 1000), s.colors]
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
                    var encoder = WebPEncoder(settings: s)
                    encoder.quick = probe
                    try encoder.encode(source, to: scratch.path)
                } else {
                    var encoder = VideoEncoder(format: format, settings: s)
                    encoder.quick = probe
                    try encoder.encode(source, to: scratch.path)
                }
                bytes = try scratch.read()
                if !probe, let count = StoredFrames.count(in: scratch.path, format: format) { file.frameCount = count }
                if levers.contains(.crf) { outcome.crf = s.crf }
                if format == .webp { outcome.webpQuality = s.webpQuality }
            }
            file.bytes = Int64(bytes.count)
            return Trial(bytes: bytes, file: file, outcome: outcome)
        }
    }
}
