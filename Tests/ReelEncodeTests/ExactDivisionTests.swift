import Testing
@testable import ReelEncode

/// `ExactDivision` gives the quotients of `/`: at every numerator around each multiple of the
/// divisor (where a multiply-and-shift that is off by a little goes wrong first), at the top
/// of its range, and for the divisors the area shrink uses (old width × old height).
@Suite struct ExactDivisionTests {
    func check(_ d: UInt64, bits: Int) {
        let divide = ExactDivision(divisor: d, bits: bits)
        let top = bits >= 64 ? UInt64.max : (UInt64(1) << bits) - 1
        var wrong = 0
        // Around each multiple up to 300 × d, and around multiples near the top of the range.
        for k in UInt64(0)...300 where k <= top / d {
            for delta in [-2, -1, 0, 1, 2] {
                let n = Int128(k * d) + Int128(delta)
                guard n >= 0, n <= Int128(top) else { continue }
                if divide.quotient(UInt64(n)) != UInt64(n) / d { wrong += 1 }
            }
        }
        for n in [top, top - 1, top / 2, (top / d) * d, (top / d) * d &- 1] where n <= top {
            if divide.quotient(n) != n / d { wrong += 1 }
        }
        #expect(wrong == 0, "divisor \(d), \(bits) bits: \(wrong) wrong quotients")
    }

    @Test func everyQuotientAroundTheMultiplesIsExact() {
        for d: UInt64 in [1, 2, 3, 7, 10, 255, 256, 257, 1000, 4096, 65_535, 65_537, 136_900, 1_166_400, 16_777_213] {
            check(d, bits: ExactDivision.bits(below: 256 * d))
            check(d, bits: 40)
            check(d, bits: 62)
        }
    }

    @Test func allNumeratorsOfSmallDivisors() {
        for d: UInt64 in 1...300 {
            let bits = ExactDivision.bits(below: 256 * d)
            let divide = ExactDivision(divisor: d, bits: bits)
            let wrong = (UInt64(0)..<(256 * d)).filter { divide.quotient($0) != $0 / d }.count
            #expect(wrong == 0, "divisor \(d): \(wrong) wrong")
        }
    }
}
