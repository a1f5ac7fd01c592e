import Foundation
import Testing
import ReelFrame
@testable import ReelEncode

/// The conversion thread ahead of the encoder: every frame once, in order, and an error on
/// either side stops both sides with nothing prepared left unreleased.
@Suite struct FramePipelineTests {
    /// Counts what was prepared and released, from both threads.
    final class Ledger: @unchecked Sendable {
        private let lock = NSLock()
        private var prepared = 0, discarded = 0
        func prepare() { lock.lock(); prepared += 1; lock.unlock() }
        func discard() { lock.lock(); discarded += 1; lock.unlock() }
        var counts: (prepared: Int, discarded: Int) { lock.lock(); defer { lock.unlock() }; return (prepared, discarded) }
    }

    struct Refused: Error, Equatable { let at: Int }

    @Test(arguments: [1, 3])
    func everyFrameReachesTheConsumerInOrder(depth: Int) throws {
        let source = TestPattern(frameCount: 40)
        var seen: [(Int, UInt8)] = []
        try FramePipeline.run(source, depth: depth, prepare: { k, frame in
            // What frame k holds where the blue square moves: it differs from frame to frame.
            (k, frame.pixel(x: min(k * 3, frame.width - 1), y: 0).b)
        }, consume: { k, item in
            #expect(item.0 == k)
            seen.append(item)
        }, discard: { _ in Issue.record("nothing is left over") })
        #expect(seen.map(\.0) == Array(0..<40))
        // The same values an in-line loop reads.
        var inline: [(Int, UInt8)] = []
        try source.forEachFrame { k, frame in inline.append((k, frame.pixel(x: min(k * 3, frame.width - 1), y: 0).b)) }
        #expect(seen.map(\.1) == inline.map(\.1))
    }

    @Test func aConsumerErrorStopsTheProducerAndReleasesWhatIsQueued() throws {
        let ledger = Ledger()
        var consumed = 0
        #expect(throws: Refused(at: 5)) {
            try FramePipeline.run(TestPattern(frameCount: 200), depth: 3, prepare: { k, _ in
                ledger.prepare(); return k
            }, consume: { k, _ in
                if k == 5 { throw Refused(at: 5) }
                consumed += 1
            }, discard: { _ in ledger.discard() })
        }
        let counts = ledger.counts
        #expect(consumed == 5)
        // Frame 5 was taken and refused; whatever was prepared beyond it was released.
        #expect(counts.prepared == consumed + 1 + counts.discarded)
        #expect(counts.prepared < 200)
    }

    @Test func aProducerErrorReachesTheCallerAfterTheFramesBeforeIt() throws {
        var consumed: [Int] = []
        #expect(throws: Refused(at: 7)) {
            try FramePipeline.run(TestPattern(frameCount: 20), prepare: { k, _ in
                if k == 7 { throw Refused(at: 7) }
                return k
            }, consume: { _, k in consumed.append(k) }, discard: { _ in })
        }
        #expect(consumed == Array(0..<7))
    }

    @Test func aSourceErrorReachesTheCaller() throws {
        var source = TestPattern(frameCount: 20)
        source.failAt = 4
        #expect(throws: TestPattern.Stop.self) {
            try FramePipeline.run(source, prepare: { k, _ in k }, consume: { _, _ in }, discard: { _ in })
        }
    }
}
