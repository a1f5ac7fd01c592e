import Testing
import ReelFrame
@testable import ReelEncode

/// The area shrink computed only where a frame changed is the shrink of the whole frame,
/// byte for byte, at scales that land between pixels.
@Suite struct FrameResamplerTests {
    func frame(_ seed: UInt64, width: Int = 150, height: Int = 120, changing rows: Range<Int>? = nil, from base: Frame? = nil) -> Frame {
        let f = Frame(width: width, height: height)
        if let base { f.copy(from: base) }
        var state = seed
        for y in rows ?? 0..<height {
            let row = f.row(y)
            for x in 0..<width * 4 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                row[x] = UInt8(truncatingIfNeeded: state >> 56)
            }
        }
        return f
    }

    func same(_ a: Frame, _ b: Frame) -> Bool {
        a.width == b.width && a.height == b.height
            && (0..<a.height).allSatisfy { y in (0..<a.width * 4).allSatisfy { a.row(y)[$0] == b.row(y)[$0] } }
    }

    @Test(arguments: [(118, 97), (75, 60), (37, 29), (150, 120)])
    func onlyTheChangedRowsGiveTheWholeShrink(width: Int, height: Int) {
        let resampler = FrameResampler(from: (150, 120), to: (width, height))
        let first = frame(1)
        for rows in [30..<41, 0..<1, 119..<120, 57..<58, 0..<120] {
            let second = frame(2, changing: rows, from: first)
            let whole = resampler.resample(second)
            let part = resampler.resample(second, changed: rows, onto: resampler.resample(first))
            #expect(same(whole, part), "rows \(rows) at \(width)x\(height)")
        }
    }
    /// Each new pixel is the coverage-weighted average of the old ones, rounded to nearest,
    /// computed here the plain way (the 2D overlap of each old pixel, one `/` a channel): the
    /// resampler's two passes and its multiply-and-shift division give the same bytes.
    @Test(arguments: [(118, 97), (75, 60), (37, 29), (150, 120), (149, 1), (16, 16)])
    func theShrinkIsTheExactAreaAverage(width: Int, height: Int) {
        let (oldW, oldH) = (150, 120)
        let source = frame(7)
        let made = FrameResampler(from: (oldW, oldH), to: (width, height)).resample(source)
        func overlaps(_ i: Int, old: Int, new: Int) -> [(Int, UInt64)] {
            (0..<old).compactMap { j in
                let o = min((i + 1) * old, (j + 1) * new) - max(i * old, j * new)
                return o > 0 ? (j, UInt64(o)) : nil
            }
        }
        var wrong = 0
        for y in 0..<height {
            let ys = overlaps(y, old: oldH, new: height)
            for x in 0..<width {
                let xs = overlaps(x, old: oldW, new: width)
                for c in 0..<4 {
                    var sum: UInt64 = 0
                    for (j, fy) in ys { for (i, fx) in xs { sum += UInt64(source.row(j)[4 * i + c]) * fx * fy } }
                    let total = UInt64(oldW * oldH)
                    if made.row(y)[4 * x + c] != UInt8((sum + total / 2) / total) { wrong += 1 }
                }
            }
        }
        #expect(wrong == 0, "\(width)x\(height): \(wrong) channels differ")
    }
}
