import Testing
import ReelModels
@testable import ReelExport

/// Issue 31: a parameter with two spellings in files is edited in the one the file uses.
@Suite struct SceneSpellingTests {
    static func edit(_ text: String, _ sets: [(String, String)]) throws(SceneError) -> String {
        try SceneTextEditor.apply(sets.map { SceneAssignment(path: $0.0, value: $0.1) }, to: text, file: "scene.yaml")
    }

    static func angle(_ text: String) throws -> Double? {
        if case .animate(let a) = try SceneFileReader(file: "scene.yaml").read(text).scene.actions[2], let s = a.parameters(as: ShakeParameters.self) { return s.angle }
        return nil
    }

    static let degrees = "actions:\n  - action: wait\n    seconds: 0.1\n  - increment\n  - action: shake\n    angleDegrees: 20   # a small swing\n"

    @Test func anAngleEditIsWrittenInDegreesWhereTheFileSaysDegrees() throws {
        let text = Self.degrees
        // What the studio sends: the reel's angle, in radians.
        let edited = try Self.edit(text, [("actions[2].angle", "\(30 * Double.pi / 180)")])
        #expect(edited == text.replacingOccurrences(of: "angleDegrees: 20 ", with: "angleDegrees: 30 "))
        #expect(try Self.angle(edited) == 30 * .pi / 180)
        // A value with no short decimal in degrees reads back to exactly what was sent.
        let odd = try Self.edit(text, [("actions[2].angle", "0.5236")])
        #expect(odd.contains("angleDegrees: 30.0000"))
        #expect(try Self.angle(odd) == 0.5236)
        // A value the spelling refuses is refused in its words.
        do {
            _ = try Self.edit(text, [("actions[2].angle", "9")])
            Issue.record("accepted")
        } catch {
            #expect(error.description.hasPrefix("scene.yaml:5: actions[2].angle: 9: expected a number from -6.3 to 6.3"), "\(error)")
        }
    }

    @Test func aDegreesEditIsWrittenInRadiansWhereTheFileSaysAngle() throws {
        let text = "actions:\n  - action: shake\n    angle: 0.5\n  - pop\n  - pop\n"
        let edited = try Self.edit(text, [("actions[0].angleDegrees", "45")])
        #expect(edited == text.replacingOccurrences(of: "angle: 0.5", with: "angle: \(Double.pi / 4)"))
        // Neither spelling in the file: the key given is added as given.
        let bare = "actions:\n  - action: shake\n  - pop\n"
        #expect(try Self.edit(bare, [("actions[0].angleDegrees", "45")]) == "actions:\n  - action: shake\n    angleDegrees: 45\n  - pop\n")
    }
}
