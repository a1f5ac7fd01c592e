import Dispatch
import Synchronization
import ReelFrame
import ReelTimeline
import ReelModels
import ReelRender
import ReelEncode

/// A clip's frames, drawn on every core while the encoder consumes them in order.
///
/// Frames are dealt round-robin to worker threads, each drawing into its own renderers
/// (canvases are made once and reused); the consumer takes frame k from its slot as soon
/// as it is drawn, then frees the slot for frame k + slots. Evaluation is a pure function
/// of time, so every pass gives the same frames. A frame whose snapshot equals the one before
/// (a still lead-in or hold) is not drawn at all: the encoder reuses the previous frame.
public final class ClipFrames: FrameSource, @unchecked Sendable {
    /// How many frames each pass yields.
    public let frameCount: Int
    /// The snapshot of frame k: a pure function, called from the drawing threads.
    let snapshot: @Sendable (Int) -> Snapshot
    let layout: CanvasLayout
    let background: RGBA
    let icons: IconSet
    let workers: Int
    /// Called after each frame reaches the encoder, with (pass, frame index).
    public var onFrame: ((Int, Int) -> Void)?
    private var pass = 0
    /// repeats[k]: frame k shows exactly what frame k − 1 shows. Made once, from snapshots
    /// (microseconds each); one byte a frame.
    private let repeats: [Bool]
    /// changes[k]: the rows where frame k may differ from frame k − 1, from the layers that
    /// changed (`CanvasLayout.changedRows`); nil for frame 0 or when unknown. A few bytes a
    /// frame, made with `repeats`.
    private let changes: [Range<Int>?]
    /// The frame being handed to `body` and its rows that may differ from the frame before
    /// (`changedRows`), set on the thread that calls `forEachFrame`.
    private var current: (frame: Int, rows: Range<Int>?) = (-1, nil)

    /// Frames 0 ..< `frameCount` of `snapshot`, drawn on `layout`'s canvas over `background`
    /// on `workers` threads (at least one).
    public init(frameCount: Int, snapshot: @escaping @Sendable (Int) -> Snapshot, layout: CanvasLayout,
         background: RGBA, icons: IconSet, workers: Int) {
        self.frameCount = frameCount; self.snapshot = snapshot
        self.layout = layout; self.background = background; self.icons = icons
        self.workers = max(1, workers)
        var repeats = [Bool](repeating: false, count: frameCount)
        var changes = [Range<Int>?](repeating: nil, count: frameCount)
        var previous: Snapshot?
        for k in 0..<frameCount {
            var current = snapshot(k)
            if var before = previous {
                // Equal apart from the time stamp: the same picture.
                before.time = current.time
                repeats[k] = before == current
                changes[k] = repeats[k] ? 0..<0 : layout.changedRows(from: before, to: current)
            }
            current.time = 0
            previous = current
        }
        self.repeats = repeats
        self.changes = changes
    }

    /// Whether frame `k` shows exactly what frame k − 1 shows, so the encoder can reuse it.
    public func isRepeat(_ k: Int) -> Bool { repeats[k] }

    /// The rows of frame `k` that may differ from frame k − 1, while `forEachFrame` hands
    /// frame k over: those of the layers that changed, unless either frame drew past its
    /// layers' rows (`Renderer.drewPastBand`). Nil for the first frame, or asked at any
    /// other time.
    public func changedRows(_ k: Int) -> Range<Int>? { current.frame == k ? current.rows : nil }

    /// Whether the last frame drawn drew past its rows, for `changedRows`.
    private struct RowTracker {
        var pastBand = true
        /// Frame k was drawn (`drawn`), and past its rows or not: its changed rows.
        mutating func next(_ k: Int, drawn: Bool, pastBand now: Bool, changes: [Range<Int>?]) -> Range<Int>? {
            guard drawn else { return 0..<0 }
            defer { pastBand = now }
            return pastBand || now ? nil : changes[k]
        }
    }

    /// The frames of `clip`, each at its exact time k / fps.
    public convenience init(clip: Clip, layout: CanvasLayout, background: RGBA, icons: IconSet, workers: Int) {
        self.init(frameCount: clip.frameCount, snapshot: { clip.snapshot(frame: $0) }, layout: layout,
                  background: background, icons: icons, workers: workers)
    }
    /// The canvas width in pixels.
    public var width: Int { layout.pixelWidth }
    /// The canvas height in pixels.
    public var height: Int { layout.pixelHeight }

