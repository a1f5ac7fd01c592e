import Testing
import ReelTimeline
@testable import ReelWorld

/// The run loop's clock keeps its waiting calls in a heap (round 12: a scan of them all at
/// every turn made 10,000 timed calls cost their square): the order is still time, then the
/// order they were scheduled in, calls scheduled while others run included.
@Suite struct VirtualClockTests {
    @Test func callsRunInTimeThenScheduleOrder() throws {
        var clock = VirtualClock()
        let limits = WorldLimits()
        var ran: [Int] = []
        // Times in a scrambled order, with ties: 0.3, 0.1, 0.2, 0.1, 0, 0.3, 0.2, …
        let tenths = (0..<200).map { ($0 * 7 + 3) % 4 }
        for (k, tenth) in tenths.enumerated() {
            try clock.schedule(at: Rational(tenth, 10), sceneTime: Rational(tenth, 10), limits: limits) { ran.append(k) }
        }
        var times: [Rational] = []
        while let next = clock.advance() {
            try next.work()
            times.append(clock.now)
            // Call 1 (at 0.2) schedules another at its own time: it runs after every call
            // already waiting there.
            if ran.last == 1 {
                try clock.schedule(at: clock.now, sceneTime: clock.now, limits: limits) { ran.append(-1) }
            }
        }
        let expected = (0..<4).flatMap { tenth in
            tenths.indices.filter { tenths[$0] == tenth } + (tenth == tenths[1] ? [-1] : [])
        }
        #expect(ran == expected)
        #expect(times == times.sorted())
    }
}
