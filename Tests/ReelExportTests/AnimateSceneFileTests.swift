import Foundation
import Testing
import ReelExport
import ReelModels
import ReelRender
import ReelTimeline

/// The `animate`, `spring` and `group` actions in scene files: refusals with file, line, path
/// and what is accepted; written scenes read back equal; the canvas holds what they draw.
@Suite struct AnimateSceneFileTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func refusal(_ text: String) -> String? {
        do { _ = try SceneFileReader(file: "s.yaml").read(text); return nil } catch { return error.description }
    }

    @Test(arguments: [
        ("actions:\n  - action: animate\n    duration: 1\n", "s.yaml:2: actions[0].keyPath: expected a value: animate needs keyPath"),
        ("actions:\n  - action: animate\n    keyPath: transform.skew\n", "s.yaml:3: actions[0].keyPath: transform.skew: expected one of transform.scale"),
        ("actions:\n  - action: animate\n    keyPath: opacity\n    values: [1, 2, 1]\n    keyTimes: [0, 1]\n",
         "s.yaml:5: actions[0].keyTimes: 0,1: expected 3 key times, one per value; 2 given"),
        ("actions:\n  - action: animate\n    keyPath: opacity\n    values: [1, 2, 1]\n    keyTimes: [0, 0.6, 0.5]\n",
         "s.yaml:5: actions[0].keyTimes: 0,0.6,0.5: expected key times each at least the one before"),
        ("actions:\n  - action: animate\n    keyPath: opacity\n    values: [1, 2]\n    keyTimes: [0.1, 1]\n", "expected key times starting at 0"),
        ("actions:\n  - action: animate\n    keyPath: opacity\n    values: [1, [2]]\n", "s.yaml:4: actions[0].values[1]: expected a list of at most 1000 values"),
        ("actions:\n  - action: animate\n    keyPath: opacity\n    values: [1, red]\n",
         "s.yaml:4: actions[0].values: #FF0000: expected value 2 of the list to be a number, as opacity holds"),
        ("actions:\n  - action: animate\n    keyPath: opacity\n    timingFunctions: [easeIn]\n", "s.yaml:4: actions[0].timingFunctions: expected values to go with them"),
        ("actions:\n  - action: animate\n    keyPath: opacity\n    fillMode: always\n",
         "s.yaml:4: actions[0].fillMode: always: expected one of removed, forwards, backwards, both"),
        ("actions:\n  - action: animate\n    keyPath: opacity\n    timingFunction: \"cubic-bezier(2,0,1,1)\"\n",
         "s.yaml:4: actions[0].timingFunction: cubic-bezier(2,0,1,1): expected linear, easeIn, easeOut"),
        ("actions:\n  - action: animate\n    keyPath: opacity\n    speed: 0\n", "s.yaml:4: actions[0].speed: 0: expected a number from 0.001 to 1000"),
        ("actions:\n  - action: animate\n    keyPath: opacity\n    mass: 2\n", "s.yaml:4: actions[0].mass: unknown key for animate"),
        ("actions:\n  - action: spring\n    keyPath: opacity\n    stiffness: 0\n", "s.yaml:4: actions[0].stiffness: 0: expected a number from 0.001 to 100000"),
        ("actions:\n  - action: spring\n    keyPath: borderColor\n    toValue: 3\n",
         "s.yaml:4: actions[0].toValue: 3: expected a colour, as borderColor holds"),
        ("actions:\n  - action: group\n    duration: 1\n", "s.yaml:2: actions[0].animations: missing; expected a list of animate and spring animations"),
        ("actions:\n  - action: group\n    animations:\n      - keyPath: opacity\n        layer: host\n",
         "s.yaml:5: actions[0].animations[0].layer: a group's animations run on the group's layer"),
        ("actions:\n  - action: group\n    animations:\n      - action: group\n", "s.yaml:4: actions[0].animations[0].action: group: expected animate or spring"),
        ("actions:\n  - action: group\n    animations:\n      - keyPath: opacity\n        values: [0, 1]\n        keyTimes: [0, 2]\n",
         "s.yaml:6: actions[0].animations[0].keyTimes: 2: expected value 2 of the list to be a number from 0 to 1"),
    ])
    func refusedWithPlaceAndAcceptedValues(text: String, expected: String) {
        let message = refusal(text)
        #expect(message?.contains(expected) == true, "\(message ?? "accepted")")
    }

    /// Every example, and a scene with every kind, written and read back: the same reel.
    @Test(arguments: ["spring-scale-in", "wiggle", "fade-and-rise"])
    func examplesReadBackEqual(name: String) throws {
        let reel = try SceneFileReader.load(Self.root.appendingPathComponent("examples/custom/\(name).yaml").path)
        try Self.expectRoundTrip(reel)
    }

    /// The written scene reads back to the same script, and writing that gives the same text
    /// (the writer names the default icon, so the reels differ only there).
    static func expectRoundTrip(_ reel: Reel, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let written = SceneFileWriter.yaml(reel)
        let back = try SceneFileReader(file: "w.yaml").read(written)
        #expect(back.scene.actions == reel.scene.actions, "\(written)", sourceLocation: sourceLocation)
        #expect(SceneFileWriter.yaml(back) == written, sourceLocation: sourceLocation)
    }

    @Test func everyKindReadsBackEqual() throws {
        let text = """
        actions:
          - action: animate
            layer: host
            keyPath: backgroundColor
            values: ["#FF0000", systemBlue, "#00FF0080"]
            calculationMode: paced
            additive: true
          - action: spring
            keyPath: transform.translation.x
            byValue: 12
            initialVelocity: -3
            duration: 0.7
            fillMode: both
            removedOnCompletion: false
          - action: group
            duration: 0.5
            timingFunction: "cubic-bezier(0.1,0.7,0.3,1)"
            autoreverses: true
            animations:
              - keyPath: cornerRadius
                toValue: 4
              - action: spring
                keyPath: bounds.size.width
                fromValue: 20
                toValue: 40
        """
        let reel = try SceneFileReader(file: "s.yaml").read(text)
        #expect(reel.scene.actions.count == 3)
        try Self.expectRoundTrip(reel)
    }

    /// A scale of 3 grows the canvas to hold the badge at three times its size.
    @Test func canvasHoldsWhatTheAnimationDraws() throws {
        func layout(_ action: String) throws -> CanvasLayout {
            let reel = try SceneFileReader(file: "s.yaml").read("actions:\n\(action)")
            return try PreparedReel(reel).layout
        }
        let still = try layout("  - action: wait\n    seconds: 0.5\n")
        let grown = try layout("  - action: animate\n    keyPath: transform.scale\n    values: [1, 3, 1]\n    duration: 0.5\n")
        // The badge (30 points, centered 15 points in from the host's corner) at 3× reaches 30
        // points further up and right than at rest.
        #expect(abs((still.origin.y - grown.origin.y) - 30) <= 1, "\(still) \(grown)")
        #expect(abs((grown.size.width - still.size.width) - 30) <= 1, "\(still) \(grown)")
        let moved = try layout("  - action: animate\n    layer: host\n    keyPath: transform.translation.x\n    fromValue: 0\n    toValue: -50\n    duration: 0.2\n")
        #expect(abs((still.origin.x - moved.origin.x) - 50) <= 1, "\(still) \(moved)")
    }
}