    /// One reusable canvas with its hand-over signals.
    private final class Slot: @unchecked Sendable {
        let renderer: Renderer
        /// Whether the frame in this slot drew past its rows (its renderer's
        /// `drewPastBand`), set before `ready` is signalled.
        var drewPastBand = false
        let ready = DispatchSemaphore(value: 0)
        let free = DispatchSemaphore(value: 1)
        init(renderer: Renderer) { self.renderer = renderer }
    }

    private lazy var slots: [Slot] = (0..<(workers == 1 ? 1 : workers * 2)).map { _ in
        Slot(renderer: Renderer(layout: layout, background: background, icons: icons))
    }

    /// The drawing threads of one pass, started by `startDrawing` or by `forEachFrame`.
    private final class Pass: Sendable {
        let cancelled = ManagedAtomicFlag()
        let group = DispatchGroup()
    }

    /// A pass started by `startDrawing`, not yet consumed.
    private var pending: Pass?

    /// Starts drawing the first frames now, on the drawing threads, so they are drawn while
    /// the caller still waits for something else: the export waits here for FFmpeg's
    /// libraries to finish loading (~45 ms for the codecs, ~50 ms more for libavfilter), and
    /// a 1 s clip takes about as long to draw. The next `forEachFrame` takes the frames
    /// drawn meanwhile. Does nothing with one drawing thread (it is the caller's).
    public func startDrawing() {
        guard workers > 1, pending == nil else { return }
        pending = launch()
    }

    deinit {
        if let pending { stop(pending) }
    }

    /// Deals frames 0..<frameCount round-robin to `workers` new threads, each waiting for its
    /// slot to be free before drawing into it.
    private func launch() -> Pass {
        let pass = Pass()
        let slots = self.slots, snapshot = self.snapshot, repeats = self.repeats
        let workers = self.workers, n = frameCount
        for w in 0..<workers {
            let thread = Thread {
                defer { pass.group.leave() }
                var k = w
                while k < n {
                    let slot = slots[k % slots.count]
                    slot.free.wait()
                    if pass.cancelled.isSet { slot.ready.signal(); return }
                    if !repeats[k] {
                        slot.renderer.render(snapshot(k))
                        slot.drewPastBand = slot.renderer.drewPastBand
                    }
                    slot.ready.signal()
                    k += workers
                }
            }
            thread.stackSize = 1 << 20
            pass.group.enter()
            thread.start()
        }
        return pass
    }

    /// Stops a pass's threads (they may be waiting for a slot), waits for them to leave, and
    /// leaves every slot as it started: free, nothing ready.
    private func stop(_ pass: Pass) {
        pass.cancelled.set()
        for slot in slots { slot.free.signal() }
        pass.group.wait()
        for slot in slots {
            while slot.ready.wait(timeout: .now()) == .success {}
            while slot.free.wait(timeout: .now()) == .success {}
            slot.free.signal()
        }
    }

    /// Hands every frame to `body` in order, with its index; each call is one more pass.
    public func forEachFrame(_ body: (Int, Frame) throws -> Void) throws {
        let n = frameCount
        let currentPass = beginPass()
        var rows = RowTracker()
        defer { current = (-1, nil) }
        if workers == 1 {
            let renderer = slots[0].renderer
            for k in 0..<n {
                if !repeats[k] { renderer.render(snapshot(k)) }
                current = (k, rows.next(k, drawn: !repeats[k], pastBand: renderer.drewPastBand, changes: changes))
                try body(k, renderer.canvas.frame)
                onFrame?(currentPass, k)
            }
            return
        }
        let slots = self.slots
        let drawing = pending ?? launch()
        pending = nil
        defer { stop(drawing) }
        for k in 0..<n {
            let slot = slots[k % slots.count]
            slot.ready.wait()
            current = (k, rows.next(k, drawn: !repeats[k], pastBand: slot.drewPastBand, changes: changes))
            try body(k, slot.renderer.canvas.frame)
            slot.free.signal()
            onFrame?(currentPass, k)
        }
    }
}

extension ClipFrames {
    public func beginPass() -> Int {
        defer { pass += 1 }
        return pass
    }
}

/// A flag set once, read from several threads.
final class ManagedAtomicFlag: Sendable {
    private let value = Mutex(false)
    var isSet: Bool { value.withLock { $0 } }
    func set() { value.withLock { $0 = true } }
}

import Foundation
