import Foundation
import ReelTimeline
import ReelModels
import ReelRender

/// Cells laid out in a grid, each the same size (the union of everything any cell draws),
/// with its swept values under it; frame k shows every cell at the same time.
public struct SweepGrid: Sendable {
    let clips: [Clip]
    let reel: Reel
    let captions: [[String]]
    let columns: Int
    let rows: Int
    let cellBounds: Rect
    let cellSize: Size
    static let captionLine = 13.0
    static let captionFont = 10.0

    /// The most cells one grid may hold: checked by callers before they build the cells.
    public static let maxCells = 64

    /// - Parameters: captions: each cell's lines; columns: nil for a square-ish grid.
    public init(cells: [Reel], captions: [[String]], columns: Int?) throws(ExportError) {
        guard let first = cells.first, cells.count <= Self.maxCells, captions.count == cells.count else {
            throw .invalid(ParameterError("sweep", value: String(cells.count), accepted: "1 to \(Self.maxCells) cells"))
        }
        for cell in cells where cell.scene.fps != first.scene.fps || cell.canvas != first.canvas || cell.encoding != first.encoding {
            throw .invalid(ParameterError("fps", value: plainNumber(cell.scene.fps),
                                          accepted: "one rate, canvas and encoding for every cell of a sweep; sweep other parameters"))
        }
        reel = first
        clips = cells.map { $0.scene.makeClip(measure: RenderedTextMetrics()) }
        for clip in clips {
            do { try ClipLimits.check(clip) } catch { throw .invalid(error) }
        }
        self.captions = captions
        let n = clips.count
        self.columns = min(n, columns ?? Int(Double(n).squareRoot().rounded(.up)))
        rows = (n + self.columns - 1) / self.columns
        var bounds = Rect.zero
        for (cell, clip) in zip(cells, clips) {
            bounds = bounds.union(CanvasSpec.drawnBounds(of: clip, scene: cell.scene))
        }
        let m = first.canvas.margin
        cellBounds = Rect(x: bounds.minX - m, y: bounds.minY - m, width: bounds.width + 2 * m, height: bounds.height + 2 * m)
        let captionHeight = Double(captions.map(\.count).max() ?? 0) * Self.captionLine + 4
        cellSize = Size(width: max(cellBounds.width, 90), height: cellBounds.height + captionHeight)
    }

    /// The longest cell's frame count: the grid runs until every cell's clip has played.
    public var frameCount: Int { clips.map(\.frameCount).max() ?? 1 }

    /// Every cell's layers moved into place, then the captions as text layers.
    public func snapshot(_ k: Int) -> Snapshot {
        let t = Double(k) / reel.scene.fps
        var layers: [LayerState] = []
        for (i, clip) in clips.enumerated() {
            let origin = Point(x: Double(i % columns) * cellSize.width + (cellSize.width - cellBounds.width) / 2 - cellBounds.minX,
                               y: Double(i / columns) * cellSize.height - cellBounds.minY)
            for var layer in clip.timeline.evaluate(at: t).layers {
                layer.position = layer.position.adding(origin)
                layers.append(layer)
            }
            for (line, caption) in captions[i].enumerated() {
                let frame = Rect(x: Double(i % columns) * cellSize.width,
                                 y: Double(i / columns) * cellSize.height + cellBounds.height + Double(line) * Self.captionLine,
                                 width: cellSize.width, height: Self.captionLine)
                layers.append(LayerState(frame: frame, text: caption, fontSize: Self.captionFont,
                                         foregroundColor: RGBA(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.75)))
            }
        }
        return Snapshot(time: t, layers: layers)
    }

    /// Draws every frame of the grid and writes it to `output`.
    @discardableResult
    public func export(to output: String, progress: ((ExportEvent) -> Void)? = nil) throws(ExportError) -> ExportSummary {
        switch try ReelExporter.output(output) {
        case .lottie:
            throw .invalid(ParameterError("output", value: ParameterText.quoted(output),
                                          accepted: "a video or image format: a sweep's grid of captions has no Lottie form"))
        case .swift:
            throw .invalid(ParameterError("output", value: ParameterText.quoted(output),
                                          accepted: "a video or image format: a sweep is a grid of variants, not one motion; write one cell's Swift from its animation's own command (-o NAME.swift)"))
        case .encoded: break
        }
        let format = try ReelExporter.outputFormat(output, fps: reel.scene.fps)
        // The grid draws every cell with the first cell's icon (the host is not swept): the
        // output must not be it, as every other command refuses.
        try OutputSafety.check(ExportJob(reel: reel, output: output))
        let size = Size(width: Double(columns) * cellSize.width, height: Double(rows) * cellSize.height)
        let layout = CanvasLayout(origin: .zero, size: size, scale: reel.canvas.scale)
        guard layout.pixelWidth <= CanvasLayout.maxPixels, layout.pixelHeight <= CanvasLayout.maxPixels else {
            throw .invalid(ParameterError("canvas.scale", value: plainNumber(reel.canvas.scale),
                                          accepted: "a grid of at most \(CanvasLayout.maxPixels) pixels a side; it would be \(layout.pixelWidth)x\(layout.pixelHeight)"))
        }
        let icons = try PreparedReel.loadIcons(reel.scene.setup.icon)
        let grid = self
        let frames = ClipFrames(frameCount: frameCount, snapshot: { grid.snapshot($0) }, layout: layout,
                                background: reel.canvas.background, icons: icons,
                                workers: ProcessInfo.processInfo.activeProcessorCount)
        warmUpFonts()
        return try ReelExporter.encode(frames, reel: reel, to: output, format: format, progress: progress)
    }
}
