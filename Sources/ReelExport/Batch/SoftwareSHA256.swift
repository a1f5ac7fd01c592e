/// SHA-256 (FIPS 180-4) in Swift, for when OpenSSL's libcrypto cannot be loaded: whole
/// 64-byte blocks are read straight from the caller's buffer as big-endian words, the message
/// schedule kept in a 16-word ring on the stack, nothing allocated per block. The
/// byte-at-a-time version it replaces ran at 110 MB/s (every byte appended to an array, a
/// 64-word array allocated per block); this one runs several times faster, and libcrypto's
/// SHA-NI code several times faster again (Benchmarks/, "SHA-256").
struct SoftwareSHA256: Sendable {
    private var h0: UInt32 = 0x6a09e667, h1: UInt32 = 0xbb67ae85, h2: UInt32 = 0x3c6ef372, h3: UInt32 = 0xa54ff53a
    private var h4: UInt32 = 0x510e527f, h5: UInt32 = 0x9b05688c, h6: UInt32 = 0x1f83d9ab, h7: UInt32 = 0x5be0cd19
    /// A partial block carried between updates (`pending` bytes of it are used).
    private var block = Block()
    private var pending = 0
    /// The message's length in bytes so far.
    private var length: UInt64 = 0

    /// 64 bytes inline, so carrying a partial block costs no allocation.
    private struct Block {
        var bytes: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
    }

    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    init() {}

    mutating func update(_ input: UnsafeRawBufferPointer) {
        guard var base = input.baseAddress, input.count > 0 else { return }
        var count = input.count
        length &+= UInt64(count)
        // Top up a partial block first.
        if pending > 0 {
            let take = min(64 - pending, count)
            withUnsafeMutableBytes(of: &block.bytes) {
                UnsafeMutableRawBufferPointer(rebasing: $0[pending..<(pending + take)]).copyMemory(from: UnsafeRawBufferPointer(start: base, count: take))
            }
            pending += take; base += take; count -= take
            guard pending == 64 else { return }
            var copy = block
            withUnsafeBytes(of: &copy.bytes) { compress(UnsafeRawBufferPointer(rebasing: $0[0..<64])) }
            pending = 0
        }
        // Whole blocks straight from the input.
        let whole = count & ~63
        if whole > 0 { compress(UnsafeRawBufferPointer(start: base, count: whole)); base += whole; count -= whole }
        if count > 0 {
            withUnsafeMutableBytes(of: &block.bytes) {
                UnsafeMutableRawBufferPointer(rebasing: $0[0..<count]).copyMemory(from: UnsafeRawBufferPointer(start: base, count: count))
            }
            pending = count
        }
    }

    /// The 32-byte digest of everything added (the state itself is left as it was).
    func digest() -> [UInt8] {
        var copy = self
        let bits = length &* 8
        // 0x80, zeros to 56 mod 64, the length in bits as a big-endian 64-bit number.
        var tail = [UInt8](repeating: 0, count: pending < 56 ? 64 - pending : 128 - pending)
        tail[0] = 0x80
        for i in 0..<8 { tail[tail.count - 1 - i] = UInt8(truncatingIfNeeded: bits >> UInt64(8 * i)) }
        tail.withUnsafeBytes { copy.update($0) }
        var out: [UInt8] = []
        out.reserveCapacity(32)
        for word in [copy.h0, copy.h1, copy.h2, copy.h3, copy.h4, copy.h5, copy.h6, copy.h7] {
            out.append(UInt8(truncatingIfNeeded: word >> 24)); out.append(UInt8(truncatingIfNeeded: word >> 16))
            out.append(UInt8(truncatingIfNeeded: word >> 8)); out.append(UInt8(truncatingIfNeeded: word))
        }
        return out
    }

    /// Compresses every whole 64-byte block of `blocks`.
    private mutating func compress(_ blocks: UnsafeRawBufferPointer) {
        @inline(__always) func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { x >> n | x << (32 - n) }
        var a0 = h0, b0 = h1, c0 = h2, d0 = h3, e0 = h4, f0 = h5, g0 = h6, hh0 = h7
        Self.k.withUnsafeBufferPointer { k in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 16) { w in
                var offset = 0
                while offset + 64 <= blocks.count {
                    for i in 0..<16 {
                        w[i] = UInt32(bigEndian: blocks.loadUnaligned(fromByteOffset: offset + 4 * i, as: UInt32.self))
                    }
                    var a = a0, b = b0, c = c0, d = d0, e = e0, f = f0, g = g0, h = hh0
                    for i in 0..<64 {
                        let wi: UInt32
                        if i < 16 {
                            wi = w[i]
                        } else {
                            // The schedule as a ring of 16: w[i] replaces w[i - 16].
                            let w15 = w[(i - 15) & 15], w2 = w[(i - 2) & 15]
                            let s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >> 3)
                            let s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >> 10)
                            wi = w[i & 15] &+ s0 &+ w[(i - 7) & 15] &+ s1
                            w[i & 15] = wi
                        }
                        let t1 = h &+ (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) &+ ((e & f) ^ (~e & g)) &+ k[i] &+ wi
                        let t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
                        h = g; g = f; f = e; e = d &+ t1; d = c; c = b; b = a; a = t1 &+ t2
                    }
                    a0 &+= a; b0 &+= b; c0 &+= c; d0 &+= d; e0 &+= e; f0 &+= f; g0 &+= g; hh0 &+= h
                    offset += 64
                }
            }
        }
        h0 = a0; h1 = b0; h2 = c0; h3 = d0; h4 = e0; h5 = f0; h6 = g0; h7 = hh0
    }
}
