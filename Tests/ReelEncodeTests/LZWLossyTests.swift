import Testing
@testable import ReelEncode

/// Lossy LZW: every pixel decodes to its own color or one within lossy / 2 of it, the
/// transparent index is never taken nor moved, and the stream gets shorter.
@Suite struct LZWLossyTests {
    /// 64 greys, 4 levels apart: a neighbour is 6.9 away in RGB, two are 13.9.
    let greys: [(r: UInt8, g: UInt8, b: UInt8)] = (0..<64).map { (i: Int) -> (r: UInt8, g: UInt8, b: UInt8) in
        let level = UInt8(i * 4)
        return (level, level, level)
    }

    /// A noisy ramp: the index climbs along each row with a seeded ±1 wobble, and every
    /// `holeEvery`-th pixel is `hole` (a transparent index), if given.
    func ramp(count: Int, hole: UInt8? = nil, holeEvery: Int = 13) -> [UInt8] {
        var state: UInt64 = 42
        return (0..<count).map { i in
            if let hole, i % holeEvery == 0 { return hole }
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let wobble = Int(state >> 62) % 3 - 1
            return UInt8(max(0, min(62, (i % 320) / 6 + wobble)))
        }
    }

    func distance(_ a: Int, _ b: Int) -> Double {
        let x = greys[a], y = greys[b]
        let dr = Double(x.r) - Double(y.r), dg = Double(x.g) - Double(y.g), db = Double(x.b) - Double(y.b)
        return (dr * dr + dg * dg + db * db).squareRoot()
    }

    @Test(arguments: [20, 40, 100])
    func everyPixelDecodesWithinTheDistanceAndTheStreamShrinks(lossy: Int) throws {
        let pixels = ramp(count: 320 * 60)
        var lzw = LZW()
        let exact = pixels.withUnsafeBufferPointer { lzw.encode($0, minimumCodeSize: 6) }
        let near = try #require(LZWLossy(colors: greys, lossy: lossy))
        let lossyData = pixels.withUnsafeBufferPointer { lzw.encode($0, minimumCodeSize: 6, lossy: near, width: 320) }
        #expect(lzwDecode(exact).symbols == pixels.map(Int.init))
        let decoded = lzwDecode(lossyData).symbols
        #expect(decoded.count == pixels.count)
        let worst = zip(decoded, pixels).map { distance($0, Int($1)) }.max() ?? 0
        #expect(worst <= Double(lossy) / 2, "a pixel moved \(worst)")
        #expect(decoded != pixels.map(Int.init), "lossy \(lossy) changed nothing")
        #expect(lossyData.count < exact.count * 9 / 10, "\(lossyData.count) bytes against \(exact.count)")
    }

    @Test func theTransparentIndexIsNeitherTakenNorMoved() throws {
        let hole: UInt8 = 20
        let pixels = ramp(count: 320 * 40, hole: hole)
        let near = try #require(LZWLossy(colors: greys, lossy: 40))
        var lzw = LZW()
        let data = pixels.withUnsafeBufferPointer { lzw.encode($0, transparent: hole, minimumCodeSize: 6, lossy: near) }
        let decoded = lzwDecode(data).symbols
        for (d, p) in zip(decoded, pixels) {
            #expect((d == Int(hole)) == (p == hole))
        }
    }

    /// A smooth vertical ramp (each row one grey, 8 rows a grey) with a seeded wobble along
    /// the rows: every pixel decodes to its own grey or one of its four neighbours' (no shade
    /// where none was: the streaks lossy 20 drew across the pop's gradient), and it still
    /// shrinks.
    @Test(arguments: [20, 40])
    func aPixelTakesOnlyAGreyOneOfItsNeighboursHas(lossy: Int) throws {
        let width = 200, height = 160
        var state: UInt64 = 7
        let pixels: [UInt8] = (0..<(width * height)).map { i in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(max(0, min(62, (i / width) / 8 + Int(state >> 62) % 2)))
        }
        var lzw = LZW()
        let exact = pixels.withUnsafeBufferPointer { lzw.encode($0, minimumCodeSize: 6) }
        let near = try #require(LZWLossy(colors: greys, lossy: lossy))
        let data = pixels.withUnsafeBufferPointer { lzw.encode($0, minimumCodeSize: 6, lossy: near, width: width) }
        let decoded = lzwDecode(data).symbols
        #expect(decoded.count == pixels.count)
        var moved = 0
        for p in pixels.indices where decoded[p] != Int(pixels[p]) {
            moved += 1
            let x = p % width
            let neighbours = [x > 0 ? p - 1 : nil, x + 1 < width ? p + 1 : nil, p >= width ? p - width : nil,
                              p + width < pixels.count ? p + width : nil].compactMap { $0 }.map { Int(pixels[$0]) }
            #expect(neighbours.contains(decoded[p]), "pixel \(p) took \(decoded[p]), its neighbours \(neighbours)")
        }
        #expect(moved > 0 && data.count < exact.count, "\(data.count) bytes against \(exact.count), \(moved) moved")
    }

    @Test func lossyZeroIsTheLosslessCoder() {
        #expect(LZWLossy(colors: greys, lossy: 0) == nil)
    }

    @Test func neighboursAreNearestFirstAndAtMostSixteen() throws {
        let near = try #require(LZWLossy(colors: greys, lossy: 200))
        let list = near.near[32].map(Int.init)
        #expect(list.count == LZWLossy.most)
        let distances = list.map { distance(32, $0) }
        #expect(distances == distances.sorted())
        #expect(Set(list.prefix(2)) == [31, 33])
    }
}
