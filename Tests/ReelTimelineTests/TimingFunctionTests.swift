import Testing
@testable import ReelTimeline

@Suite struct TimingFunctionTests {
    @Test func publishedValues() {
        #expect(abs(TimingFunction.easeInEaseOut(0.25) - 0.129162) < 1e-6)
        #expect(abs(TimingFunction.default(0.25) - 0.408511) < 1e-6)
        #expect(TimingFunction.easeInEaseOut(0.5) == 0.5 || abs(TimingFunction.easeInEaseOut(0.5) - 0.5) < 1e-9)
    }

    @Test(arguments: [TimingFunction.linear, .easeIn, .easeOut, .easeInEaseOut, .default])
    func endpointsAndMonotone(_ fn: TimingFunction) {
        #expect(fn(0) == 0)
        #expect(fn(1) == 1)
        #expect(fn(-3) == 0)
        #expect(fn(7) == 1)
        var previous = 0.0
        for i in 1...1000 {
            let y = fn(Double(i) / 1000)
            #expect(y >= previous - 1e-12)
            previous = y
        }
    }

    /// Solving x(s) = x to 1e-6: check against the Bézier evaluated at a parameter found by
    /// plain bisection, independent of the implementation's Newton steps.
    @Test(arguments: [TimingFunction.easeIn, .easeOut, .easeInEaseOut, .default,
                      TimingFunction(0.9, -0.5, 0.1, 1.5), TimingFunction(1, 0, 0, 1)])
    func solvesAgainstBisection(_ fn: TimingFunction) {
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        for i in 1..<100 {
            let x = Double(i) / 100
            var lo = 0.0, hi = 1.0
            for _ in 0..<80 {
                let mid = (lo + hi) / 2
                if bezier(mid, fn.x1, fn.x2) < x { lo = mid } else { hi = mid }
            }
            let expected = bezier((lo + hi) / 2, fn.y1, fn.y2)
            #expect(abs(fn(x) - expected) < 1e-5, "x = \(x)")
        }
    }

    @Test func parsesNamesAndCubicBezier() throws {
        #expect(TimingFunction.parse("linear") == .linear)
        #expect(TimingFunction.parse("easeInEaseOut") == .easeInEaseOut)
        #expect(TimingFunction.parse("ease-in-out") == .easeInEaseOut)
        #expect(TimingFunction.parse("EaseOut") == .easeOut)
        #expect(TimingFunction.parse("default") == .default)
        let custom = try #require(TimingFunction.parse("cubic-bezier(0.1, 0.7, 1.0, 0.1)"))
        #expect(custom == TimingFunction(0.1, 0.7, 1.0, 0.1))
        #expect(custom.description == "cubic-bezier(0.1,0.7,1,0.1)")
        #expect(TimingFunction.easeIn.description == "easeIn")
    }

    @Test(arguments: ["bogus", "cubic-bezier(1,2,3)", "cubic-bezier(1.5,0,0.5,1)", "cubic-bezier(0,0,1,nan)", "", "cubic-bezier(a,b,c,d)"])
    func refusesMalformed(_ text: String) {
        #expect(TimingFunction.parse(text) == nil)
    }
}
