/// The global color table of an optimised GIF: only the colors the stored frames use, the
/// ones most frames need first (a frame whose indices are all small is coded with a smaller
/// LZW code size: gifsicle orders its table the same way, optimize.c create_out_global_map),
/// sized to the next power of two the frames need, transparent indices included.
struct GIFPalette: Sendable {
    /// Output index → source palette index.
    let colors: [UInt8]
    /// Source palette index → output index.
    let map: [UInt8]
    /// The source index meaning transparent, if any.
    let clear: UInt8?
    /// The table holds 2^sizeBits entries (1...8).
    let sizeBits: Int
    /// The screen's background index: the first frame's transparent index for transparent
    /// clips (what disposal 2 restores to), else 0.
    let background: UInt8

    init(frames: [GIFFrameOptimizer.StoredFrame], clear: UInt8?) {
        self.clear = clear
        // Which colors each frame needs at its changed pixels.
        var needs: [[Int]] = []
        var firstSeen = [Int](repeating: Int.max, count: 256)
        for (k, f) in frames.enumerated() {
            var inFrame = [Bool](repeating: false, count: 256)
            for i in f.indices.indices where f.unchanged[i] == 0 { inFrame[Int(f.indices[i])] = true }
            let list = (0..<256).filter { inFrame[$0] && UInt8($0) != clear }
            for c in list { firstSeen[c] = min(firstSeen[c], k) }
            needs.append(list)
        }
        // gifsicle's order (optimize.c, create_out_global_map): a color's weight is the
        // number of frames needing it that can still get a short table prefix; the lightest
        // color goes last, the frames needing it drop out (their weights with them), repeat.
        var weight = [Int](repeating: 0, count: 256)
        for list in needs { for c in list { weight[c] += 1 } }
        var users = [[Int]](repeating: [], count: 256)
        for (k, list) in needs.enumerated() { for c in list { users[c].append(k) } }
        var active = [Bool](repeating: true, count: needs.count)
        var remaining = (0..<256).filter { firstSeen[$0] != Int.max }
        var ordered: [Int] = []
        while !remaining.isEmpty {
            remaining.sort { a, b in
                if weight[a] != weight[b] { return weight[a] > weight[b] }
                if firstSeen[a] != firstSeen[b] { return firstSeen[a] < firstSeen[b] }
                return a < b
            }
            let removed = remaining.removeLast()
            ordered.append(removed)
            for k in users[removed] where active[k] {
                active[k] = false
                for c in needs[k] { weight[c] -= 1 }
            }
        }
        ordered.reverse()
        colors = ordered.map { UInt8($0) }
        var map = [UInt8](repeating: 0, count: 256)
        for (i, c) in ordered.enumerated() { map[c] = UInt8(i) }
        self.map = map
        // The largest index any frame may write: its colors, or its transparent index (the
        // lowest index its changed pixels do not use).
        var top = max(0, colors.count - 1)
        var firstTransparent: UInt8 = 0
        for (k, f) in frames.enumerated() {
            guard f.unchanged.contains(where: { $0 != 0 }) || (clear.map { f.indices.contains($0) } ?? false) else { continue }
            var required = [Bool](repeating: false, count: 257)
            for i in f.indices.indices where f.unchanged[i] == 0 { required[Int(map[Int(f.indices[i])])] = true }
            // 257 slots for at most 256 colors: the last is always free.
            let t = required.firstIndex(of: false) ?? 256
            top = max(top, min(t, 255))
            if k == 0 { firstTransparent = UInt8(min(t, 255)) }
        }
        var bits = 1
        while (1 << bits) <= top { bits += 1 }
        sizeBits = bits
        background = clear == nil ? 0 : firstTransparent
    }
}
