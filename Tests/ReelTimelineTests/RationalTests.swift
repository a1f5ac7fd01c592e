import Testing
@testable import ReelTimeline

@Suite struct RationalTests {
    @Test func readsDoublesAsTheyWereWritten() {
        #expect(Rational(reading: 0.05) == Rational(1, 20))
        #expect(Rational(reading: 29.97) == Rational(2997, 100))
        #expect(Rational(reading: 23.976) == Rational(2997, 125))
        #expect(Rational(reading: 0.6) == Rational(3, 5))
        #expect(Rational(reading: -0.25) == Rational(-1, 4))
        #expect(Rational(reading: 3) == Rational(3))
        // Fractions computed in floating point read back as the fraction.
        for n in 1...1000 {
            for k in [0, 1, n / 2, n - 1, n] {
                #expect(Rational(reading: Double(k) / Double(n)) == Rational(k, n), "\(k)/\(n)")
            }
        }
        // A computation's rounding noise is not read: the sum reads as what it summed.
        #expect(Rational(reading: 0.1 + 0.2) == Rational(3, 10))
        #expect(Rational(reading: 0.05 + 0.2 + 0.05 + 0.05) == Rational(7, 20))
        #expect(Rational(reading: Double(2996) / 29.97) == Rational(299_600, 2997))
    }

    @Test func readingsAreWithinHalfANanosecond() {
        let samples: [Double] = [1.0 / 3, .pi, 123_456.789, 1e9 + 0.5, 0.123_456_789_123, 1.000_000_000_1, 7e-6, 3e-7]
        for x in samples { #expect(abs(Rational(reading: x).doubleValue - x) <= 0.5e-9, "\(x)") }
        // Seven decimals read exactly (a Double cannot tell nine-decimal numbers from simpler
        // fractions); below 2^-20 the reading is exact too.
        #expect(Rational(reading: 0.123_456_7) == Rational(1_234_567, 10_000_000))
        #expect(Rational(reading: 99.123_456) == Rational(99_123_456, 1_000_000))
        #expect(Rational(reading: 1e-9) == Rational(1, 1_000_000_000))
        #expect(Rational(reading: 0x1p-60).doubleValue == 0x1p-60)
        #expect(Rational(reading: 3e-7).doubleValue == 3e-7)
    }

    @Test func exactSumsLandOnFrames() {
        let leadIn = Rational(reading: 0.1), run = Rational(reading: 0.3), hold = Rational(reading: 0.2)
        let start = leadIn + run + hold
        #expect(start == Rational(36) / Rational(reading: 60))          // frame 36 at 60 fps
        #expect(0.1 + 0.3 + 0.2 != 36.0 / 60)                         // what floating point says
        #expect(Rational(reading: 4.0 / 6) + Rational(reading: 1.0 / 6) == Rational(reading: 5.0 / 6))
        #expect(Rational(2997) / Rational(reading: 29.97) == Rational(100))
    }

    @Test func arithmeticAndRounding() {
        let a = Rational(7, 4), b = Rational(-1, 3)
        #expect(a + b == Rational(17, 12))
        #expect(a - b == Rational(25, 12))
        #expect(a * b == Rational(-7, 12))
        #expect(a / b == Rational(-21, 4))
        #expect(a / .zero == .zero)
        #expect(a.floor == 1 && a.ceiling == 2 && b.floor == -1 && b.ceiling == 0)
        #expect(Rational(9, 4).remainder(dividingBy: Rational(1)) == Rational(1, 4))
        #expect(Rational(-1, 4).remainder(dividingBy: Rational(1)) == Rational(3, 4))
        #expect(Rational(6, -4) == Rational(-3, 2) && Rational(6, -4).denominator == 2)
    }

    @Test func hostileNumbersNeverTrap() {
        #expect(Rational(reading: .nan) == .zero)
        #expect(Rational(reading: .infinity) == Rational(Int(Rational.readingLimit)))
        #expect(Rational(reading: -1e300) == Rational(-Int(Rational.readingLimit)))
        #expect(Rational(reading: .leastNonzeroMagnitude) == .zero)
        // Products beyond 64 bits round to the nearest fraction that fits.
        let big = Rational(reading: 1e15 + 0.5), odd = Rational(1, 999_999_937)
        let product = big * odd * odd * odd
        #expect(abs(product.doubleValue - (1e15 + 0.5) / 999_999_937 / 999_999_937 / 999_999_937) < 1e-20)
        let sum = Rational(1, 999_999_937) + Rational(1, 999_999_929) + Rational(1, 999_999_893)
        #expect(abs(sum.doubleValue - 3e-9) < 1e-15)
    }
}
