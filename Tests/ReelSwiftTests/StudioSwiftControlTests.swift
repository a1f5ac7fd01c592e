import Testing
@testable import ReelStudio
import ReelSwift

/// Issue 31: a Swift literal's control — its unit read from the code, its range around its
/// value, and the text written back in the literal's own form.
@Suite struct StudioSwiftControlTests {
    static let file = """
        struct Constants {
            static let popOutRatio: CGFloat = 1.05
            static let blinkDuration: CGFloat = 0.1
            static let firstBumpDistance: CGFloat = 8.0
            static let blinkAlpha: CGFloat = 0.1
        }
        var out: [Double] = []
        struct Point { var x: Double; var y: Double }
        func shake(angle: CGFloat = .pi / 8, times: Int = 3) {
            out.append(Double(angle))
            out.append(Double(times))
        }
        func wiggle() {
            let values = [0, -0.2, 0.2]
            let rotation = 0.3
            let turn: Double = 0.25 * .pi
            let timeStart: Float = 0.05
            let anchorPoint = Point(x: 0.5, y: 0)
            let relativeStartTime = 0.25
            out.append(anchorPoint.x + relativeStartTime)
            for v in values { out.append(v) }
            out.append(rotation + turn + Double(timeStart))
            out.append(Double(Constants.popOutRatio + Constants.blinkDuration + Constants.firstBumpDistance + Constants.blinkAlpha))
        }
        shake()
        wiggle()
        """

    static func controls() throws -> [String: SwiftControl] {
        let literals = try SwiftProgram(fileName: "Bell.swift", text: file).evaluate().evaluatedLiterals
        let bytes = Array(file.utf8)
        return Dictionary(literals.map { ($0.name, SwiftControl(literal: $0, in: bytes, id: $0.name)) }, uniquingKeysWith: { a, _ in a })
    }

    @Test func unitsAreReadFromTheCode() throws {
        let c = try Self.controls()
        let units = c.mapValues(\.unit)
        #expect(units["Constants.popOutRatio"] == "ratio")
        #expect(units["Constants.blinkDuration"] == "seconds")
        #expect(units["Constants.firstBumpDistance"] == "points")
        #expect(units["Constants.blinkAlpha"] == "ratio")
        #expect(units["shake(angle:)"] == "degrees")
        #expect(units["shake(times:)"] == "ratio")
        #expect(units["wiggle(): rotation"] == "degrees")
        #expect(units["wiggle(): turn"] == "degrees")
        #expect(units["wiggle(): timeStart"] == "seconds")
        #expect(units["wiggle(): values[1]"] == "ratio")
        // Fractions, though `x:` names points and `Time` seconds elsewhere.
        #expect(units["wiggle(): relativeStartTime"] == "ratio")
        let anchor = try #require(c["wiggle(): Point(x:)"])
        #expect(anchor.unit == "ratio" && anchor.min == 0 && anchor.max == 1, "\(anchor)")
    }

    @Test func valuesAndRangesAreInTheUnitShown() throws {
        let c = try Self.controls()
        let angle = try #require(c["shake(angle:)"])
        #expect(angle.text == "8" && angle.form == "piDivisor" && angle.value == 22.5 && angle.symbol == "°")
        #expect(angle.min == -90 && angle.max == 90 && angle.step == 0.5)
        let turn = try #require(c["wiggle(): turn"])
        #expect(turn.form == "piMultiple" && turn.value == 45)
        let rotation = try #require(c["wiggle(): rotation"])
        #expect(rotation.form == "radians" && abs(rotation.value - 17.188733854) < 1e-6)
        let ratio = try #require(c["Constants.popOutRatio"])
        #expect(ratio.value == 1.05 && ratio.min == 0 && ratio.max == 2.5 && ratio.step == 0.01)
        let seconds = try #require(c["Constants.blinkDuration"])
        #expect(seconds.min == 0 && seconds.max == 1 && seconds.symbol == "s")
        let distance = try #require(c["Constants.firstBumpDistance"])
        #expect(distance.min == 0 && distance.max == 25 && distance.step == 0.5 && distance.symbol == "pt")
        let alpha = try #require(c["Constants.blinkAlpha"])
        #expect(alpha.min == 0 && alpha.max == 1)
        let times = try #require(c["shake(times:)"])
        #expect(times.step == 1 && times.max == 10)
        // A sign written before the literal is the control's.
        let negative = try #require(c["wiggle(): values[1]"])
        #expect(negative.text == "-0.2" && negative.value == -0.2 && negative.min < 0)
        let bytes = Array(Self.file.utf8)
        #expect(String(decoding: bytes[negative.range], as: UTF8.self) == "-0.2")
    }

    @Test func theTextWrittenBackKeepsTheLiteralsForm() throws {
        let c = try Self.controls()
        #expect(try #require(c["wiggle(): timeStart"]).literalText(for: 0.08) == "0.08")
        #expect(try #require(c["Constants.popOutRatio"]).literalText(for: 1.2) == "1.2")
        // `8.0` stays a decimal; `3` a whole number.
        #expect(try #require(c["Constants.firstBumpDistance"]).literalText(for: 12) == "12.0")
        #expect(try #require(c["shake(times:)"]).literalText(for: 4) == "4")
        // `.pi / 8` at 30°: `.pi / 6`; at 25°: 7.2.
        #expect(try #require(c["shake(angle:)"]).literalText(for: 30) == "6")
        #expect(try #require(c["shake(angle:)"]).literalText(for: 25) == "7.2")
        #expect(try #require(c["wiggle(): turn"]).literalText(for: 90) == "0.5")
        #expect(try #require(c["wiggle(): rotation"]).literalText(for: 45) == "0.785398")
        #expect(try #require(c["wiggle(): values[1]"]).literalText(for: 0.3) == "0.3")
        #expect(try #require(c["wiggle(): values[1]"]).literalText(for: -0.35) == "-0.35")
        // Issue 41: a value typed is written as typed, large ones too (1e10 and up came back
        // with float noise: 582757991127.05 as 582757991127.0502), and no "-0".
        #expect(try #require(c["shake(times:)"]).literalText(for: 12_345_678_901) == "12345678901")
        for typed in ["582757991127.05", "526546667671.67", "361496487576.5", "162621854792.75", "10000000000.1", "-98765432109.33"] {
            #expect(try #require(c["Constants.popOutRatio"]).literalText(for: try #require(Double(typed))) == typed)
        }
        #expect(try #require(c["Constants.firstBumpDistance"]).literalText(for: 999_999_999_999) == "999999999999.0")
        #expect(try #require(c["wiggle(): values[1]"]).literalText(for: -0.0000001) == "0.0")
    }
}
