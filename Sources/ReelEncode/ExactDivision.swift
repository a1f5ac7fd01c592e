/// Division by a divisor fixed in advance, as one multiplication and a shift, exact for every
/// numerator below 2^`bits`: with l = ⌈log₂ d⌉ and m = ⌊2^(bits + l) / d⌋ + 1,
/// ⌊n / d⌋ = ⌊n × m / 2^(bits + l)⌋ for 0 ≤ n < 2^bits (Granlund and Montgomery, "Division
/// by Invariant Integers using Multiplication", PLDI 1994, theorem 4.2: m × d lies in
/// (2^(bits + l), 2^(bits + l) + 2^l]). A 64-bit `div` costs tens of cycles; the area shrink
/// (`FrameResampler`) divides four sums a pixel by the same total, and perf put a quarter of
/// its time on those divisions. Exact, so the bytes are those of `/` (ExactDivisionTests
/// compares them at every numerator around each multiple of the divisor).
struct ExactDivision {
    let divisor: UInt64
    private let magic: UInt64
    /// bits + l, in 0...126.
    private let shift: Int

    /// `divisor` ≥ 1, numerators below 2^`bits`, `bits` in 1...62 (so m fits in 64 bits).
    init(divisor: UInt64, bits: Int) {
        precondition(divisor > 0 && (1...62).contains(bits), "a divisor and a numerator width the multiplier fits")
        self.divisor = divisor
        let l = divisor == 1 ? 0 : UInt64.bitWidth - (divisor - 1).leadingZeroBitCount
        shift = bits + l
        // 2^shift as a 128-bit (high, low); its quotient by d is below 2^(bits + 1).
        let high: UInt64 = shift >= 64 ? 1 << (shift - 64) : 0
        let low: UInt64 = shift >= 64 ? 0 : 1 << shift
        magic = divisor.dividingFullWidth((high, low)).quotient + 1
    }

    /// The numerator width that holds every value below `bound` (bound ≥ 1).
    static func bits(below bound: UInt64) -> Int {
        max(1, UInt64.bitWidth - (bound - 1).leadingZeroBitCount)
    }

    /// ⌊n / divisor⌋, for n below 2^bits.
    @inline(__always)
    func quotient(_ n: UInt64) -> UInt64 {
        let (high, low) = n.multipliedFullWidth(by: magic)
        return shift >= 64 ? high >> (shift - 64) : (high << (64 - shift)) | (low >> shift)
    }
}
