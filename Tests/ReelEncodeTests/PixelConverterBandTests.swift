import CFFmpeg
import Foundation
import Testing
import ReelFrame
@testable import ReelEncode

/// Converting only the rows that changed (PixelConverter's `changedRows`, PixelConverterBands)
/// gives the bytes converting the whole frame gives, in every pixel format it serves, for a
/// change anywhere: a few rows, touching the top or the bottom (and the padding), one row,
/// most of the frame, none. Frames are seeded noise over gradients with alpha, so a wrong
/// row, a chroma row left from the frame before or a band edge shows at once.
@Suite struct PixelConverterBandTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var format: AVPixelFormat
        var alpha: PixelConverter.Alpha
        var width: Int, height: Int, padTo: Int
        var bt709: Bool
        /// Bytes a pixel in each plane, per pixel of that plane's width.
        var planeBytes: [Int]
        var description: String { name }
        var opaque: Bool { if case .opaque = alpha { true } else { false } }
    }

    static let cases: [Case] = [
        Case(name: "MP4 yuv420p", format: AV_PIX_FMT_YUV420P, alpha: .opaque, width: 240, height: 200, padTo: 2, bt709: true, planeBytes: [1, 1, 1]),
        Case(name: "MP4 yuv420p, odd size, matte", format: AV_PIX_FMT_YUV420P, alpha: .flatten(255, 255, 255), width: 181, height: 147, padTo: 2, bt709: true, planeBytes: [1, 1, 1]),
        Case(name: "WebM yuva420p", format: AV_PIX_FMT_YUVA420P, alpha: .keep, width: 160, height: 130, padTo: 2, bt709: true, planeBytes: [1, 1, 1, 1]),
        Case(name: "MOV yuva444p10le", format: AV_PIX_FMT_YUVA444P10LE, alpha: .keep, width: 120, height: 99, padTo: 1, bt709: true, planeBytes: [2, 2, 2, 2]),
        Case(name: "APNG rgba", format: AV_PIX_FMT_RGBA, alpha: .keep, width: 90, height: 77, padTo: 1, bt709: false, planeBytes: [4]),
    ]

    /// A seeded picture: gradients, premultiplied alpha, noise.
    static func picture(_ c: Case, seed: UInt64) -> Frame {
        let frame = Frame(width: c.width, height: c.height)
        var rng = SplitMix(seed)
        for y in 0..<c.height {
            let row = frame.row(y)
            for x in 0..<c.width {
                let a = c.opaque ? 255 : Int(rng.next() % 4 == 0 ? rng.next() % 256 : 255)
                let r = (x * 255 / c.width + Int(rng.next() % 32)) % 256, g = (y * 255 / c.height + Int(rng.next() % 32)) % 256
                let b = Int(rng.next() % 256)
                row[x * 4] = UInt8(b * a / 255); row[x * 4 + 1] = UInt8(g * a / 255)
                row[x * 4 + 2] = UInt8(r * a / 255); row[x * 4 + 3] = UInt8(a)
            }
        }
        return frame
    }

    /// `base` with rows `rows` taken from `other`.
    static func mixed(_ base: Frame, _ other: Frame, rows: Range<Int>) -> Frame {
        let out = Frame(width: base.width, height: base.height)
        out.copy(from: base)
        for y in rows { out.row(y).copyMemory(from: UnsafeRawBufferPointer(other.row(y))) }
        return out
    }

    /// Every plane's visible bytes, row by row.
    static func bytes(_ av: UnsafeMutablePointer<AVFrame>, _ c: Case, converter: PixelConverter) -> [[UInt8]] {
        let shifts = PixelConverter.planeShifts(c.format)!
        return shifts.enumerated().map { i, shift in
            let (data, stride) = av.plane(i)
            let rows = (converter.outHeight + (1 << shift) - 1) >> shift
            let columns = i == 0 || shift == 0 ? converter.outWidth : (converter.outWidth + 1) >> 1
            var out: [UInt8] = []
            for y in 0..<rows { out += UnsafeBufferPointer(start: data! + y * stride, count: columns * c.planeBytes[i]) }
            return out
        }
    }

    func converter(_ c: Case) throws -> PixelConverter {
        try PixelConverter(width: c.width, height: c.height, padTo: c.padTo, alpha: c.alpha, format: c.format, bt709: c.bt709)
    }

    @Test(arguments: cases)
    func changedRowsGiveTheWholeFramesBytes(c: Case) throws {
        let h = c.height
        let changes: [Range<Int>] = [3..<9, 0..<1, 0..<5, h - 1..<h, h - 7..<h, h / 2..<h / 2 + 1, 17..<h - 20,
                                     40..<41, 1..<h - 1, 0..<h, 33..<65, 64..<min(96, h)]
        let partial = try converter(c)
        var previous = Self.picture(c, seed: 1)
        try partial.convert(previous).free()
        for (n, rows) in changes.enumerated() {
            let next = Self.mixed(previous, Self.picture(c, seed: UInt64(n + 2)), rows: rows)
            let whole = try converter(c)
            let expected = try whole.convert(next)
            defer { expected.free() }
            let got = try partial.convert(next, changedRows: rows)
            defer { got.free() }
            let same = Self.bytes(got, c, converter: partial) == Self.bytes(expected, c, converter: whole)
            #expect(same, "\(c): rows \(rows) changed")
            previous = next
        }
        // Nothing changed: the previous result again.
        let again = try partial.convert(previous, changedRows: 5..<5)
        defer { again.free() }
        let whole = try converter(c)
        let expected = try whole.convert(previous)
        defer { expected.free() }
        let same = Self.bytes(again, c, converter: partial) == Self.bytes(expected, c, converter: whole)
        #expect(same, "\(c): nothing changed")
    }

    /// The test would see a band that is too narrow: rows changed outside `changedRows`
    /// are not converted (the hint is trusted), so the bytes differ from the whole frame's.
    @Test func aWrongHintShows() throws {
        let c = Self.cases[0]
        let partial = try converter(c)
        let first = Self.picture(c, seed: 1)
        try partial.convert(first).free()
        let next = Self.mixed(first, Self.picture(c, seed: 9), rows: 150..<160)
        let got = try partial.convert(next, changedRows: 10..<20)
        defer { got.free() }
        let whole = try converter(c)
        let expected = try whole.convert(next)
        defer { expected.free() }
        let same = Self.bytes(got, c, converter: partial) == Self.bytes(expected, c, converter: whole)
        #expect(!same)
    }
}
