/// What a size budget may give up, one lever at a time, mildest setting first: the ladders
/// that make `BudgetSearch`'s path (`path`). Each lever's first rung is the file as asked for.
///
/// The order keeps the look longest (docs/flags-and-formats.md, "Fitting a size budget"), in
/// two rounds. First each lever gently, in the order the eye misses them on flat badge art:
/// - GIF: lossy LZW to 20 (a pixel moves at most 10 levels: at 40, streaks of a lighter shade
///   showed across flat fills and faint rings stayed where an edge had been), then colours
///   down to 64 (soft edges in coarser steps), then half the frame rate, then the scale.
/// - MP4, WebM: the CRF up by 9 (x264's and VP9's rate control spends the bits where they
///   show), then half the frame rate, then the scale.
/// - WebP: lossy frames at quality 80, then half the frame rate, then the scale.
/// - APNG and MOV: lossless (PNG, ProRes 4444), no quality to trade: half the frame rate,
///   then the scale.
/// Then, only for a budget the gentle round cannot reach, every lever to its last rung in
/// the same order. Half the frame rate goes before the scale because it keeps every frame's
/// detail (a badge's motion still reads at 25 fps; the seeds' recordings are 10 fps); the
/// scale changes every pixel of every frame: at equal bytes, 64 colours at full size kept
/// more of the pop (SSIM 0.997) than every colour at 0.7 of it (0.983; the table in the
/// docs). Once the rate or scale must go, the search gives the colours and lossiness back
/// when they fit (`BudgetSearch.Search.givenBack`).
enum BudgetLever: String, Sendable {
    case lossy, colors, crf, webpQuality, frameRate, scale

    /// The stages of `format`'s search: each lever and the rung it is given up to, in order.
    static func stages(for format: OutputFormat, fps: Double, crf: Int) -> [(lever: BudgetLever, upTo: Int)] {
        let halfRate = frameSteps(fps: fps).count > 1 ? 1 : 0
        let gentle: [(BudgetLever, Int)]
        switch format {
        case .gif: gentle = [(.lossy, 2), (.colors, 4), (.frameRate, halfRate), (.scale, scaleRungs.count - 1)]
        case .mp4, .webm: gentle = [(.crf, min(crfRungs(from: crf).count - 1, 4)), (.frameRate, halfRate), (.scale, scaleRungs.count - 1)]
        case .webp: gentle = [(.webpQuality, 2), (.frameRate, halfRate), (.scale, scaleRungs.count - 1)]
        case .apng, .mov: gentle = [(.frameRate, halfRate), (.scale, scaleRungs.count - 1)]
        case .pngSequence, .raw: gentle = []
        }
        let last = gentle.filter { $0.0 != .scale }.map { ($0.0, rungCount($0.0, fps: fps, crf: crf) - 1) }
        return (gentle + last).filter { $0.1 > 0 }
    }

    /// The search's path (`BudgetSearch`): the file as asked for (every rung 0), then each
    /// stage's lever a rung at a time up to the stage's rung, the levers before it where
    /// they stopped. A point is each lever's rung, by the lever's place in `levers`.
    static func path(_ stages: [(lever: BudgetLever, upTo: Int)], levers: [BudgetLever]) -> [[Int]] {
        var rungs = [Int](repeating: 0, count: levers.count)
        var points = [rungs]
        for stage in stages {
            guard let i = levers.firstIndex(of: stage.lever) else { continue }
            while rungs[i] < stage.upTo {
                rungs[i] += 1
                points.append(rungs)
            }
        }
        return points
    }

    /// How many rungs the lever's ladder has.
    static func rungCount(_ lever: BudgetLever, fps: Double, crf: Int) -> Int {
        switch lever {
        case .lossy: lossyRungs.count
        case .colors: colorRungs.count
        case .crf: crfRungs(from: crf).count
        case .webpQuality: webpQualityRungs.count
        case .frameRate: frameSteps(fps: fps).count
        case .scale: scaleRungs.count
        }
    }

    /// GIF lossiness (`LZWLossy`: a pixel moves at most lossy / 2 levels of RGB): 100 moves
    /// a pixel 50 levels, past which flat art shows streaks.
    static let lossyRungs = [0, 10, 20, 30, 40, 60, 80, 100]
    /// GIF colours: 32 still draws a badge's soft edge in a few steps; 16 is the floor.
    static let colorRungs = [256, 192, 128, 96, 64, 48, 32, 16]
    /// CRF steps above the one asked for, up to 40 (x264's 51 is a smear).
    static func crfRungs(from crf: Int) -> [Int] {
        [crf] + [2, 4, 6, 9, 12, 15, 18, 22].map { crf + $0 }.filter { $0 <= 40 }
    }
    /// WebP: lossless (nil), then libwebp's quality falling to 30.
    static let webpQualityRungs: [Int?] = [nil, 90, 80, 70, 60, 50, 40, 30]
    /// Frame rates as every n-th frame, down to 10 fps (or the rate asked for, if lower).
    static func frameSteps(fps: Double) -> [Int] {
        [1] + (2...12).filter { fps / Double($0) >= 10 - 1e-9 }
    }
    /// Scale factors of the canvas drawn, down to a quarter (a side keeps at least 16 px).
    static let scaleRungs = [1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.33, 0.25]
}
