/// GIF's variable-length LZW (GIF89a, appendix F) with the two freedoms a lossless optimiser
/// has: pixels that may be written either as their color or as the frame's transparent index
/// (they equal what the viewer already shows), and when to clear a full table.
///
/// Every code is the longest string the table holds from the current pixel, where a
/// "either" pixel matches both of its symbols (a search over the table's trie), so
/// transparency is used exactly where it lengthens a match — gifsicle's run heuristic
/// (optimize.c, transp_frame_data) guesses this; here the table itself says.
struct LZW {
    /// When the table is full (4,095 codes, as giflib and gifsicle stop).
    enum ClearPolicy {
        /// Clear at once and start over (giflib; our earlier writer).
        case eager
        /// Keep coding with the full table, never clear: gifsicle's deferred clear, which
        /// wins when the picture keeps repeating what the table learnt.
        case deferred
    }

    private static let codeLimit = 4095

    /// The table: the code for (prefix code, next symbol), valid while its stamp is the
    /// current generation, so a reset costs nothing. 4096 × 256 entries.
    private var codes = [UInt16](repeating: 0, count: 4096 * 256)
    private var stamps = [UInt16](repeating: 0, count: 4096 * 256)
    private var generation: UInt16 = 0
    /// Whether the last `encode` filled the table (only then can the clear policy matter).
    private(set) var filled = false
    /// The current `encode`'s lossiness (nil: lossless), the symbol it never moves or takes
    /// (the transparent index) and the first code that is not a pixel.
    private var lossy: LZWLossy?
    private var lossyExcluded = 0
    private var lossyLimit = 0
    /// The current `encode`'s row length: a lossy pixel only takes a symbol one of its four
    /// neighbours has (`nearContinuation`).
    private var lossyWidth = 0

