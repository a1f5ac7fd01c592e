import Foundation

/// Writes a GIF whose frames have transparent pixels, storing only what changed.
///
/// FFmpeg 5.1's gif encoder stores every frame that has a transparent pixel as a full
/// rectangle with disposal 2 (restore to background), since GIF cannot draw transparency over
/// an earlier frame: a transparent clip came out 16 times the size of the opaque one. Here
/// each frame stores the rectangle that differs from what the viewer shows, with unchanged
/// pixels marked transparent ("keep"); a frame is disposed (disposal 2, its rectangle cleared
/// to transparent) only when the next frame turns some of its opaque pixels transparent, and
/// then its rectangle is first widened to cover those pixels. What the viewer shows after
/// each frame is exactly the frame given (GIF89a, section 23; as Chromium, Firefox and
/// ImageMagick's -coalesce compose frames).
final class TransparentGIFWriter {
    private let handle: FileHandle
    private let width: Int
    private let height: Int
    /// The palette index that means transparent.
    private let transparent: UInt8
    private var lzw = LZW()

    /// The frame waiting to be written (its disposal depends on the next frame): its
    /// indices, what the viewer shows before it, its rectangle and its delay.
    private var pending: (target: [UInt8], base: [UInt8], rect: Rect, delay: Int)?

    struct Rect: Equatable {
        var x0: Int, y0: Int, x1: Int, y1: Int   // inclusive-exclusive
        var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
        func union(_ o: Rect) -> Rect {
            if isEmpty { return o }
            if o.isEmpty { return self }
            return Rect(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
        }
        static let empty = Rect(x0: 0, y0: 0, x1: 0, y1: 0)
    }

    /// Opens `path` and writes the header: the screen, the 256-color global palette (RGB)
    /// and, when the clip repeats, the NETSCAPE2.0 loop count (plays − 1; 0 = forever).
    init(path: String, width: Int, height: Int, palette: [(r: UInt8, g: UInt8, b: UInt8)], transparent: UInt8,
         loop: LoopMode) throws(EncodeError) {
        precondition(palette.count == 256)
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw EncodeError("cannot write the file: \(String(cString: strerror(errno)))")
        }
        self.handle = handle
        self.width = width; self.height = height; self.transparent = transparent
        var header: [UInt8] = Array("GIF89a".utf8)
        header += Self.le16(width) + Self.le16(height)
        header += [0xF7, transparent, 0]   // global table of 2^(7+1) colors, 8 bits each; background; aspect
        for c in palette { header += [c.r, c.g, c.b] }
        switch loop {
        case .forever: header += Self.netscape(0)
        case .times(let plays) where plays > 1: header += Self.netscape(min(plays - 1, 65535))
        case .times: break
        }
        try write(header)
    }

    /// Adds a frame of palette indices (width × height, row by row), shown for `delay`
    /// centiseconds.
    func add(_ target: [UInt8], delay: Int) throws(EncodeError) {
        precondition(target.count == width * height)
        guard var previous = pending else {
            // The first frame: the whole screen, drawn on an empty (transparent) one.
            pending = (target, [UInt8](repeating: transparent, count: target.count),
                       Rect(x0: 0, y0: 0, x1: width, y1: height), delay)
            return
        }
        // Pixels the new frame makes transparent where the previous one shows a color: only
        // disposing the previous frame's rectangle can clear them.
        var clear = Rect.empty
        for y in 0..<height {
            let row = y * width
            var x = 0
            while x < width {
                if previous.target[row + x] != transparent && target[row + x] == transparent {
                    clear = clear.union(Rect(x0: x, y0: y, x1: x + 1, y1: y + 1))
                }
                x += 1
            }
        }
        var base = previous.target
        let disposal: UInt8
        if clear.isEmpty {
            disposal = 1   // leave it: the next frame draws over it
        } else {
            disposal = 2   // restore its rectangle to the background (transparent)
            previous.rect = previous.rect.union(clear)
            for y in previous.rect.y0..<previous.rect.y1 {
                for x in previous.rect.x0..<previous.rect.x1 { base[y * width + x] = transparent }
            }
        }
        try emit(previous, disposal: disposal)
        var changed = Rect.empty
        for y in 0..<height {
            let row = y * width
            var first = -1, last = -1
            for x in 0..<width where base[row + x] != target[row + x] {
                if first < 0 { first = x }
                last = x
            }
            if first >= 0 { changed = changed.union(Rect(x0: first, y0: y, x1: last + 1, y1: y + 1)) }
        }
        // Nothing changed: one kept pixel, so the frame still takes its time.
        if changed.isEmpty { changed = Rect(x0: 0, y0: 0, x1: 1, y1: 1) }
        pending = (target, base, changed, delay)
    }

    /// Writes the last frame and the trailer; the file is complete after this.
    func finish() throws(EncodeError) {
        if let last = pending { try emit(last, disposal: 1) }
        pending = nil
        try write([0x3B])
        do { try handle.close() } catch { throw EncodeError("cannot write the file: \(error.localizedDescription)") }
    }

    /// One frame: its graphic control extension, image descriptor and data. Inside the
    /// rectangle a pixel equal to what the viewer shows is written transparent (kept).
    private func emit(_ frame: (target: [UInt8], base: [UInt8], rect: Rect, delay: Int), disposal: UInt8) throws(EncodeError) {
        let r = frame.rect
        var block: [UInt8] = [0x21, 0xF9, 4, disposal << 2 | 1] + Self.le16(min(max(frame.delay, 0), 65535)) + [transparent, 0]
        block += [0x2C] + Self.le16(r.x0) + Self.le16(r.y0) + Self.le16(r.x1 - r.x0) + Self.le16(r.y1 - r.y0) + [0]
        var indices: [UInt8] = []
        indices.reserveCapacity((r.x1 - r.x0) * (r.y1 - r.y0))
        for y in r.y0..<r.y1 {
            for x in r.x0..<r.x1 {
                let i = y * width + x
                indices.append(frame.target[i] == frame.base[i] ? transparent : frame.target[i])
            }
        }
        block += lzw.encode(indices)
        try write(block)
    }

    private func write(_ bytes: [UInt8]) throws(EncodeError) {
        do { try handle.write(contentsOf: bytes) } catch { throw EncodeError("cannot write the file: \(error.localizedDescription)") }
    }

    private static func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }

    private static func netscape(_ count: Int) -> [UInt8] {
        [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1] + le16(count) + [0]
    }
}
