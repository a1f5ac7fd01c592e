import Foundation
import Testing
import ReelFrame
import ReelModels
import ReelRender
@testable import ReelExport

/// Issue 41: a frame's pixels are a function of the frame alone, whatever the renderer drew
/// before it. A spring that scales the badge through zero (`animate transform.scale --spring
/// --from-value 0 --to-value 1 --damping 0 --fps 20`) came out one byte longer as a GIF drawn
/// on two threads than on one (frames 461, 634 and 961 differed at the badge's top edge): a
/// drawing thread's renderer draws every other frame, one renderer every frame, and what each
/// had drawn before changed the next frame.
@Suite struct FrameHistoryTests {
    static func springThroughZero() throws -> PreparedReel {
        let request = ReelRequest(motion: .own(.spring, keyPath: "transform.scale"),
                                  values: [("fromValue", "0"), ("toValue", "1"), ("damping", "0"), ("fps", "20")],
                                  output: "x.gif")
        return try PreparedReel(try request.reel())
    }

    /// Every frame drawn on 1, 2 and 3 threads (one renderer; slots drawing every 2nd, 4th
    /// or 6th frame) is the frame a fresh renderer draws.
    @Test(arguments: [1, 2, 3])
    func everyFrameIsAFreshRenderersFrame(workers: Int) throws {
        let prepared = try Self.springThroughZero()
        let frames = prepared.frames(workers: workers)
        #expect(frames.frameCount == 1221)
        var differing: [Int] = []
        try frames.forEachFrame { k, frame in
            if frames.isRepeat(k) { return }
            let fresh = prepared.makeRenderer().render(prepared.clip.snapshot(frame: k))
            if !(0..<frame.height).allSatisfy({ frame.sameRow($0, as: fresh) }) { differing.append(k) }
        }
        #expect(differing.isEmpty, "frames \(differing.prefix(10)) differ from a fresh renderer's")
    }

    /// The sharded render (two drawing threads, each renderer every other slot's frames) and
    /// the unsharded one (one renderer, every frame) give the same pixels, frame by frame.
    @Test func twoThreadsDrawWhatOneDraws() throws {
        let prepared = try Self.springThroughZero()
        func digests(workers: Int) throws -> [String] {
            let frames = prepared.frames(workers: workers)
            var out: [String] = []
            try frames.forEachFrame { k, frame in
                // A repeat is not drawn (the slot holds an older frame): the encoder shows
                // the frame before, and so does this list.
                if frames.isRepeat(k), let last = out.last { out.append(last); return }
                var hash = SHA256()
                for y in 0..<frame.height { hash.update(UnsafeRawBufferPointer(frame.row(y))) }
                out.append(hash.hexDigest())
            }
            return out
        }
        let one = try digests(workers: 1), two = try digests(workers: 2)
        #expect(one.count == 1221)
        let differing = one.indices.filter { one[$0] != two[$0] }
        #expect(differing.isEmpty, "frames \(differing.prefix(10)) differ")
    }
}
