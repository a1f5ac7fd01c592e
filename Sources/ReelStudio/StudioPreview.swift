import Foundation
import Hummingbird
import ReelExport
import ReelFrame
import ReelJSON
import ReelModels
import ReelRender
import struct ReelSwiftUI.ViewClip

/// A preview: the reel prepared exactly as an export prepares it, streamed to the page as
/// raw frames the moment each is drawn, the frame the page is showing first.
///
/// Why raw frames: the page's first new frame is what a designer waits for. Drawing a
/// 320×320 pop frame takes a few milliseconds; compressing it (PNG, WebP) would take longer
/// than drawing it, while on the loopback interface 400 KB moves in well under a millisecond.
/// Frames that repeat the one before (lead-in, hold) are sent once.
///
/// The stream: a little-endian UInt32 header length, the header (JSON), then for each frame
/// drawn a UInt32 frame index and width × height × 4 bytes of premultiplied BGRA, Cairo's
/// own layout.
struct StudioPreview: Sendable {
    /// The longest side a preview draws in pixels; a larger canvas is previewed at a smaller
    /// scale (the header says which) so one frame stays a few megabytes.
    static let maxSide = 1024
    /// The most frames a preview or export from the studio covers: a minute at 60 fps.
    static let maxFrames = 3600

    /// What draws the frames: a scene's prepared clip, or a SwiftUI view's laid-out frames.
    enum Drawing: Sendable {
        case scene(PreparedReel)
        case swiftUI(SwiftUIFrames)
    }

    let drawing: Drawing
    /// The frames' size in pixels (drawn for the page's box).
    let width: Int, height: Int
    /// sources[k]: the frame whose picture frame k shows.
    let sources: [Int]
    /// The frames to draw, in the order they are sent.
    let order: [Int]
    let header: Data

    /// The largest box a page may ask for, in device pixels a side: an 8K screen's width. A
    /// box never makes frames larger than `maxSide`; this only refuses nonsense early.
    static let maxBox = 8192
    /// The shortest longest side a box may shrink the preview to: a smaller picture shows nothing.
    static let minSide = 16

    /// The preview of `plan`, its frame `from` sent first, drawn for `box` (device pixels the
    /// page shows it in: the largest picture of the export's proportions that fits) or at
    /// the export's own size without one; never more than `maxSide` pixels a side.
    init(plan: StudioPlan, from: Int, box: [Int]? = nil) throws(StudioFailure) {
        try Self.checkLength(plan.reel)
        let drawn: Drawn
        if let clip = plan.reel.swiftUI { drawn = try Self.swiftUI(clip, plan: plan, box: box) } else { drawn = try Self.scene(plan, box: box) }
        drawing = drawn.drawing
        width = drawn.width; height = drawn.height
        var sources = [Int](repeating: 0, count: drawn.frameCount)
        for k in sources.indices { sources[k] = k > 0 && drawn.isRepeat(k) ? sources[k - 1] : k }
        self.sources = sources
        let unique = sources.indices.filter { sources[$0] == $0 }
        let first = sources[min(max(0, from), sources.count - 1)]
        let split = unique.firstIndex(of: first) ?? 0
        order = Array(unique[split...] + unique[..<split])

        let meta = Header(width: drawn.width, height: drawn.height,
                          exportWidth: drawn.exportWidth, exportHeight: drawn.exportHeight,
                          fps: drawn.fps, frames: drawn.frameCount, duration: drawn.duration,
                          previewScale: drawn.previewScale, sources: sources, order: order,
                          keyframes: plan.reel.swiftUI == nil ? StudioKeyframes.times(in: plan.reel.scene) : [],
                          command: plan.command, yaml: plan.reel.swiftUI == nil ? plan.sceneText ?? SceneFileWriter.yaml(plan.reel) : Self.noSceneFile,
                          output: plan.output,
                          unsaved: !plan.sets.isEmpty || plan.swiftEdited,
                          warnings: ReelExporter.warnings(for: plan.reel).map(plan.words.message(for:)))
        var json = Data((try? OrderedJSONEncoder(numbers: .shortest).encode(meta)) ?? Array("{}".utf8))
        // The timeline report's own JSON, every frame's values, as `badgereel timeline` writes
        // it (a SwiftUI view's in the same layer form: its most moving view as the badge).
        json.removeLast()
        json.append(Data(",\"timeline\":".utf8))
        json.append(Data(drawn.timeline.utf8))
        json.append(Data("}".utf8))
        header = json
    }

