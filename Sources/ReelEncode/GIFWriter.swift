import Dispatch
import Foundation

/// Writes a GIF from the frames GIFFrameOptimizer stored, as small as a lossless optimiser
/// can make it (gifsicle -O3 is the yardstick):
/// - one global color table holding only the colors used, ordered so the colors most frames
///   need come first, sized to the next power of two actually needed;
/// - per frame, the smallest of several encodings: every pixel its color (no transparency),
///   every unchanged pixel transparent, or unchanged pixels chosen by the LZW table itself
///   (preferring either symbol on ties), each with the smallest code size its indices allow
///   and, when the table fills, an eager or a deferred clear;
/// - the frames encoded in parallel, each alone, so the bytes do not depend on the core count.
enum GIFWriter {
    /// The file's bytes.
    ///
    /// - Parameters:
    ///   - palette: the colors the frames' indices refer to (up to 256).
    ///   - clear: the index meaning transparent in `frames`, for transparent clips.
    ///   - lossy: how far the LZW coder may move a pixel's color (`LZWLossy`); 0 is lossless.
    static func encode(frames: [GIFFrameOptimizer.StoredFrame], width: Int, height: Int,
                       palette: [(r: UInt8, g: UInt8, b: UInt8)], clear: UInt8?, loop: LoopMode, lossy: Int = 0) -> [UInt8] {
        let table = GIFPalette(frames: frames, clear: clear)
        // The writer's indices are the table's: neighbours are found among its colors.
        let near = LZWLossy(colors: table.colors.map { palette[Int($0)] }, lossy: lossy)
        var blocks = [[UInt8]](repeating: [], count: frames.count)
        let workers = min(2, max(1, frames.count))
        blocks.withUnsafeMutableBufferPointer { out in
            let out = UncheckedSendable(out)
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                var lzw = LZWTables.take()
                var k = worker
                while k < frames.count {
                    out.value[k] = frameBlock(frames[k], table: table, lzw: &lzw, lossy: near)
                    k += workers
                }
                LZWTables.giveBack(lzw)
            }
        }
        var file: [UInt8] = Array("GIF89a".utf8)
        file += le16(width) + le16(height)
        let bits = table.sizeBits
        // Global table present, 8 bits per primary, table of 2^(bits) entries.
        file += [0xF0 | UInt8(bits - 1), table.background, 0]
        for i in 0..<(1 << bits) {
            if i < table.colors.count {
                let c = palette[Int(table.colors[i])]
                file += [c.r, c.g, c.b]
            } else {
                file += [0, 0, 0]
            }
        }
        switch loop {
        case .forever: file += netscape(0)
        case .times(let plays) where plays > 1: file += netscape(min(plays - 1, 65535))
        case .times: break
        }
        for b in blocks { file += b }
        file.append(0x3B)
        return file
    }

    /// One frame's graphic control extension, image descriptor and data: the smallest of the
    /// candidate encodings.
    static func frameBlock(_ f: GIFFrameOptimizer.StoredFrame, table: GIFPalette, lzw: inout LZW, lossy: LZWLossy? = nil) -> [UInt8] {
        let n = f.indices.count
        var symbols = [UInt8](repeating: 0, count: n)
        var either = [UInt8](repeating: 0, count: n)
        // The frame's transparent index: the lowest index none of its changed pixels uses,
        // so it keeps the code size small (gifsicle: prepare_colormap_map).
        var required = [Bool](repeating: false, count: 256)
        var needsTransparency = false, anyUnchanged = false
        for i in 0..<n {
            if f.unchanged[i] != 0 {
                anyUnchanged = true
                if f.indices[i] == table.clear { needsTransparency = true }
            } else {
                required[Int(table.map[Int(f.indices[i])])] = true
            }
        }
        // All 256 indices taken by changed pixels: no index is left to mean transparent.
        if required.allSatisfy({ $0 }) { anyUnchanged = false }
        let transparent = UInt8(required.firstIndex(of: false) ?? 0)
        var maxRequired = 0, maxAll = 0
        for i in 0..<n {
            let v = f.indices[i] == table.clear && table.clear != nil ? transparent : table.map[Int(f.indices[i])]
            symbols[i] = v
            if f.unchanged[i] != 0 {
                either[i] = 1
            } else {
                maxRequired = max(maxRequired, Int(v))
            }
            maxAll = max(maxAll, Int(v))
        }
        var best: (data: [UInt8], transparent: Bool)?
        func consider(_ data: [UInt8], transparent usesT: Bool) {
            if best.map({ data.count < $0.data.count }) ?? true { best = (data, usesT) }
        }
        func encodeBoth(_ s: UnsafeBufferPointer<UInt8>, _ e: UnsafeBufferPointer<UInt8>?, preferT: Bool, bits: Int) -> [UInt8] {
            let eager = lzw.encode(s, either: e, transparent: transparent, preferTransparent: preferT, minimumCodeSize: bits,
                                   lossy: lossy, width: f.width)
            // A table that never filled codes the same either way.
            guard lzw.filled else { return eager }
            let deferred = lzw.encode(s, either: e, transparent: transparent, preferTransparent: preferT,
                                      minimumCodeSize: bits, clear: .deferred, lossy: lossy, width: f.width)
            return deferred.count < eager.count ? deferred : eager
        }
        if !needsTransparency {
            let bits = codeSize(maxAll)
            symbols.withUnsafeBufferPointer { consider(encodeBoth($0, nil, preferT: false, bits: bits), transparent: false) }
        }
        if anyUnchanged {
            // An unchanged pixel whose color no changed pixel needs is always written
            // transparent: its own index could only lengthen the table's strings where it
            // already appears, and it may need a wider code.
            for i in 0..<n where either[i] != 0 && !required[Int(symbols[i])] { symbols[i] = transparent }
            let bitsT = codeSize(max(maxRequired, Int(transparent)))
            var all = symbols
            for i in 0..<n where either[i] != 0 { all[i] = transparent }
            all.withUnsafeBufferPointer { consider(encodeBoth($0, nil, preferT: false, bits: bitsT), transparent: true) }
            let (runs, singles) = runHeuristic(symbols, either, transparent: transparent)
            runs.withUnsafeBufferPointer { consider(encodeBoth($0, nil, preferT: false, bits: bitsT), transparent: true) }
            singles?.withUnsafeBufferPointer { consider(encodeBoth($0, nil, preferT: false, bits: bitsT), transparent: true) }
            symbols.withUnsafeBufferPointer { s in
                either.withUnsafeBufferPointer { e in
                    consider(encodeBoth(s, e, preferT: false, bits: bitsT), transparent: true)
                    consider(encodeBoth(s, e, preferT: true, bits: bitsT), transparent: true)
                }
            }
        }
        let chosen = best!
        var block: [UInt8] = [0x21, 0xF9, 4, f.disposal << 2 | (chosen.transparent ? 1 : 0)]
        block += le16(min(max(f.delay, 0), 65535)) + [chosen.transparent ? transparent : 0, 0]
        block += [0x2C] + le16(f.x) + le16(f.y) + le16(f.width) + le16(f.height) + [0]
        block += chosen.data
        return block
    }

    /// gifsicle's guess at where transparency makes runs (optimize.c, transp_frame_data):
    /// a stretch of unchanged pixels becomes transparent once it holds two colors; the second
    /// result (when it differs) also makes one-color stretches before a changed pixel
    /// transparent. Either can beat the table-guided choice on a given frame.
    static func runHeuristic(_ s: [UInt8], _ either: [UInt8], transparent t: UInt8) -> ([UInt8], [UInt8]?) {
        let n = s.count
        var d = [UInt8](repeating: 0, count: n)
        var singles: [UInt8]?
        var copied = 0, begin = 0, same = 0
        for i in 0..<n {
            let v = s[i]
            if either[i] == 0 && v != t {
                if same == 1 && i > 0 && d[i - 1] != t {
                    if singles == nil { singles = [UInt8](repeating: 0, count: n) }
                    for j in copied..<begin { singles![j] = d[j] }
                    for j in begin..<i { singles![j] = t }
                    copied = i
                }
                same = 0
            } else if same == 0 {
                begin = i
                same = 1
            } else if same == 1 && v != d[i - 1] {
                for j in begin..<i { d[j] = t }
                same = 2
            }
            d[i] = same > 1 ? t : v
        }
        if singles != nil { for j in copied..<n { singles![j] = d[j] } }
        return (d, singles)
    }

    /// The smallest LZW minimum code size for indices up to `maxIndex` (GIF allows 2 to 8).
    static func codeSize(_ maxIndex: Int) -> Int {
        var bits = 2
        while (1 << bits) <= maxIndex { bits += 1 }
        return bits
    }

    static func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }

    static func netscape(_ count: Int) -> [UInt8] {
        [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1] + le16(count) + [0]
    }
}

/// A value handed to concurrent workers that each touch only their own part of it.
struct UncheckedSendable<T>: @unchecked Sendable {
    var value: T
    init(_ value: T) { self.value = value }
}
