import Testing
@testable import ReelSwiftUI

@Suite struct UnitCurveTests {
    /// [Probe] real SwiftUI prints `.easeInOut`'s solver as (ax 0.52, bx −0.78, cx 1.26, ay −2,
    /// by 3, cy 0) and `.easeIn`'s as (−0.74, 0.48, 1.26, −2, 3, 0) (camlittle.com, 2024).
    @Test func coefficientsAreThoseSwiftUIPrints() {
        let inOut = UnitCurve.easeInOut
        #expect(abs(inOut.ax - 0.52) < 1e-12 && abs(inOut.bx - -0.78) < 1e-12 && abs(inOut.cx - 1.26) < 1e-12)
        #expect(inOut.ay == -2 && inOut.by == 3 && inOut.cy == 0)
        let easeIn = UnitCurve.easeIn
        #expect(abs(easeIn.ax - -0.74) < 1e-12 && abs(easeIn.bx - 0.48) < 1e-12 && abs(easeIn.cx - 1.26) < 1e-12)
    }

    @Test(arguments: [UnitCurve.easeIn, .easeOut, .easeInOut, UnitCurve(0.2, 0.8, 0.3, 1.4), UnitCurve(0.9, -0.3, 0.1, 1.2)])
    func valuesAreTheBernsteinCurve(curve: UnitCurve) {
        for x in stride(from: 0.0, through: 1.0, by: 0.03125) {
            let expected = Reference.bezier(curve.p1x, curve.p1y, curve.p2x, curve.p2y, at: x)
            // Solved to 2⁻²⁰ in x and rounded to 2⁻²⁰ in y: within a few 2⁻²⁰.
            #expect(abs(curve.value(at: x) - expected) < 4.0 / 1048576)
        }
    }

    @Test func linearIsIdentityAndSymmetricCurvesMeetAtHalf() {
        for x in stride(from: 0.0, through: 1.0, by: 0.1) {
            #expect(abs(UnitCurve.linear.value(at: x) - x) <= 1.0 / 1048576)
            #expect(UnitCurve.linear.velocity(at: x) == 1)
        }
        #expect(UnitCurve.easeInOut.value(at: 0.5) == 0.5)
        #expect(UnitCurve.easeInOut.value(at: 0) == 0 && UnitCurve.easeInOut.value(at: 1) == 1)
        #expect(UnitCurve.easeIn.value(at: -1) == 0 && UnitCurve.easeIn.value(at: 2) == 1)
        // Values sit on the 2⁻²⁰ grid.
        let v = UnitCurve.easeIn.value(at: 0.37)
        #expect(v * 1048576 == (v * 1048576).rounded())
    }

    /// easeInOut's slope at the middle, by hand: at s = ½, dx/ds = cx + bx + ¾ax = 0.42·… →
    /// (1.26 − 0.78 + 0.39) = 0.87 and dy/ds = 0 + 3 − 1.5 = 1.5, so dy/dx = 1.5/0.87.
    @Test func velocityIsTheSlope() {
        #expect(abs(UnitCurve.easeInOut.velocity(at: 0.5) - 1.5 / 0.87) < 2.0 / 1048576)
        #expect(UnitCurve.easeIn.velocity(at: 0) == 0)
    }
}