    /// The image data of one frame: the minimum code size byte, then the compressed stream
    /// in sub-blocks of at most 255 bytes, then the block terminator.
    ///
    /// - Parameters:
    ///   - symbols: the pixels, row by row; every one below 2^`minimumCodeSize`.
    ///   - either: when given, pixels where it is non-zero may be written as `transparent`
    ///     instead of their symbol (the viewer shows the same either way).
    ///   - preferTransparent: which of the two an "either" pixel takes when both make
    ///     equally long codes.
    mutating func encode(_ symbols: UnsafeBufferPointer<UInt8>, either: UnsafeBufferPointer<UInt8>? = nil,
                         transparent: UInt8 = 0, preferTransparent: Bool = false,
                         minimumCodeSize: Int, clear policy: ClearPolicy = .eager, lossy: LZWLossy? = nil,
                         width: Int? = nil) -> [UInt8] {
        precondition((2...8).contains(minimumCodeSize))
        let clearCode = 1 << minimumCodeSize, endCode = clearCode + 1
        self.lossy = lossy
        lossyExcluded = Int(transparent)
        lossyLimit = clearCode
        lossyWidth = max(1, width ?? symbols.count)
        defer { self.lossy = nil }
        var packed: [UInt8] = []
        packed.reserveCapacity(symbols.count / 3 + 16)
        var bitBuffer = 0, bitCount = 0
        var codeSize = minimumCodeSize + 1
        var nextCode = endCode + 1
        func emit(_ code: Int) {
            bitBuffer |= code << bitCount
            bitCount += codeSize
            while bitCount >= 8 {
                packed.append(UInt8(truncatingIfNeeded: bitBuffer))
                bitBuffer >>= 8
                bitCount -= 8
            }
        }
        func reset() {
            generation &+= 1
            if generation == 0 {   // stamps wrapped: clear them once every 65,535 resets
                for i in stamps.indices { stamps[i] = 0 }
                generation = 1
            }
            nextCode = endCode + 1
            codeSize = minimumCodeSize + 1
        }
        reset()
        filled = false
        emit(clearCode)
        let n = symbols.count
        guard n > 0 else {
            emit(endCode)
            return Self.blocks(minimumCodeSize, packed, bitBuffer, bitCount)
        }
        let t = Int(transparent)
        var match = longestMatch(symbols, either, t, preferTransparent, from: 0)
        var pos = match.length
        while pos < n {
            emit(match.code)
            if nextCode < Self.codeLimit {
                // The decoder learns (this code + the next code's first symbol) as it reads the
                // next code, and the next code may already use that entry (a run): so the
                // first symbol is chosen first, trying both for a pixel that may be either.
                let own = Int(symbols[pos])
                let mayBeTransparent = (either.map { $0[pos] != 0 } ?? false) && own != t
                // The match `c` would start, were the entry (this code + c) in the table.
                func trial(_ c: Int) -> (code: Int, length: Int, first: Int) {
                    let key = match.code << 8 | c
                    let savedCode = codes[key], savedStamp = stamps[key]
                    codes[key] = UInt16(nextCode); stamps[key] = generation
                    let r = either.map { extend(symbols, $0, t, preferTransparent, code: c, at: pos + 1, n: n) }
                        ?? plainExtend(symbols, code: c, at: pos + 1, n: n)
                    codes[key] = savedCode; stamps[key] = savedStamp
                    return (r.code, r.length - pos, c)
                }
                // The preferred symbol first; the other only when strictly longer.
                let (firstChoice, secondChoice) = mayBeTransparent && preferTransparent ? (t, own) : (own, t)
                var chosen = trial(firstChoice)
                if mayBeTransparent {
                    let other = trial(secondChoice)
                    if other.length > chosen.length { chosen = other }
                }
                let key = match.code << 8 | chosen.first
                codes[key] = UInt16(nextCode)
                stamps[key] = generation
                // The decoder widens its codes one code later than it adds the entry.
                if nextCode == 1 << codeSize && codeSize < 12 { codeSize += 1 }
                nextCode += 1
                match = chosen
            } else {
                filled = true
                if policy == .eager {
                    emit(clearCode)
                    reset()
                }
                match = longestMatch(symbols, either, t, preferTransparent, from: pos)
            }
            pos += match.length
        }
        emit(match.code)
        if nextCode < Self.codeLimit && nextCode == 1 << codeSize && codeSize < 12 { codeSize += 1 }
        emit(endCode)
        return Self.blocks(minimumCodeSize, packed, bitBuffer, bitCount)
    }

    /// The longest string in the table starting at `pos`: its code, its length and its first
    /// symbol. "Either" pixels branch to both symbols; the search visits a bounded number of
    /// table entries, then follows the preferred branch only.
    private func longestMatch(_ s: UnsafeBufferPointer<UInt8>, _ either: UnsafeBufferPointer<UInt8>?, _ t: Int,
                              _ preferT: Bool, from pos: Int) -> (code: Int, length: Int, first: Int) {
        let n = s.count
        guard let either, either[pos] != 0, Int(s[pos]) != t else {
            let first = Int(s[pos])
            if let either {
                let r = extend(s, either, t, preferT, code: first, at: pos + 1, n: n)
                return (r.code, r.length - pos, first)
            }
            let r = plainExtend(s, code: first, at: pos + 1, n: n)
            return (r.code, r.length - pos, first)
        }
        let a = preferT ? t : Int(s[pos]), b = preferT ? Int(s[pos]) : t
        let ra = extend(s, either, t, preferT, code: a, at: pos + 1, n: n)
        let rb = extend(s, either, t, preferT, code: b, at: pos + 1, n: n)
        return rb.length > ra.length ? (rb.code, rb.length - pos, b) : (ra.code, ra.length - pos, a)
    }

    /// Follows the trie from `code` at pixel `p0`, every pixel its own symbol; returns the
    /// deepest code found and the position after it (as `length`).
    private func plainExtend(_ s: UnsafeBufferPointer<UInt8>, code start: Int, at p0: Int, n: Int) -> (code: Int, length: Int) {
        var code = start, p = p0
        while p < n {
            let key = code << 8 | Int(s[p])
            if stamps[key] == generation {
                code = Int(codes[key]); p += 1
                continue
            }
            // Lossy: the nearest neighbouring color the table continues with.
            guard let lossy, let next = nearContinuation(lossy, s, code: code, at: p) else { break }
            code = next; p += 1
        }
        return (code, p)
    }

