import Foundation
import Testing
@testable import ReelSwift

/// The seeds' own code evaluated through the language core against a recording stand-in for
/// UIKit: the values that reach UIKit are the ones Swift computes (Float rounding included).
@Suite struct SeedLanguageTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples/swift")

    func evaluate(_ file: String, run: String) throws -> RecordingWorld {
        let text = try String(contentsOf: Self.examples.appendingPathComponent(file), encoding: .utf8)
        let world = RecordingWorld()
        try SwiftProgram(fileName: file, text: text, run: run).evaluate(world: world)
        try world.runPending()
        return world
    }

    @Test func badgeHubsPopReachesUIKitWithFloatRoundedValues() throws {
        let world = try evaluate("BadgeHub.swift", run: """
            let host = UIImageView(frame: CGRect(x: 0, y: 0, width: 64, height: 64))
            let hub = BadgeHub(view: host)
            hub.setCount(42)
            hub.pop()
            """)
        // The circle's frame: x = 64 - 30 * 2 / 3 = 44, y = -30 / 3 = -10.
        #expect(world.events.contains("UIView#1.frame = (44.0, -10.0, 30.0, 30.0)"))
        let height: CGFloat = 30
        let popStartHeight = Float(height * 0.85)
        let popOutHeight = Float(height * 1.05)
        let timeStart: Float = 0.05, timeOut: Float = 0.2, timeIn: Float = 0.05, timeEnd: Float = 0.05
        #expect(world.events.contains("t=0.0 animate(\(TimeInterval(timeStart))) {"))
        #expect(world.events.contains("t=\(TimeInterval(timeStart)) animate(\(TimeInterval(timeOut))) {"))
        #expect(world.events.contains("CABasicAnimation#1.toValue = \(popStartHeight / 2)"))
        #expect(world.events.contains("CABasicAnimation#2.toValue = \(popOutHeight / 2)"))
        #expect(world.events.contains("CABasicAnimation#4.beginTime = \(Double(timeIn + timeOut + timeStart))"))
        #expect(world.events.contains("CAAnimationGroup#1.duration = \(Double(timeStart + timeOut + timeIn + timeEnd))"))
        #expect(world.events.contains { $0.hasPrefix("UIView#1.layer.add(CAAnimationGroup#1, nil)") })
        // The count's didSet ran: the label shows 42 and the circle is visible.
        #expect(world.events.contains("UILabel#1.text = 42"))
        #expect(world.events.last(where: { $0.hasPrefix("UIView#1.isHidden") }) == "UIView#1.isHidden = false")
    }

    @Test func badgeHubsBumpAndBlinkChainTheirCompletions() throws {
        let world = try evaluate("BadgeHub.swift", run: """
            let host = UIImageView(frame: CGRect(x: 0, y: 0, width: 64, height: 64))
            let hub = BadgeHub(view: host)
            hub.setCount(3)
            hub.bump()
            hub.blink()
            """)
        let starts = world.events.filter { $0.hasPrefix("t=") }
        let b1 = TimeInterval(CGFloat(0.13)), b2 = TimeInterval(CGFloat(0.1))
        #expect(starts == [
            "t=0.0 animate(\(b1)) {", "t=0.0 animate(\(b2)) {",
            "t=\(b2) animate(\(b2)) {", "t=\(b1) animate(\(b1)) {",
            "t=\(b2 + b2) animate(\(b2)) {", "t=\(b1 + b1) animate(\(b2)) {", "t=\(b1 + b1 + b2) animate(\(b2)) {",
        ])
        // bump's initialCenter is never set (CGPoint.zero): the circle's centre y goes to 0 - 8 (its x, 44 + 15, kept).
        #expect(world.events.contains("UIView#1.center = (59.0, -8.0)"))
        #expect(world.events.contains("UIView#1.alpha = 0.1"))
    }

    @Test func shakyBellsShakeEvaluatesItsKeyframeSteps() throws {
        let text = try String(contentsOf: Self.examples.appendingPathComponent("ShakyBell.swift"), encoding: .utf8)
        // The recording world has no bounds: the refusal names the first member it lacks, at
        // its position in the file — the class and the extension evaluated up to there.
        do {
            try SwiftProgram(fileName: "ShakyBell.swift", text: text, run: """
                let bell = BadgeLabel()
                bell.imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                bell.shakeWith(duration: 1.0, angle: .pi/8, yOffset: 0.0)
                """).evaluate(world: RecordingWorld())
            Issue.record("evaluated without keyframes")
        } catch {
            // setAnchorPoint (an extension of UIView) ran on the UIImageView, its implicit
            // `self.bounds` asked of the stand-in, which has no bounds.
            #expect(error.description == "ShakyBell.swift:99:35: cannot find 'bounds' in scope")
        }
    }
}
