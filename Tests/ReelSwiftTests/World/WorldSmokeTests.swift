import Testing
import ReelModels
import ReelTimeline
@testable import ReelWorld

@Suite struct WorldSmokeTests {
    @Test func aSetOutsideABlockIsRecordedAsASet() throws {
        let world = UIKitWorld(setup: BadgeSetup(), measure: FixedAdvanceMetrics())
        world.badge.alpha = 0.5
        try world.run()
        let actions = try world.finish(length: 1)
        guard case .at(0, .set(let p)) = actions[0] else { Issue.record("\(actions)"); return }
        #expect(p.view == .badge && p.values.alpha == 0.5)
    }
}