    /// The code the table holds for `code` followed by a symbol near pixel `p`'s, nearest
    /// first, and held by one of `p`'s four neighbours (left, right, above, below, as the
    /// frame was): never the transparent index nor a symbol the code size cannot hold.
    ///
    /// The neighbour rule is what keeps gradients clean: with the distance alone, a row of a
    /// smooth ramp took the string of a row several shades away, and lossy 20 drew faint
    /// streaks across the pop's host icon (a vertical gradient) and a ring inside its
    /// bubble's edge. Taking only a neighbour's color moves an edge between two shades by
    /// at most a pixel and puts no shade where none was; dither noise, whose neighbours
    /// differ, still gives the coder its choices.
    @inline(__always)
    private func nearContinuation(_ lossy: LZWLossy, _ s: UnsafeBufferPointer<UInt8>, code: Int, at p: Int) -> Int? {
        let x = p % lossyWidth
        let left = x > 0 ? Int(s[p - 1]) : -1
        let right = x + 1 < lossyWidth && p + 1 < s.count ? Int(s[p + 1]) : -1
        let above = p >= lossyWidth ? Int(s[p - lossyWidth]) : -1
        let below = p + lossyWidth < s.count ? Int(s[p + lossyWidth]) : -1
        for q in lossy.alternatives(Int(s[p]), excluded: lossyExcluded)
        where Int(q) != lossyExcluded && Int(q) < lossyLimit {
            let k = Int(q)
            guard k == left || k == right || k == above || k == below else { continue }
            let key = code << 8 | k
            if stamps[key] == generation { return Int(codes[key]) }
        }
        return nil
    }

    /// Follows the trie from `code` at pixel `p`; returns the deepest code found and the
    /// position after it (as `length`).
    private func extend(_ s: UnsafeBufferPointer<UInt8>, _ either: UnsafeBufferPointer<UInt8>, _ t: Int, _ preferT: Bool,
                        code start: Int, at p0: Int, n: Int) -> (code: Int, length: Int) {
        var budget = 64
        func walk(_ code: Int, _ p: Int) -> (code: Int, length: Int) {
            var code = code, p = p
            while p < n {
                let sym = Int(s[p])
                if either[p] != 0 && sym != t {
                    let kc = code << 8 | sym, kt = code << 8 | t
                    let hasC = stamps[kc] == generation, hasT = stamps[kt] == generation
                    if hasC && hasT {
                        let (first, second) = preferT ? (kt, kc) : (kc, kt)
                        if budget > 0 {
                            budget -= 1
                            let r1 = walk(Int(codes[first]), p + 1)
                            let r2 = walk(Int(codes[second]), p + 1)
                            return r2.length > r1.length ? r2 : r1
                        }
                        code = Int(codes[first]); p += 1
                    } else if hasC {
                        code = Int(codes[kc]); p += 1
                    } else if hasT {
                        code = Int(codes[kt]); p += 1
                    } else {
                        break
                    }
                } else {
                    let key = code << 8 | sym
                    guard stamps[key] == generation else { break }
                    code = Int(codes[key]); p += 1
                }
            }
            return (code, p)
        }
        return walk(start, p0)
    }

    private static func blocks(_ minimumCodeSize: Int, _ packed: [UInt8], _ bitBuffer: Int, _ bitCount: Int) -> [UInt8] {
        var packed = packed
        if bitCount > 0 { packed.append(UInt8(truncatingIfNeeded: bitBuffer)) }
        var out: [UInt8] = [UInt8(minimumCodeSize)]
        out.reserveCapacity(packed.count + packed.count / 255 + 3)
        var i = 0
        while i < packed.count {
            let m = min(255, packed.count - i)
            out.append(UInt8(m))
            out.append(contentsOf: packed[i..<(i + m)])
            i += m
        }
        out.append(0)
        return out
    }
}
