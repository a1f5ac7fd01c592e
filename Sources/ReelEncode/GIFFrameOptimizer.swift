import Foundation

/// Turns whole frames of palette indices into what a GIF must store: for each frame the
/// rectangle that differs from what the viewer shows, which pixels in it may be left
/// transparent (they equal what is shown), and how the frame before it is disposed.
///
/// A frame that changes nothing is not stored: its time goes to the frame before (gifsicle
/// does the same, optimize.c: "remove entirely transparent frames"), so a still lead-in or
/// hold costs one frame, and what the viewer shows at every moment is unchanged.
///
/// With a clear index (transparent clips), a frame is disposed (disposal 2, its rectangle
/// cleared) only when the next frame turns some of its opaque pixels transparent, and then
/// its rectangle is first widened to cover those pixels: GIF cannot draw transparency over an
/// earlier frame (GIF89a, section 23; as Chromium, Firefox and ImageMagick's -coalesce
/// compose frames).
struct GIFFrameOptimizer {
    /// One frame as stored.
    struct StoredFrame {
        var x: Int, y: Int, width: Int, height: Int
        /// Disposal method: 1 leave in place, 2 restore to background (transparent).
        var disposal: UInt8
        /// Centiseconds.
        var delay: Int
        /// The rectangle's palette indices, row by row (the clear index where transparent).
        var indices: [UInt8]
        /// Non-zero where the pixel equals what the viewer shows before this frame.
        var unchanged: [UInt8]
    }

    let width: Int
    let height: Int
    /// The palette index that means transparent, for clips with transparency.
    let clear: UInt8?
    /// Frames finished so far, in order.
    private(set) var frames: [StoredFrame] = []
    /// The frame waiting for the next (its disposal depends on it): its indices, what the
    /// viewer shows before it, its rectangle and its delay.
    private var pending: (target: [UInt8], base: [UInt8], rect: Rect, delay: Int)?
    /// Time of frames after the pending one that show the same, not yet given to a frame.
    private var held = 0

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

    init(width: Int, height: Int, clear: UInt8?) {
        self.width = width; self.height = height; self.clear = clear
    }

    /// Adds a frame of palette indices (width × height, row by row), shown for `delay`
    /// centiseconds. `changedWithin`, when given, bounds where `target` may differ from the
    /// frame added before (GIFPaletteMapper's rectangle): the scans below then read only
    /// that, not the whole frame (they were 30% of a 1080x1080 export's CPU time).
    mutating func add(_ target: [UInt8], delay: Int, changedWithin: Rect? = nil) {
        precondition(target.count == width * height)
        let dirty = changedWithin ?? Rect(x0: 0, y0: 0, x1: width, y1: height)
        guard var previous = pending else {
            // The first frame: the whole screen, drawn on an empty (transparent) one.
            pending = (target, [UInt8](repeating: clear ?? 0, count: target.count),
                       Rect(x0: 0, y0: 0, x1: width, y1: height), delay)
            return
        }
        // Pixels the new frame makes transparent where the previous one shows a color: only
        // disposing the previous frame's rectangle can clear them.
        var cleared = Rect.empty
        if let clear, !dirty.isEmpty {
            for y in dirty.y0..<dirty.y1 {
                let row = y * width
                var first = -1, last = -1
                for x in dirty.x0..<dirty.x1 where target[row + x] == clear && previous.target[row + x] != clear {
                    if first < 0 { first = x }
                    last = x
                }
                if first >= 0 { cleared = cleared.union(Rect(x0: first, y0: y, x1: last + 1, y1: y + 1)) }
            }
        }
        if cleared.isEmpty && previous.delay + held + delay <= 65535 && Self.equal(target, previous.target, within: dirty, width: width) {
            held += delay   // shows the same: the previous frame lasts longer
            return
        }
        if held > 0 {
            if cleared.isEmpty {
                previous.delay += held
            } else {
                // The next frame needs what is shown cleared: dispose a one-pixel frame that
                // holds that time (its rectangle widened below), not the pending frame,
                // whose rectangle may be the whole screen.
                store(previous, disposal: 1)
                previous = (previous.target, previous.target, Rect(x0: 0, y0: 0, x1: 1, y1: 1), held)
            }
            held = 0
        }
        var base = previous.target
        var disposal: UInt8 = 1
        if !cleared.isEmpty, let clear {
            disposal = 2
            previous.rect = previous.rect.union(cleared)
            for y in previous.rect.y0..<previous.rect.y1 {
                for x in previous.rect.x0..<previous.rect.x1 { base[y * width + x] = clear }
            }
        }
        store(previous, disposal: disposal)
        // base differs from target only where the frame changed, or where disposal cleared.
        let scan = disposal == 2 ? dirty.union(previous.rect) : dirty
        var changed = Rect.empty
        for y in scan.y0..<scan.y1 {
            let row = y * width
            var first = -1, last = -1
            for x in scan.x0..<scan.x1 where base[row + x] != target[row + x] {
                if first < 0 { first = x }
                last = x
            }
            if first >= 0 { changed = changed.union(Rect(x0: first, y0: y, x1: last + 1, y1: y + 1)) }
        }
        // Nothing changed (only after a disposal, or a delay too long for one frame): one
        // kept pixel, so the frame still takes its time.
        if changed.isEmpty { changed = Rect(x0: 0, y0: 0, x1: 1, y1: 1) }
        pending = (target, base, changed, delay)
    }

    /// Whether `a` and `b` (whole frames known to agree outside `rect`) are equal.
    private static func equal(_ a: [UInt8], _ b: [UInt8], within rect: Rect, width: Int) -> Bool {
        if rect.isEmpty { return true }
        return a.withUnsafeBufferPointer { p in
            b.withUnsafeBufferPointer { q in
                if p.baseAddress == q.baseAddress { return true }
                // A rect that is not empty lies in frames that are not empty.
                guard let pa = p.baseAddress, let qa = q.baseAddress else { return false }
                for y in rect.y0..<rect.y1 {
                    let o = y * width + rect.x0
                    if memcmp(pa + o, qa + o, rect.x1 - rect.x0) != 0 { return false }
                }
                return true
            }
        }
    }

    /// Stores the last frame; `frames` is complete after this.
    mutating func finish() {
        if var last = pending {
            last.delay += held
            store(last, disposal: 1)
        }
        pending = nil
        held = 0
    }

    private mutating func store(_ f: (target: [UInt8], base: [UInt8], rect: Rect, delay: Int), disposal: UInt8) {
        let r = f.rect, w = r.x1 - r.x0, h = r.y1 - r.y0
        var indices = [UInt8](repeating: 0, count: w * h)
        var unchanged = [UInt8](repeating: 0, count: w * h)
        // Nothing is shown under the first frame unless the clip is transparent.
        let first = frames.isEmpty
        for y in 0..<h {
            let row = (r.y0 + y) * width + r.x0
            for x in 0..<w {
                let v = f.target[row + x]
                indices[y * w + x] = v
                if (!first || clear != nil) && v == f.base[row + x] { unchanged[y * w + x] = 1 }
            }
        }
        frames.append(StoredFrame(x: r.x0, y: r.y0, width: w, height: h, disposal: disposal, delay: f.delay,
                                  indices: indices, unchanged: unchanged))
    }
}
