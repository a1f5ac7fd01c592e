import Foundation
import Testing
@testable import ReelEncode

/// GIF's LZW decoder (GIF89a, appendix F), written from the specification and independent of
/// the encoder: the sub-blocks, the clear and end codes, the code width growing one code
/// after the table reaches a power of two, a full table kept until a clear.
func lzwDecode(_ data: [UInt8]) -> (minimumCodeSize: Int, symbols: [Int]) {
    let m = Int(data[0])
    var bytes: [UInt8] = []
    var i = 1
    while data[i] != 0 {
        bytes += data[(i + 1)...(i + Int(data[i]))]
        i += Int(data[i]) + 1
    }
    let clear = 1 << m, end = clear + 1
    var table: [[Int]] = []
    func resetTable() { table = (0..<clear).map { [$0] } + [[], []] }
    resetTable()
    var width = m + 1, bitPos = 0, previous: [Int]? = nil
    var out: [Int] = []
    while bitPos + width <= bytes.count * 8 {
        var code = 0
        for b in 0..<width where bytes[(bitPos + b) >> 3] >> ((bitPos + b) & 7) & 1 == 1 { code |= 1 << b }
        bitPos += width
        if code == clear { resetTable(); width = m + 1; previous = nil; continue }
        if code == end { break }
        let entry: [Int]
        if code < table.count { entry = table[code] } else { entry = previous! + [previous![0]] }
        out += entry
        if let p = previous, table.count < 4096 { table.append(p + [entry[0]]) }
        if table.count == 1 << width && width < 12 { width += 1 }
        previous = entry
    }
    return (m, out)
}

@Suite struct GIFWriterTests {
    /// Seeded pseudo-random symbols in runs, some pixels free to be either.
    func pattern(count: Int, colors: Int, seed: UInt64, eitherShare: Int) -> ([UInt8], [UInt8]) {
        var state = seed
        var s: [UInt8] = [], e: [UInt8] = []
        var current = 0
        for _ in 0..<count {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            if (state >> 40) % 5 == 0 { current = Int(state >> 33) % colors }
            s.append(UInt8(current))
            e.append((state >> 20) % 100 < UInt64(eitherShare) ? 1 : 0)
        }
        return (s, e)
    }

    @Test(arguments: [2, 3, 5, 8])
    func everyStreamDecodesToItsPixels(minimumCodeSize: Int) {
        var lzw = LZW()
        let colors = (1 << minimumCodeSize) - 1   // the last index is the transparent one
        let t = UInt8(colors)
        // Long enough that the table fills: cleared at once (eager) or kept full (deferred).
        for count in [1, 2, 7, 300, 40_000] {
            let (s, e) = pattern(count: count, colors: colors, seed: UInt64(count * 31 + minimumCodeSize), eitherShare: 40)
            for policy in [LZW.ClearPolicy.eager, .deferred] {
                for prefer in [false, true] {
                    let plain = s.withUnsafeBufferPointer { lzw.encode($0, minimumCodeSize: minimumCodeSize, clear: policy) }
                    let decodedPlain = lzwDecode(plain)
                    #expect(decodedPlain.minimumCodeSize == minimumCodeSize)
                    #expect(decodedPlain.symbols == s.map(Int.init), "plain \(count) \(policy)")
                    let free = s.withUnsafeBufferPointer { sp in
                        e.withUnsafeBufferPointer { ep in
                            lzw.encode(sp, either: ep, transparent: t, preferTransparent: prefer,
                                       minimumCodeSize: minimumCodeSize, clear: policy)
                        }
                    }
                    let decoded = lzwDecode(free).symbols
                    #expect(decoded.count == count)
                    // A free pixel decodes to its color or to the transparent index; every
                    // other pixel to its color.
                    let faithful = zip(decoded.indices, decoded).allSatisfy { i, v in
                        v == Int(s[i]) || (e[i] != 0 && v == Int(t))
                    }
                    #expect(faithful, "either \(count) \(policy) prefer \(prefer)")
                }
            }
        }
    }