    /// The scene file panel's text for a SwiftUI view, which no scene file holds.
    static let noSceneFile = "# A SwiftUI view is not a scene file: render, still and timeline take the Swift file itself.\n"

    /// What the header and the frame order need from either kind of drawing.
    struct Drawn {
        var drawing: Drawing
        var width: Int, height: Int, exportWidth: Int, exportHeight: Int
        var previewScale: Double
        var fps: Double, frameCount: Int, duration: Double
        var isRepeat: (Int) -> Bool
        var timeline: String
    }

    /// A scene's preview: the reel prepared as an export prepares it, at the box's scale.
    static func scene(_ plan: StudioPlan, box: [Int]?) throws(StudioFailure) -> Drawn {
        var reel = plan.reel
        var prepared = try Self.prepare(reel, words: plan.words)
        let exportWidth = prepared.layout.pixelWidth, exportHeight = prepared.layout.pixelHeight
        var previewScale = Self.scale(export: (exportWidth, exportHeight), box: box)
        if previewScale != 1 {
            // Only the canvas's pixels per point differ: the same clip, the same timing, the
            // same layout in points (its edges snapped to the new pixel grid). Snapping may
            // round a side up past `maxSide` (1,025 px was measured): then the factor shrinks
            // by what it passed, until the frame fits.
            let exportScale = reel.canvas.scale
            for _ in 0..<4 {
                reel.canvas.scale = exportScale * previewScale
                prepared = try Self.prepare(reel, words: plan.words)
                let side = max(prepared.layout.pixelWidth, prepared.layout.pixelHeight)
                guard side > Self.maxSide else { break }
                previewScale *= Double(Self.maxSide) / Double(side + 1)
            }
            guard max(prepared.layout.pixelWidth, prepared.layout.pixelHeight) <= Self.maxSide else {
                throw StudioFailure(500, "the preview could not be fitted within \(Self.maxSide) px a side")
            }
        }
        let frames = prepared.frames(workers: 1)
        return Drawn(drawing: .scene(prepared), width: prepared.layout.pixelWidth, height: prepared.layout.pixelHeight,
                     exportWidth: exportWidth, exportHeight: exportHeight, previewScale: previewScale,
                     fps: prepared.clip.fps, frameCount: frames.frameCount, duration: prepared.clip.duration,
                     isRepeat: frames.isRepeat, timeline: TimelineReport(clip: prepared.clip, animation: plan.animation).json)
    }

    /// A SwiftUI view's preview (issue 39): its frames laid out as `render` lays them out
    /// (`SwiftUIFrames`), the canvas scaled to the box as a scene's is.
    static func swiftUI(_ clip: ViewClip, plan: StudioPlan, box: [Int]?) throws(StudioFailure) -> Drawn {
        func frames(_ canvas: CanvasSpec) throws(StudioFailure) -> SwiftUIFrames {
            do throws(ExportError) { return try SwiftUIFrames(clip: clip, canvas: canvas) } catch {
                throw StudioFailure(error, status: 400, words: plan.words)
            }
        }
        var canvas = plan.reel.canvas
        var drawn = try frames(canvas)
        let exportWidth = drawn.width, exportHeight = drawn.height
        var previewScale = Self.scale(export: (exportWidth, exportHeight), box: box)
        if previewScale != 1 {
            // As for a scene: the points stay, the pixels per point change; a side rounded up
            // past `maxSide` shrinks the factor by what it passed.
            let exportScale = canvas.scale
            for _ in 0..<4 {
                canvas.scale = exportScale * previewScale
                drawn = try frames(canvas)
                guard max(drawn.width, drawn.height) > Self.maxSide else { break }
                previewScale *= Double(Self.maxSide) / Double(max(drawn.width, drawn.height) + 1)
            }
            guard max(drawn.width, drawn.height) <= Self.maxSide else {
                throw StudioFailure(500, "the preview could not be fitted within \(Self.maxSide) px a side")
            }
        }
        let laidOut = drawn
        return Drawn(drawing: .swiftUI(laidOut), width: laidOut.width, height: laidOut.height,
                     exportWidth: exportWidth, exportHeight: exportHeight, previewScale: previewScale,
                     fps: clip.fps, frameCount: laidOut.frameCount, duration: clip.duration,
                     isRepeat: laidOut.isRepeat, timeline: SwiftUIPlotTimeline(laidOut).json)
    }

