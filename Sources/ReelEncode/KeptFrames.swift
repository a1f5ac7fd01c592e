import ReelFrame

/// A clip's frames drawn once and kept in memory, so a size search (`BudgetSearch`) encodes
/// them as often as it must without drawing them again: each frame that differs from the one
/// before is one `Frame` (a repeat keeps nothing), with what its source said of its changed
/// rows. Every pass gives exactly the frames, repeats and rows the source gave, so an encoder
/// makes the same bytes from either.
///
/// Memory is bounded before anything is drawn: `bytesNeeded` is the frames' pixels, and
/// `capture` refuses a clip past its limit (`KeptFrames.defaultLimit`).
public final class KeptFrames: FrameSource, @unchecked Sendable {
    public let frameCount: Int
    public let width: Int
    public let height: Int
    /// The pictures, one per frame that is not a repeat.
    private let pictures: [Frame]
    /// Frame k's picture in `pictures`.
    private let picture: [Int]
    private let repeats: [Bool]
    private let rows: [Range<Int>?]

    /// 1 GiB of pixels: 170 distinct 1080x1080 frames, 680 of 620x620, far past the clips
    /// badges make (a 2 s pop at 50 fps draws 100, most of them repeats of the hold).
    public static let defaultLimit = 1 << 30

    /// The bytes `source`'s frames take kept: its frames that are not repeats, each a
    /// `Frame`'s stride × height.
    public static func bytesNeeded(_ source: some FrameSource) -> Int {
        let distinct = (0..<source.frameCount).reduce(0) { $0 + ($1 == 0 || !source.isRepeat($1) ? 1 : 0) }
        return distinct * ((source.width * 4 + 63) / 64 * 64) * source.height
    }

    /// Draws `source` once (one pass of `forEachFrame`) and keeps its frames.
    public init(capturing source: some FrameSource) throws {
        width = source.width; height = source.height; frameCount = source.frameCount
        var pictures: [Frame] = [], picture = [Int](repeating: 0, count: frameCount)
        var repeats = [Bool](repeating: false, count: frameCount)
        var rows = [Range<Int>?](repeating: nil, count: frameCount)
        try source.forEachFrame { k, frame in
            repeats[k] = k > 0 && source.isRepeat(k)
            if !repeats[k] {
                rows[k] = source.changedRows(k)
                pictures.append(Frame(copying: frame))
            } else {
                rows[k] = 0..<0
            }
            picture[k] = pictures.count - 1
        }
        self.pictures = pictures; self.picture = picture; self.repeats = repeats; self.rows = rows
    }

    private init(width: Int, height: Int, pictures: [Frame], picture: [Int], repeats: [Bool], rows: [Range<Int>?]) {
        self.width = width; self.height = height; frameCount = picture.count
        self.pictures = pictures; self.picture = picture; self.repeats = repeats; self.rows = rows
    }

    /// The bytes the pictures take.
    var bytes: Int { pictures.reduce(0) { $0 + $1.stride * $1.height } }

    public func forEachFrame(_ body: (Int, Frame) throws -> Void) throws {
        for k in 0..<frameCount { try body(k, pictures[picture[k]]) }
    }

    public func isRepeat(_ k: Int) -> Bool { repeats[k] }

    public func changedRows(_ k: Int) -> Range<Int>? { rows[k] }

    /// Every `step`-th frame (0, step, 2 step, …): the clip at 1/`step` of its rate. Frame j
    /// shows frame j × step, repeats the frame before when every frame in between did, and
    /// may differ from it in the rows any of them changed. The last frame holds one frame of
    /// the new rate, so the clip lasts ⌈n / step⌉ of them. No pixels are copied.
    func thinned(step: Int) -> KeptFrames {
        guard step > 1 else { return self }
        let count = (frameCount + step - 1) / step
        var picture = [Int](), repeats = [Bool](), rows = [Range<Int>?]()
        for j in 0..<count {
            let k = j * step
            picture.append(self.picture[k])
            guard j > 0 else { repeats.append(false); rows.append(nil); continue }
            let between = (k - step + 1)...k
            repeats.append(between.allSatisfy { self.repeats[$0] })
            var union: Range<Int>? = 0..<0
            for i in between {
                guard let r = self.rows[i], let u = union else { union = nil; break }
                union = r.isEmpty ? u : u.isEmpty ? r : min(u.lowerBound, r.lowerBound)..<max(u.upperBound, r.upperBound)
            }
            rows.append(union)
        }
        return KeptFrames(width: width, height: height, pictures: pictures, picture: picture, repeats: repeats, rows: rows)
    }

    /// The frames resampled to `newWidth` x `newHeight` by area (`FrameResampler`); a frame's
    /// changed rows become the rows their pixels fall in.
    func resized(width newWidth: Int, height newHeight: Int) -> KeptFrames {
        guard newWidth != width || newHeight != height else { return self }
        let resampler = FrameResampler(from: (width, height), to: (newWidth, newHeight))
        // Only the pictures this clip shows (a thinned clip keeps every picture of the clip
        // it came from), in order, each from the one shown before it: only the rows its
        // changed rows fall in are shrunk, the rest are the same as that one's.
        var shown = [Int?](repeating: nil, count: pictures.count), scaled: [Frame] = [], picture: [Int] = []
        var across: [UInt32] = []
        for k in 0..<frameCount {
            let p = self.picture[k]
            if let i = shown[p] { picture.append(i); continue }
            let before = k > 0 ? shown[self.picture[k - 1]].map { scaled[$0] } : nil
            scaled.append(resampler.resample(pictures[p], changed: k > 0 ? rows[k] : nil, onto: before, across: &across))
            shown[p] = scaled.count - 1
            picture.append(scaled.count - 1)
        }
        let rows = self.rows.map { r -> Range<Int>? in
            guard let r else { return nil }
            return r.isEmpty ? r : resampler.rows(covering: r)
        }
        return KeptFrames(width: newWidth, height: newHeight, pictures: scaled, picture: picture, repeats: repeats, rows: rows)
    }
}