    @Test func aFullTableKeptBeatsClearingOnARepeatingPicture() {
        // 24 rows of noise, then the same rows again and again: the table fills on the first
        // pass and what it learnt is what the rest repeats.
        var state: UInt64 = 12345
        let rows = (0..<24).map { _ in (0..<300).map { _ -> UInt8 in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(state >> 60)
        } }
        var s: [UInt8] = []
        for y in 0..<400 { s += rows[y % 24] }
        var lzw = LZW()
        let eager = s.withUnsafeBufferPointer { lzw.encode($0, minimumCodeSize: 4, clear: .eager) }
        #expect(lzw.filled)
        let deferred = s.withUnsafeBufferPointer { lzw.encode($0, minimumCodeSize: 4, clear: .deferred) }
        #expect(lzwDecode(deferred).symbols == s.map(Int.init))
        #expect(deferred.count < eager.count)
    }

    @Test func transparencyThatLengthensMatchesIsTaken() {
        // A long transparent run teaches the table long strings of the transparent index;
        // then unchanged pixels alternating two colors can reuse them.
        let n = 6000
        let s = [UInt8](repeating: 0, count: n) + (0..<n).map { UInt8($0 % 2 + 1) }
        let e = [UInt8](repeating: 0, count: n) + [UInt8](repeating: 1, count: n)
        var lzw = LZW()
        let plain = s.withUnsafeBufferPointer { lzw.encode($0, minimumCodeSize: 2) }
        let free = s.withUnsafeBufferPointer { sp in
            e.withUnsafeBufferPointer { lzw.encode(sp, either: $0, transparent: 0, minimumCodeSize: 2) }
        }
        #expect(Set(lzwDecode(free).symbols) == [0])
        #expect(free.count * 3 < plain.count * 2)
    }

    /// Three frames of 8×4 over a 5-color source palette: a repeat, a change in one corner.
    @Test func framesStoreOnlyTheChangeAndRepeatsLastLonger() {
        var optimizer = GIFFrameOptimizer(width: 8, height: 4, clear: nil)
        var a = [UInt8](repeating: 7, count: 32)
        a[0] = 9
        optimizer.add(a, delay: 2)
        optimizer.add(a, delay: 3)   // shows the same: merged into the first frame
        var b = a
        b[8 * 2 + 5] = 200; b[8 * 3 + 6] = 9
        optimizer.add(b, delay: 2)
        optimizer.finish()
        let frames = optimizer.frames
        #expect(frames.count == 2)
        #expect(frames[0].delay == 5 && frames[1].delay == 2)
        #expect((frames[1].x, frames[1].y, frames[1].width, frames[1].height) == (5, 2, 2, 2))
        #expect(frames[1].unchanged == [0, 1, 1, 0])
        let palette: [(r: UInt8, g: UInt8, b: UInt8)] = (0..<256).map { (UInt8($0), 0, 0) }
        let table = GIFPalette(frames: frames, clear: nil)
        // Three colors, plus a transparent index for the second frame: a 4-entry table.
        #expect(table.colors.count == 3 && table.sizeBits == 2)
        // The color only the later frame needs goes last (gifsicle's order).
        #expect(table.map[200] == 2)
        let file = GIFWriter.encode(frames: frames, width: 8, height: 4, palette: palette, clear: nil, loop: .forever)
        #expect(file[10] == 0xF1)   // global table of 2^2 entries
        #expect(Array(file.prefix(6)) == Array("GIF89a".utf8) && file.last == 0x3B)
    }

    @Test func aClearedPixelDisposesTheFrameBefore() {
        var optimizer = GIFFrameOptimizer(width: 6, height: 6, clear: 0)
        var a = [UInt8](repeating: 0, count: 36)
        for i in [7, 8, 13, 14] { a[i] = 3 }
        optimizer.add(a, delay: 2)
        optimizer.add(a, delay: 2)
        var b = [UInt8](repeating: 0, count: 36)
        b[14] = 3
        optimizer.add(b, delay: 2)
        optimizer.finish()
        let f = optimizer.frames
        // The first frame, then a one-pixel frame holding the repeat, disposed so the next
        // frame can show transparency where the badge was.
        #expect(f.count == 3)
        #expect(f[0].disposal == 1 && f[1].disposal == 2 && f[2].disposal == 1)
        #expect(f.map(\.delay) == [2, 2, 2])
        #expect((f[1].x, f[1].y, f[1].width, f[1].height) == (0, 0, 3, 3))
    }
}