    struct Header: Encodable {
        /// The frames' size in pixels (drawn for the page's box).
        var width: Int, height: Int
        /// The export's own size in pixels, which the preview never changes.
        var exportWidth: Int, exportHeight: Int
        var fps: Double
        var frames: Int
        var duration: Double
        var previewScale: Double
        var sources: [Int]
        var order: [Int]
        var keyframes: [Double]
        var command: String
        var yaml: String
        var output: String
        /// Scene mode: whether the preview shows edits the file does not have yet.
        var unsaved: Bool
        var warnings: [String]
    }

    /// The factor the preview's canvas scale is multiplied by: the export fitted to `box`
    /// (1 without one), its longest side from `minSide` to `maxSide` pixels. (The pixels per
    /// point may pass the scene's own 16: a 24-point bell on a 2× screen wants 28; the
    /// frame's pixels are what is bounded.)
    static func scale(export: (width: Int, height: Int), box: [Int]?) -> Double {
        let side = Double(max(export.width, export.height))
        var factor = 1.0
        if let box, box.count == 2 {
            factor = min(Double(box[0]) / Double(export.width), Double(box[1]) / Double(export.height))
            factor = max(factor, Double(minSide) / side)
        }
        factor = min(factor, Double(maxSide) / side)
        // A box that asks for the export's own size within a pixel gets exactly it.
        if abs(factor - 1) * Double(max(export.width, export.height)) < 0.5 { return 1 }
        return factor
    }

    /// Refuses a clip too long to preview before anything is evaluated frame by frame.
    static func checkLength(_ reel: Reel) throws(StudioFailure) {
        // The schedule's end: the same sum in the same order for a script without `at:`,
        // and the latest end for one with placed actions; a SwiftUI view's own frames.
        let frames = reel.swiftUI.map { Double($0.frames.count) } ?? SceneSchedule(reel.scene).end * reel.scene.fps
        guard frames <= Double(maxFrames) else {
            throw StudioFailure(400, "the clip is \(Int(frames.rounded())) frames; the studio shows at most \(maxFrames): shorten it or run the command line")
        }
    }

    static func prepare(_ reel: Reel, words: any CommandLineWords) throws(StudioFailure) -> PreparedReel {
        do throws(ExportError) { return try PreparedReel(reel) } catch {
            throw StudioFailure(error, status: 400, words: words)
        }
    }

    /// The response: header, then frames as they are drawn; stops when a newer preview
    /// arrives (the gate) or the page goes away (the write fails). `ticket` is the turn the
    /// request took from `gate` as it arrived, so requests are newer in the order they came,
    /// not in the order their bodies start. Each frame is drawn and copied out holding the
    /// gate, then written without it; the write waits while the connection's buffer is full,
    /// so at most one frame per page is ever queued here.
    func body(gate: StudioPreviewGate, ticket: Int) -> ResponseBody {
        let drawing = self.drawing, order = self.order, header = self.header
        return ResponseBody { writer in
            var start = ByteBuffer()
            start.writeInteger(UInt32(header.count), endianness: .little)
            start.writeBytes(header)
            try await writer.write(start)
            let draw: (Int) -> Frame
            switch drawing {
            case .scene(let prepared):
                let renderer = prepared.makeRenderer()
                let clip = prepared.clip
                draw = { k in renderer.render(clip.snapshot(frame: k)) }
            case .swiftUI(let frames):
                draw = { k in frames.draw(k) }
            }
            for k in order {
                guard await gate.acquire(ticket) else { break }
                let buffer = Self.buffer(draw(k), index: k)
                await gate.release()
                try await writer.write(buffer)
            }
            try await writer.finish(nil)
        }
    }

    /// Frame `index` as its UInt32 index and its rows, tightly packed.
    static func buffer(_ frame: Frame, index: Int) -> ByteBuffer {
        let rowBytes = frame.width * 4
        var buffer = ByteBuffer()
        buffer.reserveCapacity(4 + rowBytes * frame.height)
        buffer.writeInteger(UInt32(index), endianness: .little)
        for y in 0..<frame.height {
            buffer.writeBytes(UnsafeRawBufferPointer(start: frame.pixels + y * frame.stride, count: rowBytes))
        }
        return buffer
    }
}
